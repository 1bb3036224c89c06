"""The expert player: the search player's possible worlds, spent where they decide the move.

Like :class:`~unsun_lab.players.search.SearchPlayer` it samples whole possible deals behind
the view (R31) and plays each legal move to the end in every world. It differs in how it
spends a fixed budget of rollouts (a number, never a time, so it is reproducible):

* **Successive halving.** A first round gives every legal move the same worlds; then the
  weaker half of the moves is dropped, and the next round's worlds go to the moves still in
  contention, until one round decides between the last two. Clearly bad cards cost little,
  and the close calls get several times more worlds than a flat search could give them.
* **Steadier rollouts.** The rollout policy plays the cheap greedy rule with fewer random
  slips, so a rollout's margin says more about the move and less about noise.

>>> from unsun_lab.deal import Deal
>>> deal = Deal.shuffled(seed=3)
>>> view = deal.view(deal.to_move)
>>> ExpertPlayer(seed=1).choose(view) in view.legal_moves
True
"""

from __future__ import annotations

import random

from unsun_lab.players.base import Advice, BasePlayer, advice
from unsun_lab.players.knowledge import knowledge_of
from unsun_lab.players.search import rollouts
from unsun_lab.view import PlayerView

__all__ = ["ExpertPlayer"]


class ExpertPlayer(BasePlayer):
    """Determinized search with successive halving over the legal moves.

    ``rollouts`` is the budget per decision (default 1200, the search player's),
    spent in rounds of ``first`` worlds or more; ``time_limit`` (seconds, default None) is an
    optional cap on each round's sampling.
    """

    name = "expert"

    def __init__(
        self,
        seed: int = 0,
        rollouts: int = 1200,
        first: int = 24,
        time_limit: float | None = None,
        eps: float = 0.05,
    ) -> None:
        super().__init__(seed)
        if rollouts < 1 or first < 1:
            raise ValueError("rollouts and first must be at least 1")
        self.rollouts = rollouts
        self.first = first
        self.time_limit = time_limit
        self.eps = eps  # the rollouts' chance of a random slip (SearchPlayer: 0.1)

    def evaluate(self, view: PlayerView) -> tuple[dict[str, float], dict[str, int]]:
        """Each legal move's mean team margin over the worlds it met, and how many."""
        view = self._check(view)
        rng = self._rng_for(view)
        know = knowledge_of(view)
        alive = list(view.legal_moves)
        sums = dict.fromkeys(alive, 0.0)
        counts = dict.fromkeys(alive, 0)
        left = self.rollouts
        rounds = max(1, (len(alive) - 1).bit_length())
        while alive and left > 0:
            per_round = max(self.first, left // (len(alive) * rounds))
            worlds = min(per_round, max(1, left // len(alive)))
            found = rollouts(
                view,
                worlds,
                random.Random(rng.getrandbits(64)),
                moves=alive,
                know=know,
                eps=self.eps,
                time_limit=self.time_limit,
            )
            left -= found.worlds * len(alive)
            for i, m in enumerate(alive):
                sums[m] += sum(found.margins[i])
                counts[m] += found.worlds
            rounds = max(1, rounds - 1)
            if len(alive) <= 1 or left <= 0:
                break
            ranked = sorted(alive, key=lambda m: -sums[m] / counts[m])
            alive = ranked[: max(1, (len(alive) + 1) // 2)]
            if len(alive) == 1:
                break
        means = {m: sums[m] / counts[m] for m in sums if counts[m]}
        return means, counts

    def explain(self, view: PlayerView) -> Advice:
        view = self._check(view)
        legal = list(view.legal_moves)
        if len(legal) == 1:
            return advice(legal[0], "advice.only_move", {"worlds": 0})
        means, counts = self.evaluate(view)
        # The most-sampled move wins ties: it survived every round.
        move = max(legal, key=lambda m: (counts[m], means[m], -legal.index(m)))
        ranked = sorted(means.items(), key=lambda mv: (-counts[mv[0]], -mv[1]))
        top = ", ".join(f"{m} {v:+.2f}" for m, v in ranked[:3])
        numbers = {"worlds": counts[move], "margins": dict(ranked)}
        return advice(move, "advice.search_up_to", numbers, worlds=counts[move], top=top)

    def __repr__(self) -> str:
        return f"ExpertPlayer(seed={self.seed}, rollouts={self.rollouts})"
