"""What one seat knows (R31): the only thing a computer player is ever given, and what every
seat's picture, widget and exercise is built from.

A :class:`PlayerView` holds every fact the seat knows, computed here once: its hand (also in
the order a player sorts it, :meth:`PlayerView.hand_in_order`), the declaration as it heard
it (``spoken``, R11), what it knows of the native Robai (``robai``, R11/R13/R28), the tricks
as it saw them, and why each card it may not play now is refused (:meth:`PlayerView.refusals`,
R12, R19–R23).

A face-down trump of the trick being played shows as ``card=None`` ("a trump by seat N")
unless it is the seat's own; the discard and the stock appear from the opening lead on (the
recipient knows its discard from the start).

The declaration is silent (R11): the engine makes the forced passes at once, and the holder's
pass sounds like any other. So a seat that is neither deciding nor asked to discard learns
nothing of the declaration until the recipient has discarded, unless the native Robai was
declared or is the indicator (both seen by all). Until then its view reads "the declaration
is being made" (phase 'declare', nobody named to move, no recipient), the same whether a hand
holds the native Robai or the stock does.

>>> from unsun_lab.deal import Deal
>>> deal = Deal.shuffled(seed=7)
>>> view = deal.view(deal.to_move)
>>> [s.seat for s in view.spoken] == list(speaking_order(deal.dealer))[: len(view.spoken)]
True
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from unsun_lab.cards import Card, Suit
from unsun_lab.explain import Explanation, sentence
from unsun_lab.i18n import resolve_language
from unsun_lab.i18n import text as say
from unsun_lab.orders import TrumpTable, table_for
from unsun_lab.rules import (
    DISCARD_REFUSAL,
    compared_seats,
    declaration_refusal,
    discardable,
    play_obligation,
    play_refusal,
    robai_seen,
    speaking_order,
)

if TYPE_CHECKING:
    from unsun_lab.deal import Deal, Trick

__all__ = [
    "PlayerView",
    "SeenPlay",
    "SeenTrick",
    "Spoken",
    "seen_trick",
    "spoken_by",
    "trick_sentence",
    "view_of",
]


def trick_sentence(reasons: Sequence[Explanation], lang: str | None = None) -> str:
    """The one sentence of a finished trick: who won and why (R25/R26), then the combination
    or why there was none (R27/R28), each as a sentence in ``lang``."""
    said = [sentence(e.render(lang)) for e in reasons]
    return ("" if resolve_language(lang) == "ja" else " ").join(said)


@dataclass(frozen=True)
class Spoken:
    """One seat's word at the declaration (R11): ``said`` is 'declare' or 'pass'."""

    seat: int
    said: str


