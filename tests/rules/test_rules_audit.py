"""An independent audit of the rules engine against RULES.md (R1–R31 and their Decisions).

Positions are built from fully specified hands (8 × 9 codes, the indicator and the 2 stock
cards: the 75 cards once each), so every obligation, winner and combination below follows from
cards written in this file. A small reference implementation written from RULES.md alone (not
from the engine) is also compared with the engine on many random deals.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterable
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

import pytest

import unsun_lab as ul
from unsun_lab.cards import DECK, Card, Rank, Suit
from unsun_lab.deal import Deal, IllegalMove
from unsun_lab.orders import TENKA, plain_order, table_for, trump_order
from unsun_lab.record import RecordError
from unsun_lab.rules import combination, transfer_points, trick_winner

C = Card.parse


def words(text: str) -> list[str]:
    return text.split()


# -- building positions ----------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    """All 75 cards placed: 8 hands of 9 (by seat), the indicator and the 2 stock cards."""

    dealer: int
    hands: tuple[str, ...]
    indicator: str
    stock: tuple[str, str]

    def __post_init__(self) -> None:
        placed = [c for h in self.hands for c in h.split()] + [self.indicator, *self.stock]
        assert len(self.hands) == 8 and all(len(h.split()) == 9 for h in self.hands)
        assert sorted(C(c).index for c in placed) == list(range(75)), "not the 75 cards once"

    def deal(self) -> Deal:
        return Deal.from_cards(
            self.dealer, [h.split() for h in self.hands], self.indicator, list(self.stock)
        )

    def swap(self, *pairs: tuple[str, str]) -> Layout:
        """The layout with each pair of cards exchanged wherever they lie."""
        places = [h.split() for h in self.hands] + [[self.indicator], list(self.stock)]
        for a, b in pairs:
            for place in places:
                for i, code in enumerate(place):
                    if code == a:
                        place[i] = b
                    elif code == b:
                        place[i] = a
        return Layout(
            self.dealer,
            tuple(" ".join(p) for p in places[:8]),
            places[8][0],
            (places[9][0], places[9][1]),
        )

    def with_dealer(self, dealer: int) -> Layout:
        return replace(self, dealer=dealer)


#: T = Koppu (indicator K9), the native Robai KRo in the stock: nobody can declare, and the
#: dealer (seat 0) receives the indicator. Seat 0 was dealt one trump, the Sun (R21).
M = Layout(
    0,
    (
        "KSu O1 O2 O3 O4 G1 G2 G3 G4",
        "KUn KSo KRe KKa K1 K2 ISu PSu IUn",
        "K3 P1 P2 P3 P4 P5 P6 P7 P8",
        "K4 P9 PSo PKa PRe PUn O5 O6 O7",
        "K5 PRo I1 I2 I3 I4 I5 I6 I7",
        "K6 I8 I9 IRo ISo IKa IRe O8 O9",
        "K7 ORo OSo OKa ORe OUn OSu G5 G6",
        "K8 G7 G8 GRo GSo GKa GRe GUn GSu",
    ),
    "K9",
    ("KRo", "G9"),
)

#: Layout M played: discard, two free tricks, the first Meri (trick 3), a Monchi trick led
#: with the Pao Sun (trick 4), a second Meri (trick 5) and a Monchi trick in Isu (trick 6).
M_MOVES = {
    "discard": ["G4"],
    1: "O1 K2 P1 O5 I1 I8 G5 G7",  # seat 0 leads; seat 1 trumps face down and wins
    2: "ISu P2 P9 I2 O8 G6 G8 O2",  # seat 1 leads; seat 5 keeps its Isu (R22)
    3: "K1 K3 K4 K5 K6 K7 K8 K9",  # the first Meri: every holder follows with a trump
    4: "PSu P3 PUn I3 O9 ORo GRo O3",  # Monchi in Pao; Tenka is no Pao
    5: "KUn P4 O6 PRo I9 OSo GSo G1",  # Meri again; seat 0 keeps its Sun (R21)
    6: "IUn P5 O7 I4 IRe OKa GKa G2",  # Monchi in Isu
}

#: T = Koppu (indicator K9); seat 2 (team 0/2/4/6) holds the native Robai KRo.
R = Layout(
    0,
    (
        "O1 O2 O3 O4 O5 O6 O7 O8 O9",
        "KRe I1 I2 I3 I4 I5 I6 I7 I8",
        "KRo I9 IRo ISo IKa IRe IUn ISu P1",
        "KSu KUn KSo PRo KKa K1 K2 K3 G4",
        "ORo OSo OKa ORe OUn OSu G1 G2 G3",
        "K5 K6 K7 K8 P2 P3 P4 P5 P6",
        "P7 P8 P9 PSo PKa PRe PUn PSu K4",
        "G5 G6 G7 GRo GSo GKa GRe GUn GSu",
    ),
    "K9",
    ("G8", "G9"),
)

#: T = Pao (indicator P9); seat 2 holds PRo, Tenka and native Robai at once (R9, R10).
P = Layout(
    0,
    (
        "O1 O2 O3 O4 O5 O6 O7 O8 O9",
        "PRe I1 I2 I3 I4 I5 I6 I7 I8",
        "PRo I9 IRo ISo IKa IRe IUn ISu K1",
        "PSu PUn PSo PKa P1 P2 P3 P4 G4",
        "ORo OSo OKa ORe OUn OSu G1 G2 G3",
        "P5 P6 P7 P8 K2 K3 K4 K5 K6",
        "K7 K8 K9 KRo KSo KKa KRe KUn KSu",
        "G5 G6 G7 GRo GSo GKa GRe GUn GSu",
    ),
    "P9",
    ("G8", "G9"),
)

#: T = Koppu; trumps spread thinly, so plain leads are always possible (for the ninth trick).
N = Layout(
    0,
    (
        "KSu K1 O1 O2 O3 O4 O5 O6 OSu",
        "KRe I1 I2 I3 I4 I5 I6 I7 ISu",
        "KRo P1 P2 P3 P4 P5 P6 P7 PSu",
        "KUn K2 K3 G1 G2 G3 G4 G5 G6",
        "KSo K4 O7 O8 O9 ORo OSo OKa ORe",
        "PRo K5 K6 I8 I9 IRo ISo IKa IRe",
        "KKa K7 P8 P9 PSo PKa PRe PUn IUn",
        "K8 G7 G8 GRo GSo GKa GRe GUn OUn",
    ),
    "K9",
    ("GSu", "G9"),
)


def play(deal: Deal, codes: str | Iterable[str]) -> None:
    for code in codes.split() if isinstance(codes, str) else codes:
        deal.push(code)


def legal(deal: Deal) -> set[str]:
    return set(deal.legal_moves())


def m_deal_after(trick: int, plays: int = 0) -> Deal:
    """Layout M after the discard, ``trick`` complete tricks and ``plays`` more plays."""
    deal = M.deal()
    play(deal, M_MOVES["discard"])
    for n in range(1, trick + 1):
        play(deal, str(M_MOVES[n]))
    if plays:
        play(deal, str(M_MOVES[trick + 1]).split()[:plays])
    return deal


def reason_of(deal: Deal) -> ul.Explanation:
    """Why the legal moves are what they are now (rule id and message key)."""
    reason = deal.legal_reason()
    assert reason is not None
    return reason


def first_legal(deal: Deal) -> str:
    return deal.legal_moves()[0]


def finish(deal: Deal, rng: random.Random | None = None) -> Deal:
    while deal.phase != "over":
        moves = deal.legal_moves()
        deal.push(rng.choice(moves) if rng else moves[0])
    return deal


def drive_keeping(deal: Deal, last: dict[int, str]) -> Deal:
    """Play tricks 1–8 keeping each seat's ``last`` card for the ninth trick: lead a plain
    card when possible, follow with a trump when possible (to shed them)."""
    while deal.phase == "play":
        seat = deal.to_move
        assert seat is not None
        options = [m for m in deal.legal_moves() if m != last.get(seat)]
        assert options, f"seat {seat} would have to give up its last card"
        leading = deal.current_trick is None
        options.sort(key=lambda m: deal.is_trump(m) != (not leading))
        deal.push(options[0])
    return deal


def state(deal: Deal) -> tuple[Any, ...]:
    return (deal.state_key(), tuple(deal.legal_moves()), deal.phase, deal.to_move, deal.score)


# -- the deck and the orders (R1–R3, R9, R14–R16) -------------------------------------------


def test_r1_r2_seventy_five_cards_five_suits_fifteen_ranks() -> None:
    assert len(DECK) == 75 and len({c.code for c in DECK}) == 75
    assert {c.suit for c in DECK} == set(Suit) and {c.rank for c in DECK} == set(Rank)
    assert {s for s in Suit if s.is_long} == {Suit.PAO, Suit.ISU}


@pytest.mark.parametrize(
    ("text", "code"),
    [("ksu", "KSu"), ("KSU", "KSu"), ("Koppu Sun", "KSu"), ("  isu   robai ", "IRo"),
     ("pao 9", "P9"), ("gRe", "GRe"), ("OURU UN", "OUn")],
)  # fmt: skip
def test_r3_codes_are_case_insensitive_and_full_names_parse(text: str, code: str) -> None:
    assert C(text) is Card(code) and str(C(text)) == code


@pytest.mark.parametrize("bad", ["", "K10", "X1", "KSun", "Koppu", "Tenka", "P 9", "K0"])
def test_r3_a_code_naming_no_card_is_an_error_saying_what_was_expected(bad: str) -> None:
    with pytest.raises(ul.CardCodeError, match="expected") as err:
        C(bad)
    assert "R3" in str(err.value)


def test_r9_r14_trump_orders_for_every_trump_suit() -> None:
    assert [str(c) for c in trump_order(Suit.KOPPU)] == (
        words("KSu KUn KSo PRo KRo KRe KKa K1 K2 K3 K4 K5 K6 K7 K8 K9")
    )
    assert [str(c) for c in trump_order(Suit.PAO)] == (
        words("PSu PUn PSo PRo PRe PKa P9 P8 P7 P6 P5 P4 P3 P2 P1")
    )
    assert [str(c) for c in trump_order(Suit.ISU)] == (
        words("ISu IUn ISo PRo IRo IRe IKa I9 I8 I7 I6 I5 I4 I3 I2 I1")
    )
    for trump in Suit:
        order = trump_order(trump)
        assert len(order) == (15 if trump is Suit.PAO else 16)
        assert TENKA in order and order.count(TENKA) == 1
        table = table_for(trump)
        assert table.trumps == set(order)
        assert [table.is_trump[c.index] for c in DECK] == [
            c.suit is trump or c is TENKA for c in DECK
        ]
        strengths = [table.strength[c.index] for c in order]
        assert strengths == sorted(strengths, reverse=True) and min(strengths) > 15


def test_r15_r16_plain_orders_for_every_suit() -> None:
    expected = {
        Suit.PAO: "PSu PUn PRe PKa PSo P9 P8 P7 P6 P5 P4 P3 P2 P1",
        Suit.ISU: "ISu IUn IRe IKa ISo I9 I8 I7 I6 I5 I4 I3 I2 IRo I1",
        Suit.KOPPU: "KSu KUn KRe KKa KSo KRo K1 K2 K3 K4 K5 K6 K7 K8 K9",
        Suit.OURU: "OSu OUn ORe OKa OSo ORo O1 O2 O3 O4 O5 O6 O7 O8 O9",
        Suit.GURU: "GSu GUn GRe GKa GSo GRo G1 G2 G3 G4 G5 G6 G7 G8 G9",
    }
    for suit, text in expected.items():
        assert [str(c) for c in plain_order(suit)] == text.split()
        for trump in Suit:
            if trump is suit:
                continue
            table = table_for(trump)
            order = plain_order(suit)
            strengths = [table.strength[c.index] for c in order]
            assert strengths == sorted(strengths, reverse=True)
            assert all(not table.is_trump[c.index] for c in order)


# -- setting up (R6, R7, R11–R13) ------------------------------------------------------------


@pytest.mark.parametrize("dealer", [0, 5, 7])
def test_r6_r7_dealing_convention_from_a_nonzero_dealer(dealer: int) -> None:
    deck = list(DECK)
    random.Random(99).shuffle(deck)
    deal = Deal.shuffled(99, dealer=dealer)
    for r in range(3):
        for k in range(1, 9):
            seat = (dealer + k) % 8
            assert deal.dealt[seat][3 * r : 3 * r + 3] == tuple(deck[24 * r + 3 * (k - 1) :][:3])
    assert deal.indicator is deck[72] and deal.stock == (deck[73], deck[74])
    assert deal.trump is deck[72].suit  # R8


def test_r11_native_robai_in_the_stock_the_dealer_receives_without_a_move() -> None:
    deal = M.with_dealer(5).deal()
    assert deal.holder is None and deal.native_robai_status == "stock"
    assert deal.phase == "discard" and deal.recipient == 5 and deal.to_move == 5
    assert deal.moves == [] and len(deal.hand(5)) == 10 and C("K9") in deal.hand(5)
    assert not deal.robai_hidden
    assert "pass" not in deal.legal_moves() and deal.why_illegal("pass") is not None


def test_r11_only_the_holder_is_asked_and_declaring_gives_it_the_indicator() -> None:
    deal = R.with_dealer(6).deal()
    assert deal.phase == "declare" and deal.to_move == 2 and legal(deal) == {"declare", "pass"}
    deal.push("declare")
    assert deal.recipient == 2 and C("K9") in deal.hand(2) and len(deal.hand(2)) == 10
    assert len(deal.hand(6)) == 9
    assert deal.native_robai_status == "declared" and not deal.robai_hidden


def test_r11_a_holder_who_passes_leaves_the_indicator_to_the_dealer() -> None:
    deal = R.with_dealer(6).deal()
    deal.push("pass")
    assert deal.recipient == 6 and C("K9") in deal.hand(6) and len(deal.hand(2)) == 9
    assert deal.native_robai_status == "hidden" and deal.robai_hidden


@pytest.mark.parametrize("choice", ["declare", "pass"])
def test_r11_the_dealer_may_be_the_holder_and_receives_either_way(choice: str) -> None:
    deal = R.with_dealer(2).deal()
    assert deal.holder == 2 == deal.dealer and deal.phase == "declare" and deal.to_move == 2
    deal.push(choice)
    assert deal.recipient == 2 and len(deal.hand(2)) == 10 and deal.to_move == 2
    assert deal.robai_hidden is (choice == "pass")  # R28 Decision: hidden only on a pass
    assert deal.native_robai_status == ("hidden" if choice == "pass" else "declared")


def test_r11_pao_trump_with_the_pao_robai_as_indicator_goes_to_the_dealer() -> None:
    layout = P.with_dealer(3).swap(("P9", "PRo"))  # the indicator is PRo: T = Pao
    deal = layout.deal()
    assert deal.trump is Suit.PAO and deal.native_robai is TENKA is deal.indicator
    assert deal.holder is None and deal.native_robai_status == "indicator"
    assert deal.recipient == 3 and TENKA in deal.hand(3) and deal.phase == "discard"
    assert deal.is_trump("PRo") and not deal.robai_hidden
    assert not deal.view(0).declared and deal.view(0).robai_is_indicator


def test_r11_pao_trump_the_holder_of_the_pao_robai_declares_tenka() -> None:
    deal = P.deal()
    assert deal.native_robai is TENKA and deal.holder == 2 and deal.to_move == 2
    deal.push("declare")
    assert deal.recipient == 2 and C("P9") in deal.hand(2)
    assert deal.native_robai_status == "declared"


def test_r11_a_koppu_indicator_with_tenka_in_a_hand_is_not_a_declaration() -> None:
    # Tenka is not the native Robai when T is not Pao: its holder has nothing to declare.
    deal = M.deal()
    assert deal.native_robai is C("KRo") and deal.holder is None
    assert TENKA in deal.hand(4) and deal.phase == "discard"


def test_r12_the_recipient_must_discard_its_only_card_that_is_not_a_trump() -> None:
    layout = M.swap(
        ("O1", "KUn"), ("O2", "KSo"), ("O3", "KRe"), ("O4", "KKa"),
        ("G2", "K1"), ("G3", "K2"), ("G4", "PRo"),
    )  # fmt: skip
    deal = layout.deal()
    assert sorted(map(str, deal.hand(0))) == sorted(words("KSu KUn KSo KRe KKa K1 K2 PRo G1 K9"))
    assert deal.legal_moves() == ["G1"]
    with pytest.raises(IllegalMove) as err:
        deal.push("K9")
    assert err.value.rule == "R12"
    deal.push("G1")
    # R19 is judged after the discard: only trumps remain, so a trump may be led.
    assert legal(deal) == {"KSu", "KUn", "KSo", "KRe", "KKa", "K1", "K2", "PRo", "K9"}
    assert reason_of(deal).rule == "R19"
    deal.push("K2")
    assert deal.tricks[0].meri and deal.meri_seen
    assert deal.tricks[0].plays[0] == (0, C("K2"), False)


def test_r12_a_recipient_with_only_trumps_may_discard_any_of_ten_even_the_indicator() -> None:
    layout = M.swap(
        ("O1", "KUn"), ("O2", "KSo"), ("O3", "KRe"), ("O4", "KKa"),
        ("G2", "K1"), ("G3", "K2"), ("G4", "PRo"), ("G1", "K3"),
    )  # fmt: skip
    deal = layout.deal()
    assert all(deal.is_trump(c) for c in deal.hand(0)) and len(deal.hand(0)) == 10
    assert legal(deal) == {c.code for c in deal.hand(0)} and "K9" in legal(deal)
    assert reason_of(deal).key == "legal.discard_only_trumps"
    deal.push("K9")
    assert deal.discard is C("K9") and C("K9") not in deal.hand(0)
    assert legal(deal) == {c.code for c in deal.hand(0)}  # R19: only trumps, lead one


def test_r12_the_discard_is_face_down_until_the_opening_lead_r13() -> None:
    deal = M.deal()
    deal.push("G4")
    assert deal.view(0).discard is C("G4")  # R31: the recipient knows its discard
    for seat in range(1, 8):
        assert deal.view(seat).discard is None
    for seat in range(8):
        assert deal.view(seat).stock is None
    deal.push("O1")
    for seat in range(8):
        view = deal.view(seat)
        assert view.discard is C("G4") and view.stock == (C("KRo"), C("G9"))
    finish(deal)
    played = {c for t in deal.tricks for _, c, _ in t.plays}
    assert played.isdisjoint({C("G4"), C("KRo"), C("G9")})  # R13: out of play
    assert len(played) == 72 and sum(deal.score) == 9


# -- the first lead and Meri (R18–R21) --------------------------------------------------------


def test_r18_r19_the_recipient_leads_and_may_not_lead_a_trump_first() -> None:
    deal = M.deal()
    deal.push("G4")
    assert deal.to_move == 0
    assert legal(deal) == {"O1", "O2", "O3", "O4", "G1", "G2", "G3"}
    for trump in ("KSu", "K9"):
        with pytest.raises(IllegalMove) as err:
            deal.push(trump)
        assert err.value.rule == "R19" and "R19" in str(err.value)


def test_r19_from_the_second_trick_a_trump_may_be_led() -> None:
    deal = m_deal_after(2)
    assert deal.to_move == 1 and legal(deal) == {c.code for c in deal.hand(1)}


def test_r20_meri_every_trump_holder_follows_with_a_trump_tenka_included() -> None:
    deal = m_deal_after(2, 1)  # seat 1 led K1: the first Meri
    assert deal.current_trick is not None and deal.current_trick.meri
    expected = {2: {"K3"}, 3: {"K4"}, 4: {"K5", "PRo"}, 5: {"K6"}, 6: {"K7"}, 7: {"K8"}}
    for seat, cards in expected.items():
        assert deal.to_move == seat and legal(deal) == cards
        reason = deal.legal_reason()
        assert reason is not None and reason.rule == "R20"
        deal.push(sorted(cards)[0])
    deal = m_deal_after(4, 3)  # trick 5, Meri led KUn: seat 4's only trump is Tenka
    assert deal.to_move == 4 and legal(deal) == {"PRo"}
    with pytest.raises(IllegalMove) as err:
        deal.push("I5")
    assert err.value.rule == "R20"


def test_r20_a_player_without_a_trump_may_play_any_card_on_meri() -> None:
    deal = m_deal_after(4, 1)  # trick 5 led with KUn; seat 2 has only plain Pao left
    assert deal.to_move == 2 and not any(deal.is_trump(c) for c in deal.hand(2))
    assert legal(deal) == {c.code for c in deal.hand(2)}
    assert reason_of(deal).key == "legal.meri_void"


def test_r21_recipient_with_the_indicator_must_follow_then_the_exception_holds() -> None:
    deal = M.deal()
    assert deal.sun_exception[0] and not any(deal.sun_exception[1:])
    deal = m_deal_after(2, 7)  # trick 3 (first Meri): seat 0 holds KSu and the indicator K9
    assert deal.to_move == 0 and legal(deal) == {"KSu", "K9"}
    with pytest.raises(IllegalMove) as err:
        deal.push("O3")
    assert err.value.rule == "R20"
    deal = m_deal_after(4, 7)  # trick 5 (Meri): K9 is gone, the Sun is the only trump
    assert deal.to_move == 0 and legal(deal) == {"KSu", "O4", "G1", "G2", "G3"}
    reason = deal.legal_reason()
    assert reason is not None and reason.rule == "R21" and reason.key == "legal.sun_exception"
    deal.push("G1")
    assert deal.tricks[-1].complete


def test_r21_playing_the_sun_itself_stays_allowed() -> None:
    deal = m_deal_after(4, 7)
    deal.push("KSu")
    assert deal.tricks[4].winner == 0  # KSu beats KUn (R14); Meri: no combination (R27)
    assert deal.tricks[4].combo is None and deal.tricks[4].points == (1, 0)


def test_r21_sun_and_tenka_dealt_has_no_exception_even_once_tenka_is_gone() -> None:
    # Seat 0 dealt KSu and Tenka (PRo); the native Robai stays in the stock.
    layout = M.swap(("G4", "PRo"))
    deal = layout.deal()
    assert not deal.sun_exception[0] and {TENKA, C("KSu")} <= set(deal.hand(0))
    play(deal, "G3")
    play(deal, "O1 K2 P1 O5 G4 I8 G5 G7")
    play(deal, "ISu P2 P9 I1 O8 G6 G8 O2")
    play(deal, "K1 K3 K4 K5 K6 K7 K8")  # Meri: seat 0 holds KSu, Tenka and K9
    assert legal(deal) == {"KSu", "PRo", "K9"}
    deal.push("K9")
    play(deal, "PSu P3 PUn I2 O9 ORo GRo O3")
    play(deal, "KUn P4 O6 I3 I9 OSo GSo")  # Meri again: KSu or Tenka
    assert deal.to_move == 0 and legal(deal) == {"KSu", "PRo"}
    deal.push("PRo")
    assert deal.tricks[-1].winner == 1  # KUn above Tenka (R14)
    play(deal, "IUn P5 O7 I4 IRe OKa GKa G1")
    play(deal, "KSo")  # Meri: seats 2–7 hold no trump, then seat 0 with KSu alone
    for _ in range(6):
        deal.push(first_legal(deal))
    assert deal.to_move == 0 and {c.code for c in deal.hand(0)} == {"O4", "G2", "KSu"}
    assert legal(deal) == {"KSu"}  # a hand dealt Sun and Tenka has no exception (R21)


def test_r21_a_non_recipient_lone_sun_is_kept_on_meri() -> None:
    # Seat 6 dealt KSu as its only trump (swap with seat 0's Sun: seat 0 gets K7).
    layout = M.swap(("KSu", "K7"))
    deal = layout.deal()
    assert deal.sun_exception[6] and not deal.sun_exception[0]
    play(deal, "G4")
    play(deal, "O1 K2 P1 O5 I1 I8 G5 G7")
    play(deal, "ISu P2 P9 I2 O8 G6 G8 O2")
    play(deal, "K1 K3 K4 K5 K6")
    assert deal.to_move == 6 and legal(deal) == {c.code for c in deal.hand(6)}
    deal.push("ORo")
    deal.push("K8")
    assert deal.to_move == 0 and legal(deal) == {"K7", "K9"}  # no exception for seat 0


def test_r21_r23_the_sun_exception_does_not_relax_monchi() -> None:
    # R21 is about Meri tricks only. Seat 1 holds OSu (seat 6 PSu) and leads it on trick 4,
    # after the first Meri: seat 0, whose lone dealt trump is the Sun, holds Ouru and must
    # play Ouru or a trump (R23).
    deal = M.swap(("PSu", "OSu")).deal()
    play(deal, "G4")
    for n in (1, 2, 3):
        play(deal, str(M_MOVES[n]))
    play(deal, "OSu P3")
    assert deal.to_move == 3 and legal(deal) == {"O6", "O7"}
    play(deal, "O6 I3 O9 ORo GRo")
    assert deal.to_move == 0 and deal.sun_exception[0]
    assert legal(deal) == {"O3", "O4", "KSu"} and reason_of(deal).rule == "R23"
    deal = m_deal_after(5, 7)  # trick 6, Monchi in Isu: seat 0 holds no Isu, anything goes
    assert deal.to_move == 0 and legal(deal) == {c.code for c in deal.hand(0)}
    assert reason_of(deal).key == "legal.monchi_void"


# -- before and after the first Meri (R22, R23) ----------------------------------------------


def test_r22_before_the_first_meri_a_plain_lead_carries_no_obligation() -> None:
    deal = m_deal_after(0, 5)  # trick 1 led O1; seat 5 holds O8 O9 but need not follow
    assert deal.to_move == 5 and legal(deal) == {c.code for c in deal.hand(5)}
    assert reason_of(deal).rule == "R22"
    deal = m_deal_after(1, 4)  # trick 2 led ISu; seat 5 holds Isu and may play O8
    assert deal.to_move == 5 and "O8" in legal(deal) and not deal.meri_seen
    deal = m_deal_after(1, 3)
    assert deal.to_move == 4 and "K5" in legal(deal)  # a trump may be played too (R24)


def test_r23_monchi_after_the_first_meri_and_not_on_the_meri_trick_itself() -> None:
    deal = m_deal_after(2, 1)  # trick 3: the Meri trick is governed by R20, not Monchi
    assert deal.meri_seen and reason_of(deal).rule == "R20"
    deal = m_deal_after(3, 1)  # trick 4, led PSu after the Meri: Monchi
    assert deal.to_move == 2 and legal(deal) == {"P3", "P4", "P5", "P6", "P7", "P8"}
    assert reason_of(deal).rule == "R23"
    with pytest.raises(IllegalMove) as err:
        deal.push("K3")  # seat 2 played it on trick 3
    assert err.value.rule == "R18"
    deal.push("P3")
    assert deal.to_move == 3 and legal(deal) == {"PSo", "PKa", "PRe", "PUn"}
    with pytest.raises(IllegalMove) as err:
        deal.push("O6")
    assert err.value.rule == "R23" and "Pao" in str(err.value)
    deal = m_deal_after(5, 3)  # trick 6, Monchi in Isu: seat 4 must play Isu
    assert deal.to_move == 4 and legal(deal) == {"I4", "I5", "I6", "I7"}


def test_r23_tenka_never_counts_as_a_pao_card() -> None:
    deal = m_deal_after(3, 3)  # trick 4 led PSu; seat 4 holds Tenka and no plain Pao
    assert deal.to_move == 4 and TENKA in deal.hand(4)
    assert legal(deal) == {c.code for c in deal.hand(4)}
    assert reason_of(deal).key == "legal.monchi_void"


def test_r23_tenka_may_answer_a_pao_lead_as_a_trump() -> None:
    # Seat 4 holds Tenka and P1 (swap I3 <-> P1 with seat 2): it must play Pao or a trump.
    deal = M.swap(("I3", "P1")).deal()
    play(deal, "G4")
    play(deal, "O1 K2 I3 O5 I1 I8 G5 G7")
    play(deal, "ISu P2 P9 I2 O8 G6 G8 O2")
    play(deal, "K1 K3 K4 K5 K6 K7 K8 K9")
    play(deal, "PSu P3 PUn")
    assert deal.to_move == 4 and legal(deal) == {"P1", "PRo"}
    deal.push("PRo")
    assert deal.tricks[-1].plays[-1] == (4, TENKA, True)  # a trump on a plain lead (R24)


def test_r22_r23_popping_the_first_meri_frees_plain_tricks_again() -> None:
    deal = m_deal_after(3, 1)
    assert legal(deal) == {"P3", "P4", "P5", "P6", "P7", "P8"}
    deal.pop()
    for _ in range(8):
        deal.pop()  # trick 3, the only Meri, undone
    assert not deal.meri_seen and len(deal.tricks) == 2
    deal.push("PSu")  # now a plain lead before any Meri: free (R22)
    assert deal.to_move == 2 and legal(deal) == {c.code for c in deal.hand(2)}


def test_r22_r23_a_record_with_free_plays_before_the_meri_replays() -> None:
    deal = m_deal_after(6)
    again = Deal.from_record(json.loads(json.dumps(deal.to_record())))
    assert again.state_key() == deal.state_key()


# -- face-down trumps (R24) and the views (R31) ----------------------------------------------


def test_r24_trumps_on_plain_leads_go_face_down_meri_and_leads_face_up() -> None:
    deal = m_deal_after(6)
    downs = [(t.number, s, c.code) for t in deal.tricks for s, c, fd in t.plays if fd]
    assert downs == [(1, 1, "K2")]
    assert not any(fd for t in deal.tricks if t.meri for _, _, fd in t.plays)


def test_r24_r31_face_down_card_hidden_from_others_until_the_trick_is_complete() -> None:
    deal = m_deal_after(0, 2)  # seat 1 has played K2 face down to trick 1
    for seat in range(8):
        seen = deal.view(seat).tricks[0].plays[1]
        assert seen.seat == 1 and seen.face_down
        assert seen.card is (C("K2") if seat == 1 else None)
        assert deal.view(seat).tricks[0].explanation is None
        assert deal.view(seat).tricks[0].winner is None
    play(deal, "P1 O5 I1 I8 G5 G7")
    for seat in range(8):
        view = deal.view(seat)
        assert view.tricks[0].plays[1].card is C("K2") and view.tricks[0].winner == 1
        assert "K2" in (view.tricks[0].explanation or "")


def test_r24_the_leaders_trump_on_meri_is_face_up_for_everyone() -> None:
    deal = m_deal_after(2, 1)
    for seat in range(8):
        assert deal.view(seat).tricks[2].plays[0].card is C("K1")


CODE = re.compile(r"\b[PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su)\b")


def known_to(deal: Deal, seat: int) -> set[Card]:
    """What R31 lets ``seat`` know of the cards now."""
    known = set(deal.dealt[seat]) | set(deal.hand(seat)) | {deal.indicator}
    if deal.discard is not None and (deal.tricks or seat == deal.recipient):
        known.add(deal.discard)
    if deal.tricks:
        known |= set(deal.stock)
    for trick in deal.tricks:
        for s, card, face_down in trick.plays:
            if not face_down or trick.complete or s == seat:
                known.add(card)
    return known


def cards_in_view(view: ul.PlayerView) -> set[Card]:
    found = (
        set(view.hand)
        | set(view.dealt)
        | {view.indicator}
        | {C(m) for m in view.legal_moves if m not in ("declare", "pass")}
    )
    if view.discard is not None:
        found.add(view.discard)
    found |= set(view.stock or ())
    for trick in view.tricks:
        found |= {p.card for p in trick.plays if p.card is not None}
        text = (trick.explanation or "") + json.dumps(trick.combo)
        found |= {C(code) for code in CODE.findall(text)}
    for f in fields(view):
        if f.name not in ("hand", "dealt", "indicator", "discard", "stock", "tricks"):
            found |= {C(code) for code in CODE.findall(repr(getattr(view, f.name)))}
    return found


def silent_declaration(deal: Deal, seat: int) -> bool:
    """R11/R31: ``seat`` has heard nothing of the declaration yet: nobody declared, the
    indicator is not the native Robai, the recipient has not discarded, and the seat neither
    holds the native Robai nor is asked to move. A pass and a native Robai in the stock must
    then look alike, so the seat sees the declaration as still being made."""
    return (
        deal.discard is None
        and deal.declaration != "declare"
        and deal.indicator is not deal.native_robai
        and seat not in (deal.holder, deal.to_move)
    )


def check_views(deal: Deal) -> None:
    for seat in range(8):
        view = deal.view(seat)
        assert cards_in_view(view) <= known_to(deal, seat), (seat, deal.moves)
        assert view.hand == deal.hand(seat) and set(view.dealt) == set(deal.dealt[seat])
        assert view.legal_moves == (tuple(deal.legal_moves()) if deal.to_move == seat else ())
        assert view.score == deal.score and view.sun_exception == deal.sun_exception[seat]
        assert (view.dealer, view.trump) == (deal.dealer, deal.trump)
        assert view.indicator is deal.indicator
        if silent_declaration(deal, seat):
            assert (view.phase, view.to_move, view.recipient, view.declared) == (
                "declare",
                None,
                None,
                None,
            )
            assert view.hand_sizes == (9,) * 8 and view.moves_made == 0 and not view.spoken
            continue
        assert view.hand_sizes == tuple(len(deal.hand(s)) for s in range(8))
        assert (view.recipient, view.meri_seen) == (deal.recipient, deal.meri_seen)
        for seen, trick in zip(view.tricks, deal.tricks, strict=True):
            assert (seen.number, seen.leader, seen.meri) == (trick.number, trick.leader, trick.meri)
            assert seen.winner == trick.winner  # None while the trick is being played
            assert seen.explanation == (trick.explain() if trick.complete else None)
            for p, (s, card, fd) in zip(seen.plays, trick.plays, strict=True):
                assert p.seat == s and p.face_down == fd
                hidden = fd and not trick.complete and s != seat
                assert p.card is (None if hidden else card)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_r31_every_view_at_every_move_shows_exactly_what_the_seat_may_know(seed: int) -> None:
    rng = random.Random(seed)
    deal = Deal.shuffled(seed * 7919, dealer=seed % 8)
    check_views(deal)
    while deal.phase != "over":
        deal.push(rng.choice(deal.legal_moves()))
        check_views(deal)


def test_r31_views_through_a_scripted_deal_with_face_down_trumps() -> None:
    deal = M.deal()
    check_views(deal)
    for move in ["G4", *" ".join(str(M_MOVES[n]) for n in range(1, 7)).split()]:
        deal.push(move)
        check_views(deal)
    finish(deal)
    check_views(deal)


def test_r31_a_seat_sees_its_own_face_down_trump_of_the_current_trick() -> None:
    deal = R.deal()
    play(deal, "pass O9 O1 I1 IRo G4 OSu K5")
    assert deal.view(5).tricks[0].plays[-1].card is C("K5")
    assert deal.view(4).tricks[0].plays[-1].card is None
    assert deal.view(5).current_trick is not None


def _seat_view_when_dealer_discards(layout: Layout, seat: int) -> ul.PlayerView:
    deal = layout.deal()
    if deal.phase == "declare":
        deal.push("pass")
    assert deal.phase == "discard"
    return deal.view(seat)


def test_r31_before_the_opening_lead_a_pass_and_a_robai_in_the_stock_look_alike() -> None:
    # R: seat 2 holds KRo and passes. R_stock: KRo is in the stock instead (seat 2 got G8).
    r_stock = R.swap(("KRo", "G8"))
    for seat in (0, 5):  # the dealer (recipient, about to discard) and another seat
        assert _seat_view_when_dealer_discards(R, seat) == _seat_view_when_dealer_discards(
            r_stock, seat
        )


def test_r31_the_declaration_does_not_reveal_who_holds_the_native_robai() -> None:
    # Seat 0's cards and the indicator are the same; KRo lies with seat 2 or with seat 5.
    other = R.swap(("KRo", "K5"))
    a, b = R.deal(), other.deal()
    assert a.holder == 2 and b.holder == 5 and a.hand(0) == b.hand(0)
    assert a.view(0) == b.view(0)


# -- winning tricks (R17, R25, R26) ----------------------------------------------------------


def test_r25_r17_off_suit_suns_never_win_a_plain_trick() -> None:
    # Dealer 0 receives K9, discards O1 and leads O9, the lowest Ouru; the others play the
    # Suns of Isu, Pao and Guru and other off-suit cards: the lone Ouru wins (R17, R25).
    deal = R.deal()
    play(deal, "pass O1 O9 I1 ISu G4 G1 P2 PSu GSu")
    trick = deal.tricks[0]
    assert trick.winner == 0 and trick.combo is None and trick.points == (1, 0)
    assert trick.result is not None and trick.result.key == "win.suit"
    deal = R.deal()
    play(deal, "pass O1 O9 I1 ISu G4 OSu P2 PSu GSu")  # seat 4's OSu is the highest Ouru
    assert deal.tricks[0].winner == 4


def test_r25_the_highest_trump_wins_over_the_led_suit() -> None:
    table = table_for(Suit.KOPPU)
    plays = [(0, C("OSu"), False), (1, C("K9"), True), (2, C("PRo"), True), (3, C("KSo"), True)]
    assert trick_winner(plays, table, Suit.OURU) == 3
    plays = [(0, C("OSu"), False), (1, C("K9"), True), (2, C("PRo"), True)]
    assert trick_winner(plays, table, Suit.OURU) == 2  # Tenka, fourth trump, above K9


def test_r26_ninth_trick_without_trump_the_dealers_unique_suit_wins() -> None:
    # Dealer 3 keeps G6, a low Guru; every other last card is a plain card of another suit.
    layout = N.with_dealer(3)
    deal = layout.deal()
    assert deal.holder == 2
    deal.push("pass")
    assert deal.recipient == 3
    deal.push("G1")  # the dealer's discard
    last = {0: "OSu", 1: "ISu", 2: "PSu", 3: "G6", 4: "ORe", 5: "IRe", 6: "PUn", 7: "OUn"}
    drive_keeping(deal, last)
    ninth = deal.tricks[8]
    assert {s: c.code for s, c, _ in ninth.plays} == last
    assert not any(deal.is_trump(c) for _, c, _ in ninth.plays)
    eighth_winner = deal.tricks[7].winner
    assert eighth_winner is not None and eighth_winner != 3
    assert ninth.leader == eighth_winner
    assert [s for s, _, _ in ninth.plays] == [(eighth_winner + k) % 8 for k in range(8)]
    assert ninth.winner == 3  # the only Guru, the dealer's own card, sets the led suit
    assert ninth.combo is None and not ninth.meri
    assert all(not fd for _, _, fd in ninth.plays)
    assert sum(deal.score) == 9


def test_r26_ninth_trick_dealers_suit_is_led_even_if_others_hold_higher_cards() -> None:
    layout = N.with_dealer(3)
    deal = layout.deal()
    play(deal, "pass G1")
    # dealer 3 keeps G6; seat 7 keeps GSo (higher Guru); the Ouru Sun of seat 0 does not count
    last = {0: "OSu", 1: "ISu", 2: "PSu", 3: "G6", 4: "ORe", 5: "IRe", 6: "PUn", 7: "GSo"}
    drive_keeping(deal, last)
    assert deal.tricks[8].winner == 7


def test_r26_r27_r28_ninth_trick_combination_is_worth_five_and_never_more() -> None:
    # Seat 2 passed with KRo (hidden) and keeps it; seat 1 keeps KRe: Robai-Rei on trick 9.
    deal = N.deal()
    play(deal, "pass O1")
    last = {0: "OSu", 1: "KRe", 2: "KRo", 3: "G6", 4: "ORe", 5: "IRe", 6: "PUn", 7: "OUn"}
    drive_keeping(deal, last)
    ninth = deal.tricks[8]
    assert not ninth.meri and ninth.winner == 2
    assert ninth.combo is not None and ninth.combo.pair == "Robai-Rei"
    assert ninth.combo.points == 5  # ninth trick and hidden: still 5 (R28)
    assert ninth.points == (6, -5)
    assert sum(deal.score) == 9


def test_r27_ninth_trick_all_trumps_is_not_meri_and_scores_a_combination() -> None:
    deal = N.deal()
    play(deal, "declare P1")  # seat 2 declares: not hidden, but the ninth trick gives 5
    last = {0: "K1", 1: "KRe", 2: "KRo", 3: "K2", 4: "K4", 5: "K5", 6: "K7", 7: "K8"}
    drive_keeping(deal, last)
    ninth = deal.tricks[8]
    assert all(deal.is_trump(c) for _, c, _ in ninth.plays) and not ninth.meri
    assert ninth.winner == 2 and ninth.combo is not None
    assert (ninth.combo.pair, ninth.combo.points) == ("Robai-Rei", 5)
    assert all(not fd for _, _, fd in ninth.plays)


# -- combinations and transfers (R27, R28, R29) ----------------------------------------------

#: Layout R, trick 1 after the recipient's lead (seat 5 wins it with K5 face down).
R_T1 = {
    "pass": "pass O9 O1 I1 IRo G4 OSu K5 P7 G5",
    "declare": "declare P1 IRo G4 OSu K5 P7 G5 O1 I1",
}


def r_deal(decision: str, layout: Layout = R) -> Deal:
    deal = layout.deal()
    play(deal, R_T1[decision])
    assert deal.tricks[0].winner == 5 and deal.tricks[0].combo is None
    return deal


def test_r27_r28_robai_rei_five_when_the_holder_passed_strongest_opposing_counts() -> None:
    deal = r_deal("pass")
    play(deal, "P3 P8 G6 O2 KRe KRo K3 ORo")
    trick = deal.tricks[1]
    assert trick.winner == 2 and trick.combo is not None
    assert trick.combo.pair == "Robai-Rei" and trick.combo.opposing_card is C("KRe")
    assert trick.combo.opposing_seat == 1 and trick.combo.points == 5
    assert trick.points == (6, -5) and deal.score == (6, -4)
    assert "hidden" in trick.explain() and "R28" in trick.explain()


def test_r27_r28_robai_rei_two_when_the_native_robai_was_declared() -> None:
    deal = r_deal("declare")
    play(deal, "P3 P8 G6 O2 KRe KRo K3 ORo")
    trick = deal.tricks[1]
    assert trick.combo is not None and (trick.combo.pair, trick.combo.points) == ("Robai-Rei", 2)
    assert deal.score == (3, -1)


def test_r28_robai_rei_two_when_the_native_robai_was_the_indicator() -> None:
    layout = R.swap(("K9", "KRo"))  # the indicator is KRo; the dealer holds it
    deal = layout.deal()
    assert deal.native_robai_status == "indicator" and C("KRo") in deal.hand(0)
    play(deal, "O9 O1 I1 IRo G4 OSu K5 P7 G5")
    play(deal, "P3 P8 G6 KRo KRe I9 K3 ORo")
    trick = deal.tricks[1]
    assert trick.winner == 0 and trick.combo is not None
    assert (trick.combo.pair, trick.combo.points) == ("Robai-Rei", 2)


def test_r27_r28_sota_robai_five_to_the_team_beating_a_hidden_robai() -> None:
    deal = r_deal("pass")
    play(deal, "P3 P8 G6 O2 I2 KRo KSo ORo")
    trick = deal.tricks[1]
    assert trick.winner == 3 and trick.combo is not None
    assert (trick.combo.pair, trick.combo.points) == ("Sota-Robai", 5)
    assert trick.points == (-5, 6)


def test_r28_sun_un_is_two_even_while_the_native_robai_is_hidden() -> None:
    layout = R.swap(("KUn", "I2"))  # seat 1 holds KUn, seat 3 I2
    deal = layout.deal()
    play(deal, R_T1["pass"])
    play(deal, "P3 P8 G6 O2 KUn I9 KSu ORo")
    trick = deal.tricks[1]
    assert trick.winner == 3 and trick.combo is None  # KSu and KUn are both team 1's
    layout = R.swap(("KUn", "I9"))  # seat 2 (team 0) holds KUn
    deal = layout.deal()
    play(deal, R_T1["pass"])
    play(deal, "P3 P8 G6 O2 I2 KUn KSu ORo")
    trick = deal.tricks[1]
    assert trick.combo is not None and (trick.combo.pair, trick.combo.points) == ("Sun-Un", 2)


def test_r27_tenka_as_the_strongest_opposing_trump_blocks_sota_robai() -> None:
    # Seat 4 (team 0) holds Tenka: on trick 2 team 0 plays KRo and Tenka, team 1 wins with KSo.
    layout = R.swap(("PRo", "G1"))
    deal = layout.deal()
    play(deal, R_T1["pass"])
    play(deal, "P3 P8 G6 O2 I2 KRo KSo PRo")
    trick = deal.tricks[1]
    assert trick.winner == 3 and trick.combo is None
    assert trick.combo_reason is not None and trick.combo_reason.key == "combo.none_tenka"


def test_r27_tenka_over_the_native_robai_is_no_combination() -> None:
    deal = r_deal("pass")
    play(deal, "P3 P8 G6 O2 I2 KRo PRo ORo")
    trick = deal.tricks[1]
    assert trick.winner == 3 and trick.combo is None
    assert trick.points == (0, 1)


def test_r27_partner_trumps_are_ignored() -> None:
    # Seat 1 wins with KRe; its partner seat 3 plays K3 (Rei over a numeral is no pair anyway);
    # team 0 plays no trump: no combination although a trump stood under the winner.
    deal = r_deal("pass")
    play(deal, "P3 P8 G6 O2 KRe I9 K3 ORo")
    trick = deal.tricks[1]
    assert trick.winner == 1 and trick.combo is None
    assert trick.combo_reason is not None and trick.combo_reason.key == "combo.none_partner"
    # Un over Sota between partners is no combination either (seat 3's KUn, seat 1's KSo).
    layout = R.swap(("KSo", "I3"))  # seat 1 holds KSo, seat 3 I3
    deal = layout.deal()
    play(deal, R_T1["pass"])
    play(deal, "P3 P8 G6 O2 KSo I9 KUn ORo")
    assert deal.tricks[1].winner == 3 and deal.tricks[1].combo is None


def test_r27_w_over_the_strongest_opposing_trump_played_after_a_weaker_one() -> None:
    # Seat 1 (team 1) plays K3 first, seat 3 (team 1) KRe later; team 0 wins with KRo.
    deal = R.swap(("KRe", "K3")).deal()
    play(deal, R_T1["pass"])
    play(deal, "P3 P8 G6 O2 K3 KRo KRe ORo")
    combo = deal.tricks[1].combo
    assert combo is not None and (combo.pair, combo.opposing_seat) == ("Robai-Rei", 3)
    # without KRe, team 1's strongest is K1 (above K3 in a round suit): KRo over K1, no pair
    deal = R.swap(("KRe", "K3")).deal()
    play(deal, R_T1["pass"])
    play(deal, "P3 P8 G6 O2 K3 KRo K1 ORo")
    assert deal.tricks[1].winner == 2 and deal.tricks[1].combo is None
    assert deal.tricks[1].combo_reason is not None
    assert deal.tricks[1].combo_reason.key == "combo.none_pair"


def test_r27_no_combination_on_a_meri_trick() -> None:
    deal = r_deal("pass")
    play(deal, "K6 K4 G6 K9 KRe KRo K3 ORo")  # seat 5 leads a trump: Meri
    trick = deal.tricks[1]
    assert trick.meri and trick.winner == 2 and trick.combo is None
    assert trick.combo_reason is not None and trick.combo_reason.key == "combo.none_meri"
    assert trick.points == (1, 0)


def test_r27_r28_pao_trump_tenka_is_the_native_robai_in_pairs() -> None:
    deal = P.deal()
    play(deal, "pass O9 O1 I1 IRo G4 OSu P5 K7 G5")
    assert deal.tricks[0].winner == 5
    play(deal, "K2 K8 G6 O2 PRe PRo P1 ORo")
    trick = deal.tricks[1]
    assert trick.winner == 2 and trick.combo is not None
    assert (trick.combo.pair, trick.combo.points) == ("Robai-Rei", 5)  # PRo over PRe, hidden
    deal = P.deal()
    play(deal, "pass O9 O1 I1 IRo G4 OSu P5 K7 G5 K2 K8 G6 O2 I2 PRo PSo ORo")
    trick = deal.tricks[1]
    assert trick.winner == 3 and trick.combo is not None
    assert (trick.combo.pair, trick.combo.points) == ("Sota-Robai", 5)
    deal = P.deal()
    play(deal, "declare K1 IRo G4 OSu P5 K7 G5 O1 I1 K2 K8 G6 O2 I2 PRo PSo ORo")
    assert deal.tricks[1].combo is not None and deal.tricks[1].combo.points == 2


@pytest.mark.parametrize(
    ("trump", "w", "o", "pair"),
    [(Suit.ISU, "I2", "I1", "2-1"), (Suit.PAO, "P2", "P1", "2-1"),
     (Suit.KOPPU, "K8", "K9", "8-9"), (Suit.GURU, "G8", "G9", "8-9"),
     (Suit.OURU, "OSu", "OUn", "Sun-Un"), (Suit.OURU, "OUn", "OSo", "Un-Sota"),
     (Suit.OURU, "OSo", "ORo", "Sota-Robai"), (Suit.OURU, "ORo", "ORe", "Robai-Rei")],
)  # fmt: skip
def test_r27_pairs_for_every_kind_of_trump(trump: Suit, w: str, o: str, pair: str) -> None:
    table = table_for(trump)
    plays = [(0, C(w), True), (1, C(o), True)]
    combo, _ = combination(plays, 0, table, number=2, meri=False, ninth=False, robai_hidden=False)
    assert combo is not None and combo.pair == pair and combo.points == 2


@pytest.mark.parametrize(
    ("trump", "w", "o"),
    [(Suit.ISU, "I9", "I8"), (Suit.KOPPU, "K1", "K2"), (Suit.KOPPU, "K2", "K1"),
     (Suit.ISU, "I3", "I1"), (Suit.KOPPU, "K7", "K9"), (Suit.KOPPU, "KSu", "KSo"),
     (Suit.KOPPU, "KSo", "PRo"), (Suit.KOPPU, "PRo", "KRo"), (Suit.KOPPU, "KRe", "KKa"),
     (Suit.ISU, "IKa", "I9"), (Suit.PAO, "PSu", "PSo")],
)  # fmt: skip
def test_r27_not_pairs(trump: Suit, w: str, o: str) -> None:
    table = table_for(trump)
    plays = [(0, C(w), True), (1, C(o), True)]
    winner = trick_winner(plays, table, None)
    combo, _ = combination(
        plays, winner, table, number=2, meri=False, ninth=False, robai_hidden=True
    )
    assert combo is None


def test_r28_transfer_points_never_add_up() -> None:
    for pair in ("Sun-Un", "Un-Sota", "Sota-Robai", "Robai-Rei", "2-1", "8-9"):
        for ninth in (False, True):
            for hidden in (False, True):
                points, _ = transfer_points(pair, ninth, hidden)
                robai = pair in ("Sota-Robai", "Robai-Rei")
                assert points == (5 if ninth or (hidden and robai) else 2)


@pytest.mark.parametrize("seed", range(20))
def test_r29_deal_scores_add_up_to_nine(seed: int) -> None:
    deal = finish(Deal.shuffled(seed, dealer=seed % 8), random.Random(seed))
    assert sum(deal.score) == 9
    assert deal.score == tuple(map(sum, zip(*(t.points for t in deal.tricks), strict=True)))
    for trick in deal.tricks:
        assert sum(trick.points) == 1


def test_r29_a_deal_score_can_be_negative() -> None:
    deal = r_deal("pass")
    play(deal, "P3 P8 G6 O2 KRe KRo K3 ORo")
    assert deal.score == (6, -4)
    assert deal.score_after(2) == (6, -4) and deal.score_after(1) == (0, 1)


# -- the match (R30) --------------------------------------------------------------------------


class FirstLegal:
    def choose(self, view: ul.PlayerView) -> str:
        return view.legal_moves[0]


def test_r30_dealer_rotation_from_a_nonzero_first_dealer_and_scores_accumulate() -> None:
    match = ul.Match(seed=11, players=[FirstLegal()] * 8, first_dealer=6)
    assert match.deal.dealer == 6
    match.play()
    assert [d.dealer for d in match.deals] == [6, 7, 0, 1, 2, 3, 4, 5]
    assert match.results == [d.score for d in match.deals]
    assert all(sum(r) == 9 for r in match.results) and sum(match.totals) == 72
    a, b = match.totals
    assert match.outcome == ("draw" if a == b else "team 0/2/4/6" if a > b else "team 1/3/5/7")
    assert not match.next_deal() and len(match.deals) == 8
    match.restart()
    assert match.totals == (0, 0) and match.results == [] and match.deal.dealer == 6


def test_r30_equal_totals_are_a_draw_with_no_extra_deal() -> None:
    outcomes = []
    for seed in (0, 1, 2):  # seed 1 happens to end 36–36 with first-legal players
        match = ul.Match(seed=seed, players=[FirstLegal()] * 8)
        match.play()
        a, b = match.totals
        assert match.outcome == ("draw" if a == b else "team 0/2/4/6" if a > b else "team 1/3/5/7")
        assert len(match.deals) == 8 and not match.next_deal()  # never a ninth deal
        outcomes.append(match.outcome)
    assert "draw" in outcomes


def test_r30_a_match_is_eight_deals_even_when_moves_go_to_match_deal() -> None:
    match = ul.Match(seed=3, players=[None] * 8, first_dealer=2)
    started = [True]
    for _ in range(8):
        finish(match.deal)  # the public Deal of the match, played to its end
        started.append(match.next_deal())
    assert started == [True] * 8 + [False] and len(match.deals) == 8
    assert match.over and match.results == [d.score for d in match.deals]
    assert sum(match.totals) == 72


def test_r30_next_deal_refused_while_the_deal_is_unfinished() -> None:
    match = ul.Match(seed=1, players=[None] * 8, first_dealer=3)
    with pytest.raises(ValueError, match="not over"):
        match.next_deal()
    with pytest.raises(ValueError):
        ul.Match(first_dealer=8)


# -- undo, illegal moves and records ---------------------------------------------------------


@pytest.mark.parametrize("seed", [4, 5, 6, 7])
def test_push_pop_restores_every_state_through_the_ninth_trick(seed: int) -> None:
    rng = random.Random(seed)
    deal = Deal.shuffled(seed, dealer=(seed * 3) % 8)
    states = [state(deal)]
    views = [deal.view(seed % 8)]
    while deal.phase != "over":
        deal.push(rng.choice(deal.legal_moves()))
        states.append(state(deal))
        views.append(deal.view(seed % 8))
    assert len(deal.moves) in (65, 66)
    while deal.moves:
        deal.pop()
        states.pop()
        views.pop()
        assert state(deal) == states[-1]
        assert deal.view(seed % 8) == views[-1]
    with pytest.raises(IndexError):
        deal.pop()


def test_pop_after_the_64th_play_undoes_the_ninth_trick() -> None:
    deal = finish(M.deal())
    before_last = deal.score_after(7)
    seat, card, _ = deal.tricks[7].plays[-1]
    move = deal.pop()
    assert move == card.code and card in deal.hand(seat)
    assert len(deal.tricks) == 8 and len(deal.tricks[7].plays) == 7
    assert deal.phase == "play" and deal.to_move == seat and deal.score == before_last
    assert [len(deal.hand(s)) for s in range(8)] == [2 if s == seat else 1 for s in range(8)]
    assert deal.tricks[7].winner is None and deal.tricks[7].combo is None
    deal.push(move)
    assert deal.over and sum(deal.score) == 9


def test_pop_back_through_the_discard_and_the_declaration() -> None:
    deal = R.deal()
    start = state(deal)
    play(deal, "pass O9 O1")
    deal.pop()
    assert deal.phase == "play" and deal.tricks == [] and deal.discard is C("O9")
    assert deal.view(3).discard is None  # the opening lead is undone: hidden again (R13)
    assert deal.pop() == "O9" and deal.phase == "discard" and len(deal.hand(0)) == 10
    assert deal.pop() == "pass" and deal.phase == "declare" and deal.recipient is None
    assert state(deal) == start and C("K9") not in deal.hand(0)
    deal.push("declare")
    assert deal.recipient == 2


def test_pop_removes_the_note_of_the_undone_move() -> None:
    deal = R.deal()
    play(deal, "pass O9")
    deal.note(1, "keep the Ouru")
    assert deal.to_record()["moves"][1] == {"move": "O9", "note": "keep the Ouru"}
    deal.pop()
    assert deal.move_notes == {}


def _bad_moves() -> list[tuple[str, Deal, Any, str]]:
    cases: list[tuple[str, Deal, Any, str]] = []
    deal = R.deal()
    cases += [("declare-phase card", deal, "KRo", "R11"), ("garbage", deal, "xyz", "R3")]
    cases += [("declare-phase number", R.deal(), 42, "R3")]
    deal = R.deal()
    deal.push("pass")
    cases += [
        ("discard a trump", deal, "K9", "R12"),
        ("discard another's card", deal, "KRe", "R18"),
        ("declare again", deal, "declare", "R11"),
        ("pass again", deal, " Pass ", "R11"),
    ]
    deal = R.deal()
    play(deal, "pass O9")
    cases += [("first lead trump", deal, "K9", "R19"), ("None", deal, None, "R3")]
    cases += [("first lead other hand", m_deal_after(0), "K2", "R18")]
    cases += [("meri follow", m_deal_after(2, 1), "P4", "R20")]
    cases += [("monchi", m_deal_after(3, 2), "O6", "R23")]
    cases += [("play-phase pass", m_deal_after(3, 2), "pass", "R11")]
    cases += [("card object not in hand", m_deal_after(3, 2), C("KSu"), "R18")]
    cases += [("over", finish(M.deal()), "KSu", "R26")]
    return cases


@pytest.mark.parametrize("case", range(len(_bad_moves())))
def test_illegal_moves_leave_the_deal_unchanged_and_name_the_rule(case: int) -> None:
    name, deal, move, rule = _bad_moves()[case]
    before = state(deal)
    views = [deal.view(s) for s in range(8)]
    why = deal.why_illegal(move)
    assert why is not None and why.rule == rule, name
    refusal = why.explanation
    with pytest.raises(IllegalMove) as err:
        deal.push(move)
    assert isinstance(err.value, ValueError) and err.value.rule == rule
    assert f"({rule})" in str(err.value) and deal.why_illegal(move) == str(refusal)
    assert state(deal) == before and [deal.view(s) for s in range(8)] == views


def test_records_round_trip_with_notes_and_unknown_fields() -> None:
    deal = m_deal_after(4, 3)
    deal.title = "Audit: Meri and Monchi"
    deal.notes = "Layout M"
    deal.note(0, "the only plain Guru to spare")
    deal.note(20, "first Meri")
    record = deal.to_record()
    record["source"] = {"by": "audit", "tags": ["R21", "R23"]}
    text = json.dumps(record)
    again = Deal.from_record(text)
    assert again.state_key() == deal.state_key()
    assert (again.title, again.notes, again.move_notes) == (deal.title, deal.notes, deal.move_notes)
    assert again.to_record() == json.loads(text)
    assert again.copy().to_record() == again.to_record()
    finish(again)
    assert Deal.from_record(again.to_record()).score == again.score


def test_records_save_and_load_from_a_path(tmp_path: Path) -> None:
    deal = finish(R.deal())
    path = ul.save_record(deal, tmp_path / "deal.json")
    assert Deal.from_record(path).state_key() == deal.state_key()
    assert Deal.from_record(str(path)).to_record() == deal.to_record()


def _record_error(record: Any) -> RecordError:
    with pytest.raises(RecordError) as err:
        Deal.from_record(record)
    return err.value


def test_record_errors_name_the_move_number_seat_and_rule() -> None:
    record = m_deal_after(3, 2).to_record()
    moves = list(record["moves"])
    bad = dict(record, moves=[*moves, "O6"])  # seat 3 must follow Pao (Monchi)
    err = _record_error(bad)
    assert err.move == len(moves) + 1 and err.seat == 3 and err.rule == "R23"
    assert err.field == "moves" and str(err).startswith(f"move {len(moves) + 1}:")
    assert "seat 3" in str(err)
    err = _record_error(dict(record, moves=["G4", "KSu"]))
    assert (err.move, err.seat, err.rule) == (2, 0, "R19")
    err = _record_error(dict(record, moves=["pass"]))
    assert (err.move, err.rule) == (1, "R11")
    assert err.to_dict() == {
        "move": 1, "index": 0, "seat": 0, "rule": "R11", "message": str(err)
    }  # fmt: skip
    full = finish(M.deal()).to_record()
    assert len(full["moves"]) == 65  # the discard and 64 plays; the ninth trick is automatic
    err = _record_error(dict(full, moves=[*full["moves"], "KSu"]))
    assert (err.move, err.seat, err.rule) == (66, None, "R26")


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [({"format": "unsun-lab/deal-2"}, "format", "expected"),
     ({"dealer": 8}, "dealer", "0-7"),
     ({"dealer": True}, "dealer", "boolean"),
     ({"indicator": "K10"}, "indicator", "expected"),
     ({"stock": ["G9"]}, "stock", "2"),
     ({"title": 5}, "title", "string"),
     ({"moves": "G4"}, "moves", "list"),
     ({"moves": [{"move": "G4", "why": "x"}]}, "moves", "move 1"),
     ({"moves": [{"move": "G4", "note": 3}]}, "moves", "note"),
     ({"moves": ["G4", 7]}, "moves", "move 2")],
)  # fmt: skip
def test_record_errors_name_the_field(change: dict[str, Any], field: str, words: str) -> None:
    record = dict(M.deal().to_record(), **change)
    err = _record_error(record)
    assert err.field == field and words in str(err) and err.move is None


def test_record_layout_errors_name_the_hand_and_the_card() -> None:
    record = M.deal().to_record()
    hands = [list(h) for h in record["hands"]]
    hands[3][0] = "KSu"  # also in hands[0]
    err = _record_error(dict(record, hands=hands))
    assert err.field == "hands" and "KSu" in str(err) and "hands[0]" in str(err)
    hands = [list(h) for h in record["hands"]]
    hands[5] = hands[5][:8]
    err = _record_error(dict(record, hands=hands))
    assert err.field == "hands" and "hands[5]" in str(err)
    missing = {k: v for k, v in record.items() if k != "stock"}
    assert _record_error(missing).field == "stock"
    assert _record_error("not json at all {").field == "record"


# -- a reference written from RULES.md, compared on random deals -----------------------------


def ref_is_trump(card: Card, trump: Suit) -> bool:
    return card.suit is trump or (card.suit is Suit.PAO and card.rank is Rank.ROBAI)  # R9


def ref_trump_rank(card: Card, trump: Suit) -> int:
    """R14: 0 for the strongest trump."""
    courts = [Rank.SUN, Rank.UN, Rank.SOTA]
    order = [(trump, r) for r in courts]
    if trump is not Suit.PAO:
        order.append((Suit.PAO, Rank.ROBAI))
    order += [(trump, Rank.ROBAI), (trump, Rank.REI), (trump, Rank.KABA)]
    numbers = range(9, 0, -1) if trump in (Suit.PAO, Suit.ISU) else range(1, 10)
    order += [(trump, Rank(str(n))) for n in numbers]
    return order.index((card.suit, card.rank))


def ref_plain_rank(card: Card) -> int:
    """R15/R16: 0 for the strongest card of a plain suit."""
    courts = [Rank.SUN, Rank.UN, Rank.REI, Rank.KABA, Rank.SOTA]
    long = card.suit in (Suit.PAO, Suit.ISU)
    numbers = [Rank(str(n)) for n in (range(9, 0, -1) if long else range(1, 10))]
    if card.suit is Suit.ISU:
        order = courts + numbers[:-1] + [Rank.ROBAI] + numbers[-1:]
    elif card.suit is Suit.PAO:
        order = courts + numbers
    else:
        order = [*courts, Rank.ROBAI, *numbers]
    return order.index(card.rank)


def ref_legal(deal: Deal) -> set[str]:
    """R19–R23 computed from the deal's public history and the hand to move."""
    seat = deal.to_move
    assert seat is not None
    trump = deal.trump
    hand = deal.hand(seat)
    trumps = [c for c in hand if ref_is_trump(c, trump)]
    plain = [c for c in hand if not ref_is_trump(c, trump)]
    trick = deal.current_trick
    everything = {c.code for c in hand}
    if trick is None:
        if not deal.tricks and plain:  # R19
            return {c.code for c in plain}
        return everything
    lead = trick.plays[0].card
    if ref_is_trump(lead, trump):  # R20
        if not trumps:
            return everything
        dealt_trumps = [c for c in deal.dealt[seat] if ref_is_trump(c, trump)]
        sun = Card(trump, Rank.SUN)
        if dealt_trumps == [sun] and trumps == [sun]:  # R21
            return everything
        return {c.code for c in trumps}
    earlier_meri = any(ref_is_trump(t.plays[0].card, trump) for t in deal.tricks[:-1])
    if not earlier_meri:  # R22
        return everything
    follow = [c for c in plain if c.suit is lead.suit]  # R23: Tenka is a trump, not Pao
    if not follow:
        return everything
    return {c.code for c in follow + trumps}


