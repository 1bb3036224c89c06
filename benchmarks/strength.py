"""Player strength in duplicate format: every deal twice, the teams swapped onto the same hands.

    python benchmarks/strength.py --pairs N --a heuristic --b random [--workers 2] [--seed S]

Player A sits at seats 0/2/4/6 in the first deal of a pair and at 1/3/5/7 in the second, on
the same cards, so the luck of the deal cancels (``unsun_lab.study.versus``). Prints A's mean
margin in points per deal (A's team score minus B's, R29) with a 95% confidence interval, the
share of deal pairs A won, and the Elo difference that share corresponds to. Targets (issue 4):
heuristic over random at least +2.0 points/deal; search over heuristic at least +0.5 with the
CI above zero.

Besides the levels of ``unsun_lab.players``, ``heuristic-s40`` names the heuristic player as it
was before it followed the primer's principles (``benchmarks/heuristic_s40.py``), so the new
heuristic can meet the old one: ``--a heuristic --b heuristic-s40``.
"""

from __future__ import annotations

import argparse
import math
import time
from functools import partial

from heuristic_s40 import HeuristicS40

from unsun_lab.players import BasePlayer, make_player
from unsun_lab.study import versus


def player(name: str, seed: int) -> BasePlayer:
    """A level of ``unsun_lab.players`` by name, or the kept old heuristic."""
    if name == HeuristicS40.name:
        return HeuristicS40(seed=seed)
    return make_player(name, seed=seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pairs", type=int, default=200)
    parser.add_argument("--a", default="heuristic")
    parser.add_argument("--b", default="random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    t0 = time.perf_counter()
    # one player a seat, seeded by seat (A's and B's seeds differ); a player's moves depend
    # only on its seed and its view, so the result is the same with any number of workers
    a = partial(player, args.a)
    b = partial(player, args.b)
    result = versus(
        lambda seat: a(seed=seat), lambda seat: b(seed=100 + seat), args.pairs, args.seed,
        workers=args.workers, progress=True,
    )  # fmt: skip
    e = result.estimate()
    share = result.share_better().value
    clipped = min(max(share, 1e-3), 1 - 1e-3)
    elo = 400 * math.log10(clipped / (1 - clipped))
    print(f"{args.a} vs {args.b}: {e.n} deal pairs ({2 * e.n} deals), seed {args.seed}")
    print(f"margin: {e.value:+.2f} points/deal, 95% CI [{e.low:+.2f}, {e.high:+.2f}]")
    print(f"deal pairs won: {share:.1%} (ties count half)   Elo equivalent: {elo:+.0f}")
    print(f"elapsed: {time.perf_counter() - t0:.0f} s with {args.workers} worker(s)")


if __name__ == "__main__":
    main()
