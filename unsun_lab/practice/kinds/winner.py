"""Which seat wins a finished trick, all its cards face up (R24-R26)."""

from __future__ import annotations

import random

from unsun_lab.cards import Card, Suit
from unsun_lab.compare import compare
from unsun_lab.deal import Deal, Trick
from unsun_lab.explain import Explanation
from unsun_lab.orders import TENKA
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.kinds._deals import finished_trick, moves_through, plays, record_at

RULES = ("R24", "R25", "R26")


_WINNER_WEIGHTS: dict[int, dict[str, float]] = {
    1: {"plain": 3, "face_down": 3, "meri": 2, "tenka": 1, "isu_robai": 1, "ninth": 1},
    2: {"plain": 1, "face_down": 3, "meri": 1, "tenka": 2, "isu_robai": 2, "ninth": 2},
    3: {"plain": 1, "face_down": 2, "meri": 1, "tenka": 3, "isu_robai": 3, "ninth": 3},
}


def _trick_kinds(deal: Deal, trick: Trick) -> list[str]:
    """What a finished trick shows: face-down trumps (R24), Tenka, the plain Isu Robai
    winning or beaten (R15), the ninth trick (R26), a Meri trick (R20), or plain play."""
    cards = [c for _, c, _ in trick.plays]
    kinds = []
    if trick.number == 9:
        kinds.append("ninth")
    if TENKA in cards:
        kinds.append("tenka")
    isu_robai = Card("IRo")
    if (
        isu_robai in cards
        and deal.trump is not Suit.ISU
        and trick.plays[0].card.suit is Suit.ISU
        and not any(deal.table.is_trump[c.index] for c in cards)
    ):
        kinds.append("isu_robai")
    if any(fd for _, _, fd in trick.plays):
        kinds.append("face_down")
    if trick.meri:
        kinds.append("meri")
    if not kinds:
        kinds.append("plain")
    return kinds


def _winner(seed: int, level: int, rng: random.Random) -> Exercise:
    deal, trick = finished_trick(rng, _WINNER_WEIGHTS[level], _trick_kinds)
    winner = trick.winner
    if winner is None or trick.result is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: winner and trick.result is None")
    win_card = next(c for s, c, _ in trick.plays if s == winner)
    led = trick.result.params["suit"]
    if trick.number == 9:
        question = Explanation(
            "R26",
            "practice.q.winner_ninth",
            {"trump": deal.trump, "dealer": deal.dealer, "plays": plays(trick)},
        )
    else:
        question = Explanation(
            "R25",
            "practice.q.winner",
            {"trump": deal.trump, "number": trick.number, "plays": plays(trick)},
        )
    reasons = []
    for seat, card, _ in sorted(trick.plays):
        if seat == winner:
            reasons.append((str(seat), trick.result))
        else:
            versus = compare(win_card, card, deal.trump, led)
            reasons.append(
                (
                    str(seat),
                    Explanation(
                        versus.rule,
                        "practice.why.loses",
                        {"seat": seat, "card": card, "reason": versus},
                    ),
                )
            )
    return Exercise(
        "winner",
        RULES,
        seed,
        level,
        record_at(deal, moves_through(deal, trick.number)),
        None,
        question,
        tuple(str(s) for s in range(8)),
        frozenset({str(winner)}),
        False,
        tuple(reasons),
    )


KIND = Kind("winner", 3, RULES, _winner)
