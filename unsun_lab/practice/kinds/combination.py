"""How many points a finished trick's combination moves: 0, 2 or 5 (R27, R28)."""

from __future__ import annotations

import random

from unsun_lab.deal import Deal, Trick
from unsun_lab.explain import Explanation, Term
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.kinds._deals import finished_trick, moves_through, plays, record_at

RULES = ("R27", "R28")


_COMBO_WEIGHTS: dict[int, dict[str, float]] = {
    1: {"2": 4, "0_trumped": 3, "0_meri": 1, "0_plain": 1, "5": 1},
    2: {"2": 3, "0_trumped": 3, "0_meri": 1, "5": 3},
    3: {"2": 2, "0_trumped": 3, "0_meri": 1, "5": 4},
}


def _combo_kinds(deal: Deal, trick: Trick) -> list[str]:
    if trick.combo is not None:
        return [str(trick.combo.points)]
    if trick.meri:
        return ["0_meri"]
    winner_card = next(c for s, c, _ in trick.plays if s == trick.winner)
    return ["0_trumped" if deal.is_trump(winner_card) else "0_plain"]


_STATUS = {
    "declared": "practice.status.declared",
    "hidden": "practice.status.hidden",
    "indicator": "practice.status.indicator",
    "stock": "practice.status.stock",
}


def _combination(seed: int, level: int, rng: random.Random) -> Exercise:
    deal, trick = finished_trick(rng, _COMBO_WEIGHTS[level], _combo_kinds)
    points = 0 if trick.combo is None else trick.combo.points
    status = deal.native_robai_status
    if status is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: status is None")
    question = Explanation(
        "R27",
        "practice.q.combination",
        {
            "trump": deal.trump,
            "status": Term(_STATUS[status]),
            "number": trick.number,
            "plays": plays(trick),
        },
    )
    why = trick.combo_reason if trick.combo is None else trick.combo.why_points
    if why is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: why is None")
    full = trick.combo_reason
    if full is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: full is None")
    reasons = []
    for choice in ("0", "2", "5"):
        if int(choice) == points:
            if trick.combo is None:
                reasons.append((choice, full))
            else:
                reasons.append(
                    (
                        choice,
                        Explanation("R28", "practice.why.points", {"combo": full, "points": why}),
                    )
                )
        else:
            reasons.append(
                (
                    choice,
                    Explanation(
                        why.rule,
                        "practice.why.points_not",
                        {
                            "wrong": Term(f"practice.points.{choice}"),
                            "right": Term(f"practice.points.{points}"),
                            # A combination's own sentence names its pair, W and O (R27).
                            "reason": full
                            if trick.combo is None
                            else Explanation(
                                "R28", "practice.why.points", {"combo": full, "points": why}
                            ),
                        },
                    ),
                )
            )
    return Exercise(
        "combination",
        RULES,
        seed,
        level,
        record_at(deal, moves_through(deal, trick.number)),
        None,
        question,
        ("0", "2", "5"),
        frozenset({str(points)}),
        False,
        tuple(reasons),
        wrong_says_answer=True,
    )


KIND = Kind("combination", 4, RULES, _combination)
