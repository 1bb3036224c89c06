"""Positions where every card of the hand may be played, the answer a bridge player misses:
before the first Meri a plain lead obliges nobody (R22), even a seat holding the led suit;
and a seat dealt the Sun as its only trump may keep it on a Meri (R21). Asked from that
seat's view (R31)."""

from __future__ import annotations

import random

from unsun_lab.deal import Deal
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.kinds._deals import pick, play_exercise, situations

RULES = ("R21", "R22")

#: How often each case is asked, by level: the free tricks first, the lone Sun later.
_WEIGHTS: dict[int, dict[str, float]] = {
    1: {"R22": 3, "R21": 1},
    2: {"R22": 1, "R21": 1},
    3: {"R22": 1, "R21": 3},
}


def _everything_allowed(deal: Deal) -> str | None:
    """The rule that frees every card of the seat to move on a trick it follows, when it
    would matter: R22 for a seat holding the led suit, R21 for the lone Sun kept."""
    seat = deal.to_move
    if deal.phase != "play" or seat is None:
        return None
    hand = deal.hand(seat)
    if len(hand) < 2 or len(deal.legal_moves()) != len(hand):  # cheap tests first
        return None
    reason = deal.legal_reason()
    rule = None if reason is None else reason.rule
    if rule not in RULES:
        return None
    trick = deal.view(seat).current_trick
    if trick is None:
        return None
    if rule == "R22":
        first = trick.plays[0].card  # a lead is face up (R24)
        if first is None:
            return None
        holds_led = any(c.suit is first.suit and not deal.table.is_trump[c.index] for c in hand)
        return "R22" if holds_led else None
    return "R21" if rule == "R21" else None


def _free(seed: int, level: int, rng: random.Random) -> Exercise:
    weights = _WEIGHTS[level]
    commonest = max(weights, key=lambda k: weights[k])
    found = situations(rng, _everything_allowed, lambda f: bool(f.get(commonest)))
    base, moves = pick(rng, weights, found)
    return play_exercise("free", RULES, seed, level, base.after(moves))


KIND = Kind("free", 8, RULES, _free)
