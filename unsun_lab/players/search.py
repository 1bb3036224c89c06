"""The search player: determinized Monte Carlo over the worlds the view allows (R31).

For each decision it samples whole possible deals behind the view (every world replays what
the seat saw legally: dealt-hand R21, voids from R20/R23, the indicator with its recipient,
face-down trumps of the current trick), then plays every legal move in every sampled world to
the end with fast greedy (or random) rollouts (``players.rollout``, over unsun_lab.fastsim),
and picks the move with the best mean team margin, combinations included (R27-R29).

The budget is a number of worlds, never a time: the same seed and view give the same move and
the same numbers on any machine. ``time_limit`` is an optional cap for play; with it, the
answer may depend on the machine's speed.

>>> from unsun_lab.deal import Deal
>>> deal = Deal.shuffled(seed=3)
>>> view = deal.view(deal.to_move)
>>> a, b = SearchPlayer(seed=1).explain(view), SearchPlayer(seed=1).explain(view)
>>> a == b
True
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from unsun_lab.cards import Card
from unsun_lab.explain import Margin
from unsun_lab.fastsim import DECLARE, PASS, PLAY_PHASE, FastDeal
from unsun_lab.players.base import Advice, BasePlayer, advice
from unsun_lab.players.knowledge import Habits, Knowledge, knowledge_of
from unsun_lab.players.rollout import playout_greedy
from unsun_lab.rules import team_of
from unsun_lab.view import PlayerView

__all__ = ["Rollouts", "SearchPlayer", "rollouts"]

#: progress(done, total): called after each sampled world.
Progress = Callable[[int, int], None]


@dataclass
class Rollouts:
    """What the rollouts of one decision found, per legal move (in ``moves`` order).

    ``margins[i][w]`` is move i's team margin at the end of world w (R29). When the worlds
    were weighed by habits, ``weights[w]`` is world w's weight and the means are weighted;
    otherwise ``weights`` is empty and every world counts once. With ``detail``,
    ``wins[i]`` counts the worlds where the seat's team won the trick the move is played to,
    and ``combos[i]`` sums (made on this trick, conceded on this trick, made later, conceded
    later) combination points (R27/R28).
    """

    seat: int
    moves: list[str]
    margins: list[list[int]]
    wins: list[int] = field(default_factory=list)
    combos: list[list[int]] = field(default_factory=list)
    weights: list[float] = field(default_factory=list)

    @property
    def worlds(self) -> int:
        return len(self.margins[0]) if self.margins else 0

    def mean(self, i: int) -> float:
        m = self.margins[i]
        if not m:
            return 0.0
        if self.weights:
            return sum(w * x for w, x in zip(self.weights, m, strict=True)) / sum(self.weights)
        return sum(m) / len(m)

    def stderr(self, i: int) -> float:
        """The standard error of move i's mean; with weights, over the effective number of
        worlds, (sum of weights)^2 / (sum of squared weights)."""
        m = self.margins[i]
        n = len(m)
        if n < 2:
            return 0.0
        if self.weights:
            ws = self.weights
            total = sum(ws)
            mu = self.mean(i)
            var = sum(w * (x - mu) ** 2 for w, x in zip(ws, m, strict=True)) / total
            n_eff = total * total / sum(w * w for w in ws)
            return math.sqrt(var / n_eff) if n_eff > 1 else 0.0
        mu = sum(m) / n
        return math.sqrt(sum((x - mu) ** 2 for x in m) / (n - 1) / n)

    def means(self) -> list[float]:
        return [self.mean(i) for i in range(len(self.moves))]


def move_int(move: str) -> int:
    """A move string as fastsim's int: a card index, DECLARE or PASS."""
    if move == "declare":
        return DECLARE
    if move == "pass":
        return PASS
    return Card(move).index


