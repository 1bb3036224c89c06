"""The annotated example library: every example really shows the rules it is
indexed under.

A tag proves nothing, so each rule id has a checker that replays the record, captures the
legal moves before every move, and looks for the rule at work with its own reading of
RULES.md (rank orders from ``trump_order``/``plain_order``, seats, teams). A checker returns
the *facets* of its rule it found (e.g. R11: 'declared', 'hidden', 'indicator', 'stock'); an
example must show at least one facet of every rule it is listed under, and together the
examples of a rule must show all the facets the rule has.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from unsun_lab import examples
from unsun_lab.cards import Card, Rank, Suit
from unsun_lab.deal import Deal, Trick
from unsun_lab.orders import TENKA, RankOrder, plain_order, trump_order

RULES = [f"R{n}" for n in range(11, 30)]

# -- replaying a record with the legal moves -------------------------------------------------


@dataclass(frozen=True)
class Seen:
    """One move of the record and what held just before it."""

    index: int
    seat: int
    move: str
    legal: frozenset[str]
    hand: tuple[Card, ...]
    phase: str
    trick: int  # the trick a play goes to; 0 for the declaration and the discard
    lead: Card | None  # the card that led that trick; None for a lead


@dataclass(frozen=True)
class Replayed:
    name: str
    record: dict[str, Any]
    deal: Deal
    steps: tuple[Seen, ...]

    @property
    def trump(self) -> Suit:
        return self.deal.trump

    @property
    def order(self) -> RankOrder:
        return trump_order(self.deal.trump)

    def is_trump(self, card: Card | str) -> bool:
        return Card.parse(card) in self.order

    def plays_to(self, number: int) -> list[Seen]:
        return [s for s in self.steps if s.phase == "play" and s.trick == number]

    def winner_card(self, trick: Trick) -> Card:
        return next(c for s, c, _ in trick.plays if s == trick.winner)


def move_of(entry: str | dict[str, str]) -> str:
    return entry if isinstance(entry, str) else entry["move"]


@cache
def replayed(name: str) -> Replayed:
    rec = examples.record(name)
    deal = Deal.from_record({**rec, "moves": []})
    steps = []
    for i, entry in enumerate(rec["moves"]):
        move = move_of(entry)
        seat = deal.to_move
        assert seat is not None
        trick = deal.current_trick
        number = 0
        if deal.phase == "play":
            number = len(deal.tricks) + (1 if trick is None else 0)
        lead = None if trick is None else trick.plays[0].card
        steps.append(
            Seen(
                i,
                seat,
                move,
                frozenset(deal.legal_moves()),
                deal.hand(seat),
                deal.phase,
                number,
                lead,
            )
        )
        deal.push(move)
    return Replayed(name, rec, deal, tuple(steps))


def team(seat: int) -> int:
    return seat % 2  # R5


def codes(cards: Any) -> frozenset[str]:
    return frozenset(c.code for c in cards)


def no_trump(r: Replayed, trick: Trick) -> bool:
    return not any(r.is_trump(c) for _, c, _ in trick.plays)


def of_suit(r: Replayed, card: Card, suit: Suit) -> bool:
    """A plain card of ``suit`` (Tenka never counts as Pao, R9/R23)."""
    return card.suit is suit and not r.is_trump(card)


# -- one checker per rule id -------------------------------------------------------------------

Facets = set[str]


def shows_R11(r: Replayed) -> Facets:
    d, out = r.deal, set()
    robai = Card(d.trump, Rank.ROBAI)  # R10
    holder = next((s for s in range(8) if robai in d.dealt[s]), None)
    first = r.steps[0]
    if holder is None:
        # nobody may declare: the first move is the dealer's discard
        if first.phase == "discard" and first.seat == d.dealer == d.recipient:
            if d.indicator is robai:
                out.add("indicator")
            if robai in d.stock:
                out.add("stock")
    elif first.legal == {"declare", "pass"} and first.seat == holder:
        declared = all(d.view(s).declared for s in range(8))
        if first.move == "declare" and d.recipient == holder and declared:
            out.add("declared")
        if first.move == "pass" and d.recipient == d.dealer != holder and d.robai_hidden:
            out.add("hidden")
    return out


def shows_R12(r: Replayed) -> Facets:
    d, out = r.deal, set()
    ds = next(s for s in r.steps if s.phase == "discard")
    assert ds.seat == d.recipient and d.indicator in ds.hand and len(ds.hand) == 10
    plain = codes(c for c in ds.hand if not r.is_trump(c))
    if plain and ds.legal == plain and len(plain) < 10 and not r.is_trump(ds.move):
        out.add("discard_plain")
    if not plain and ds.legal == codes(ds.hand) and r.is_trump(ds.move):
        out.add("discard_only_trumps")
    return out


def shows_R13(r: Replayed) -> Facets:
    d = r.deal
    ds = next(s for s in r.steps if s.phase == "discard")
    moves = r.record["moves"]
    before = Deal.from_record({**r.record, "moves": moves[: ds.index + 1]})
    after = Deal.from_record({**r.record, "moves": moves[: ds.index + 2]})
    others = [s for s in range(8) if s != d.recipient]
    hidden_before = all(
        before.view(s).discard is None and before.view(s).stock is None for s in others
    )
    shown_after = all(
        after.view(s).discard is d.discard and after.view(s).stock == d.stock for s in range(8)
    )
    side = {d.discard, *d.stock}
    unplayed = not any(c in side for t in d.tricks for _, c, _ in t.plays)
    return {"side_cards"} if hidden_before and shown_after and unplayed else set()


def shows_R14(r: Replayed) -> Facets:
    out = set()
    if r.trump is Suit.PAO:
        return out
    for t in r.deal.tricks:
        trumps = [(s, c) for s, c, _ in t.plays if r.is_trump(c)]
        if len(trumps) >= 2 and TENKA in [c for _, c in trumps]:
            best = min(trumps, key=lambda sc: r.order.position(sc[1]))
            if t.winner == best[0]:
                out.add("tenka_in_order")
    return out


IRO, I1, I2 = Card("IRo"), Card("I1"), Card("I2")


def shows_R15(r: Replayed) -> Facets:
    out: Facets = set()
    isu = plain_order(Suit.ISU)
    assert isu.position(I2) + 1 == isu.position(IRO) == isu.position(I1) - 1
    for t in r.deal.tricks[:8]:
        lead = t.plays[0].card
        if not no_trump(r, t) or lead.suit is r.trump:
            continue
        win = r.winner_card(t)
        led = [c for _, c, _ in t.plays if of_suit(r, c, lead.suit)]
        if lead.suit is Suit.ISU and IRO in led:
            others = [c for c in led if c is not IRO]
            if win is IRO and others == [I1]:
                out.add("isu_robai_wins")
            if win.rank.is_numeral and win is not I1 and all(c.rank.is_numeral for c in others):
                out.add("isu_robai_loses")
        sota = Card(lead.suit, Rank.SOTA)
        if win.suit is lead.suit and win.rank in (Rank.REI, Rank.KABA) and sota in led:
            plain, as_trump = plain_order(lead.suit), trump_order(lead.suit)
            if plain.position(win) < plain.position(sota):
                assert as_trump.position(sota) < as_trump.position(win)
                out.add("courts")
    return out


def shows_R16(r: Replayed) -> Facets:
    """A trick decided between two numerals of one suit: the two best cards of the contest
    (the trumps, or else the led suit) are numerals."""
    out = set()
    for t in r.deal.tricks[:8]:
        lead = t.plays[0].card
        trumps = [c for _, c, _ in t.plays if r.is_trump(c)]
        if trumps:
            contest = sorted(trumps, key=r.order.position)
        else:
            order = plain_order(lead.suit)
            contest = sorted(
                (c for _, c, _ in t.plays if of_suit(r, c, lead.suit)), key=order.position
            )
        if len(contest) < 2 or contest[0] is not r.winner_card(t):
            continue
        w, x = contest[0], contest[1]
        if not (w.rank.is_numeral and x.rank.is_numeral and w.suit is x.suit):
            continue
        if w.suit.is_long and w.rank.number > x.rank.number:
            out.add("long")
        if not w.suit.is_long and w.rank.number < x.rank.number:
            out.add("round")
    return out


def shows_R17(r: Replayed) -> Facets:
    for t in r.deal.tricks[:8]:
        lead = t.plays[0].card
        if not no_trump(r, t):
            continue
        win = r.winner_card(t)
        assert win.suit is lead.suit
        strength = plain_order(lead.suit).position(win)
        for _, c, _ in t.plays:
            if c.suit is not lead.suit and plain_order(c.suit).position(c) < strength:
                return {"off_suit_loses"}
    return set()


def shows_R18(r: Replayed) -> Facets:
    d = r.deal
    ok = d.tricks[0].leader == d.recipient != (d.dealer + 1) % 8
    for n, t in enumerate(d.tricks):
        if n:
            ok = ok and t.leader == d.tricks[n - 1].winner
        ok = ok and [s for s, _, _ in t.plays] == [(t.leader + k) % 8 for k in range(8)]
    ok = ok and d.tricks[0].winner != d.tricks[0].leader  # the lead really changes hands
    return {"order"} if ok else set()


def shows_R19(r: Replayed) -> Facets:
    out = set()
    leads = [s for s in r.steps if s.phase == "play" and s.lead is None]
    first = leads[0]
    assert first.trick == 1
    plain = codes(c for c in first.hand if not r.is_trump(c))
    has_trump = any(r.is_trump(c) for c in first.hand)
    if plain and has_trump and first.legal == plain:
        out.add("first_lead")
    if not plain and first.legal == codes(first.hand) and r.is_trump(first.move):
        out.add("only_trumps")
    for s in leads[1:]:
        mixed = any(r.is_trump(c) for c in s.hand) and any(not r.is_trump(c) for c in s.hand)
        if mixed and s.legal == codes(s.hand) and r.is_trump(s.move):
            out.add("later_trump_lead")
    return out


def shows_R20(r: Replayed) -> Facets:
    out = set()
    for s in r.steps:
        if s.lead is None or not r.is_trump(s.lead):
            continue
        trumps = codes(c for c in s.hand if r.is_trump(c))
        if trumps and len(trumps) < len(s.hand) and s.legal == trumps:
            out.add("forced_trump")
            if trumps == {"PRo"} and r.trump is not Suit.PAO:
                out.add("tenka_forced")
    return out


def shows_R21(r: Replayed) -> Facets:
    sun = Card(r.trump, Rank.SUN)
    for s in r.steps:
        if s.lead is None or not r.is_trump(s.lead):
            continue
        dealt_trumps = [c for c in r.deal.dealt[s.seat] if r.is_trump(c)]
        held_trumps = [c for c in s.hand if r.is_trump(c)]
        kept = dealt_trumps == [sun] and held_trumps == [sun] and not r.is_trump(s.move)
        if kept and s.legal == codes(s.hand):
            return {"sun_kept"}
    return set()


def shows_R22(r: Replayed) -> Facets:
    tricks = r.deal.tricks
    for s in r.steps:
        if s.lead is None or r.is_trump(s.lead):
            continue
        if any(r.is_trump(t.plays[0].card) for t in tricks[: s.trick - 1]):
            continue  # a Meri trick came before: Monchi, not R22
        card = Card.parse(s.move)
        holds_led = any(of_suit(r, c, s.lead.suit) for c in s.hand)
        off_suit = not r.is_trump(card) and card.suit is not s.lead.suit
        if holds_led and off_suit and s.legal == codes(s.hand):
            return {"free_before_meri"}
    return set()


def shows_R23(r: Replayed) -> Facets:
    out = set()
    tricks = r.deal.tricks
    for s in r.steps:
        if s.lead is None or r.is_trump(s.lead):
            continue
        if not any(r.is_trump(t.plays[0].card) for t in tricks[: s.trick - 1]):
            continue
        suit = s.lead.suit
        allowed = codes(c for c in s.hand if of_suit(r, c, suit) or r.is_trump(c))
        if any(of_suit(r, c, suit) for c in s.hand):
            if s.legal == allowed and len(allowed) < len(s.hand):
                out.add("follow_or_trump")
        elif s.legal == codes(s.hand) and Card.parse(s.move).suit is not suit:
            out.add("void_free")
    return out


def shows_R24(r: Replayed) -> Facets:
    """When a trump goes face down, check what each seat sees of it, then and at the end of
    its trick."""
    moves = r.record["moves"]
    for st in r.steps:
        if st.lead is None or r.is_trump(st.lead) or not r.is_trump(st.move):
            continue
        deal = Deal.from_record({**r.record, "moves": moves[: st.index + 1]})
        trick = deal.tricks[-1]
        k = len(trick.plays) - 1
        seat, card, face_down = trick.plays[k]
        if trick.complete or not face_down:
            continue  # the eighth card turns everything up at once
        blind = all(deal.view(s).tricks[-1].plays[k].card is None for s in range(8) if s != seat)
        own = deal.view(seat).tricks[-1].plays[k].card is card
        while not trick.complete:
            deal.push(move_of(moves[len(deal.moves)]))
        shown = all(deal.view(s).tricks[trick.number - 1].plays[k].card is card for s in range(8))
        if blind and own and shown:
            return {"face_down"}
    return set()


def shows_R25(r: Replayed) -> Facets:
    out = set()
    for t in r.deal.tricks[:8]:
        lead = t.plays[0].card
        win = r.winner_card(t)
        trumps = [c for _, c, _ in t.plays if r.is_trump(c)]
        led = [c for _, c, _ in t.plays if of_suit(r, c, lead.suit)]
        plain_lead = not r.is_trump(lead) and len(led) >= 2
        if trumps and plain_lead and win is min(trumps, key=r.order.position):
            out.add("trump_beats_suit")
        if not trumps and win is min(led, key=plain_order(lead.suit).position):
            out.add("led_suit_wins")
    return out


def shows_R26(r: Replayed) -> Facets:
    d = r.deal
    ninth = d.tricks[8]
    eighth = d.tricks[7]
    assert not ninth.meri and all(not fd for _, _, fd in ninth.plays)
    assert eighth.winner is not None
    assert [s for s, _, _ in ninth.plays] == [(eighth.winner + k) % 8 for k in range(8)]
    win = r.winner_card(ninth)
    trumps = [c for _, c, _ in ninth.plays if r.is_trump(c)]
    if trumps:
        return {"ninth_trump"} if win is min(trumps, key=r.order.position) else set()
    dealer_card = next(c for s, c, _ in ninth.plays if s == d.dealer)
    suit = dealer_card.suit
    best = min((c for _, c, _ in ninth.plays if c.suit is suit), key=plain_order(suit).position)
    if win is best and ninth.plays[0].card.suit is not suit:
        return {"ninth_dealer_suit"}
    return set()


def pair_of(w: Card, o: Card, trump: Suit) -> str | None:
    """R27 read afresh: the pairs W over O, both of suit T."""
    if w.suit is not trump or o.suit is not trump:
        return None
    low = ("2-1", Rank.TWO, Rank.ONE) if trump.is_long else ("8-9", Rank.EIGHT, Rank.NINE)
    pairs = {
        (Rank.SUN, Rank.UN): "Sun-Un",
        (Rank.UN, Rank.SOTA): "Un-Sota",
        (Rank.SOTA, Rank.ROBAI): "Sota-Robai",
        (Rank.ROBAI, Rank.REI): "Robai-Rei",
        (low[1], low[2]): low[0],
    }
    return pairs.get((w.rank, o.rank))


def shows_R27(r: Replayed) -> Facets:
    out = set()
    for t in r.deal.tricks:
        if t.meri:
            assert t.combo is None
            continue
        w = r.winner_card(t)
        if not r.is_trump(w):
            assert t.combo is None
            continue
        assert t.winner is not None
        theirs = [c for s, c, _ in t.plays if team(s) != team(t.winner) and r.is_trump(c)]
        mates = [c for s, c, _ in t.plays if s != t.winner and team(s) == team(t.winner)]
        o = min(theirs, key=r.order.position) if theirs else None
        pair = None if o is None else pair_of(w, o, r.trump)
        assert (t.combo.pair if t.combo else None) == pair, t
        if pair:
            out.add(pair)
        if o is not None and TENKA in (w, o) and r.trump is not Suit.PAO:
            other = o if w is TENKA else w
            if other.rank in (Rank.SOTA, Rank.REI, Rank.ROBAI):
                out.add("not_with_tenka")
        if o is None and any(r.is_trump(m) and pair_of(w, m, r.trump) for m in mates):
            out.add("not_with_partner")
    return out


def shows_R28(r: Replayed) -> Facets:
    out = set()
    hidden = r.steps[0].move == "pass"  # R28 Decision: hidden only when the holder passed
    for t in r.deal.tricks:
        c = t.combo
        if c is None:
            continue
        robai_pair = c.pair in ("Sota-Robai", "Robai-Rei")
        expected = 5 if t.ninth or (hidden and robai_pair) else 2
        assert c.points == expected
        won = team(c.winner_seat)
        gain = [0, 0]
        gain[won], gain[1 - won] = 1 + c.points, -c.points
        assert t.points == tuple(gain)
        if t.ninth:
            out.add("ninth_five")
        elif hidden and robai_pair:
            out.add("hidden_five")
        elif robai_pair:
            out.add("robai_declared_two")
    return out


def shows_R29(r: Replayed) -> Facets:
    d = r.deal
    score = [0, 0]
    for t in d.tricks:
        assert t.winner is not None
        score[team(t.winner)] += 1
        if t.combo is not None:
            score[team(t.combo.winner_seat)] += t.combo.points
            score[1 - team(t.combo.winner_seat)] -= t.combo.points
    assert tuple(score) == d.score and sum(score) == 9
    return {"negative"} if min(score) < 0 else set()


CHECKS: dict[str, Callable[[Replayed], Facets]] = {
    rule: globals()[f"shows_{rule}"] for rule in RULES
}

#: What the examples of each rule must show between them.
REQUIRED: dict[str, Facets] = {
    "R11": {"declared", "hidden", "indicator", "stock"},
    "R12": {"discard_plain", "discard_only_trumps"},
    "R13": {"side_cards"},
    "R14": {"tenka_in_order"},
    "R15": {"isu_robai_wins", "isu_robai_loses", "courts"},
    "R16": {"long", "round"},
    "R17": {"off_suit_loses"},
    "R18": {"order"},
    "R19": {"first_lead", "only_trumps", "later_trump_lead"},
    "R20": {"forced_trump", "tenka_forced"},
    "R21": {"sun_kept"},
    "R22": {"free_before_meri"},
    "R23": {"follow_or_trump", "void_free"},
    "R24": {"face_down"},
    "R25": {"trump_beats_suit", "led_suit_wins"},
    "R26": {"ninth_trump", "ninth_dealer_suit"},
    "R27": {
        "Sun-Un",
        "Un-Sota",
        "Sota-Robai",
        "Robai-Rei",
        "2-1",
        "8-9",
        "not_with_tenka",
        "not_with_partner",
    },
    "R28": {"ninth_five", "hidden_five", "robai_declared_two"},
    "R29": {"negative"},
}

INDEXED = [(rule, name) for rule, names in sorted(examples.INDEX.items()) for name in names]


# -- the tests ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("rule", "name"), INDEXED, ids=[f"{r}-{n}" for r, n in INDEXED])
def test_example_shows_its_rule(rule: str, name: str) -> None:
    assert rule in CHECKS, f"{name} is indexed under {rule}, which has no checker"
    facets = CHECKS[rule](replayed(name))
    assert facets, f"{name} is listed under {rule} but the engine shows no sign of it"


@pytest.mark.parametrize("rule", RULES)
def test_every_rule_from_R11_to_R29_has_examples_showing_all_its_facets(rule: str) -> None:
    names = examples.for_rule(rule)
    assert names, f"no example for {rule}"
    shown: Facets = set()
    for name in names:
        shown |= CHECKS[rule](replayed(name))
    assert shown >= REQUIRED[rule], f"{rule}: missing {sorted(REQUIRED[rule] - shown)}"


def test_index_and_names_agree() -> None:
    indexed = {name for names in examples.INDEX.values() for name in names}
    assert indexed == set(examples.names())
    assert examples.names() == sorted(examples.names())
    assert all(names == sorted(names) for names in examples.INDEX.values())
    assert set(examples.INDEX) <= set(RULES)
    assert 15 <= len(examples.names()) <= 25


def test_for_rule_and_unknown_names() -> None:
    assert examples.for_rule("r21") == examples.INDEX["R21"]
    assert examples.for_rule("R1") == []
    examples.for_rule("R21").append("changed")  # a copy: the index is not touched
    assert "changed" not in examples.INDEX["R21"]
    with pytest.raises(KeyError, match="no example named"):
        examples.record("../index")
    with pytest.raises(KeyError):
        examples.load("no_such_example")


@pytest.mark.parametrize("name", examples.names())
def test_record_loads_complete_and_round_trips(name: str) -> None:
    rec = examples.record(name)
    deal = examples.load(name)
    assert rec["format"] == "unsun-lab/deal-1"
    assert deal.over and len(deal.tricks) == 9 and sum(deal.score) == 9
    assert deal.title == rec["title"] and deal.notes == rec["notes"]
    assert deal.to_record() == rec  # title, notes and move notes included
    again = Deal.from_record(deal.to_record())
    assert again.state_key() == deal.state_key()
    assert again.move_notes == deal.move_notes and again.move_notes


@pytest.mark.parametrize("name", examples.names())
def test_title_and_notes_name_the_rules_and_the_true_score(name: str) -> None:
    rec = examples.record(name)
    deal = replayed(name).deal
    listed = [rule for rule, names in examples.INDEX.items() if name in names]
    for rule in listed:
        assert re.search(rf"\b{rule}\b", rec["title"]), (rule, rec["title"])
        assert re.search(rf"\b{rule}\b", rec["notes"]), (rule, rec["notes"])
    a, b = deal.score
    assert f"Final score: team 0/2/4/6 {a}, team 1/3/5/7 {b}" in rec["notes"]
    noted = [m for m in rec["moves"] if isinstance(m, dict)]
    assert noted, "no move notes"
    for entry in noted:
        assert entry["note"].startswith(entry["move"]), entry  # the note names its move


@pytest.mark.parametrize("rule", ["R14", "R15", "R17", "R21", "R27", "R28", "R29"])
def test_checkers_can_say_no(rule: str) -> None:
    """The checkers of the rarer rules are not vacuous: some example does not show them."""
    assert any(not CHECKS[rule](replayed(name)) for name in examples.names())


# -- the course deal: composed for notebooks 02-04, each situation at a known move --------------

#: (move index, rule id, what the course deal shows there).
COURSE_STOPS = [
    (0, "R11", "the holder declares"),
    (1, "R12", "the discard is not a trump"),
    (2, "R19", "the first lead may not be a trump"),
    (3, "R22", "before the first Meri a seat holding the led suit plays another"),
    (6, "R24", "a trump to a plain lead goes face down"),
    (10, "R20", "the first Meri: every seat holding a trump must play one"),
    (17, "R21", "the lone Sun kept on the Meri"),
    (19, "R23", "Monchi: the led suit or a trump"),
    (21, "R23", "Monchi: no card of the led suit, any card"),
    (25, "R27", "Sun-Un: W over O, 2 points"),
    (66, "R26", "the ninth trick, a Robai-Rei worth 5"),
]


def _course_before(index: int) -> Deal:
    rec = examples.record("course")
    deal = Deal.from_cards(rec["dealer"], rec["hands"], rec["indicator"], rec["stock"])
    for move in examples.load("course").moves[:index]:
        deal.push(move)
    return deal


def test_the_course_deal_replays_legally_to_its_score() -> None:
    deal = examples.load("course")  # from_record refuses an illegal move, naming it
    assert deal.over and deal.score == (8, 1) and deal.dealer == 0
    assert deal.trump is Suit.KOPPU and deal.recipient == 2 and not deal.robai_hidden
    assert set(examples.names()) >= {"course"}
    assert all(n.startswith(deal.moves[i]) for i, n in deal.move_notes.items())
    assert {i for i, _, _ in COURSE_STOPS if i < len(deal.moves)} <= set(deal.move_notes)


def test_the_course_deal_shows_each_situation_at_its_move() -> None:
    full = examples.load("course")
    t = {trick.number: trick for trick in full.tricks}
    before = {i: _course_before(i) for i in (2, 3, 17, 19, 21)}
    legal = {i: set(d.legal_moves()) for i, d in before.items()}
    hand = {i: {c.code for c in d.hand_in_order(d.to_move or 0)} for i, d in before.items()}
    assert full.moves[0] == "declare"  # R11
    assert not full.is_trump(Card.parse(full.moves[1]))  # R12
    assert legal[2] and not any(full.is_trump(Card.parse(c)) for c in legal[2])  # R19
    assert legal[2] < hand[2]  # the trumps are refused at the first lead
    assert hand[3] == legal[3] and any(c.startswith("I") for c in hand[3])  # R22
    assert full.moves[3] == "O4"  # Ouru on an Isu lead, allowed before the first Meri
    assert [p.face_down for p in t[1].plays if p.seat in (6, 1)] == [True, True]  # R24
    assert t[2].meri and sum(full.is_trump(p.card) for p in t[2].plays) == 7  # R20
    assert hand[17] == legal[17] and "KSu" in legal[17] and full.moves[17] == "P1"  # R21
    assert legal[19] < hand[19]  # R23: Ouru or a trump
    assert hand[21] == legal[21] and full.moves[21] == "KUn"  # R23: no Ouru, free
    combo = t[3].combo
    assert combo is not None and combo.pair == "Sun-Un" and combo.points == 2  # R27, R28
    assert (combo.winner_seat, combo.winner_card.code) == (5, "KSu")  # W
    assert (combo.opposing_seat, combo.opposing_card.code) == (4, "KUn")  # O
    ninth = t[9].combo
    assert not t[9].meri and ninth is not None and ninth.pair == "Robai-Rei"  # R26
    assert ninth.points == 5  # R28: the ninth trick
    assert [i for i, _, _ in COURSE_STOPS] == sorted(i for i, _, _ in COURSE_STOPS)
