"""How often the coach names a principle of play when it explains a costly decision.

    PYTHONPATH=$PWD python benchmarks/coach_principles.py --deals 40 --worlds 300

Deals ``Deal.shuffled(seed, dealer=seed % 8)`` for seeds first .. deals-1 (or ``--seeds``),
seat 0 played by a seeded random player in the even deals and a seeded heuristic player in
the odd ones, the other seven by seeded heuristic players. The coach
(``unsun_lab.analysis.analyse``) judges seat 0's decisions at ``--worlds`` sampled worlds,
seed 0; of those labelled a mistake or a blunder, the share whose ``why`` leads with a
principle (``Decision.principle``, ``analysis.principle_lead``) is printed, by seat 0's
player, with a 95 % Wilson interval: first those where the principle explains the cost (it
recommends the better move, or a move worth clearly more than the one played), then with
those where the played move followed a principle that does not hold there (an exception);
with ``--show N``, the first N explanations of each kind in full (English).
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter

from unsun_lab.analysis import Decision, analyse
from unsun_lab.deal import Deal
from unsun_lab.players import HeuristicPlayer, RandomPlayer
from unsun_lab.players.base import BasePlayer

#: The coach's leads that explain a costly decision, and the one that names an exception.
EXPLAINS = frozenset({"principle.coach.lead", "principle.coach.lead_also"})
EXCEPTION = frozenset({"principle.coach.exception"})


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of k successes in n."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def played(seed: int) -> tuple[str, Deal]:
    """The deal of ``seed`` played to its end, and seat 0's player."""
    level = "random" if seed % 2 == 0 else "heuristic"
    first: BasePlayer = (RandomPlayer if level == "random" else HeuristicPlayer)(seed=seed * 8)
    players = [first] + [HeuristicPlayer(seed=seed * 8 + s) for s in range(1, 8)]
    deal = Deal.shuffled(seed=seed, dealer=seed % 8)
    while deal.phase != "over":
        seat = deal.to_move
        assert seat is not None
        deal.push(players[seat].choose(deal.view(seat)))
    return level, deal


def costly(seeds: list[int], worlds: int) -> list[tuple[str, int, Decision]]:
    """Seat 0's mistakes and blunders in the deals of ``seeds``: (its player, the deal's
    seed, the decision)."""
    out = []
    for seed in seeds:
        level, deal = played(seed)
        for d in analyse(deal, seats=[0], worlds=worlds, seed=0).decisions:
            if d.label in ("mistake", "blunder"):
                out.append((level, seed, d))
        named = sum(d.principle is not None for _, _, d in out)
        print(f"deal {seed}: {len(out)} costly, {named} name a principle", file=sys.stderr)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--first", type=int, default=0, help="the first deal's seed")
    parser.add_argument(
        "--seeds", type=int, nargs="+", help="only these deals (those where seat 0 erred)"
    )
    parser.add_argument("--worlds", type=int, default=300)
    parser.add_argument("--show", type=int, default=0)
    args = parser.parse_args(argv)
    seeds = args.seeds or list(range(args.first, args.deals))
    found = costly(seeds, args.worlds)
    total: Counter[str] = Counter(level for level, _, _ in found)
    for kinds, what in ((EXPLAINS, "are explained by"), (EXPLAINS | EXCEPTION, "name")):
        named: Counter[str] = Counter(
            level for level, _, d in found if d.principle is not None and d.principle.key in kinds
        )
        for level in (*sorted(total), "all"):
            k = sum(named.values()) if level == "all" else named[level]
            n = sum(total.values()) if level == "all" else total[level]
            low, high = wilson(k, n)
            share = k / n if n else 0.0
            print(
                f"{level}: {k} of {n} mistakes and blunders {what} a principle,"
                f" {100 * share:.1f} % ({100 * low:.1f} to {100 * high:.1f} %)"
            )
    by_kind = Counter(d.principle.key for _, _, d in found if d.principle is not None)
    print("by kind:", ", ".join(f"{k} {by_kind[k]}" for k in sorted(by_kind)))
    for key in sorted(by_kind):
        shown = [x for x in found if x[2].principle is not None and x[2].principle.key == key]
        for level, seed, d in shown[: args.show]:
            print(f"\n-- deal {seed} (seat 0 {level}), {d.narrate('en')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
