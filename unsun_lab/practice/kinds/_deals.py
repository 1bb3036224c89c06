"""What the kinds share: seeded deals played out, finished tricks of a wanted kind, a trick's
plays as sentences, the records of positions, and the one "pick every card you may play or
discard" exercise that the legal, free and discard kinds ask (:func:`play_exercise`)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from unsun_lab.cards import DECK
from unsun_lab.deal import Deal, Trick
from unsun_lab.explain import Explanation, Term
from unsun_lab.practice.base import Exercise
from unsun_lab.practice.context import context
from unsun_lab.view import PlayerView

#: How many seeded deals a generator may try before it settles for what it found.
TRIES = 60


def playout(deal: Deal, rng: random.Random, trump_bias: float) -> Deal:
    """Play ``deal`` to the end with random legal moves from ``rng``: the native Robai
    holder declares or passes at random (R11); when trumps and plain cards are both legal,
    a trump is chosen with probability ``trump_bias``."""
    is_trump = deal.table.is_trump
    while deal.phase != "over":
        legal = deal.legal_moves()
        if len(legal) > 1 and deal.phase == "play":
            trumps = [m for m in legal if is_trump[INDEX[m]]]
            if trumps and len(trumps) < len(legal):
                if rng.random() < trump_bias:
                    legal = trumps
                else:
                    legal = [m for m in legal if not is_trump[INDEX[m]]]
        deal.push(rng.choice(legal))
    return deal


def playout_one(deal: Deal, rng: random.Random, trump_bias: float) -> None:
    """One random legal move, a trump with probability ``trump_bias`` when both are legal."""
    legal = deal.legal_moves()
    if deal.phase == "play":
        trumps = [m for m in legal if deal.table.is_trump[INDEX[m]]]
        plain = [m for m in legal if m not in trumps]
        if trumps and plain:
            legal = trumps if rng.random() < trump_bias else plain
    deal.push(rng.choice(legal))


#: Card code -> deck index, for the playouts' quick trump test.
INDEX: dict[str, int] = {c.code: c.index for c in DECK}


def new_deal(rng: random.Random) -> Deal:
    return Deal.shuffled(rng.getrandbits(32), dealer=rng.randrange(8))


def moves_through(deal: Deal, number: int) -> int:
    """How many moves of a finished deal lead up to the end of trick ``number`` (1-9)."""
    if number == 9:
        return len(deal.moves)
    return len(deal.moves) - 64 + 8 * number


def record_at(deal: Deal, moves: int) -> dict[str, Any]:
    return deal.after(moves).to_record()


def plays(trick: Trick) -> list[Explanation]:
    """A finished trick's cards in play order, all face up (R24: turned up at the end)."""
    return [
        Explanation(
            "R24",
            "practice.play_down" if down else "practice.play",
            {"seat": seat, "card": card},
        )
        for seat, card, down in trick.plays
    ]


def pick(rng: random.Random, weights: dict[str, float], found: dict[str, list[Any]]) -> Any:
    """One found item, from a category chosen by ``weights`` among those found."""
    live = [k for k in sorted(weights) if found.get(k)]
    if not live:
        raise RuntimeError("no exercise found")
    category = rng.choices(live, [weights[k] for k in live])[0]
    return rng.choice(found[category])


def situations(
    rng: random.Random,
    classify: Callable[[Deal], str | None],
    enough: Callable[[dict[str, list[tuple[Deal, int]]]], bool],
) -> dict[str, list[tuple[Deal, int]]]:
    """Positions of seeded random deals, by the category ``classify`` gives each one it
    wants (None: not wanted), as (deal, moves played); up to TRIES deals, fewer once
    ``enough`` says the finds will do."""
    found: dict[str, list[tuple[Deal, int]]] = {}
    for _ in range(TRIES):
        deal = new_deal(rng)
        bias = rng.choice((0.3, 0.6, 0.9))
        while deal.phase != "over":
            category = classify(deal)
            if category is not None:
                found.setdefault(category, []).append((deal, len(deal.moves)))
            playout_one(deal, rng, bias)
        if enough(found):
            break
    return found


