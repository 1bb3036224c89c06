"""Themes and ratings: a best-move puzzle's themes are the principles that recommend its answer
(and not every legal move), its rating comes from how often the players find the answer; rules
questions have neither; ``practice.puzzles(theme)`` and ``Practice(themes=[...])`` train one
principle."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import build_puzzles_tool
from unsun_lab.deal import Deal
from unsun_lab.practice import KINDS, exercise, puzzles
from unsun_lab.practice.kinds.best_move import stored_exercise
from unsun_lab.principles import PRINCIPLES

REPO = Path(__file__).resolve().parents[2]


def test_a_puzzles_themes_are_the_principles_that_pick_its_answer() -> None:
    themed = 0
    for i, p in enumerate(puzzles()):
        ex = stored_exercise(p, i, 1)
        view = Deal.from_record(p["record"]).view(int(p["seat"]))
        for pid in ex.themes:
            advised = PRINCIPLES[pid].advised(view)
            assert advised is not None and p["best"] in advised
            assert advised != set(view.legal_moves)
            assert PRINCIPLES[pid].applies(view, p["best"]) is not None
        themed += bool(ex.themes)
    assert themed >= len(puzzles()) // 2


@pytest.mark.parametrize("kind", [k for k in KINDS if k != "best_move"])
def test_rules_questions_have_no_themes_and_no_rating(kind: str) -> None:
    for seed in range(3):
        ex = exercise(kind, seed)
        assert ex.themes == () and ex.rating is None


def test_puzzles_of_one_theme() -> None:
    every = puzzles()
    some = puzzles("win_cheaply")
    assert 0 < len(some) < len(every) and all(p in every for p in some)
    with pytest.raises(ValueError, match="theme: unknown principle 'nope'"):
        puzzles("nope")


def test_practice_trains_the_themes_asked_for() -> None:
    from unsun_lab.widgets import Practice

    p = Practice(themes=["dont_overtake_partner"], seed=2, progress=None)
    for _ in range(6):
        assert p.exercise.kind == "best_move"
        assert "dont_overtake_partner" in p.exercise.themes
        p.next()
    with pytest.raises(ValueError, match="themes"):
        Practice(themes=["nope"], progress=None)
    with pytest.raises(ValueError, match="no shipped puzzle"):
        Practice(themes=["dealer_holder"], progress=None)


def test_the_rating_follows_the_players_shares() -> None:
    tool = build_puzzles_tool()
    easy = tool.rating({"random": 1.0, "heuristic": 1.0, "search": 1.0})
    middle = tool.rating({"random": 0.25, "heuristic": 1.0, "search": 1.0})
    hard = tool.rating({"random": 0.25, "heuristic": 0.0, "search": 1.0})
    hardest = tool.rating({"random": 0.25, "heuristic": 0.0, "search": 0.0})
    assert easy < middle < hard < hardest
    assert easy == 400 and hardest <= 2400


def test_shipped_ratings_spread_over_the_scale() -> None:
    ratings = [p["rating"] for p in puzzles() if "rating" in p]
    assert len(ratings) == len(puzzles())
    assert min(ratings) < 1000 < max(ratings)
    for i, p in enumerate(puzzles()[:30]):
        assert stored_exercise(p, i, 1).rating == p["rating"]


def test_shipped_heuristic_shares_are_what_the_heuristic_plays_now() -> None:
    """A change to the heuristic player moves the puzzles' ratings: ``--rerate`` redoes them,
    and a library rerated since changes nothing (every tenth puzzle checked)."""
    tool = build_puzzles_tool()
    for p in puzzles()[::10]:
        again = tool.rerate(p)
        assert again["shares"] == p["shares"], p["source"]
        assert again["rating"] == p["rating"] == tool.rating(p["shares"])


def test_rerate_redoes_only_the_heuristic_share_and_the_rating() -> None:
    tool = build_puzzles_tool()
    p = puzzles()[0]
    stale = dict(p, shares=dict(p["shares"], heuristic=0.5), rating=2400)
    again = tool.rerate(stale)
    assert again["shares"] == p["shares"] and again["rating"] == p["rating"]
    assert {k: v for k, v in again.items() if k not in ("shares", "rating")} == {
        k: v for k, v in p.items() if k not in ("shares", "rating")
    }
    assert tool.rerate({"record": p["record"], "seat": p["seat"]}) == {
        "record": p["record"],
        "seat": p["seat"],
    }
