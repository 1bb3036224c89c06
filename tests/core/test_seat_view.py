"""A seat's view holds every fact the seat knows, computed once in the core (R11-R13, R19-R23,
R31): the declaration as it heard it, what it knows of the native Robai, its hand in the
order a player sorts it, and why each card it may not play is refused."""

from __future__ import annotations

import random

import pytest

import unsun_lab as ul
from unsun_lab.deal import Deal
from unsun_lab.rules import (
    ROBAI_SEEN,
    speaking_order,
    team_label,
    team_name,
    team_of,
    team_seats,
)
from unsun_lab.view import Spoken


def twin_with_robai_in_stock(deal: Deal) -> Deal:
    """The same deal with the native Robai swapped with the first stock card (R7, R11)."""
    assert deal.holder is not None
    native, spare = deal.native_robai, deal.stock[0]
    hands = [[spare if c is native else c for c in hand] for hand in deal.dealt]
    return Deal.from_cards(deal.dealer, hands, deal.indicator, [native, deal.stock[1]])


def deals_with_a_holder(n: int) -> list[Deal]:
    found = []
    seed = 0
    while len(found) < n:
        deal = Deal.shuffled(seed=seed, dealer=seed % 8)
        seed += 1
        if deal.holder is not None and deal.holder != deal.dealer:
            found.append(deal)
    return found


def test_before_the_declaration_a_non_holder_cannot_tell_a_hand_from_the_stock() -> None:
    """R11/R13/R31: whether a hand holds the native Robai (its holder still deciding, or
    having passed) or the stock does, every seat other than the holder and the dealer sees
    the very same view until the dealer has discarded: phase, seat to move, recipient, step
    count, hand sizes, declaration, everything. (Before the fix the stock twin showed the
    discard phase, the dealer to move and one step made, while the holder was deciding.)"""
    for deal in deals_with_a_holder(40):
        twin = twin_with_robai_in_stock(deal)
        assert twin.holder is None and twin.phase == "discard"
        others = [s for s in range(8) if s not in (deal.holder, deal.dealer)]
        for seat in others:  # the holder is deciding
            assert deal.view(seat) == twin.view(seat), (deal.dealer, deal.holder, seat)
            assert deal.view(seat).phase == "declare" and deal.view(seat).to_move is None
        deal.push("pass")
        for seat in [*others, deal.dealer]:  # the dealer is asked to discard in both
            assert deal.view(seat) == twin.view(seat), (deal.dealer, deal.holder, seat)
        discard = deal.legal_moves()[0]
        assert discard in twin.legal_moves()
        deal.push(discard)
        twin.push(discard)
        for seat in [*others, deal.dealer]:  # the stock is still face down (R13)
            assert deal.view(seat) == twin.view(seat), (deal.dealer, deal.holder, seat)
        lead = deal.legal_moves()[0]
        deal.push(lead)
        twin.push(lead)
        # from the opening lead the stock is shown: now every seat knows (R13)
        assert {deal.view(s).robai for s in others} == {"hidden"}
        assert {twin.view(s).robai for s in others} == {"stock"}


def test_the_dealer_is_asked_the_same_question_after_a_pass_as_with_the_robai_in_stock() -> None:
    for deal in deals_with_a_holder(20):
        twin = twin_with_robai_in_stock(deal)
        deal.push("pass")
        assert deal.view(deal.dealer) == twin.view(deal.dealer)
        assert deal.view(deal.dealer).legal_moves == tuple(twin.legal_moves())


def test_a_declaration_is_seen_by_all_at_once() -> None:
    deal = deals_with_a_holder(1)[0]
    deal.push("declare")
    for seat in range(8):
        view = deal.view(seat)
        assert view.declared is True and view.recipient == deal.holder
        assert view.robai == "declared" and view.phase == "discard"
        said = {s.seat: s.said for s in view.spoken}
        assert said[deal.holder] == "declare" and len(said) == 8
        assert {w for s, w in said.items() if s != deal.holder} == {"pass"}


def test_the_declaration_is_heard_in_turn_from_the_dealers_left() -> None:
    """R11: each seat in turn from the dealer's left; the holder's pass is a pass like any
    other; while it decides, the holder has heard the passes before its turn."""
    for deal in deals_with_a_holder(16):
        order = speaking_order(deal.dealer)
        assert order[-1] == deal.dealer and order[0] == (deal.dealer + 1) % 8
        holder = deal.holder
        assert holder is not None
        before = order[: order.index(holder)]
        assert deal.view(holder).spoken == tuple(Spoken(s, "pass") for s in before)
        assert deal.spoken == deal.view(holder).spoken  # the open table
        deal.push("pass")
        everyone = tuple(Spoken(s, "pass") for s in order)
        assert deal.view(holder).spoken == everyone == deal.view(deal.dealer).spoken
        assert deal.spoken == everyone


def test_what_each_seat_knows_of_the_native_robai_is_one_of_the_named_facts() -> None:
    """R11, R13, R28, R31 in every case, and the same fact the table states once shown."""
    seen: set[str] = set()
    for g in range(60):
        rng = random.Random(g)
        deal = Deal.shuffled(seed=g, dealer=g % 8)
        while True:
            status = deal.native_robai_status
            for seat in range(8):
                fact = deal.view(seat).robai
                assert fact in ROBAI_SEEN
                seen.add(fact)
                if fact == "own":
                    assert seat == deal.holder and status in (None, "hidden")
                elif fact in ("indicator", "declared", "hidden", "stock"):
                    assert fact == status
                elif fact == "not_declared":
                    assert status in ("hidden", "stock") and not deal.tricks
                else:
                    assert fact == "pending" and not deal.tricks
            if deal.over or len(deal.tricks) > 1:
                break
            deal.push(rng.choice(deal.legal_moves()))
    assert seen == set(ROBAI_SEEN)


