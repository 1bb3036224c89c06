"""Which of a seat's cards it may play or discard, some allowed and some refused (R12,
R19-R23), asked from that seat's view (R31)."""

from __future__ import annotations

import random

from unsun_lab.cards import Card
from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation, Term
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.kinds._deals import TRIES, new_deal, pick

RULES = ("R12", "R19", "R20", "R21", "R22", "R23")


#: How often each reason for the legal set is asked, by level (R19 first lead, R20 Meri,
#: R21 the Sun exception, R23 Monchi, R12 the discard).
_LEGAL_WEIGHTS: dict[int, dict[str, float]] = {
    1: {"R19": 3, "R20": 3, "R23": 2, "R12": 2, "R21": 1},
    2: {"R19": 1, "R20": 3, "R23": 4, "R12": 1, "R21": 2},
    3: {"R19": 1, "R20": 2, "R23": 4, "R12": 1, "R21": 4},
}


def _refusal(deal: Deal, card: str) -> Explanation:
    """Why the seat to move may not play ``card``: its own view's answer (R31)."""
    seat = deal.to_move
    if seat is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: seat is None")
    return deal.view(seat).refusals()[card]


def _legal(seed: int, level: int, rng: random.Random) -> Exercise:
    found: dict[str, list[tuple[Deal, int]]] = {}
    weights = _LEGAL_WEIGHTS[level]
    for _ in range(TRIES):
        deal = new_deal(rng)
        bias = rng.choice((0.2, 0.5, 0.8))
        while deal.phase != "over":
            seat = deal.to_move
            if seat is None:  # checked explicitly: python -O removes an assert
                raise RuntimeError("impossible here: seat is None")
            legal = deal.legal_moves()
            if deal.phase in ("discard", "play"):
                hand = deal.hand(seat)
                if 0 < len(legal) < len(hand):
                    reason = deal.legal_reason()
                    if reason is None:  # checked explicitly: python -O removes an assert
                        raise RuntimeError("impossible here: reason is None")
                    found.setdefault(reason.rule or "", []).append((deal, len(deal.moves)))
            if deal.phase == "play":
                trumps = [m for m in legal if deal.table.is_trump[Card(m).index]]
                plain = [m for m in legal if m not in trumps]
                if trumps and plain:
                    legal = trumps if rng.random() < bias else plain
            move = rng.choice(legal)
            deal.push(move)
        if found.get(max(weights, key=lambda k: weights[k])) and len(found) >= 3:
            break
    base, moves = pick(rng, weights, found)
    deal = base.after(moves)
    seat = deal.to_move
    if seat is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: seat is None")
    view = deal.view(seat)
    allowed = set(view.legal_moves)
    choices = tuple(c.code for c in view.hand)
    if view.phase == "discard":
        question = Explanation(
            "R12", "practice.q.discard", {"seat": seat, "indicator": view.indicator}
        )
    else:
        trick = view.current_trick
        meri = Term("practice.meri.seen" if view.meri_seen else "practice.meri.not_yet")
        if trick is None:
            question = Explanation(
                "R19",
                "practice.q.legal_lead",
                {"trump": view.trump, "seat": seat, "number": len(view.tricks) + 1, "meri": meri},
            )
        else:
            lead = trick.plays[0]
            question = Explanation(
                "R20" if trick.meri else "R23",
                "practice.q.legal_follow",
                {
                    "trump": view.trump,
                    "seat": seat,
                    "number": trick.number,
                    "leader": lead.seat,
                    "lead": lead.card,
                    "meri": meri,
                },
            )
    why_allowed = deal.legal_reason()
    if why_allowed is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: why_allowed is None")
    reasons = []
    for code in choices:
        if code in allowed:
            why = Explanation(
                why_allowed.rule, "practice.why.allowed", {"card": code, "reason": why_allowed}
            )
        else:
            refused = _refusal(deal, code)
            why = Explanation(
                refused.rule, "practice.why.refused", {"card": code, "reason": refused}
            )
        reasons.append((code, why))
    return Exercise(
        "legal",
        RULES,
        seed,
        level,
        deal.to_record(),
        seat,
        question,
        choices,
        frozenset(allowed),
        True,
        tuple(reasons),
    )


KIND = Kind("legal", 2, RULES, _legal)
