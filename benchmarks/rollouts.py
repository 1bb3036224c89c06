"""The search players' rollout policy: how well it predicts the search player, how strong it is.

    python benchmarks/rollouts.py --fidelity 40 [--seed S]   # deals of eight search players
    python benchmarks/rollouts.py --duel 20000 [--eps E]     # simulated duplicate pairs

The search and expert players value a move by playing the deal out with a greedy policy
(``FastDeal.playout_greedy``): everyone after the move is assumed to play that way.

``--fidelity N`` plays N deals with eight search players and, at every play decision with
two or more distinct moves, asks whether the greedy policy (``FastDeal.greedy_move``, from
the same hand and trick) would have played the card the search player chose, or one that
plays exactly like it (``players.expert.equivalent_moves``, judged from the seat's view,
R31). "chance" is how often a uniformly random legal card would have agreed. The rollouts
lead at random, so leads are listed with their chance only, outside the total of follows.

``--duel N`` plays N simulated deals twice with the same cards and rollout randomness: team
0/2/4/6 leads by the expert's lead rule (``greedy_move(leads=True)``) and the other team at
random, then the teams swap. Both follow greedily and slip with probability ``eps``. The
result is the lead rule's gain in points a deal, with its 95 % interval.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from unsun_lab.cards import DECK
from unsun_lab.deal import Deal
from unsun_lab.fastsim import PLAY_PHASE, FastDeal, _best, _pick
from unsun_lab.players import make_player
from unsun_lab.players.expert import equivalent_moves
from unsun_lab.study import proportion_interval

SITUATIONS = ("lead", "partner winning", "opponent winning, can beat", "cannot beat")


def situation(fd: FastDeal) -> str:
    """Which of SITUATIONS the seat to move is in (R25)."""
    plays = fd.plays
    if not plays:
        return "lead"
    table = fd.table
    led = table.follow[plays[0]]
    best_i, best_key = _best(plays, led, table)
    if (fd.leader + best_i) & 1 == fd.to_move & 1:
        return "partner winning"
    key = table.key[led]
    if any(key[c] > best_key for c in fd.legal()):
        return "opponent winning, can beat"
    return "cannot beat"


def fidelity(deals: int, seed: int) -> dict[str, tuple[int, int, float]]:
    """Per situation: decisions, agreements with the greedy policy, summed chance."""
    out = {s: (0, 0, 0.0) for s in SITUATIONS}
    for k in range(deals):
        s0 = seed + k
        deal = Deal.shuffled(seed=s0, dealer=s0 % 8)
        players = [make_player("search", seed=s0 * 8 + s) for s in range(8)]
        while not deal.over:
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            move = players[seat].choose(view)
            if view.phase == "play":
                same = equivalent_moves(view)
                if len(set(same.values())) > 1:
                    fd = FastDeal.from_deal(deal)
                    g = fd.greedy_move()
                    agree = g >= 0 and same[DECK[g].code] == same[move]
                    share = sum(same[m] == same[move] for m in same) / len(same)
                    where = situation(fd)
                    n, a, c = out[where]
                    out[where] = (n + 1, a + agree, c + share)
            deal.push(move)
        print(f"deal {k + 1}/{deals}", flush=True)
    return out


def duel_deal(seed: int, rule_team: int, eps: float) -> int:
    """One simulated deal: ``rule_team`` leads by the rule; its margin (R29)."""
    fd = FastDeal.shuffled(seed, dealer=seed % 8)
    rng = random.Random(seed * 7 + 1)
    fd._open_at_random(rng)
    while fd.phase == PLAY_PHASE:
        mask = fd.legal_mask()
        move = -1
        leads = fd.to_move & 1 == rule_team
        if (fd.plays or leads) and rng.random() >= eps:
            move = fd.greedy_move(leads)
        if move < 0:
            move = _pick(mask, rng.random())
        fd._play(move)
    return fd.margin(rule_team)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fidelity", type=int, default=0, metavar="DEALS")
    parser.add_argument("--duel", type=int, default=0, metavar="PAIRS")
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--eps", type=float, default=0.1)
    args = parser.parse_args()
    if not args.fidelity and not args.duel:
        parser.error("give --fidelity DEALS or --duel PAIRS")
    if args.duel:
        gains = [
            (duel_deal(s, 0, args.eps) + duel_deal(s, 1, args.eps)) / 2
            for s in range(args.seed, args.seed + args.duel)
        ]
        mean = statistics.fmean(gains)
        half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains))
        print(
            f"lead rule vs random leads, {len(gains)} duplicate pairs, slips {args.eps}:"
            f" {mean:+.3f} points/deal, 95% CI [{mean - half:+.3f}, {mean + half:+.3f}]"
        )
    if args.fidelity:
        t0 = time.perf_counter()
        found = fidelity(args.fidelity, args.seed)
        print(f"{args.fidelity} deals of eight search players, {time.perf_counter() - t0:.0f} s")
        print(f"{'situation':<28} {'decisions':>9}  {'greedy agrees [95 %]':<22} {'chance':>6}")
        n, _, c = found["lead"]
        print(f"{'lead':<28} {n:>9}  {'(random)':<22} {c / max(n, 1):>6.1%}")
        total = (0, 0, 0.0)
        for where in SITUATIONS[1:]:
            n, a, c = found[where]
            total = (total[0] + n, total[1] + a, total[2] + c)
            print(row(where, n, a, c))
        print(row("all follows", *total))


def row(name: str, n: int, agree: int, chance: float) -> str:
    e = proportion_interval(agree, n)
    shown = f"{e.value:.1%} [{e.low:.1%}, {e.high:.1%}]"
    return f"{name:<28} {n:>9}  {shown:<22} {chance / max(n, 1):>6.1%}"


if __name__ == "__main__":
    main()
