"""The results of many deals: per-deal columns and running totals (R11, R27–R29).

:class:`Results` is a sequence of :class:`DealResult` (index it, iterate it, ``len`` it) that
stores its deals as columns of the standard ``array`` module, about 25 bytes a deal, so ten
million deals fit in a few hundred megabytes. ``to_frame()`` and ``combos_frame()`` turn them
into pandas DataFrames (pandas is imported only then). :class:`Summary` folds results into
running totals (mergeable, for streaming) and gives means and shares with 95 % intervals
(``unsun_lab.stats``). ``unsun_lab.simulation`` fills them.

>>> Results(0)
<Results: no deals, start 0>
"""

from __future__ import annotations

import os
from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, overload

from unsun_lab.cards import DECK, Suit
from unsun_lab.fastsim import PAIR_NAMES
from unsun_lab.i18n import text
from unsun_lab.rules import ROBAI_STATUSES
from unsun_lab.stats import Estimate, Moments, Table, count_interval, proportion_interval

__all__ = [
    "CARD_CODES",
    "STATUSES",
    "SUITS",
    "ComboResult",
    "DealResult",
    "Results",
    "Summary",
]

SUITS: Final = tuple(s.title for s in Suit)
#: What became of the native Robai (R11, R28), in the order of the status column.
STATUSES: Final = ROBAI_STATUSES
CARD_CODES: Final = tuple(c.code for c in DECK)
_CARD_INDEX: Final = {code: i for i, code in enumerate(CARD_CODES)}
_PAIR_INDEX: Final = {name: i for i, name in enumerate(PAIR_NAMES)}


@dataclass(frozen=True, slots=True)
class ComboResult:
    """A combination made in a deal (R27/R28)."""

    pair: str
    points: int
    trick: int
    team: int  # 0: seats 0/2/4/6, 1: seats 1/3/5/7


@dataclass(frozen=True, slots=True)
class DealResult:
    """One simulated deal: its seed and dealer, the trump, the final score (R29), the
    combinations, the native Robai's status and who declared it (R11)."""

    index: int
    seed: int
    dealer: int
    trump: str
    indicator: str
    recipient: int
    score: tuple[int, int]
    combos: tuple[ComboResult, ...]
    native_robai: str  # 'declared', 'hidden', 'indicator' or 'stock'
    declared_by: int | None

    @property
    def margin(self) -> int:
        """Team 0/2/4/6's score minus team 1/3/5/7's."""
        return self.score[0] - self.score[1]


