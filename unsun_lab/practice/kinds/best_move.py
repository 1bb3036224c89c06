"""Which move is clearly best (R29): the verified puzzles shipped with the package, and the
puzzles the coach makes of a deal's mistakes (``unsun_lab.analysis.Analysis.puzzles``).

A puzzle is asked from the deciding seat's view (R31); its right answers are the moves judged
best. Its ``words`` say, for each move, what the better card does that this one does not (the
coach's contrast sentences, ``analysis.contrasts``) and which principle is at work
(``unsun_lab.principles``); its ``reasons`` keep the numbers (expected team margin, R29) for
a "Details" view. Its ``themes`` are the principles that recommend the answer and not every
legal move.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation, Move, Number
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.puzzle_store import explanation_from_data, puzzles
from unsun_lab.principles import PRINCIPLES, themes_of
from unsun_lab.view import PlayerView

__all__ = [
    "KIND",
    "from_analysis",
    "principle_line",
    "puzzle_exercise",
    "stored_exercise",
    "words_for",
]

RULES = ("R29",)


#: Puzzles by level: a larger lead is easier to see.
_LEVEL_LEADS: dict[int, tuple[float, float]] = {1: (1.5, 99.0), 2: (0.8, 1.5), 3: (0.5, 1.0)}


def _move_question(deal: Deal, seat: int, several: bool = False) -> Explanation:
    """The question, naming the trump (R8); ``several``: more than one move is as good as
    the best, and the question says to pick any of them."""
    view = deal.view(seat)
    if view.phase == "declare":
        return Explanation(
            "R11",
            "principle.q.best_declare",
            {"seat": seat, "card": deal.native_robai, "suit": view.trump},
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
                {"move": Move(move), "value": Number(value, 2, sign=True), "lead": Number(lead)},
            )
        else:
            why = Explanation(
                "R29",
                "practice.why.worse_move",
                {
                    "move": Move(move),
                    "value": Number(value, 2, sign=True),
                    "loss": Number(top - value),
                    "best": Move(top_move),
                },
            )
        out.append((move, why))
    return tuple(out)


def principle_line(view: PlayerView, themes: Sequence[str], move: str) -> Explanation | None:
    """The principle at work behind ``move``: the first of ``themes`` that recommends it, in
    words ("principle at work, <title>: <why>"), or None."""
    for pid in themes:
        why = PRINCIPLES[pid].applies(view, move)
        if why is not None:
            return Explanation(
                None, "principle.fb.at_work", {"title": PRINCIPLES[pid].title, "why": why}
            )
    return None


def _words(
    view: PlayerView,
    ranked: Sequence[tuple[str, float]],
    best: set[str],
    why: Mapping[str, Sequence[Explanation]],
    themes: Sequence[str],
) -> tuple[tuple[str, tuple[Explanation, ...]], ...]:
    """Each move's explanation in the game's words (see the module's docstring)."""
    tops = [m for m, _ in ranked if m in best]
    top = tops[0]
    runner = next((m for m, _ in ranked if m not in best), None)
    value = dict(ranked)
    out = []
    for move, _ in ranked:
        lines: list[Explanation] = []
        if move in best:
            at_work = principle_line(view, themes, move)
            if at_work is not None:
                lines.append(at_work)
            if len(tops) > 1:
                lines.append(Explanation("R29", "principle.fb.equal", {"moves": tops}))
            if runner is not None:
                lines += list(why.get(runner, ()))[:2] if move == top else []
            if value[move] < 0:
                lines.append(Explanation("R29", "principle.fb.still_loses", {"move": move}))
        else:
            contrast = list(why.get(move, ()))[:2]
            lines += contrast or [
                Explanation("R29", "principle.fb.worse", {"best": top, "move": move})
            ]
            at_work = principle_line(view, themes, top)
            if at_work is not None:
                lines.append(at_work)
            if value[top] < 0:
                lines.append(Explanation("R29", "principle.fb.still_loses", {"move": top}))
        out.append((move, tuple(lines)))
    return tuple(out)


def words_for(ex: Exercise, choice: str) -> tuple[Explanation, ...]:
    """The explanation in words of ``choice`` in a best-move puzzle (() for another kind)."""
    for c, lines in ex.words:
        if c == choice:
            return lines
    return ()


def puzzle_exercise(
    seed: int,
    level: int,
    record: dict[str, Any],
    seat: int,
    values: dict[str, float],
    best: set[str],
    why: Mapping[str, Sequence[Explanation]] | None = None,
    rating: int | None = None,
) -> Exercise:
    """The best-move exercise of the position ``record`` asked from ``seat``'s view (R31):
    ``values`` gives each legal move's expected team margin (R29), ``best`` the right
    answers, ``why`` (optional) for each other move the coach's sentences on what the best
    one does that it does not, ``rating`` its difficulty. ``seed`` is the exercise's seed
    (for the coach's puzzles: the decision's move number)."""
    deal = Deal.from_record(record)
    view = deal.view(seat)
    ranked = sorted(values.items(), key=lambda kv: -kv[1])
    beaten = [v for m, v in ranked if m not in best]
    lead = ranked[0][1] - (beaten[0] if beaten else ranked[0][1])
    reasons = dict(_move_reasons(ranked, best, lead))
    choices = tuple(view.legal_moves)
    themes = themes_of(view, best)
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
        themes=themes,
        rating=rating,
        words=_words(view, ranked, best, why or {}, themes),
    )


def _best_move(seed: int, level: int, rng: random.Random) -> Exercise:
    shipped = puzzles()
    if not shipped:
        raise RuntimeError("no puzzles shipped: run tools/build_puzzles.py")
    low, high = _LEVEL_LEADS[level]
    pool = [p for p in shipped if low <= p["margin"] < high] or list(shipped)
    puzzle = rng.choice(pool)
    return stored_exercise(puzzle, seed, level)


def stored_exercise(puzzle: Mapping[str, Any], seed: int, level: int) -> Exercise:
    """The exercise of one shipped puzzle (``puzzle_store``): its position, values, best move,
    the stored words of its feedback and its rating."""
    why = {m: [explanation_from_data(e) for e in es] for m, es in puzzle.get("why", {}).items()}
    rating = puzzle.get("rating")
    return puzzle_exercise(
        seed,
        level,
        puzzle["record"],
        int(puzzle["seat"]),
        dict(puzzle["values"]),
        {puzzle["best"]},
        why,
        None if rating is None else int(rating),
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
