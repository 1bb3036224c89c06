"""What a seat can infer from its view (R31): unseen cards, voids, where known cards sit.

Voids come from the obligations: a seat that did not play a trump on a Meri trick holds no
trump, except perhaps the Sun of T kept under the R21 exception (R20/R21); a seat that played
neither the led suit nor a trump on a plain-led trick after the first Meri holds none of that
suit (R23). The recipient holds the indicator until it is played (R11/R12).

Those are certainties. :class:`Habits` adds likelihoods: a seat whose opponent was winning the
trick and who did not beat it probably could not. A world in which it held a card that would
have won (R25) is then less likely than one in which it did not, and ``sample_world`` gives
each world that weight.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Final

from unsun_lab.fastsim import (
    DECLARE,
    DECLARE_PHASE,
    PASS,
    FastDeal,
    FastTable,
    best_of,
    bits,
    fast_table,
    mask_of,
)
from unsun_lab.view import PlayerView

__all__ = ["HABITS", "Habits", "Knowledge", "World", "knowledge_of", "ruled_out"]

FULL = (1 << 75) - 1

# Where a sampled hidden card goes: places 0-7 are the seats' hands, then these.
_DISCARD = 16  # the recipient's discard (R12)
_STOCK = 17  # the two stock cards (R7)
_FACE_DOWN = 18  # _FACE_DOWN + k: the k-th unseen face-down trump of the current trick (R24)


@dataclass(frozen=True)
class Habits:
    """How often players beat the trick when they could, by their place in the trick.

    ``beat[k]`` is the chance that the seat playing the trick's card k (1-7) beats the trick
    so far (R25) when an opponent is winning it and the seat holds both cards that would beat
    it and cards that would not; ``overtake[k]`` the same when a partner is winning it.
    :meth:`likelihood` reads a follow with them; a follow with no such choice says nothing.

    >>> HABITS.beat[7] > HABITS.beat[1]  # the last to play beats more often than the first
    True
    """

    beat: tuple[float, ...]
    overtake: tuple[float, ...]

    def likelihood(self, fd: FastDeal, legal: int, card: int) -> float:
        """The chance, under these habits, that the seat to move in ``fd`` (a follow: the
        trick has a card) with the legal cards ``legal`` (a mask) plays a card that beats the
        trick as ``card`` does, or does not as ``card`` does not."""
        partner, above = fd.follow_state()
        n_beat = (legal & above).bit_count()
        if n_beat == 0 or n_beat == legal.bit_count():
            return 1.0
        p = (self.overtake if partner else self.beat)[len(fd.plays)]
        return p if above >> card & 1 else 1.0 - p


#: The search player's habits, counted over the follows of 60 deals played by eight
#: search players (``python benchmarks/rollouts.py --habits 30 --seed 50000 60000``).
HABITS: Final = Habits(
    beat=(0.0, 0.40, 0.56, 0.47, 0.62, 0.40, 0.73, 0.73),
    overtake=(0.0, 0.0, 0.37, 0.13, 0.32, 0.09, 0.29, 0.11),
)


def ruled_out(table: FastTable, before: list[int | None], card: int) -> int:
    """The cards the expert's convention (``ExpertPlayer(convention=True)``) says a seat did
    not hold when it played ``card`` to a trick after ``before`` (card indices; None for a
    face-down trump, R24). The convention plays the weakest card that does the same:

    * a *duck* -- a plain card that does not beat the trick so far (R17, R25), or a trump that
      does not beat a Meri trick (R20) -- is the seat's weakest card of its suit: it held none
      weaker (R14-R16);
    * the trick's last card, when it beats with the led suit or a trump on a Meri, is the
      weakest that wins: the seat held none of that suit between the trick's best and it.

    Anything else rules out nothing (0): a lead, a beat before the last card, a trump on a
    plain trick (the combination it makes is a choice of its own, R27). Each of those choices
    changes what the card does, so the convention leaves them to the search.

    >>> from unsun_lab.cards import DECK, Card
    >>> table = fast_table(Card("K5").suit)  # Koppu trumps; Ouru numerals: 1 high, 9 low (R16)
    >>> low = ruled_out(table, [Card("O2").index], Card("O7").index)
    >>> sorted(DECK[i].code for i in bits(low))
    ['O8', 'O9']
    >>> ruled_out(table, [Card("O7").index], Card("O2").index)  # O2 beats O7, not last
    0
    >>> ruled_out(table, [], Card("O2").index)  # a lead
    0
    """
    if not before or before[0] is None:
        return 0
    trumps = table.trumps
    strength = table.strength
    led = table.follow[before[0]]  # -1 on a Meri trick
    if trumps >> card & 1:
        if led >= 0:
            return 0  # face down on a plain trick: which trump is a choice of its own
        suit = trumps
    else:
        suit = table.follow_mask[table.follow[card]]
    key = table.key[led]
    if None in before:  # a face-down trump is on this plain trick: no plain card beats it
        best_key = 1 << 30
    else:
        best_key = best_of([c for c in before if c is not None], led, table)[1]
    mine = strength[card]
    if key[card] <= best_key:
        return mask_of([c for c in bits(suit) if strength[c] < mine])
    if len(before) == 7:
        return mask_of([c for c in bits(suit) if best_key < key[c] < key[card]])
    return 0


@dataclass
class Knowledge:
    seat: int
    table: FastTable
    #: Cards whose place this seat does not know: other hands, face-down trumps of the
    #: current trick, the discard and stock while not shown.
    unseen: int
    #: allow[s]: the cards seat s may still hold, as far as the plays tell (voids removed).
    allow: list[int]
    #: known[s]: cards known to be in seat s's hand (the indicator with the recipient).
    known: list[int]
    #: need[s]: how many unseen cards seat s holds.
    need: list[int]
    #: Seats with a face-down trump in the current trick that this seat has not seen.
    facedown: list[int]
    discard_unknown: bool
    stock_unknown: bool
    #: R28: as far as the seat can tell, the native Robai's holder passed.
    robai_hidden: bool
    #: pinned[s]: unseen cards that are in seat s's hand or its face-down play.
    pinned: list[int]
    #: played_by[s]: the cards this seat has seen seat s play (R6: they were dealt to s).
    played_by: list[int] = field(default_factory=lambda: [0] * 8)
    #: How many worlds had to be drawn with relaxed voids (0 in every test position).
    relaxed: int = 0

    @property
    def all_pinned(self) -> int:
        """Every unseen card pinned to some seat's hand or face-down play."""
        found = 0
        for m in self.pinned:
            found |= m
        return found

    def read_convention(self, view: PlayerView, seats: Collection[int]) -> None:
        """Narrow what ``seats`` may hold, reading their plays as the expert's convention
        (:func:`ruled_out`). A seat seen to break it -- it played a card an earlier play of
        its own had ruled out -- is not read at all; nor is one that the reading would leave
        too few possible cards."""
        ruled = [0] * 8
        broken = set()
        for trick in view.tricks:
            if trick.number > 8:  # R26: nobody chooses on the ninth trick
                break
            before: list[int | None] = []
            for p in trick.plays:
                c = None if p.card is None else p.card.index
                if c is not None and p.seat in seats and p.seat != self.seat:
                    if ruled[p.seat] >> c & 1:
                        broken.add(p.seat)
                    ruled[p.seat] |= ruled_out(self.table, before, c)
                before.append(c)
        others = self.all_pinned
        for s in range(8):
            if not ruled[s] or s in broken:
                continue
            narrowed = self.allow[s] & ~ruled[s]
            room = narrowed & self.unseen & ~(others & ~self.pinned[s])
            if room.bit_count() >= self.need[s]:
                self.allow[s] = narrowed

    def holds_no_trump(self, s: int) -> bool:
        """No trump in seat s's hand but perhaps the R21 Sun."""
        return not (self.allow[s] & self.table.trumps & ~(1 << self.table.sun))

    def void_in(self, s: int, suit: int) -> bool:
        return not (self.allow[s] & self.table.follow_mask[suit])

    def sample_hands(
        self, rng: random.Random, tries: int = 30, relax: bool = True
    ) -> tuple[list[int], list[int], int, list[int]]:
        """Hands for the other seats consistent with the voids (own hand left empty), a trump
        for each face-down play of the current trick (in ``facedown`` order), the discard
        (-1 when known or not yet made) and the stock cards (empty when known).

        The most constrained places are filled first. After ``tries`` failures the void
        constraints are relaxed if ``relax`` (such worlds are rare, and a move is still
        needed); otherwise RuntimeError.
        """
        trumps = self.table.trumps
        places: list[tuple[int, int, int]] = []  # (place id, count, allowed mask)
        all_pinned = self.all_pinned
        for k, s in enumerate(self.facedown):  # a face-down trump of the trick (R24)
            allowed = trumps & self.allow[s] & ~(all_pinned & ~self.pinned[s])
            places.append((_FACE_DOWN + k, 1, allowed))
        for s in range(8):
            if s != self.seat and self.need[s]:
                places.append((s, self.need[s], self.allow[s]))
        if self.discard_unknown:
            places.append((_DISCARD, 1, ~trumps & ~all_pinned & FULL))  # R12: not a trump
        if self.stock_unknown:
            places.append((_STOCK, 2, ~all_pinned & FULL))
        unseen = self.unseen
        places.sort(key=lambda p: ((p[2] & unseen).bit_count() - p[1], p[0]))
        for attempt in range(tries + 1):
            loose = relax and attempt == tries
            remaining = unseen
            hands = list(self.known)
            down = [0] * len(self.facedown)
            discard, stock = -1, []
            ok = True
            for place, count, allowed in places:
                cand = bits(remaining & (FULL if loose and place < _DISCARD else allowed))
                if len(cand) < count:
                    ok = False
                    break
                got = rng.sample(cand, count)
                remaining &= ~mask_of(got)
                if place < 8:
                    hands[place] |= mask_of(got)
                elif place >= _FACE_DOWN:
                    down[place - _FACE_DOWN] = got[0]
                elif place == _DISCARD:
                    discard = got[0]
                else:
                    stock = sorted(got)
            if ok:
                return hands, down, discard, stock
        raise RuntimeError("no deal consistent with the view was found")

    def sample_world(
        self,
        view: PlayerView,
        rng: random.Random,
        tries: int = 200,
        habits: Habits | None = None,
    ) -> World:
        """A whole possible deal behind the view (R31): the nine cards dealt to every seat,
        the stock, the discard, and the current position reached by replaying every move
        the seat saw through the rules (R11-R26). Worlds whose replay breaks a rule (an R21
        exception the dealt hand does not grant, an R20 or R23 obligation ignored) are drawn
        again; after ``tries`` draws the void constraints are relaxed (``possible`` False).
        With ``habits`` the world's ``weight`` is the likelihood of the other seats' follows
        in it (:meth:`Habits.likelihood`); the draws are the same with or without.
        """
        for _ in range(tries):
            world = self._draw(view, rng, relax=False, habits=habits)
            if world is not None:
                return world
        self.relaxed += 1
        while True:  # pragma: no cover - needs a view the constraints can hardly meet
            world = self._draw(view, rng, relax=True, habits=habits)
            if world is not None:
                return world

    def _draw(
        self, view: PlayerView, rng: random.Random, relax: bool, habits: Habits | None = None
    ) -> World | None:
        try:
            hands, down, discard, stock = self.sample_hands(rng, tries=0, relax=relax)
        except RuntimeError:
            return None
        table = self.table
        seat = self.seat
        hands[seat] = mask_of(view.hand)
        if view.discard is not None:
            discard = view.discard.index
        stock_cards = [c.index for c in view.stock] if view.stock is not None else stock
        # The dealt hands: what each seat holds now and has played (R6); the recipient took
        # the indicator and discarded one card (R11/R12).
        dealt = [hands[s] | self.played_by[s] for s in range(8)]
        for k, s in enumerate(self.facedown):
            dealt[s] |= 1 << down[k]
        recipient = view.recipient
        if recipient is not None and discard >= 0:
            dealt[recipient] |= 1 << discard
        if recipient is not None:
            dealt[recipient] &= ~(1 << view.indicator.index)
        dealt[seat] = mask_of(view.dealt)
        replayed = _replay(view, table, dealt, discard, down, habits)
        if replayed is None:
            if not relax:
                return None
            replayed = self._loose(view, hands, down), 1.0
        fd, weight = replayed
        return World(tuple(dealt), tuple(stock_cards), discard, tuple(down), fd, not relax, weight)

    def _loose(self, view: PlayerView, hands: list[int], down: list[int]) -> FastDeal:
        """The current position from sampled hands alone, when no replayable world was found."""
        trick = view.current_trick
        number = len(view.tricks) + 1 if trick is None else trick.number
        leader = view.to_move if trick is None else trick.leader
        plays: list[int] = []
        if trick is not None:
            fill = iter(down)
            plays = [p.card.index if p.card is not None else next(fill) for p in trick.plays]
        sun_exc = [False] * 8
        sun_exc[self.seat] = view.sun_exception
        for s in range(8):
            if s != self.seat and hands[s] & self.table.trumps == 1 << self.table.sun:
                sun_exc[s] = True
        return FastDeal.from_position(
            self.table.trump,
            view.dealer,
            hands,
            phase=view.phase,
            holder=view.seat if view.phase == "declare" else -1,
            recipient=-1 if view.recipient is None else view.recipient,
            indicator=view.indicator.index,
            hidden=self.robai_hidden,
            sun_exc=sun_exc,
            meri_seen=view.meri_seen,
            number=number,
            leader=leader if leader is not None else 0,
            plays=plays,
            score=view.score,
        )

    def world(self, view: PlayerView, rng: random.Random) -> FastDeal:
        """A FastDeal of the current position in a sampled possible world (R31)."""
        return self.sample_world(view, rng).deal


