"""Decision time per player level (median and 95th percentile), on one core.

    python benchmarks/players.py [--deals N] [--seed S]

Each level plays every seat of N deals; every decision where the seat had a real choice
(two or more legal moves) is timed in CPU seconds (``time.process_time``). Target (issue 4):
the search player's median decision <= 300 ms and p95 <= 600 ms at its default budget.
"""

from __future__ import annotations

import argparse
import statistics
import time

from unsun_lab.deal import Deal
from unsun_lab.players import make_player


def decision_times(level: str, deals: int, seed: int) -> list[float]:
    times: list[float] = []
    for i in range(deals):
        deal = Deal.shuffled(seed=seed + i, dealer=i % 8)
        players = [make_player(level, seed=seed * 8 + s) for s in range(8)]
        while not deal.over:
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            t0 = time.process_time()
            move = players[seat].choose(view)
            if len(view.legal_moves) > 1:
                times.append(time.process_time() - t0)
            deal.push(move)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for level, deals in (
        ("random", 50),
        ("heuristic", 50),
        ("search", args.deals),
        ("expert", args.deals),
    ):
        times = sorted(decision_times(level, deals, args.seed))
        med = statistics.median(times) * 1000
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))] * 1000
        print(f"{level:9s} {len(times):5d} decisions  median {med:8.2f} ms  p95 {p95:8.2f} ms")


if __name__ == "__main__":
    main()
