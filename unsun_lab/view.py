"""What one seat knows (R31): the only thing a computer player is ever given.

A face-down trump of the trick being played shows as ``card=None`` ("a trump by seat N")
unless it is the seat's own; the discard and the stock appear from the opening lead on (the
recipient knows its discard from the start).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from unsun_lab.cards import Card, Suit
from unsun_lab.explain import Explanation, sentence
from unsun_lab.i18n import text as say
from unsun_lab.orders import TrumpTable, table_for

if TYPE_CHECKING:
    from unsun_lab.deal import Deal

__all__ = ["PlayerView", "SeenPlay", "SeenTrick", "view_of"]


@dataclass(frozen=True)
class SeenPlay:
    """A play as the seat saw it: ``card`` is None for another seat's face-down trump."""

    seat: int
    card: Card | None
    face_down: bool

    def __str__(self) -> str:
        if self.card is None:
            return say("show.seen_trump", None, seat=self.seat)
        return say("show.seen_play", None, card=self.card.code, seat=self.seat)


@dataclass(frozen=True)
class SeenTrick:
    number: int
    leader: int
    meri: bool
    plays: tuple[SeenPlay, ...]
    winner: int | None
    combo: dict[str, Any] | None
    explanation: str | None
    #: The explanations behind ``explanation`` (a complete trick's winner and combination), as
    #: data, so that they render in any language.
    reasons: tuple[Explanation, ...] = ()

    @property
    def complete(self) -> bool:
        return len(self.plays) == 8

    def explain(self, lang: str | None = None) -> str | None:
        """Who won and why, and the combination, in ``lang``; None while being played."""
        if not self.complete:
            return None
        return " ".join(sentence(e.render(lang)) for e in self.reasons) or self.explanation


@dataclass(frozen=True)
class PlayerView:
    """Exactly what ``seat`` knows now (R31)."""

    seat: int
    dealer: int
    trump: Suit
    indicator: Card
    #: Who took the indicator (None until the declaration is settled).
    recipient: int | None
    #: True if the native Robai was declared, False if not, None while undecided.
    declared: bool | None
    #: True when the indicator is the native Robai (every seat sees it, R11); else False.
    robai_is_indicator: bool
    hand: tuple[Card, ...]
    dealt: tuple[Card, ...]
    discard: Card | None
    stock: tuple[Card, ...] | None
    tricks: tuple[SeenTrick, ...]
    hand_sizes: tuple[int, ...]
    score: tuple[int, int]
    phase: str
    to_move: int | None
    legal_moves: tuple[str, ...]
    meri_seen: bool
    sun_exception: bool
    moves_made: int

    @property
    def table(self) -> TrumpTable:
        return table_for(self.trump)

    def is_trump(self, card: Card) -> bool:
        return self.table.is_trump[card.index]

    @property
    def my_turn(self) -> bool:
        return self.to_move == self.seat

    @property
    def current_trick(self) -> SeenTrick | None:
        if self.tricks and not self.tricks[-1].complete:
            return self.tricks[-1]
        return None

    def seen_cards(self) -> set[Card]:
        """Every card this seat has seen: its hand, face-up plays, side cards, indicator."""
        seen = set(self.hand) | set(self.dealt) | {self.indicator}
        if self.discard is not None:
            seen.add(self.discard)
        if self.stock:
            seen.update(self.stock)
        for trick in self.tricks:
            seen.update(p.card for p in trick.plays if p.card is not None)
        return seen

    def __repr__(self) -> str:
        hand = " ".join(c.code for c in self.hand)
        return (
            f"<PlayerView seat={self.seat} trump={self.trump.title} phase={self.phase}"
            f" to_move={self.to_move} hand=[{hand}]>"
        )

    def _repr_svg_(self) -> str:
        from unsun_lab.display import table_svg

        return str(table_svg(self))


def view_of(deal: Deal, seat: int) -> PlayerView:
    """R31: build the view of ``seat`` from the deal."""
    if not 0 <= seat <= 7:
        raise ValueError(f"seat must be 0-7 (R4), got {seat!r}")
    shown = deal.side_cards_shown
    open_trick = deal.current_trick
    tricks = []
    for trick in deal.tricks:
        hide = trick is open_trick
        plays = tuple(
            SeenPlay(s, None if (hide and fd and s != seat) else c, fd) for s, c, fd in trick.plays
        )
        tricks.append(
            SeenTrick(
                trick.number,
                trick.leader,
                trick.meri,
                plays,
                trick.winner,
                None if trick.combo is None else trick.combo.to_dict(),
                trick.explain() if trick.complete else None,
                tuple(copy.deepcopy(trick.reasons())) if trick.complete else (),
            )
        )
    to_move = deal.to_move
    if deal.phase == "declare" and seat != deal.holder:
        # R11/R31: the others' passes are silent, so who is still deciding stays unknown.
        to_move = None
    declared = None if deal.recipient is None else deal.declaration == "declare"
    if deal.holder is None:
        declared = False
    knows_discard = shown or seat == deal.recipient
    return PlayerView(
        seat=seat,
        dealer=deal.dealer,
        trump=deal.trump,
        indicator=deal.indicator,
        recipient=deal.recipient,
        declared=declared,
        robai_is_indicator=deal.indicator is deal.native_robai,
        hand=deal.hand(seat),
        dealt=tuple(sorted(deal.dealt[seat])),
        discard=deal.discard if knows_discard else None,
        stock=deal.stock if shown else None,
        tricks=tuple(tricks),
        hand_sizes=tuple(len(deal.hand(s)) for s in range(8)),
        score=deal.score,
        phase=deal.phase,
        to_move=to_move,
        legal_moves=tuple(deal.legal_moves()) if deal.to_move == seat else (),
        meri_seen=deal.meri_seen,
        sun_exception=deal.sun_exception[seat],
        # The declaration counts as one step in every deal, so the count does not tell a
        # holder's pass from a native Robai lying in the face-down stock (R13, R31).
        moves_made=len(deal.moves) + (deal.holder is None),
    )
