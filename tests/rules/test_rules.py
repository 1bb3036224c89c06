"""Each rule of RULES.md shown by at least one test named for it (R1–R31)."""

from __future__ import annotations

import random

import pytest

import unsun_lab as ul
from tests.helpers import codes, deal_with
from unsun_lab.cards import Rank, Suit
from unsun_lab.orders import TENKA, table_for
from unsun_lab.rules import play_obligation, team_of, trick_winner

C = ul.Card.parse


def cards(text: str) -> list[ul.Card]:
    return [C(c) for c in text.split()]


# -- the deck (R1–R3) ----------------------------------------------------------------------


def test_r1_five_suits_of_fifteen_long_and_round() -> None:
    assert len(ul.DECK) == 75 and len(set(ul.DECK)) == 75
    for suit in Suit:
        assert sum(c.suit is suit for c in ul.DECK) == 15
    assert [s for s in Suit if s.is_long] == [Suit.PAO, Suit.ISU]


def test_r2_nine_numerals_and_six_courts_per_suit() -> None:
    ranks = list(Rank)
    assert [r.code for r in ranks if r.is_numeral] == [str(n) for n in range(1, 10)]
    assert {r.title for r in ranks if not r.is_numeral} == {
        "Robai", "Sota", "Kaba", "Rei", "Un", "Sun",
    }  # fmt: skip


def test_r3_codes_parse_case_insensitively_and_by_full_name() -> None:
    assert C("ksu") is C("KSu") is C("Koppu Sun") is C("  koppu   SUN ")
    assert str(C("iro")) == "IRo" and repr(C("P9")) == "Card('P9')"
    assert C("Guru 7") is C("G7")


@pytest.mark.parametrize("bad", ["K10", "X1", "", "KS", "Koppu Queen", "P0"])
def test_r3_a_code_that_names_no_card_says_what_was_expected(bad: str) -> None:
    with pytest.raises(ul.CardCodeError, match=r"names no card: expected a suit letter .*\(R3\)"):
        C(bad)


# -- seats, teams, dealing (R4–R8) -------------------------------------------------------


def test_r4_play_proceeds_clockwise_from_the_leader() -> None:
    deal = ul.Deal.shuffled(seed=11, dealer=3).play_out()
    for trick in deal.tricks:
        assert [s for s, _, _ in trick.plays] == [(trick.leader + k) % 8 for k in range(8)]


def test_r5_even_seats_and_odd_seats_are_the_two_teams() -> None:
    assert [team_of(s) for s in range(8)] == [0, 1, 0, 1, 0, 1, 0, 1]


def test_r6_dealing_three_rounds_of_three_from_the_dealers_left() -> None:
    deck = list(ul.DECK)
    random.Random(42).shuffle(deck)
    deal = ul.Deal.shuffled(seed=42, dealer=5)
    for r in range(3):
        for k in range(1, 9):
            seat = (5 + k) % 8
            assert (
                list(deal.dealt[seat][3 * r : 3 * r + 3])
                == deck[24 * r + 3 * (k - 1) : 24 * r + 3 * k]
            )


def test_r7_the_indicator_is_deck_72_and_the_stock_the_last_two() -> None:
    deck = list(ul.DECK)
    random.Random(9).shuffle(deck)
    deal = ul.Deal.shuffled(seed=9)
    assert deal.indicator is deck[72]
    assert list(deal.stock) == deck[73:75]


# -- Tenka, native Robai, declaration, discard (R9–R13) --------------------------------


@pytest.mark.parametrize("trump", list(Suit))
def test_r9_tenka_is_always_a_trump_and_appears_once(trump: Suit) -> None:
    order = ul.trump_order(trump)
    assert order.count(TENKA) == 1
    assert len(order) == (15 if trump is Suit.PAO else 16)
    assert table_for(trump).is_trump[TENKA.index]
    assert TENKA not in ul.plain_order(Suit.PAO)


def test_r10_the_native_robai_is_the_robai_of_the_trump_suit() -> None:
    assert table_for(Suit.GURU).native_robai is C("GRo")
    assert table_for(Suit.PAO).native_robai is TENKA


