"""Find and annotate the example deals of :mod:`unsun_lab.examples` (issue 6).

    python tools/build_examples.py                 # search, then rewrite the JSON files
    python tools/build_examples.py --dry           # search and report, write nothing
    python tools/build_examples.py NAME ...        # only these examples
    python tools/build_examples.py --out DIR NAME  # write them into DIR instead

It lives outside the package, so an installed unsun_lab holds the library, not its build
script; ``tests/core/test_build_examples.py`` rebuilds two examples and compares them byte for byte.

Nothing here is typed in by hand. An example is the first seed of a fixed range whose deal,
``Deal.shuffled(seed, dealer=seed % 8)`` played out by a seeded random player, shows what a
finder checks with the engine (tricks, combinations, the legal moves seen during the playout).
The finder then writes the title and notes from the facts it found (cards, seats, points), so
every sentence is true of the deal it describes. The committed JSON files are the library; this
script only explains where they came from and can regenerate them.
"""

from __future__ import annotations

import json
import random
import re
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

from unsun_lab.cards import DECK, Card, Rank, Suit
from unsun_lab.deal import Deal, Trick
from unsun_lab.orders import TENKA, plain_order, table_for, trump_order
from unsun_lab.rules import INDICATOR_POSITION, seat_dealt, shuffled_deck, team_of

#: Where the library lives: unsun_lab/examples in the repository beside this folder.
LIBRARY = Path(__file__).resolve().parents[1] / "unsun_lab" / "examples"

# -- playing a seeded deal ----------------------------------------------------------------


@dataclass(frozen=True)
class Policy:
    """How the random player chooses. ``declare``: the native Robai holder declares (R11)
    or passes. ``trump_bias``: when both trumps and plain cards are legal, the chance of
    choosing among the trumps (None: every legal card equally likely)."""

    declare: bool = True
    trump_bias: float | None = None


@dataclass(frozen=True)
class Step:
    """One move of a playout and what was known just before it."""

    index: int  # 0-based in deal.moves
    seat: int
    move: str
    legal: tuple[str, ...]
    hand: tuple[Card, ...]
    trick: int  # the trick a play goes to; 0 for the declaration and the discard
    lead: Card | None  # the card that led that trick, None for a lead
    meri_seen: bool  # a Meri trick was led before this move


@dataclass
class Played:
    seed: int
    policy: Policy
    deal: Deal
    steps: list[Step]

    def play_index(self, number: int, seat: int) -> int:
        """The move index of ``seat``'s play to trick ``number`` (1–8)."""
        first = len(self.deal.moves) - 64
        trick = self.deal.tricks[number - 1]
        return first + 8 * (number - 1) + (seat - trick.leader) % 8

    def step(self, number: int, seat: int) -> Step:
        return self.steps[self.play_index(number, seat)]

    def trick_steps(self, number: int) -> list[Step]:
        start = self.play_index(number, self.deal.tricks[number - 1].leader)
        return self.steps[start : start + 8]

    @property
    def discard_step(self) -> Step:
        return self.steps[len(self.deal.moves) - 65]


def playout(seed: int, policy: Policy) -> Played:
    """Deal ``seed`` (dealer ``seed % 8``) and play it to the end with a seeded random player."""
    deal = Deal.shuffled(seed, dealer=seed % 8)
    rng = random.Random(seed * 7919 + 17)  # a stream of its own, apart from the shuffle
    steps: list[Step] = []
    meri_seen = False
    while not deal.over:
        legal = deal.legal_moves()
        seat = deal.to_move
        assert seat is not None
        trick = deal.current_trick
        number = 0
        if deal.phase == "play":
            number = len(deal.tricks) + (1 if trick is None else 0)
        lead = None if trick is None else trick.plays[0].card
        steps.append(
            Step(len(deal.moves), seat, "", tuple(legal), deal.hand(seat), number, lead, meri_seen)
        )
        if deal.phase == "declare":
            move = "declare" if policy.declare else "pass"
        elif deal.phase == "play" and policy.trump_bias is not None:
            trumps = [m for m in legal if deal.is_trump(m)]
            plain = [m for m in legal if not deal.is_trump(m)]
            if trumps and plain:
                move = rng.choice(trumps if rng.random() < policy.trump_bias else plain)
            else:
                move = rng.choice(legal)
        else:
            move = rng.choice(legal)
        deal.push(move)
        steps[-1] = replace(steps[-1], move=move)
        meri_seen = deal.meri_seen
    return Played(seed, policy, deal, steps)


# -- words --------------------------------------------------------------------------------


def team(seat: int) -> str:
    return "team 0/2/4/6" if team_of(seat) == 0 else "team 1/3/5/7"


def other_team(seat: int) -> str:
    return team(seat + 1)


def codes(cards: Iterable[Card | str]) -> str:
    return ", ".join(c.code if isinstance(c, Card) else c for c in cards)


def plays_text(trick: Trick) -> str:
    """'seat 3 O5, seat 4 KRo (face down), …' in playing order."""
    parts = []
    for seat, card, face_down in trick.plays:
        parts.append(f"seat {seat} {card.code}" + (" (face down)" if face_down else ""))
    return "; ".join(parts)


def setup(deal: Deal) -> str:
    """The first sentences of every note: trump, declaration, recipient, discard."""
    t = deal.trump.title
    out = [
        f"Seat {deal.dealer} deals. The indicator {deal.indicator.code} makes {t} the trump"
        " suit (R8)."
    ]
    nr = deal.native_robai.code
    status = deal.native_robai_status
    if status == "declared":
        out.append(
            f"Seat {deal.holder} holds the native Robai {nr}, declares it and takes the"
            " indicator (R11)."
        )
    elif status == "hidden":
        out.append(
            f"Seat {deal.holder} holds the native Robai {nr} but passes: the Robai stays hidden"
            f" and the dealer, seat {deal.dealer}, takes the indicator (R11)."
        )
    elif status == "indicator":
        out.append(
            "The indicator is itself the native Robai, so nobody can declare and the dealer"
            " takes it (R11)."
        )
    else:
        out.append(
            f"The native Robai {nr} is in the stock, so nobody can declare and the dealer"
            " takes the indicator (R11)."
        )
    assert deal.discard is not None
    out.append(
        f"Seat {deal.recipient} discards {deal.discard.code} face down (R12) and leads the"
        " first trick (R18)."
    )
    return " ".join(out)


