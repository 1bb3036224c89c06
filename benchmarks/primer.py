"""The measurements behind the "playing well" primer (notebooks/04b_playing_well.ipynb).

    nice python benchmarks/primer.py [--scale 1.0] [--seed 11] [--out FILE.json]

Every deal is played by eight heuristic players (``unsun_lab.players.HeuristicPlayer``,
seeded by seat), except where a line says random. Each figure is a mean or a share with its
95 % interval (``unsun_lab.study``):

* cards in danger: trumps that are the lower card of a pair (R27) played on a plain-led trick,
  split by whether the upper card was still unseen; share that gave a combination away;
* declare or hide: ``declare_value`` by what the holder was dealt above the Robai (R11, R28);
* the first Meri: ``branch_value`` at a lead of tricks 2-6 before any Meri, strongest trump
  minus strongest plain card, by trumps held (R20, R22);
* partners: ``branch_value`` after a partner's face-down trump, plain card minus weakest trump
  (R24, R27); and how often two partners both trump one trick (random and heuristic play);
* the free phase: plain Suns led before and after the first Meri, the share they won (R22, R23);
* the lone Sun: ``branch_value`` at an R21 choice, keep the Sun minus play it, with random
  players (heuristic players almost never reach that choice: they play a lone Sun early);
* the ninth trick: ``branch_value`` at trick 8 with one trump and one plain card, keep the trump
  for trick 9 minus play it now (R26, R28).

The results are written as JSON (the notebook reads them) and printed. At ``--scale 1`` the run
takes about 10-15 CPU-minutes on one core; it uses one process. ``--only NAME,...`` reruns some
sections and keeps the others of the existing file.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from unsun_lab.players import HeuristicPlayer
from unsun_lab.study import (
    Comparison,
    Estimate,
    Table,
    branch_value,
    danger_plays,
    declare_value,
    double_trumps,
    last_trump_choice,
    lone_sun,
    may_lead_first_meri,
    ninth_tricks,
    partner_trumped,
    play_deals,
    strongest_plain,
    strongest_trump,
    sun_leads,
    trumps_held,
    weakest_plain,
    weakest_trump,
)

REPO = Path(__file__).resolve().parents[1]


def heuristic(seat: int) -> HeuristicPlayer:
    return HeuristicPlayer(seed=seat)


def rows(table: Table) -> list[dict[str, Any]]:
    return [dict(zip(table.columns, row, strict=True)) for row in table.rows]


def estimate(e: Estimate) -> dict[str, Any]:
    return {"value": e.value, "low95": e.low, "high95": e.high, "n": e.n}


def comparison(c: Comparison) -> dict[str, Any]:
    return {"overall": estimate(c.estimate()), "by_group": rows(c.by_group())}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--out", type=Path, default=REPO / "notebooks" / "primer_measurements.json")
    parser.add_argument("--only", default="", help="comma-separated sections to rerun")
    args = parser.parse_args()
    only = {name for name in args.only.split(",") if name}
    n = lambda k: max(1, round(k * args.scale))  # noqa: E731
    seed = args.seed
    out: dict[str, Any] = {}
    if only and args.out.is_file():
        out = json.loads(args.out.read_text(encoding="utf-8"))
    out["command"] = f"nice python benchmarks/primer.py --scale {args.scale:g} --seed {seed}"
    out["players"] = "heuristic, except lone_sun: random"
    started = time.perf_counter()

    def wanted(name: str) -> bool:
        return not only or name in only

    def step(name: str, value: Any) -> None:
        out[name] = value
        out["seconds"] = round(time.perf_counter() - started)
        args.out.write_text(json.dumps(out, indent=1, allow_nan=False) + "\n", encoding="utf-8")
        print(f"[{out['seconds']:5d} s] {name}: {json.dumps(value)[:400]}", flush=True)

    if wanted("observed"):
        deals = play_deals(n(1500), seed, heuristic)
        step("deals", len(deals))
        step("danger", rows(danger_plays(deals)))
        step("free_phase", rows(sun_leads(deals)))
        step("ninth_kept", rows(ninth_tricks(deals)))
        step(
            "double_trumps",
            {
                "heuristic": estimate(double_trumps(deals)),
                "random": estimate(double_trumps(play_deals(n(3000), seed))),
            },
        )
    if wanted("declare"):
        step("declare", comparison(declare_value(n(800), seed, heuristic)))
    if wanted("first_meri"):
        first_meri = branch_value(
            n(600), seed, may_lead_first_meri, strongest_trump, strongest_plain, heuristic,
            group=trumps_held, what="lead the strongest trump minus the strongest plain card",
        )  # fmt: skip
        step("first_meri", comparison(first_meri))
    if wanted("partner"):
        partner = branch_value(
            n(800), seed, partner_trumped, weakest_plain, weakest_trump, heuristic,
            what="a plain card minus the weakest trump, after a partner's face-down trump",
        )  # fmt: skip
        step("partner", comparison(partner))
    if wanted("ninth"):
        ninth = branch_value(
            n(800), seed, last_trump_choice, weakest_plain, strongest_trump, heuristic,
            what="keep the trump for the ninth trick minus play it on trick 8",
        )  # fmt: skip
        step("ninth", comparison(ninth))
    if wanted("lone_sun"):
        sun = branch_value(
            n(20000), seed, lone_sun, weakest_plain, strongest_trump, None,
            what="keep the lone Sun minus play it on the Meri (random players)",
        )  # fmt: skip
        step("lone_sun", comparison(sun))


if __name__ == "__main__":
    main()
