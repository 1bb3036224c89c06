"""The declaration (R10, R11): who may declare (only the holder of the native Robai, the
Robai of the trump suit), and who takes the indicator (the declarer; when nobody declares,
the dealer, who may be the holder: the R11 Decision). Asked from one seat's view: its own
hand and what every seat is told, who declared (R31)."""

from __future__ import annotations

import random

from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.context import dealer_line, trump_line
from unsun_lab.practice.kinds._deals import TRIES, new_deal

RULES = ("R10", "R11")


def _a_deal(rng: random.Random, dealer_holds: bool) -> Deal:
    """A seeded deal at the declaration; ``dealer_holds``: one whose dealer holds the native
    Robai, when one is found."""
    deal = new_deal(rng)
    if dealer_holds:
        for _ in range(TRIES):
            if deal.holder == deal.dealer:
                break
            deal = new_deal(rng)
    return deal


def _may(seed: int, level: int, rng: random.Random) -> Exercise:
    deal = _a_deal(rng, level >= 2 and rng.random() < 0.5)
    holder, dealer, card = deal.holder, deal.dealer, deal.native_robai.code
    if holder is not None and rng.random() < 0.6:
        seat = holder
    else:
        seat = rng.choice([s for s in range(8) if s != holder])
    view = deal.view(seat)
    params = {"card": card, "dealer": dealer}
    if seat == holder:
        declare = Explanation("R11", "practice.why.declare.may", params)
        key = "practice.why.pass.dealer" if seat == dealer else "practice.why.pass.holder"
        passing = Explanation("R11", key, params)
        answer = frozenset({"declare", "pass"})
    elif holder is None and deal.indicator is deal.native_robai:
        declare = Explanation("R11", "practice.why.declare.indicator", params)
        passing = Explanation("R11", "practice.why.pass.forced", params)
        answer = frozenset({"pass"})
    else:
        declare = Explanation("R11", "practice.why.declare.not_holder", params)
        passing = Explanation("R11", "practice.why.pass.forced", params)
        answer = frozenset({"pass"})
    question = Explanation(
        "R11",
        "practice.q.declare.may",
        {"seat": seat, "indicator": view.indicator.code, "hand": [c.code for c in view.hand]},
    )
    told = (trump_line(view.trump), dealer_line(dealer, seat))
    return Exercise(
        "declaration", RULES, seed, level, None, seat, question, ("declare", "pass"), answer,
        True, (("declare", declare), ("pass", passing)), context=told,
    )  # fmt: skip


def _recipient(seed: int, level: int, rng: random.Random) -> Exercise:
    deal = _a_deal(rng, level >= 2 and rng.random() < 0.5)
    holder, dealer, card = deal.holder, deal.dealer, deal.native_robai.code
    declares = holder is not None and rng.random() < 0.5
    if holder is not None:
        deal.push("declare" if declares else "pass")
    recipient = deal.recipient
    if recipient is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: the declaration is settled")
    # The asking seat: the holder who passed (it knows it passed), or any other seat.
    seat = holder if holder is not None and not declares and rng.random() < 0.6 else None
    if seat is None:
        seat = rng.choice([s for s in range(8) if s != holder])
    params = {"card": card, "dealer": dealer, "holder": holder if holder is not None else "?"}
    if declares:
        said, key = "practice.decl.declared", "practice.why.recipient.declared"
    elif seat == holder == dealer:
        said, key = "practice.decl.you_passed", "practice.why.recipient.dealer_holder"
    elif seat == holder:
        said, key = "practice.decl.you_passed", "practice.why.recipient.you_passed"
    elif deal.indicator is deal.native_robai:
        said, key = "practice.decl.indicator", "practice.why.recipient.indicator"
    else:
        said, key = "practice.decl.nobody", "practice.why.recipient.dealer"
    if seat == dealer and key in (
        "practice.why.recipient.indicator",
        "practice.why.recipient.dealer",
    ):
        key += "_you"  # the dealer who takes the indicator is the learner: "you" (R11)
    right = Explanation("R11", key, params)
    reasons = tuple(
        (str(s), right if s == recipient else Explanation(
            "R11", "practice.why.recipient.not", {"seat": s, "reason": right}
        ))
        for s in range(8)
    )  # fmt: skip
    question = Explanation(
        "R11",
        "practice.q.declare.recipient_dealer" if seat == dealer else "practice.q.declare.recipient",
        {
            "seat": seat,
            "dealer": dealer,
            "indicator": deal.indicator.code,
            "said": Explanation(None, said, params),
        },
    )
    told = (trump_line(deal.trump),)
    return Exercise(
        "declaration", RULES, seed, level, None, seat, question,
        tuple(str(s) for s in range(8)), frozenset({str(recipient)}), False, reasons,
        context=told,
    )  # fmt: skip


def _declaration(seed: int, level: int, rng: random.Random) -> Exercise:
    if rng.random() < (0.6 if level == 1 else 0.5):
        return _may(seed, level, rng)
    return _recipient(seed, level, rng)


KIND = Kind("declaration", 12, RULES, _declaration)
