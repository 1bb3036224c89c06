"""Properties over random deals played with random legal moves: the one sweep of random
deals. Every invariant of a random deal is checked here, at every move of each deal drawn:
the cards, the views (R31), the face-down trumps (R24), push and pop, the score (R29), the
record, the fast simulator's deal and playout, and what a seat infers and samples from its view.

``pytest`` plays 200 deals; the full sweep of 2,000 is marked slow (``pytest --run-slow``, as
CI runs it). Both check the same invariants on deals Hypothesis draws (``random_deals()``).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings

import unsun_lab as ul
from tests.helpers import random_deals
from unsun_lab.fastsim import FastDeal, mask_of, move_code
from unsun_lab.players import knowledge_of

DEALS = 200
FULL_DEALS = 2000


def accounted(deal: ul.Deal) -> list[ul.Card]:
    """Every card somewhere: hands, tricks, the discard, the stock (the indicator is in a hand
    from the declaration on, or still on the table while the holder decides)."""
    cards = [c for seat in range(8) for c in deal.hand(seat)]
    cards += [c for t in deal.tricks for _, c, _ in t.plays]
    cards += list(deal.stock)
    if deal.discard is not None:
        cards.append(deal.discard)
    if deal.recipient is None:
        cards.append(deal.indicator)
    return cards


@settings(max_examples=DEALS, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(drawn=random_deals())
def test_random_legal_deals_keep_every_invariant(drawn: tuple[int, int]) -> None:
    play_and_check(*drawn)


@pytest.mark.slow
@settings(max_examples=FULL_DEALS, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(drawn=random_deals())
def test_random_legal_deals_keep_every_invariant_full_sweep(drawn: tuple[int, int]) -> None:
    play_and_check(*drawn)


def check_fast_deal(seed: int, dealer: int, deal: ul.Deal) -> None:
    """The fast simulator deals the same cards as the core, and its own random playout of
    them is a whole deal: nine points, every hand empty (R6, R29)."""
    fast = FastDeal.shuffled(seed, dealer=dealer)
    assert fast.hands == [mask_of(h) for h in deal.hands]
    assert fast.indicator == deal.indicator.index
    assert fast.holder == (-1 if deal.holder is None else deal.holder)
    assert fast.sun_exc == deal.sun_exception
    assert fast.legal() == FastDeal.from_deal(deal).legal()
    fast.playout(random.Random(seed))
    assert fast.over and sum(fast.score) == 9 and fast.hands == [0] * 8


def check_what_a_seat_infers(deal: ul.Deal, rng: random.Random) -> None:
    """What the seat to move infers never contradicts the true hands, its unseen cards fill
    exactly the unknown places, and a world sampled from its view gives it the same legal
    moves, hand sizes and score (R31)."""
    seat = deal.to_move or 0
    view = deal.view(seat)
    know = knowledge_of(view)
    for s in range(8):
        if s != seat:
            assert mask_of(deal.hand(s)) & ~know.allow[s] == 0, s
    slots = sum(know.need) + len(know.facedown) + know.discard_unknown + 2 * know.stock_unknown
    assert know.unseen.bit_count() == slots
    world = know.world(view, rng)
    assert tuple(move_code(m) for m in world.legal()) == view.legal_moves
    assert tuple(h.bit_count() for h in world.hands) == view.hand_sizes
    assert world.score == list(view.score)


def play_and_check(seed: int, dealer: int) -> None:
    """Play the deal ``seed`` with random legal moves, checking every invariant at each one."""
    rng = random.Random(seed)
    deal = ul.Deal.shuffled(seed=seed, dealer=dealer)
    assert deal.trump is deal.indicator.suit  # R8
    check_fast_deal(seed, dealer, deal)
    probe = random.Random(~seed)  # its own draws: the moves are those of ``rng``
    inferred_at = probe.randrange(66)
    while deal.phase != "over":
        if len(deal.moves) == inferred_at:
            check_what_a_seat_infers(deal, probe)
        legal = deal.legal_moves()
        assert legal, "legal_moves() is never empty before the end"
        assert sorted(accounted(deal)) == list(ul.DECK), "all 75 cards are accounted for"
        move = rng.choice(legal)
        assert deal.why_illegal(move) is None
        before = deal.state_key()
        deal.push(move)
        if rng.random() < 0.25:  # push then pop restores the state exactly
            assert deal.pop() == move
            assert deal.state_key() == before
            deal.push(move)
        watcher = rng.randrange(8)
        view = deal.view(watcher)
        hidden = {c for s in range(8) if s != watcher for c in deal.hand(s)} - {deal.indicator}
        assert not view.seen_cards() & hidden, "a view never shows another seat's unplayed card"
        trick = deal.current_trick
        if trick is not None and len(trick.plays) >= 2 and trick.plays[-1][2]:  # R24
            seat, card, _ = trick.plays[-1]
            assert deal.is_trump(card) and not trick.meri
            seen = deal.view((seat + 1) % 8).tricks[-1].plays[-1]
            assert seen.card is None and seen.face_down
            assert deal.view(seat).tricks[-1].plays[-1].card is card
    assert sum(deal.score) == 9
    assert len(deal.tricks) == 9 and all(len(t.plays) == 8 for t in deal.tricks)
    assert sorted(accounted(deal)) == list(ul.DECK)
    again = ul.Deal.from_record(deal.to_record())
    assert again.state_key() == deal.state_key() and again.to_record() == deal.to_record()