def ref_winner(plays: list[tuple[int, Card, bool]], trump: Suit, led: Suit | None) -> int:
    trumps = [i for i, (_, c, _) in enumerate(plays) if ref_is_trump(c, trump)]
    if trumps:
        return min(trumps, key=lambda i: ref_trump_rank(plays[i].card, trump))
    led_cards = [i for i, (_, c, _) in enumerate(plays) if c.suit is led]
    return min(led_cards, key=lambda i: ref_plain_rank(plays[i].card))


def ref_points(deal: Deal, number: int) -> tuple[int, int]:
    trick = deal.tricks[number - 1]
    trump = deal.trump
    plays = trick.plays
    if number == 9:
        dealer_card = next(c for s, c, _ in plays if s == deal.dealer)
        led = None if ref_is_trump(dealer_card, trump) else dealer_card.suit
    else:
        led = plays[0].card.suit
    i = ref_winner(plays, trump, led)
    w_seat, w_card, _ = plays[i]
    team = w_seat % 2
    points = [0, 0]
    points[team] += 1
    meri = number < 9 and ref_is_trump(plays[0].card, trump)
    if not meri and ref_is_trump(w_card, trump):
        opposing = [c for s, c, _ in plays if s % 2 != team and ref_is_trump(c, trump)]
        if opposing:
            o_card = min(opposing, key=lambda c: ref_trump_rank(c, trump))
            low = ("2", "1") if trump in (Suit.PAO, Suit.ISU) else ("8", "9")
            pairs = {("Su", "Un"), ("Un", "So"), ("So", "Ro"), ("Ro", "Re"), low}
            same_suit = w_card.suit is trump and o_card.suit is trump
            if same_suit and (w_card.rank.code, o_card.rank.code) in pairs:
                robai = Rank.ROBAI in (w_card.rank, o_card.rank)
                hidden = deal.declaration == "pass"
                transfer = 5 if number == 9 or (robai and hidden) else 2
                points[team] += transfer
                points[1 - team] -= transfer
    return (points[0], points[1])