def score_story(deal: Deal) -> str:
    """How the final score came about: tricks won and combinations, per team (R27–R29)."""
    won = [0, 0]
    swing = [0, 0]
    combos = []
    for trick in deal.tricks:
        assert trick.winner is not None
        won[team_of(trick.winner)] += 1
        if trick.combo is not None:
            c = trick.combo
            swing[team_of(c.winner_seat)] += c.points
            swing[1 - team_of(c.winner_seat)] -= c.points
            combos.append(f"{c.pair} on trick {trick.number} ({c.points} to {team(c.winner_seat)})")
    a, b = deal.score
    parts = [f"Team 0/2/4/6 won {won[0]} tricks and team 1/3/5/7 won {won[1]}"]
    parts.append("; combinations: " + "; ".join(combos) if combos else "; no combinations")
    return "".join(parts) + f". Final score: team 0/2/4/6 {a}, team 1/3/5/7 {b}, together 9 (R29)."


def trump_order_text(trump: Suit) -> str:
    return " ".join(c.code for c in trump_order(trump))


def plain_order_text(suit: Suit) -> str:
    return " ".join(c.code for c in plain_order(suit))


def is_numeral(card: Card) -> bool:
    return card.rank.is_numeral


# -- what an example is -------------------------------------------------------------------


@dataclass
class Annotation:
    title: str
    notes: str
    moves: dict[int, str] = field(default_factory=dict)


Writer = Callable[[Played], Annotation | None]


@dataclass(frozen=True)
class Example:
    name: str
    rules: tuple[str, ...]
    write: Writer
    policies: tuple[Policy, ...] = (Policy(),)
    seeds: range = range(200_000)
    #: a quick test on the seed alone, before any playout (for very rare deals)
    prefilter: Callable[[int], bool] | None = None


def non_meri(deal: Deal) -> list[Trick]:
    return [t for t in deal.tricks[:8] if not t.meri]


def opposing_trumps(trick: Trick, seat: int, deal: Deal) -> list[tuple[int, Card]]:
    return [(s, c) for s, c, _ in trick.plays if team_of(s) != team_of(seat) and deal.is_trump(c)]


# -- R11 declaration, R27/R28 Robai pairs ---------------------------------------------------


def declared_robai_rei(p: Played) -> Annotation | None:
    d = p.deal
    if d.native_robai_status != "declared" or d.holder == d.dealer:
        return None
    trick = next(
        (t for t in non_meri(d) if t.combo and t.combo.pair == "Robai-Rei" and t.combo.points == 2),
        None,
    )
    if trick is None or trick.combo is None:
        return None
    c = trick.combo
    lead = trick.plays[0].card
    notes = (
        f"{setup(d)} Declaring shows the Robai to everyone, so it is no longer hidden (R28)."
        f" Trick {trick.number} is led with the plain {lead.code}, so it is not a Meri trick and"
        f" may carry a combination (R27). Seat {c.winner_seat} wins it with the native Robai"
        f" {c.winner_card.code}, the highest trump played (R14, R25). The strongest trump of the"
        f" other team is seat {c.opposing_seat}'s {c.opposing_card.code}: Robai over Rei is a"
        f" combination. Because the Robai was declared, the transfer is the ordinary 2 points,"
        f" not 5 (R28): {team(c.winner_seat)} gets the trick point plus 2 and"
        f" {other_team(c.winner_seat)} loses 2. Compare the hidden-Robai example, where the same"
        f" kind of pair is worth 5 (example hidden_sota_robai). {score_story(d)}"
    )
    moves = {
        0: f"declare: seat {d.holder} shows {d.native_robai.code} and takes the indicator"
        f" {d.indicator.code} (R11); the Robai is now not hidden (R28).",
        p.play_index(trick.number, c.winner_seat): f"{c.winner_card.code} wins trick"
        f" {trick.number}: Robai-Rei over seat {c.opposing_seat}'s {c.opposing_card.code},"
        " worth 2 because the Robai was declared (R27, R28).",
        p.play_index(trick.number, c.opposing_seat): f"{c.opposing_card.code}: the other"
        " team's strongest trump in this trick, the O of the pair (R27).",
    }
    return Annotation(
        "Declared native Robai: Robai-Rei transfers only 2 (R11 R27 R28)", notes, moves
    )


def hidden_sota_robai(p: Played) -> Annotation | None:
    d = p.deal
    if d.native_robai_status != "hidden" or d.holder == d.dealer or min(d.score) >= 0:
        return None
    trick = next(
        (
            t
            for t in non_meri(d)
            if t.combo and t.combo.pair == "Sota-Robai" and t.combo.points == 5
        ),
        None,
    )
    if trick is None or trick.combo is None:
        return None
    c = trick.combo
    lead = trick.plays[0].card
    low_name = "Team 0/2/4/6" if d.score[0] < 0 else "Team 1/3/5/7"
    notes = (
        f"{setup(d)} Trick {trick.number} is led with the plain {lead.code}, so it is not a Meri"
        f" trick (R27). Seat {c.winner_seat}'s {c.winner_card.code} wins it; the strongest trump"
        f" of the other team is seat {c.opposing_seat}'s {c.opposing_card.code}, the native Robai"
        f" that seat {d.holder} kept hidden. Sota over the native Robai is a combination (R27),"
        f" and because the Robai was hidden (its holder passed) it transfers 5 points instead of"
        f" 2 (R28): {team(c.winner_seat)} gains the trick point and 5, {other_team(c.winner_seat)}"
        f" loses 5. {score_story(d)} {low_name} ends below zero: a deal score may be negative,"
        f" and the two scores still add up to 9 (R29)."
    )
    moves = {
        0: f"pass: seat {d.holder} keeps the native Robai {d.native_robai.code} hidden; the"
        f" dealer, seat {d.dealer}, takes the indicator {d.indicator.code} (R11).",
        p.play_index(trick.number, c.winner_seat): f"{c.winner_card.code} wins trick"
        f" {trick.number}: Sota over the hidden Robai {c.opposing_card.code}, 5 points (R27,"
        " R28).",
        p.play_index(trick.number, c.opposing_seat): f"the hidden native Robai"
        f" {c.opposing_card.code} is the other team's strongest trump here (R27).",
    }
    return Annotation(
        "Hidden native Robai: Sota-Robai transfers 5 and a score goes negative (R11 R27 R28 R29)",
        notes,
        moves,
    )


# -- R11 no declaration, R12 discard, R13 side cards ----------------------------------------


