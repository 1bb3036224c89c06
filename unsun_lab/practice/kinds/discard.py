"""Which cards the recipient may discard after taking the indicator (R12), asked from the
recipient's view (R31): any card that is not a trump; a hand of only trumps may discard any
of its ten cards, the indicator included (the R12 Decision)."""

from __future__ import annotations

import random

from unsun_lab.deal import Deal
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.kinds._deals import new_deal, play_exercise

RULES = ("R12",)


def _at_discard(rng: random.Random) -> Deal:
    """A seeded deal whose declaration is made at random (R11), stopped at the discard."""
    deal = new_deal(rng)
    while deal.phase != "discard":
        deal.push(rng.choice(deal.legal_moves()))
    return deal


def _discard(seed: int, level: int, rng: random.Random) -> Exercise:
    deal = _at_discard(rng)
    if level == 3:  # the rarer case: a recipient holding many trumps
        for _ in range(20):
            taker = deal.to_move or 0
            if sum(deal.table.is_trump[c.index] for c in deal.hand(taker)) >= 4:
                break
            deal = _at_discard(rng)
    return play_exercise("discard", RULES, seed, level, deal)


KIND = Kind("discard", 7, RULES, _discard)