@dataclass(frozen=True)
class World:
    """One possible deal behind a seat's view: every card placed, and the position now."""

    #: dealt[s]: the nine cards dealt to seat s, as a mask (R6).
    dealt: tuple[int, ...]
    #: The two stock cards (card indices, R7).
    stock: tuple[int, ...]
    #: The recipient's discard (card index), -1 before it is made (R12).
    discard: int
    #: The face-down trumps of the current trick, in the order they were played (R24).
    faces: tuple[int, ...]
    #: The current position, reached by replaying what the seat saw.
    deal: FastDeal
    #: False only for a world drawn with relaxed voids (then it may be impossible).
    possible: bool = True
    #: The likelihood of the other seats' follows in this world under the sampler's
    #: ``habits`` (1.0 without).
    weight: float = 1.0


def _replay(
    view: PlayerView,
    table: FastTable,
    dealt: list[int],
    discard: int,
    down: list[int],
    habits: Habits | None = None,
) -> tuple[FastDeal, float] | None:
    """Replay the seat's observations from the dealt hands: the position and the likelihood
    of the other seats' follows under ``habits`` (1.0 without); None at the first broken
    rule."""
    indicator = view.indicator.index
    fd = FastDeal.from_dealt(view.dealer, dealt, indicator)
    if fd.phase == DECLARE_PHASE and view.recipient is not None:
        fd.push(DECLARE if view.declared else PASS)  # R11
    if view.recipient is not None and fd.recipient != view.recipient:
        return None
    if view.phase == "declare":
        # Only the holder of the native Robai decides while the declaration is open (R11).
        holds = fd.holder == view.seat
        ok = fd.phase == DECLARE_PHASE and holds == (view.to_move == view.seat)
        return (fd, 1.0) if ok else None
    if fd.phase == DECLARE_PHASE:
        return None
    if view.phase == "discard":
        return fd, 1.0
    if discard < 0 or not fd.legal_mask() >> discard & 1:  # R12
        return None
    fd.push(discard)
    fill = iter(down)
    weight = 1.0
    for trick in view.tricks:
        if trick.number > 8:  # R26: the engine plays the ninth trick
            break
        if fd.leader != trick.leader or fd.number != trick.number:
            return None
        for p in trick.plays:
            card = p.card.index if p.card is not None else next(fill)
            legal = fd.legal_mask()
            if fd.to_move != p.seat or not legal >> card & 1:  # R19-R23
                return None
            if habits is not None and fd.plays and p.seat != view.seat:
                weight *= habits.likelihood(fd, legal, card)
            fd.push(card)
    if fd.score != list(view.score):
        return None
    return fd, weight