def indicator_is_robai(p: Played) -> Annotation | None:
    d = p.deal
    if d.native_robai_status != "indicator" or d.trump is Suit.PAO:
        return None
    ds = p.discard_step
    trumps = [c for c in ds.hand if d.is_trump(c)]
    plain = [c for c in ds.hand if not d.is_trump(c)]
    if len(trumps) < 3 or not plain:
        return None
    assert d.discard is not None
    notes = (
        f"Seat {d.dealer} deals and turns up {d.indicator.code}: {d.trump.title} is trump (R8),"
        f" and the indicator is the native Robai itself. Nobody holds it, so nobody can declare:"
        f" the record has no declare or pass move, its first move is the discard, and the dealer"
        f" takes the indicator (R11, Decision). Seat {d.dealer} now holds ten cards, the trumps"
        f" {codes(trumps)} among them. It must discard a card that is not a trump (R12): its"
        f" legal discards were exactly its {len(plain)} plain cards ({codes(plain)}), and it"
        f" discards {d.discard.code} face down. The indicator is an ordinary trump in its hand"
        f" from then on. {score_story(d)}"
    )
    moves = {
        ds.index: f"the discard, and the record's first move: trumps ({codes(trumps)}) may not be"
        f" discarded while plain cards remain (R12)."
    }
    return Annotation(
        "The indicator is the native Robai: the dealer takes it, discards a plain card (R11 R12)",
        notes,
        moves,
    )


def robai_in_stock(p: Played) -> Annotation | None:
    d = p.deal
    if d.native_robai_status != "stock" or d.trump is Suit.PAO:
        return None
    assert d.discard is not None
    first = p.steps[p.play_index(1, d.tricks[0].leader)]
    notes = (
        f"Seat {d.dealer} deals; the indicator {d.indicator.code} makes {d.trump.title} trump"
        f" (R8). The native Robai {d.native_robai.code} is one of the two stock cards"
        f" ({codes(d.stock)}), so no hand holds it: nobody can declare, there is no declare or"
        f" pass move, and the dealer takes the indicator (R11, Decision). Seat {d.dealer}"
        f" discards {d.discard.code} face down (R12). Until the opening lead only seat"
        f" {d.dealer} knows its discard and nobody knows the stock (R31). When seat"
        f" {d.tricks[0].leader} leads {first.move} to trick 1, the discard and both stock cards"
        f" are shown to everyone (R13), and all can see that {d.native_robai.code} is out of"
        f" play. These three cards take no part in any trick, so in"
        f" this deal no Sota-Robai or Robai-Rei combination can be made (R27). {score_story(d)}"
    )
    moves = {
        p.discard_step.index: "discarded face down; the others do not see it yet (R12, R31).",
        first.index: f"the opening lead: the discard {d.discard.code} and the stock"
        f" {codes(d.stock)} are turned up for all, out of play (R13).",
    }
    return Annotation(
        "The native Robai in the stock: no declaration, side cards shown at the lead (R11 R13)",
        notes,
        moves,
    )


def _only_trump_prefilter(seed: int) -> bool:
    """The shuffle of Deal.shuffled(seed): does the dealer's hand or the native Robai
    holder's hold nine trumps? Only those can receive the indicator and hold ten (R11, R12)."""
    deck = [DECK[i] for i in shuffled_deck(random.Random(seed))]  # R6, dealer seat 0
    table = table_for(deck[INDICATOR_POSITION].suit)
    counts = [0] * 8
    holder = 0  # the dealer takes the indicator when nobody holds the native Robai (R11)
    for i in range(INDICATOR_POSITION):
        seat = seat_dealt(i, dealer=0)
        if table.is_trump[deck[i].index]:
            counts[seat] += 1
        if deck[i] is table.native_robai:
            holder = seat
    return counts[0] == 9 or counts[holder] == 9


def only_trumps(p: Played) -> Annotation | None:
    d = p.deal
    ds = p.discard_step
    if not all(d.is_trump(c) for c in ds.hand) or d.discard is None:
        return None
    trick1 = d.tricks[0]
    lead_step = p.step(1, trick1.leader)
    if not trick1.meri:
        return None
    forced = [
        s
        for s in p.trick_steps(1)[1:]
        if any(d.is_trump(c) for c in s.hand)
        and any(not d.is_trump(c) for c in s.hand)
        and all(d.is_trump(m) for m in s.legal)
    ]
    if not forced:
        return None
    f = forced[0]
    notes = (
        f"{setup(d)} This is rare: seat {d.recipient} was dealt nine trumps, and with the"
        f" indicator {d.indicator.code} it holds ten: {codes(ds.hand)}. A discard must normally"
        f" not be a trump, but a hand of only trumps has no other choice, so any of the ten may"
        f" be discarded (R12, Decision); all ten were legal, and it lays away {d.discard.code}."
        f" Now the first trick may not be led with a trump (R19) — unless, as here, the leader"
        f" holds only trumps, so seat {trick1.leader} leads {lead_step.move}. That makes trick 1"
        f" a Meri trick (R20): every seat holding a trump must play one, e.g. seat {f.seat} held"
        f" {codes(f.hand)} and could play only {codes(f.legal)}. {score_story(d)}"
    )
    moves = {
        ds.index: "every one of the ten cards is a trump, so all ten were legal discards (R12).",
        lead_step.index: f"a trump led to trick 1 is allowed only because seat {trick1.leader}"
        f" holds nothing else (R19): a Meri trick (R20).",
        f.index: f"Meri: seat {f.seat} must play a trump, and {codes(f.legal)} is the only one"
        " it holds (R20)."
        if len(f.legal) == 1
        else f"Meri: seat {f.seat} must play one of its trumps {codes(f.legal)} (R20).",
    }
    return Annotation(
        "Only trumps: the recipient discards a trump and leads a trump to trick 1 (R12 R19 R20)",
        notes,
        moves,
    )


# -- R14 trump order with Tenka, R24 face down, R27 Tenka is no Robai ----------------------


