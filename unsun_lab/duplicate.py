"""Duplicate comparisons: the same cards played twice, so the luck of the deal cancels.

- :func:`declare_value`: what declaring the native Robai is worth against passing (R11, R28);
- :func:`versus`: player A against player B, the teams swapped on the same cards;
- :func:`branch_value`: two choices at the same position (``unsun_lab.positions``);
- :func:`play_deals`: the cards they use, played to the end.

Each gives a :class:`Comparison`: per pair the gain, with its 95 % interval
(``unsun_lab.stats``). They run in chunks like ``simulate`` (``unsun_lab.parallel``), with
the same parameter checks.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any

from unsun_lab.deal import Deal
from unsun_lab.fastsim import DECLARE, PASS, FastDeal
from unsun_lab.match import Player, play_out
from unsun_lab.parallel import check_run, map_chunks, plan_chunk_size, progress_bar
from unsun_lab.positions import Choice, Label, PositionTest, holder_group
from unsun_lab.results import SUITS
from unsun_lab.rules import team_of
from unsun_lab.simulation import Players, deal_seed, seat_players
from unsun_lab.stats import Estimate, Moments, Table

__all__ = [
    "Comparison",
    "branch_value",
    "declare_value",
    "play_deals",
    "versus",
]


@dataclass(frozen=True)
class Comparison:
    """Per duplicate pair: its deal index, trump suit and the difference measured (points
    of team margin). ``estimate()`` is the mean with its 95 % interval."""

    what: str
    deals: tuple[int, ...]
    trumps: tuple[str, ...]
    gains: tuple[float, ...]
    #: a label per pair (what the hand held, say), for :meth:`by_group`; empty if none
    groups: tuple[str, ...] = ()
    #: per pair, the moves made before the two choices (branch studies; else empty)
    prefixes: tuple[tuple[str, ...], ...] = ()
    #: the study's seed: with a deal index it rebuilds the cards (``position``)
    seed: int | None = None

    def estimate(self) -> Estimate:
        mom = Moments()
        for g in self.gains:
            mom.add(g)
        return mom.estimate()

    def share_better(self) -> Estimate:
        """The share of pairs where the first choice did better, ties counting half, with
        its 95 % interval (the mean of 1, 1/2 or 0 per pair)."""
        mom = Moments()
        for g in self.gains:
            mom.add(1.0 if g > 0 else 0.5 if g == 0 else 0.0)
        return mom.estimate()

    def by_trump(self) -> Table:
        """The estimate per trump suit, then over all."""
        rows = []
        for trump in (*SUITS, None):
            mom = Moments()
            for t, g in zip(self.trumps, self.gains, strict=True):
                if trump is None or t == trump:
                    mom.add(g)
            e = mom.estimate()
            rows.append((trump or "all", e.n, e.value, e.low, e.high))
        return Table(("trump", "pairs", "gain", "low95", "high95"), tuple(rows))

    def by_group(self) -> Table:
        """The estimate per group label (in order of first appearance), then over all."""
        labels = [g for g in dict.fromkeys(self.groups) if g]
        rows = []
        for label in (*labels, None):
            mom = Moments()
            for g, x in zip(self.groups or ("",) * len(self.gains), self.gains, strict=True):
                if label is None or g == label:
                    mom.add(x)
            e = mom.estimate()
            rows.append((label or "all", e.n, e.value, e.low, e.high))
        return Table(("group", "pairs", "gain", "low95", "high95"), tuple(rows))

    def position(self, k: int) -> Deal:
        """The deal of pair ``k`` as it stood when the two choices were made (branch studies),
        or before the declaration (declare_value)."""
        if self.seed is None:
            raise ValueError("this comparison does not keep its seed")
        i = self.deals[k]
        deal = Deal.shuffled(seed=deal_seed(self.seed, i), dealer=i % 8)
        for move in self.prefixes[k] if self.prefixes else ():
            deal.push(move)
        return deal

    def to_frame(self) -> Any:
        import pandas as pd  # lazily: the core needs only the standard library

        return pd.DataFrame(
            {"trump": list(self.trumps), "gain": list(self.gains)},
            index=pd.Index(list(self.deals), name="deal"),
        )

    def __str__(self) -> str:
        return f"{self.what}: {self.estimate()}"


def _margin_for(deal: Deal, team: int) -> int:
    return deal.score[team] - deal.score[1 - team]


def _declare_chunk(
    start: int, stop: int, seed: int, seats: Sequence[Player] | None
) -> list[tuple[int, int, float, str]]:
    """(deal, trump index, holder's team margin declaring minus passing, holder's group) per
    deal with a holder; deals where nobody holds the native Robai have no choice (R11) and
    are skipped."""
    out = []
    for i in range(start, stop):
        s = deal_seed(seed, i)
        deal = Deal.shuffled(seed=s, dealer=i % 8)
        if deal.holder is None:
            continue
        team = team_of(deal.holder)
        margins = []
        if seats is None:
            base = FastDeal.shuffled(random.Random(s), dealer=i % 8)
            for move in (DECLARE, PASS):
                fd = base.copy()
                fd.push(move)
                fd.playout(random.Random(s ^ 0x5EED))
                margins.append(fd.score[team] - fd.score[1 - team])
        else:
            for choice in ("declare", "pass"):
                d = Deal.shuffled(seed=s, dealer=i % 8)
                d.push(choice)
                play_out(d, seats)
                margins.append(_margin_for(d, team))
        trump = SUITS.index(deal.trump.title)
        out.append((i, trump, float(margins[0] - margins[1]), holder_group(deal)))
    return out


def declare_value(
    n_deals: int,
    seed: int,
    players: Players = None,
    *,
    workers: int = 1,
    executor: Executor | None = None,
    chunk_size: int | None = None,
    progress: bool | None = None,
) -> Comparison:
    """What declaring the native Robai is worth to its holder's team, against passing
    (R11, R28), by duplicate pairs: each of deals ``0..n_deals-1`` that has a holder is
    played twice on the same cards, once declaring and once passing, everything else by
    ``players`` (None: random moves). The gain is the holder's team margin declaring minus
    passing; ``estimate()`` gives its mean with a 95 % interval, ``by_trump()`` per suit,
    ``by_group()`` by what the holder was dealt above the Robai (:func:`holder_group`).

    >>> c = declare_value(40, seed=1)
    >>> len(c.gains) < 40 and c.what
    'declare minus pass'
    """
    n_deals, seed, workers, chunk_size, _ = check_run(n_deals, seed, workers, chunk_size)
    seats = seat_players(players)
    size = plan_chunk_size(
        n_deals, seats, given=chunk_size, workers=workers, executor=executor, deals_per_item=2
    )
    args = (seed, seats)
    rows = _collect(_declare_chunk, n_deals, args, size, workers, executor, progress, seats)
    return Comparison(
        "declare minus pass",
        tuple(r[0] for r in rows),
        tuple(SUITS[r[1]] for r in rows),
        tuple(r[2] for r in rows),
        groups=tuple(r[3] for r in rows),
        seed=seed,
    )


def _versus_chunk(
    start: int, stop: int, seed: int, a: Sequence[Player], b: Sequence[Player]
) -> list[tuple[int, int, float]]:
    """(deal, trump index, A's mean margin over the two deals of the pair)."""
    out = []
    for i in range(start, stop):
        s = deal_seed(seed, i)
        total = 0
        trump = 0
        for team_a in (0, 1):
            deal = Deal.shuffled(seed=s, dealer=i % 8)
            trump = SUITS.index(deal.trump.title)
            seats = [a[seat] if team_of(seat) == team_a else b[seat] for seat in range(8)]
            play_out(deal, seats)
            total += _margin_for(deal, team_a)
        out.append((i, trump, total / 2))
    return out


def versus(
    a: Players,
    b: Players,
    n_pairs: int,
    seed: int,
    *,
    workers: int = 1,
    executor: Executor | None = None,
    chunk_size: int | None = None,
    progress: bool | None = None,
) -> Comparison:
    """Player A against player B in duplicate format: deal ``i`` is played twice on the
    same cards, A at seats 0/2/4/6 then at 1/3/5/7, so the luck of the deal cancels. The
    gain is A's team margin (R29) averaged over the two deals of a pair; ``estimate()``
    gives its mean with a 95 % interval, ``share_better()`` the share of pairs A won.
    ``a`` and ``b`` take the forms ``simulate`` takes (a player, a factory(seat), 8 players).

    >>> from unsun_lab.players import HeuristicPlayer, RandomPlayer
    >>> c = versus(HeuristicPlayer(1), RandomPlayer(2), 6, seed=1)
    >>> len(c.gains), c.what
    (6, 'A minus B')
    """
    n_pairs, seed, workers, chunk_size, _ = check_run(
        n_pairs, seed, workers, chunk_size, count="n_pairs"
    )
    seats_a, seats_b = seat_players(a), seat_players(b)
    if seats_a is None or seats_b is None:
        raise ValueError("versus needs two players (None means random moves only in simulate)")
    size = plan_chunk_size(
        n_pairs,
        [*seats_a, *seats_b],
        given=chunk_size,
        workers=workers,
        executor=executor,
        deals_per_item=2,
    )
    rows = _collect(
        _versus_chunk,
        n_pairs,
        (seed, seats_a, seats_b),
        size,
        workers,
        executor,
        progress,
        [*seats_a, *seats_b],
    )
    return Comparison(
        "A minus B",
        tuple(r[0] for r in rows),
        tuple(SUITS[r[1]] for r in rows),
        tuple(r[2] for r in rows),
    )


def _collect(
    fn: Callable[..., list[Any]],
    n: int,
    args: tuple[Any, ...],
    size: int,
    workers: int,
    executor: Executor | None,
    progress: bool | None,
    check: Sequence[Player] | None,
) -> list[Any]:
    on = progress if progress is not None else False  # a study's bar only when asked for
    rows: list[Any] = []
    for part in map_chunks(
        fn,
        n,
        args,
        chunk_size=size,
        workers=workers,
        executor=executor,
        progress=progress_bar(n, on, "study"),
        check=check,
    ):
        rows += part
    return rows


def _fresh(players: Players) -> list[Player] | None:
    """The 8 players for one play-out: a factory is called again, so each branch starts
    from players in the same state (an instance is shared as it is)."""
    return seat_players(players)


def _finish(
    deal: Deal,
    seats: Sequence[Player] | None,
    rng: random.Random,
    stop: PositionTest | None = None,
) -> bool:
    """Play on by ``seats`` (:func:`~unsun_lab.match.play_out`), or with None by uniformly
    random legal moves from ``rng``, until the deal is over or ``stop`` holds before a move
    (True then)."""
    if seats is not None:
        return play_out(deal, seats, stop)
    while not deal.over:
        if stop is not None and stop(deal):
            return True
        deal.push(rng.choice(deal.legal_moves()))
    return False


def _branch_chunk(
    start: int,
    stop: int,
    seed: int,
    at: PositionTest,
    a: Choice,
    b: Choice,
    group: Label | None,
    players: Players,
) -> list[tuple[int, int, float, str, tuple[str, ...]]]:
    out = []
    for i in range(start, stop):
        s = deal_seed(seed, i)
        deal = Deal.shuffled(seed=s, dealer=i % 8)
        seats = _fresh(players)
        rng = random.Random(s ^ 0x5EED)
        found = _finish(deal, seats, rng, lambda d: d.phase == "play" and at(d))
        if not found:
            continue
        team = team_of(deal.to_move or 0)  # found: the deal is not over (R5)
        margins = []
        for choose in (a, b):
            branch = deal.copy()
            branch.push(choose(deal))
            _finish(branch, _fresh(players), random.Random(s ^ 0xB0B))
            margins.append(_margin_for(branch, team))
        label = group(deal) if group is not None else ""
        trump = SUITS.index(deal.trump.title)
        out.append((i, trump, float(margins[0] - margins[1]), label, tuple(deal.moves)))
    return out


def branch_value(
    n_deals: int,
    seed: int,
    at: PositionTest,
    a: Choice,
    b: Choice,
    players: Players = None,
    *,
    group: Label | None = None,
    what: str = "a minus b",
    progress: bool | None = None,
) -> Comparison:
    """Two choices compared on the same cards: deal ``i`` is played by ``players`` (a
    factory(seat) gives each branch fresh players; None: random moves) until ``at(deal)``
    holds before a move; there it is copied, move ``a(deal)`` is made in one copy and
    ``b(deal)`` in the other, and both are played to the end the same way. The gain is the
    mover's team margin (R29) after ``a`` minus after ``b``; deals where ``at`` never holds
    are skipped. ``group(deal)`` labels each position for :meth:`Comparison.by_group`, and
    :meth:`Comparison.position` rebuilds it.

    >>> from unsun_lab.positions import last_trump_choice, strongest_trump, weakest_plain
    >>> c = branch_value(20, 1, last_trump_choice, weakest_plain, strongest_trump)
    >>> c.what, len(c.gains) == len(c.prefixes) == len(c.groups)
    ('a minus b', True)
    >>> c.position(0).to_move is not None
    True
    """
    n_deals, seed, _, _, _ = check_run(n_deals, seed)
    size = plan_chunk_size(n_deals, _fresh(players), deals_per_item=2)
    rows = _collect(
        _branch_chunk, n_deals, (seed, at, a, b, group, players), size, 1, None, progress, None
    )
    return Comparison(
        what,
        tuple(r[0] for r in rows),
        tuple(SUITS[r[1]] for r in rows),
        tuple(r[2] for r in rows),
        groups=tuple(r[3] for r in rows),
        prefixes=tuple(r[4] for r in rows),
        seed=seed,
    )


def play_deals(n_deals: int, seed: int, players: Players = None) -> list[Deal]:
    """Deals ``0..n_deals-1`` of ``seed`` (the cards :func:`declare_value` and
    :func:`branch_value` use), each played to the end by ``players`` (None: random moves)."""
    out = []
    for i in range(n_deals):
        s = deal_seed(seed, i)
        deal = Deal.shuffled(seed=s, dealer=i % 8)
        _finish(deal, _fresh(players), random.Random(s ^ 0x5EED))
        out.append(deal)
    return out