def test_r11_only_the_holder_declares_and_takes_the_indicator() -> None:
    deal = deal_with({4: ["KRo"]}, indicator="K7", dealer=1)
    assert deal.phase == "declare" and deal.to_move == 4  # the others' passes are forced
    assert deal.legal_moves() == ["declare", "pass"]
    deal.push("declare")
    assert deal.recipient == 4 and C("K7") in deal.hand(4) and len(deal.hand(4)) == 10
    assert deal.native_robai_status == "declared"


def test_r11_a_pass_hides_the_robai_and_the_dealer_receives() -> None:
    deal = deal_with({4: ["KRo"]}, indicator="K7", dealer=1)
    deal.push("pass")
    assert deal.recipient == 1 and C("K7") in deal.hand(1)
    assert deal.native_robai_status == "hidden" and deal.robai_hidden


def test_r11_no_declaration_when_the_robai_is_the_indicator_or_in_the_stock() -> None:
    deal = deal_with({}, indicator="GRo", dealer=6)
    assert deal.phase == "discard" and deal.recipient == 6
    assert deal.native_robai_status == "indicator" and not deal.robai_hidden
    deal = deal_with({}, indicator="G2", stock=["GRo", "P1"], dealer=2)
    assert deal.phase == "discard" and deal.recipient == 2
    assert deal.native_robai_status == "stock"


def test_r11_the_dealer_may_be_the_holder() -> None:
    deal = deal_with({3: ["ORo"]}, indicator="O5", dealer=3)
    assert deal.to_move == 3
    deal.push("pass")
    assert deal.recipient == 3 and deal.robai_hidden


def test_r11_declaring_is_refused_outside_the_declaration() -> None:
    deal = deal_with({}, indicator="GRo", dealer=6)
    assert deal.why_illegal("declare") == (
        "there is no declaration to make now: it is the discard phase (R11)"
    )


def test_r12_the_recipient_discards_a_card_that_is_not_a_trump() -> None:
    hand = ["K1", "K2", "P1", "P2", "P3", "I1", "I2", "I3", "G1"]
    deal = deal_with({0: hand}, indicator="K7", stock=["KRo"], dealer=0)
    assert deal.phase == "discard" and deal.to_move == 0
    assert codes(deal.legal_moves()) == codes(cards("P1 P2 P3 I1 I2 I3 G1"))
    before = deal.state_key()
    with pytest.raises(ul.IllegalMove, match=r"R12"):
        deal.push("K1")
    assert deal.state_key() == before
    deal.push("G1")
    assert deal.discard is C("G1") and C("G1") not in deal.hand(0)


def test_r12_a_recipient_holding_only_trumps_may_discard_any_card_even_the_indicator() -> None:
    hand = ["K1", "K2", "K3", "K4", "K5", "K6", "K8", "K9", "PRo"]
    deal = deal_with({0: hand}, indicator="K7", stock=["KRo"], dealer=0)
    assert len(deal.legal_moves()) == 10 and "K7" in deal.legal_moves()
    deal.push("K7")
    assert deal.discard is C("K7")


def test_r13_side_cards_are_shown_at_the_opening_lead_and_win_no_trick() -> None:
    deal = ul.Deal.shuffled(seed=5)
    while deal.phase != "play":
        deal.push(deal.legal_moves()[0])
    recipient = deal.recipient
    assert recipient is not None
    other = (recipient + 1) % 8
    assert deal.view(recipient).discard is deal.discard  # the recipient knows its discard
    assert deal.view(other).discard is None and deal.view(other).stock is None
    deal.push(deal.legal_moves()[0])
    assert deal.view(other).discard is deal.discard and deal.view(other).stock == deal.stock
    deal.play_out()
    played = {c for t in deal.tricks for _, c, _ in t.plays}
    assert not played & {deal.discard, *deal.stock}


# -- rank orders (R14–R17) ----------------------------------------------------------------


def test_r14_trump_order_with_tenka_between_sota_and_native_robai() -> None:
    assert [str(c) for c in ul.trump_order(Suit.KOPPU)] == (
        [
            "KSu",
            "KUn",
            "KSo",
            "PRo",
            "KRo",
            "KRe",
            "KKa",
            "K1",
            "K2",
            "K3",
            "K4",
            "K5",
            "K6",
            "K7",
            "K8",
            "K9",
        ]
    )
    assert [str(c) for c in ul.trump_order(Suit.PAO)] == (
        [
            "PSu",
            "PUn",
            "PSo",
            "PRo",
            "PRe",
            "PKa",
            "P9",
            "P8",
            "P7",
            "P6",
            "P5",
            "P4",
            "P3",
            "P2",
            "P1",
        ]
    )


