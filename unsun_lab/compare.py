"""Which of two cards is stronger, and where a card stands in its order, explained (R9–R17, R25).

>>> from unsun_lab.cards import Card, Suit
>>> e = compare(Card("PRo"), Card("KRo"), Suit.KOPPU, Suit.OURU)
>>> e.params["winner"], e.rules
(Card('PRo'), ['R9', 'R14', 'R10', 'R25'])
>>> print(place(Card("IRo"), Suit.KOPPU))
IRo is 14th of 15 plain Isu cards: the plain Isu Robai ranks between the 2 and the 1 (R15)
"""

from __future__ import annotations

from unsun_lab.cards import Card, Rank, Suit
from unsun_lab.explain import Explanation, Ordinal, Term
from unsun_lab.orders import TENKA, RankOrder, plain_order, table_for, trump_order
from unsun_lab.rules import Play, trick_winner

__all__ = ["compare", "order_of", "place"]


def order_of(card: Card, trump: Suit) -> RankOrder:
    """The order a card ranks in when ``trump`` is trump: the trumps, or its plain suit."""
    if table_for(trump).is_trump[card.index]:
        return trump_order(trump)
    return plain_order(card.suit)


def place(card: Card, trump: Suit) -> Explanation:
    """Where ``card`` stands in its order when ``trump`` is trump, in words (R9, R10, R14–R16)."""
    order = order_of(card, trump)
    params: dict[str, object] = {
        "card": card,
        "ordinal": Ordinal(order.position(card)),
        "count": len(order),
        "suit": card.suit,
        "length": Term("length.long" if card.suit.is_long else "length.round"),
        "high": "9" if card.suit.is_long else "1",
    }
    if order.kind == "trump":
        if card is TENKA:
            if trump is Suit.PAO:
                return Explanation("R9", "place.trump_tenka_native", params)
            return Explanation("R9", "place.trump_tenka", params)
        if card.rank is Rank.ROBAI:
            return Explanation("R10", "place.trump_native", params)
        if card.rank.is_numeral:
            return Explanation("R14", "place.trump_numeral", params)
        return Explanation("R14", "place.trump_court", params)
    if card.suit is Suit.ISU and card.rank is Rank.ROBAI:
        return Explanation("R15", "place.plain_isu_robai", params)
    if card.rank.is_numeral:
        return Explanation("R15", "place.plain_numeral", params)
    return Explanation("R15", "place.plain_court", params)


def compare(a: Card, b: Card, trump: Suit, led: Suit) -> Explanation:
    """Which of ``a`` and ``b`` wins a trick led in ``led`` when ``trump`` is trump, and why.

    The winner is decided by the same function as every trick (R25); ``params['winner']`` is
    the winning card, or None when neither is a trump nor of the led suit (R17).
    """
    if a is b:
        raise ValueError(f"pick two different cards, not {a.code} twice")
    table = table_for(trump)
    is_trump = table.is_trump
    follows = [table.follow_suit[c.index] is led for c in (a, b)]
    if not (is_trump[a.index] or is_trump[b.index] or any(follows)):
        return Explanation("R17", "compare.neither", {"a": a, "b": b, "suit": led, "winner": None})
    best = (a, b)[trick_winner([Play(0, a, False), Play(1, b, False)], table, led)]
    other = b if best is a else a
    params: dict[str, object] = {
        "winner": best,
        "loser": other,
        "suit": led,
        "other_suit": other.suit,
        "winner_place": place(best, trump),
        "loser_place": place(other, trump),
    }
    if is_trump[a.index] and is_trump[b.index]:
        return Explanation("R14", "compare.both_trumps", params)
    if is_trump[best.index]:
        return Explanation("R25", "compare.trump_beats_plain", params)
    if all(follows):
        return Explanation("R15", "compare.both_led", params)
    return Explanation("R17", "compare.led_beats_other", params)
