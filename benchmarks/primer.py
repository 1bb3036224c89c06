"""The measurements behind the "playing well" primer (notebooks/04b_playing_well.ipynb).

    nice python benchmarks/primer.py [--scale 1.0] [--seed 11] [--out FILE.json]

Every deal is played by eight heuristic players (``unsun_lab.players.HeuristicPlayer``,
seeded by seat), except where a line says random. Each figure is a mean or a share with its
95 % interval (``unsun_lab.study``):

* cards in danger: trumps that are the lower card of a pair (R27) played on a plain-led trick,
  split by whether the upper card was still unseen; share that gave a combination away; and
  ``danger_keep``: at the first such choice of a deal (tricks 1-8, a card in danger and a safe
  card both legal), keep the card (play the weakest safe card) minus play it (R24, R27);
* declare or hide: ``declare_value`` by what the holder was dealt above the Robai (R11, R28);
* the first Meri: ``branch_value`` at a lead of tricks 2-6 before any Meri, strongest trump
  minus strongest plain card, by trumps held (R20, R22);
* partners: ``branch_value`` after a partner's face-down trump, plain card minus weakest trump
  (R24, R27); ``partner_every_trump``: the same positions played once with the weakest plain
  card and once with *each* legal trump, plain minus the weakest, the strongest, the average
  and the best of them; and how often two partners both trump one trick (random and heuristic);
* the free phase: plain Suns led before and after the first Meri, the share they won (R22, R23);
  ``sun_lead``: at a lead before any Meri with a plain Sun and another plain card legal, lead
  the other card (the strongest plain card that is not a Sun) minus lead the Sun (R22);
* the lone Sun: ``branch_value`` at an R21 choice, keep the Sun minus play it, with random
  players (heuristic players almost never reach that choice: they play a lone Sun early);
* trumping a plain lead before the first Meri (R22, R25): ``trump_last``, at the first position
  of a deal where the trump-a-plain-lead principle advises a trump (one of the last two to play,
  an opponent's plain card winning, nobody trumped yet), that trump minus the weakest plain
  card; ``trump_early``, at the first position with two or more players still to play after the
  seat (nobody of its team winning, a trump and a plain card legal), the weakest trump that is
  not in danger (or the weakest trump, when all are) minus the weakest plain card;
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

from unsun_lab.cards import Card, Rank
from unsun_lab.deal import Deal
from unsun_lab.match import play_out
from unsun_lab.orders import plain_order
from unsun_lab.players import HeuristicPlayer
from unsun_lab.principles import LAST_TO_PLAY, PRINCIPLES, seats_after, winning
from unsun_lab.rules import team_of
from unsun_lab.simulation import deal_seed
from unsun_lab.stats import mean_interval
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


def _weakness(deal: Deal, card: Card) -> tuple[int, int]:
    """Larger is weaker: a plain card below every trump (R25), then its order (R14, R15)."""
    place = deal.table.trump_position(card)
    return (0, place) if place is not None else (1, plain_order(card.suit).position(card))


def _danger_split(deal: Deal) -> tuple[list[str], list[str]] | None:
    """On a plain-led trick of tricks 1-8 (R24, R27): the legal cards in danger and the
    safe ones, as the card-in-danger principle reads the seat's own view (R31)."""
    seat, trick = deal.to_move, deal.current_trick
    if seat is None or trick is None or trick.meri or len(deal.tricks) >= 8:
        return None
    safe = PRINCIPLES["card_in_danger"].advised(deal.view(seat))
    if not safe:
        return None
    danger = [m for m in deal.legal_moves() if m not in safe]
    return (danger, sorted(safe)) if danger else None


def danger_choice(deal: Deal) -> bool:
    """A card in danger and a safe card are both legal (R27)."""
    return _danger_split(deal) is not None


def keep_danger(deal: Deal) -> str:
    """Keep the card in danger: play the weakest safe card instead."""
    split = _danger_split(deal)
    assert split is not None
    return max(split[1], key=lambda m: _weakness(deal, Card.parse(m)))


def play_danger(deal: Deal) -> str:
    """Play the card in danger (the first, when there are two)."""
    split = _danger_split(deal)
    assert split is not None
    return split[0][0]


def sun_lead_choice(deal: Deal) -> bool:
    """Leading before any Meri, a plain Sun and another card both legal (R22)."""
    seat = deal.to_move
    if seat is None or deal.current_trick is not None or deal.meri_seen or len(deal.tricks) > 7:
        return False
    moves = deal.legal_moves()
    suns = [m for m in moves if _plain_sun(deal, m)]
    return bool(suns) and any(not deal.is_trump(Card.parse(m)) and m not in suns for m in moves)


def _plain_sun(deal: Deal, move: str) -> bool:
    card = Card.parse(move)
    return card.rank is Rank.SUN and not deal.is_trump(card)


def lead_sun(deal: Deal) -> str:
    """The plain Sun (the first, when there are two)."""
    return next(m for m in deal.legal_moves() if _plain_sun(deal, m))


def lead_other_plain(deal: Deal) -> str:
    """The strongest plain card that is not a Sun (R15)."""
    others = [
        Card.parse(m)
        for m in deal.legal_moves()
        if not deal.is_trump(Card.parse(m)) and not _plain_sun(deal, m)
    ]
    return min(others, key=lambda c: (_weakness(deal, c)[1], c.index)).code


