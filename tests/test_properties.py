"""Properties over 2,000 random deals played with random legal moves (issue 2)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import unsun_lab as ul

DEALS = 2000


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
@given(seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 7))
def test_random_legal_deals_keep_every_invariant(seed: int, dealer: int) -> None:
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