def tenka_no_combo(p: Played) -> Annotation | None:
    d = p.deal
    if d.trump is Suit.PAO:
        return None
    sota, rei = Card(d.trump, Rank.SOTA), Card(d.trump, Rank.REI)
    for trick in non_meri(d):
        assert trick.winner is not None
        if trick.combo is not None or trick.combo_reason is None:
            continue
        if trick.combo_reason.key != "combo.none_tenka":
            continue
        w = trick.combo_reason.params["winner_card"]
        o = trick.combo_reason.params["opposing_card"]
        if (w, o) == (TENKA, rei) or (w, o) == (sota, TENKA):
            break
    else:
        return None
    assert isinstance(w, Card) and isinstance(o, Card)
    w_seat = trick.winner
    o_seat = next(s for s, c, _ in trick.plays if c is o)
    trumps = [(s, c) for s, c, _ in trick.plays if d.is_trump(c)]
    if not all(fd for s, c, fd in trick.plays if d.is_trump(c)):
        return None
    lead = trick.plays[0].card
    order = trump_order(d.trump)
    if w is TENKA:
        looks = "Robai-Rei"
        why = (
            f"Tenka ranks just below the Sota, above the native Robai {d.native_robai.code} and"
            f" the Rei {rei.code}"
        )
    else:
        looks = "Sota-Robai"
        why = f"The Sota {sota.code} ranks just above Tenka"
    notes = (
        f"{setup(d)} The trump order is {trump_order_text(d.trump)} (R14): Tenka PRo is a trump"
        f" whatever the trump suit (R9) and sits in fourth place. Trick {trick.number} is led"
        f" with the plain {lead.code}; the trumps played to it go face down (R24), so until the"
        f" eighth card the table only knew that seats {codes(str(s) for s, _ in trumps)} had"
        f" trumped. Turned up, they are {codes(c for _, c in trumps)}. {why}, so seat {w_seat}'s"
        f" {w.code} wins (R14, R25) over seat {o_seat}'s {o.code}, the other team's strongest"
        f" trump. It looks like {looks}, but Tenka does not stand in for the native Robai, so"
        f" it is no combination: the trick is worth just 1 point (R27). {score_story(d)}"
    )
    moves = {
        p.play_index(trick.number, w_seat): f"{w.code} (face down, R24) wins trick"
        f" {trick.number}: position {order.position(w)} in the trump order beats position"
        f" {order.position(o)} (R14).",
        p.play_index(trick.number, o_seat): f"{o.code}, the other team's strongest trump: with"
        f" Tenka involved, no {looks} combination (R27).",
    }
    return Annotation(
        f"Tenka in the trump order: {w.code} over {o.code} decides the trick but is no"
        " combination (R14 R24 R25 R27)",
        notes,
        moves,
    )


# -- R15 plain order -------------------------------------------------------------------------


def no_trump_tricks(d: Deal) -> list[Trick]:
    return [t for t in d.tricks[:8] if not any(d.is_trump(c) for _, c, _ in t.plays)]


def led_cards(trick: Trick, d: Deal) -> list[tuple[int, Card]]:
    """The plays of the led suit (Tenka never counts as Pao, R23)."""
    suit = trick.plays[0].card.suit
    follow = d.table.follow_suit
    return [(s, c) for s, c, _ in trick.plays if follow[c.index] is suit]


IRO = Card(Suit.ISU, Rank.ROBAI)
I1 = Card(Suit.ISU, Rank.ONE)


def court_trick(d: Deal) -> tuple[Trick, Card, Card] | None:
    """A no-trump trick won by a plain Rei or Kaba over a Sota of its suit (R15 vs R14)."""
    for t in no_trump_tricks(d):
        assert t.winner is not None
        win = next(c for s, c, _ in t.plays if s == t.winner)
        sota = Card(win.suit, Rank.SOTA)
        if win.rank in (Rank.REI, Rank.KABA) and any(c is sota for _, c, _ in t.plays):
            return t, win, sota
    return None


def isu_robai_loses(p: Played) -> Annotation | None:
    d = p.deal
    if d.trump is Suit.ISU:
        return None
    for trick in no_trump_tricks(d):
        isu = led_cards(trick, d)
        if trick.plays[0].card.suit is not Suit.ISU or IRO not in [c for _, c in isu]:
            continue
        others = [c for _, c in isu if c is not IRO]
        if others and all(is_numeral(c) and c is not I1 for c in others):
            break
    else:
        return None
    courts = court_trick(d)
    if courts is None:
        return None
    ct, cw, cs = courts
    assert trick.winner is not None and ct.winner is not None
    win = next(c for s, c, _ in trick.plays if s == trick.winner)
    r_seat = next(s for s, c, _ in trick.plays if c is IRO)
    court = (
        f"Trick {ct.number} (no trump played, led {ct.plays[0].card.code}): seat {ct.winner}'s"
        f" {cw.code} beats the {cs.code}, because in a plain suit the Sota ranks below the Rei"
        f" and the Kaba (Sun, Un, Rei, Kaba, Sota, Robai, numerals), while as trumps the Sota"
        f" would be above both (R14)."
    )
    robai = (
        f"Trick {trick.number} is led with {trick.plays[0].card.code} and holds no trump; its Isu"
        f" cards are {codes(c for _, c in isu)}. In most plain suits a Robai outranks every"
        f" numeral, but a plain Isu's Robai ranks between its 2 and its 1"
        f" ({plain_order_text(Suit.ISU)}), so seat {r_seat}'s IRo loses and seat"
        f" {trick.winner}'s {win.code} wins (R15, R25)."
    )
    first, second = (court, robai) if ct.number < trick.number else (robai, court)
    notes = (
        f"{setup(d)} The plain order of a suit that is not trump (R15) is not the trump order."
        f" Two tricks show it. {first} {second} {score_story(d)}"
    )
    moves = {
        p.play_index(trick.number, r_seat): "IRo: a plain Isu Robai ranks only between I2 and"
        " I1, below every numeral played here (R15).",
        p.play_index(trick.number, trick.winner): f"{win.code} takes trick {trick.number}, an"
        " Isu numeral over the Isu Robai (R15).",
        p.play_index(ct.number, ct.winner): f"{cw.code} beats {cs.code}: plain order puts the"
        " Sota below the Rei and the Kaba (R15).",
    }
    return Annotation(
        "Plain order: a Rei or Kaba beats the Sota, and the Isu Robai loses to a numeral (R15)",
        notes,
        moves,
    )


