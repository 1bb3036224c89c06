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
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal, NoReturn, TypeVar

from unsun_lab.cards import DECK, Card, CardCodeError, Suit
from unsun_lab.explain import Explanation, Term
from unsun_lab.i18n import text as say
from unsun_lab.limits import (
    FORMAT,
    KNOWN_FIELDS,
    RecordError,
    check_extra,
    check_layout,
    check_record,
    check_text,
    load_record,
)
from unsun_lab.orders import TrumpTable, table_for
from unsun_lab.rules import (
    DISCARD_REFUSAL,
    INDICATOR_POSITION,
    STOCK_POSITIONS,
    Combo,
    Play,
    combination,
    compared_seats,
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

__all__ = ["Deal", "IllegalMove", "ReadOnlyList", "Refusal", "Trick"]

Phase = Literal["declare", "discard", "play", "over"]
_T = TypeVar("_T")

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


class ReadOnlyList(list[_T]):
    """A copy of a deal's internal list, handed out for reading: it compares, indexes and
    iterates like a list, and every method that would change it raises TypeError. Being a
    copy, even ``list.append(copy, x)`` leaves the deal as it was; the deal changes only
    through ``push``, ``pop`` and ``note``.

    >>> moves = Deal.shuffled(seed=3).moves
    >>> moves == [], isinstance(moves, list)
    (True, True)
    >>> moves.append("P1")
    Traceback (most recent call last):
    ...
    TypeError: a deal's moves, tricks and plays are read-only: use push() and pop()
    """

    __slots__ = ()

    def _refuse(self, *args: object, **kwargs: object) -> NoReturn:
        raise TypeError("a deal's moves, tricks and plays are read-only: use push() and pop()")

    append = extend = insert = remove = pop = clear = sort = reverse = _refuse
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse


class Trick:
    """One trick: its ``number`` (1–9), ``leader``, whether it is ``meri`` (led with a trump,
    R20), its ``plays`` as (seat, card, face_down), and once complete its ``winner`` and
    ``combo`` with the reasons for both.

    A trick is read-only for everyone but its deal: its attributes cannot be assigned and
    ``plays`` is a read-only copy, so a trick handed out cannot change the deal's score."""

    __slots__ = (
        "_combo",
        "_combo_reason",
        "_leader",
        "_led_suit",
        "_meri",
        "_number",
        "_plays",
        "_points",
        "_result",
    )

    def __init__(self, number: int, leader: int, meri: bool, led_suit: Suit | None = None) -> None:
        self._number = number
        self._leader = leader
        self._meri = meri
        self._led_suit = led_suit
        self._plays: list[Play] = []
        self._result: Explanation | None = None  # why the winner won
        self._combo: Combo | None = None
        self._combo_reason: Explanation | None = None
        self._points: tuple[int, int] = (0, 0)  # what this trick added to the deal score

    @property
    def number(self) -> int:
        """1–9."""
        return self._number

    @property
    def leader(self) -> int:
        """The seat that led the trick (R18; for the ninth, the winner of the eighth, R26)."""
        return self._leader

    @property
    def meri(self) -> bool:
        """Whether the trick was led with a trump (R20)."""
        return self._meri

    @property
    def led_suit(self) -> Suit | None:
        """The suit the trick is led in: the lead's suit, the trump suit T for a trump lead
        (Tenka included: a Meri trick, R20); on the ninth trick the suit of the dealer's card
        (R26), T if it is a trump. Only a card of it, or a trump, can win (R17, R25)."""
        return self._led_suit

    @property
    def plays(self) -> ReadOnlyList[Play]:
        """The cards played so far, in order, as (seat, card, face_down) (R24)."""
        return ReadOnlyList(self._plays)

    @property
    def result(self) -> Explanation | None:
        """Why the winner won (R25/R26), once the trick is complete."""
        return self._result

    @property
    def combo(self) -> Combo | None:
        """The combination made on this trick (R27/R28), or None."""
        return self._combo

    @property
    def combo_reason(self) -> Explanation | None:
        """Why there is a combination, or why not (R27)."""
        return self._combo_reason

    @property
    def points(self) -> tuple[int, int]:
        """What this trick added to the deal score: (team 0/2/4/6, team 1/3/5/7) (R27–R29)."""
        return self._points

    @property
    def complete(self) -> bool:
        return len(self._plays) == 8

    @property
    def winner(self) -> int | None:
        """The seat that won the trick, or None while it is being played."""
        return None if self._result is None else int(self._result.params["seat"])

    @property
    def ninth(self) -> bool:
        return self.number == 9

    def explain(self, lang: str | None = None, you: int | None = None) -> str:
        """Who won and why (R25/R26), and the combination or why there was none (R27/R28), in
        ``lang`` (None: the language chosen with ``set_language``); ``you``: the learner's
        seat, said in the second person ("You win trick 3 with KSo")."""
        return trick_sentence([e.addressed(you) for e in self.reasons()], lang)

    @property
    def compared(self) -> dict[int, str]:
        """Where the combination test compared two trumps (R27): {seat of W: 'w', seat of O:
        'o'} (``rules.compared_seats``); empty while the trick is played, or when no two
        trumps were compared (a Meri, a plain card won, no trump of the other team)."""
        if not self.complete or self.combo_reason is None:
            return {}
        return compared_seats(self._plays, [self.combo_reason])

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
        twin = Trick(self._number, self._leader, self._meri, self._led_suit)
        twin._plays = list(self._plays)
        twin._result, twin._combo = self._result, self._combo
        twin._combo_reason, twin._points = self._combo_reason, self._points
        return twin

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "leader": self.leader,
            "meri": self.meri,
            "plays": [{"seat": s, "card": c.code, "face_down": fd} for s, c, fd in self._plays],
            "winner": self.winner,
            "combo": None if self.combo is None else self.combo.to_dict(),
        }

    def __repr__(self) -> str:
        cards = " ".join(f"{s}:{c.code}{'*' if fd else ''}" for s, c, fd in self._plays)
        meri = " meri" if self.meri else ""
        return f"<Trick {self.number}{meri} leader={self.leader} [{cards}] winner={self.winner}>"

    def _repr_svg_(self) -> str:
        from unsun_lab.display import trick_svg

        return str(trick_svg(self, reveal=True))

    def _repr_html_(self) -> str:
        from unsun_lab.display.svg import as_html

        return as_html(self._repr_svg_())


