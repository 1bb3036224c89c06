"""Engine speed: random legal deals through the public API (legal_moves() + push()).

    python benchmarks/engine.py [--deals N] [--seed S]

Prints moves/s and deals/s on one core, and the time of ``import unsun_lab`` in a fresh
interpreter. Target (issue 2): at least 60,000 moves/s; import at most 150 ms.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time

import unsun_lab as ul


def play_random_deals(n: int, seed: int) -> int:
    rng = random.Random(seed)
    moves = 0
    for i in range(n):
        deal = ul.Deal.shuffled(seed=rng.getrandbits(32), dealer=i % 8)
        while deal.phase != "over":
            legal = deal.legal_moves()
            deal.push(legal[rng.randrange(len(legal))])
            moves += 1
    return moves


def import_time_ms(repeats: int = 5) -> float:
    code = "import time; t = time.perf_counter(); import unsun_lab; print(time.perf_counter() - t)"
    best = min(
        float(
            subprocess.run(
                [sys.executable, "-c", code], capture_output=True, text=True, check=True
            ).stdout
        )
        for _ in range(repeats)
    )
    return best * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    play_random_deals(50, args.seed)  # warm up
    start = time.perf_counter()
    moves = play_random_deals(args.deals, args.seed)
    elapsed = time.perf_counter() - start
    print(f"{args.deals} random deals, {moves} moves in {elapsed:.2f} s")
    print(f"moves/s: {moves / elapsed:,.0f}   (target >= 60,000)")
    print(f"deals/s: {args.deals / elapsed:,.0f}")
    print(f"import unsun_lab: {import_time_ms():.1f} ms (best of 5, target <= 150 ms)")


if __name__ == "__main__":
    main()