def trump_hungry_move(deal: Deal, rng: random.Random) -> str:
    """Lead plain cards, follow with trumps when allowed: many tricks with trumps of both
    teams, so many combinations (R27)."""
    moves = deal.legal_moves()
    if deal.phase == "play":
        trumps = [m for m in moves if deal.is_trump(m)]
        if deal.current_trick is None:
            plain = [m for m in moves if not deal.is_trump(m)]
            if plain:
                return rng.choice(plain)
        elif trumps and rng.random() < 0.8:
            return rng.choice(trumps)
    return rng.choice(moves)


@pytest.mark.parametrize("policy", ["uniform", "trump_hungry"])
@pytest.mark.parametrize("seed", range(10))
def test_reference_agrees_on_legal_moves_winners_faces_and_scores(seed: int, policy: str) -> None:
    rng = random.Random(1000 + seed)
    for _ in range(6):
        deal = Deal.shuffled(rng.getrandbits(32), dealer=rng.randrange(8))
        while deal.phase != "over":
            if deal.phase == "play":
                assert legal(deal) == ref_legal(deal), deal.moves
            if policy == "uniform":
                deal.push(rng.choice(deal.legal_moves()))
            else:
                deal.push(trump_hungry_move(deal, rng))
        check_against_reference(deal)


