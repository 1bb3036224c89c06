"""Numbers with their 95 % intervals, and plain tables of them (standard library only).

- :func:`mean_interval`, :func:`count_interval`, :func:`proportion_interval`: an
  :class:`Estimate` (value, low, high, n) from totals or counts;
- :class:`Moments`: count, sum and sum of squares of a stream (mergeable);
- :class:`Table`: rows of a study, a plain-text table when printed, ``to_frame()`` for pandas.

>>> e = proportion_interval(30, 100)
>>> round(e.low, 3) < e.value < round(e.high, 3)
True
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

__all__ = [
    "Estimate",
    "Moments",
    "Table",
    "count_interval",
    "mean_interval",
    "proportion_interval",
    "t95",
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
