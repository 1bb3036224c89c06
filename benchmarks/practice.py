"""Time to generate one exercise of each kind (unsun_lab.practice).

    python benchmarks/practice.py [--n N] [--first SEED]

For every kind, N exercises per level (1-3) from seeds FIRST, FIRST+1, ...; prints the median
and the 95th percentile in milliseconds, all kinds side by side in one run. Target: a median of
at most 50 ms for every kind but "best_move" (a puzzle is read from the shipped set, so it is
fast too, but its first call reads the file).
"""

from __future__ import annotations

import argparse
import statistics
import time

from unsun_lab.practice import KINDS, exercise, puzzles


def timings(kind: str, n: int, first: int) -> list[float]:
    out = []
    for level in (1, 2, 3):
        for seed in range(first, first + n):
            t = time.perf_counter()
            exercise(kind, seed, level=level)
            out.append((time.perf_counter() - t) * 1000)
    return sorted(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100, help="exercises per kind and level")
    parser.add_argument("--first", type=int, default=1000, help="first seed")
    args = parser.parse_args()
    puzzles()  # read the puzzle file once, as a session would
    print(f"{'kind':<12} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}  (n={3 * args.n})")
    for kind in KINDS:
        ts = timings(kind, args.n, args.first)
        p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
        print(f"{kind:<12} {statistics.median(ts):>10.1f} {p95:>8.1f} {ts[-1]:>8.1f}")


if __name__ == "__main__":
    main()
