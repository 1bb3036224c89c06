"""How hard a best-move puzzle is, from how often players of known strength find its answer.

The random, heuristic and search players stand at fixed ratings on an Elo scale
(``PLAYER_RATINGS``); a player of rating R is taken to find a puzzle of rating r with
probability 1 / (1 + 10 ** ((r - R) / 400)). :func:`shares` counts how often each chooses a
best move from the deciding seat's view (R31): the random player exactly, the heuristic over 8
seeds, the search over 3; :func:`rating` is the r (400-2400, steps of 10) that fits the shares
best in least squares. The shipped puzzles (``tools/build_puzzles.py``) and your own mistakes
(``widgets/_practice_mine``) are rated by these two functions.

>>> rating({"random": 1.0, "heuristic": 1.0, "search": 1.0})
400
"""

from __future__ import annotations

from collections.abc import Collection

from unsun_lab.players.heuristic import HeuristicPlayer
from unsun_lab.players.search import SearchPlayer
from unsun_lab.view import PlayerView

__all__ = [
    "HEURISTIC_SEEDS",
    "PLAYER_RATINGS",
    "SEARCH_SEEDS",
    "heuristic_share",
    "rating",
    "shares",
]

#: The fixed ratings of the players whose choices rate a puzzle (an Elo scale).
PLAYER_RATINGS = {"random": 800, "heuristic": 1200, "search": 1600}
#: How many seeded players of each level choose (the random player is counted exactly).
HEURISTIC_SEEDS = 8
SEARCH_SEEDS = 3


def _share(chosen: list[str], best: Collection[str]) -> float:
    return round(sum(m in best for m in chosen) / len(chosen), 3)


def heuristic_share(view: PlayerView, best: Collection[str]) -> float:
    """How often the heuristic player, over ``HEURISTIC_SEEDS`` seeds, chooses one of ``best``."""
    return _share([HeuristicPlayer(seed=s).choose(view) for s in range(HEURISTIC_SEEDS)], best)


def shares(view: PlayerView, best: Collection[str]) -> dict[str, float]:
    """How often each player chooses one of the ``best`` moves from ``view`` (R31)."""
    return {
        "random": _share(list(view.legal_moves), best),
        "heuristic": heuristic_share(view, best),
        "search": _share([SearchPlayer(seed=s).choose(view) for s in range(SEARCH_SEEDS)], best),
    }


def rating(found: dict[str, float]) -> int:
    """The Elo rating r (400-2400, steps of 10) whose expected shares for the players at
    ``PLAYER_RATINGS`` are closest, in least squares, to the shares ``found``."""

    def misfit(r: int) -> float:
        return sum(
            (found[k] - 1 / (1 + 10 ** ((r - rk) / 400))) ** 2 for k, rk in PLAYER_RATINGS.items()
        )

    return min(range(400, 2401, 10), key=lambda r: (misfit(r), r))
