"""Which of a seat's cards it may play or discard, some allowed and some refused (R12,
R19-R23), asked from that seat's view (R31)."""

from __future__ import annotations

import random

from unsun_lab.cards import Card
from unsun_lab.deal import Deal
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.kinds._deals import TRIES, new_deal, pick, play_exercise

RULES = ("R12", "R19", "R20", "R21", "R22", "R23")


#: How often each reason for the legal set is asked, by level (R19 first lead, R20 Meri,
#: R21 the Sun exception, R23 Monchi, R12 the discard).
_LEGAL_WEIGHTS: dict[int, dict[str, float]] = {
    1: {"R19": 3, "R20": 3, "R23": 2, "R12": 2, "R21": 1},
    2: {"R19": 1, "R20": 3, "R23": 4, "R12": 1, "R21": 2},
    3: {"R19": 1, "R20": 2, "R23": 4, "R12": 1, "R21": 4},
}


def _legal(seed: int, level: int, rng: random.Random) -> Exercise:
    found: dict[str, list[tuple[Deal, int]]] = {}
    weights = _LEGAL_WEIGHTS[level]
    for _ in range(TRIES):
        deal = new_deal(rng)
        bias = rng.choice((0.2, 0.5, 0.8))
        while deal.phase != "over":
            seat = deal.to_move
            if seat is None:  # checked explicitly: python -O removes an assert
                raise RuntimeError("impossible here: seat is None")
            legal = deal.legal_moves()
            if deal.phase in ("discard", "play"):
                hand = deal.hand(seat)
                if 0 < len(legal) < len(hand):
                    reason = deal.legal_reason()
                    if reason is None:  # checked explicitly: python -O removes an assert
                        raise RuntimeError("impossible here: reason is None")
                    found.setdefault(reason.rule or "", []).append((deal, len(deal.moves)))
            if deal.phase == "play":
                trumps = [m for m in legal if deal.table.is_trump[Card(m).index]]
                plain = [m for m in legal if m not in trumps]
                if trumps and plain:
                    legal = trumps if rng.random() < bias else plain
            move = rng.choice(legal)
            deal.push(move)
        if found.get(max(weights, key=lambda k: weights[k])) and len(found) >= 3:
            break
    base, moves = pick(rng, weights, found)
    return play_exercise("legal", RULES, seed, level, base.after(moves))


KIND = Kind("legal", 2, RULES, _legal)
