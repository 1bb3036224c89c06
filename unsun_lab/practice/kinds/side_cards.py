"""The cards out of play (R7, R13): the two stock cards and the discard, shown to everyone
at the opening lead, win no trick; the indicator is in play, in the hand of the seat that
took it (R7, R12). Asked from one seat's view once the opening lead is played, when it knows
the side cards (R31)."""

from __future__ import annotations

import random

from unsun_lab.cards import Card
from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation
from unsun_lab.practice.base import Exercise, Kind
from unsun_lab.practice.context import dealer_line, trump_line
from unsun_lab.practice.kinds._deals import new_deal

RULES = ("R7", "R13")


def _after_lead(rng: random.Random) -> Deal:
    """A seeded deal, its declaration and discard made at random, after the opening lead."""
    deal = new_deal(rng)
    while not deal.tricks:
        deal.push(rng.choice(deal.legal_moves()))
    return deal


def _side_cards(seed: int, level: int, rng: random.Random) -> Exercise:
    deal = _after_lead(rng)
    seat = rng.randrange(8)
    view = deal.view(seat)
    if view.discard is None or view.stock is None:  # checked explicitly: python -O removes it
        raise RuntimeError("impossible here: the side cards are shown at the opening lead")
    lead = view.tricks[0].plays[0]
    side = (view.discard, *view.stock)
    # In play: the indicator (unless discarded), the opening lead, cards of the seat's hand.
    in_play: list[Card] = [] if view.indicator in side else [view.indicator]
    if lead.card is not None and lead.card not in in_play:
        in_play.append(lead.card)
    own = [c for c in view.hand if c not in in_play]
    in_play += rng.sample(own, min(len(own), 1 if level == 1 else 2))
    cards = list(side) + in_play
    rng.shuffle(cards)
    reasons = []
    for card in cards:
        params = {"card": card.code, "seat": view.recipient if view.recipient is not None else "?"}
        if card is view.discard:
            key, rule = "practice.why.side.discard", "R13"
        elif card in side:
            key, rule = "practice.why.side.stock", "R13"
        elif card is view.indicator:
            key, rule = "practice.why.side.indicator", "R7"
        elif lead.card is card:
            params["leader"] = lead.seat
            key, rule = "practice.why.side.led", "R13"
        else:
            key, rule = "practice.why.side.hand", "R13"
        reasons.append((card.code, Explanation(rule, key, params)))
    question = Explanation(
        "R13",
        # The seat that took the indicator also led the first trick (R18): maybe the learner.
        "practice.q.side_cards_you" if view.recipient == seat else "practice.q.side_cards",
        {
            "seat": seat,
            "indicator": view.indicator.code,
            "leader": lead.seat,
            "recipient": view.recipient if view.recipient is not None else "?",
            "discard": view.discard.code,
            "stock": [c.code for c in view.stock],
        },
    )
    told = (trump_line(view.trump), dealer_line(view.dealer, seat))
    return Exercise(
        "side_cards", RULES, seed, level, None, seat, question, tuple(c.code for c in cards),
        frozenset(c.code for c in side), True, tuple(reasons), context=told,
    )  # fmt: skip


KIND = Kind("side_cards", 13, RULES, _side_cards)
