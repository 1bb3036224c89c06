"""Inference from habits: a sampled world's weight is the likelihood of the other
seats' follows in it (players.knowledge.Habits), checked against the core rules, and the
weights point belief towards the cards the seats really hold, not away (R25, R31)."""

from __future__ import annotations

import math
import random

import pytest

from tests.helpers import replay_in_core
from unsun_lab.cards import DECK, Card, Suit
from unsun_lab.deal import Deal
from unsun_lab.orders import TrumpTable, table_for
from unsun_lab.players import ExpertPlayer, HeuristicPlayer
from unsun_lab.players.knowledge import HABITS, Habits, World, knowledge_of
from unsun_lab.players.search import Rollouts
from unsun_lab.rules import Play, team_of, trick_winner
from unsun_lab.view import PlayerView


def heuristic_positions(n_games: int, seed: int) -> list[tuple[Deal, PlayerView]]:
    """The true deal and one seat's view, at a random moment after a few tricks."""
    out = []
    for g in range(n_games):
        rng = random.Random(seed + g)
        deal = Deal.shuffled(seed=seed + g, dealer=g % 8)
        players = [HeuristicPlayer(seed=g * 8 + s) for s in range(8)]
        stop = rng.randrange(20, 60)
        while not deal.over and len(deal.moves) < stop:
            seat = deal.to_move
            assert seat is not None
            deal.push(players[seat].choose(deal.view(seat)))
        if not deal.over:
            out.append((deal, deal.view(rng.randrange(8))))
    return out


def core_weight(view: PlayerView, world: World, habits: Habits) -> float:
    """The weight worked out again with the core: the world replayed as a Deal, and at each
    follow of another seat, every legal card tried against rules.trick_winner (R25)."""
    whole = replay_in_core(view, world)
    table = table_for(view.trump)
    deal = Deal.from_cards(
        view.dealer,
        [[DECK[i] for i in range(75) if m >> i & 1] for m in world.dealt],
        view.indicator,
        [DECK[i] for i in world.stock],
    )
    weight = 1.0
    for move in whole.moves:
        trick = deal.current_trick
        seat = deal.to_move
        if deal.phase == "play" and trick is not None and trick.plays and seat != view.seat:
            assert seat is not None
            plays = list(trick.plays)
            led = table.follow_suit[plays[0].card.index]
            winner = plays[trick_winner(plays, table, led)].seat
            able = [_beats(plays, seat, m, led, table) for m in deal.legal_moves()]
            if any(able) and not all(able):
                partner = team_of(winner) == team_of(seat)
                p = (habits.overtake if partner else habits.beat)[len(plays)]
                weight *= p if _beats(plays, seat, move, led, table) else 1.0 - p
        deal.push(move)
    return weight


def _beats(plays: list[Play], seat: int, code: str, led: Suit | None, table: TrumpTable) -> bool:
    """R25: would ``code`` played by ``seat`` win the trick so far?"""
    return trick_winner([*plays, Play(seat, Card(code), False)], table, led) == len(plays)


POSITIONS = heuristic_positions(40, 9100)


def test_a_world_weighs_as_much_as_the_core_says() -> None:
    checked = 0
    below_one = 0
    for k, (_, view) in enumerate(POSITIONS):
        know = knowledge_of(view)
        for w in range(3):
            world = know.sample_world(view, random.Random(k * 5 + w), habits=HABITS)
            assert 0.0 < world.weight <= 1.0
            assert world.weight == pytest.approx(core_weight(view, world, HABITS), rel=1e-9)
            checked += 1
            below_one += world.weight < 1.0
    assert checked >= 100
    assert below_one > checked // 2  # most positions hold some telling follow


def test_habits_change_the_weights_only_never_the_worlds() -> None:
    for k, (_, view) in enumerate(POSITIONS[:15]):
        know = knowledge_of(view)
        plain = know.sample_world(view, random.Random(k))
        weighed = know.sample_world(view, random.Random(k), habits=HABITS)
        assert plain.dealt == weighed.dealt and plain.weight == 1.0


def log_score_gain(habits: Habits, worlds: int = 150) -> float:
    """How much more probability (log, per card) the weighted worlds give the cards the other
    seats really hold than the same worlds unweighted, over POSITIONS. Weights are scaled to
    a mean of 1 and both shares smoothed alike, so only where the weight lies counts."""
    gain = 0.0
    judged = 0
    for k, (deal, view) in enumerate(POSITIONS):
        know = knowledge_of(view)
        rng = random.Random(k)
        drawn = [know.sample_world(view, rng, habits=habits) for _ in range(worlds)]
        scale = worlds / sum(w.weight for w in drawn)
        for s in range(8):
            for card in deal.hand(s) if s != view.seat else ():
                if not know.unseen >> card.index & 1:
                    continue
                held = [w.deal.hands[s] >> card.index & 1 for w in drawn]
                weighed = scale * sum(w.weight * h for w, h in zip(drawn, held, strict=True))
                gain += math.log((weighed + 1) / (sum(held) + 1))  # both over worlds + 2
                judged += 1
    assert judged > 500
    return gain / judged


def test_the_weights_point_towards_the_true_hands() -> None:
    """The habits' direction is right: weighing by them puts more belief on the true hands
    than weighing by the opposite habits (a seat that did not beat probably could). How much
    belief they add over no weights at all is measured, not tested:
    ``python benchmarks/rollouts.py --habits 30 --seed 50000 60000`` (it is small)."""
    opposite = Habits(
        tuple(1.0 - p if p else 0.0 for p in HABITS.beat),
        tuple(1.0 - p if p else 0.0 for p in HABITS.overtake),
    )
    assert log_score_gain(HABITS) > log_score_gain(opposite) + 0.02


def test_weighted_rollouts_average_by_weight() -> None:
    found = Rollouts(0, ["a", "b"], [[4, 0, 2], [1, 1, 1]], weights=[1.0, 0.0, 1.0])
    assert found.mean(0) == pytest.approx(3.0)
    assert found.mean(1) == pytest.approx(1.0)
    assert found.stderr(1) == 0.0
    even = Rollouts(0, ["a"], [[4, 0, 2, 6]], weights=[0.5] * 4)
    assert even.mean(0) == pytest.approx(Rollouts(0, ["a"], [[4, 0, 2, 6]]).mean(0))


def test_the_expert_with_inference_is_reproducible_and_legal() -> None:
    view = next(v for _, v in POSITIONS if len(v.legal_moves) > 1 and v.phase == "play")
    a = ExpertPlayer(seed=2, rollouts=300, inference=True).evaluate(view)
    b = ExpertPlayer(seed=2, rollouts=300, inference=True).evaluate(view)
    assert a == b
    assert set(a[0]) == set(view.legal_moves)
    assert "inference=True" in repr(ExpertPlayer(inference=True))
