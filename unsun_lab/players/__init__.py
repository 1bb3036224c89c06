"""Computer players at four measured levels. A player is given a PlayerView, never a Deal (R31).

>>> from unsun_lab.deal import Deal
>>> deal = Deal.shuffled(seed=3)
>>> view = deal.view(deal.to_move)
>>> RandomPlayer(seed=1).choose(view) in view.legal_moves
True
"""

from __future__ import annotations

from unsun_lab.players.base import Advice, BasePlayer, view_digest
from unsun_lab.players.expert import ExpertPlayer
from unsun_lab.players.heuristic import HeuristicPlayer
from unsun_lab.players.knowledge import Knowledge, knowledge_of
from unsun_lab.players.random_player import RandomPlayer
from unsun_lab.players.search import SearchPlayer

#: The computer levels a learner can choose, weakest first (name -> player class).
#: Every class takes ``seed=``; the PlayTable's level menus are built from this table.
LEVELS: dict[str, type[BasePlayer]] = {
    "random": RandomPlayer,
    "heuristic": HeuristicPlayer,
    "search": SearchPlayer,
    "expert": ExpertPlayer,
}

__all__ = [
    "LEVELS",
    "Advice",
    "BasePlayer",
    "ExpertPlayer",
    "HeuristicPlayer",
    "Knowledge",
    "RandomPlayer",
    "SearchPlayer",
    "knowledge_of",
    "make_player",
    "view_digest",
]


def make_player(level: str, seed: int = 0) -> BasePlayer:
    """A player by level name: 'random', 'heuristic', 'search' or 'expert'."""
    try:
        return LEVELS[level](seed=seed)
    except KeyError:
        raise ValueError(f"unknown level {level!r}: expected one of {sorted(LEVELS)}") from None
