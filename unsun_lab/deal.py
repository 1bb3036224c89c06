"""One deal of Hachinin Meri as a state machine: declaration, discard, nine tricks (R6–R29).

>>> deal = Deal.shuffled(seed=7, dealer=0)
>>> deal.phase in ("declare", "discard")
True
>>> while deal.phase != "over":
...     deal.push(deal.legal_moves()[0])
>>> sum(deal.score)
9
"""

from __future__ import annotations

import bisect
import copy
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from unsun_lab.cards import DECK, Card, CardCodeError, Suit
from unsun_lab.explain import Explanation, Term
from unsun_lab.i18n import text as say
from unsun_lab.orders import TrumpTable, table_for
from unsun_lab.rules import (
    DISCARD_REFUSAL,
    INDICATOR_POSITION,
    STOCK_POSITIONS,
    Combo,
    Play,
    combination,
    deal_positions,
    declaration_refusal,
    discardable,
    is_face_down,
    obligation_reason,
    play_obligation,
    play_refusal,
    robai_status,
    shuffled_deck,
    team_of,
    trick_winner,
)
from unsun_lab.safe import quote
from unsun_lab.view import PlayerView, Spoken, spoken_by, trick_sentence, view_of

__all__ = ["Deal", "IllegalMove", "Refusal", "Trick"]

Phase = Literal["declare", "discard", "play", "over"]

_BY_CODE: dict[str, Card] = {c.code: c for c in DECK}

#: Every possible play, made once: _PLAYS[seat][card.index][face_down]. A Play is immutable, so
#: the tricks share them, and the hot path does not pay for building a named tuple per card.
_PLAYS: tuple[tuple[tuple[Play, Play], ...], ...] = tuple(
    tuple((Play(seat, card, False), Play(seat, card, True)) for card in DECK) for seat in range(8)
)


class IllegalMove(ValueError):
    """A move the rules do not allow now. The deal is left unchanged.

    ``seat``, ``move``, ``rule`` (e.g. 'R20') and ``reason`` (an Explanation) say why.
    """

    def __init__(self, seat: int | None, move: str, reason: Explanation, verb: str) -> None:
        self.seat = seat
        self.move = move
        self.reason = reason
        self.rule = reason.rule
        self.verb = verb
        super().__init__(self.render())

    def render(self, lang: str | None = None) -> str:
        """The refusal in ``lang``: who cannot make which move, and the rule's reason."""
        reason = self.reason.render(lang)
        if self.seat is None:
            return say("illegal.cannot", lang, move=quote(self.move), reason=reason)
        if self.verb == self.move or self.reason.key == "illegal.not_a_move":
            kind = self.verb if self.verb in ("declare", "pass") else "move"
        else:
            kind = self.verb if self.verb in ("play", "discard") else "play"
        return say(
            f"illegal.cannot_{kind}", lang, seat=self.seat, move=quote(self.move), reason=reason
        )


class Refusal(str):
    """Why a move is refused: the sentence (this string, in the chosen language) and the
    ``explanation`` it was rendered from."""

    explanation: Explanation

    def __new__(cls, explanation: Explanation) -> Refusal:
        sentence = super().__new__(cls, str(explanation))
        sentence.explanation = explanation
        return sentence

    @property
    def rule(self) -> str | None:
        """The rule id that refuses the move, e.g. 'R20'."""
        return self.explanation.rule