def test_refusals_give_the_deals_own_reason_for_every_card_not_allowed() -> None:
    """R12, R19-R23: the view answers from what the seat knows, and its answer is the one
    the deal gives when the card is pushed; the open table answers the same."""
    checked = 0
    for g in range(25):
        rng = random.Random(g)
        deal = Deal.shuffled(seed=100 + g, dealer=g % 8)
        while not deal.over:
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            refused = view.refusals()
            assert refused == deal.refusals()
            for card in deal.hand(seat):
                why = deal.why_illegal(card.code)
                if why is None:
                    assert card.code not in refused
                else:
                    assert refused[card.code] == why.explanation
                    checked += 1
            for other in range(8):
                if other != seat:
                    assert deal.view(other).refusals() == {}
            deal.push(rng.choice(deal.legal_moves()))
    assert checked > 200


def test_one_hand_order_for_every_picture_and_view() -> None:
    from unsun_lab.display.common import hand_order

    for g in range(20):
        deal = Deal.shuffled(seed=g)
        while deal.phase != "play":
            deal.push(deal.legal_moves()[0])
        for seat in range(8):
            ordered = deal.view(seat).hand_in_order()
            assert ordered == deal.hand_in_order(seat)
            assert list(ordered) == hand_order(deal.hand(seat), deal.trump)
            trumps = [c for c in ordered if deal.is_trump(c)]
            assert list(ordered[: len(trumps)]) == trumps  # trumps first (R14)
            strength = deal.table.strength
            assert [strength[c.index] for c in trumps] == sorted(
                (strength[c.index] for c in trumps), reverse=True
            )


def test_led_suit_is_the_suit_a_card_must_be_of_to_win_without_a_trump() -> None:
    """R17, R20, R25, R26."""
    for g in range(30):
        deal = ul.random_playout(g)
        for trick in deal.tricks:
            assert trick.led_suit is not None
            lead = trick.plays[0].card
            if trick.number < 9:
                assert trick.led_suit is (deal.trump if trick.meri else lead.suit)
            winner_card = next(c for s, c, _ in trick.plays if s == trick.winner)
            if not deal.is_trump(winner_card):
                assert winner_card.suit is trick.led_suit
        seen = deal.view(0).tricks
        assert [t.led_suit for t in seen] == [t.led_suit for t in deal.tricks]
        for s, t in zip(seen, deal.tricks, strict=True):  # seat 0's view says "you" of seat 0
            assert s.explain("ja") == t.explain("ja", you=0)


def test_a_copy_is_structural_and_independent(monkeypatch: pytest.MonkeyPatch) -> None:
    import unsun_lab.record

    deal = ul.random_playout(4)
    deal.title = "copied"
    deal.note(3, "a note")

    def no_round_trip(*args: object, **kwargs: object) -> None:
        raise AssertionError("copy went through the record format")

    monkeypatch.setattr(unsun_lab.record, "deal_from_record", no_round_trip)
    monkeypatch.setattr(unsun_lab.record, "deal_to_record", no_round_trip)
    twin = deal.copy()
    assert twin.state_key() == deal.state_key() and twin is not deal
    assert twin.title == "copied" and twin.move_notes == {3: "a note"}
    while twin.moves:
        twin.pop()
    assert len(deal.moves) == 66 and deal.over and deal.tricks[8].winner is not None
    assert twin.phase in ("declare", "discard") and deal.copy().state_key() == deal.state_key()


def test_teams_are_named_once() -> None:
    """R5."""
    assert [team_of(s) for s in range(8)] == [0, 1] * 4
    assert team_seats(0) == (0, 2, 4, 6) and team_label(1) == "1/3/5/7"
    assert team_name(0).render("en") == "team 0/2/4/6"
    assert team_name(1).render("pt") == "equipe 1/3/5/7"
    with pytest.raises(ValueError, match="R5"):
        team_seats(2)


def test_one_message_class_for_every_sentence_kept_as_data() -> None:
    """A sentence is an Explanation until it is shown: rule reasons, record refusals, the
    players' advice; its repr is code that rebuilds it."""
    from unsun_lab.cards import Card, Rank, Suit
    from unsun_lab.explain import Explanation, Term
    from unsun_lab.players import HeuristicPlayer
    from unsun_lab.record import RecordError, Said

    said = Said("record.field", field="dealer", detail=Said("record.missing"))
    assert isinstance(said, Explanation) and said.rule is None and said.rules == []
    assert said.render("cs") == "dealer: chybí"
    with pytest.raises(RecordError) as caught:
        Deal.from_record({"format": "unsun-lab/deal-1"})
    assert isinstance(caught.value.said, Explanation)
    assert caught.value.render("en") == str(caught.value)
    deal = ul.random_playout(5).after(12)
    view = deal.view(deal.to_move)
    advice = HeuristicPlayer(seed=1).explain(view)
    assert isinstance(advice.why, Explanation) and not isinstance(advice.why, str)
    assert advice.reason == advice.why.render() and advice.render("ja") == advice.why.render("ja")
    names = {"Explanation": Explanation, "Term": Term, "Card": Card, "Suit": Suit, "Rank": Rank}
    shown = 0
    for trick in ul.random_playout(8).tricks:
        for e in trick.reasons():
            assert eval(repr(e), names) == e  # python-chess style: the repr is code
            shown += 1
    assert shown >= 18