def test_r15_plain_order_and_the_isu_robai_between_2_and_1() -> None:
    assert [str(c) for c in ul.plain_order(Suit.OURU)] == (
        [
            "OSu",
            "OUn",
            "ORe",
            "OKa",
            "OSo",
            "ORo",
            "O1",
            "O2",
            "O3",
            "O4",
            "O5",
            "O6",
            "O7",
            "O8",
            "O9",
        ]
    )
    assert [str(c) for c in ul.plain_order(Suit.ISU)][-3:] == ["I2", "IRo", "I1"]
    assert len(ul.plain_order(Suit.PAO)) == 14


def test_r16_long_suits_run_9_high_and_round_suits_1_high() -> None:
    table = table_for(Suit.GURU)
    s = table.strength
    assert s[C("P9").index] > s[C("P1").index] and s[C("I9").index] > s[C("I1").index]
    assert s[C("K1").index] > s[C("K9").index] and s[C("O1").index] > s[C("O9").index]


def test_r17_cards_of_another_plain_suit_never_win() -> None:
    table = table_for(Suit.GURU)
    plays = [(0, C("K9"), False), (1, C("OSu"), False), (2, C("ISu"), False), (3, C("K8"), False)]
    assert trick_winner(plays, table, Suit.KOPPU) == 3  # K8 beats K9; the Suns do not compete


# -- playing the tricks (R18–R26) -------------------------------------------------------


def test_r18_the_recipient_leads_and_the_winner_leads_next() -> None:
    deal = ul.Deal.shuffled(seed=21).play_out()
    assert deal.tricks[0].leader == deal.recipient
    for before, after in zip(deal.tricks, deal.tricks[1:], strict=False):
        assert after.leader == before.winner


def test_r19_the_first_lead_may_not_be_a_trump() -> None:
    hand = cards("K1 K2 G3 O4")
    key, allowed = play_obligation(hand, None, 1, table_for(Suit.KOPPU), False, False)
    assert key == "legal.first_lead" and allowed == cards("G3 O4")


def test_r19_a_leader_holding_only_trumps_may_lead_one() -> None:
    hand = cards("K1 K2 PRo")
    key, allowed = play_obligation(hand, None, 1, table_for(Suit.KOPPU), False, False)
    assert key == "legal.first_lead_only_trumps" and allowed == hand


def test_r19_from_the_second_trick_any_card_may_be_led() -> None:
    hand = cards("K1 G3")
    _, allowed = play_obligation(hand, None, 2, table_for(Suit.KOPPU), False, False)
    assert allowed == hand


def test_r20_meri_forces_trump_follow_including_tenka() -> None:
    hand = cards("PRo G3 O4")
    key, allowed = play_obligation(hand, C("K5"), 3, table_for(Suit.KOPPU), True, False)
    assert key == "legal.meri_trumps" and allowed == [TENKA]


def test_r20_a_player_without_a_trump_plays_anything_on_meri() -> None:
    hand = cards("P3 G3 O4")
    key, allowed = play_obligation(hand, C("K5"), 3, table_for(Suit.KOPPU), True, False)
    assert key == "legal.meri_void" and allowed == hand


def test_r21_the_lone_dealt_sun_may_be_kept_on_meri() -> None:
    hand = cards("KSu G3 O4")
    key, allowed = play_obligation(hand, C("K5"), 3, table_for(Suit.KOPPU), True, True)
    assert key == "legal.sun_exception" and allowed == hand  # the Sun itself stays allowed


def test_r21_a_recipient_still_holding_another_trump_must_follow() -> None:
    hand = cards("KSu K7 G3")
    key, allowed = play_obligation(hand, C("K5"), 3, table_for(Suit.KOPPU), True, True)
    assert key == "legal.meri_trumps" and allowed == cards("KSu K7")


