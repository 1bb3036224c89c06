"""Rank orders as data, built once per trump suit (R9, R14–R16).

>>> [str(c) for c in trump_order(Suit.KOPPU)][:6]
['KSu', 'KUn', 'KSo', 'PRo', 'KRo', 'KRe']
>>> [str(c) for c in plain_order(Suit.ISU)][-3:]
['I2', 'IRo', 'I1']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from types import MappingProxyType
from typing import Final

from unsun_lab.cards import DECK, Card, Rank, Suit

__all__ = [
    "COMBINATIONS",
    "COMBO_PAIRS",
    "TENKA",
    "RankOrder",
    "TrumpTable",
    "combo_ranks",
    "numeral_order",
    "plain_order",
    "table_for",
    "trump_order",
]

#: R9: the Pao Robai, always a trump whatever the trump suit.
TENKA: Final = Card(Suit.PAO, Rank.ROBAI)

_NUMERALS: Final = tuple(r for r in Rank if r.is_numeral)  # 1 … 9

#: R27: the combination pairs, W over O, both of the trump suit: (name, W rank, O rank, the
#: trump suits where the pair counts). The one definition of which pairs combine: the rank
#: tables, the fast simulator, the players and the explanations are all built from it.
COMBINATIONS: Final[tuple[tuple[str, Rank, Rank, str], ...]] = (
    ("Sun-Un", Rank.SUN, Rank.UN, "all"),
    ("Un-Sota", Rank.UN, Rank.SOTA, "all"),
    ("Sota-Robai", Rank.SOTA, Rank.ROBAI, "all"),
    ("Robai-Rei", Rank.ROBAI, Rank.REI, "all"),
    ("2-1", Rank.TWO, Rank.ONE, "long"),  # the two weakest numerals of a long suit (R16)
    ("8-9", Rank.EIGHT, Rank.NINE, "round"),  # the two weakest numerals of a round suit
)

#: R27: the names of the combination pairs, as used in records and explanations.
COMBO_PAIRS: Final = tuple(name for name, *_ in COMBINATIONS)


class RankOrder(list[Card]):
    """A list of cards, strongest first, that remembers which order it is.

    In a notebook it draws itself as a strip of cards (see ``unsun_lab.display``).
    """

    def __init__(self, cards: list[Card], suit: Suit, kind: str) -> None:
        super().__init__(cards)
        self.suit = suit
        self.kind = kind  # "trump" or "plain"

    def position(self, card: Card) -> int:
        """1-based position of the card in this order (1 = strongest)."""
        return self.index(card) + 1

    def _repr_svg_(self) -> str:
        from unsun_lab.display import rank_strip_svg

        return str(rank_strip_svg(self))

    def _repr_html_(self) -> str:
        from unsun_lab.display.svg import as_html

        return as_html(self._repr_svg_())


def numeral_order(suit: Suit) -> list[Rank]:
    """R16: numerals strongest first: 9…1 in the long suits, 1…9 in the round suits."""
    return list(reversed(_NUMERALS)) if suit.is_long else list(_NUMERALS)


def trump_order(suit: Suit) -> RankOrder:
    """R14: the trumps when ``suit`` is trump, strongest first.

    Sun, Un, Sota, Tenka, native Robai, Rei, Kaba, then the numerals (R16).
    When Pao is trump, Tenka is the native Robai: one card, one place (15 trumps).
    """
    return RankOrder(list(_trump_cards(suit)), suit, "trump")


def plain_order(suit: Suit) -> RankOrder:
    """R15: a suit that is not trump, strongest first.

    Sun, Un, Rei, Kaba, Sota, Robai, then the numerals (R16); a plain Isu's Robai ranks
    between its 2 and its 1, and a plain Pao has no Robai (it is Tenka, R9).
    """
    return RankOrder(list(_plain_cards(suit)), suit, "plain")


def combo_ranks(trump: Suit) -> dict[str, tuple[Rank, Rank]]:
    """R27: the combination pairs that count when ``trump`` is trump, name -> (W, O) ranks.

    >>> combo_ranks(Suit.OURU)["8-9"], "2-1" in combo_ranks(Suit.OURU)
    ((Rank.EIGHT, Rank.NINE), False)
    """
    kind = "long" if trump.is_long else "round"
    return {name: (w, o) for name, w, o, where in COMBINATIONS if where in ("all", kind)}


@cache
def _trump_cards(suit: Suit) -> tuple[Card, ...]:
    courts = [Rank.SUN, Rank.UN, Rank.SOTA]
    cards = [Card(suit, r) for r in courts]
    if suit is not Suit.PAO:
        cards.append(TENKA)
    cards.append(Card(suit, Rank.ROBAI))  # the native Robai (R10); PRo itself when T is Pao
    cards += [Card(suit, r) for r in (Rank.REI, Rank.KABA)]
    cards += [Card(suit, r) for r in numeral_order(suit)]
    return tuple(cards)


@cache
def _plain_cards(suit: Suit) -> tuple[Card, ...]:
    courts = [Rank.SUN, Rank.UN, Rank.REI, Rank.KABA, Rank.SOTA]
    if suit not in (Suit.PAO, Suit.ISU):
        courts.append(Rank.ROBAI)
    ranks = courts + numeral_order(suit)
    if suit is Suit.ISU:
        ranks.insert(len(ranks) - 1, Rank.ROBAI)  # between the 2 and the 1 (R15)
    return tuple(Card(suit, r) for r in ranks)


class TrumpTable:
    """Everything that depends on the trump suit T, as flat tables indexed by ``card.index``.

    ``strength`` compares cards in the same order: a trump's strength is above every plain
    card's, so one comparison decides a trick (R25). ``follow_suit`` is the suit a card
    counts as for following (None for a trump: Tenka never counts as Pao, R23).

    A table is shared by every deal with that trump suit, so it is immutable: tuples, a
    frozenset, a read-only mapping, and attributes that cannot be assigned.

    >>> table = table_for(Suit.KOPPU)
    >>> table.strength = (0,) * 75
    Traceback (most recent call last):
    ...
    AttributeError: a TrumpTable is immutable: 'strength' cannot be assigned
    >>> table.combo_of[(Card("KSu"), Card("KUn"))] = "Sun-Un"
    Traceback (most recent call last):
    ...
    TypeError: 'mappingproxy' object does not support item assignment
    """

    trump: Suit
    native_robai: Card
    sun: Card
    trumps: frozenset[Card]
    is_trump: tuple[bool, ...]
    strength: tuple[int, ...]
    follow_suit: tuple[Suit | None, ...]
    combo_of: Mapping[tuple[Card, Card], str]

    __slots__ = (
        "combo_of",
        "follow_suit",
        "is_trump",
        "native_robai",
        "strength",
        "sun",
        "trump",
        "trumps",
    )

    def __init__(self, trump: Suit) -> None:
        put = object.__setattr__  # __setattr__ refuses every assignment
        put(self, "trump", trump)
        put(self, "native_robai", Card(trump, Rank.ROBAI))  # R10
        put(self, "sun", Card(trump, Rank.SUN))
        trumps = _trump_cards(trump)
        put(self, "trumps", frozenset(trumps))
        is_trump = [False] * 75
        strength = [0] * 75
        follow: list[Suit | None] = [c.suit for c in DECK]
        for pos, card in enumerate(trumps):
            is_trump[card.index] = True
            strength[card.index] = 100 + len(trumps) - pos
            follow[card.index] = None
        for suit in Suit:
            if suit is trump:
                continue
            order = _plain_cards(suit)
            for pos, card in enumerate(order):
                strength[card.index] = len(order) - pos
        put(self, "is_trump", tuple(is_trump))
        put(self, "strength", tuple(strength))
        put(self, "follow_suit", tuple(follow))
        rank_pairs = combo_ranks(trump)
        # R27: both cards of suit T; the native Robai is Card(T, ROBAI), so Tenka only
        # enters a pair when T is Pao (then it *is* the native Robai).
        pairs = {(Card(trump, w), Card(trump, o)): name for name, (w, o) in rank_pairs.items()}
        put(self, "combo_of", MappingProxyType(pairs))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a TrumpTable is immutable: {name!r} cannot be assigned")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a TrumpTable is immutable: {name!r} cannot be deleted")

    # -- questions (players and notebooks ask these, never the encoding) -----------------

    def trump_position(self, card: Card) -> int | None:
        """R14: the card's 1-based place among the trumps (1 = strongest), None if plain.

        >>> koppu = table_for(Suit.KOPPU)
        >>> koppu.trump_position(TENKA), koppu.trump_position(Card("G1"))
        (4, None)
        """
        if not self.is_trump[card.index]:
            return None
        return _trump_cards(self.trump).index(card) + 1

    def beats(self, a: Card, b: Card, led_suit: Suit | None) -> bool:
        """R25/R17: would ``a`` win over ``b`` in a trick whose led suit is ``led_suit``?

        A trump beats every plain card and the stronger trump wins; among plain cards only
        the led suit can win.

        >>> koppu = table_for(Suit.KOPPU)
        >>> koppu.beats(Card("K9"), Card("OSu"), Suit.OURU)  # a trump over the led suit
        True
        >>> koppu.beats(Card("G1"), Card("O9"), Suit.OURU)  # another plain suit never wins
        False
        """
        return self._key(a, led_suit) > self._key(b, led_suit)

    def hand_order(self, cards: Iterable[Card]) -> list[Card]:
        """The cards as a player sorts a hand: the trumps first in the trump order (R14), then
        each plain suit in suit order (R1), strongest first (R15, R16). The one sort every
        hand picture, widget and view uses.

        >>> cards = [Card(c) for c in ("G1", "P9", "K2", "PRo", "G9")]
        >>> [c.code for c in table_for(Suit.KOPPU).hand_order(cards)]
        ['PRo', 'K2', 'P9', 'G1', 'G9']
        """
        strength, is_trump = self.strength, self.is_trump
        return sorted(
            cards,
            key=lambda c: (
                (0, 0, -strength[c.index])
                if is_trump[c.index]
                else (1, c.suit.index, -strength[c.index])
            ),
        )

    def _key(self, card: Card, led_suit: Suit | None) -> int:
        i = card.index
        return self.strength[i] if self.is_trump[i] or self.follow_suit[i] is led_suit else -1

    def __repr__(self) -> str:
        return f"TrumpTable({self.trump!r})"


@cache
def table_for(trump: Suit) -> TrumpTable:
    """The shared TrumpTable of a trump suit."""
    return TrumpTable(trump)
