"""The random player: a uniform choice among the legal moves."""

from __future__ import annotations

from unsun_lab.players.base import Advice, BasePlayer, advice
from unsun_lab.view import PlayerView

__all__ = ["RandomPlayer"]


class RandomPlayer(BasePlayer):
    """Uniform among the legal moves (the baseline every level is measured against)."""

    name = "random"

    def explain(self, view: PlayerView) -> Advice:
        view = self._check(view)
        legal = view.legal_moves
        move = legal[self._rng_for(view).randrange(len(legal))]
        return advice(move, "advice.random", {"legal": len(legal)}, count=len(legal))
