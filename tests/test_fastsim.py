"""The lean bitmask simulator agrees with the core Deal move for move (R11–R28)."""

from __future__ import annotations

import random

import pytest

from unsun_lab.deal import Deal
from unsun_lab.fastsim import DECLARE, PASS, PLAY_PHASE, FastDeal, bits, mask_of, move_code
from unsun_lab.orders import COMBO_PAIRS


def _deal_pair(seed: int) -> tuple[Deal, FastDeal]:
    deal = Deal.shuffled(seed=seed, dealer=seed % 8)
    return deal, FastDeal.from_deal(deal, log=True)


def test_shuffled_gives_the_same_cards_as_the_core_deal() -> None:
    for seed in range(40):
        deal = Deal.shuffled(seed=seed, dealer=seed % 8)
        fd = FastDeal.shuffled(seed, dealer=seed % 8)
        assert fd.hands == [mask_of(h) for h in deal.hands]
        assert fd.indicator == deal.indicator.index
        assert fd.holder == (-1 if deal.holder is None else deal.holder)
        assert fd.sun_exc == deal.sun_exception
        assert fd.legal() == FastDeal.from_deal(deal).legal()


def test_random_deals_agree_with_the_core_engine_move_for_move() -> None:
    """320 deals: identical legal sets at every step, trick winners, combos and scores."""
    combos = 0
    for seed in range(320):
        rng = random.Random(1000 + seed)
        deal, fd = _deal_pair(seed)
        while deal.phase != "over":
            legal = deal.legal_moves()
            fast_legal = [move_code(m) for m in fd.legal()]
            assert fast_legal == legal, (seed, len(deal.moves))
            assert fd.to_move == deal.to_move
            k = rng.randrange(len(legal))
            deal.push(legal[k])
            fd.push(fd.legal()[k])
            assert fd.score == list(deal.score)
        assert fd.over
        assert fd.log is not None and len(fd.log) == 9
        for trick, (number, leader, winner, pair, points) in zip(deal.tricks, fd.log, strict=True):
            assert (number, leader, winner) == (trick.number, trick.leader, trick.winner)
            expected = (
                (-1, 0)
                if trick.combo is None
                else (
                    COMBO_PAIRS.index(trick.combo.pair),
                    trick.combo.points,
                )
            )
            assert (pair, points) == expected
            combos += pair >= 0
        assert fd.score == list(deal.score) and sum(fd.score) == 9  # R29
    assert combos > 20  # the sample exercises R27/R28, not only plain tricks


@pytest.mark.parametrize("moves_in", [0, 1, 2, 9, 23, 40, 63])
def test_from_deal_resumes_mid_deal(moves_in: int) -> None:
    for seed in range(20):
        rng = random.Random(seed)
        deal = Deal.shuffled(seed=seed)
        for _ in range(moves_in):
            if deal.phase == "over":
                break
            legal = deal.legal_moves()
            deal.push(legal[rng.randrange(len(legal))])
        fd = FastDeal.from_deal(deal)
        assert [move_code(m) for m in fd.legal()] == deal.legal_moves()
        copy = fd.copy()
        deal.play_out(lambda d: d.legal_moves()[-1])
        fd.play(lambda f, mask: PASS if f.phase == 0 else bits(mask)[-1])
        assert fd.score == list(deal.score)
        assert copy.legal() != [] or copy.over  # the copy was not advanced


def test_playout_ends_every_deal_with_nine_points() -> None:
    rng = random.Random(5)
    for seed in range(200):
        fd = FastDeal.shuffled(seed)
        fd.playout(rng)
        assert fd.over and sum(fd.score) == 9  # R29
        assert fd.hands == [0] * 8


def test_declare_gives_the_holder_the_indicator() -> None:
    for seed in range(200):
        fd = FastDeal.shuffled(seed, dealer=3)
        if fd.holder >= 0 and fd.holder != 3:
            fd.push(DECLARE)
            assert fd.recipient == fd.holder and fd.hands[fd.holder] >> fd.indicator & 1  # R11
            assert not fd.hidden
            return
    pytest.fail("no deal with a holder other than the dealer")


class _Recorder(FastDeal):
    """A FastDeal that writes down every card its own play loops put on the table."""

    __slots__ = ("moves",)

    def _play(self, card: int) -> None:
        self.moves.append(move_code(card))
        super()._play(card)

    def push(self, move: int) -> None:
        if self.phase != PLAY_PHASE:  # declaring and discarding go through push
            self.moves.append(move_code(move))
        super().push(move)


@pytest.mark.parametrize("policy", ["playout", "playout_greedy"])
def test_playout_loops_play_legal_deals_the_core_scores_the_same(policy: str) -> None:
    """The rollout loops (not only push) agree with the core: replaying the cards they chose
    through Deal is legal move for move and ends with the same score (R18–R28)."""
    ninth_combos = other_combos = 0
    for seed in range(200):
        rng = random.Random(seed)
        fd = _Recorder.shuffled(random.Random(seed), dealer=seed % 8)
        fd.moves = []
        getattr(fd, policy)(rng)
        deal = Deal.shuffled(seed=seed, dealer=seed % 8)
        for move in fd.moves:
            if deal.over:
                break  # the ninth trick's cards are played by the engine (R26)
            deal.push(move)  # raises IllegalMove if a loop broke a rule
        assert deal.over and deal.score == tuple(fd.score), seed
        for trick in deal.tricks:
            if trick.combo is not None:
                ninth_combos += trick.ninth
                other_combos += not trick.ninth
    assert other_combos > ninth_combos  # combos mostly fall on tricks 1-8
