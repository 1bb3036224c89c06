"""The notebooks' public helpers: seeded random play-outs and the position finder."""

from __future__ import annotations

import pytest

import unsun_lab as ul


def test_random_playout_is_reproducible_and_complete() -> None:
    a, b = ul.random_playout(11), ul.random_playout(11)
    assert a.over and a.moves == b.moves
    assert a.moves != ul.random_playout(12).moves


@pytest.mark.parametrize("where", ["R21", "R23", "legal.monchi_void", "legal.meri_trumps"])
def test_find_position_stops_where_the_rule_decides(where: str) -> None:
    seed, deal, full, move = ul.find_position(where)
    reason = deal.legal_reason()
    assert reason is not None
    assert where in (reason.rule, reason.key)
    assert deal.moves == full.moves[:move] == ul.random_playout(seed).moves[:move]
    # no earlier position of an earlier seed qualifies: the finder returns the first one
    for earlier in range(seed):
        full_earlier = ul.random_playout(earlier)
        for k in range(len(full_earlier.moves)):
            d = full_earlier.after(k)
            r = d.legal_reason()
            assert d.phase != "play" or r is None or where not in (r.rule, r.key)


def test_find_position_takes_a_test_and_says_when_nothing_matches() -> None:
    found = ul.find_position(lambda d: len(d.moves) == 30, seeds=[4])
    assert found.seed == 4 and len(found.deal.moves) == 30 and found.move == 30
    with pytest.raises(LookupError, match="R99"):
        ul.find_position("R99", seeds=range(2))


def test_after_rebuilds_the_deal_at_a_move() -> None:
    full = ul.random_playout(3)
    assert full.after(len(full.moves)).state_key() == full.state_key()
    half = full.after(33)
    half.push(full.moves[33])
    assert half.state_key() == full.after(34).state_key()
