"""Seeded random play-outs, and a finder for "a position where rule R21 applies".

The notebooks teach a rule by *finding* a real position where it decides the legal moves,
rather than by inventing one. The search is reproducible: a seed fixes the cards (R6/R7) and
every random choice among the legal moves.

>>> full = random_playout(5)
>>> full.over, len(full.moves)
(True, 66)
>>> found = find_position("R21")
>>> found.deal.legal_reason().key
'legal.sun_exception'
>>> found.deal.moves == found.full.moves[: found.move]
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import NamedTuple

from unsun_lab.deal import Deal
from unsun_lab.positions import PositionTest

__all__ = ["Position", "find_position", "random_playout"]

#: What a finder looks for: a rule id ("R21"), a legal-reason key ("legal.sun_exception"),
#: or a test of the deal as it stands before a move (``positions.PositionTest``).
Where = str | PositionTest


class Position(NamedTuple):
    """A position found by :func:`find_position`.

    ``deal`` is a fresh Deal as it stood before move ``move`` (0-based: ``move`` moves made);
    ``full`` is the same deal played to its end; ``seed`` reproduces both.
    """

    seed: int
    deal: Deal
    full: Deal
    move: int


def random_playout(seed: int) -> Deal:
    """``Deal.shuffled(seed)`` played to the end, each move chosen by ``random.Random(seed)``
    uniformly among the legal ones."""
    return _playout(seed, None)[0]


def _playout(seed: int, stop: PositionTest | None) -> tuple[Deal, int | None]:
    """The random play-out of ``seed``, and how many moves were made when ``stop`` first held."""
    rng = random.Random(seed)
    deal = Deal.shuffled(seed)
    at: int | None = None
    while not deal.over:
        if at is None and stop is not None and stop(deal):
            at = len(deal.moves)
        deal.push(rng.choice(deal.legal_moves()))
    return deal, at


def _test(where: Where) -> PositionTest:
    if callable(where):
        return where
    if where.startswith("R"):
        rule = where

        def by_rule(deal: Deal) -> bool:
            reason = deal.legal_reason()
            return deal.phase == "play" and reason is not None and reason.rule == rule

        return by_rule
    key = where

    def by_key(deal: Deal) -> bool:
        reason = deal.legal_reason()
        return reason is not None and reason.key == key

    return by_key


def find_position(where: Where, seeds: Iterable[int] = range(5000)) -> Position:
    """The first position, over the random play-outs of ``seeds``, where ``where`` holds.

    ``where`` is a rule id ("R21": that rule decides the legal plays now), a legal-reason key
    ("legal.monchi_follow"), or a function of the deal. Raises LookupError if no seed has one.
    """
    test = _test(where)
    for seed in seeds:
        full, at = _playout(seed, test)
        if at is not None:
            return Position(seed, full.after(at), full, at)
    raise LookupError(f"no position where {where!r} holds in the seeds searched")
