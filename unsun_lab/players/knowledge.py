"""What a seat can infer from its view (R31): unseen cards, voids, where known cards sit.

Voids come from the obligations: a seat that did not play a trump on a Meri trick holds no
trump, except perhaps the Sun of T kept under the R21 exception (R20/R21); a seat that played
neither the led suit nor a trump on a plain-led trick after the first Meri holds none of that
suit (R23). The recipient holds the indicator until it is played (R11/R12).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from unsun_lab.cards import DECK
from unsun_lab.fastsim import FastDeal, FastTable, bits, fast_table, mask_of
from unsun_lab.view import PlayerView

__all__ = ["Knowledge", "knowledge_of"]

FULL = (1 << 75) - 1


@dataclass
class Knowledge:
    seat: int
    table: FastTable
    #: Cards whose place this seat does not know: other hands, face-down trumps of the
    #: current trick, the discard and stock while not shown.
    unseen: int
    #: Cards played face up (or turned up), and this seat's own face-down plays.
    played: int
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
    #: Human-readable inferences, e.g. "seat 3 has no Guru (R23, trick 4)".
    notes: list[str]
    #: pinned[s]: unseen cards that are in seat s's hand or its face-down play.
    pinned: list[int]

    def holds_no_trump(self, s: int) -> bool:
        """No trump in seat s's hand but perhaps the R21 Sun."""
        return not (self.allow[s] & self.table.trumps & ~(1 << self.table.sun))

    def void_in(self, s: int, suit: int) -> bool:
        return not (self.allow[s] & self.table.follow_mask[suit])

    def sample_hands(self, rng: random.Random, tries: int = 30) -> tuple[list[int], list[int]]:
        """Hands for the other seats consistent with the view (own hand left empty), and a
        trump for each face-down play of the current trick (in ``facedown`` order).

        The most constrained places are filled first; after ``tries`` failures the void
        constraints are relaxed (such worlds are rare, and a move is still needed).
        """
        trumps = self.table.trumps
        places: list[tuple[int, int, int]] = []  # (place id, count, allowed mask)
        all_pinned = 0
        for m in self.pinned:
            all_pinned |= m
        for k, s in enumerate(self.facedown):  # a face-down trump of the trick (R24)
            places.append((18 + k, 1, trumps & ~(all_pinned & ~self.pinned[s])))
        for s in range(8):
            if s != self.seat and self.need[s]:
                places.append((s, self.need[s], self.allow[s]))
        if self.discard_unknown:
            places.append((16, 1, ~trumps & ~all_pinned & FULL))  # R12: not a trump
        if self.stock_unknown:
            places.append((17, 2, ~all_pinned & FULL))
        unseen = self.unseen
        places.sort(key=lambda p: ((p[2] & unseen).bit_count() - p[1], p[0]))
        for attempt in range(tries + 1):
            relax = attempt == tries
            remaining = unseen
            hands = list(self.known)
            down = [0] * len(self.facedown)
            ok = True
            for place, count, allowed in places:
                cand = bits(remaining & (FULL if relax and place < 16 else allowed))
                if len(cand) < count:
                    ok = False
                    break
                got = rng.sample(cand, count)
                remaining &= ~mask_of(got)
                if place < 8:
                    hands[place] |= mask_of(got)
                elif place >= 18:
                    down[place - 18] = got[0]
            if ok:
                return hands, down
        raise RuntimeError("no consistent deal found")  # pragma: no cover

    def world(self, view: PlayerView, rng: random.Random) -> FastDeal:
        """A FastDeal of the current position with the hidden cards sampled (R31)."""
        hands, down = self.sample_hands(rng)
        hands[self.seat] = mask_of(view.hand)
        trick = view.current_trick
        number = len(view.tricks) + 1 if trick is None else trick.number
        leader = view.to_move if trick is None else trick.leader
        plays: list[int] = []
        if trick is not None:
            fill = iter(down)  # the face-down trumps of other seats, as sampled
            plays = [p.card.index if p.card is not None else next(fill) for p in trick.plays]
        sun_exc = [False] * 8
        sun_exc[self.seat] = view.sun_exception
        for s in range(8):  # R21: only a seat with no trump but the Sun can use it anyway
            if s != self.seat and hands[s] & self.table.trumps == 1 << self.table.sun:
                sun_exc[s] = True
        holder = view.seat if view.phase == "declare" else -1
        return FastDeal.from_position(
            self.table.trump,
            view.dealer,
            hands,
            phase=view.phase,
            holder=holder,
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


def knowledge_of(view: PlayerView) -> Knowledge:
    """Everything ``view.seat`` can infer from its view (R20, R21, R23, R31)."""
    table = fast_table(view.trump)
    trumps = table.trumps
    seat = view.seat
    seen = mask_of(sorted(view.seen_cards()))
    unseen = FULL & ~seen
    allow = [FULL] * 8
    known = [0] * 8
    notes: list[str] = []
    played = 0
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
            if i == 0 or p.seat == seat or lead is None:
                if i == 0 and trick.number == 1 and trumps >> c & 1 and p.seat != seat:
                    allow[p.seat] &= trumps  # R19: led a trump, so held only trumps
                continue
            if trick.number == 9:
                continue
            if trick.meri and not trumps >> c & 1:
                if allow[p.seat] & trumps & ~(1 << table.sun):
                    notes.append(f"seat {p.seat} has no trump but perhaps the Sun (R20/R21)")
                allow[p.seat] &= ~trumps | (1 << table.sun)
            elif not trick.meri and meri_before and not trumps >> c & 1:
                suit = table.follow[lead.index]
                if table.follow[c] != suit and allow[p.seat] & table.follow_mask[suit]:
                    notes.append(f"seat {p.seat} has no {DECK[suit * 15].suit.title} (R23)")
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
    stock = view.stock or ()
    robai_hidden = (
        view.declared is False
        and not view.robai_is_indicator
        and all(c.index != native for c in stock)
    )
    discard_unknown = view.discard is None and view.phase in ("play", "over")
    stock_unknown = view.stock is None
    return Knowledge(
        seat=seat,
        table=table,
        unseen=unseen,
        played=played,
        allow=allow,
        known=known,
        need=need,
        facedown=facedown,
        discard_unknown=discard_unknown,
        stock_unknown=stock_unknown,
        robai_hidden=robai_hidden,
        notes=notes,
        pinned=pinned,
    )
