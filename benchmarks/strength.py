"""Player strength in duplicate format: every deal twice, the teams swapped onto the same hands.

    python benchmarks/strength.py --pairs N --a heuristic --b random [--workers 2] [--seed S]

Player A sits at seats 0/2/4/6 in the first deal of a pair and at 1/3/5/7 in the second, on
the same cards, so the luck of the deal cancels. Prints A's mean margin in points per deal
(A's team score minus B's, R29) with a 95% confidence interval, the share of deal pairs A won,
and the Elo difference that share corresponds to. Targets (issue 4): heuristic over random at
least +2.0 points/deal; search over heuristic at least +0.5 with the CI above zero.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from unsun_lab.deal import Deal
from unsun_lab.players import make_player
from unsun_lab.simulation import deal_seed


def play_pair(index: int, seed: int, a: str, b: str) -> float:
    """A's mean margin per deal over the two deals of pair ``index``."""
    s = deal_seed(seed, index)
    total = 0
    for swap in (0, 1):
        deal = Deal.shuffled(seed=s, dealer=index % 8)
        players = [
            make_player(a if (seat & 1) == swap else b, seed=s % 100_000 + seat)
            for seat in range(8)
        ]
        while not deal.over:
            seat = deal.to_move
            assert seat is not None
            deal.push(players[seat].choose(deal.view(seat)))
        total += deal.score[swap] - deal.score[1 - swap]
    return total / 2


def _pairs(start: int, stop: int, seed: int, a: str, b: str) -> list[float]:
    return [play_pair(i, seed, a, b) for i in range(start, stop)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pairs", type=int, default=200)
    parser.add_argument("--a", default="heuristic")
    parser.add_argument("--b", default="random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    t0 = time.perf_counter()
    chunk = 4
    spans = [(i, min(i + chunk, args.pairs)) for i in range(0, args.pairs, chunk)]
    margins: list[float] = []
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            futures = [pool.submit(_pairs, x, y, args.seed, args.a, args.b) for x, y in spans]
            for f in futures:
                margins += f.result()
    else:
        for x, y in spans:
            margins += _pairs(x, y, args.seed, args.a, args.b)
    n = len(margins)
    mean = statistics.fmean(margins)
    half = 1.96 * statistics.stdev(margins) / math.sqrt(n) if n > 1 else float("inf")
    wins = sum(m > 0 for m in margins) + 0.5 * sum(m == 0 for m in margins)
    share = wins / n
    clipped = min(max(share, 1e-3), 1 - 1e-3)
    elo = 400 * math.log10(clipped / (1 - clipped))
    print(f"{args.a} vs {args.b}: {n} deal pairs ({2 * n} deals), seed {args.seed}")
    print(f"margin: {mean:+.2f} points/deal, 95% CI [{mean - half:+.2f}, {mean + half:+.2f}]")
    print(f"deal pairs won: {share:.1%} (ties count half)   Elo equivalent: {elo:+.0f}")
    print(f"elapsed: {time.perf_counter() - t0:.0f} s with {args.workers} worker(s)")


if __name__ == "__main__":
    main()
