"""Properties over random deals played with random legal moves.

``pytest`` plays 200 deals; the full sweep of 2,000 is marked slow (``pytest --run-slow``, as
CI runs it). Both check the same invariants on deals Hypothesis draws.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import unsun_lab as ul

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


SEEDS = st.integers(0, 2**32 - 1)
DEALERS = st.integers(0, 7)


@settings(max_examples=DEALS, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, dealer=DEALERS)
def test_random_legal_deals_keep_every_invariant(seed: int, dealer: int) -> None:
    play_and_check(seed, dealer)


@pytest.mark.slow
@settings(max_examples=FULL_DEALS, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, dealer=DEALERS)
def test_random_legal_deals_keep_every_invariant_full_sweep(seed: int, dealer: int) -> None:
    play_and_check(seed, dealer)


def play_and_check(seed: int, dealer: int) -> None:
    """Play the deal ``seed`` with random legal moves, checking every invariant at each one."""
    rng = random.Random(seed)
    deal = ul.Deal.shuffled(seed=seed, dealer=dealer)
    while deal.phase != "over":
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
    assert sum(deal.score) == 9
    assert len(deal.tricks) == 9 and all(len(t.plays) == 8 for t in deal.tricks)
    assert sorted(accounted(deal)) == list(ul.DECK)
    again = ul.Deal.from_record(deal.to_record())
    assert again.state_key() == deal.state_key() and again.to_record() == deal.to_record()
