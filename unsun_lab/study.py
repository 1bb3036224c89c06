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

from unsun_lab.deal import Deal
from unsun_lab.fastsim import DECLARE, PAIR_NAMES, PASS, FastDeal
from unsun_lab.i18n import text
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
    "combo_frequencies",
    "count_interval",
    "declare_value",
    "mean_interval",
    "proportion_interval",
    "t95",
    "versus",
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


def _declare_chunk(
    start: int, stop: int, seed: int, seats: Sequence[Player] | None
) -> list[tuple[int, int, float]]:
    """(deal, trump index, holder's team margin declaring minus passing) per deal with a
    holder; deals where nobody holds the native Robai have no choice (R11) and are skipped."""
    out = []
    for i in range(start, stop):
        s = deal_seed(seed, i)
        if seats is None:
            base = FastDeal.shuffled(random.Random(s), dealer=i % 8)
            if base.holder < 0:
                continue
            team = team_of(base.holder)
            margins = []
            for move in (DECLARE, PASS):
                fd = base.copy()
                fd.push(move)
                fd.playout(random.Random(s ^ 0x5EED))
                margins.append(fd.score[team] - fd.score[1 - team])
            trump = base.table.trump
        else:
            deal = Deal.shuffled(seed=s, dealer=i % 8)
            if deal.holder is None:
                continue
            team = team_of(deal.holder)
            margins = []
            for choice in ("declare", "pass"):
                d = Deal.shuffled(seed=s, dealer=i % 8)
                d.push(choice)
                _play_out(d, seats)
                margins.append(_margin_for(d, team))
            trump = SUITS.index(deal.trump.title)
        out.append((i, trump, float(margins[0] - margins[1])))
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
    passing; ``estimate()`` gives its mean with a 95 % interval, ``by_trump()`` per suit.

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
    fn: Callable[..., list[tuple[int, int, float]]],
    n: int,
    args: tuple[Any, ...],
    size: int,
    workers: int,
    executor: Executor | None,
    progress: bool | None,
    check: Sequence[Player] | None,
) -> list[tuple[int, int, float]]:
    if n < 0:
        raise ValueError(f"the number of deals must be >= 0, got {n}")
    if workers > 1 or executor is not None:
        size = max(1, min(size, math.ceil(n / 8) if n else size))
    on = progress if progress is not None else False
    rows: list[tuple[int, int, float]] = []
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
