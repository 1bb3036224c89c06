"""Which move is clearly best (R29): the verified puzzles shipped with the package, and the
puzzles the coach makes of a deal's mistakes (``unsun_lab.analysis.Analysis.puzzles``).

A puzzle is asked from the deciding seat's view (R31); its right answers are the moves judged
best, and the reason of each move gives its expected team margin and what it loses.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation, Number
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.puzzle_store import puzzles
from unsun_lab.principles import themes_of

__all__ = ["KIND", "from_analysis", "puzzle_exercise"]

RULES = ("R29",)


#: Puzzles by level: a larger lead is easier to see.
_LEVEL_LEADS: dict[int, tuple[float, float]] = {1: (1.5, 99.0), 2: (0.8, 1.5), 3: (0.5, 1.0)}


def _move_question(deal: Deal, seat: int, several: bool = False) -> Explanation:
    """The question, naming the trump (R8); ``several``: more than one move is as good as
    the best, and the question says to pick any of them."""
    view = deal.view(seat)
    if view.phase == "declare":
        return Explanation(
            "R11", "practice.q.best_declare", {"seat": seat, "card": deal.native_robai}
        )
    if view.phase == "discard":
        return Explanation(
            "R12", "practice.q.best_discard", {"seat": seat, "indicator": view.indicator}
        )
    trick = view.current_trick
    number = len(view.tricks) + 1 if trick is None else trick.number
    key = "context.q.best_any" if several else "context.q.best_move"
    return Explanation("R29", key, {"seat": seat, "number": number, "suit": view.trump})


def _move_reasons(
    values: Sequence[tuple[str, float]], best: set[str], lead: float
) -> tuple[tuple[str, Explanation], ...]:
    top_move, top = values[0]
    out = []
    for move, value in values:
        if move in best:
            why = Explanation(
                "R29",
                "practice.why.best_move",
                {"move": move, "value": Number(value, 2, sign=True), "lead": Number(lead)},
            )
        else:
            why = Explanation(
                "R29",
                "practice.why.worse_move",
                {
                    "move": move,
                    "value": Number(value, 2, sign=True),
                    "loss": Number(top - value),
                    "best": top_move,
                },
            )
        out.append((move, why))
    return tuple(out)


def puzzle_exercise(
    seed: int,
    level: int,
    record: dict[str, Any],
    seat: int,
    values: dict[str, float],
    best: set[str],
) -> Exercise:
    """The best-move exercise of the position ``record`` asked from ``seat``'s view (R31):
    ``values`` gives each legal move's expected team margin (R29), ``best`` the right
    answers. ``seed`` is the exercise's seed (for the coach's puzzles: the decision's move
    number)."""
    deal = Deal.from_record(record)
    view = deal.view(seat)
    ranked = sorted(values.items(), key=lambda kv: -kv[1])
    beaten = [v for m, v in ranked if m not in best]
    lead = ranked[0][1] - (beaten[0] if beaten else ranked[0][1])
    reasons = dict(_move_reasons(ranked, best, lead))
    choices = tuple(view.legal_moves)
    return Exercise(
        "best_move",
        RULES,
        seed,
        level,
        record,
        seat,
        _move_question(deal, seat, len(best) > 1),
        choices,
        frozenset(best),
        False,
        tuple((c, reasons[c]) for c in choices),
        themes=themes_of(view, best),
    )


def _best_move(seed: int, level: int, rng: random.Random) -> Exercise:
    shipped = puzzles()
    if not shipped:
        raise RuntimeError("no puzzles shipped: run tools/build_puzzles.py")
    low, high = _LEVEL_LEADS[level]
    pool = [p for p in shipped if low <= p["margin"] < high] or list(shipped)
    puzzle = rng.choice(pool)
    return puzzle_exercise(
        seed, level, puzzle["record"], int(puzzle["seat"]), dict(puzzle["values"]), {puzzle["best"]}
    )


def from_analysis(result: Any, seat: int) -> list[Exercise]:
    """Every decision of ``seat`` that the coach (``unsun_lab.analysis.analyse``) labelled a
    mistake or a blunder, as a best-move puzzle from that seat's view (R31), made by the
    coach itself (``Analysis.puzzles``). The right answers are the moves the coach judged as
    good as the best (within ``analysis.THRESHOLDS[0]`` points)."""
    make = getattr(result, "puzzles", None)
    if getattr(result, "record", None) is None or make is None:
        raise ValueError("this analysis holds no record: make it with unsun_lab.analysis.analyse")
    return list(make(seat))


KIND = Kind("best_move", 6, RULES, _best_move)