def finished_trick(rng: random.Random, weights: dict[str, float], kinds: Any) -> tuple[Deal, Trick]:
    """A finished trick of a seeded deal whose kind (``kinds(deal, trick)``) is drawn by
    ``weights``; after TRIES deals without one, a trick of any kind found."""
    names = sorted(weights)
    wanted = rng.choices(names, [weights[k] for k in names])[0]
    seen: list[tuple[Deal, Trick]] = []
    for _ in range(TRIES):
        deal = playout(new_deal(rng), rng, rng.choice((0.3, 0.6, 0.9)))
        hits = [t for t in deal.tricks if wanted in kinds(deal, t)]
        if hits:
            return deal, rng.choice(hits)
        seen += [(deal, t) for t in deal.tricks if set(kinds(deal, t)) & set(weights)]
    return rng.choice(seen)


def meri_words(view: PlayerView, level: int) -> Term:
    """What a play question says of the Meri: at level 1 whether one has been led (R22,
    R23); at levels 2-3 only that the learner must judge it from the tricks so far."""
    if level >= 2:
        return Term("practice.meri.judge")
    return Term("practice.meri.seen" if view.meri_seen else "practice.meri.not_yet")


def seat_context(deal: Deal, seat: int, level: int) -> tuple[Explanation, ...]:
    """What ``seat`` knows that a play question needs (R31); at levels 2-3 without the line
    that says whether a Meri has been led (the learner judges it from the tricks)."""
    lines = context(deal, seat)
    if level >= 2:
        lines = tuple(e for e in lines if not e.key.startswith("context.meri."))
    return lines


def play_question(view: PlayerView, level: int) -> Explanation:
    """The question of a play or discard exercise, from the seat to move's view (R31): the
    discard (R12), a lead (R19) or a card to follow with (R20 on a Meri, R23 after one, R22
    before one)."""
    seat = view.seat
    if view.phase == "discard":
        return Explanation("R12", "practice.q.discard", {"seat": seat, "indicator": view.indicator})
    meri = meri_words(view, level)
    trick = view.current_trick
    if trick is None:
        return Explanation(
            "R19",
            "practice.q.legal_lead",
            {"trump": view.trump, "seat": seat, "number": len(view.tricks) + 1, "meri": meri},
        )
    lead = trick.plays[0]
    rule = "R20" if trick.meri else ("R23" if view.meri_seen else "R22")
    return Explanation(
        rule,
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


def card_reasons(deal: Deal) -> tuple[tuple[str, Explanation], ...]:
    """For each card in the hand of the seat to move, why it may or may not be played (or
    discarded) now: the engine's reason, from that seat's view (R31)."""
    seat = deal.to_move
    why_allowed = deal.legal_reason()
    if seat is None or why_allowed is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: no seat to move")
    view = deal.view(seat)
    allowed = set(view.legal_moves)
    refusals = view.refusals()
    reasons = []
    for card in view.hand:
        code = card.code
        if code in allowed:
            why = Explanation(
                why_allowed.rule, "practice.why.allowed", {"card": code, "reason": why_allowed}
            )
        else:
            refused = refusals[code]
            why = Explanation(
                refused.rule, "practice.why.refused", {"card": code, "reason": refused}
            )
        reasons.append((code, why))
    return tuple(reasons)


def play_exercise(kind: str, rules: tuple[str, ...], seed: int, level: int, deal: Deal) -> Exercise:
    """The exercise "pick every card you may play (or discard)" at the seat to move of
    ``deal``, asked from its view (R31): the question, the engine's answer and a reason per
    card."""
    seat = deal.to_move
    if seat is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: seat is None")
    view = deal.view(seat)
    return Exercise(
        kind,
        rules,
        seed,
        level,
        deal.to_record(),
        seat,
        play_question(view, level),
        tuple(c.code for c in view.hand),
        frozenset(view.legal_moves),
        True,
        card_reasons(deal),
        context=seat_context(deal, seat, level),
    )
