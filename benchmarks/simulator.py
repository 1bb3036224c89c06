"""Fast simulator speed: random deals through unsun_lab.fastsim (bitmask state).

    python benchmarks/simulator.py [--deals N] [--seed S]

Prints plays/s on one core: card plays (64 per deal; the ninth trick is automatic, R26),
and moves/s counted like benchmarks/engine.py (declaration and discard included).
Target (issue 4): at least 180,000 plays/s; the core Deal does ~175,000 moves/s.
Then the search players' greedy rollouts (``players.rollout.playout_greedy``, eps 0.1):
microseconds of CPU per whole deal, the median of five rounds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from unsun_lab.fastsim import FastDeal
from unsun_lab.players.rollout import playout_greedy


def play_random_deals(n: int, seed: int) -> tuple[int, int, float]:
    """Deal and play ``n`` random deals; returns (plays, moves, seconds of playout)."""
    rng = random.Random(seed)
    starts = [FastDeal.shuffled(rng.getrandbits(32), dealer=i % 8) for i in range(n)]
    moves = sum(66 if fd.holder >= 0 else 65 for fd in starts)
    t0 = time.perf_counter()
    for fd in starts:
        fd.playout(rng)
    return 64 * n, moves, time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    play_random_deals(500, args.seed)  # warm up
    plays, moves, elapsed = play_random_deals(args.deals, args.seed)
    print(f"{args.deals} random deals played out in {elapsed:.2f} s")
    print(f"plays/s: {plays / elapsed:,.0f}   (target >= 180,000)")
    print(f"moves/s: {moves / elapsed:,.0f}   (counted like benchmarks/engine.py)")
    print(f"deals/s: {args.deals / elapsed:,.0f}")
    rng = random.Random(args.seed)
    t0 = time.perf_counter()
    for i in range(args.deals // 4):
        FastDeal.shuffled(rng.getrandbits(32), dealer=i % 8).playout(rng)
    dt = time.perf_counter() - t0
    print(f"deals/s including the shuffle: {args.deals // 4 / dt:,.0f}")
    starts = [FastDeal.shuffled(seed, dealer=seed % 8) for seed in range(args.deals // 4)]
    rounds = []
    for _ in range(5):
        t0 = time.process_time()
        for seed, fd in enumerate(starts):
            playout_greedy(fd.copy(), random.Random(seed), 0.1)
        rounds.append((time.process_time() - t0) / len(starts) * 1e6)
    print(f"greedy rollout of a whole deal: {statistics.median(rounds):.1f} us of CPU (median)")


if __name__ == "__main__":
    main()