class Trick:
    """One trick: its ``number`` (1–9), ``leader``, whether it is ``meri`` (led with a trump,
    R20), its ``plays`` as (seat, card, face_down), and once complete its ``winner`` and
    ``combo`` with the reasons for both."""

    __slots__ = (
        "combo",
        "combo_reason",
        "leader",
        "led_suit",
        "meri",
        "number",
        "plays",
        "points",
        "result",
    )

    def __init__(self, number: int, leader: int, meri: bool, led_suit: Suit | None = None) -> None:
        self.number = number
        self.leader = leader
        self.meri = meri
        #: The suit the trick is led in: the lead's suit, the trump suit T for a trump lead
        #: (Tenka included: a Meri trick, R20); on the ninth trick the suit of the dealer's
        #: card (R26), T if it is a trump. Only a card of it, or a trump, can win (R17, R25).
        self.led_suit = led_suit
        self.plays: list[Play] = []
        self.result: Explanation | None = None  # why the winner won
        self.combo: Combo | None = None
        self.combo_reason: Explanation | None = None
        self.points: tuple[int, int] = (0, 0)  # what this trick added to the deal score

    @property
    def complete(self) -> bool:
        return len(self.plays) == 8

    @property
    def winner(self) -> int | None:
        """The seat that won the trick, or None while it is being played."""
        return None if self.result is None else int(self.result.params["seat"])

    @property
    def ninth(self) -> bool:
        return self.number == 9

    def explain(self, lang: str | None = None) -> str:
        """Who won and why (R25/R26), and the combination or why there was none (R27/R28), in
        ``lang`` (None: the language chosen with ``set_language``)."""
        return trick_sentence(self.reasons(), lang)

    def reasons(self) -> list[Explanation]:
        """The explanations behind :meth:`explain`, as data."""
        out: list[Explanation] = []
        if self.result is not None:
            out.append(self.result)
        if self.combo_reason is not None:
            out.append(self.combo_reason)
        if self.combo is not None:
            out.append(self.combo.why_points)
        return out

    def copy(self) -> Trick:
        """An independent trick with the same plays and results."""
        twin = Trick(self.number, self.leader, self.meri, self.led_suit)
        twin.plays = list(self.plays)
        twin.result, twin.combo = self.result, self.combo
        twin.combo_reason, twin.points = self.combo_reason, self.points
        return twin

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "leader": self.leader,
            "meri": self.meri,
            "plays": [{"seat": s, "card": c.code, "face_down": fd} for s, c, fd in self.plays],
            "winner": self.winner,
            "combo": None if self.combo is None else self.combo.to_dict(),
        }

    def __repr__(self) -> str:
        cards = " ".join(f"{s}:{c.code}{'*' if fd else ''}" for s, c, fd in self.plays)
        meri = " meri" if self.meri else ""
        return f"<Trick {self.number}{meri} leader={self.leader} [{cards}] winner={self.winner}>"

    def _repr_svg_(self) -> str:
        from unsun_lab.display import trick_svg

        return str(trick_svg(self, reveal=True))

    def _repr_html_(self) -> str:
        from unsun_lab.display.svg import as_html

        return as_html(self._repr_svg_())


def _text_or_none(text: object, what: str) -> str | None:
    """``text`` if it is a string or None; else TypeError naming ``what``."""
    if text is not None and not isinstance(text, str):
        raise TypeError(f"{what} must be a string or None, not {type(text).__name__}")
    return text