def spoken_by(deal: Deal, seat: int | None) -> tuple[Spoken, ...]:
    """R11: the declaration so far, each seat in turn from the dealer's left, as ``seat``
    heard it (None: the open table). Every pass is alike, the holder's included. While the
    holder decides, the holder hears the passes before its turn and the others hear nothing
    (their own forced pass included: who is deciding stays unknown, R31)."""
    order = speaking_order(deal.dealer)
    holder = deal.holder
    if deal.recipient is None:  # the holder decides
        if holder is None or (seat is not None and seat != holder):
            return ()
        return tuple(Spoken(s, "pass") for s in order[: order.index(holder)])
    declarer = holder if deal.declaration == "declare" else None
    return tuple(Spoken(s, "declare" if s == declarer else "pass") for s in order)


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
    #: ``explain()`` in the language chosen when the view was made (None while being played).
    explanation: str | None
    #: The explanations behind ``explanation`` (a complete trick's winner and combination), as
    #: data, so that they render in any language.
    reasons: tuple[Explanation, ...] = ()
    #: The suit the trick is led in (``Trick.led_suit``): T for a trump lead; None before
    #: the lead.
    led_suit: Suit | None = None
    #: Whose view this is (None: the open table): its sentences say "you" of that seat.
    viewer: int | None = None

    @property
    def complete(self) -> bool:
        return len(self.plays) == 8

    def explain(self, lang: str | None = None, you: int | None = None) -> str | None:
        """Who won and why, and the combination, in ``lang``; None while being played. The
        same sentence as ``Trick.explain`` (:func:`trick_sentence`), said to the seat whose
        view this is ("You win trick 3 …"); ``you``: another seat to say it to."""
        if not self.complete:
            return None
        said = [e.addressed(self.viewer if you is None else you) for e in self.reasons]
        return trick_sentence(said, lang) or self.explanation

    @property
    def compared(self) -> dict[int, str]:
        """Where the combination test compared two trumps (R27): {seat of W: 'w', seat of O:
        'o'} (``rules.compared_seats``), as ``Trick.compared``; empty while the trick is played
        or when none were compared. Only a complete trick has them, and all its cards are face
        up to every seat by then (R24), so the seat knows both (R31)."""
        if not self.complete:
            return {}
        return compared_seats([(p.seat, p.card, p.face_down) for p in self.plays], self.reasons)


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
    #: How many steps of the deal the seat has seen; the declaration counts as one step in
    #: every deal, so the count does not tell a holder's pass from a native Robai lying in
    #: the face-down stock (R13, R31).
    moves_made: int
    #: The declaration as this seat heard it (R11): each seat in turn from the dealer's left
    #: with what it said (see :func:`spoken_by`); empty while it does not know.
    spoken: tuple[Spoken, ...] = ()
    #: What the seat knows of the native Robai (``rules.ROBAI_SEEN``): 'indicator',
    #: 'declared', 'own', 'hidden', 'stock', 'not_declared' or 'pending' (R11, R13, R28, R31).
    robai: str = "pending"

    @property
    def table(self) -> TrumpTable:
        return table_for(self.trump)

    @property
    def speakers(self) -> tuple[int, ...]:
        """R11: the seats in the order they declare or pass, from the dealer's left (the
        dealer speaks last)."""
        return speaking_order(self.dealer)

    def spoken_so_far(self, count: int) -> tuple[Spoken, ...]:
        """R11 at a table that hears the declaration one seat at a time: the first ``count``
        seats in turn from the dealer's left, each with what it said as this seat knows it
        (``spoken``). A seat it has not heard declare passed, as every seat but the holder
        must, and the holder's pass sounds like any other (R31).

        >>> from unsun_lab.deal import Deal
        >>> view = Deal.shuffled(seed=7, dealer=5).view(0)
        >>> [(s.seat, s.said) for s in view.spoken_so_far(3)]
        [(6, 'pass'), (7, 'pass'), (0, 'pass')]
        """
        said = {s.seat: s.said for s in self.spoken}
        return tuple(Spoken(s, said.get(s, "pass")) for s in self.speakers[:count])

    @property
    def robai_may_be_hidden(self) -> bool:
        """R28 as far as the seat can tell: nobody declared the native Robai, it is not the
        indicator, and it has not been seen in the stock, so a Sota-Robai or Robai-Rei
        combination may transfer 5 (the holder knows it is hidden once it has passed)."""
        return self.robai in ("hidden", "not_declared") or (
            self.robai == "own" and self.declared is False
        )

    def hand_in_order(self) -> tuple[Card, ...]:
        """The hand as a player sorts it: trumps first, then each plain suit, strongest first
        (``TrumpTable.hand_order``, R14–R16)."""
        return tuple(self.table.hand_order(self.hand))

    def refusals(self) -> dict[str, Explanation]:
        """Each card of the hand the seat may not play (or discard) now, by code, with the
        reason (R11 while the seat declares or passes, R12, R19–R23): the same reason the
        deal gives when the card is pushed. Empty when it is not the seat's turn or every
        card is allowed.

        >>> from unsun_lab.deal import Deal
        >>> deal = Deal.shuffled(seed=3).play_out(lambda d: d.legal_moves()[0]).after(2)
        >>> view = deal.view(deal.to_move)
        >>> all(deal.why_illegal(c).explanation == why for c, why in view.refusals().items())
        True
        """
        if not self.my_turn or self.phase == "over":
            return {}
        table = self.table
        if self.phase == "declare":
            why_not = declaration_refusal(self.seat, table)
            return dict.fromkeys((c.code for c in self.hand), why_not)
        if self.phase == "discard":
            allowed = set(discardable(self.hand, table))
            return {c.code: DISCARD_REFUSAL for c in self.hand if c not in allowed}
        trick = self.current_trick
        lead = trick.plays[0].card if trick is not None else None
        number = trick.number if trick is not None else len(self.tricks) + 1
        key, allowed_list = play_obligation(
            self.hand, lead, number, table, self.meri_seen, self.sun_exception
        )
        if len(allowed_list) == len(self.hand):
            return {}
        why = play_refusal(key, self.seat, lead, table)
        allowed = set(allowed_list)
        return {c.code: why for c in self.hand if c not in allowed}

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

    def _repr_html_(self) -> str:
        from unsun_lab.display.svg import as_html

        return as_html(self._repr_svg_())


