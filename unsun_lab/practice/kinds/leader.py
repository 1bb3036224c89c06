"""Who leads (R18): the seat that took the indicator leads the first trick, and the winner of
a trick leads the next (the winner of trick 8 counts as the ninth trick's leader, R26).
Asked of the open table about a finished trick, all its cards turned up (R24, R31)."""

from __future__ import annotations

import random

from unsun_lab.explain import Explanation
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.context import trump_line
from unsun_lab.practice.kinds._deals import moves_through, new_deal, playout, plays, record_at

RULES = ("R18",)


def _leader(seed: int, level: int, rng: random.Random) -> Exercise:
    deal = playout(new_deal(rng), rng, rng.choice((0.3, 0.6, 0.9)))
    first = rng.random() < (0.35 if level == 1 else 0.15)
    seats = tuple(str(s) for s in range(8))
    if first:
        recipient = deal.recipient
        if recipient is None:  # checked explicitly: python -O removes an assert
            raise RuntimeError("impossible here: a finished deal has a recipient")
        answer = recipient
        right = Explanation("R18", "practice.why.leader.first", {"seat": recipient})
        question = Explanation(
            "R18",
            "practice.q.leader.first",
            {"seat": recipient, "indicator": deal.indicator.code, "dealer": deal.dealer},
        )
        record = None
        told: tuple[Explanation, ...] = (trump_line(deal.trump),)
    else:
        number = rng.randrange(1, 9)
        trick = deal.tricks[number - 1]
        if trick.winner is None:  # checked explicitly: python -O removes an assert
            raise RuntimeError("impossible here: a finished trick has a winner")
        answer = trick.winner
        won = next(c for s, c, _ in trick.plays if s == answer)
        right = Explanation(
            "R18",
            "practice.why.leader.winner",
            {"seat": answer, "card": won.code, "number": number, "next": number + 1},
        )
        question = Explanation(
            "R18",
            "practice.q.leader.next",
            {"trump": deal.trump, "number": number, "next": number + 1, "plays": plays(trick)},
        )
        record = record_at(deal, moves_through(deal, number))
        told = ()
    reasons = tuple(
        (str(s), right if s == answer else Explanation(
            "R18", "practice.why.leader.not", {"seat": s, "reason": right}
        ))
        for s in range(8)
    )  # fmt: skip
    return Exercise(
        "leader", RULES, seed, level, record, None, question, seats, frozenset({str(answer)}),
        False, reasons, context=told,
    )  # fmt: skip


KIND = Kind("leader", 14, RULES, _leader)
