"""Every shipped best-move puzzle, checked on a path of its own: the file read as plain JSON
(not through ``practice.puzzle_store``), each position replayed move by move by the engine,
its stored answer, themes and context checked against what the seat to move can know (R31).

The build (``tools/build_puzzles.py``) verified each answer with two analyses of different
seeds; ``test_practice_puzzles.py`` analyses a sample again with a third. Here nothing is
analysed, so the whole set is checked in well under a minute.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from importlib import resources
from typing import Any

import pytest

from unsun_lab.deal import Deal
from unsun_lab.i18n import message
from unsun_lab.practice.puzzle_store import explanation_from_data
from unsun_lab.principles import PRINCIPLES

MARGIN = 0.5
CODE = re.compile(r"\b[PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su)\b")
#: Free-choice principles: they recommend every legal move, so they are never a theme.
FREE = {"first_meri", "ninth_trick"}


@cache
def _data() -> dict[str, Any]:
    text = resources.files("unsun_lab").joinpath("puzzles.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def _replayed(record: dict[str, Any]) -> Deal:
    """The position, replayed one move at a time from the dealt cards: an illegal move
    raises (R11-R26)."""
    deal = Deal.from_cards(record["dealer"], record["hands"], record["indicator"], record["stock"])
    for move in record["moves"]:
        made = move if isinstance(move, str) else move["move"]
        assert made in deal.legal_moves(), f"{made} is not legal for seat {deal.to_move}"
        deal.push(made)
    return deal


def _puzzles() -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = _data()["puzzles"]
    return found


#: Principles that cannot honestly be the theme of a "pick one" puzzle: where each speaks, the
#: move it recommends is (almost) never best by the build's margin of 0.5, so no verified puzzle
#: has it. Measured on the targeted scans (``tools/build_puzzles.py --scan ... --themes ...``,
#: every decision where the principle speaks analysed at 400 worlds, ``--report``; session 41):
NOT_A_THEME = {
    # Leading trick 1 with a spare low card (R19): 615 positions, its card best by 0.5 in
    # 0.0 %; its mean gain over the best other card +0.001 points, 95 % interval
    # [-0.008, +0.010]. Which plain card opens the deal makes no measurable difference.
    "first_lead": "615 positions: best by 0.5 in 0.0 %, mean gain +0.001 [-0.008, +0.010]",
    # The dealer holding the native Robai (R11, R28), pass rather than declare: 418 positions,
    # best by 0.5 in 0.5 % (none confirmed by the two full analyses); mean gain +0.089
    # [+0.070, +0.108]. Passing is a little better on average, never clearly.
    "dealer_holder": "418 positions: best by 0.5 in 0.5 %, mean gain +0.089 [+0.070, +0.108]",
}


def test_the_set_is_large_and_every_theme_has_its_puzzles() -> None:
    """At least 600 puzzles, and 25 of every principle that can be a theme: not the free
    choices (``FREE``, they recommend every legal move) and not those of ``NOT_A_THEME``,
    whose move is measured not to be reliably best by 0.5 (for them the test should demand
    only that no puzzle claims them wrongly, which the replay test below checks)."""
    shipped = _puzzles()
    assert len(shipped) >= 600
    assert len({p["source"] for p in shipped}) == len(shipped)
    counts = Counter(t for p in shipped for t in p["themes"])
    for pid in PRINCIPLES:
        if pid not in FREE and pid not in NOT_A_THEME:
            assert counts[pid] >= 25, f"{pid}: {counts[pid]} puzzles"


def test_the_principles_that_are_no_theme_are_principles() -> None:
    assert set(NOT_A_THEME) <= set(PRINCIPLES) and not set(NOT_A_THEME) & FREE


def test_puzzles_come_from_every_trick_and_the_declaration() -> None:
    tricks = Counter()
    for p in _puzzles():
        deal = Deal.from_record(p["record"])
        trick = deal.current_trick
        tricks[0 if deal.phase != "play" else trick.number if trick else len(deal.tricks) + 1] += 1
    assert set(tricks) == set(range(9))
    assert tricks[7] + tricks[8] < sum(tricks.values()) / 2  # not mostly the last two tricks


@pytest.mark.parametrize("part", range(4))
def test_every_shipped_puzzle_is_a_legal_position_with_a_clear_answer(part: int) -> None:
    shipped = _puzzles()[part::4]
    for p in shipped:
        where = f"puzzle {p['source']}"
        deal = _replayed(p["record"])
        seat = p["seat"]
        assert not deal.over and deal.to_move == seat, where
        legal = list(deal.legal_moves())
        assert len(legal) >= 2 and p["best"] in legal, where
        assert set(p["values"]) == set(legal), where
        ranked = sorted(p["values"].values(), reverse=True)
        assert p["values"][p["best"]] == ranked[0], where
        assert ranked[0] - ranked[1] >= MARGIN and p["margin"] >= MARGIN, where
        assert isinstance(p["rating"], int) and 400 <= p["rating"] <= 2400, where
        assert set(p["why"]) == set(legal) - {p["best"]}, where

        view = deal.view(seat)
        for pid in p["themes"]:
            why = PRINCIPLES[pid].applies(view, p["best"])
            assert why is not None, f"{where}: {pid} does not apply to {p['best']}"
            advised = PRINCIPLES[pid].advised(view)
            assert advised is not None and not advised >= set(legal), where

        said = [explanation_from_data(e) for e in p["context"]]
        suit = message(f"suit.{deal.trump.letter}", "en")
        assert said[0].key in ("context.trump", "context.trump_pao"), where
        assert suit in said[0].render("en"), where
        done = [t.number for t in view.tricks if t.complete]
        lines = [e.params["number"] for e in said if e.key == "context.trick"]
        assert lines == done, where
        seen = {c.code for c in view.seen_cards()} | {"PRo", deal.table.native_robai.code}
        named = set(CODE.findall(" ".join(e.render("en") for e in said)))
        assert named <= seen, f"{where}: the context names {sorted(named - seen)} (R31)"


def test_a_declaration_puzzle_says_its_moves_as_conditions() -> None:
    """R11: the stored comparisons of a declaration puzzle say "if you pass ... if you
    declare", as unsun_lab.contrast does, never "after pass" as a card is said."""
    bare = ("coach.combo.theirs", "coach.combo.ours", "coach.later_tricks")
    keys = [
        e["key"]
        for puzzle in _data()["puzzles"]
        if puzzle["best"] in ("declare", "pass")
        for lines in puzzle.get("why", {}).values()
        for e in lines
    ]
    named = [k for k in keys if k in bare]
    assert keys and not named, f"{len(named)} comparisons of declaration puzzles name a move bare"
