"""The search players' rollout policy: how well it predicts the search player, how strong it is.

    python benchmarks/rollouts.py --fidelity 40 [--seed S]   # deals of eight search players
    python benchmarks/rollouts.py --duel 20000 [--eps E]     # simulated duplicate pairs
    python benchmarks/rollouts.py --habits 30 --seed 50000 60000   # how search players follow

The search and expert players value a move by playing the deal out with a greedy policy
(``players.rollout.playout_greedy``): everyone after the move is assumed to play that way.

``--fidelity N`` plays N deals with eight search players and, at every play decision with
two or more distinct moves, asks whether the greedy policy (``players.rollout.greedy_move``, from
the same hand and trick) would have played the card the search player chose, or one that
plays exactly like it (``players.expert.equivalent_moves``, judged from the seat's view,
R31). "chance" is how often a uniformly random legal card would have agreed. The rollouts
lead at random, so leads are listed with their chance only, outside the total of follows.

``--duel N`` plays N simulated deals twice with the same cards and rollout randomness: team
0/2/4/6 leads by the expert's lead rule (``greedy_move(fd, leads=True)``) and the other team at
random, then the teams swap. Both follow greedily and slip with probability ``eps``. The
result is the lead rule's gain in points a deal, with its 95 % interval.

``--habits N`` plays N deals with eight search players from each ``--seed`` and counts, by the
seat's place in the trick, how often a follow beat the trick so far (R25) when the seat had
both cards that would and cards that would not: once with an opponent winning, once with a
partner winning. These are the shares in ``players.knowledge.HABITS``, the expert's model of
play for inference (counted with the command above). Then, after each follow that did not
beat an opponent, it samples 40 worlds from the next seat's view: the share in which the seat
could have beaten, plain and weighted by HABITS, against how often it truly could.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

from unsun_lab.cards import DECK, Card
from unsun_lab.deal import Deal
from unsun_lab.fastsim import PLAY_PHASE, FastDeal, pick
from unsun_lab.players import make_player
from unsun_lab.players.expert import equivalent_moves
from unsun_lab.players.knowledge import HABITS, knowledge_of
from unsun_lab.players.rollout import greedy_move
from unsun_lab.stats import proportion_interval
from unsun_lab.view import PlayerView

SITUATIONS = ("lead", "partner winning", "opponent winning, can beat", "cannot beat")


def situation(fd: FastDeal) -> str:
    """Which of SITUATIONS the seat to move is in (R25)."""
    if not fd.plays:
        return "lead"
    partner, above = fd.follow_state()
    if partner:
        return "partner winning"
    if fd.legal_mask() & above:
        return "opponent winning, can beat"
    return "cannot beat"


def search_plays(deals: int, seed: int) -> Iterator[tuple[Deal, PlayerView, str]]:
    """Every decision of ``deals`` deals played by eight search players from ``seed`` on:
    the deal before the move, the mover's view and the move."""
    for k in range(deals):
        s0 = seed + k
        deal = Deal.shuffled(seed=s0, dealer=s0 % 8)
        players = [make_player("search", seed=s0 * 8 + s) for s in range(8)]
        while not deal.over:
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            move = players[seat].choose(view)
            yield deal, view, move
            deal.push(move)
        print(f"deal {k + 1}/{deals}", flush=True)


def fidelity(deals: int, seed: int) -> dict[str, tuple[int, int, float]]:
    """Per situation: decisions, agreements with the greedy policy, summed chance."""
    out = {s: (0, 0, 0.0) for s in SITUATIONS}
    for deal, view, move in search_plays(deals, seed):
        if view.phase == "play":
            same = equivalent_moves(view)
            if len(set(same.values())) > 1:
                fd = FastDeal.from_deal(deal)
                g = greedy_move(fd)
                agree = g >= 0 and same[DECK[g].code] == same[move]
                share = sum(same[m] == same[move] for m in same) / len(same)
                where = situation(fd)
                n, a, c = out[where]
                out[where] = (n + 1, a + agree, c + share)
    return out


@dataclass
class HabitCounts:
    """What ``--habits`` counts, by (partner winning, place in the trick 1-7)."""

    #: follows with a choice -> [follows, follows that beat the trick]
    beat: dict[tuple[bool, int], list[int]] = field(default_factory=dict)
    #: follows that did not beat, an opponent winning, by place -> [follows, follows where the
    #: seat held a card that would have beaten, the same share in sampled worlds (summed),
    #: and in worlds weighed by HABITS (summed)]
    could: dict[int, list[float]] = field(default_factory=dict)


