"""The coach's time and discrimination, on one core.

    python benchmarks/coach.py [--deals N] [--seed S]

For each of N deals (random players at seats 1/3/5/7, search players at 0/2/4/6), times the
analysis of the whole deal, all eight seats, and of seat 0 alone, at the default budget
(targets, issue 12: <= 60 s and <= 10 s), and collects the loss the coach assigns to each
decision. Prints the mean loss of the random players' moves and of the search players' moves,
each with a 95 % interval (normal approximation over decisions). Times are CPU seconds of
this process (``time.process_time``): what one core spends, whatever else the machine runs.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

from unsun_lab.analysis import DEFAULT_WORLDS, analyse
from unsun_lab.deal import Deal
from unsun_lab.match import play_out
from unsun_lab.players import BasePlayer, RandomPlayer, SearchPlayer


def interval(xs: list[float]) -> str:
    mean = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return f"{mean:.3f} points [{mean - half:.3f}, {mean + half:.3f}] over {len(xs)} decisions"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    losses: dict[str, list[float]] = {"random": [], "search": []}
    whole, one = [], []
    for i in range(args.deals):
        deal = Deal.shuffled(seed=args.seed + i, dealer=i % 8)
        players: list[BasePlayer] = [
            RandomPlayer(seed=s) if s & 1 else SearchPlayer(seed=s) for s in range(8)
        ]
        play_out(deal, players)
        t0 = time.process_time()
        result = analyse(deal)
        whole.append(time.process_time() - t0)
        t0 = time.process_time()
        analyse(deal, seats=[0])
        one.append(time.process_time() - t0)
        for d in result.decisions:
            losses["random" if d.seat & 1 else "search"].append(d.loss)
        print(f"deal {i + 1}: all seats {whole[-1]:.1f} s, seat 0 {one[-1]:.1f} s", flush=True)
    print(f"default budget: {DEFAULT_WORLDS} worlds per decision")
    print(f"all eight seats: median {statistics.median(whole):.1f} s, max {max(whole):.1f} s")
    print(f"seat 0 alone:    median {statistics.median(one):.1f} s, max {max(one):.1f} s")
    for name in ("random", "search"):
        print(f"mean loss of {name} moves: {interval(losses[name])}")


if __name__ == "__main__":
    main()