def _known(value: _T | None) -> _T:
    """``value``, which the state of a deal guarantees is set once this code runs; checked
    explicitly (not by ``assert``, which ``python -O`` removes)."""
    if value is None:
        raise RuntimeError("the deal is in an impossible state: a seat or card is missing")
    return value


def _text_or_none(text: object, field: str) -> str | None:
    """``text`` if it is a string or None that a record can hold; else TypeError (not a
    string) or RecordError (too long, a lone surrogate) naming the field."""
    if text is not None and not isinstance(text, str):
        raise TypeError(f"the {field} must be a string or None, not {type(text).__name__}")
    return check_text(text, field)


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
        self._dealer, self._dealt, self._indicator, self._stock = check_layout(
            dealer, hands, indicator, stock
        )
        self._title: str | None = None
        self._notes: str | None = None
        self._extra: dict[str, Any] = {}  # unknown record fields, kept for the round trip
        self._table: TrumpTable = table_for(self._indicator.suit)
        self._trump: Suit = self._table.trump  # R8
        self._native_robai: Card = self._table.native_robai  # R10
        #: The seat holding the native Robai in its dealt cards, or None (R11).
        self._holder: int | None = next(
            (s for s in range(8) if self._native_robai in self._dealt[s]), None
        )
        is_trump = self._table.is_trump
        #: R21: the seats whose nine dealt cards held one trump, and it the Sun of T.
        self._sun_exception: tuple[bool, ...] = tuple(
            [c for c in hand if is_trump[c.index]] == [self._table.sun] for hand in self._dealt
        )
        self._hands: list[list[Card]] = [sorted(h) for h in self._dealt]
        self._declaration: str | None = None  # "declare" or "pass" (R11)
        self._recipient: int | None = None
        self._discard: Card | None = None
        self._tricks: list[Trick] = []
        self._moves: list[str] = []
        self._move_notes: dict[int, str] = {}  # move index -> annotation
        self._score = [0, 0]
        self._meri_led = 0
        self._next_leader = 0
        self._cache_at = -1
        self._cache: tuple[str, list[Card]] = ("", [])
        if self._holder is None:
            self._give_indicator(self._dealer)  # R11 Decision: nobody can declare

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
    def from_record(
        cls,
        record: dict[str, Any] | str | Path | bytes,
        *,
        observe: Callable[[Deal, str], None] | None = None,
    ) -> Deal:
        """A deal from a record (a dict, JSON text, or the path of a JSON file), with its
        moves applied: the one way to load a deal. The input is read strictly and within
        limits (``unsun_lab.record.load_record`` reads a record without replaying it).
        ``observe(deal, move)``, if given, is called before each move is applied (the replay
        command lists the legal moves with it).

        Raises ``RecordError`` naming the field or the 1-based move number.
        """
        data = load_record(record)
        moves = check_record(data)
        deal = cls.from_cards(data["dealer"], data["hands"], data["indicator"], data["stock"])
        deal.title = data.get("title")
        deal.notes = data.get("notes")
        # kept for the round trip, as a copy: later edits of ``data`` do not reach the deal
        deal.extra = {k: v for k, v in data.items() if k not in KNOWN_FIELDS}
        for i, (move, note) in enumerate(moves):
            seat = deal.to_move
            if observe is not None:
                observe(deal, move)
            try:
                deal.push(move)
            except IllegalMove as err:
                said = Explanation.of("record.move", number=i + 1, reason=err)
                raise RecordError(
                    said, field="moves", move=i + 1, seat=seat, rule=err.rule
                ) from None
            if note is not None:
                deal.note(i, note)
        return deal

    def to_record(self) -> dict[str, Any]:
        """The deal as a record dict (format ``unsun-lab/deal-1``), notes included."""
        record: dict[str, Any] = {"format": FORMAT}
        if self._title is not None:
            record["title"] = self._title
        if self._notes is not None:
            record["notes"] = self._notes
        moves: list[Any] = []
        for i, move in enumerate(self._moves):
            note = self._move_notes.get(i)
            moves.append(move if note is None else {"move": move, "note": note})
        record.update(
            dealer=self._dealer,
            hands=[[c.code for c in hand] for hand in self._dealt],
            indicator=self._indicator.code,
            stock=[c.code for c in self._stock],
            moves=moves,
        )
        extra = self.extra  # a fresh copy, checked when it was set
        record.update((k, v) for k, v in extra.items() if k not in KNOWN_FIELDS)
        return record

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
        twin._tricks = [t.copy() for t in self._tricks]
        twin._moves = list(self._moves)
        twin._move_notes = dict(self._move_notes)
        twin._score = list(self._score)
        twin._extra = copy.deepcopy(self._extra)
        twin._cache_at = -1
        return twin

    # -- state ----------------------------------------------------------------------------
    # Everything below is read-only: the deal changes only through push, pop and note, so
    # what it hands out (lists as ReadOnlyList copies, notes as a read-only mapping) cannot
    # put it in a state the rules never reach.

    @property
    def dealer(self) -> int:
        """The dealer's seat (R6)."""
        return self._dealer

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """The nine cards dealt to each seat, by seat (R6)."""
        return self._dealt

    @property
    def indicator(self) -> Card:
        """The indicator, turned face up (R7)."""
        return self._indicator

    @property
    def stock(self) -> tuple[Card, Card]:
        """The two stock cards (R7)."""
        return self._stock

    @property
    def table(self) -> TrumpTable:
        """The rank orders of this deal's trump suit (R8–R10, R14–R16)."""
        return self._table

    @property
    def trump(self) -> Suit:
        """The trump suit: the indicator's suit (R8)."""
        return self._trump

    @property
    def native_robai(self) -> Card:
        """The Robai of the trump suit (R10)."""
        return self._native_robai

    @property
    def holder(self) -> int | None:
        """The seat holding the native Robai in its dealt cards, or None (R11)."""
        return self._holder

    @property
    def sun_exception(self) -> tuple[bool, ...]:
        """R21: by seat, whether its nine dealt cards held one trump, and it the Sun of T."""
        return self._sun_exception

    @property
    def declaration(self) -> str | None:
        """'declare' or 'pass' once the holder of the native Robai chose (R11), else None."""
        return self._declaration

    @property
    def recipient(self) -> int | None:
        """The seat that took the indicator (R11/R12), or None while the holder chooses."""
        return self._recipient

    @property
    def discard(self) -> Card | None:
        """The recipient's discard (R12), or None before it."""
        return self._discard

    @property
    def tricks(self) -> ReadOnlyList[Trick]:
        """The tricks begun so far, in order (a read-only copy; each Trick is read-only)."""
        return ReadOnlyList(self._tricks)

    @property
    def moves(self) -> ReadOnlyList[str]:
        """The moves made so far, in order (a read-only copy)."""
        return ReadOnlyList(self._moves)

    @property
    def move_notes(self) -> MappingProxyType[int, str]:
        """The notes by move index (0-based in ``moves``), read-only: write with :meth:`note`."""
        return MappingProxyType(self._move_notes)

    @property
    def extra(self) -> MappingProxyType[str, Any]:
        """The record's fields this version does not know, kept for the round trip: a
        read-only copy. Assigning a dict replaces them, checked as the loader checks a record
        (JSON data within its limits, no field of the record itself)."""
        return MappingProxyType(copy.deepcopy(self._extra))

    @extra.setter
    def extra(self, fields: Mapping[str, Any]) -> None:
        self._extra = check_extra(fields)

    @property
    def title(self) -> str | None:
        """The record's title (a string, or None)."""
        return self._title

    @title.setter
    def title(self, text: str | None) -> None:
        self._title = _text_or_none(text, "title")

    @property
    def notes(self) -> str | None:
        """The record's notes on the whole deal (a string, or None)."""
        return self._notes

    @notes.setter
    def notes(self, text: str | None) -> None:
        self._notes = _text_or_none(text, "notes")

    @property
    def phase(self) -> Phase:
        """'declare' (the native Robai holder chooses), 'discard', 'play' or 'over'."""
        if self._recipient is None:
            return "declare"
        if self._discard is None:
            return "discard"
        if len(self._tricks) == 9:
            return "over"
        return "play"

    @property
    def to_move(self) -> int | None:
        """The seat whose decision is next, or None when the deal is over."""
        if self._recipient is None:
            return self._holder
        if self._discard is None:
            return self._recipient
        if len(self._tricks) == 9:
            return None
        trick = self._open_trick()
        if trick is None:
            return self._next_leader
        return (trick._leader + len(trick._plays)) & 7

    @property
    def score(self) -> tuple[int, int]:
        """(team 0/2/4/6, team 1/3/5/7). They add up to 9 when the deal is over (R29)."""
        return (self._score[0], self._score[1])

    @property
    def native_robai_status(self) -> str | None:
        """'declared', 'hidden', 'indicator' or 'stock' (R11, R28); None while undecided.
        What one seat knows of it is ``view(seat).robai`` (R31)."""
        return robai_status(self._holder, self._declaration, self._indicator is self._native_robai)

    @property
    def robai_hidden(self) -> bool:
        """R28 Decision: hidden only when its holder passed."""
        return self._declaration == "pass"

    @property
    def meri_seen(self) -> bool:
        """Whether a Meri trick has been led in this deal (R22/R23)."""
        return self._meri_led > 0

    @property
    def over(self) -> bool:
        return len(self._tricks) == 9

    def score_after(self, number: int) -> tuple[int, int]:
        """The running score after trick ``number`` (R27–R29)."""
        a = sum(t._points[0] for t in self._tricks[:number])
        b = sum(t._points[1] for t in self._tricks[:number])
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
        return tuple(self._table.hand_order(self._hands[seat]))

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
            return dict.fromkeys((c.code for c in hand), declaration_refusal(seat, self._table))
        if self.phase == "discard":
            allowed = set(self._discardable())
            return {c.code: DISCARD_REFUSAL for c in hand if c not in allowed}
        key, allowed_list = self._obligation()
        allowed = set(allowed_list)
        if len(allowed) == len(hand):
            return {}
        why = play_refusal(key, seat, self._lead(), self._table)
        return {c.code: why for c in hand if c not in allowed}

    @property
    def current_trick(self) -> Trick | None:
        """The trick being played, or None between tricks."""
        return self._open_trick()

    @property
    def side_cards_shown(self) -> bool:
        """R13: the discard and the stock are shown from the opening lead on."""
        return bool(self._tricks)

    def is_trump(self, card: Card | str) -> bool:
        return self._table.is_trump[Card.parse(card).index]

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

    def legal_reason(self, *, you: bool = False) -> Explanation | None:
        """Why the legal moves are what they are now (R11, R12, R19–R23), or None when over.
        ``you``: said to the learner whose move it is ("you took the indicator: discard…")."""
        reason = self._legal_reason()
        return reason.addressed(self.to_move) if you and reason is not None else reason

    def _legal_reason(self) -> Explanation | None:
        phase = self.phase
        seat = self.to_move
        if phase == "declare":
            return Explanation(
                "R11",
                "legal.declare",
                {"seat": seat, "card": self._native_robai, "indicator": self._indicator},
            )
        if phase == "discard":
            hand = self._hands[self._recipient or 0]
            only = all(self._table.is_trump[c.index] for c in hand)
            key = "legal.discard_only_trumps" if only else "legal.discard"
            return Explanation("R12", key, {"seat": seat})
        if phase == "play":
            key, _ = self._obligation()
            return obligation_reason(key, seat or 0, self._lead(), self._table)
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
        if len(self._tricks) < 9 and self._discard is not None:  # the play phase, the hot path
            card = _BY_CODE.get(move) if isinstance(move, str) else move
            if card is not None:
                allowed = self._obligation()[1]
                if card in allowed:
                    self._play(card)
                    self._moves.append(card.code)
                    self._cache_at = -1
                    return
        kind, card = self._check(move)
        if kind == "declare" or kind == "pass":
            self._declaration = kind
            self._give_indicator(self._holder if kind == "declare" else self._dealer)  # type: ignore[arg-type]
        elif kind == "discard":
            recipient = _known(self._recipient)
            self._hands[recipient].remove(_known(card))
            self._discard = card
            self._next_leader = recipient  # R18
        else:
            self._play(_known(card))
        self._moves.append(kind if card is None else card.code)
        self._cache_at = -1

    def pop(self) -> str:
        """Undo the last move and return it. Raises IndexError when there is none."""
        if not self._moves:
            raise IndexError("pop from a deal with no moves")
        move = self._moves.pop()
        self._move_notes.pop(len(self._moves), None)
        self._cache_at = -1
        if move in ("declare", "pass"):
            self._hands[_known(self._recipient)].remove(self._indicator)
            self._recipient = None
            self._declaration = None
            return move
        card = _BY_CODE[move]
        if self._discard is not None and not self._tricks:
            bisect.insort(self._hands[_known(self._recipient)], card)
            self._discard = None
            self._next_leader = 0
            return move
        if len(self._tricks) == 9:  # the engine's ninth trick goes with the 64th play
            ninth = self._tricks.pop()
            self._unscore(ninth)
            for seat, c, _ in ninth._plays:
                self._hands[seat].append(c)
        trick = self._tricks[-1]
        if trick.complete:
            self._unscore(trick)
        seat, played, _ = trick._plays.pop()
        bisect.insort(self._hands[seat], played)
        self._next_leader = trick._leader
        if not trick._plays:
            self._tricks.pop()
            if trick._meri:
                self._meri_led -= 1
            self._next_leader = trick._leader
        return move

    def play_out(self, chooser: Any = None) -> Deal:
        """Play to the end, each move from ``chooser(deal)`` (default: the first legal move)."""
        while len(self._tricks) < 9:
            self.push(chooser(self) if chooser else self.legal_moves()[0])
        return self

    def after(self, moves: int) -> Deal:
        """A new deal on the same cards as this one stood after its first ``moves`` moves.

        >>> deal = Deal.shuffled(seed=3).play_out()
        >>> deal.after(2).moves == deal.moves[:2]
        True
        """
        earlier = Deal.from_cards(self._dealer, self._dealt, self._indicator, self._stock)
        for move in self._moves[:moves]:
            earlier.push(move)
        return earlier

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` knows now, and nothing more (R31)."""
        return view_of(self, seat)

    # -- notes ----------------------------------------------------------------------------

    def note(self, index: int, text: str | None) -> None:
        """Annotate move ``index`` (0-based in ``moves``); None or '' removes the note.

        A note is a string a record can hold: anything else raises TypeError naming the move,
        a string no record file can hold (longer than ``limits.MAX_STRING``, or with a lone
        surrogate) raises RecordError naming it; either way the notes stay as they were.

        >>> deal = Deal.shuffled(seed=1)
        >>> deal.push(deal.legal_moves()[0])
        >>> deal.note(0, 123)
        Traceback (most recent call last):
        ...
        TypeError: move 1: a note must be a string or None, not int
        """
        if isinstance(index, bool) or not isinstance(index, int):
            raise TypeError(f"a move index must be an integer, not {type(index).__name__}")
        index = int.__index__(index)  # an int subclass is kept as the plain int it holds
        if not 0 <= index < len(self._moves):
            raise IndexError(f"no move {index + 1}: the deal has {len(self._moves)} moves")
        text = check_text(text, "moves", move=index)
        if text:
            self._move_notes[index] = text
        else:
            self._move_notes.pop(index, None)

    # -- internals ------------------------------------------------------------------------

    def _give_indicator(self, seat: int) -> None:
        """R11/R12: the recipient takes the indicator into hand."""
        self._recipient = seat
        bisect.insort(self._hands[seat], self._indicator)

    def _discardable(self) -> list[Card]:
        """R12, for the recipient (see ``rules.discardable``)."""
        return discardable(self._hands[_known(self._recipient)], self._table)

    def _open_trick(self) -> Trick | None:
        if self._tricks and len(self._tricks[-1]._plays) < 8:
            return self._tricks[-1]
        return None

    def _obligation(self) -> tuple[str, list[Card]]:
        """R19–R23 for the seat to play, cached until the next move."""
        n = len(self._moves)
        if self._cache_at != n:
            trick = self._open_trick()
            seat = _known(self.to_move)
            lead = trick._plays[0].card if trick is not None else None
            number = trick._number if trick is not None else len(self._tricks) + 1
            self._cache = play_obligation(
                self._hands[seat],
                lead,
                number,
                self._table,
                self._meri_led > 0,
                self._sun_exception[seat],
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
        seat = _known(seat)
        if phase == "declare":
            raise IllegalMove(seat, card.code, declaration_refusal(seat, self._table), verb)
        if card not in self._hands[seat]:
            reason = Explanation("R18", "illegal.not_in_hand", {"card": card, "seat": seat})
            raise IllegalMove(seat, card.code, reason, verb)
        if phase == "discard":
            if card not in self._discardable():
                raise IllegalMove(seat, card.code, DISCARD_REFUSAL, verb)
            return "discard", card
        key, allowed = self._obligation()
        if card not in allowed:
            reason = play_refusal(key, seat, self._lead(), self._table)
            raise IllegalMove(seat, card.code, reason, verb)
        return "play", card

    def _lead(self) -> Card | None:
        """The first card of the trick being played, None when the next card leads."""
        trick = self._open_trick()
        return None if trick is None else trick._plays[0].card

    def _play(self, card: Card) -> None:
        """Put a checked card on the table; finish the trick when it holds eight."""
        trick = self._open_trick()
        if trick is None:
            meri = self._table.is_trump[card.index]  # R20
            led = self._trump if meri else card.suit
            trick = Trick(len(self._tricks) + 1, self._next_leader, meri, led)
            self._tricks.append(trick)
            if meri:
                self._meri_led += 1
            lead = None
        else:
            lead = trick._plays[0].card
        seat = (trick._leader + len(trick._plays)) & 7
        self._hands[seat].remove(card)
        trick._plays.append(_PLAYS[seat][card.index][is_face_down(card, lead, self._table)])
        if len(trick._plays) == 8:
            self._finish(trick, trick._plays[0].card.suit)
            if trick._number == 8:
                self._play_ninth(trick)
            else:
                self._next_leader = trick.winner  # type: ignore[assignment]  # R18

    def _play_ninth(self, eighth: Trick) -> None:
        """R26: the last cards are revealed at once, clockwise from the winner of trick 8."""
        leader = _known(eighth.winner)
        ninth = Trick(9, leader, False)
        for k in range(8):
            seat = (leader + k) & 7
            ninth._plays.append(_PLAYS[seat][self._hands[seat].pop().index][False])
        self._tricks.append(ninth)
        dealer_card = ninth._plays[(self._dealer - leader) & 7].card
        led = self._table.follow_suit[dealer_card.index]  # None for a trump (R26)
        ninth._led_suit = self._trump if led is None else led
        self._finish(ninth, led, dealer_card)

    def _finish(self, trick: Trick, led: Suit | None, dealer_card: Card | None = None) -> None:
        """R25–R28: the winner, the trick point, and any combination's transfer."""
        table = self._table
        i = trick_winner(trick._plays, table, led)
        seat, card, _ = trick._plays[i]
        trumped = table.is_trump[card.index]
        params: dict[str, object] = {"seat": seat, "card": card, "number": trick._number}
        if trick._number == 9:
            key = "win.ninth_trump" if trumped else "win.ninth_suit"
            params.update(dealer_card=dealer_card, suit=led)
            trick._result = Explanation("R26", key, params)
        else:
            params["suit"] = led
            trick._result = Explanation("R25", "win.trump" if trumped else "win.suit", params)
        combo, why = combination(
            trick._plays,
            i,
            table,
            number=trick._number,
            meri=trick._meri,
            ninth=trick._number == 9,
            robai_hidden=self._declaration == "pass",
        )
        trick._combo, trick._combo_reason = combo, why
        points = [0, 0]
        team = team_of(seat)
        points[team] += 1
        if combo is not None:
            points[team] += combo.points
            points[1 - team] -= combo.points
        trick._points = (points[0], points[1])
        self._score[0] += points[0]
        self._score[1] += points[1]

    def _unscore(self, trick: Trick) -> None:
        self._score[0] -= trick._points[0]
        self._score[1] -= trick._points[1]
        trick._points = (0, 0)
        trick._result = trick._combo = trick._combo_reason = None

    # -- display --------------------------------------------------------------------------

    def __repr__(self) -> str:
        return (
            f"<Deal dealer={self._dealer} trump={self._trump.title}"
            f" indicator={self._indicator.code}"
            f" phase={self.phase} moves={len(self._moves)} score={list(self.score)}>"
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
            self._dealer,
            self._dealt,
            self._indicator,
            self._stock,
            tuple(tuple(h) for h in self._hands),
            self._declaration,
            self._recipient,
            self._discard,
            tuple(
                (t._number, t._leader, t._meri, tuple(t._plays), t.winner, t._combo, t._points)
                for t in self._tricks
            ),
            tuple(self._moves),
            tuple(self._score),
            self._meri_led,
            self._next_leader,
        )