def stressed_deal(rng: random.Random) -> Deal:
    """A random deal pushed towards the rare situations: Pao trump, a lone dealt Sun (often
    the dealer's), a recipient rich in trumps, the native Robai as indicator or in the stock."""
    cards = list(DECK)
    rng.shuffle(cards)  # positions 0–71 the hands by seat, 72 the indicator, 73–74 the stock
    dealer = rng.randrange(8)

    def swap(i: int, j: int) -> None:
        cards[i], cards[j] = cards[j], cards[i]

    if rng.random() < 0.3:
        swap(72, next(i for i, c in enumerate(cards) if c.suit is Suit.PAO))
    trump = cards[72].suit

    def trumpy(i: int) -> bool:
        return ref_is_trump(cards[i], trump)

    def seat_slots(seat: int) -> range:
        return range(9 * seat, 9 * seat + 9)

    robai = cards.index(Card(trump, Rank.ROBAI))
    where = rng.choice(["hand", "hand", "indicator", "stock"])
    if where == "indicator":
        swap(robai, 72)
        trump = cards[72].suit
    elif where == "stock":
        swap(robai, 73)
    kind = rng.choice(["sun", "sun", "rich", "plain"])
    seat = dealer if rng.random() < 0.6 else rng.randrange(8)
    if kind == "sun" and cards.index(Card(trump, Rank.SUN)) != 72:
        swap(cards.index(Card(trump, Rank.SUN)), 9 * seat)
        for i in seat_slots(seat)[1:]:
            if trumpy(i):
                others = [j for j in range(72) if j // 9 != seat and not trumpy(j)]
                swap(i, rng.choice(others))
    elif kind == "rich":
        wanted = rng.choice([8, 9])
        for i in list(seat_slots(seat))[:wanted]:
            if not trumpy(i):
                donors = [j for j in range(72) if j // 9 != seat and trumpy(j)]
                if donors and cards[i] is not Card(trump, Rank.ROBAI):
                    swap(i, rng.choice(donors))
    hands = [cards[9 * s : 9 * s + 9] for s in range(8)]
    return Deal.from_cards(dealer, hands, cards[72], cards[73:75])


def biased_move(deal: Deal, rng: random.Random) -> str:
    moves = deal.legal_moves()
    trumps = [m for m in moves if m not in ("declare", "pass") and deal.is_trump(m)]
    if deal.phase == "play" and deal.current_trick is None and trumps and rng.random() < 0.5:
        return rng.choice(trumps)  # lead trumps often: many Meri tricks
    return rng.choice(moves)


def check_against_reference(deal: Deal) -> None:
    for trick in deal.tricks:
        lead = trick.plays[0].card
        for n, (s, c, fd) in enumerate(trick.plays):
            down = trick.number < 9 and n > 0 and ref_is_trump(c, deal.trump)
            assert fd == (down and not ref_is_trump(lead, deal.trump))
            assert s == (trick.leader + n) % 8
        assert trick.meri == (trick.number < 9 and ref_is_trump(lead, deal.trump))
        assert trick.points == ref_points(deal, trick.number), trick
    assert sum(deal.score) == 9


@pytest.mark.parametrize("seed", range(10))
def test_reference_agrees_on_stressed_deals(seed: int) -> None:
    rng = random.Random(5000 + seed)
    for _ in range(8):
        deal = stressed_deal(rng)
        sun = Card(deal.trump, Rank.SUN)
        assert deal.sun_exception == tuple(
            [c for c in hand if ref_is_trump(c, deal.trump)] == [sun] for hand in deal.dealt
        )
        while deal.phase != "over":
            if deal.phase == "play":
                assert legal(deal) == ref_legal(deal), deal.moves
            elif deal.phase == "discard":
                hand = deal.hand(deal.to_move or 0)
                plain = {c.code for c in hand if not ref_is_trump(c, deal.trump)}
                assert legal(deal) == (plain or {c.code for c in hand})  # R12
            deal.push(biased_move(deal, rng))
        check_against_reference(deal)


@pytest.mark.parametrize("seed", range(3))
def test_r31_and_undo_on_stressed_deals(seed: int) -> None:
    rng = random.Random(7000 + seed)
    for _ in range(2):
        deal = stressed_deal(rng)
        states = [state(deal)]
        check_views(deal)
        while deal.phase != "over":
            deal.push(biased_move(deal, rng))
            states.append(state(deal))
            check_views(deal)
        while deal.moves:
            deal.pop()
            states.pop()
            assert state(deal) == states[-1]


def test_r20_a_tenka_lead_is_meri_and_plain_pao_need_not_follow() -> None:
    # Seat 1 holds Tenka instead of KUn (seat 4 gets KUn): on trick 5 seat 1 leads Tenka.
    deal = M.swap(("PRo", "KUn")).deal()
    play(deal, "G4")
    for n in range(1, 5):
        play(deal, str(M_MOVES[n]).replace("PRo", "KUn"))
    assert set(deal.hand(1)) == {TENKA, C("KSo"), C("KRe"), C("KKa"), C("IUn")}
    deal.push("PRo")
    assert deal.tricks[4].meri
    assert deal.to_move == 2 and legal(deal) == {"P4", "P5", "P6", "P7", "P8"}  # no trump
    assert reason_of(deal).key == "legal.meri_void"
    play(deal, "P4 O6")
    assert deal.to_move == 4 and legal(deal) == {"KUn"}  # the only trump must be played
    play(deal, "KUn I9 OSo GSo G1")
    assert deal.tricks[4].winner == 4 and deal.tricks[4].combo is None  # KUn over Tenka


def test_r11_moves_hold_only_the_holders_decision_and_accept_any_case() -> None:
    deal = R.with_dealer(5).deal()
    deal.push(" Declare ")
    assert deal.moves == ["declare"] and deal.recipient == 2
    deal.push("p1")  # codes are case-insensitive (R3); the record keeps the code
    deal.push("iro")
    assert deal.moves == ["declare", "P1", "IRo"]
    assert deal.to_record()["moves"] == ["declare", "P1", "IRo"]


def test_r31_declared_flag_in_every_case() -> None:
    deal = R.deal()
    assert {deal.view(s).declared for s in range(8)} == {None}
    deal.push("declare")
    assert {deal.view(s).declared for s in range(8)} == {True}
    assert {deal.view(s).recipient for s in range(8)} == {2}
    deal = R.deal()
    deal.push("pass")
    # the holder (2) and the recipient (the dealer, 0) know at once; the others hear nothing
    # of a silent declaration until the dealer has discarded (R11, R31)
    assert [deal.view(s).declared for s in range(8)] == [False, None, False] + [None] * 5
    assert {deal.view(s).recipient for s in (0, 2)} == {0}
    deal.push(deal.legal_moves()[0])
    assert {deal.view(s).declared for s in range(8)} == {False}
    assert {deal.view(s).recipient for s in range(8)} == {0}
    deal = M.deal()
    assert deal.view(0).declared is False and deal.view(3).declared is None
    deal.push(deal.legal_moves()[0])
    assert {deal.view(s).declared for s in range(8)} == {False}
    assert not any(deal.view(s).robai_is_indicator for s in range(8))


def test_replay_summary_of_a_record_that_stops_mid_trick() -> None:
    from unsun_lab.replay import narrate, replay

    record = m_deal_after(0, 3).to_record()
    summary = replay(record, legal=True)
    assert summary["native_robai"] == "stock" and summary["recipient"] == 0
    assert summary["discard"] == "G4" and summary["score"] == [0, 0]
    trick = summary["tricks"][0]
    assert trick["winner"] is None and [p["card"] for p in trick["plays"]] == ["O1", "K2", "P1"]
    assert trick["plays"][1]["face_down"] is True
    assert trick["plays"][0]["legal"] == sorted(["O1", "O2", "O3", "O4", "G1", "G2", "G3"])
    assert "R19" in narrate(record)
    summary = replay(m_deal_after(6).to_record())
    assert summary["tricks"][2]["meri"] and summary["score"] == list(m_deal_after(6).score)