def isu_robai_beats_one(p: Played) -> Annotation | None:
    d = p.deal
    if d.trump is Suit.ISU:
        return None
    for trick in no_trump_tricks(d):
        isu = [c for _, c in led_cards(trick, d)]
        if trick.plays[0].card.suit is Suit.ISU and sorted(isu) == sorted([IRO, I1]):
            break
    else:
        return None
    assert trick.winner is not None
    r_seat = next(s for s, c, _ in trick.plays if c is IRO)
    o_seat = next(s for s, c, _ in trick.plays if c is I1)
    if trick.winner != r_seat:
        return None
    off = [c for _, c, _ in trick.plays if c.suit is not Suit.ISU]
    notes = (
        f"{setup(d)} Trick {trick.number} is led with {trick.plays[0].card.code}. No trump is"
        f" played, and the only Isu cards are IRo (seat {r_seat}) and I1 (seat {o_seat}); the"
        f" rest ({codes(off)}) are of other suits and cannot win (R17). In plain Isu the Robai"
        f" sits between the 2 and the 1 ({plain_order_text(Suit.ISU)}, R15): above nothing but"
        f" the 1. Here that is enough: seat {r_seat}'s IRo wins the trick (R25). {score_story(d)}"
    )
    moves = {
        p.play_index(trick.number, r_seat): f"IRo wins trick {trick.number}: the plain Isu"
        " Robai beats only the Isu 1 (R15).",
        p.play_index(trick.number, o_seat): "I1, the lowest plain Isu card, below even the Isu"
        " Robai (R15).",
    }
    return Annotation(
        "Plain Isu: the Isu Robai beats only the 1, and here it does (R15 R17)", notes, moves
    )


# -- R16 numerals, R17 suits, R25 winning ----------------------------------------------------


def numeral_duel(trick: Trick, d: Deal) -> tuple[Card, Card] | None:
    """In a no-trump trick: the winner and the best other led-suit card, both numerals."""
    led = led_cards(trick, d)
    order = plain_order(trick.plays[0].card.suit)
    ranked = sorted((c for _, c in led), key=order.position)
    if len(ranked) >= 2 and is_numeral(ranked[0]) and is_numeral(ranked[1]):
        return ranked[0], ranked[1]
    return None


def numerals(p: Played) -> Annotation | None:
    d = p.deal
    found: dict[bool, tuple[Trick, Card, Card]] = {}
    for t in no_trump_tricks(d):
        duel = numeral_duel(t, d)
        suit = t.plays[0].card.suit
        if duel and suit.is_long not in found:
            found[suit.is_long] = (t, *duel)
    if len(found) < 2:
        return None
    # R17: an off-suit card that is high in its own suit, losing to the led suit
    r17 = None
    for t, w, _ in found.values():
        for s, c, _ in t.plays:
            if c.suit is not w.suit and c.rank in (Rank.SUN, Rank.UN):
                r17 = (t, s, c, w)
                break
        if r17:
            break
    # R25: a plain lead beaten by a trump
    trumped = next(
        (
            t
            for t in d.tricks[:8]
            if not t.meri
            and t.winner is not None
            and d.is_trump(next(c for s, c, _ in t.plays if s == t.winner))
            and len(led_cards(t, d)) >= 2
        ),
        None,
    )
    if r17 is None or trumped is None:
        return None
    rt, rw, rl = found[False]
    lt, lw, ll = found[True]
    assert rt.winner is not None and lt.winner is not None and trumped.winner is not None
    t17, s17, c17, w17 = r17
    tw = next(c for s, c, _ in trumped.plays if s == trumped.winner)
    rank17 = "the highest" if c17.rank is Rank.SUN else "the second-highest"
    best_led = min(
        (c for _, c in led_cards(trumped, d)), key=plain_order(trumped.plays[0].card.suit).position
    )
    notes = (
        f"{setup(d)} Numerals rank differently in the two kinds of suit (R16): in the long suits"
        f" (Pao, Isu) 9 is highest and 1 lowest; in the round suits (Koppu, Ouru, Guru) 1 is"
        f" highest and 9 lowest. Trick {rt.number} is led in the round suit {rw.suit.title}"
        f" without a trump: {rw.code} (seat {rt.winner}) beats {rl.code}. Trick {lt.number} is"
        f" led in the long suit {lw.suit.title} without a trump: {lw.code} (seat {lt.winner})"
        f" beats {ll.code}. Suits do not compete (R17): in trick {t17.number} seat {s17} plays"
        f" {c17.code}, {rank17} card of {c17.suit.title}, yet the trick goes to {w17.code}"
        f" because only the led suit can win a trick without trumps (R25). A trump beats them"
        f" all: trick {trumped.number} is led with {trumped.plays[0].card.code}, and seat"
        f" {trumped.winner}'s trump {tw.code} wins although {best_led.code} of the led suit"
        " was played (R25)."
        f" {score_story(d)}"
    )
    moves = {
        p.play_index(rt.number, rt.winner): f"{rw.code} wins: in a round suit the lower numeral"
        f" is the stronger, so it beats {rl.code} (R16).",
        p.play_index(lt.number, lt.winner): f"{lw.code} wins: in a long suit the higher numeral"
        f" is the stronger, so it beats {ll.code} (R16).",
        p.play_index(t17.number, s17): f"{c17.code} is of another suit and cannot win this"
        " trick (R17).",
        p.play_index(trumped.number, trumped.winner): f"the trump {tw.code} takes a trick led"
        " in a plain suit (R25).",
    }
    return Annotation(
        "Numerals long and round, suits that do not compete, and who wins (R16 R17 R25)",
        notes,
        moves,
    )


# -- R18 order, R19 first lead, R22 before the first Meri ------------------------------------


def first_tricks(p: Played) -> Annotation | None:
    d = p.deal
    assert d.recipient is not None
    if d.recipient == (d.dealer + 1) % 8:
        return None
    lead1 = p.step(1, d.tricks[0].leader)
    held = [c for c in lead1.hand if d.is_trump(c)]
    if not held:
        return None
    t1 = d.tricks[0]
    t2 = d.tricks[1]
    if t1.winner == t1.leader:
        return None
    lead2 = p.step(2, t2.leader)
    if not (t2.meri and any(not d.is_trump(c) for c in lead2.hand)):
        return None
    # R22 in trick 1: a seat holding the led suit plays another plain suit
    suit = t1.plays[0].card.suit
    free = [
        s
        for s in p.trick_steps(1)[1:]
        if any(c.suit is suit and not d.is_trump(c) for c in s.hand)
        and not d.is_trump(s.move)
        and Card(s.move).suit is not suit
    ]
    if not free:
        return None
    f = free[0]
    held_suit = [c for c in f.hand if c.suit is suit and not d.is_trump(c)]
    notes = (
        f"{setup(d)} Play does not start at the dealer's left (seat {(d.dealer + 1) % 8}): the"
        f" recipient, seat {d.recipient}, leads trick 1, and each seat follows clockwise (R18)."
        f" Seat {d.recipient} holds the trumps {codes(held)}, but the first trick may not be led"
        f" with a trump (R19): its legal leads were only its plain cards ({codes(lead1.legal)}),"
        f" and it leads {lead1.move}. No Meri trick has been led yet, so nobody has to follow"
        f" suit (R22): seat {f.seat} holds {codes(held_suit)} of the led suit {suit.title} and"
        f" still plays {f.move}. Seat {t1.winner} wins trick 1 and so leads trick 2 (R18). From"
        f" the second trick on any card may be led (R19): seat {t2.leader} leads the trump"
        f" {lead2.move} although it also holds plain cards — the deal's first Meri trick (R20)."
        f" {score_story(d)}"
    )
    moves = {
        lead1.index: f"the opening lead: trumps ({codes(held)}) may not lead trick 1, so a plain"
        " card (R19).",
        f.index: f"seat {f.seat} holds {codes(held_suit)} but need not follow: no Meri trick yet"
        " (R22).",
        lead2.index: f"seat {t2.leader} won trick 1 and leads (R18); from trick 2 a trump may"
        " be led (R19).",
    }
    return Annotation(
        "Who leads, the first lead, and free play before the first Meri (R18 R19 R22)",
        notes,
        moves,
    )