def test_r21_the_exception_depends_on_the_nine_dealt_cards_tenka_included() -> None:
    only_sun = ["KSu", "P1", "P2", "P3", "P4", "I1", "I2", "I3", "I4"]
    sun_and_tenka = ["KSu", "PRo", "P2", "P3", "P4", "I1", "I2", "I3", "I4"]
    deal = deal_with({2: only_sun, 5: ["PRo"]}, indicator="K7", seed=3)
    assert deal.sun_exception[2] and not any(deal.sun_exception[s] for s in range(8) if s != 2)
    deal = deal_with({2: sun_and_tenka}, indicator="K7", seed=3)
    assert not deal.sun_exception[2]


def test_r22_before_the_first_meri_any_card_may_be_played_to_a_plain_lead() -> None:
    hand = cards("G1 O4 K2")
    key, allowed = play_obligation(hand, C("G5"), 2, table_for(Suit.KOPPU), False, False)
    assert key == "legal.free_before_meri" and allowed == hand


def test_r23_monchi_follow_suit_or_trump_after_the_first_meri() -> None:
    hand = cards("G1 O4 K2 PRo")
    key, allowed = play_obligation(hand, C("G5"), 4, table_for(Suit.KOPPU), True, False)
    assert key == "legal.monchi_follow" and allowed == cards("G1 K2 PRo")


def test_r23_tenka_never_counts_as_pao_under_monchi() -> None:
    hand = cards("PRo O4")  # Tenka is a trump, not a Pao card: no Pao held
    key, allowed = play_obligation(hand, C("P5"), 4, table_for(Suit.KOPPU), True, False)
    assert key == "legal.monchi_void" and allowed == hand


def test_r23_no_card_of_the_led_suit_means_any_card() -> None:
    hand = cards("O4 I2")
    key, _ = play_obligation(hand, C("G5"), 4, table_for(Suit.KOPPU), True, False)
    assert key == "legal.monchi_void"


def test_r24_trumps_on_a_plain_lead_go_face_down_and_are_hidden_until_the_trick_ends() -> None:
    for seed in range(200):
        deal = ul.Deal.shuffled(seed=seed)
        rng = random.Random(seed)
        while deal.phase != "over":
            deal.push(rng.choice(deal.legal_moves()))
            trick = deal.current_trick
            if trick is None or len(trick.plays) < 2:
                continue
            seat, card, face_down = trick.plays[-1]
            if not face_down:
                continue
            assert deal.is_trump(card) and not trick.meri
            watcher = (seat + 1) % 8
            seen = deal.view(watcher).tricks[-1].plays[-1]
            assert seen.card is None and seen.face_down and str(seen) == f"a trump by seat {seat}"
            assert deal.view(seat).tricks[-1].plays[-1].card is card
            return
    pytest.fail("no face-down trump in 200 random deals")


def test_r24_meri_and_ninth_trick_cards_are_face_up() -> None:
    deal = ul.Deal.shuffled(seed=4).play_out(
        lambda d: random.Random(len(d.moves)).choice(d.legal_moves())
    )
    for trick in deal.tricks:
        if trick.meri or trick.ninth:
            assert not any(fd for _, _, fd in trick.plays)


def test_r25_the_highest_trump_wins_even_against_the_led_suit() -> None:
    table = table_for(Suit.OURU)
    plays = [(0, C("GSu"), False), (1, C("O9"), True), (2, C("PRo"), True), (3, C("GUn"), False)]
    assert trick_winner(plays, table, Suit.GURU) == 2  # Tenka over O9; trumps beat the Guru Sun


def test_r26_the_ninth_trick_is_played_by_the_engine_led_by_the_winner_of_trick_8() -> None:
    deal = ul.Deal.shuffled(seed=8).play_out(lambda d: d.legal_moves()[-1])
    assert len(deal.tricks) == 9 and deal.tricks[8].leader == deal.tricks[7].winner
    assert not deal.tricks[8].meri and deal.phase == "over" and deal.to_move is None
    assert deal.legal_moves() == []


def test_r26_without_a_trump_the_dealers_card_sets_the_led_suit() -> None:
    table = table_for(Suit.KOPPU)
    # the leader holds O1, but the dealer's card is a Guru: Guru is the led suit
    plays = [(0, C("O1"), False), (1, C("G9"), False), (2, C("G3"), False), (3, C("ISu"), False)]
    assert trick_winner(plays, table, Suit.GURU) == 2


# -- scoring (R27–R29) ----------------------------------------------------------------------


