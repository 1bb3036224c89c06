"""How often a player breaks each principle of play where the principle speaks.

    nice python benchmarks/principles_followed.py [--deals N] [--seed S] [--player heuristic]

Eight players of one level (seeded by seat, as ``benchmarks/primer.py`` seats them) play N
seeded deals (``simulation.deal_seed``). At every decision, each principle of
``unsun_lab.principles.PRINCIPLES`` is asked what it advises from the seat's own view (R31);
it *applies* when it advises some legal moves and not all of them, and the player *breaks* it
when its move is not one of those. Prints, per principle, the decisions where it applied and
the share broken with a 95 % interval (Wilson, ``unsun_lab.stats``); the principles the primer
measured as worth points (``Principle.measured``) are marked ``*``.

``--player heuristic-s40`` counts the heuristic as it was before it followed the principles
(``benchmarks/heuristic_s40.py``); any level of ``unsun_lab.players`` is accepted.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from heuristic_s40 import HeuristicS40

from unsun_lab.deal import Deal
from unsun_lab.players import BasePlayer, make_player
from unsun_lab.principles import PRINCIPLES
from unsun_lab.simulation import deal_seed
from unsun_lab.stats import proportion_interval


def player(name: str, seed: int) -> BasePlayer:
    if name == HeuristicS40.name:
        return HeuristicS40(seed=seed)
    return make_player(name, seed=seed)


def count(name: str, deals: int, seed: int) -> tuple[Counter[str], Counter[str]]:
    """(applied, broken) per principle id over ``deals`` deals played by ``name`` players."""
    applied: Counter[str] = Counter()
    broken: Counter[str] = Counter()
    for i in range(deals):
        deal = Deal.shuffled(seed=deal_seed(seed, i), dealer=i % 8)
        seats = [player(name, seed=s) for s in range(8)]
        while (seat := deal.to_move) is not None:
            view = deal.view(seat)
            move = seats[seat].choose(view)
            legal = set(view.legal_moves)
            for pid, principle in PRINCIPLES.items():
                advised = principle.advised(view)
                if advised is None or not advised or advised >= legal:
                    continue
                applied[pid] += 1
                broken[pid] += move not in advised
            deal.push(move)
    return applied, broken


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--player", default="heuristic")
    args = parser.parse_args()
    t0 = time.perf_counter()
    applied, broken = count(args.player, args.deals, args.seed)
    print(f"{args.player}: {args.deals} deals, seed {args.seed}")
    print(f"{'principle':24} {'applies':>8} {'broken':>7}  share broken [95% CI]")
    for pid, principle in PRINCIPLES.items():
        n, k = applied[pid], broken[pid]
        mark = "*" if principle.measured else " "
        if n == 0:
            print(f"{pid:23}{mark} {0:8d} {0:7d}  -")
            continue
        e = proportion_interval(k, n)
        print(f"{pid:23}{mark} {n:8d} {k:7d}  {e.value:6.1%} [{e.low:.1%}, {e.high:.1%}]")
    print(f"elapsed: {time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
