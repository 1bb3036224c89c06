"""A finished deal's score, each team's (R29): the tricks won and the combinations' points."""

from __future__ import annotations

import random

from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation, Number, Term
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.kinds._deals import TRIES, new_deal, playout
from unsun_lab.rules import team_of

RULES = ("R29",)


def _score(seed: int, level: int, rng: random.Random) -> Exercise:
    # Level 1: one combination or more; 2: sometimes two; 3: two, or a 5-point one.
    wanted = 1 if level == 1 or rng.random() < 0.5 else 2
    chosen: Deal | None = None
    fallback: Deal | None = None
    for _ in range(TRIES):
        tried = playout(new_deal(rng), rng, 0.9)
        combos = [t for t in tried.tricks if t.combo is not None]
        if combos and fallback is None:
            fallback = tried
        five = any(t.combo.points == 5 for t in combos if t.combo is not None)
        if len(combos) >= wanted and (level < 3 or five or len(combos) >= 2):
            chosen = tried
            break
    deal = chosen or fallback
    if deal is None:
        raise RuntimeError(f"no deal with a combination in {TRIES} tries")
    tricks = [sum(team_of(t.winner or 0) == team for t in deal.tricks) for team in (0, 1)]
    a, b = deal.score
    combos = [t for t in deal.tricks if t.combo is not None]
    lines: list[Explanation] = []
    for t in combos:
        if t.combo is None:  # checked explicitly: python -O removes an assert
            raise RuntimeError("impossible here: t.combo is None")
        team = team_of(t.combo.winner_seat)
        lines.append(
            Explanation(
                "R28",
                "practice.combo_line",
                {
                    "number": t.number,
                    "pair": Term(f"pair.{t.combo.pair}"),
                    "team": ("0/2/4/6", "1/3/5/7")[team],
                    "points": Term(f"practice.points.{t.combo.points}"),
                },
            )
        )
    question = Explanation(
        "R29",
        "practice.q.score",
        {"trump": deal.trump, "tricks_a": tricks[0], "tricks_b": tricks[1], "combos": lines},
    )
    right = f"{a}:{b}"
    delta = a - tricks[0]
    wrong: dict[str, Explanation] = {}
    only = f"{tricks[0]}:{tricks[1]}"
    if only != right:
        wrong[only] = Explanation(
            "R28", "practice.why.score_tricks_only", {"a": tricks[0], "b": tricks[1]}
        )
    swapped = f"{tricks[0] - delta}:{tricks[1] + delta}"
    if swapped not in wrong and swapped != right:
        wrong[swapped] = Explanation(
            "R28", "practice.why.score_swapped", {"a": tricks[0] - delta, "b": tricks[1] + delta}
        )
    half = f"{a}:{tricks[1]}" if delta > 0 else f"{tricks[0]}:{b}"
    if half not in wrong and half != right:
        x, y = (int(v) for v in half.split(":"))
        wrong[half] = Explanation(
            "R29", "practice.why.score_not_nine", {"a": x, "b": y, "sum": x + y}
        )
    k = 1
    while len(wrong) < 3:
        other = f"{a + k}:{b - k}"
        if other not in wrong and other != right:
            wrong[other] = Explanation(
                "R29",
                "practice.why.score_off",
                {"a": a + k, "b": b - k},
            )
        k = -k if k > 0 else -k + 1
    right_why = Explanation(
        "R29",
        "practice.why.score",
        {
            "tricks_a": tricks[0],
            "tricks_b": tricks[1],
            "delta_a": Number(delta, 0, sign=True),
            "delta_b": Number(-delta, 0, sign=True),
            "a": a,
            "b": b,
        },
    )
    options = [right, *sorted(wrong)[:3]]
    rng.shuffle(options)
    reasons = [
        (
            o,
            right_why
            if o == right
            else Explanation(
                wrong[o].rule, "practice.why.score_wrong", {"reason": wrong[o], "right": right_why}
            ),
        )
        for o in options
    ]
    return Exercise(
        "score",
        RULES,
        seed,
        level,
        deal.to_record(),
        None,
        question,
        tuple(options),
        frozenset({right}),
        False,
        tuple(reasons),
        wrong_says_answer=True,
    )


KIND = Kind("score", 5, RULES, _score)
