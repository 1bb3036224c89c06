"""The search player: determinized Monte Carlo over the worlds the view allows (R31).

For each decision it samples hidden hands consistent with everything the seat knows (cards
seen, hand sizes, inferred voids, the indicator with the recipient, face-down trumps of the
current trick), then plays every legal move in every sampled world to the end with fast
greedy (or random) rollouts (unsun_lab.fastsim), and picks the move with the best mean team
margin, combinations included (R27–R29). The number of rollouts is fixed, so a seed gives
reproducible moves; the time limit is only a cap.
"""

from __future__ import annotations

import random
import time

from unsun_lab.fastsim import DECLARE, PASS, move_code
from unsun_lab.players.base import Advice, BasePlayer
from unsun_lab.players.knowledge import knowledge_of
from unsun_lab.view import PlayerView

__all__ = ["SearchPlayer"]


class SearchPlayer(BasePlayer):
    """Determinized Monte Carlo search. ``rollouts`` is the budget per decision, spread over
    the legal moves (at least ``min_worlds`` sampled worlds); ``time_limit`` (seconds) caps it."""

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        time_limit: float = 0.6,
        rollouts: int = 1200,
        min_worlds: int = 40,
        rollout: str = "greedy",
    ) -> None:
        super().__init__(seed)
        if rollout not in ("greedy", "random"):
            raise ValueError(f"rollout must be 'greedy' or 'random', got {rollout!r}")
        self.rollout = rollout
        self.time_limit = time_limit
        self.rollouts = rollouts
        self.min_worlds = min_worlds

    def explain(self, view: PlayerView) -> Advice:
        view = self._check(view)
        legal = list(view.legal_moves)
        if len(legal) == 1:
            return Advice(legal[0], "the only legal move", {"worlds": 0})
        means, worlds = self.evaluate(view)
        ranked = sorted(zip(legal, means, strict=True), key=lambda mv: -mv[1])
        move = ranked[0][0]
        top = ", ".join(f"{m} {v:+.2f}" for m, v in ranked[:3])
        reason = (
            f"estimated team margin over {worlds} sampled deals consistent with what you have "
            f"seen: {top} points (R27–R29)"
        )
        return Advice(move, reason, {"worlds": worlds, "margins": dict(ranked)})

    def evaluate(self, view: PlayerView) -> tuple[list[float], int]:
        """Mean team margin of each legal move (in ``view.legal_moves`` order), and the
        number of sampled worlds."""
        rng = self._rng_for(view)
        legal = view.legal_moves
        moves = [_move_int(m) for m in legal]
        know = knowledge_of(view)
        n_worlds = max(self.min_worlds, self.rollouts // len(moves))
        totals = [0] * len(moves)
        deadline = time.perf_counter() + self.time_limit
        seat = view.seat
        greedy = self.rollout == "greedy"
        done = 0
        for _ in range(n_worlds):
            world = know.world(view, rng)
            roll_seed = rng.getrandbits(32)
            for i, m in enumerate(moves):
                fd = world.copy()
                fd.push(m)
                if greedy:  # the same randomness for every move
                    fd.playout_greedy(random.Random(roll_seed))
                else:
                    fd.playout(random.Random(roll_seed))
                totals[i] += fd.margin(seat)
            done += 1
            if time.perf_counter() > deadline:
                break
        return [t / done for t in totals], done

    def __repr__(self) -> str:
        return (
            f"SearchPlayer(seed={self.seed}, time_limit={self.time_limit},"
            f" rollouts={self.rollouts})"
        )


def _move_int(move: str) -> int:
    if move == "declare":
        return DECLARE
    if move == "pass":
        return PASS
    from unsun_lab.cards import Card

    return Card(move).index


assert move_code(DECLARE) == "declare"