class Deal:
    """A deal from the cards dealt to the end of the ninth trick.

    Build one with :meth:`shuffled` (seeded, R6/R7), :meth:`from_cards` (given cards) or
    :meth:`from_record`; ``Deal(...)`` takes the same arguments as ``from_cards``. Then
    ``legal_moves()``, ``push(move)`` and ``pop()`` walk through it. A move is "declare",
    "pass" or a card code (a discard or a play).
    """

    def __init__(
        self,
        dealer: int,
        hands: Sequence[Sequence[Card | str]],
        indicator: Card | str,
        stock: Sequence[Card | str],
    ) -> None:
        from unsun_lab.record import check_layout

        self.dealer, self.dealt, self.indicator, self.stock = check_layout(
            dealer, hands, indicator, stock
        )
        self._title: str | None = None
        self._notes: str | None = None
        self.extra: dict[str, Any] = {}  # unknown record fields, kept for the round trip
        self.table: TrumpTable = table_for(self.indicator.suit)
        self.trump: Suit = self.table.trump  # R8
        self.native_robai: Card = self.table.native_robai  # R10
        #: The seat holding the native Robai in its dealt cards, or None (R11).
        self.holder: int | None = next(
            (s for s in range(8) if self.native_robai in self.dealt[s]), None
        )
        is_trump = self.table.is_trump
        #: R21: the seats whose nine dealt cards held one trump, and it the Sun of T.
        self.sun_exception: tuple[bool, ...] = tuple(
            [c for c in hand if is_trump[c.index]] == [self.table.sun] for hand in self.dealt
        )
        self._hands: list[list[Card]] = [sorted(h) for h in self.dealt]
        self.declaration: str | None = None  # "declare" or "pass" (R11)
        self.recipient: int | None = None
        self.discard: Card | None = None
        self.tricks: list[Trick] = []
        self.moves: list[str] = []
        self.move_notes: dict[int, str] = {}  # move index -> annotation
        self._score = [0, 0]
        self._meri_led = 0
        self._next_leader = 0
        self._cache_at = -1
        self._cache: tuple[str, list[Card]] = ("", [])
        if self.holder is None:
            self._give_indicator(self.dealer)  # R11 Decision: nobody can declare

    # -- construction -------------------------------------------------------------------

    @classmethod
    def shuffled(cls, seed: int | random.Random | None = None, dealer: int = 0) -> Deal:
        """R6/R7: shuffle the 75 cards with ``random.Random(seed)`` and deal from ``dealer``."""
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        deck = shuffled_deck(rng)
        hands = [[DECK[deck[p]] for p in seat] for seat in deal_positions(dealer)]
        stock = [DECK[deck[p]] for p in STOCK_POSITIONS]
        return cls(dealer, hands, DECK[deck[INDICATOR_POSITION]], stock)

    @classmethod
    def from_cards(
        cls,
        dealer: int,
        hands: Sequence[Sequence[Card | str]],
        indicator: Card | str,
        stock: Sequence[Card | str],
    ) -> Deal:
        """A deal from given cards: 8 hands of 9 by seat, the indicator and 2 stock cards."""
        return cls(dealer, hands, indicator, stock)

    @classmethod
    def from_record(cls, record: dict[str, Any] | str | Path | bytes) -> Deal:
        """A deal from a record (a dict, JSON text, or the path of a JSON file), with its
        moves applied: the one way to load a deal. The input is read strictly and within
        limits (``unsun_lab.record.load_record`` reads a record without replaying it;
        ``record.deal_from_record`` is this, kept as a thin alias with an ``observe`` hook).

        Raises ``RecordError`` naming the field or the 1-based move number.
        """
        from unsun_lab.record import deal_from_record

        return deal_from_record(record)

    def to_record(self) -> dict[str, Any]:
        """The deal as a record dict (format ``unsun-lab/deal-1``), notes included."""
        from unsun_lab.record import deal_to_record

        return deal_to_record(self)

    def copy(self) -> Deal:
        """An independent deal in the same state, notes and title included: the structure is
        copied (hands, tricks, moves), not replayed, so a copy is cheap.

        >>> deal = Deal.shuffled(seed=3).play_out()
        >>> twin = deal.copy()
        >>> twin.pop() == deal.moves[-1] and twin.state_key() != deal.state_key()
        True
        """
        twin = object.__new__(Deal)
        twin.__dict__.update(self.__dict__)
        twin._hands = [list(h) for h in self._hands]
        twin.tricks = [t.copy() for t in self.tricks]
        twin.moves = list(self.moves)
        twin.move_notes = dict(self.move_notes)
        twin._score = list(self._score)
        twin.extra = copy.deepcopy(self.extra)
        twin._cache_at = -1
        return twin

    # -- state ----------------------------------------------------------------------------

    @property
    def title(self) -> str | None:
        """The record's title (a string, or None)."""
        return self._title

    @title.setter
    def title(self, text: str | None) -> None:
        self._title = _text_or_none(text, "the title")

    @property
    def notes(self) -> str | None:
        """The record's notes on the whole deal (a string, or None)."""
        return self._notes

    @notes.setter
    def notes(self, text: str | None) -> None:
        self._notes = _text_or_none(text, "the notes")

    @property
    def phase(self) -> Phase:
        """'declare' (the native Robai holder chooses), 'discard', 'play' or 'over'."""
        if self.recipient is None:
            return "declare"
        if self.discard is None:
            return "discard"
        if len(self.tricks) == 9:
            return "over"
        return "play"

    @property
    def to_move(self) -> int | None:
        """The seat whose decision is next, or None when the deal is over."""
        if self.recipient is None:
            return self.holder
        if self.discard is None:
            return self.recipient
        if len(self.tricks) == 9:
            return None
        trick = self._open_trick()
        if trick is None:
            return self._next_leader
        return (trick.leader + len(trick.plays)) & 7

    @property
    def score(self) -> tuple[int, int]:
        """(team 0/2/4/6, team 1/3/5/7). They add up to 9 when the deal is over (R29)."""
        return (self._score[0], self._score[1])

    @property
    def native_robai_status(self) -> str | None:
        """'declared', 'hidden', 'indicator' or 'stock' (R11, R28); None while undecided.
        What one seat knows of it is ``view(seat).robai`` (R31)."""
        return robai_status(self.holder, self.declaration, self.indicator is self.native_robai)

    @property
    def robai_hidden(self) -> bool:
        """R28 Decision: hidden only when its holder passed."""
        return self.declaration == "pass"

    @property
    def meri_seen(self) -> bool:
        """Whether a Meri trick has been led in this deal (R22/R23)."""
        return self._meri_led > 0

    @property
    def over(self) -> bool:
        return len(self.tricks) == 9

    def score_after(self, number: int) -> tuple[int, int]:
        """The running score after trick ``number`` (R27–R29)."""
        a = sum(t.points[0] for t in self.tricks[:number])
        b = sum(t.points[1] for t in self.tricks[:number])
        return (a, b)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards seat holds now, in deck order."""
        return tuple(self._hands[seat])

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(tuple(h) for h in self._hands)

    def hand_in_order(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now as a player sorts them: trumps first, then each plain
        suit, strongest first (``TrumpTable.hand_order``, R14–R16)."""
        return tuple(self.table.hand_order(self._hands[seat]))

    @property
    def spoken(self) -> tuple[Spoken, ...]:
        """R11 at the open table: each seat in turn from the dealer's left with what it said,
        as far as the declaration has gone (up to the holder while it decides).

        What one seat heard is ``view(seat).spoken`` (R31)."""
        return spoken_by(self, None)

    def refusals(self) -> dict[str, Explanation]:
        """Each card of the hand to move that may not be played (or discarded) now, by code,
        with the reason (R11 while the holder declares or passes, R12, R19–R23); empty when
        every card is allowed. The same reasons ``why_illegal`` gives;
        ``view(seat).refusals()`` answers it from the seat's own view."""
        seat = self.to_move
        if seat is None:
            return {}
        hand = self._hands[seat]
        if self.phase == "declare":
            return dict.fromkeys((c.code for c in hand), declaration_refusal(seat, self.table))
        if self.phase == "discard":
            allowed = set(self._discardable())
            return {c.code: DISCARD_REFUSAL for c in hand if c not in allowed}
        key, allowed_list = self._obligation()
        allowed = set(allowed_list)
        if len(allowed) == len(hand):
            return {}
        why = play_refusal(key, seat, self._lead(), self.table)
        return {c.code: why for c in hand if c not in allowed}

    @property
    def current_trick(self) -> Trick | None:
        """The trick being played, or None between tricks."""
        return self._open_trick()

    @property
    def side_cards_shown(self) -> bool:
        """R13: the discard and the stock are shown from the opening lead on."""
        return bool(self.tricks)

    def is_trump(self, card: Card | str) -> bool:
        return self.table.is_trump[Card.parse(card).index]

    # -- moves ----------------------------------------------------------------------------

    def legal_moves(self) -> list[str]:
        """The moves allowed now: ['declare', 'pass'], discards, or plays (empty when over)."""
        phase = self.phase
        if phase == "play":
            return [c.code for c in self._obligation()[1]]
        if phase == "declare":
            return ["declare", "pass"]
        if phase == "discard":
            return [c.code for c in self._discardable()]
        return []

    def legal_reason(self) -> Explanation | None:
        """Why the legal moves are what they are now (R11, R12, R19–R23), or None when over."""
        phase = self.phase
        seat = self.to_move
        if phase == "declare":
            return Explanation(
                "R11",
                "legal.declare",
                {"seat": seat, "card": self.native_robai, "indicator": self.indicator},
            )
        if phase == "discard":
            hand = self._hands[self.recipient or 0]
            only = all(self.table.is_trump[c.index] for c in hand)
            key = "legal.discard_only_trumps" if only else "legal.discard"
            return Explanation("R12", key, {"seat": seat})
        if phase == "play":
            key, _ = self._obligation()
            return obligation_reason(key, seat or 0, self._lead(), self.table)
        return None

    def why_illegal(self, move: str) -> Refusal | None:
        """None if ``move`` is legal now, else the sentence that says why not, with its rule id.

        The sentence is a :class:`Refusal`: a ``str`` that also carries its ``explanation``
        (rule id, message key, parameters), to show it in another language.

        >>> deal = Deal.shuffled(seed=3)
        >>> deal.why_illegal(deal.legal_moves()[0]) is None
        True
        >>> why = deal.why_illegal("ZZ")
        >>> why.rule, why.explanation.key
        ('R3', 'illegal.not_a_move')
        """
        try:
            self._check(move)
        except IllegalMove as err:
            return Refusal(err.reason)
        return None

    def push(self, move: str | Card) -> None:
        """Apply a move; an illegal one raises IllegalMove (a ValueError) and changes nothing."""
        if len(self.tricks) < 9 and self.discard is not None:  # the play phase, the hot path
            card = _BY_CODE.get(move) if isinstance(move, str) else move
            if card is not None:
                allowed = self._obligation()[1]
                if card in allowed:
                    self._play(card)
                    self.moves.append(card.code)
                    self._cache_at = -1
                    return
        kind, card = self._check(move)
        if kind == "declare" or kind == "pass":
            self.declaration = kind
            self._give_indicator(self.holder if kind == "declare" else self.dealer)  # type: ignore[arg-type]
        elif kind == "discard":
            assert card is not None and self.recipient is not None
            self._hands[self.recipient].remove(card)
            self.discard = card
            self._next_leader = self.recipient  # R18
        else:
            assert card is not None
            self._play(card)
        self.moves.append(kind if card is None else card.code)
        self._cache_at = -1

    def pop(self) -> str:
        """Undo the last move and return it. Raises IndexError when there is none."""
        if not self.moves:
            raise IndexError("pop from a deal with no moves")
        move = self.moves.pop()
        self.move_notes.pop(len(self.moves), None)
        self._cache_at = -1
        if move in ("declare", "pass"):
            assert self.recipient is not None
            self._hands[self.recipient].remove(self.indicator)
            self.recipient = None
            self.declaration = None
            return move
        card = _BY_CODE[move]
        if self.discard is not None and not self.tricks:
            assert self.recipient is not None
            bisect.insort(self._hands[self.recipient], card)
            self.discard = None
            self._next_leader = 0
            return move
        if len(self.tricks) == 9:  # the engine's ninth trick goes with the 64th play
            ninth = self.tricks.pop()
            self._unscore(ninth)
            for seat, c, _ in ninth.plays:
                self._hands[seat].append(c)
        trick = self.tricks[-1]
        if trick.complete:
            self._unscore(trick)
        seat, played, _ = trick.plays.pop()
        bisect.insort(self._hands[seat], played)
        self._next_leader = trick.leader
        if not trick.plays:
            self.tricks.pop()
            if trick.meri:
                self._meri_led -= 1
            self._next_leader = trick.leader
        return move

    def play_out(self, chooser: Any = None) -> Deal:
        """Play to the end, each move from ``chooser(deal)`` (default: the first legal move)."""
        while len(self.tricks) < 9:
            self.push(chooser(self) if chooser else self.legal_moves()[0])
        return self

    def after(self, moves: int) -> Deal:
        """A new deal on the same cards as this one stood after its first ``moves`` moves.

        >>> deal = Deal.shuffled(seed=3).play_out()
        >>> deal.after(2).moves == deal.moves[:2]
        True
        """
        earlier = Deal.from_cards(self.dealer, self.dealt, self.indicator, self.stock)
        for move in self.moves[:moves]:
            earlier.push(move)
        return earlier

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` knows now, and nothing more (R31)."""
        return view_of(self, seat)

    # -- notes ----------------------------------------------------------------------------

    def note(self, index: int, text: str | None) -> None:
        """Annotate move ``index`` (0-based in ``moves``); None or '' removes the note.

        A note is a string: anything else raises TypeError naming the move, and the deal
        keeps its notes as they were.

        >>> deal = Deal.shuffled(seed=1)
        >>> deal.push(deal.legal_moves()[0])
        >>> deal.note(0, 123)
        Traceback (most recent call last):
        ...
        TypeError: move 1: a note must be a string or None, not int
        """
        if isinstance(index, bool) or not isinstance(index, int):
            raise TypeError(f"a move index must be an integer, not {type(index).__name__}")
        if not 0 <= index < len(self.moves):
            raise IndexError(f"no move {index + 1}: the deal has {len(self.moves)} moves")
        _text_or_none(text, f"move {index + 1}: a note")
        if text:
            self.move_notes[index] = text
        else:
            self.move_notes.pop(index, None)

    # -- internals ------------------------------------------------------------------------

    def _give_indicator(self, seat: int) -> None:
        """R11/R12: the recipient takes the indicator into hand."""
        self.recipient = seat
        bisect.insort(self._hands[seat], self.indicator)

    def _discardable(self) -> list[Card]:
        """R12, for the recipient (see ``rules.discardable``)."""
        assert self.recipient is not None
        return discardable(self._hands[self.recipient], self.table)

    def _open_trick(self) -> Trick | None:
        if self.tricks and len(self.tricks[-1].plays) < 8:
            return self.tricks[-1]
        return None

    def _obligation(self) -> tuple[str, list[Card]]:
        """R19–R23 for the seat to play, cached until the next move."""
        n = len(self.moves)
        if self._cache_at != n:
            trick = self._open_trick()
            seat = self.to_move
            assert seat is not None
            lead = trick.plays[0].card if trick is not None else None
            number = trick.number if trick is not None else len(self.tricks) + 1
            self._cache = play_obligation(
                self._hands[seat],
                lead,
                number,
                self.table,
                self._meri_led > 0,
                self.sun_exception[seat],
            )
            self._cache_at = n
        return self._cache

    def _check(self, move: str | Card) -> tuple[str, Card | None]:
        """Decide whether ``move`` is legal; returns (kind, card) or raises IllegalMove."""
        phase = self.phase
        seat = self.to_move
        text = move.code if isinstance(move, Card) else move
        if phase == "over":
            raise IllegalMove(None, text, Explanation("R26", "illegal.over"), "play")
        if isinstance(move, str) and move.strip().lower() in ("declare", "pass"):
            word = move.strip().lower()
            if phase != "declare":
                reason = Explanation(
                    "R11", "illegal.declare_not_now", {"phase": Term(f"phase.{phase}")}
                )
                raise IllegalMove(seat, word, reason, word)
            return word, None
        verb = "discard" if phase == "discard" else "play"
        try:
            card = Card.parse(move)
        except CardCodeError:
            reason = Explanation("R3", "illegal.not_a_move", {"move": quote(text)})
            raise IllegalMove(seat, text, reason, verb) from None
        if phase == "declare":
            assert seat is not None
            raise IllegalMove(seat, card.code, declaration_refusal(seat, self.table), verb)
        assert seat is not None
        if card not in self._hands[seat]:
            reason = Explanation("R18", "illegal.not_in_hand", {"card": card, "seat": seat})
            raise IllegalMove(seat, card.code, reason, verb)
        if phase == "discard":
            if card not in self._discardable():
                raise IllegalMove(seat, card.code, DISCARD_REFUSAL, verb)
            return "discard", card
        key, allowed = self._obligation()
        if card not in allowed:
            reason = play_refusal(key, seat, self._lead(), self.table)
            raise IllegalMove(seat, card.code, reason, verb)
        return "play", card

    def _lead(self) -> Card | None:
        """The first card of the trick being played, None when the next card leads."""
        trick = self._open_trick()
        return None if trick is None else trick.plays[0].card

    def _play(self, card: Card) -> None:
        """Put a checked card on the table; finish the trick when it holds eight."""
        trick = self._open_trick()
        if trick is None:
            meri = self.table.is_trump[card.index]  # R20
            led = self.trump if meri else card.suit
            trick = Trick(len(self.tricks) + 1, self._next_leader, meri, led)
            self.tricks.append(trick)
            if meri:
                self._meri_led += 1
            lead = None
        else:
            lead = trick.plays[0].card
        seat = (trick.leader + len(trick.plays)) & 7
        self._hands[seat].remove(card)
        trick.plays.append(_PLAYS[seat][card.index][is_face_down(card, lead, self.table)])
        if len(trick.plays) == 8:
            self._finish(trick, trick.plays[0].card.suit)
            if trick.number == 8:
                self._play_ninth(trick)
            else:
                self._next_leader = trick.winner  # type: ignore[assignment]  # R18

    def _play_ninth(self, eighth: Trick) -> None:
        """R26: the last cards are revealed at once, clockwise from the winner of trick 8."""
        leader = eighth.winner
        assert leader is not None
        ninth = Trick(9, leader, False)
        for k in range(8):
            seat = (leader + k) & 7
            ninth.plays.append(_PLAYS[seat][self._hands[seat].pop().index][False])
        self.tricks.append(ninth)
        dealer_card = ninth.plays[(self.dealer - leader) & 7].card
        led = self.table.follow_suit[dealer_card.index]  # None for a trump (R26)
        ninth.led_suit = self.trump if led is None else led
        self._finish(ninth, led, dealer_card)

    def _finish(self, trick: Trick, led: Suit | None, dealer_card: Card | None = None) -> None:
        """R25–R28: the winner, the trick point, and any combination's transfer."""
        table = self.table
        i = trick_winner(trick.plays, table, led)
        seat, card, _ = trick.plays[i]
        trumped = table.is_trump[card.index]
        params: dict[str, object] = {"seat": seat, "card": card, "number": trick.number}
        if trick.number == 9:
            key = "win.ninth_trump" if trumped else "win.ninth_suit"
            params.update(dealer_card=dealer_card, suit=led)
            trick.result = Explanation("R26", key, params)
        else:
            params["suit"] = led
            trick.result = Explanation("R25", "win.trump" if trumped else "win.suit", params)
        combo, why = combination(
            trick.plays,
            i,
            table,
            number=trick.number,
            meri=trick.meri,
            ninth=trick.number == 9,
            robai_hidden=self.declaration == "pass",
        )
        trick.combo, trick.combo_reason = combo, why
        points = [0, 0]
        team = team_of(seat)
        points[team] += 1
        if combo is not None:
            points[team] += combo.points
            points[1 - team] -= combo.points
        trick.points = (points[0], points[1])
        self._score[0] += points[0]
        self._score[1] += points[1]

    def _unscore(self, trick: Trick) -> None:
        self._score[0] -= trick.points[0]
        self._score[1] -= trick.points[1]
        trick.points = (0, 0)
        trick.result = trick.combo = trick.combo_reason = None

    # -- display --------------------------------------------------------------------------

    def __repr__(self) -> str:
        return (
            f"<Deal dealer={self.dealer} trump={self.trump.title} indicator={self.indicator.code}"
            f" phase={self.phase} moves={len(self.moves)} score={list(self.score)}>"
        )

    def _repr_svg_(self) -> str:
        from unsun_lab.display import table_svg

        return str(table_svg(self))

    def _repr_html_(self) -> str:
        from unsun_lab.display.svg import as_html

        return as_html(self._repr_svg_())

    def state_key(self) -> tuple[Any, ...]:
        """Everything that defines the state, for equality checks (push then pop restores it)."""
        return (
            self.dealer,
            self.dealt,
            self.indicator,
            self.stock,
            tuple(tuple(h) for h in self._hands),
            self.declaration,
            self.recipient,
            self.discard,
            tuple(
                (t.number, t.leader, t.meri, tuple(t.plays), t.winner, t.combo, t.points)
                for t in self.tricks
            ),
            tuple(self.moves),
            tuple(self._score),
            self._meri_led,
            self._next_leader,
        )