# -- R20 Meri, R21 Sun exception ---------------------------------------------------------------


def meri_tenka_sun(p: Played) -> Annotation | None:
    d = p.deal
    if d.trump is Suit.PAO or not any(d.sun_exception):
        return None
    sun = d.table.sun
    for trick in d.tricks[:8]:
        if not trick.meri:
            continue
        steps = p.trick_steps(trick.number)[1:]
        tenka = [s for s in steps if list(s.legal) == ["PRo"] and len(s.hand) > 1]
        kept = [
            s
            for s in steps
            if d.sun_exception[s.seat]
            and sun in s.hand
            and [c for c in s.hand if d.is_trump(c)] == [sun]
            and not d.is_trump(s.move)
        ]
        if tenka and kept:
            break
    else:
        return None
    k, t = kept[0], tenka[0]
    lead = trick.plays[0].card
    dealt_trumps = [c for c in d.dealt[k.seat] if d.is_trump(c)]
    assert dealt_trumps == [sun]
    notes = (
        f"{setup(d)} Trick {trick.number} is led by seat {trick.leader} with the trump"
        f" {lead.code}: a Meri trick, played face up, in which every seat holding a trump must"
        f" play one (R20). Tenka counts: seat {t.seat}'s only trump is Tenka PRo, so out of"
        f" {len(t.hand)} cards ({codes(t.hand)}) PRo was its only legal card. The Sun exception"
        f" (R21): seat {k.seat} was dealt {sun.code} as its one and only trump (its nine dealt"
        f" cards: {codes(d.dealt[k.seat])}), and the Sun is still its only trump, so it may keep"
        f" it: its legal cards were its whole hand and it plays {k.move}, keeping {sun.code}."
        f" {score_story(d)}"
    )
    moves = {
        p.play_index(trick.number, trick.leader): f"{lead.code}, a trump lead: trick"
        f" {trick.number} is a Meri trick (R20).",
        t.index: f"PRo: Tenka is a trump, and seat {t.seat}'s only one, so it must be played"
        " (R20).",
        k.index: f"{k.move}: seat {k.seat}'s only trump is the Sun {sun.code}, dealt alone, so"
        " it may keep it and play any card (R21).",
    }
    return Annotation(
        "A Meri trick: Tenka must follow, the lone Sun may be kept back (R20 R21)", notes, moves
    )


# -- R23 Monchi, R24 face down ------------------------------------------------------------------


def monchi(p: Played) -> Annotation | None:
    d = p.deal
    for trick in d.tricks[1:8]:
        lead = trick.plays[0].card
        if trick.meri or not p.step(trick.number, trick.leader).meri_seen:
            continue
        follow = d.table.follow_suit
        suit = lead.suit
        must, free = [], []
        for s in p.trick_steps(trick.number)[1:]:
            has = [c for c in s.hand if follow[c.index] is suit]
            if has and len(s.legal) < len(s.hand) and d.is_trump(s.move):
                if any(not d.is_trump(c) and follow[c.index] is not suit for c in s.hand):
                    must.append(s)
            elif not has and not d.is_trump(s.move) and len(s.legal) == len(s.hand):
                free.append(s)
        if must and free:
            break
    else:
        return None
    m, f = must[0], free[0]
    ok = [c for c in m.hand if follow[c.index] is suit]
    tr = [c for c in m.hand if d.is_trump(c)]
    barred = [c for c in m.hand if c.code not in m.legal]
    first_meri = next(t for t in d.tricks if t.meri)
    notes = (
        f"{setup(d)} Trick {first_meri.number} was the deal's first Meri trick (led with"
        f" {first_meri.plays[0].card.code}). From then on Monchi applies (R23): on a trick led with"
        f" a plain card, a seat holding that suit must play it or a trump. Trick {trick.number}"
        f" is led with {lead.code} by seat {trick.leader}. Seat {m.seat} holds {codes(ok)} of"
        f" {suit.title} and the trumps {codes(tr)}: it may not play {codes(barred)}. It trumps"
        f" with {m.move}, which goes face down (R24): the others see that seat {m.seat} played"
        f" a trump, not which, until the eighth card is down. Seat {f.seat} holds no"
        f" {suit.title}, so any card is allowed and it plays {f.move}. {score_story(d)}"
    )
    moves = {
        p.play_index(first_meri.number, first_meri.leader): "the first Meri trick of the deal:"
        " Monchi holds from here on (R23).",
        m.index: f"Monchi: seat {m.seat} must play {suit.title} or a trump; it trumps with"
        f" {m.move}, face down (R23, R24).",
        f.index: f"no {suit.title} in hand, so seat {f.seat} may play anything (R23).",
    }
    return Annotation(
        "Monchi after a Meri: follow suit or trump, and the trump goes face down (R23 R24)",
        notes,
        moves,
    )


# -- R26 the ninth trick ------------------------------------------------------------------------


def ninth_combo(p: Played) -> Annotation | None:
    d = p.deal
    ninth = d.tricks[8]
    c = ninth.combo
    if c is None or c.points != 5:
        return None
    dealer_card = next(card for s, card, _ in ninth.plays if s == d.dealer)
    notes = (
        f"{setup(d)} After eight tricks every seat holds one card. The engine turns all eight up"
        f" at once and plays them as the ninth trick, listed from seat {ninth.leader}, the winner"
        f" of trick 8 (R26): {plays_text(ninth)}. Trumps are among them, so the highest trump"
        f" wins: seat {c.winner_seat}'s {c.winner_card.code} (R26, R14). (Without a trump, the"
        f" dealer's card {dealer_card.code} would have given the led suit.) The ninth trick is"
        f" never a Meri trick, so a combination counts (R27): the other team's strongest trump is"
        f" seat {c.opposing_seat}'s {c.opposing_card.code}, and {c.pair} on the ninth trick"
        f" transfers 5 points (R28). {score_story(d)}"
    )
    moves = {
        len(d.moves) - 1: f"the 64th play ends trick 8; the engine then plays the ninth trick,"
        f" where {c.winner_card.code} over {c.opposing_card.code} is {c.pair}, worth 5 (R26,"
        " R27, R28).",
    }
    return Annotation(
        f"The ninth trick: {c.pair} worth 5 (R26 R27 R28)",
        notes,
        moves,
    )