def _waiting(deal: Deal, seat: int) -> bool:
    """R11/R31: whether ``seat`` has yet to learn how the declaration went. A seat that is
    neither the holder nor asked to move hears nothing of a silent declaration until the
    recipient has discarded; a declaration and an indicator that is the native Robai are
    seen by all at once."""
    return (
        deal.discard is None
        and deal.declaration != "declare"
        and deal.indicator is not deal.native_robai
        and seat != deal.holder
        and seat != deal.to_move
    )


def seen_trick(trick: Trick, seat: int | None = None, *, face_up: bool = False) -> SeenTrick:
    """``trick`` as ``seat`` sees it (R24, R31): a trump played face down to the trick still
    being played is unknown to everyone but the seat that played it (``seat`` None: the open
    table as a teacher shows it, where it stays face down too unless ``face_up``); once the
    eighth card is played, every card is face up.

    >>> import unsun_lab as ul
    >>> deal = ul.Deal.shuffled(seed=7, dealer=0)
    >>> while len(deal.tricks) < 2:
    ...     deal.push(deal.legal_moves()[-1])
    >>> first = deal.tricks[0]  # complete: every card face up to every seat
    >>> [p.card for p in seen_trick(first, 3).plays] == [p.card for p in first.plays]
    True
    """
    hide = not trick.complete and not face_up
    plays = tuple(
        SeenPlay(s, None if (hide and fd and s != seat) else c, fd) for s, c, fd in trick.plays
    )
    return SeenTrick(
        trick.number,
        trick.leader,
        trick.meri,
        plays,
        trick.winner,
        None if trick.combo is None else trick.combo.to_dict(),
        trick.explain() if trick.complete else None,
        tuple(copy.deepcopy(trick.reasons())) if trick.complete else (),
        trick.led_suit,
        seat,
    )


def view_of(deal: Deal, seat: int) -> PlayerView:
    """R31: build the view of ``seat`` from the deal."""
    if not 0 <= seat <= 7:
        raise ValueError(f"seat must be 0-7 (R4), got {seat!r}")
    if _waiting(deal, seat):
        # The same view whether a hand holds the native Robai (its holder deciding, or the
        # recipient discarding after its pass) or the stock does (R11, R13, R31).
        return PlayerView(
            seat=seat,
            dealer=deal.dealer,
            trump=deal.trump,
            indicator=deal.indicator,
            recipient=None,
            declared=None,
            robai_is_indicator=False,
            hand=deal.hand(seat),
            dealt=tuple(sorted(deal.dealt[seat])),
            discard=None,
            stock=None,
            tricks=(),
            hand_sizes=(9,) * 8,
            score=(0, 0),
            phase="declare",
            to_move=None,
            legal_moves=(),
            meri_seen=False,
            sun_exception=deal.sun_exception[seat],
            moves_made=0,
            spoken=(),
            robai="pending",
        )
    shown = deal.side_cards_shown
    tricks = [seen_trick(trick, seat) for trick in deal.tricks]
    to_move = deal.to_move
    if deal.phase == "declare" and seat != deal.holder:
        # R11/R31: the others' passes are silent, so who is still deciding stays unknown.
        to_move = None
    knows_discard = shown or seat == deal.recipient
    stock = deal.stock if shown else None
    status = deal.native_robai_status  # R11/R28, worked out once (rules.robai_status)
    return PlayerView(
        seat=seat,
        dealer=deal.dealer,
        trump=deal.trump,
        indicator=deal.indicator,
        recipient=deal.recipient,
        declared=None if status is None else status == "declared",
        robai_is_indicator=status == "indicator",
        hand=deal.hand(seat),
        dealt=tuple(sorted(deal.dealt[seat])),
        discard=deal.discard if knows_discard else None,
        stock=stock,
        tricks=tuple(tricks),
        hand_sizes=tuple(len(deal.hand(s)) for s in range(8)),
        score=deal.score,
        phase=deal.phase,
        to_move=to_move,
        legal_moves=tuple(deal.legal_moves()) if deal.to_move == seat else (),
        meri_seen=deal.meri_seen,
        sun_exception=deal.sun_exception[seat],
        moves_made=len(deal.moves) + (deal.holder is None),
        spoken=spoken_by(deal, seat),
        robai=robai_seen(seat, status, deal.holder, stock, deal.native_robai),
    )
