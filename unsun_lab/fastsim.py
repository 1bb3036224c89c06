"""A lean simulator for rollouts: one deal as integer bitmasks (R6–R28, same rules as Deal).

A hand is an ``int`` whose bit ``card.index`` (0–74) is set for each card held. Per trump suit
the tables hold the trump mask, the follow-suit masks and the strengths, so a legal move set
(R19–R23) is a few ``&`` and ``|``. Moves are ints: a card index, or DECLARE / PASS (R11).

Nothing here defines a rule: every table is generated at import from the one definition in
``orders`` (rank orders R14–R16, trumps R9, combination pairs R27) and ``rules`` (dealing R6/R7,
transfers R28). What remains is the control flow of ``rules.play_obligation`` (R19–R23) and
``rules.trick_winner`` (R25/R26) written over masks, branch for branch;
``tests/rules/test_fastsim.py`` checks it against the core at every decision of thousands of deals
and of the search player's sampled worlds.

>>> from unsun_lab.deal import Deal
>>> import random
>>> fd = FastDeal.from_deal(Deal.shuffled(seed=7, dealer=0))
>>> fd.playout(random.Random(1))
>>> sum(fd.score)
9
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from unsun_lab.cards import DECK, Card, Suit
from unsun_lab.orders import COMBO_PAIRS, table_for
from unsun_lab.rules import (
    INDICATOR_POSITION,
    deal_positions,
    shuffled_deck,
    transfer_points,
)

if TYPE_CHECKING:
    from unsun_lab.deal import Deal

__all__ = [
    "DECLARE",
    "PASS",
    "FastDeal",
    "FastTable",
    "allowed",
    "beaters",
    "best_of",
    "bits",
    "fast_table",
    "mask_of",
    "move_code",
    "pick",
    "sun_exception",
]

DECLARE: Final = 75
PASS: Final = 76
#: R27: the pair names; FastDeal.log gives a pair as its index here.
PAIR_NAMES: Final = COMBO_PAIRS
#: R28: points transferred, by [pair index][ninth trick][native Robai hidden], from the rule.
_TRANSFER: Final = tuple(
    tuple(
        tuple(transfer_points(name, ninth, hidden)[0] for hidden in (False, True))
        for ninth in (False, True)
    )
    for name in PAIR_NAMES
)

DECLARE_PHASE: Final = 0
DISCARD_PHASE: Final = 1
PLAY_PHASE: Final = 2
OVER_PHASE: Final = 3
_PHASE_NAMES: Final = ("declare", "discard", "play", "over")


def mask_of(cards: Sequence[Card] | Sequence[int]) -> int:
    """The bitmask of some cards (or card indices)."""
    m = 0
    for c in cards:
        m |= 1 << (c if isinstance(c, int) else c.index)
    return m


def bits(mask: int) -> list[int]:
    """The card indices in ``mask``, lowest first (deck order, like Deal's hands)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def move_code(move: int) -> str:
    """A move int as the Deal's move string: 'declare', 'pass' or a card code."""
    if move == DECLARE:
        return "declare"
    if move == PASS:
        return "pass"
    return DECK[move].code


class FastTable:
    """The trump-dependent tables of one trump suit, as ints and tuples (R9, R14–R16, R27).

    Shared by every simulated deal and every computer player, so immutable, like TrumpTable:
    an assignment raises AttributeError and ``pairs`` is a read-only mapping.
    """

    __slots__ = (
        "_sealed",
        "follow",
        "follow_mask",
        "key",
        "native",
        "pairs",
        "strength",
        "sun",
        "trump",
        "trump_floor",
        "trumps",
    )

    def __init__(self, trump: Suit) -> None:
        table = table_for(trump)
        self.trump = trump.index
        self.trumps = mask_of(sorted(table.trumps))
        self.strength: tuple[int, ...] = table.strength
        #: follow[i]: suit index card i follows, -1 for a trump (Tenka never follows Pao, R23).
        self.follow: tuple[int, ...] = tuple(
            -1 if s is None else s.index for s in table.follow_suit
        )
        self.follow_mask: tuple[int, ...] = tuple(
            mask_of([i for i in range(75) if self.follow[i] == s]) for s in range(5)
        )
        #: The weakest trump's strength: every trump's strength is at least this, every plain
        #: card's below it (R25: a trump beats every plain card).
        self.trump_floor = min(self.strength[c.index] for c in table.trumps)
        #: key[led][i] is card i's strength on a trick led in suit ``led`` (-1: a trump
        #: lead), 0 when it cannot win there (R25).
        self.key: Mapping[int, tuple[int, ...]] = MappingProxyType(
            {
                led: tuple(
                    self.strength[i] if self.trumps >> i & 1 or self.follow[i] == led else 0
                    for i in range(75)
                )
                for led in range(-1, 5)
            }
        )
        self.sun = table.sun.index
        self.native = table.native_robai.index
        #: R27: (W index * 75 + O index) -> index in PAIR_NAMES.
        self.pairs: Mapping[int, int] = MappingProxyType(
            {
                w.index * 75 + o.index: PAIR_NAMES.index(name)
                for (w, o), name in table.combo_of.items()
            }
        )
        self._sealed = True

    def __setattr__(self, name: str, value: object) -> None:
        if getattr(self, "_sealed", False):
            raise AttributeError(f"a FastTable is immutable: {name!r} cannot be assigned")
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a FastTable is immutable: {name!r} cannot be deleted")


_TABLES: Final = tuple(FastTable(s) for s in Suit)


def fast_table(trump: Suit | int) -> FastTable:
    return _TABLES[trump if isinstance(trump, int) else trump.index]


class FastDeal:
    """One deal's state as ints. Build it with :meth:`from_deal` (any phase) or
    :meth:`from_position` (a sampled position for search); then ``legal()``, ``push(move)``
    and :meth:`playout`. ``log`` holds (number, leader, winner, pair or -1, points) per trick.
    """

    __slots__ = (
        "dealer",
        "discard",
        "hands",
        "hidden",
        "holder",
        "indicator",
        "leader",
        "log",
        "meri",
        "meri_seen",
        "number",
        "phase",
        "plays",
        "recipient",
        "score",
        "sun_exc",
        "table",
    )

    def __init__(self) -> None:
        self.table: FastTable = _TABLES[0]
        self.dealer = 0
        self.hands: list[int] = [0] * 8
        self.phase = DECLARE_PHASE
        self.holder = -1
        self.recipient = -1
        self.indicator = 0
        self.discard = -1
        self.hidden = False  # R28: the native Robai's holder passed
        self.sun_exc: tuple[bool, ...] = (False,) * 8
        self.meri_seen = False
        self.number = 1  # the trick being played (or to be led)
        self.leader = 0
        self.plays: list[int] = []
        self.meri = False
        self.score: list[int] = [0, 0]
        self.log: list[tuple[int, int, int, int, int]] | None = None

    # -- construction ---------------------------------------------------------------------

    @classmethod
    def from_deal(cls, deal: Deal, log: bool = False) -> FastDeal:
        """The same state as a core Deal, in any phase."""
        fd = cls()
        fd.table = _TABLES[deal.trump.index]
        fd.dealer = deal.dealer
        fd.hands = [mask_of(h) for h in deal.hands]
        fd.indicator = deal.indicator.index
        fd.holder = -1 if deal.holder is None else deal.holder
        fd.recipient = -1 if deal.recipient is None else deal.recipient
        fd.discard = -1 if deal.discard is None else deal.discard.index
        fd.hidden = deal.declaration == "pass"
        fd.sun_exc = tuple(deal.sun_exception)
        fd.meri_seen = deal.meri_seen
        fd.score = list(deal.score)
        fd.log = [] if log else None
        phase = deal.phase
        fd.phase = _PHASE_NAMES.index(phase)
        if phase == "play":
            trick = deal.current_trick
            if trick is None:
                fd.number = len(deal.tricks) + 1
                fd.leader = deal.to_move if deal.to_move is not None else 0
            else:
                fd.number = trick.number
                fd.leader = trick.leader
                fd.plays = [c.index for _, c, _ in trick.plays]
                fd.meri = trick.meri
        elif phase == "discard":
            fd.leader = fd.recipient
        elif phase == "over":
            fd.number = 10
        return fd

    @classmethod
    def shuffled(cls, seed: int | random.Random | None = None, dealer: int = 0) -> FastDeal:
        """R6/R7: the same cards as ``Deal.shuffled(seed, dealer)``, straight into masks."""
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        deck = shuffled_deck(rng)
        hands = [mask_of([deck[p] for p in seat]) for seat in deal_positions(dealer)]
        return cls.from_dealt(dealer, hands, deck[INDICATOR_POSITION])

    @classmethod
    def from_dealt(cls, dealer: int, hands: Sequence[int], indicator: int) -> FastDeal:
        """A deal before the declaration: 8 dealt hands as masks and the indicator (R7–R11)."""
        fd = cls()
        table = fd.table = _TABLES[DECK[indicator].suit.index]  # R8: the indicator's suit
        fd.dealer = dealer
        fd.hands = list(hands)
        fd.indicator = indicator
        fd.sun_exc = tuple(sun_exception(h, table) for h in hands)
        native = 1 << table.native
        fd.holder = next((s for s in range(8) if hands[s] & native), -1)
        if fd.holder < 0:
            fd._give_indicator(dealer)  # R11 Decision: nobody can declare
        return fd

    @classmethod
    def from_position(
        cls,
        trump: Suit | int,
        dealer: int,
        hands: Sequence[int],
        *,
        phase: str,
        holder: int = -1,
        recipient: int = -1,
        indicator: int = 0,
        hidden: bool = False,
        sun_exc: Sequence[bool] = (False,) * 8,
        meri_seen: bool = False,
        number: int = 1,
        leader: int = 0,
        plays: Sequence[int] = (),
        score: Sequence[int] = (0, 0),
    ) -> FastDeal:
        """A position given field by field (the search player's sampled worlds)."""
        fd = cls()
        fd.table = fast_table(trump)
        fd.dealer = dealer
        fd.hands = list(hands)
        fd.phase = _PHASE_NAMES.index(phase)
        fd.holder = holder
        fd.recipient = recipient
        fd.indicator = indicator
        fd.hidden = hidden
        fd.sun_exc = tuple(sun_exc)
        fd.meri_seen = meri_seen
        fd.number = number
        fd.leader = leader
        fd.plays = list(plays)
        fd.meri = bool(plays) and bool(fd.table.trumps >> plays[0] & 1)
        fd.score = list(score)
        return fd

    def copy(self) -> FastDeal:
        fd = FastDeal.__new__(FastDeal)
        fd.table = self.table
        fd.dealer = self.dealer
        fd.hands = self.hands[:]
        fd.phase = self.phase
        fd.holder = self.holder
        fd.recipient = self.recipient
        fd.indicator = self.indicator
        fd.discard = self.discard
        fd.hidden = self.hidden
        fd.sun_exc = self.sun_exc
        fd.meri_seen = self.meri_seen
        fd.number = self.number
        fd.leader = self.leader
        fd.plays = self.plays[:]
        fd.meri = self.meri
        fd.score = self.score[:]
        fd.log = None if self.log is None else self.log[:]
        return fd

    # -- state ----------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == OVER_PHASE

    @property
    def to_move(self) -> int:
        """The seat to decide, or -1 when the deal is over."""
        if self.phase == PLAY_PHASE:
            return (self.leader + len(self.plays)) & 7
        if self.phase == DECLARE_PHASE:
            return self.holder
        if self.phase == DISCARD_PHASE:
            return self.recipient
        return -1

    def legal_mask(self) -> int:
        """R12, R19–R23: the cards the seat to move may discard or play, as a mask."""
        if self.phase == PLAY_PHASE:
            plays = self.plays
            hand = self.hands[(self.leader + len(plays)) & 7]
            return allowed(self, hand, plays)
        if self.phase == DISCARD_PHASE:
            hand = self.hands[self.recipient]
            return hand & ~self.table.trumps or hand  # R12
        return 0

    def legal(self) -> list[int]:
        """The legal moves, in the order Deal.legal_moves() lists them."""
        if self.phase == DECLARE_PHASE:
            return [DECLARE, PASS]
        return bits(self.legal_mask())

    # -- moves ----------------------------------------------------------------------------

    def push(self, move: int) -> None:
        """Apply a legal move (not checked: the caller picks from legal())."""
        phase = self.phase
        if phase == PLAY_PHASE:
            self.play_card(move)
        elif phase == DECLARE_PHASE:
            self.hidden = move == PASS  # R28 Decision
            self._give_indicator(self.holder if move == DECLARE else self.dealer)
        elif phase == DISCARD_PHASE:
            self.hands[self.recipient] &= ~(1 << move)
            self.discard = move
            self.phase = PLAY_PHASE
            self.leader = self.recipient  # R18
            self.number = 1
        else:
            raise ValueError("the deal is over (R26)")

    def _give_indicator(self, seat: int) -> None:
        """R11/R12: the recipient takes the indicator, then discards."""
        self.recipient = seat
        self.hands[seat] |= 1 << self.indicator
        self.phase = DISCARD_PHASE

    def play_card(self, card: int) -> None:
        """The seat to move plays ``card`` (legal: not checked); after the eighth card the
        trick is scored (R25–R28), and after trick 8 the ninth trick is played (R26)."""
        plays = self.plays
        seat = (self.leader + len(plays)) & 7
        self.hands[seat] &= ~(1 << card)
        if not plays:
            self.meri = bool(self.table.trumps >> card & 1)  # R20
            if self.meri:
                self.meri_seen = True
        plays.append(card)
        if len(plays) == 8:
            _finish_trick(self)

    def open_at_random(self, rng: random.Random) -> None:
        """Settle the declaration (R11) and the discard (R12) with random choices."""
        if self.phase == DECLARE_PHASE:
            self.push(DECLARE if rng.random() < 0.5 else PASS)
        if self.phase == DISCARD_PHASE:
            self.push(pick(self.legal_mask(), rng.random()))

    def playout(self, rng: random.Random) -> None:
        """Play to the end with uniformly random legal moves from ``rng``."""
        self.open_at_random(rng)
        hands = self.hands
        rand = rng.random
        while self.phase == PLAY_PHASE:
            plays = self.plays  # a new list each trick (_finish_trick rebinds it)
            hand = hands[(self.leader + len(plays)) & 7]
            self.play_card(pick(allowed(self, hand, plays), rand()))  # R19–R23

    def follow_state(self) -> tuple[bool, int]:
        """For the seat to move on a trick that has a card: whether a partner is winning the
        trick so far, and the mask of every card that would beat it (R25).

        >>> fd = FastDeal.shuffled(seed=3)
        >>> while not fd.plays:
        ...     fd.push(fd.legal()[0])
        >>> partner, above = fd.follow_state()  # the next seat is an opponent of the leader
        >>> partner, above >> fd.plays[0] & 1  # and the led card does not beat itself
        (False, 0)
        """
        table = self.table
        plays = self.plays
        led = table.follow[plays[0]]
        best_i, best_key = best_of(plays, led, table)
        return (self.leader + best_i) & 1 == self.to_move & 1, beaters(table, led, best_key)

    def play(self, policy: Callable[[FastDeal, int], int]) -> None:
        """Play to the end, each move ``policy(self, legal_mask)`` (declare/pass as well)."""
        while self.phase != OVER_PHASE:
            if self.phase == DECLARE_PHASE:
                self.push(policy(self, 0))
            else:
                self.push(policy(self, self.legal_mask()))

    def margin(self, seat: int) -> int:
        """Seat's team score minus the other team's (R29)."""
        s = self.score
        return s[seat & 1] - s[1 - (seat & 1)]

    def __repr__(self) -> str:
        return (
            f"<FastDeal trump={list(Suit)[self.table.trump].title}"
            f" phase={_PHASE_NAMES[self.phase]} trick={self.number} score={self.score}>"
        )


def pick(mask: int, r: float) -> int:
    """The card index of a uniformly chosen set bit (``r`` in [0, 1))."""
    k = int(r * mask.bit_count())
    while k:
        mask &= mask - 1
        k -= 1
    return (mask & -mask).bit_length() - 1


_BEATERS: dict[tuple[int, int, int], int] = {}


def beaters(table: FastTable, led: int, best_key: int) -> int:
    """The mask of cards that beat a trick led in ``led`` whose best card has ``best_key``."""
    k = (table.trump, led, best_key)
    found = _BEATERS.get(k)
    if found is None:
        key = table.key[led]
        found = mask_of([c for c in range(75) if key[c] > best_key])
        _BEATERS[k] = found
    return found


def allowed(fd: FastDeal, hand: int, plays: list[int]) -> int:
    """R19–R23 as masks: what ``hand`` may play to the trick holding ``plays``."""
    table = fd.table
    if not plays:
        if fd.number == 1:  # R19
            return hand & ~table.trumps or hand
        return hand
    lead = plays[0]
    if fd.meri:  # R20 / R21
        t = hand & table.trumps
        if not t:
            return hand
        if t == 1 << table.sun and fd.sun_exc[(fd.leader + len(plays)) & 7]:
            return hand
        return t
    if not fd.meri_seen:  # R22 (the current trick is plain, so meri_seen means earlier)
        return hand
    f = hand & table.follow_mask[table.follow[lead]]  # R23 Monchi
    if f:
        return f | (hand & table.trumps)
    return hand


def _finish_trick(fd: FastDeal) -> None:
    """R25–R28 for the full trick, then the ninth trick (R26) after the eighth."""
    plays = fd.plays
    follow = fd.table.follow
    _score_trick(fd, plays, fd.leader, follow[plays[0]], fd.meri, False)
    winner = fd.leader  # _score_trick made the winner the next leader
    fd.plays = []
    if fd.number == 8:
        hands = fd.hands
        # R26: the last cards at once, clockwise from the winner of trick 8.
        last = [hands[(winner + k) & 7] for k in range(8)]
        cards = [(m.bit_length() - 1) for m in last]
        for k in range(8):
            hands[k] = 0
        dealer_card = cards[(fd.dealer - winner) & 7]
        fd.number = 9
        _score_trick(fd, cards, winner, follow[dealer_card], False, True)
        fd.number = 10
        fd.phase = OVER_PHASE
        return
    fd.number += 1


def best_of(plays: list[int], led: int, table: FastTable) -> tuple[int, int]:
    """R25/R26 as ``rules.trick_winner``: the index in ``plays`` of the strongest card that can
    win (a trump, or a card of the suit ``led``), and its strength (-1 if none can)."""
    strength = table.strength
    follow = table.follow
    trumps = table.trumps
    best_i, best_key = 0, -1
    for i, c in enumerate(plays):
        if trumps >> c & 1 or follow[c] == led:
            key = strength[c]
            if key > best_key:
                best_i, best_key = i, key
    return best_i, best_key


def _score_trick(
    fd: FastDeal, plays: list[int], leader: int, led: int, meri: bool, ninth: bool
) -> None:
    """R25–R28 as ``rules.trick_winner``/``rules.combination``: the winner, its trick point,
    the pair of its trump over the other team's strongest trump, and the transfer."""
    table = fd.table
    strength = table.strength
    trumps = table.trumps
    best_i = best_of(plays, led, table)[0]
    win_card = plays[best_i]
    winner = (leader + best_i) & 7
    team = winner & 1
    pair = -1
    points = 0
    if not meri and trumps >> win_card & 1:  # R27
        opp = -1
        opp_key = -1
        for i, c in enumerate(plays):
            if (leader + i) & 1 != team and trumps >> c & 1 and strength[c] > opp_key:
                opp, opp_key = c, strength[c]
        if opp >= 0:
            pair = table.pairs.get(win_card * 75 + opp, -1)
            if pair >= 0:  # R28
                points = _TRANSFER[pair][ninth][fd.hidden]
    score = fd.score
    score[team] += 1 + points
    score[1 - team] -= points
    if fd.log is not None:
        fd.log.append((fd.number, leader, winner, pair, points))
    fd.leader = winner  # R18: the winner leads next


def sun_exception(dealt: int, table: FastTable) -> bool:
    """R21: the nine dealt cards held exactly one trump, the Sun of T (Tenka counts)."""
    return dealt & table.trumps == 1 << table.sun