def habits(deals: int, seeds: list[int], worlds: int = 40) -> HabitCounts:
    """Count the search players' follows, and check the sampler's belief after each follow
    that did not beat: from the next seat's view, in how many of ``worlds`` sampled worlds
    could the seat have beaten, against how often it really could."""
    out = HabitCounts()
    rng = random.Random(0)
    for seed in seeds:
        for deal, view, move in search_plays(deals, seed):
            if view.phase != "play":
                continue
            fd = FastDeal.from_deal(deal)
            if not fd.plays or fd.number > 8:
                continue
            partner, above = fd.follow_state()
            legal = fd.legal_mask()
            card = Card(move).index
            place = len(fd.plays)
            able = legal & above
            if able and able != legal:
                n, b = out.beat.setdefault((partner, place), [0, 0])
                out.beat[partner, place] = [n + 1, b + (above >> card & 1)]
            if partner or above >> card & 1:
                continue
            after = deal.copy()
            after.push(move)
            other = (fd.to_move + 1) % 8
            seen = after.view(other)
            know = knowledge_of(seen)
            plain = weighed = total = 0.0
            then = fd.copy()  # the trick as it was, with the world's hand for the seat
            for _ in range(worlds):
                world = know.sample_world(seen, rng, habits=HABITS)
                then.hands[fd.to_move] = world.deal.hands[fd.to_move] | 1 << card
                could = bool(then.legal_mask() & above)
                plain += could
                weighed += world.weight * could
                total += world.weight
            row = out.could.setdefault(place, [0, 0, 0.0, 0.0])
            row[0] += 1
            row[1] += bool(able)
            row[2] += plain / worlds
            row[3] += weighed / total
    return out


def duel_deal(seed: int, rule_team: int, eps: float) -> int:
    """One simulated deal: ``rule_team`` leads by the rule; its margin (R29)."""
    fd = FastDeal.shuffled(seed, dealer=seed % 8)
    rng = random.Random(seed * 7 + 1)
    fd.open_at_random(rng)
    while fd.phase == PLAY_PHASE:
        mask = fd.legal_mask()
        move = -1
        leads = fd.to_move & 1 == rule_team
        if (fd.plays or leads) and rng.random() >= eps:
            move = greedy_move(fd, leads)
        if move < 0:
            move = pick(mask, rng.random())
        fd.play_card(move)
    return fd.margin(rule_team)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fidelity", type=int, default=0, metavar="DEALS")
    parser.add_argument("--duel", type=int, default=0, metavar="PAIRS")
    parser.add_argument("--habits", type=int, default=0, metavar="DEALS")
    parser.add_argument("--seed", type=int, nargs="+", default=[50_000])
    parser.add_argument("--eps", type=float, default=0.1)
    args = parser.parse_args()
    if not args.fidelity and not args.duel and not args.habits:
        parser.error("give --fidelity DEALS, --duel PAIRS or --habits DEALS")
    if args.habits:
        counts = habits(args.habits, args.seed)
        print(f"{args.habits} deals from each seed {args.seed}: beat the trick when able")
        for partner in (False, True):
            who = "partner" if partner else "opponent"
            cells = []
            for place in range(1, 8):
                n, b = counts.beat.get((partner, place), [0, 0])
                cells.append(f"{place}: {b}/{n} = {b / n:.2f}" if n else f"{place}: -")
            print(f"{who} winning  " + "  ".join(cells))
        print("did not beat an opponent: share that could have, truly / in sampled worlds")
        print(f"{'place':>5} {'follows':>7} {'truly':>6} {'sampled':>7} {'weighed':>7}")
        for place in sorted(counts.could):
            k, truly, plain, weighed = counts.could[place]
            print(f"{place:>5} {k:>7.0f} {truly / k:>6.2f} {plain / k:>7.2f} {weighed / k:>7.2f}")
    if args.duel:
        gains = [
            (duel_deal(s, 0, args.eps) + duel_deal(s, 1, args.eps)) / 2
            for s in range(args.seed[0], args.seed[0] + args.duel)
        ]
        mean = statistics.fmean(gains)
        half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains))
        print(
            f"lead rule vs random leads, {len(gains)} duplicate pairs, slips {args.eps}:"
            f" {mean:+.3f} points/deal, 95% CI [{mean - half:+.3f}, {mean + half:+.3f}]"
        )
    if args.fidelity:
        t0 = time.perf_counter()
        found = fidelity(args.fidelity, args.seed[0])
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
