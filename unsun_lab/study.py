"""Studies over many deals, every number with its 95 % interval (R11, R27–R29).

Standard library only; ``to_frame()`` turns any table here into a pandas DataFrame (pandas is
imported only then).

- :class:`Summary`: running totals over deals (mergeable, for streaming): the team margin,
  combinations per deal, the native Robai's fate, each pair's rate.
- :func:`combo_frequencies`: how often each combination happens, per trump suit and pair.
- :func:`declare_value`: what declaring the native Robai is worth against passing, by
  duplicate pairs: the same cards played twice, once each way (R11, R28).
- :func:`versus`: player A against player B by duplicate deals: the same cards twice, the
  teams swapped, so the luck of the deal cancels.

>>> from unsun_lab.simulation import simulate
>>> s = simulate(200, seed=1).summary()
>>> e = s.estimate("margin")
>>> e.low < e.value < e.high
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any, Final

from unsun_lab.cards import Card, Rank
from unsun_lab.deal import Deal
from unsun_lab.fastsim import DECLARE, PAIR_NAMES, PASS, FastDeal
from unsun_lab.i18n import text
from unsun_lab.orders import plain_order
from unsun_lab.rules import team_of
from unsun_lab.simulation import (
    STATUSES,
    SUITS,
    Player,
    Players,
    Results,
    chunk_size_for,
    deal_seed,
    map_chunks,
    progress_bar,
    seat_players,
)

__all__ = [
    "Comparison",
    "Estimate",
    "Moments",
    "Summary",
    "Table",
    "branch_value",
    "combo_frequencies",
    "count_interval",
    "danger_plays",
    "declare_value",
    "double_trumps",
    "holder_group",
    "interval_chart",
    "last_trump_choice",
    "lone_sun",
    "may_lead_first_meri",
    "mean_interval",
    "ninth_tricks",
    "partner_trumped",
    "play_deals",
    "proportion_interval",
    "strongest_plain",
    "strongest_trump",
    "sun_leads",
    "t95",
    "trumps_held",
    "versus",
    "weakest_plain",
    "weakest_trump",
]

Z95: Final = 1.959963984540054  # the normal quantile of a two-sided 95 % interval
# Student's t quantiles of a two-sided 95 % interval for 1..30 degrees of freedom
_T95: Final = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip


def t95(df: int) -> float:
    """Student's t quantile for a two-sided 95 % interval with ``df`` degrees of freedom
    (a table to 30, then the Cornish-Fisher series; the normal 1.96 in the limit).

    >>> t95(1), t95(10), round(t95(1000), 3)
    (12.706, 2.228, 1.962)
    """
    if df < 1:
        return math.inf
    if df <= len(_T95):
        return _T95[df - 1]
    z = Z95
    return (
        z
        + (z**3 + z) / (4 * df)
        + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
        + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * df**3)
    )


# -- intervals ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Estimate:
    """A number from ``n`` observations with its 95 % interval ``[low, high]``."""

    value: float
    low: float
    high: float
    n: int

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2

    def __str__(self) -> str:
        return f"{self.value:+.3f} [{self.low:+.3f}, {self.high:+.3f}] (n={self.n:,})"


def mean_interval(n: int, total: float, total_sq: float) -> Estimate:
    """The mean of ``n`` values (given their sum and sum of squares) with its 95 %
    interval, Student's t (which is the normal one for the thousands of deals of a study).

    >>> str(mean_interval(4, 4.0, 6.0))
    '+1.000 [-0.299, +2.299] (n=4)'
    """
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0)
    mean = total / n
    if n == 1:
        return Estimate(mean, -math.inf, math.inf, 1)
    var = max(0.0, (total_sq - n * mean * mean) / (n - 1))
    half = t95(n - 1) * math.sqrt(var / n)
    return Estimate(mean, mean - half, mean + half, n)


def count_interval(n: int, total: float, total_sq: float) -> Estimate:
    """As :func:`mean_interval`, for values that are never negative (combinations or their
    points a deal): the interval stops at 0, since a mean of such values cannot be below it.
    Over a few deals with one rare combination, Student's t alone would reach below 0.

    >>> str(count_interval(4, 1.0, 1.0))
    '+0.250 [+0.000, +1.046] (n=4)'
    """
    e = mean_interval(n, total, total_sq)
    return Estimate(e.value, max(0.0, e.low), e.high, e.n) if n else e


def proportion_interval(k: int, n: int) -> Estimate:
    """The share ``k / n`` with its 95 % Wilson interval (sound near 0 and 1 too).

    >>> e = proportion_interval(0, 100)
    >>> e.value, e.low, round(e.high, 3)
    (0.0, 0.0, 0.037)
    """
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0)
    p = k / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    low = 0.0 if k == 0 else max(0.0, centre - half)
    high = 1.0 if k == n else min(1.0, centre + half)
    return Estimate(p, low, high, n)


@dataclass
class Moments:
    """Count, sum and sum of squares of a stream of numbers (mergeable)."""

    n: int = 0
    total: float = 0.0
    total_sq: float = 0.0

    def add(self, x: float) -> None:
        self.n += 1
        self.total += x
        self.total_sq += x * x

    def merge(self, other: Moments) -> None:
        self.n += other.n
        self.total += other.total
        self.total_sq += other.total_sq

    def estimate(self) -> Estimate:
        return mean_interval(self.n, self.total, self.total_sq)


# -- tables ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Table:
    """Rows of a study: ``columns`` and ``rows`` (tuples); ``to_frame()`` for pandas,
    a plain-text table when printed."""

    columns: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]

    def to_frame(self) -> Any:
        import pandas as pd  # lazily: the core needs only the standard library

        return pd.DataFrame(list(self.rows), columns=list(self.columns))

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[tuple[Any, ...]]:
        return iter(self.rows)

    def __str__(self) -> str:
        def show(x: Any) -> str:
            if isinstance(x, float):
                return f"{x:.4f}"
            return f"{x:,}" if isinstance(x, int) else str(x)

        cells = [list(self.columns), *[[show(x) for x in row] for row in self.rows]]
        widths = [max(len(r[i]) for r in cells) for i in range(len(self.columns))]
        return "\n".join(
            "  ".join(c.rjust(w) for c, w in zip(row, widths, strict=True)) for row in cells
        )


# -- the summary of a simulation ---------------------------------------------------------------


@dataclass
class Summary:
    """Running totals over simulated deals; ``add(results)`` folds a chunk in, so it works
    as ``simulate(..., reduce=Summary.add, initial=Summary())`` over any number of deals.

    >>> from unsun_lab.simulation import simulate
    >>> a = simulate(30, seed=3).summary()
    >>> b = Summary().add(simulate(30, seed=3)[:10]).add(simulate(30, seed=3)[10:])
    >>> a == b
    True
    """

    deals: int = 0
    margin: Moments = field(default_factory=Moments)
    combos: Moments = field(default_factory=Moments)
    combo_points: Moments = field(default_factory=Moments)
    with_combo: int = 0
    status: dict[str, int] = field(default_factory=lambda: dict.fromkeys(STATUSES, 0))
    trump_deals: dict[str, int] = field(default_factory=lambda: dict.fromkeys(SUITS, 0))
    # (trump, pair) -> per-deal count of that pair, over the deals with that trump
    pair_moments: dict[tuple[str, str], Moments] = field(default_factory=dict)

    def add(self, results: Results) -> Summary:
        """Fold ``results`` in; returns this summary."""
        ends = results.column("combo_end")
        pairs = results.column("pair")
        points = results.column("points")
        trumps = results.column("trump")
        s0, s1 = results.column("score0"), results.column("score1")
        status = results.column("status")
        n = len(results)
        # per (trump, pair): number of deals with k of that pair, k >= 1
        counts: dict[tuple[int, int], list[int]] = {}
        trump_n = [0] * len(SUITS)
        status_n = [0] * len(STATUSES)
        lo = 0
        m, c, cp = self.margin, self.combos, self.combo_points
        for i in range(n):
            hi = ends[i]
            k = hi - lo
            t = trumps[i]
            trump_n[t] += 1
            status_n[status[i]] += 1
            m.add(s0[i] - s1[i])
            c.add(k)
            if k:
                self.with_combo += 1
                cp.add(sum(points[lo:hi]))
                per: dict[int, int] = {}
                for j in range(lo, hi):
                    per[pairs[j]] = per.get(pairs[j], 0) + 1
                for p, x in per.items():
                    row = counts.setdefault((t, p), [0, 0])
                    row[0] += x
                    row[1] += x * x
            else:
                cp.add(0)
            lo = hi
        self.deals += n
        for name, x in zip(STATUSES, status_n, strict=True):
            self.status[name] += x
        for name, x in zip(SUITS, trump_n, strict=True):
            self.trump_deals[name] += x
        for (t, p), (x, x2) in counts.items():
            key = (SUITS[t], PAIR_NAMES[p])
            self.pair_moments.setdefault(key, Moments()).merge(Moments(0, x, x2))
        return self

    def __add__(self, other: Summary) -> Summary:
        out = Summary()
        for part in (self, other):
            out.deals += part.deals
            out.margin.merge(part.margin)
            out.combos.merge(part.combos)
            out.combo_points.merge(part.combo_points)
            out.with_combo += part.with_combo
            for k, v in part.status.items():
                out.status[k] += v
            for k, v in part.trump_deals.items():
                out.trump_deals[k] += v
            for key, mom in part.pair_moments.items():
                out.pair_moments.setdefault(key, Moments()).merge(mom)
        return out

    def pair_rate(self, pair: str, trump: str | None = None) -> Estimate:
        """Combinations ``pair`` per deal (in deals with ``trump``, or all deals)."""
        n = self.deals if trump is None else self.trump_deals[trump]
        total = total_sq = 0.0
        for (t, p), mom in self.pair_moments.items():
            if p == pair and (trump is None or t == trump):
                total += mom.total
                total_sq += mom.total_sq
        return count_interval(n, total, total_sq)

    def estimate(self, name: str) -> Estimate:
        """One row of :meth:`table` by name: 'margin', 'combos', 'combo_points',
        'with_combo', a status ('declared', 'hidden', 'indicator', 'stock') or a pair."""
        if name == "margin":
            return self.margin.estimate()
        if name == "combos":
            return count_interval(self.combos.n, self.combos.total, self.combos.total_sq)
        if name == "combo_points":
            cp = self.combo_points
            return count_interval(cp.n, cp.total, cp.total_sq)
        if name == "with_combo":
            return proportion_interval(self.with_combo, self.deals)
        if name in self.status:
            return proportion_interval(self.status[name], self.deals)
        if name in PAIR_NAMES:
            return self.pair_rate(name)
        raise KeyError(f"no estimate {name!r}")

    def table(self, lang: str | None = None) -> Table:
        """Every estimate: quantity, value, 95 % low and high, deals. The quantities are
        named in ``lang`` (None: the process's language, see ``ul.set_language``)."""
        names = [
            (key, text(f"study.{key}", lang))
            for key in ("margin", "combos", "combo_points", "with_combo")
        ]
        names += [(s, text(f"study.status.{s}", lang)) for s in STATUSES]
        names += [(p, text("study.pair", lang, pair=p)) for p in PAIR_NAMES]
        rows = []
        for key, label in names:
            e = self.estimate(key)
            rows.append((label, e.value, e.low, e.high, e.n))
        return Table(("quantity", "value", "low95", "high95", "deals"), tuple(rows))

    def to_frame(self) -> Any:
        return self.table().to_frame().set_index("quantity")

    def __str__(self) -> str:
        return str(self.table())


def combo_frequencies(results: Results | Summary) -> Table:
    """How often each pair makes a combination (R27), per trump suit: deals with that trump,
    combinations, the rate a deal and its 95 % interval.

    >>> from unsun_lab.simulation import simulate
    >>> table = combo_frequencies(simulate(100, seed=1))
    >>> table.columns
    ('trump', 'pair', 'deals', 'combos', 'per_deal', 'low95', 'high95')
    """
    summary = results if isinstance(results, Summary) else results.summary()
    rows = []
    for trump in SUITS:
        n = summary.trump_deals[trump]
        for pair in PAIR_NAMES:
            e = summary.pair_rate(pair, trump)
            mom = summary.pair_moments.get((trump, pair), Moments())
            rows.append((trump, pair, n, int(mom.total), e.value, e.low, e.high))
    return Table(("trump", "pair", "deals", "combos", "per_deal", "low95", "high95"), tuple(rows))


# -- duplicate comparisons ---------------------------------------------------------------------


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


def _play_out(deal: Deal, seats: Sequence[Player]) -> None:
    while (seat := deal.to_move) is not None:  # None once the deal is over
        deal.push(seats[seat].choose(deal.view(seat)))


def holder_group(deal: Deal) -> str:
    """What the native Robai's holder was dealt above it (R14): 'with Sota' (the card just
    above the Robai in the Sota-Robai pair, R27), else 'with Sun or Un', else 'without'."""
    if deal.holder is None:
        return "no holder"
    hand = set(deal.dealt[deal.holder])
    trump = deal.trump
    if Card(trump, Rank.SOTA) in hand:
        return "with Sota"
    if Card(trump, Rank.SUN) in hand or Card(trump, Rank.UN) in hand:
        return "with Sun or Un"
    return "without"


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
                _play_out(d, seats)
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
    seats = seat_players(players)
    size = chunk_size or max(1, chunk_size_for(seats) // 2)
    rows = _collect(
        _declare_chunk, n_deals, (seed, seats), size, workers, executor, progress, seats
    )
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
            _play_out(deal, seats)
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
    seats_a, seats_b = seat_players(a), seat_players(b)
    if seats_a is None or seats_b is None:
        raise ValueError("versus needs two players (None means random moves only in simulate)")
    cheap = chunk_size_for([*seats_a, *seats_b])
    size = chunk_size or max(1, cheap // 2)
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
    if n < 0:
        raise ValueError(f"the number of deals must be >= 0, got {n}")
    if workers > 1 or executor is not None:
        size = max(1, min(size, math.ceil(n / 8) if n else size))
    on = progress if progress is not None else False
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


# -- the primer's measurements: choices compared, and what happens in played deals -----------

#: A test of a position before a move, or a move chosen in it.
Test = Callable[[Deal], bool]
Choice = Callable[[Deal], str]


def _fresh(players: Players) -> list[Player] | None:
    """The 8 players for one play-out: a factory is called again, so each branch starts
    from players in the same state (an instance is shared as it is)."""
    return seat_players(players)


def _finish(deal: Deal, seats: Sequence[Player] | None, rng: random.Random) -> None:
    while not deal.over:
        seat = deal.to_move
        if seat is None:  # checked explicitly: python -O removes an assert
            raise RuntimeError("impossible here: seat is None")
        if seats is None:
            deal.push(rng.choice(deal.legal_moves()))
        else:
            deal.push(seats[seat].choose(deal.view(seat)))


def _branch_chunk(
    start: int,
    stop: int,
    seed: int,
    at: Test,
    a: Choice,
    b: Choice,
    group: Callable[[Deal], str] | None,
    players: Players,
) -> list[tuple[int, int, float, str, tuple[str, ...]]]:
    out = []
    for i in range(start, stop):
        s = deal_seed(seed, i)
        deal = Deal.shuffled(seed=s, dealer=i % 8)
        seats = _fresh(players)
        rng = random.Random(s ^ 0x5EED)
        found = False
        while not deal.over:
            seat = deal.to_move
            if seat is None:  # checked explicitly: python -O removes an assert
                raise RuntimeError("impossible here: seat is None")
            if deal.phase == "play" and at(deal):
                found = True
                break
            if seats is None:
                deal.push(rng.choice(deal.legal_moves()))
            else:
                deal.push(seats[seat].choose(deal.view(seat)))
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
    at: Test,
    a: Choice,
    b: Choice,
    players: Players = None,
    *,
    group: Callable[[Deal], str] | None = None,
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

    >>> c = branch_value(20, 1, last_trump_choice, weakest_plain, strongest_trump)
    >>> c.what, len(c.gains) == len(c.prefixes) == len(c.groups)
    ('a minus b', True)
    >>> c.position(0).to_move is not None
    True
    """
    size = max(1, chunk_size_for(_fresh(players)) // 2)
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


def _seen_before(deal: Deal, trick_index: int, play_index: int) -> set[Card]:
    """Cards every seat has seen turned up before play ``play_index`` of trick
    ``trick_index``: the side cards (R13), the completed tricks (R24) and the face-up plays
    of this trick."""
    seen = {c for c in (deal.discard, *deal.stock) if c is not None}
    for t in deal.tricks[:trick_index]:
        seen.update(p.card for p in t.plays)
    trick = deal.tricks[trick_index]
    seen.update(p.card for p in trick.plays[:play_index] if not p.face_down)
    return seen


def danger_plays(deals: Sequence[Deal]) -> Table:
    """Trumps that are the lower card O of a combination pair (R27), played on a trick that
    is not a Meri (tricks 1-8), split by what the player could know (R31): was the upper
    card W of its pair still unseen (not in its own hand, not turned up), or seen? For each:
    the plays, the share that gave the other team a combination over that very card, with
    its 95 % interval, and the points lost a play (R28)."""
    labels = ("upper card unseen", "upper card seen")
    plays = dict.fromkeys(labels, 0)
    hits = dict.fromkeys(labels, 0)
    lost = {label: Moments() for label in labels}
    for deal in deals:
        upper_of = {o: w for (w, o) in deal.table.combo_of}
        for ti, trick in enumerate(deal.tricks[:8]):
            if trick.meri:
                continue
            for pi, play in enumerate(trick.plays):
                w = upper_of.get(play.card)
                if w is None:
                    continue
                took = w == deal.indicator and play.seat == deal.recipient
                seen = w in deal.dealt[play.seat] or took or w in _seen_before(deal, ti, pi)
                label = labels[1] if seen else labels[0]
                combo = trick.combo
                hit = combo is not None and combo.opposing_card == play.card
                plays[label] += 1
                hits[label] += hit
                lost[label].add(-combo.points if combo is not None and hit else 0)
    rows = []
    for label in labels:
        share = proportion_interval(hits[label], plays[label])
        points = lost[label].estimate().value
        rows.append((label, plays[label], share.value, share.low, share.high, points))
    return Table(("upper card", "plays", "share_combo", "low95", "high95", "points"), tuple(rows))


def double_trumps(deals: Sequence[Deal]) -> Estimate:
    """The share of tricks led with a plain card (tricks 1-8) in which two partners each
    played a trump (R24: face down, so neither knew the other's), with its 95 % interval."""
    k = n = 0
    for deal in deals:
        for trick in deal.tricks[:8]:
            if trick.meri:
                continue
            n += 1
            teams = [team_of(p.seat) for p in trick.plays if deal.is_trump(p.card)]
            k += teams.count(0) >= 2 or teams.count(1) >= 2
    return proportion_interval(k, n)


def sun_leads(deals: Sequence[Deal]) -> Table:
    """Tricks led with the Sun of a plain suit (the strongest plain card, R15), before and
    after the first Meri (R22, R23): how many, and the share the Sun won, with its 95 %
    interval (the rest were trumped)."""
    counts = {"before the first Meri": [0, 0], "after the first Meri": [0, 0]}
    for deal in deals:
        meri = False
        for trick in deal.tricks[:8]:
            if trick.meri:
                meri = True
                continue
            lead = trick.plays[0]
            if lead.card.rank is Rank.SUN:
                row = counts["after the first Meri" if meri else "before the first Meri"]
                row[0] += 1
                row[1] += trick.winner == lead.seat
    rows = []
    for label, (n, k) in counts.items():
        e = proportion_interval(k, n)
        rows.append((label, n, e.value, e.low, e.high))
    return Table(("when", "leads", "share_won", "low95", "high95"), tuple(rows))


def ninth_tricks(deals: Sequence[Deal]) -> Table:
    """The ninth trick (R26) by what a seat kept for it: a trump or a plain card. For each,
    the share of seats whose team won the trick, with its 95 % interval."""
    counts = {"kept a trump": [0, 0], "kept a plain card": [0, 0]}
    for deal in deals:
        ninth = deal.tricks[8]
        for play in ninth.plays:
            row = counts["kept a trump" if deal.is_trump(play.card) else "kept a plain card"]
            row[0] += 1
            row[1] += team_of(ninth.winner or 0) == team_of(play.seat)
    rows = []
    for label, (n, k) in counts.items():
        e = proportion_interval(k, n)
        rows.append((label, n, e.value, e.low, e.high))
    return Table(("last card", "seats", "share_won", "low95", "high95"), tuple(rows))


# -- positions and choices the primer compares (tests and moves for branch_value) -------------


def _legal_cards(deal: Deal) -> list[Card]:
    return [Card.parse(m) for m in deal.legal_moves()]


def _weakness(deal: Deal, card: Card) -> tuple[int, int]:
    """Larger is weaker: any plain card is weaker than any trump (R25); within the trumps
    the trump order (R14), within a plain suit its order (R15)."""
    place = deal.table.trump_position(card)
    if place is not None:
        return (0, place)
    return (1, plain_order(card.suit).position(card))


def strongest_trump(deal: Deal) -> str:
    """The strongest trump among the legal plays (R14)."""
    trumps = [c for c in _legal_cards(deal) if deal.is_trump(c)]
    return min(trumps, key=lambda c: _weakness(deal, c)).code


def weakest_trump(deal: Deal) -> str:
    """The weakest trump among the legal plays (R14)."""
    trumps = [c for c in _legal_cards(deal) if deal.is_trump(c)]
    return max(trumps, key=lambda c: _weakness(deal, c)).code


def weakest_plain(deal: Deal) -> str:
    """The weakest plain card among the legal plays (R15), the last in its suit's order."""
    plain = [c for c in _legal_cards(deal) if not deal.is_trump(c)]
    return max(plain, key=lambda c: (_weakness(deal, c)[1], c.index)).code


def strongest_plain(deal: Deal) -> str:
    """The strongest plain card among the legal plays (R15), the first in its suit's order."""
    plain = [c for c in _legal_cards(deal) if not deal.is_trump(c)]
    return min(plain, key=lambda c: (_weakness(deal, c)[1], c.index)).code


def _both_kinds_legal(deal: Deal) -> bool:
    cards = _legal_cards(deal)
    return any(deal.is_trump(c) for c in cards) and not all(deal.is_trump(c) for c in cards)


def may_lead_first_meri(deal: Deal) -> bool:
    """A lead of tricks 2-6 before any Meri (R22), by a seat holding trumps and plain cards:
    it may start the first Meri (R20) or lead a plain card."""
    return (
        deal.current_trick is None
        and 1 <= len(deal.tricks) <= 5
        and not deal.meri_seen
        and _both_kinds_legal(deal)
    )


def trumps_held(deal: Deal) -> str:
    """'1-2 trumps' or '3+ trumps': what the seat to move holds."""
    seat = deal.to_move
    n = 0 if seat is None else sum(deal.is_trump(c) for c in deal.hand(seat))
    return "3+ trumps" if n >= 3 else "1-2 trumps"


def partner_trumped(deal: Deal) -> bool:
    """A plain-led trick of tricks 1-8 where a partner already played face down (R24: a
    trump, which one unknown) and the seat to move may play a trump or a plain card."""
    trick = deal.current_trick
    seat = deal.to_move
    if trick is None or trick.meri or seat is None or len(deal.tricks) > 8:
        return False
    partner_down = any(p.face_down and team_of(p.seat) == team_of(seat) for p in trick.plays)
    return partner_down and _both_kinds_legal(deal)


def lone_sun(deal: Deal) -> bool:
    """A Meri where the Sun exception lets the seat keep its lone Sun (R21)."""
    reason = deal.legal_reason()
    return reason is not None and reason.key == "legal.sun_exception" and _both_kinds_legal(deal)


def last_trump_choice(deal: Deal) -> bool:
    """Trick 8, the seat holds one trump and one plain card, both legal: play the trump now
    or keep it for the ninth trick (R26)."""
    seat = deal.to_move
    if seat is None or len(deal.tricks) != 8 or deal.current_trick is None:
        return False
    hand = deal.hand(seat)
    return len(hand) == 2 and _both_kinds_legal(deal) and len(deal.legal_moves()) == 2


# -- a chart of estimates ------------------------------------------------------------------------


@dataclass(frozen=True, repr=False)
class Chart:
    """An SVG picture that shows itself in a notebook (``_repr_svg_``); ``svg`` is its text.
    Drawn with the standard library alone, so it works wherever the core does (the browser
    version of the course has no matplotlib)."""

    svg: str

    def __repr__(self) -> str:
        return f"<Chart: an SVG picture of {len(self.svg):,} characters>"

    def _repr_svg_(self) -> str:
        return self.svg


#: Grey text and axes on a transparent background, and two colours that stand out on white
#: and on black: readable in JupyterLab's light and dark themes.
GREY, RED, BLUE = "#8c8c8c", "#d9534f", "#3d8fd1"


def _nice_ticks(low: float, high: float) -> list[float]:
    span = high - low or 1.0
    step = 10 ** math.floor(math.log10(span / 4))
    for factor in (1, 2, 2.5, 5, 10):
        if span / (step * factor) <= 6:
            step *= factor
            break
    first = math.ceil(low / step) * step
    return [round(first + k * step, 10) for k in range(int((high - first) / step + 1e-9) + 1)]


def interval_chart(
    labels: Sequence[str],
    estimates: Sequence[Estimate],
    title: str,
    xlabel: str,
    color: str = RED,
) -> Chart:
    """Horizontal bars, one per estimate, each with its 95 % interval as an error bar, and a
    line at zero. The picture is SVG text, drawn the same way on every machine.

    >>> c = interval_chart(["a"], [proportion_interval(3, 10)], "Title", "share")
    >>> c.svg.startswith("<svg") and "Title" in c.svg
    True
    """
    from html import escape

    finite = [x for e in estimates for x in (e.value, e.low, e.high) if math.isfinite(x)]
    low, high = min([0.0, *finite]), max([0.0, *finite])
    ticks = _nice_ticks(low, high)
    low, high = min(low, ticks[0]), max(high, ticks[-1])
    left, right, top, row = 110.0, 500.0, 34.0, 24.0
    bottom = top + row * len(labels)

    def x(v: float) -> float:
        return left + (v - low) / ((high - low) or 1.0) * (right - left)

    parts = [
        f'<text x="4" y="18" font-size="14" fill="{GREY}">{escape(title)}</text>',
        f'<line x1="{x(0):.1f}" y1="{top - 4}" x2="{x(0):.1f}" y2="{bottom}" stroke="{GREY}"/>',
        f'<line x1="{left}" y1="{bottom}" x2="{right}" y2="{bottom}" stroke="{GREY}"/>',
    ]
    for t in ticks:
        parts.append(
            f'<line x1="{x(t):.1f}" y1="{bottom}" x2="{x(t):.1f}" y2="{bottom + 4}" '
            f'stroke="{GREY}"/><text x="{x(t):.1f}" y="{bottom + 16}" font-size="11" '
            f'fill="{GREY}" text-anchor="middle">{t:g}</text>'
        )
    for i, (label, e) in enumerate(zip(labels, estimates, strict=True)):
        y = top + i * row
        parts.append(
            f'<text x="{left - 6}" y="{y + row / 2 + 4:.1f}" font-size="12" fill="{GREY}" '
            f'text-anchor="end">{escape(label)}</text>'
        )
        if not math.isfinite(e.value):
            continue
        a, b = sorted((x(0), x(e.value)))
        parts.append(
            f'<rect x="{a:.1f}" y="{y + 4}" width="{b - a:.1f}" height="{row - 8}" '
            f'fill="{color}" fill-opacity="0.75"/>'
        )
        if math.isfinite(e.low) and math.isfinite(e.high):
            mid = y + row / 2
            parts.append(
                f'<path d="M{x(e.low):.1f} {mid}H{x(e.high):.1f}M{x(e.low):.1f} {mid - 5}'
                f'V{mid + 5}M{x(e.high):.1f} {mid - 5}V{mid + 5}" stroke="{GREY}" '
                'stroke-width="1.6" fill="none"/>'
            )
    height = bottom + 40
    parts.append(
        f'<text x="{(left + right) / 2}" y="{height - 6}" font-size="12" fill="{GREY}" '
        f'text-anchor="middle">{escape(xlabel)}</text>'
    )
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {right + 20:.0f} {height:.0f}" '
        f'width="{right + 20:.0f}" height="{height:.0f}" font-family="sans-serif" '
        f'role="img" aria-label="{escape(title)}">' + "".join(parts) + "</svg>"
    )
    return Chart(svg)
