"""Sampled worlds are possible worlds: replaying everything the seat saw in a
sampled world through the core Deal is legal at every step, and shows the seat the very view
it had (R6, R11-R13, R19-R24, R31)."""

from __future__ import annotations

import random

import pytest

from tests.helpers import replay_in_core
from unsun_lab.deal import Deal
from unsun_lab.fastsim import fast_table
from unsun_lab.players import HeuristicPlayer, RandomPlayer
from unsun_lab.players.knowledge import knowledge_of
from unsun_lab.view import PlayerView


def positions(n_games: int) -> list[PlayerView]:
    """Views of every seat at one random moment of games played by mixed players."""
    views = []
    for g in range(n_games):
        rng = random.Random(g)
        deal = Deal.shuffled(seed=500 + g, dealer=g % 8)
        players = [
            (HeuristicPlayer if (g + s) % 3 else RandomPlayer)(seed=g * 8 + s) for s in range(8)
        ]
        stop = rng.randrange(0, 66)
        while not deal.over and len(deal.moves) < stop:
            seat = deal.to_move
            assert seat is not None
            deal.push(players[seat].choose(deal.view(seat)))
        views += [deal.view(s) for s in range(8) if deal.view(s).phase != "over"]
    return views


VIEWS = positions(48)


def test_enough_positions() -> None:
    assert len(VIEWS) >= 300


@pytest.mark.parametrize("chunk", range(4))
def test_every_sampled_world_replays_legally_to_the_same_view(chunk: int) -> None:
    for k, view in enumerate(VIEWS[chunk::4]):
        know = knowledge_of(view)
        for w in range(2):
            world = know.sample_world(view, random.Random(k * 7 + w))
            assert world.possible
            deal = replay_in_core(view, world)  # IllegalMove here fails the test
            assert deal.view(view.seat) == view
            assert [w.bit_count() for w in world.dealt] == [9] * 8
        assert know.relaxed == 0


def test_r21_is_granted_from_the_dealt_cards_only() -> None:
    """A seat whose current trumps are just the Sun but who was dealt another trump (it
    played it) must follow a Meri trick with the Sun: the world's R21 flags come from the
    nine dealt cards (R21 Decision)."""
    checked = 0
    for k, view in enumerate(VIEWS):
        know = knowledge_of(view)
        table = fast_table(view.trump)
        world = know.sample_world(view, random.Random(k))
        for s in range(8):
            expected = world.dealt[s] & table.trumps == 1 << table.sun
            assert world.deal.sun_exc[s] == expected
            checked += expected
    assert checked > 0
