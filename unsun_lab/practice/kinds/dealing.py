"""The dealer's left (R6, R30): which seat receives the first cards of a deal and the last
ones of each round, and who deals the next deal of a match. Every seat knows the dealer, so
the question holds nothing hidden (R31)."""

from __future__ import annotations

import random

from unsun_lab.explain import Explanation
from unsun_lab.practice.base import Exercise, Kind

RULES = ("R6", "R30")

#: What is asked, by level: the first cards and the next dealer; later the round's last cards.
_ASKED = {
    1: ("first", "next_dealer"),
    2: ("first", "last", "next_dealer"),
    3: ("last", "next_dealer"),
}


def _dealing(seed: int, level: int, rng: random.Random) -> Exercise:
    dealer = rng.randrange(8)
    if level >= 2 and rng.random() < 0.4:
        dealer = 7  # the dealer's left is then seat 0 (R4)
    asked = rng.choice(_ASKED[level])
    left = (dealer + 1) % 8
    rule = "R30" if asked == "next_dealer" else "R6"
    answer = dealer if asked == "last" else left
    right = Explanation(rule, f"practice.why.dealing.{asked}", {"dealer": dealer, "seat": answer})
    reasons = tuple(
        (str(s), right if s == answer else Explanation(
            rule, "practice.why.dealing.not", {"seat": s, "reason": right}
        ))
        for s in range(8)
    )  # fmt: skip
    question = Explanation(rule, f"practice.q.dealing.{asked}", {"dealer": dealer})
    return Exercise(
        "dealing", RULES, seed, level, None, None, question, tuple(str(s) for s in range(8)),
        frozenset({str(answer)}), False, reasons,
    )  # fmt: skip


KIND = Kind("dealing", 10, RULES, _dealing)
