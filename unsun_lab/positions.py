"""Tests, choices and labels over a position: the primer's questions about a deal before a move.

One type for each: a :data:`PositionTest` says whether a position is of interest (``explore.
find_position`` looks for one, ``duplicate.branch_value`` branches at one), a :data:`Choice`
picks a legal move in it, and a :data:`Label` names a group of positions (for
``Comparison.by_group``). They read the deal as it stands, every fact by the rules (R14, R15,
R20–R26).

>>> from unsun_lab.deal import Deal
>>> deal = Deal.shuffled(seed=1)
>>> last_trump_choice(deal), holder_group(deal) in GROUPS
(False, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from unsun_lab.cards import Card, Rank
from unsun_lab.deal import Deal
from unsun_lab.orders import plain_order
from unsun_lab.rules import team_of

__all__ = [
    "GROUPS",
    "Choice",
    "Label",
    "PositionTest",
    "holder_group",
    "last_trump_choice",
    "lone_sun",
    "may_lead_first_meri",
    "partner_trumped",
    "strongest_plain",
    "strongest_trump",
    "trumps_held",
    "weakest_plain",
    "weakest_trump",
]

#: A test of a position before a move.
PositionTest = Callable[[Deal], bool]
#: A move chosen in a position (one of its legal moves).
Choice = Callable[[Deal], str]
#: A label that groups positions.
Label = Callable[[Deal], str]

#: The labels :func:`holder_group` gives.
GROUPS: Final = ("with Sota", "with Sun or Un", "without", "no holder")


def holder_group(deal: Deal) -> str:
    """What the native Robai's holder was dealt above it (R14): 'with Sota' (the card just
    above the Robai in the Sota-Robai pair, R27), else 'with Sun or Un', else 'without'."""
    if deal.holder is None:
        return "no holder"
    hand = set(deal.dealt[deal.holder])
    trump = deal.trump
    if Card(trump, Rank.SOTA) in hand:
        return "with Sota"
    if Card(trump, Rank.SUN) in hand or Card(trump, Rank.UN) in hand:
        return "with Sun or Un"
    return "without"


def _legal_cards(deal: Deal) -> list[Card]:
    return [Card.parse(m) for m in deal.legal_moves()]


def _weakness(deal: Deal, card: Card) -> tuple[int, int]:
    """Larger is weaker: any plain card is weaker than any trump (R25); within the trumps
    the trump order (R14), within a plain suit its order (R15)."""
    place = deal.table.trump_position(card)
    if place is not None:
        return (0, place)
    return (1, plain_order(card.suit).position(card))


def strongest_trump(deal: Deal) -> str:
    """The strongest trump among the legal plays (R14)."""
    trumps = [c for c in _legal_cards(deal) if deal.is_trump(c)]
    return min(trumps, key=lambda c: _weakness(deal, c)).code


def weakest_trump(deal: Deal) -> str:
    """The weakest trump among the legal plays (R14)."""
    trumps = [c for c in _legal_cards(deal) if deal.is_trump(c)]
    return max(trumps, key=lambda c: _weakness(deal, c)).code


def weakest_plain(deal: Deal) -> str:
    """The weakest plain card among the legal plays (R15), the last in its suit's order."""
    plain = [c for c in _legal_cards(deal) if not deal.is_trump(c)]
    return max(plain, key=lambda c: (_weakness(deal, c)[1], c.index)).code


def strongest_plain(deal: Deal) -> str:
    """The strongest plain card among the legal plays (R15), the first in its suit's order."""
    plain = [c for c in _legal_cards(deal) if not deal.is_trump(c)]
    return min(plain, key=lambda c: (_weakness(deal, c)[1], c.index)).code


def _both_kinds_legal(deal: Deal) -> bool:
    cards = _legal_cards(deal)
    return any(deal.is_trump(c) for c in cards) and not all(deal.is_trump(c) for c in cards)


def may_lead_first_meri(deal: Deal) -> bool:
    """A lead of tricks 2-6 before any Meri (R22), by a seat holding trumps and plain cards:
    it may start the first Meri (R20) or lead a plain card."""
    return (
        deal.current_trick is None
        and 1 <= len(deal.tricks) <= 5
        and not deal.meri_seen
        and _both_kinds_legal(deal)
    )


def trumps_held(deal: Deal) -> str:
    """'1-2 trumps' or '3+ trumps': what the seat to move holds."""
    seat = deal.to_move
    n = 0 if seat is None else sum(deal.is_trump(c) for c in deal.hand(seat))
    return "3+ trumps" if n >= 3 else "1-2 trumps"


def partner_trumped(deal: Deal) -> bool:
    """A plain-led trick of tricks 1-8 where a partner already played face down (R24: a
    trump, which one unknown) and the seat to move may play a trump or a plain card."""
    trick = deal.current_trick
    seat = deal.to_move
    if trick is None or trick.meri or seat is None or len(deal.tricks) > 8:
        return False
    partner_down = any(p.face_down and team_of(p.seat) == team_of(seat) for p in trick.plays)
    return partner_down and _both_kinds_legal(deal)


def lone_sun(deal: Deal) -> bool:
    """A Meri where the Sun exception lets the seat keep its lone Sun (R21)."""
    reason = deal.legal_reason()
    return reason is not None and reason.key == "legal.sun_exception" and _both_kinds_legal(deal)


def last_trump_choice(deal: Deal) -> bool:
    """Trick 8, the seat holds one trump and one plain card, both legal: play the trump now
    or keep it for the ninth trick (R26)."""
    seat = deal.to_move
    if seat is None or len(deal.tricks) != 8 or deal.current_trick is None:
        return False
    hand = deal.hand(seat)
    return len(hand) == 2 and _both_kinds_legal(deal) and len(deal.legal_moves()) == 2
