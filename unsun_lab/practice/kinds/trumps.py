"""Which cards of a hand are trumps (R8, R9): the indicator's suit, and Tenka, the Pao Robai,
whatever the trump suit (when Pao is trump, PRo is Tenka and the native Robai at once, R10).
Asked from the seat's own view at the declaration, its nine dealt cards and the indicator
(R31); the question says only the indicator, so the learner finds the trump suit."""

from __future__ import annotations

import random

from unsun_lab.cards import Card, Suit
from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation
from unsun_lab.orders import TENKA
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.context import dealer_line
from unsun_lab.practice.kinds._deals import TRIES, new_deal

RULES = ("R8", "R9")

#: How often a hand with Tenka (or a Pao trump suit) is wanted, by level.
_TENKA = {1: 0.3, 2: 0.6, 3: 0.9}


def _mixed(deal: Deal, seat: int) -> bool:
    """The hand holds a trump and a plain card: the answer is neither none nor all."""
    marks = [deal.table.is_trump[c.index] for c in deal.hand(seat)]
    return any(marks) and not all(marks)


def _reason(card: Card, indicator: Card, trump: Suit) -> Explanation:
    params = {"card": card.code, "indicator": indicator.code, "suit": trump}
    if card is TENKA:
        key = "practice.why.trumps.tenka_pao" if trump is Suit.PAO else "practice.why.trumps.tenka"
        return Explanation("R9", key, params)
    if card.suit is trump:
        return Explanation("R8", "practice.why.trumps.suit", params)
    return Explanation("R8", "practice.why.trumps.plain", {**params, "own": card.suit})


def _trumps(seed: int, level: int, rng: random.Random) -> Exercise:
    want_tenka = rng.random() < _TENKA[level]
    found: tuple[Deal, int] | None = None
    for _ in range(TRIES):
        deal = new_deal(rng)
        seats = [s for s in range(8) if _mixed(deal, s)]
        if not seats:
            continue
        tenka = [s for s in seats if TENKA in deal.hand(s) or deal.trump is Suit.PAO]
        if want_tenka and tenka:
            found = (deal, rng.choice(tenka))
            break
        if found is None or not want_tenka:
            found = (deal, rng.choice(seats))
            if not want_tenka:
                break
    if found is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("no exercise found")
    deal, seat = found
    view = deal.view(seat)
    choices = tuple(c.code for c in view.hand)
    answer = frozenset(c.code for c in view.hand if view.is_trump(c))
    reasons = tuple((c.code, _reason(c, view.indicator, view.trump)) for c in view.hand)
    question = Explanation(
        "R8", "practice.q.trumps", {"seat": seat, "indicator": view.indicator.code}
    )
    # The context says the dealer only: its trump line would name the suit and Tenka.
    told = (dealer_line(view.dealer, seat),)
    # No record: drawn from a record, the hand's cards would carry their trump marks, the
    # answer itself; the question names its cards by code (R3), all the seat's own (R31).
    return Exercise(
        "trumps", RULES, seed, level, None, seat, question, choices, answer, True, reasons,
        context=told,
    )  # fmt: skip


KIND = Kind("trumps", 11, RULES, _trumps)