def _trump_advice(deal: Deal) -> frozenset[str] | None:
    seat = deal.to_move
    if seat is None or deal.phase != "play":
        return None
    return PRINCIPLES["trump_plain_lead"].advised(deal.view(seat))


def trump_last_choice(deal: Deal) -> bool:
    """The principle advises trumping with the lowest safe trump (R22, R25)."""
    return bool(_trump_advice(deal))


def trump_early_choice(deal: Deal) -> bool:
    """Following a plain lead before the first Meri with two or more players still to play
    after the seat, nobody of its team winning, a trump and a plain card both legal (R22)."""
    seat, trick = deal.to_move, deal.current_trick
    if seat is None or trick is None or trick.meri or deal.meri_seen or len(deal.tricks) >= 8:
        return False
    view = deal.view(seat)
    seen = view.current_trick
    if seen is None or not seen.plays or seats_after(seen) < LAST_TO_PLAY:
        return False
    now = winning(view)
    if now is None or now.team == team_of(seat):
        return False
    cards = [Card.parse(m) for m in deal.legal_moves()]
    return any(deal.is_trump(c) for c in cards) and not all(deal.is_trump(c) for c in cards)


def lowest_safe_trump(deal: Deal) -> str:
    """The weakest legal trump that is not in danger (R27), or the weakest trump."""
    seat = deal.to_move
    assert seat is not None
    safe = PRINCIPLES["card_in_danger"].advised(deal.view(seat)) or frozenset()
    trumps = [Card.parse(m) for m in deal.legal_moves() if deal.is_trump(Card.parse(m))]
    pool = [c for c in trumps if c.code in safe] or trumps
    return max(pool, key=lambda c: _weakness(deal, c)).code


def advised_trump(deal: Deal) -> str:
    """The trump the principle advises."""
    advised = _trump_advice(deal)
    assert advised
    return min(advised)


def _interval(values: list[float]) -> dict[str, Any]:
    e = mean_interval(len(values), sum(values), sum(v * v for v in values))
    return estimate(e)


def _margin_after(deal: Deal, move: str, team: int) -> float:
    """The team's margin (R29) once ``move`` is made and the deal played on by fresh heuristic
    players, the same players in every branch."""
    branch = deal.copy()
    branch.push(move)
    play_out(branch, [heuristic(seat) for seat in range(8)])
    return branch.score[team] - branch.score[1 - team]


def partner_every_trump(n_deals: int, seed: int) -> dict[str, Any]:
    """At the first position of each deal where a partner has trumped face down and the seat
    may play a plain card or a trump (R24): the same cards played on once with the weakest
    plain card and once with each legal trump, by heuristic players. Plain minus the weakest
    trump, the strongest, the average of all the trumps, and the best trump in hindsight."""
    weakest: list[float] = []
    strongest: list[float] = []
    average: list[float] = []
    best: list[float] = []
    trumps_tried = 0
    for i in range(n_deals):
        s = deal_seed(seed, i)
        deal = Deal.shuffled(seed=s, dealer=i % 8)
        seats = [heuristic(seat) for seat in range(8)]
        if not play_out(deal, seats, lambda d: d.phase == "play" and partner_trumped(d)):
            continue
        team = team_of(deal.to_move or 0)
        trumps = sorted(
            (m for m in deal.legal_moves() if deal.is_trump(Card.parse(m))),
            key=lambda m: _weakness(deal, Card.parse(m)),
        )
        plain = _margin_after(deal, weakest_plain(deal), team)
        by_trump = [_margin_after(deal, m, team) for m in trumps]
        trumps_tried += len(trumps)
        strongest.append(plain - by_trump[0])
        weakest.append(plain - by_trump[-1])
        average.append(plain - sum(by_trump) / len(by_trump))
        best.append(plain - max(by_trump))
    return {
        "what": "the weakest plain card minus a trump, after a partner's face-down trump",
        "trumps_tried": trumps_tried,
        "weakest": _interval(weakest),
        "strongest": _interval(strongest),
        "average": _interval(average),
        "best": _interval(best),
    }


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
    if wanted("danger_keep"):
        keep = branch_value(
            n(800), seed, danger_choice, keep_danger, play_danger, heuristic,
            what="keep the card in danger (the weakest safe card) minus play it",
        )  # fmt: skip
        step("danger_keep", comparison(keep))
    if wanted("partner_every_trump"):
        step("partner_every_trump", partner_every_trump(n(800), seed))
    if wanted("sun_lead"):
        sun_lead = branch_value(
            n(800), seed, sun_lead_choice, lead_other_plain, lead_sun, heuristic,
            what="lead another plain card minus lead the plain Sun, before the first Meri",
        )  # fmt: skip
        step("sun_lead", comparison(sun_lead))
    if wanted("trump_early"):
        early = branch_value(
            n(1600), seed, trump_early_choice, lowest_safe_trump, weakest_plain, heuristic,
            what="the lowest safe trump minus a plain card, two or more players still to play",
        )  # fmt: skip
        step("trump_early", comparison(early))
    if wanted("trump_last"):
        last = branch_value(
            n(800), seed, trump_last_choice, advised_trump, weakest_plain, heuristic,
            what="the lowest safe trump minus a plain card, one of the last two to play",
        )  # fmt: skip
        step("trump_last", comparison(last))
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
