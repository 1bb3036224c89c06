"""ExpertPlayer vs SearchPlayer over duplicate deal pairs, and per-decision time, on one core.

    python benchmarks/expert.py --pairs N [--seed S] [--out FILE]
    python benchmarks/expert.py --timing-deals 2
    python benchmarks/expert.py --read FILE [FILE ...]   # summarise runs written with --out
    python benchmarks/expert.py --read NEW ... --against OLD ...   # paired, on shared seeds
    python benchmarks/expert.py --pairs N --see partners|opponents|all   # the value of knowing
    python benchmarks/expert.py --pairs N --see partners --told trumps   # ... only their trumps
    python benchmarks/expert.py --pairs N --see opponents --told trump-honours|plain-honours
    python benchmarks/expert.py --pairs N --convention   # experts that keep and read it

Two processes with different ``--seed`` ranges and ``--out`` files use two cores; ``--read``
puts them together (it refuses a seed played twice). ``--against`` pairs each deal of the runs
read with the same deal in other runs (a variant against the default, say) and gives the
difference on the seeds both played. It does not narrow the interval: the duplicate pairs
already cancel the luck of the cards, and what is left, the play, hardly correlates between two
runs (100 pairs of ``--see opponents --told trumps`` against the default: +0.99 +/- 0.34 and
-0.06 +/- 0.29, difference +1.05 +/- 0.43).

A pair is one shuffled deal played twice with the same cards: first the experts sit at
seats 0/2/4/6 and the search players at 1/3/5/7, then the levels swap seats. The pair's
result is the expert team's margin in the first deal plus the expert team's margin in the
second, halved: the points per deal the expert gains, with the luck of the cards cancelled.
Each pair is appended to ``--out`` as one JSON line as soon as it is played, so a long run
can be read while it goes. Target (issue 12): mean >= +0.4 points/deal over 400 pairs with
the 95 % interval above 0, at median <= 300 ms and p95 <= 600 ms per decision. Decision times
are CPU time of this process (``time.process_time``), the cost on one core under any load.

``--see`` is a measurement, not a player: the experts are told the true hands of their
partners, of their opponents, or of every seat, which R31 forbids any real player. What they
gain over the honest expert bounds what any better inference about those hands could gain.
With ``--told trumps`` they are told only which trumps those seats hold (R9, R14), the bound
for a convention or an inference that tells trumps alone; with ``--told trump-honours`` only
which of the trumps of the combinations those seats hold (Sun, Un, Sota, native Robai, Rei,
R27) and Tenka; with ``--told plain-honours`` only which Suns, Uns and Reis of the plain
suits (the top three of R15), the cards that win plain tricks.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from pathlib import Path
from typing import Any

from unsun_lab.cards import DECK, Card, Suit
from unsun_lab.deal import Deal
from unsun_lab.fastsim import FastTable, mask_of
from unsun_lab.players import BasePlayer, ExpertPlayer, make_player
from unsun_lab.players.knowledge import Knowledge, knowledge_of
from unsun_lab.view import PlayerView


class SeeingExpert(ExpertPlayer):
    """An expert told the true hands of some seats (``--see``): for measurement only."""

    def __init__(self, deal: Deal, see: str, told: str = "hands", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.deal = deal
        self.see = see
        self.told = told

    def _knowledge(self, view: PlayerView) -> Knowledge:
        know = knowledge_of(view)
        me = view.seat
        for s in range(8):
            group = "partners" if s & 1 == me & 1 else "opponents"
            if s == me or s in know.facedown or self.see not in (group, "all"):
                continue
            shown = mask_of([c.index for c in self.deal.hand(s)]) & know.unseen
            if self.told != "hands":  # only which cards of the kind it holds: none beside
                kind = told_cards(self.told, know.table)
                shown &= kind
                know.allow[s] &= ~kind
            know.known[s] |= shown
            know.need[s] -= shown.bit_count()
            know.unseen &= ~shown
        return know


#: What ``--told`` can tell besides whole hands.
TOLD = ("trumps", "trump-honours", "plain-honours")


def told_cards(told: str, table: FastTable) -> int:
    """The mask of the cards ``--told`` names, for one trump suit (R9, R10, R14, R15)."""
    if told == "trumps":
        return table.trumps
    trump = DECK[table.sun].suit
    if told == "trump-honours":
        ranks = ("Su", "Un", "So", "Ro", "Re")
        return mask_of([Card(trump.letter + r) for r in ranks] + [Card("PRo")])
    plain = [suit for suit in Suit if suit != trump]
    return mask_of([Card(suit.letter + r) for suit in plain for r in ("Su", "Un", "Re")])


def play(deal: Deal, players: list[BasePlayer], times: dict[str, list[float]]) -> None:
    while not deal.over:
        seat = deal.to_move
        assert seat is not None
        view = deal.view(seat)
        t0 = time.process_time()
        move = players[seat].choose(view)
        if len(view.legal_moves) > 1:
            times.setdefault(players[seat].name, []).append(time.process_time() - t0)
        deal.push(move)


EXPERT: dict[str, Any] = {}  # keyword arguments for ExpertPlayer (--eps, --rollouts)
SEE: dict[str, str] = {}  # SeeingExpert's keyword arguments: see (whose hands), told (what)


def pair(seed: int, times: dict[str, list[float]]) -> float:
    """One duplicate pair: the expert team's gain in points per deal (see above)."""
    gains = []
    for expert_team in (0, 1):
        deal = Deal.shuffled(seed=seed, dealer=seed % 8)
        players: list[BasePlayer] = [
            expert(deal, seed * 8 + s)
            if s & 1 == expert_team
            else make_player("search", seed=seed * 8 + s)
            for s in range(8)
        ]
        play(deal, players, times)
        score = deal.score
        gains.append(score[expert_team] - score[1 - expert_team])
    return sum(gains) / 2