def _combo(trump: Suit, w: str, o: str, **kw: object) -> tuple[object, str]:
    from unsun_lab.rules import combination

    plays = [(0, C(w), False), (1, C(o), False)] + [(s, C(c), False) for s, c in kw.get("more", [])]  # type: ignore[attr-defined]
    combo, why = combination(
        plays, 0, table_for(trump), number=3, meri=bool(kw.get("meri")),
        ninth=bool(kw.get("ninth")), robai_hidden=bool(kw.get("hidden")),
    )  # fmt: skip
    return combo, str(why)


@pytest.mark.parametrize(
    ("trump", "w", "o", "pair"),
    [
        (Suit.KOPPU, "KSu", "KUn", "Sun-Un"),
        (Suit.KOPPU, "KUn", "KSo", "Un-Sota"),
        (Suit.KOPPU, "KSo", "KRo", "Sota-Robai"),
        (Suit.KOPPU, "KRo", "KRe", "Robai-Rei"),
        (Suit.ISU, "I2", "I1", "2-1"),
        (Suit.GURU, "G8", "G9", "8-9"),
        (Suit.PAO, "PSo", "PRo", "Sota-Robai"),
        (Suit.PAO, "PRo", "PRe", "Robai-Rei"),
    ],
)
def test_r27_each_combination_pair(trump: Suit, w: str, o: str, pair: str) -> None:
    combo, why = _combo(trump, w, o)
    assert combo is not None and combo.pair == pair and combo.points == 2  # type: ignore[attr-defined]
    assert f"combination {pair}" in why and "(R27, R28)" in why


def test_r27_tenka_does_not_stand_in_for_the_native_robai() -> None:
    combo, why = _combo(Suit.KOPPU, "KSo", "PRo")
    assert combo is None and "Tenka" in why
    combo, _ = _combo(Suit.KOPPU, "PRo", "KRe")
    assert combo is None


def test_r27_the_low_pair_depends_on_long_or_round_trump() -> None:
    assert _combo(Suit.KOPPU, "K2", "K1")[0] is None  # round: K1 beats K2 anyway
    assert _combo(Suit.ISU, "I8", "I9")[0] is None


def test_r27_only_the_other_teams_strongest_trump_counts() -> None:
    # W = KSu (seat 0); seat 1 plays KRe, seat 3 KUn: O is KUn, the strongest -> Sun-Un
    combo, _ = _combo(Suit.KOPPU, "KSu", "KRe", more=[(3, "KUn"), (2, "KSo")])
    assert combo is not None and combo.pair == "Sun-Un"  # type: ignore[attr-defined]


def test_r27_a_partners_trump_makes_no_combination() -> None:
    from unsun_lab.rules import combination

    plays = [(0, C("KSu"), False), (2, C("KUn"), False), (1, C("G3"), False)]
    combo, why = combination(
        plays, 0, table_for(Suit.KOPPU), number=2, meri=False, ninth=False, robai_hidden=False
    )
    assert combo is None and "own team" in str(why)


def test_r27_no_combination_on_a_meri_trick() -> None:
    combo, why = _combo(Suit.KOPPU, "KSu", "KUn", meri=True)
    assert combo is None and "Meri" in why


def test_r28_five_points_on_the_ninth_trick() -> None:
    combo, _ = _combo(Suit.KOPPU, "KSu", "KUn", ninth=True)
    assert combo.points == 5 and "ninth" in str(combo.why_points)  # type: ignore[attr-defined]


def test_r28_five_points_for_robai_pairs_while_the_robai_is_hidden() -> None:
    assert _combo(Suit.KOPPU, "KSo", "KRo", hidden=True)[0].points == 5  # type: ignore[attr-defined]
    assert _combo(Suit.KOPPU, "KRo", "KRe", hidden=True)[0].points == 5  # type: ignore[attr-defined]
    assert _combo(Suit.KOPPU, "KSu", "KUn", hidden=True)[0].points == 2  # type: ignore[attr-defined]


def test_r28_the_conditions_do_not_add_up() -> None:
    combo, _ = _combo(Suit.KOPPU, "KRo", "KRe", hidden=True, ninth=True)
    assert combo.points == 5  # type: ignore[attr-defined]


def test_r28_hidden_only_when_the_holder_passed() -> None:
    deal = deal_with({4: ["KRo"]}, indicator="K7")
    deal.push("declare")
    assert not deal.robai_hidden
    assert not deal_with({}, indicator="KRo").robai_hidden


