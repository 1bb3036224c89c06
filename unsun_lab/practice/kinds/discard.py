"""Which cards the recipient may discard after taking the indicator (R12), asked from the
recipient's view (R31): any card that is not a trump; a hand of only trumps may discard any
of its ten cards, the indicator included (the R12 Decision)."""

from __future__ import annotations

import random

from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.kinds._deals import new_deal

RULES = ("R12",)


def _at_discard(rng: random.Random) -> Deal:
    """A seeded deal whose declaration is made at random (R11), stopped at the discard."""
    deal = new_deal(rng)
    while deal.phase != "discard":
        deal.push(rng.choice(deal.legal_moves()))
    return deal


def _discard(seed: int, level: int, rng: random.Random) -> Exercise:
    deal = _at_discard(rng)
    if level == 3:  # the rarer case: a recipient holding many trumps
        for _ in range(20):
            taker = deal.to_move or 0
            if sum(deal.table.is_trump[c.index] for c in deal.hand(taker)) >= 4:
                break
            deal = _at_discard(rng)
    seat = deal.to_move
    if seat is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: seat is None")
    view = deal.view(seat)
    allowed = set(view.legal_moves)
    choices = tuple(c.code for c in view.hand)
    question = Explanation("R12", "practice.q.discard", {"seat": seat, "indicator": view.indicator})
    why_allowed = deal.legal_reason()
    if why_allowed is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: why_allowed is None")
    refusals = view.refusals()
    reasons = []
    for code in choices:
        if code in allowed:
            why = Explanation(
                why_allowed.rule, "practice.why.allowed", {"card": code, "reason": why_allowed}
            )
        else:
            why = Explanation(
                refusals[code].rule,
                "practice.why.refused",
                {"card": code, "reason": refusals[code]},
            )
        reasons.append((code, why))
    return Exercise(
        "discard", RULES, seed, level, deal.to_record(), seat, question, choices,
        frozenset(allowed), True, tuple(reasons),
    )  # fmt: skip


KIND = Kind("discard", 7, RULES, _discard)
