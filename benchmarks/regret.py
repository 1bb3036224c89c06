"""Where the expert and the search player lose points: both judged on the same positions.

    python benchmarks/regret.py --deals N [--seed S] [--oracle R] [--out FILE]
    python benchmarks/regret.py --deals N --see opponents --told trumps   # a third player
    python benchmarks/regret.py --read FILE [FILE ...]

It plays N deals, experts at 0/2/4/6 and search players at 1/3/5/7 in even deals and the
other way round in odd ones. At every decision with two or more legal moves, *both* players
are asked what they would play from the seat's view (R31), and an **oracle** values every
legal move from the true deal: R rollouts of each move in the true deal (the rollouts of the
players, ``players.rollout.playout_greedy``, with every hidden card known -- R31 forbids this to any
player; it is a measurement). A player's *regret* at a decision is the oracle's value of the
oracle's best move minus its value of the player's move, in points of team margin (R29).

Two things are read from that:

* the paired difference, the search player's loss minus the expert's on the same decisions
  (a loss: the oracle's best value minus its value of the move): what the expert gains over
  the search player by kind of decision, with its 95 % interval, free of the luck of the
  deals and of who played which deal;
* each player's regret against the oracle, which says where the points go for lack of
  knowing the hidden cards (the oracle knows them) -- the best move is picked with one half
  of the oracle's rollouts and valued with the other, so that the noise of the pick does not
  inflate it.

With ``--see`` (and ``--told``, as in ``benchmarks/expert.py``) a third player is asked too: an
expert told those hidden cards, which shows how much of the regret knowing them would take
away. It never moves: the deals are played by the expert and the search player as above.

Kinds of decision: ``declare`` (R11), ``discard`` (R12), ``lead trump`` / ``lead plain``
(R19, R20), ``follow meri`` (R20), ``follow plain, before meri`` (any card, R22),
``follow plain, after meri, trump`` / ``... plain`` (R23, R24), by the card the seat to move
would play according to the expert. "per deal" sums a kind's mean over one team's decisions
of a deal (the decisions of that kind per deal times the mean).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from collections import defaultdict
from pathlib import Path
from typing import Any

from expert import TOLD, SeeingExpert, mean_ci  # benchmarks/expert.py, beside this file

from unsun_lab.deal import Deal
from unsun_lab.fastsim import FastDeal, fast_table
from unsun_lab.players import BasePlayer, ExpertPlayer, make_player
from unsun_lab.players.rollout import playout_greedy
from unsun_lab.players.search import move_int
from unsun_lab.view import PlayerView

KINDS = (
    "declare",
    "discard",
    "lead trump",
    "lead plain",
    "follow meri",
    "follow plain, before meri",
    "follow plain, after meri, trump",
    "follow plain, after meri, plain",
)


def kind(view: PlayerView, move: str) -> str:
    """Which of KINDS a decision is (R11, R12, R19-R24), by the card ``move`` it plays."""
    if view.phase in ("declare", "discard"):
        return view.phase
    trump = fast_table(view.trump).trumps >> move_int(move) & 1
    trick = view.current_trick
    if trick is None or not trick.plays:
        return "lead trump" if trump else "lead plain"
    if trick.meri:
        return "follow meri"
    if not view.meri_seen:
        return "follow plain, before meri"
    return "follow plain, after meri, " + ("trump" if trump else "plain")


def oracle(deal: Deal, moves: list[str], rollouts: int, rng: random.Random) -> list[list[int]]:
    """Each move's margins for the seat to move over ``rollouts`` greedy rollouts in the true
    deal, every move meeting the same rollout randomness."""
    start = FastDeal.from_deal(deal)
    seat = deal.to_move
    assert seat is not None
    codes = [move_int(m) for m in moves]
    margins: list[list[int]] = [[] for _ in moves]
    for _ in range(rollouts):
        roll_seed = rng.getrandbits(32)
        for i, m in enumerate(codes):
            fd = start.copy()
            fd.push(m)
            playout_greedy(fd, random.Random(roll_seed))
            margins[i].append(fd.margin(seat))
    return margins


def regret(margins: list[list[int]], move: int) -> float:
    """The regret of move index ``move``: pick the best with the first half of the rollouts,
    value both with the second half (so that the pick's noise does not inflate it)."""
    half = len(margins[0]) // 2
    pick = max(range(len(margins)), key=lambda i: sum(margins[i][:half]))
    return (sum(margins[pick][half:]) - sum(margins[move][half:])) / (len(margins[0]) - half)


def deal_rows(seed: int, rollouts: int, see: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """Play deal ``seed`` (experts on the even seats when ``seed`` is even) and judge every
    decision of both teams; with ``see``, also ask a ``SeeingExpert`` told those cards."""
    deal = Deal.shuffled(seed=seed, dealer=seed % 8)
    expert_team = seed & 1
    expert = [ExpertPlayer(seed=seed * 8 + s) for s in range(8)]
    search = [make_player("search", seed=seed * 8 + s) for s in range(8)]
    rng = random.Random(seed)
    rows = []
    while not deal.over:
        seat = deal.to_move
        assert seat is not None
        view = deal.view(seat)
        legal = list(view.legal_moves)
        mover = "expert" if seat & 1 == expert_team else "search"
        if len(legal) == 1:
            deal.push(legal[0])  # no choice: nobody is asked, nothing is judged
            continue
        players: dict[str, BasePlayer] = {"expert": expert[seat], "search": search[seat]}
        if see:
            players["seeing"] = SeeingExpert(deal, seed=seed * 8 + seat, **see)
        chosen = {name: p.choose(view) for name, p in players.items()}
        margins = oracle(deal, legal, rollouts, rng)
        means = [statistics.fmean(m) for m in margins]
        best = max(means)
        rows.append(
            {
                "seed": seed,
                "kind": kind(view, chosen["expert"]),
                "by": mover,
                **{
                    name: {
                        "move": move,
                        "loss": best - means[legal.index(move)],
                        "regret": regret(margins, legal.index(move)),
                    }
                    for name, move in chosen.items()
                },
            }
        )
        deal.push(chosen[mover])
    return rows


def interval(values: list[float], scale: float = 1.0) -> str:
    """The mean of ``values`` times ``scale`` with its 95 % interval."""
    mean, low, high = (x * scale for x in mean_ci(values))
    return f"{mean:+.3f} [{low:+.3f}, {high:+.3f}]"


def report(rows: list[dict[str, Any]]) -> None:
    """Per kind of decision: the paired differences of each other player's loss from the
    expert's (positive: the expert chose better), and each player's regret, per deal."""
    deals = len({r["seed"] for r in rows})
    others = [name for name in ("search", "seeing") if name in rows[0]]
    names = ["expert", *others]
    by_kind: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        by_kind[r["kind"]].append(r)
    by_kind["all"] = rows
    print(f"{deals} deals, {len(rows)} decisions with a choice; per deal = one team's decisions")
    head = f"{'kind':32s} {'per deal':>8s}"
    for name in others:
        head += f"  {name + ' - expert, per deal [95 %]':33s}"
    print(head + "  regret per deal: " + " / ".join(names))
    for kind_name in (*KINDS, "all"):
        found = by_kind.get(kind_name, [])
        if not found:
            continue
        per_deal = len(found) / deals / 2  # the two teams' decisions of each deal
        line = f"{kind_name:32s} {per_deal:8.1f}"
        for name in others:
            diff = [r[name]["loss"] - r["expert"]["loss"] for r in found]
            line += f"  {interval(diff, per_deal):33s}"
        regrets = [statistics.fmean(r[n]["regret"] for r in found) * per_deal for n in names]
        print(line + "  " + " / ".join(f"{x:.2f}" for x in regrets))
    for name in others:
        same = statistics.fmean(r[name]["move"] == r["expert"]["move"] for r in rows)
        print(f"{name} and expert chose the same move at {same:.0%} of the decisions")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=0)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--oracle", type=int, default=400, help="oracle rollouts per move")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--see", choices=("partners", "opponents", "all"), default=None)
    parser.add_argument("--told", choices=("hands", *TOLD), default="hands", help="with --see")
    parser.add_argument("--read", type=Path, nargs="*", default=[], help="report JSON lines")
    args = parser.parse_args()
    see = {"see": args.see, "told": args.told} if args.see else None
    if args.read:
        report([json.loads(line) for p in args.read for line in p.read_text().splitlines()])
        return
    rows: list[dict[str, Any]] = []
    for i in range(args.deals):
        found = deal_rows(args.seed + i, args.oracle, see)
        rows.extend(found)
        if args.out is not None:
            with args.out.open("a") as f:
                f.writelines(json.dumps(r) + "\n" for r in found)
        print(f"deal {i + 1}/{args.deals}: {len(found)} decisions", flush=True)
    if rows:
        report(rows)


if __name__ == "__main__":
    main()