class Results(Sequence[DealResult]):
    """Deals ``start, start+1, …`` of one simulation, stored as columns.

    A sequence of :class:`DealResult` built on access; ``to_frame()`` (one row per deal),
    ``combos_frame()`` (one row per combination) and ``summary()`` read the columns.

    >>> from unsun_lab.simulation import simulate
    >>> results = simulate(3, seed=2)
    >>> len(results), results[1].index, [r.index for r in results[1:]]
    (3, 1, [1, 2])
    """

    __slots__ = (
        "_combo_end",
        "_declared",
        "_indicator",
        "_pair",
        "_points",
        "_recipient",
        "_score0",
        "_score1",
        "_seed",
        "_status",
        "_team",
        "_trick",
        "_trump",
        "start",
    )

    def __init__(self, start: int = 0) -> None:
        self.start = start
        self._seed = array("Q")
        self._trump = array("b")  # index into SUITS
        self._indicator = array("b")  # index into DECK
        self._recipient = array("b")
        self._score0 = array("b")
        self._score1 = array("b")
        self._status = array("b")  # index into STATUSES
        self._declared = array("b")  # seat, or -1
        self._combo_end = array("I")  # per deal: combos of deals before it and itself
        self._pair = array("b")  # per combination: index into PAIR_NAMES
        self._points = array("b")
        self._trick = array("b")
        self._team = array("b")

    # -- building -------------------------------------------------------------------------

    def _columns(self) -> tuple[array[int], ...]:
        return (
            self._seed,
            self._trump,
            self._indicator,
            self._recipient,
            self._score0,
            self._score1,
            self._status,
            self._declared,
        )

    def _combo_columns(self) -> tuple[array[int], ...]:
        return (self._pair, self._points, self._trick, self._team)

    def _append(
        self,
        seed: int,
        trump: int,
        indicator: int,
        recipient: int,
        score: Sequence[int],
        status: int,
        declared: int,
        combos: Iterable[tuple[int, int, int, int]],
    ) -> None:
        self._seed.append(seed)
        self._trump.append(trump)
        self._indicator.append(indicator)
        self._recipient.append(recipient)
        self._score0.append(score[0])
        self._score1.append(score[1])
        self._status.append(status)
        self._declared.append(declared)
        for pair, points, trick, team in combos:
            self._pair.append(pair)
            self._points.append(points)
            self._trick.append(trick)
            self._team.append(team)
        self._combo_end.append(len(self._pair))

    def extend(self, other: Results) -> None:
        """Append the deals of ``other``, which must start where these end."""
        if other.start != self.start + len(self):
            raise ValueError(
                f"results of deals from {other.start} cannot follow deals "
                f"{self.start}..{self.start + len(self) - 1}"
            )
        base = len(self._pair)
        for mine, theirs in zip(self._columns(), other._columns(), strict=True):
            mine.extend(theirs)
        for mine, theirs in zip(self._combo_columns(), other._combo_columns(), strict=True):
            mine.extend(theirs)
        self._combo_end.extend(array("I", [e + base for e in other._combo_end]))

    # -- the sequence ---------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self._seed)

    @overload
    def __getitem__(self, i: int) -> DealResult: ...
    @overload
    def __getitem__(self, i: slice) -> Results: ...
    def __getitem__(self, i: int | slice) -> DealResult | Results:
        n = len(self)
        if isinstance(i, slice):
            a, b, step = i.indices(n)
            if step != 1:
                raise ValueError("results can be sliced with step 1 only (they stay columns)")
            return self._slice(a, max(a, b))
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(f"deal {i} is not among these {n} results")
        lo = self._combo_end[i - 1] if i else 0
        combos = tuple(
            ComboResult(PAIR_NAMES[self._pair[k]], self._points[k], self._trick[k], self._team[k])
            for k in range(lo, self._combo_end[i])
        )
        declared = self._declared[i]
        return DealResult(
            index=self.start + i,
            seed=self._seed[i],
            dealer=(self.start + i) % 8,
            trump=SUITS[self._trump[i]],
            indicator=CARD_CODES[self._indicator[i]],
            recipient=self._recipient[i],
            score=(self._score0[i], self._score1[i]),
            combos=combos,
            native_robai=STATUSES[self._status[i]],
            declared_by=None if declared < 0 else declared,
        )

    def __iter__(self) -> Iterator[DealResult]:
        for i in range(len(self)):
            yield self[i]

    def _slice(self, a: int, b: int) -> Results:
        out = Results(self.start + a)
        for mine, theirs in zip(out._columns(), self._columns(), strict=True):
            mine.extend(theirs[a:b])
        lo = self._combo_end[a - 1] if a else 0
        hi = self._combo_end[b - 1] if b > a else lo
        for mine, theirs in zip(out._combo_columns(), self._combo_columns(), strict=True):
            mine.extend(theirs[lo:hi])
        out._combo_end.extend(array("I", [e - lo for e in self._combo_end[a:b]]))
        return out

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Results):
            return (
                self.start == other.start
                and self._columns() == other._columns()
                and self._combo_columns() == other._combo_columns()
                and self._combo_end == other._combo_end
            )
        if isinstance(other, Sequence) and not isinstance(other, str | bytes):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable (extend), so unhashable

    def __repr__(self) -> str:
        if not self:
            return f"<Results: no deals, start {self.start}>"
        last = self.start + len(self) - 1
        return f"<Results: {len(self):,} deals, {self.start}..{last}>"

    @property
    def nbytes(self) -> int:
        """Bytes held by the columns (what ``len(results)`` deals cost in memory)."""
        columns = (*self._columns(), *self._combo_columns(), self._combo_end)
        return sum(c.itemsize * len(c) for c in columns)

    # -- columns out ----------------------------------------------------------------------

    def column(self, name: str) -> array[int]:
        """A copy of one raw column: 'seed', 'trump' (index into SUITS), 'indicator',
        'recipient', 'score0', 'score1', 'status' (index into STATUSES), 'declared'
        (seat or -1), 'combo_end', 'pair', 'points', 'trick' or 'team'."""
        found = getattr(self, "_" + name, None)
        if not isinstance(found, array) or name == "start":
            raise KeyError(f"no column {name!r}")
        return array(found.typecode, found)

    def to_frame(self) -> Any:
        """A pandas DataFrame, one row per deal, indexed by deal: seed, dealer, trump,
        indicator, recipient, score0, score1, margin (team 0/2/4/6 minus 1/3/5/7),
        native_robai, declared_by (nullable), combos (count) and combo_points.

        Needs pandas (the ``lab`` extra)."""
        import numpy as np  # lazily: the core needs only the standard library
        import pandas as pd

        n = len(self)
        index = np.arange(self.start, self.start + n, dtype=np.int64)

        def col(a: array[int], dtype: Any) -> Any:
            return np.frombuffer(a, dtype=dtype).copy() if len(a) else np.zeros(0, dtype)

        ends = col(self._combo_end, np.uint32).astype(np.int64)
        counts = np.diff(ends, prepend=0) if n else np.zeros(0, np.int64)
        points = col(self._points, np.int8).astype(np.int64)
        owner = np.repeat(np.arange(n), counts)
        combo_points = np.bincount(owner, weights=points, minlength=n).astype(np.int64)
        s0 = col(self._score0, np.int8)
        s1 = col(self._score1, np.int8)
        declared = col(self._declared, np.int8)
        frame = pd.DataFrame(
            {
                "seed": col(self._seed, np.uint64),
                "dealer": (index % 8).astype(np.int8),
                "trump": pd.Categorical.from_codes(col(self._trump, np.int8), SUITS),
                "indicator": pd.Categorical.from_codes(col(self._indicator, np.int8), CARD_CODES),
                "recipient": col(self._recipient, np.int8),
                "score0": s0,
                "score1": s1,
                "margin": (s0.astype(np.int16) - s1).astype(np.int8),
                "native_robai": pd.Categorical.from_codes(col(self._status, np.int8), STATUSES),
                "declared_by": pd.arrays.IntegerArray(declared, declared < 0),
                "combos": counts.astype(np.int16),
                "combo_points": combo_points.astype(np.int16),
            },
            index=pd.Index(index, name="deal"),
        )
        return frame

    def combos_frame(self) -> Any:
        """A pandas DataFrame, one row per combination (R27/R28): deal, trump, pair,
        points, trick and team (0: seats 0/2/4/6)."""
        import numpy as np  # lazily: the core needs only the standard library
        import pandas as pd

        n = len(self)
        ends = np.frombuffer(self._combo_end, np.uint32).astype(np.int64) if n else np.zeros(0)
        counts = np.diff(ends, prepend=0).astype(np.int64) if n else np.zeros(0, np.int64)
        deal = np.repeat(np.arange(self.start, self.start + n, dtype=np.int64), counts)
        trump = np.repeat(np.frombuffer(self._trump, np.int8), counts) if n else np.zeros(0)

        def col(a: array[int]) -> Any:
            return np.frombuffer(a, np.int8).copy() if len(a) else np.zeros(0, np.int8)

        return pd.DataFrame(
            {
                "deal": deal,
                "trump": pd.Categorical.from_codes(trump.astype(np.int8), SUITS),
                "pair": pd.Categorical.from_codes(col(self._pair), PAIR_NAMES),
                "points": col(self._points),
                "trick": col(self._trick),
                "team": col(self._team),
            }
        )

    def to_parquet(self, path: str | os.PathLike[str]) -> None:
        """Write ``to_frame()`` to a Parquet file (needs pandas and pyarrow: the ``parquet``
        extra). For runs too big to hold, :func:`write_parquet` streams them chunk by chunk."""
        self.to_frame().to_parquet(path)

    def summary(self) -> Summary:
        """Means and shares with 95 % intervals (a :class:`Summary`)."""
        return Summary().add(self)


# -- the summary of many deals ---------------------------------------------------------------


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