def knowledge_of(view: PlayerView) -> Knowledge:
    """Everything ``view.seat`` can infer from its view (R20, R21, R23, R31)."""
    table = fast_table(view.trump)
    trumps = table.trumps
    seat = view.seat
    seen = mask_of(sorted(view.seen_cards()))
    unseen = FULL & ~seen
    allow = [FULL] * 8
    known = [0] * 8
    played = 0
    played_by = [0] * 8
    facedown: list[int] = []
    meri_before = False
    indicator = view.indicator.index
    for trick in view.tricks:
        lead = trick.plays[0].card if trick.plays else None
        for i, p in enumerate(trick.plays):
            if p.card is None:
                facedown.append(p.seat)
                continue
            c = p.card.index
            played |= 1 << c
            played_by[p.seat] |= 1 << c
            if i == 0 or p.seat == seat or lead is None:
                if i == 0 and trick.number == 1 and trumps >> c & 1 and p.seat != seat:
                    allow[p.seat] &= trumps  # R19: led a trump, so held only trumps
                continue
            if trick.number == 9:
                continue
            if trick.meri and not trumps >> c & 1:
                allow[p.seat] &= ~trumps | (1 << table.sun)
            elif not trick.meri and meri_before and not trumps >> c & 1:
                suit = table.follow[lead.index]
                if table.follow[c] != suit:
                    allow[p.seat] &= ~table.follow_mask[suit]
        if trick.meri:
            meri_before = True
    need = list(view.hand_sizes)
    need[seat] = 0
    recipient = view.recipient
    native = table.native
    pinned = [0] * 8  # cards that can only be in seat s's hand or its face-down play
    if recipient is not None and recipient != seat:
        mine = [indicator]  # R11/R12: the recipient took the indicator
        if view.declared and native != indicator:
            mine.append(native)  # R11: declaring shows the native Robai
        for c in mine:
            if played >> c & 1:
                continue
            if recipient in facedown:  # it may be the trump lying face down (R24)
                unseen |= 1 << c
                pinned[recipient] |= 1 << c
            else:
                known[recipient] |= 1 << c
                need[recipient] -= 1
                unseen &= ~(1 << c)
    all_pinned = 0
    for s in range(8):
        all_pinned |= pinned[s]
    for s in range(8):
        allow[s] &= ~(all_pinned & ~pinned[s])
    robai_hidden = view.robai_may_be_hidden  # R28, as the view says the seat knows it
    discard_unknown = view.discard is None and view.phase in ("play", "over")
    stock_unknown = view.stock is None
    return Knowledge(
        seat=seat,
        table=table,
        unseen=unseen,
        allow=allow,
        known=known,
        need=need,
        facedown=facedown,
        discard_unknown=discard_unknown,
        stock_unknown=stock_unknown,
        robai_hidden=robai_hidden,
        pinned=pinned,
        played_by=played_by,
    )
