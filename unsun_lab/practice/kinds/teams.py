"""Seats and teams (R4, R5): who your partners are, whether a seat is a partner or an
opponent, and who plays after a seat. Asked of the learner's own seat; every seat knows the
seating, so the question holds nothing hidden (R31)."""

from __future__ import annotations

import random

from unsun_lab.explain import Explanation
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.rules import team_of

RULES = ("R4", "R5")

#: The teams as a learner reads them (R5).
TEAM_SEATS = ("0/2/4/6", "1/3/5/7")


def _partners(seed: int, level: int, seat: int) -> Exercise:
    others = tuple(str(s) for s in range(8) if s != seat)
    mine = TEAM_SEATS[team_of(seat)]
    reasons = []
    for s in range(8):
        if s == seat:
            continue
        if team_of(s) == team_of(seat):
            why = Explanation("R5", "practice.why.teams.partner", {"other": s, "team": mine})
        else:
            theirs = TEAM_SEATS[team_of(s)]
            why = Explanation("R5", "practice.why.teams.opponent", {"other": s, "team": theirs})
        reasons.append((str(s), why))
    answer = frozenset(c for c in others if team_of(int(c)) == team_of(seat))
    question = Explanation("R5", "practice.q.teams.partners", {"seat": seat})
    return Exercise(
        "teams", RULES, seed, level, None, seat, question, others, answer, True, tuple(reasons)
    )


def _side_of(seed: int, level: int, seat: int, other: int) -> Exercise:
    same = team_of(other) == team_of(seat)
    partner = Explanation(
        "R5", "practice.why.teams.partner", {"other": other, "team": TEAM_SEATS[team_of(seat)]}
    )
    opponent = Explanation(
        "R5", "practice.why.teams.opponent", {"other": other, "team": TEAM_SEATS[team_of(other)]}
    )
    right = partner if same else opponent
    reasons = (("partner", right), ("opponent", right))
    question = Explanation("R5", "practice.q.teams.side", {"seat": seat, "other": other})
    answer = frozenset({"partner" if same else "opponent"})
    return Exercise(
        "teams", RULES, seed, level, None, seat, question, ("partner", "opponent"), answer,
        False, reasons,
    )  # fmt: skip


def _next(seed: int, level: int, seat: int, other: int) -> Exercise:
    after = (other + 1) % 8
    # The learner is "you": the seat that has just played, or the one that plays next.
    key = {other: "practice.why.teams.next_from_you", after: "practice.why.teams.next_you"}.get(
        seat, "practice.why.teams.next"
    )
    right = Explanation("R4", key, {"other": other, "next": after})
    reasons = tuple(
        (str(s), right if s == after else Explanation(
            "R4", "practice.why.teams.not_next", {"seat": s, "reason": right}
        ))
        for s in range(8)
        if s != other
    )  # fmt: skip
    asked = "practice.q.teams.next_you" if other == seat else "practice.q.teams.next"
    question = Explanation("R4", asked, {"seat": seat, "other": other})
    return Exercise(
        "teams", RULES, seed, level, None, seat, question, tuple(c for c, _ in reasons),
        frozenset({str(after)}), False, reasons,
    )  # fmt: skip


def _teams(seed: int, level: int, rng: random.Random) -> Exercise:
    seat = rng.randrange(8)
    asked = rng.choice(("partners", "side", "next") if level == 1 else ("side", "next", "next"))
    other = rng.choice([s for s in range(8) if s != seat])
    if asked == "next" and level >= 2 and rng.random() < 0.5:
        other = 7  # after seat 7 comes seat 0 again (R4)
    if asked == "partners":
        return _partners(seed, level, seat)
    if asked == "side":
        return _side_of(seed, level, seat, other)
    return _next(seed, level, seat, other)


KIND = Kind("teams", 9, RULES, _teams)