def test_r29_a_deal_score_can_be_negative() -> None:
    """That every deal's scores add up to 9 is checked on every deal of the sweep
    (``tests/rules/test_properties.py``); here, one random deal whose score is negative."""
    for seed in range(300):
        chooser = random.Random(seed).choice
        deal = ul.Deal.shuffled(seed=seed).play_out(lambda d, pick=chooser: pick(d.legal_moves()))
        if min(deal.score) < 0:
            return
    pytest.fail("300 random deals gave no negative score")


# -- the match and information (R30, R31) ---------------------------------------------


class FirstLegal:
    def choose(self, view: ul.PlayerView) -> str:
        return view.legal_moves[0]


def test_r30_a_match_is_eight_deals_with_the_dealer_moving_left() -> None:
    match = ul.Match(seed=3, players=[FirstLegal()] * 8, first_dealer=5)
    match.play()
    assert [d.dealer for d in match.deals] == [(5 + i) % 8 for i in range(8)]
    assert match.results == [d.score for d in match.deals]
    assert match.totals == tuple(map(sum, zip(*match.results, strict=True)))
    a, b = match.totals
    assert match.outcome == ("draw" if a == b else "team 0/2/4/6" if a > b else "team 1/3/5/7")
    assert not match.next_deal()
    match.restart()
    assert match.results == [] and match.totals == (0, 0) and match.deal_number == 1


def test_r30_equal_totals_are_a_draw() -> None:
    match = ul.Match(seed=1, players=[FirstLegal()] * 8)  # a real match that ends level
    match.play()
    assert match.totals == (36, 36)
    assert match.over and match.outcome == "draw" and not match.next_deal()


def test_r30_a_human_seat_waits_for_push() -> None:
    match = ul.Match(seed=2, players=[None] + [FirstLegal()] * 7)
    match.advance()
    assert match.deal.to_move == 0 and match.waiting_for == 0
    move = match.deal.legal_moves()[0]
    match.push(move)
    assert match.deal.moves[-1] == move


def test_r31_a_view_holds_no_other_seats_unplayed_cards() -> None:
    deal = ul.Deal.shuffled(seed=31)
    rng = random.Random(31)
    for _ in range(30):
        deal.push(rng.choice(deal.legal_moves()))
    for seat in range(8):
        view = deal.view(seat)
        # everyone knows the recipient holds the indicator (R31); nothing else of others' hands
        others = {c for s in range(8) if s != seat for c in deal.hand(s)} - {deal.indicator}
        assert not view.seen_cards() & others
        assert view.hand == deal.hand(seat)


def test_why_illegal_is_the_one_way_to_ask_and_carries_the_explanation() -> None:
    """R19: the refusal is a sentence (a str) that also carries its Explanation; the view
    gives the same Explanation for the card (``refusals``), and the old ``Deal.refusal`` is
    gone."""
    from unsun_lab import Deal, Refusal

    deal = Deal.shuffled(seed=5)
    while deal.phase != "play":
        deal.push(deal.legal_moves()[0])
    trump = next(c for c in deal.hand(deal.to_move) if deal.is_trump(c))
    why = deal.why_illegal(trump.code)
    assert isinstance(why, Refusal) and isinstance(why, str)
    assert why.rule == "R19" and "(R19)" in why
    assert why == str(why.explanation)
    assert deal.view(deal.to_move).refusals()[trump.code] == why.explanation
    assert deal.refusals()[trump.code] == why.explanation
    assert not hasattr(deal, "refusal")


def test_every_stored_play_is_a_play_named_tuple() -> None:
    """R18/R24: each trick holds Play(seat, card, face_down), also unpackable as a tuple."""
    from unsun_lab import Play, random_playout

    deal = random_playout(9)
    plays = [p for t in deal.tricks for p in t.plays]
    assert len(plays) == 72 and all(type(p) is Play for p in plays)
    assert any(p.face_down for p in plays)
    for trick in deal.tricks:
        assert [seat for seat, _, _ in trick.plays] == [(trick.leader + k) % 8 for k in range(8)]
    dealt = [c for hand in deal.dealt for c in hand] + [deal.indicator]
    assert sorted(p.card for p in plays) == sorted(c for c in dealt if c is not deal.discard)