def expert(deal: Deal, seed: int) -> ExpertPlayer:
    if SEE:
        return SeeingExpert(deal, seed=seed, **SEE, **EXPERT)
    return ExpertPlayer(seed=seed, **EXPERT)


def summary(values: list[float]) -> str:
    return f"{len(values)} pairs: {interval(values)}"


def interval(values: list[float]) -> str:
    """The mean points per deal of ``values`` with its 95 % interval."""
    mean, low, high = mean_ci(values)
    return f"{mean:+.3f} points/deal, 95% CI [{low:+.3f}, {high:+.3f}]"


def mean_ci(values: list[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and the ends of its 95 % interval (normal, 1.96 standard errors)."""
    n = len(values)
    mean = statistics.fmean(values)
    se = statistics.stdev(values) / math.sqrt(n) if n > 1 else float("nan")
    return mean, mean - 1.96 * se, mean + 1.96 * se


def quantiles(xs: list[float]) -> str:
    xs = sorted(xs)
    med = statistics.median(xs) * 1000
    p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))] * 1000
    return f"{len(xs)} decisions, median {med:.0f} ms, p95 {p95:.0f} ms"


def read_rows(paths: list[Path]) -> list[dict[str, Any]]:
    """The pairs written with ``--out`` to ``paths``; a seed played twice is refused."""
    rows = [json.loads(line) for path in paths for line in path.read_text().splitlines()]
    seeds = [r["seed"] for r in rows]
    if len(set(seeds)) != len(seeds):
        raise SystemExit(f"a deal seed appears twice in {', '.join(map(str, paths))}")
    return rows


def paired(rows: list[dict[str, Any]], base: list[dict[str, Any]]) -> str:
    """The runs ``rows`` minus ``base`` on the seeds both played, with its 95 % interval."""
    old = {r["seed"]: r["gain"] for r in base}
    shared = sorted(r["seed"] for r in rows if r["seed"] in old)
    if len(shared) < 2:
        return f"against: {len(shared)} shared seeds, too few to compare"
    new = {r["seed"]: r["gain"] for r in rows}
    both = interval([old[s] for s in shared])
    diff = interval([new[s] - old[s] for s in shared])
    return f"against, on the {len(shared)} shared seeds: those runs {both}; difference {diff}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pairs", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--timing-deals", type=int, default=0)
    parser.add_argument("--eps", type=float, default=None, help="the expert's rollout slips")
    parser.add_argument("--rollouts", type=int, default=None, help="the expert's budget")
    parser.add_argument("--policy", default=None, help="the expert's rollout policy")
    parser.add_argument(
        "--inference", action="store_true", help="the expert weighs worlds by habits"
    )
    parser.add_argument(
        "--convention", action="store_true", help="the experts keep the convention and read it"
    )
    parser.add_argument("--see", choices=("partners", "opponents", "all"), default=None)
    parser.add_argument(
        "--told", choices=("hands", *TOLD), default="hands", help="what --see tells"
    )
    parser.add_argument("--read", type=Path, nargs="*", default=[], help="summarise JSON lines")
    parser.add_argument(
        "--against", type=Path, nargs="*", default=[], help="with --read: runs to pair with"
    )
    args = parser.parse_args()
    if args.eps is not None:
        EXPERT["eps"] = args.eps
    if args.rollouts is not None:
        EXPERT["rollouts"] = args.rollouts
    if args.policy is not None:
        EXPERT["policy"] = args.policy
    if args.see:
        SEE.update(see=args.see, told=args.told)
    if args.inference:
        EXPERT["inference"] = True
    if args.convention:
        EXPERT["convention"] = True
    if args.read:
        rows = read_rows(args.read)
        print(summary([r["gain"] for r in rows]))
        if args.against:
            print(paired(rows, read_rows(args.against)))
        for name in ("expert", "search"):
            taken = [t for r in rows for t in r.get("times", {}).get(name, [])]
            if taken:
                print(f"{name:7s} {quantiles(taken)}")
        return
    times: dict[str, list[float]] = {}
    for i in range(args.timing_deals):
        deal = Deal.shuffled(seed=args.seed + i)
        players = [make_player("expert" if s & 1 else "search", seed=s) for s in range(8)]
        play(deal, players, times)
    gains: list[float] = []
    for i in range(args.pairs):
        spent: dict[str, list[float]] = {}
        gains.append(pair(args.seed + i, spent))
        for name, values in spent.items():
            times.setdefault(name, []).extend(values)
        if args.out is not None:
            row = {"seed": args.seed + i, "gain": gains[-1], "times": spent}
            with args.out.open("a") as f:
                f.write(json.dumps(row) + "\n")
        print(f"pair {i + 1}/{args.pairs}: {gains[-1]:+.1f}  " + summary(gains), flush=True)
    for name in sorted(times):
        print(f"{name:7s} {quantiles(times[name])}")


if __name__ == "__main__":
    main()
