"""What the kinds share: seeded deals played out, finished tricks of a wanted kind, a trick's
plays as sentences, and the records of positions."""

from __future__ import annotations

import random
from typing import Any

from unsun_lab.cards import DECK
from unsun_lab.deal import Deal, Trick
from unsun_lab.explain import Explanation

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