def ninth_no_trump(p: Played) -> Annotation | None:
    d = p.deal
    ninth = d.tricks[8]
    if any(d.is_trump(c) for _, c, _ in ninth.plays) or ninth.winner == d.dealer:
        return None
    leader_card = ninth.plays[0].card
    dealer_card = next(card for s, card, _ in ninth.plays if s == d.dealer)
    if leader_card.suit is dealer_card.suit or ninth.leader == d.dealer:
        return None
    win = next(c for s, c, _ in ninth.plays if s == ninth.winner)
    lead_suit = [(s, c) for s, c, _ in ninth.plays if c.suit is leader_card.suit]
    order = plain_order(leader_card.suit)
    alt_seat, alt_card = min(lead_suit, key=lambda sc: order.position(sc[1]))
    if alt_seat == ninth.winner:
        return None
    notes = (
        f"{setup(d)} After eight tricks each seat holds one card, and the engine plays them as"
        f" the ninth trick, all face up, listed from seat {ninth.leader}, who won trick 8 (R26):"
        f" {plays_text(ninth)}. None is a trump. Nobody chose a lead, so the led suit is the suit"
        f" of the dealer's card: seat {d.dealer} holds {dealer_card.code}, so"
        f" {dealer_card.suit.title} counts as led, and seat {ninth.winner}'s {win.code} is its"
        f" highest card and wins (R26, R15, R16). Had the first card listed"
        f" ({leader_card.code}) set the suit, seat {alt_seat}'s {alt_card.code} would have won"
        f" instead. {score_story(d)}"
    )
    moves = {
        len(d.moves) - 1: f"the last play; in the ninth trick no trump is left, and the dealer's"
        f" {dealer_card.code} makes {dealer_card.suit.title} the led suit: {win.code} wins"
        " (R26).",
    }
    return Annotation(
        "The ninth trick without a trump: the dealer's card sets the suit (R26)", notes, moves
    )


# -- R27 the pairs --------------------------------------------------------------------------------


def pair_example(pair: str) -> Writer:
    """The writer of the example of one combination pair (R27), worth 2 (R28)."""

    def write(p: Played) -> Annotation | None:
        d = p.deal
        if d.trump is Suit.PAO:  # keep Tenka apart from the native Robai here (R9, R10)
            return None
        trick = next(
            (t for t in non_meri(d) if t.combo and t.combo.pair == pair and t.combo.points == 2),
            None,
        )
        if trick is None or trick.combo is None:
            return None
        c = trick.combo
        lead = trick.plays[0].card
        theirs = opposing_trumps(trick, c.winner_seat, d)
        trumps = [(s, card) for s, card, _ in trick.plays if d.is_trump(card)]
        if len(trumps) < 2:
            return None
        lowpair = pair in ("2-1", "8-9")
        listed = codes(f"{card.code} (seat {s})" for s, card in trumps)
        if len(theirs) == 1:
            theirs_text = f"The other team's only trump is seat {c.opposing_seat}'s"
        else:
            theirs_text = (
                f"The other team's trumps are {codes(card for _, card in theirs)}; the strongest"
                f" is seat {c.opposing_seat}'s"
            )
        theirs_text += f" {c.opposing_card.code}."
        if lowpair:
            kind = "long" if d.trump.is_long else "round"
            numer = (
                f" In a {kind} trump suit the numerals run"
                f" {'9 down to 1' if d.trump.is_long else '1 down to 9'} (R16), so {pair} pairs"
                f" its two lowest trumps, and {c.winner_card.code} can win only because no higher"
                " trump was played."
            )
        else:
            numer = ""
        notes = (
            f"{setup(d)} Trick {trick.number} is led by seat {trick.leader} with the plain"
            f" {lead.code}, so it is not a Meri trick and a combination may count (R27). Its"
            f" trumps (played face down, R24) are {listed}."
            f" The highest, seat {c.winner_seat}'s {c.winner_card.code}, wins (R25). {theirs_text}"
            f" {c.winner_card.code} over"
            f" {c.opposing_card.code} is the pair {pair}: a combination (R27).{numer} It is not"
            f" the ninth trick and involves no hidden Robai, so it transfers 2 points (R28):"
            f" {team(c.winner_seat)} gets the trick point plus 2, {other_team(c.winner_seat)}"
            f" loses 2. {score_story(d)}"
        )
        moves = {
            p.play_index(trick.number, c.winner_seat): f"{c.winner_card.code} wins trick"
            f" {trick.number}: {pair} over seat {c.opposing_seat}'s {c.opposing_card.code},"
            " 2 points (R27, R28).",
            p.play_index(trick.number, c.opposing_seat): f"{c.opposing_card.code}: the other"
            f" team's strongest trump, the O of {pair} (R27).",
        }
        if lowpair:
            kind = "long" if d.trump.is_long else "round"
            title = f"Combination {pair} with a {kind} trump suit, {d.trump.title} (R16 R27)"
        else:
            title = f"Combination {pair} (R27)"
        return Annotation(title, notes, moves)

    return write


def partner_trump(p: Played) -> Annotation | None:
    d = p.deal
    for trick in non_meri(d):
        if trick.combo is not None or trick.combo_reason is None:
            continue
        if trick.combo_reason.key != "combo.none_partner" or trick.winner is None:
            continue
        w = next(c for s, c, _ in trick.plays if s == trick.winner)
        mates = [
            (s, c)
            for s, c, _ in trick.plays
            if s != trick.winner and team_of(s) == team_of(trick.winner) and d.is_trump(c)
        ]
        pairs = [(s, c, d.table.combo_of[(w, c)]) for s, c in mates if (w, c) in d.table.combo_of]
        if pairs:
            break
    else:
        return None
    ms, mc, pair = pairs[0]
    lead = trick.plays[0].card
    notes = (
        f"{setup(d)} Trick {trick.number} is led with the plain {lead.code}. Seat {trick.winner}"
        f" wins it with the trump {w.code} (R25), and its partner, seat {ms}, also trumped with"
        f" {mc.code}. {w.code} over {mc.code} has the shape of {pair}, but a combination compares"
        f" the winning trump with the strongest trump of the *other* team (R27), and the other"
        f" team ({other_team(trick.winner)}) played no trump here. So there is no combination:"
        f" the trick is worth just its 1 point. {score_story(d)}"
    )
    moves = {
        p.play_index(trick.number, trick.winner): f"{w.code} wins trick {trick.number}; no"
        " opposing trump, so no combination (R27).",
        p.play_index(trick.number, ms): f"{mc.code} is a partner's trump: {w.code} over it"
        f" would be {pair}, but partners' trumps do not count (R27).",
    }
    return Annotation(
        f"No combination with a partner's trump: {w.code} over {mc.code} (R27)", notes, moves
    )