def rollouts(
    view: PlayerView,
    worlds: int,
    rng: random.Random,
    *,
    moves: list[str] | None = None,
    policy: str = "greedy",
    eps: float = 0.1,
    detail: bool = False,
    time_limit: float | None = None,
    progress: Progress | None = None,
    know: Knowledge | None = None,
    habits: Habits | None = None,
) -> Rollouts:
    """Play each of ``moves`` (default: every legal move) in ``worlds`` sampled possible
    worlds to the end. Every move meets the same worlds and the same rollout randomness
    (common random numbers), so differences between moves are measured, not luck.
    ``policy`` is "greedy" (a random slip with probability ``eps``), "greedy-leads" (the
    same with the lead rule of ``rollout.greedy_move``) or "random". With ``habits``, each
    world is weighed by how likely the other seats' follows are in it
    (:class:`~unsun_lab.players.knowledge.Habits`); the worlds drawn are the same."""
    check_policy(policy)
    legal = list(view.legal_moves if moves is None else moves)
    codes = [move_int(m) for m in legal]
    know = knowledge_of(view) if know is None else know
    seat = view.seat
    team = team_of(seat)
    out = Rollouts(seat, legal, [[] for _ in legal])
    if detail:
        out.wins = [0] * len(legal)
        out.combos = [[0, 0, 0, 0] for _ in legal]
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    for w in range(worlds):
        sampled = know.sample_world(view, rng, habits=habits)
        if habits is not None:
            out.weights.append(sampled.weight)
        world = sampled.deal
        current = world.number if world.phase == PLAY_PHASE else 0
        roll_seed = rng.getrandbits(32)
        for i, m in enumerate(codes):
            fd = world.copy()
            if detail:
                fd.log = []
            fd.push(m)
            _play_out(fd, random.Random(roll_seed), policy, eps)
            out.margins[i].append(fd.margin(seat))
            if detail and fd.log is not None:
                _tally(out, i, fd.log, current, team)
        if progress is not None:
            progress(w + 1, worlds)
        if deadline is not None and time.perf_counter() > deadline:
            break
    return out


#: The rollout policies :func:`rollouts` knows.
POLICIES: Final = ("greedy", "greedy-leads", "random")


def check_policy(policy: str, name: str = "policy") -> None:
    """Refuse a rollout policy that is not one of POLICIES, naming the argument."""
    if policy not in POLICIES:
        raise ValueError(f"{name} must be one of {', '.join(POLICIES)}, got {policy!r}")


def _play_out(fd: FastDeal, rng: random.Random, policy: str, eps: float) -> None:
    if policy == "random":
        fd.playout(rng)
    else:
        playout_greedy(fd, rng, eps, policy == "greedy-leads")


def _tally(
    out: Rollouts, i: int, log: list[tuple[int, int, int, int, int]], current: int, team: int
) -> None:
    combos = out.combos[i]
    for number, _leader, winner, _pair, points in log:
        ours = team_of(winner) == team
        if number == current:
            if ours:
                out.wins[i] += 1
            combos[0 if ours else 1] += points
        elif number > current:
            combos[2 if ours else 3] += points


class SearchPlayer(BasePlayer):
    """Determinized Monte Carlo search. The budget per decision is ``worlds`` sampled worlds
    (default: ``rollouts`` spread over the legal moves, at least ``min_worlds``);
    ``time_limit`` (seconds, default None) is an optional cap that makes play faster but
    machine-dependent."""

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        time_limit: float | None = None,
        rollouts: int = 1200,
        min_worlds: int = 40,
        rollout: str = "greedy",
        worlds: int | None = None,
    ) -> None:
        super().__init__(seed)
        check_policy(rollout, "rollout")
        if worlds is not None and worlds < 1:
            raise ValueError(f"worlds must be at least 1, got {worlds!r}")
        self.rollout = rollout
        self.time_limit = time_limit
        self.rollouts = rollouts
        self.min_worlds = min_worlds
        self.worlds = worlds

    def budget(self, n_moves: int) -> int:
        """The number of sampled worlds for a decision with ``n_moves`` legal moves."""
        if self.worlds is not None:
            return self.worlds
        return max(self.min_worlds, self.rollouts // max(1, n_moves))

    def explain(self, view: PlayerView) -> Advice:
        view = self._check(view)
        legal = list(view.legal_moves)
        if len(legal) == 1:
            return advice(legal[0], "advice.only_move", {"worlds": 0})
        means, worlds = self.evaluate(view)
        ranked = sorted(zip(legal, means, strict=True), key=lambda mv: -mv[1])
        move = ranked[0][0]
        top = [Margin(m, v) for m, v in ranked[:3]]
        numbers = {"worlds": worlds, "margins": dict(ranked)}
        return advice(move, "advice.search", numbers, count=worlds, top=top)

    def evaluate(self, view: PlayerView) -> tuple[list[float], int]:
        """Mean team margin of each legal move (in ``view.legal_moves`` order), and the
        number of sampled worlds."""
        found = rollouts(
            view,
            self.budget(len(view.legal_moves)),
            self._rng_for(view),
            policy=self.rollout,
            time_limit=self.time_limit,
        )
        return found.means(), found.worlds

    def __repr__(self) -> str:
        return (
            f"SearchPlayer(seed={self.seed}, time_limit={self.time_limit},"
            f" rollouts={self.rollouts})"
        )
