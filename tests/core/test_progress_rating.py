"""A learner's rating per theme (Glicko-2): the update against the worked example of
Glickman's paper, ratings that follow the answers, and the progress file that keeps them
(old files without ratings still load; a bad rating is refused by its field)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from unsun_lab.practice import PROGRESS_FORMAT, Progress, ProgressError
from unsun_lab.practice.base import NEAR, near_rating
from unsun_lab.practice.progress import (
    GLICKO_CENTRE,
    GLICKO_SCALE,
    START_DEVIATION,
    START_RATING,
    glicko2,
)


def test_the_update_matches_the_worked_example_of_the_paper() -> None:
    # Glickman, "Example of the Glicko-2 system" (2013): a player of 1500, RD 200, volatility
    # 0.06 beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300), tau 0.5.
    r, rd, vol = glicko2(1500, 200, 0.06, [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
    mu, phi = (r - GLICKO_CENTRE) / GLICKO_SCALE, rd / GLICKO_SCALE
    assert round(mu, 3) == -0.207  # the paper: mu' = -0.2069
    assert round(phi, 3) == 0.872  # phi' = 0.8722
    assert round(vol, 3) == 0.060  # sigma' = 0.05999
    assert abs(r - 1464.06) < 0.01 and abs(rd - 151.52) < 0.01  # r' = 1464.06, RD' = 151.52
    assert abs(vol - 0.05999) < 0.00001


def test_a_period_without_a_game_only_widens_the_deviation() -> None:
    r, rd, vol = glicko2(1500, 200, 0.06, [])
    assert (r, vol) == (1500, 0.06) and rd == pytest.approx(
        (200**2 + (0.06 * GLICKO_SCALE) ** 2) ** 0.5
    )


def test_a_rating_moves_up_on_right_answers_and_down_on_wrong_ones() -> None:
    p = Progress()
    assert p.rating("card_in_danger") == START_RATING
    ratings = [p.rating("card_in_danger")]
    for _ in range(3):
        p.record_puzzle(["card_in_danger"], 1100, True)
        ratings.append(p.rating("card_in_danger"))
    assert ratings == sorted(ratings) and len(set(ratings)) == 4  # up at every right answer
    for _ in range(3):
        p.record_puzzle(["card_in_danger"], 1100, False)
        ratings.append(p.rating("card_in_danger"))
    assert ratings[3:] == sorted(ratings[3:], reverse=True) and len(set(ratings[3:])) == 4
    assert p.deviation("card_in_danger") < START_DEVIATION  # each answer says more of you
    assert p.themes["card_in_danger"]["seen"] == 6 and p.themes["card_in_danger"]["right"] == 3
    # A harder puzzle answered right moves the rating further than an easy one.
    easy, hard = Progress(), Progress()
    easy.record_puzzle(["lowest_card"], 800, True)
    hard.record_puzzle(["lowest_card"], 1400, True)
    assert hard.rating("lowest_card") > easy.rating("lowest_card") > START_RATING
    # Only the puzzle's themes move.
    assert "card_in_danger" not in easy.themes


def test_the_weakest_themes_are_what_to_work_on() -> None:
    p = Progress()
    p.record_puzzle(["win_cheaply"], 900, True)
    p.record_puzzle(["count_trumps"], 900, False)
    p.record_puzzle(["lowest_card"], 900, True)
    p.record_puzzle(["lowest_card"], 900, True)
    assert p.weakest(2) == ["count_trumps", "win_cheaply"]
    assert Progress().weakest() == []


def test_ratings_are_kept_in_the_progress_file(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    p = Progress()
    p.record(["R20"], True)
    p.record_puzzle(["win_cheaply"], 870, True)
    p.save(path)
    data = json.loads(path.read_text())
    assert data["format"] == PROGRESS_FORMAT == "unsun-lab/practice-progress-2"
    assert set(data["themes"]["win_cheaply"]) == {
        "rating", "deviation", "volatility", "seen", "right"
    }  # fmt: skip
    back = Progress.load(path)
    assert back.rating("win_cheaply") == pytest.approx(p.rating("win_cheaply"), abs=0.001)
    assert back.rules == p.rules
    # Two writers: the ratings of a theme answered here are this writer's, the counts added.
    other = Progress.load(path)
    other.record_puzzle(["win_cheaply"], 870, False)
    mine = Progress.load(path)
    mine.record_puzzle(["count_trumps"], 870, True)
    other.save(path)
    mine.save(path)
    both = Progress.load(path)
    assert both.themes["win_cheaply"]["seen"] == 2 and both.themes["count_trumps"]["seen"] == 1
    assert both.rating("win_cheaply") == pytest.approx(other.rating("win_cheaply"), abs=0.001)


def test_an_old_progress_file_without_ratings_still_loads(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    old = {
        "format": "unsun-lab/practice-progress-1",
        "rules": {"R14": {"seen": 3, "right": 2, "box": 2}},
        "lessons": {"02": {"right": 7, "asked": 8}},
    }
    path.write_text(json.dumps(old))
    p = Progress.load(path)
    assert p.rules["R14"]["seen"] == 3 and p.stars() == {"02": 3}
    assert p.themes == {} and p.rating("win_cheaply") == START_RATING
    p.record_puzzle(["win_cheaply"], 900, True)
    p.save(path)  # written again in the new format, nothing of the old lost
    again = json.loads(path.read_text())
    assert again["format"] == PROGRESS_FORMAT and again["rules"]["R14"]["seen"] == 3
    assert again["lessons"] == old["lessons"] and "win_cheaply" in again["themes"]


def _with_theme(entry: dict[str, Any], fmt: str = PROGRESS_FORMAT) -> str:
    return json.dumps({"format": fmt, "rules": {}, "themes": {"win_cheaply": entry}})


GOOD = {"rating": 1000.0, "deviation": 300.0, "volatility": 0.06, "seen": 1, "right": 1}


@pytest.mark.parametrize(
    ("text", "named"),
    [
        (_with_theme({**GOOD, "rating": 9000.0}), "themes.win_cheaply.rating"),
        (_with_theme({**GOOD, "deviation": 0}), "themes.win_cheaply.deviation"),
        (_with_theme({**GOOD, "volatility": 2.0}), "themes.win_cheaply.volatility"),
        (_with_theme({**GOOD, "rating": "high"}), "themes.win_cheaply.rating"),
        (_with_theme({**GOOD, "right": 2}), "themes.win_cheaply"),
        (_with_theme({**GOOD, "seen": 1.0}), "themes.win_cheaply"),
        (_with_theme({"rating": 1000.0}), "themes.win_cheaply"),
        (_with_theme(GOOD).replace("win_cheaply", "Not A Theme"), "themes"),
        (_with_theme(GOOD, "unsun-lab/practice-progress-1"), "themes"),
        (_with_theme(GOOD).replace("1000.0", "1" * 30 + ".0"), "number of"),
        ('{"format": "unsun-lab/practice-progress-2", "rules": {"R3": {"seen": 1.5,'
         ' "right": 0, "box": 1}}}', "rules.R3"),
    ],
)  # fmt: skip
def test_a_bad_rating_is_refused_by_its_field(text: str, named: str) -> None:
    with pytest.raises(ProgressError) as err:
        Progress.from_text(text)
    assert named in err.value.detail


def test_selection_is_near_the_rating() -> None:
    rng = random.Random(3)
    pool = [{"rating": r} for r in range(700, 1700, 10)]
    for target in (800.0, 1000.0, 1450.0):
        drawn = [near_rating(pool, target, rng, lambda p: p["rating"]) for _ in range(40)]
        assert all(abs(p["rating"] - target) <= NEAR for p in drawn)
        assert len({p["rating"] for p in drawn}) > 5  # drawn among the near ones, not one
    # Far from every item: the nearest few.
    far = [near_rating(pool, 3000.0, rng, lambda p: p["rating"]) for _ in range(20)]
    assert {p["rating"] for p in far} <= {1690, 1680, 1670, 1660, 1650}
    with pytest.raises(ValueError, match="no item"):
        near_rating([], 1000.0, rng, lambda p: 0.0)