# -- the library --------------------------------------------------------------------------------

RANDOM = Policy()
PASSING = Policy(declare=False)


def seeds_from(k: int) -> range:
    """Each example searches its own block of seeds, so no two examples share a deal."""
    return range(10_000 * k, 10_000 * k + 200_000)


EXAMPLES: tuple[Example, ...] = (
    Example("declared_robai_rei", ("R11", "R27", "R28"), declared_robai_rei, seeds=seeds_from(1)),
    Example(
        "hidden_sota_robai",
        ("R11", "R27", "R28", "R29"),
        hidden_sota_robai,
        (PASSING,),
        seeds_from(2),
    ),
    Example("indicator_is_native_robai", ("R11", "R12"), indicator_is_robai, seeds=seeds_from(3)),
    Example("native_robai_in_stock", ("R11", "R13"), robai_in_stock, seeds=seeds_from(4)),
    # Nine dealt trumps in the one hand that can receive the indicator: about one deal in
    # four million. Scanning seeds from 0, _only_trump_prefilter first passes at 6417448
    # (about four minutes); the search starts near it to save that time.
    Example(
        "only_trumps",
        ("R12", "R19", "R20"),
        only_trumps,
        (PASSING, RANDOM),
        range(6_400_000, 6_500_000),
        _only_trump_prefilter,
    ),
    Example(
        "tenka_no_combination",
        ("R14", "R24", "R25", "R27"),
        tenka_no_combo,
        seeds=seeds_from(5),
    ),
    Example("plain_order_isu_robai_loses", ("R15",), isu_robai_loses, seeds=seeds_from(6)),
    Example(
        "plain_isu_robai_beats_one",
        ("R15", "R17"),
        isu_robai_beats_one,
        (Policy(trump_bias=0.1),),
        seeds_from(7),
    ),
    Example("numerals_and_suits", ("R16", "R17", "R25"), numerals, seeds=seeds_from(8)),
    Example("first_tricks", ("R18", "R19", "R22"), first_tricks, seeds=seeds_from(9)),
    Example("meri_tenka_and_sun", ("R20", "R21"), meri_tenka_sun, seeds=seeds_from(10)),
    Example("monchi", ("R23", "R24"), monchi, seeds=seeds_from(11)),
    Example("ninth_trick_combination", ("R26", "R27", "R28"), ninth_combo, seeds=seeds_from(12)),
    Example(
        "ninth_trick_no_trump",
        ("R26",),
        ninth_no_trump,
        (Policy(trump_bias=0.9),),
        seeds_from(13),
    ),
    Example("combination_sun_un", ("R27",), pair_example("Sun-Un"), seeds=seeds_from(14)),
    Example("combination_un_sota", ("R27",), pair_example("Un-Sota"), seeds=seeds_from(15)),
    Example("combination_2_1_long", ("R16", "R27"), pair_example("2-1"), seeds=seeds_from(16)),
    Example("combination_8_9_round", ("R16", "R27"), pair_example("8-9"), seeds=seeds_from(17)),
    Example("partner_trump_no_combination", ("R27",), partner_trump, seeds=seeds_from(18)),
)


def find(example: Example) -> tuple[Played, Annotation] | None:
    for seed in example.seeds:
        if example.prefilter is not None and not example.prefilter(seed):
            continue
        for policy in example.policies:
            played = playout(seed, policy)
            note = example.write(played)
            if note is not None:
                return played, note
    return None


def build(example: Example, write: bool, out: Path = LIBRARY) -> str:
    t0 = time.perf_counter()
    found = find(example)
    took = time.perf_counter() - t0
    if found is None:
        return f"{example.name}: NOT FOUND in seeds {example.seeds} ({took:.1f} s)"
    played, note = found
    for rule in example.rules:  # the title and the notes name every rule the index lists
        assert re.search(rf"\b{rule}\b", note.title), (rule, note.title)
        assert re.search(rf"\b{rule}\b", note.notes), (rule, example.name)
    deal = played.deal
    deal.title = note.title
    deal.notes = note.notes
    for index, text in sorted(note.moves.items()):
        move = deal.moves[index]
        deal.note(index, text if text.startswith(move) else f"{move}: {text}")
    if write:
        text = json.dumps(deal.to_record(), ensure_ascii=False, indent=1)
        (out / f"{example.name}.json").write_text(text + "\n", encoding="utf-8")
    return (
        f"{example.name}: seed {played.seed}, dealer {deal.dealer}, {played.policy}"
        f" ({took:.1f} s)\n  {note.title}\n  {note.notes}"
    )


def write_index(examples: Iterable[Example]) -> None:
    index: dict[str, list[str]] = {}
    for example in examples:
        for rule in example.rules:
            index.setdefault(rule, []).append(example.name)
    ordered = {r: sorted(index[r]) for r in sorted(index, key=lambda r: int(r[1:]))}
    text = json.dumps(ordered, indent=1)
    (LIBRARY / "index.json").write_text(text + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    write = "--dry" not in argv
    out = LIBRARY
    if "--out" in argv:
        at = argv.index("--out")
        out = Path(argv[at + 1])
        argv = argv[:at] + argv[at + 2 :]
    wanted = [a for a in argv if not a.startswith("--")]
    unknown = sorted(set(wanted) - {e.name for e in EXAMPLES})
    if unknown:
        print(f"build_examples: no example named {', '.join(unknown)}", file=sys.stderr)
        return 2
    chosen = [e for e in EXAMPLES if not wanted or e.name in wanted]
    missing = 0
    for example in chosen:
        report = build(example, write, out)
        missing += "NOT FOUND" in report
        print(report, flush=True)
    if write and not wanted and out == LIBRARY:
        write_index(EXAMPLES)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
