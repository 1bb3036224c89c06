"""The shipped best-move puzzles (unsun_lab/puzzles.json), checked again from scratch.

Each puzzle (a declaration or a play) claims that, judged from the deciding seat's view at the
build budget, one move beats every other by at least 0.5 points of expected team margin (R29),
and that two analyses with different seeds agreed. Here a sample is analysed once more at that
budget with a third seed, which must find the same best move; the whole set is behind the
``slow`` marker.
"""

from __future__ import annotations

from typing import Any

import pytest

from unsun_lab.analysis import analyse_decision
from unsun_lab.deal import Deal
from unsun_lab.practice import puzzles

SEED = 303  # neither of the build's seeds


def _data() -> dict[str, Any]:
    import json
    from importlib import resources

    text = resources.files("unsun_lab").joinpath("puzzles.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def _again(puzzle: dict[str, Any], worlds: int) -> str:
    deal = Deal.from_record(puzzle["record"])
    assert deal.to_move == puzzle["seat"] and deal.phase in ("declare", "play")  # R11, R18
    view = deal.view(puzzle["seat"])
    assert set(view.legal_moves) == set(puzzle["values"])
    return analyse_decision(view, worlds=worlds, seed=SEED).best


def test_the_set_says_how_it_was_built() -> None:
    data = _data()
    assert data["format"] == "unsun-lab/puzzles-1"
    assert SEED not in data["seeds"] and len(set(data["seeds"])) == 2
    assert data["margin"] == 0.5 and data["worlds"] >= 1000
    shipped = puzzles()
    assert len(shipped) == len(data["puzzles"]) >= 50
    for p in shipped:
        assert p["margin"] >= 0.5
        values = sorted(p["values"].values(), reverse=True)
        assert p["values"][p["best"]] == values[0] and values[0] - values[1] >= 0.5
    assert len({p["source"] for p in shipped}) == len(shipped)


@pytest.mark.parametrize("index", [0, 1, 2])
def test_a_sample_is_solved_again_with_another_seed(index: int) -> None:
    data = _data()
    shipped = puzzles()
    puzzle = shipped[(index * 37) % len(shipped)]
    assert _again(puzzle, data["worlds"]) == puzzle["best"]


@pytest.mark.slow
def test_every_tenth_puzzle_is_solved_again_with_another_seed() -> None:
    data = _data()
    shipped = puzzles()
    wrong = [p["source"] for p in shipped[::10] if _again(p, data["worlds"]) != p["best"]]
    assert wrong == []
