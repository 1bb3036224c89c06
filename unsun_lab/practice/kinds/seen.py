"""What the other seats will see (R24, R31): a trump played to a trick led with a plain card
goes face down, so the others know that a trump was played, and by whom, but not which one,
until the trick's eighth card; a plain card, a lead and every card of a Meri are face up
(R20). Asked from the seat to move's view, its hand and the trick so far (R31)."""

from __future__ import annotations

import random

from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.kinds._deals import pick, situations

RULES = ("R24", "R31")

#: How often each situation is asked, by level: a plain lead; a Meri; the seat leading.
_WEIGHTS: dict[int, dict[str, float]] = {
    1: {"plain": 1},
    2: {"plain": 3, "meri": 2, "lead": 1},
    3: {"plain": 2, "meri": 2, "lead": 2},
}


def _situation(deal: Deal) -> str | None:
    """What the seat to move would play into, when its hand holds a trump and a plain card."""
    seat = deal.to_move
    if deal.phase != "play" or seat is None or len(deal.tricks) >= 8:
        return None
    hand = deal.hand(seat)
    marks = [deal.table.is_trump[c.index] for c in hand]
    if not any(marks) or all(marks):
        return None
    trick = deal.view(seat).current_trick
    if trick is None:
        return "lead" if deal.tricks else None
    return "meri" if trick.meri else "plain"


def _seen(seed: int, level: int, rng: random.Random) -> Exercise:
    weights = _WEIGHTS[level]
    found = situations(rng, _situation, lambda f: all(f.get(k) for k in weights))
    base, moves = pick(rng, weights, found)
    deal = base.after(moves)
    seat = deal.to_move
    if seat is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: seat is None")
    view = deal.view(seat)
    trick = view.current_trick
    reasons = []
    answer = set()
    for card in view.hand:
        params = {"card": card.code}
        if trick is None:
            key, rule = "practice.why.seen.lead", "R24"
        elif trick.meri:
            key, rule = "practice.why.seen.meri", "R24"
        elif view.is_trump(card):
            key, rule = "practice.why.seen.down", "R24"
        else:
            key, rule = "practice.why.seen.plain", "R24"
        if key != "practice.why.seen.down":
            answer.add(card.code)
        reasons.append((card.code, Explanation(rule, key, params)))
    if trick is None:
        question = Explanation(
            "R24",
            "practice.q.seen.lead",
            {"trump": view.trump, "seat": seat, "number": len(view.tricks) + 1},
        )
    else:
        lead = trick.plays[0]
        question = Explanation(
            "R24",
            "practice.q.seen.follow",
            {
                "trump": view.trump,
                "seat": seat,
                "number": trick.number,
                "leader": lead.seat,
                "lead": lead.card,
            },
        )
    return Exercise(
        "seen", RULES, seed, level, deal.to_record(), seat, question,
        tuple(c.code for c in view.hand), frozenset(answer), True, tuple(reasons),
    )  # fmt: skip


KIND = Kind("seen", 15, RULES, _seen)
