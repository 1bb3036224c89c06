"""The Practice widget and the learner's ratings by theme: puzzles drawn near the rating, the
rating moved by each first answer, the progress row by theme (rules for rules questions),
what to work on in every language; and a new learner's start with the rules."""

from __future__ import annotations

import json
import statistics
from pathlib import Path
from typing import Any

import pytest

from unsun_lab.practice import KINDS, PROGRESS_FORMAT, RULES_OF, Progress, exercise, focus
from unsun_lab.practice.base import NEAR
from unsun_lab.principles import PRINCIPLES
from unsun_lab.widgets import Practice
from unsun_lab.widgets.practice import DEAL_RULES, PUZZLE


def click(widget: Any, **content: Any) -> None:
    """Deliver a message as the front end would."""
    widget._handle_custom_msg(content, [])


def _rated(theme: str, rating: float) -> dict[str, Any]:
    return {"rating": rating, "deviation": 80.0, "volatility": 0.06, "seen": 10, "right": 5}


def _ratings_drawn(rating: float, n: int = 25) -> list[int]:
    p = Practice(themes=["win_cheaply"], seed=4, progress=None)
    p.progress.themes["win_cheaply"] = _rated("win_cheaply", rating)
    out = []
    for _ in range(n):
        ex = p.next()
        assert ex.rating is not None and "win_cheaply" in ex.themes
        out.append(ex.rating)
    return out


def test_puzzles_are_chosen_near_the_learners_rating() -> None:
    low, high = _ratings_drawn(800.0), _ratings_drawn(1450.0)
    assert all(abs(r - 800) <= NEAR for r in low)
    assert statistics.mean(high) > statistics.mean(low) + 300
    assert max(high) >= 1390  # the theme's hardest puzzles come to a strong learner


def test_a_puzzle_answered_moves_its_themes_rating_and_the_row_shows_it() -> None:
    p = Practice(themes=["win_cheaply"], seed=2, progress=None)
    ex = p.exercise
    before = p.progress.rating("win_cheaply")
    right = sorted(ex.answer)[0]
    p.answer(right)
    after = p.progress.rating("win_cheaply")
    assert after > before
    row = {cell["id"]: cell for cell in p.state["themes"]}
    assert set(row) == {"win_cheaply"}
    title = PRINCIPLES["win_cheaply"].title.render("en")
    assert row["win_cheaply"]["theme"] == title
    assert row["win_cheaply"]["rating"] == round(after)
    assert row["win_cheaply"]["seen"] == 1 and row["win_cheaply"]["right"] == 1
    assert p.state["bar"] == []  # no rules question here: no rule in the row
    assert p.state["work_on"] == f"What to work on: “{title}”"
    assert row["win_cheaply"]["rating_text"] == f"rating {round(after)} · 1/1"
    # A wrong first answer brings it down again; a second try does not count.
    p.next()
    wrong = next(c for c in p.exercise.choices if c not in p.exercise.answer)
    p.answer(wrong)
    lower = p.progress.rating("win_cheaply")
    assert lower < after
    click(p, type="show")
    assert p.progress.rating("win_cheaply") == lower
    assert p.progress.themes["win_cheaply"]["seen"] == 2


def test_rules_questions_keep_rules_in_the_row_and_puzzles_themes(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    p = Practice(kinds=["stronger", "best_move"], seed=1, progress=path)
    assert [c["rule"] for c in p.state["bar"]] == ["R14", "R15", "R16", "R17"]  # no R29
    for _ in range(12):
        ex = p.exercise
        p.answer(sorted(ex.answer) if ex.multiple else sorted(ex.answer)[0])
        p.next()
    kept = json.loads(path.read_text())
    assert kept["format"] == PROGRESS_FORMAT
    assert "R29" not in kept["rules"] and kept["themes"]
    shown = [c["id"] for c in p.state["themes"]]
    assert shown and set(shown) == {t for t, e in kept["themes"].items() if e["seen"]}


@pytest.mark.parametrize(
    ("lang", "start"),
    [("en", "What to work on: "), ("pt", "No que trabalhar: "), ("cs", "Na čem zapracovat: "),
     ("ja", "次に取り組むこと：")],
)  # fmt: skip
def test_what_to_work_on_names_the_weakest_themes_in_every_language(lang: str, start: str) -> None:
    p = Practice(themes=["win_cheaply", "lowest_card"], seed=1, progress=None, lang=lang)
    p.progress.themes["win_cheaply"] = _rated("win_cheaply", 1300.0)
    p.progress.themes["lowest_card"] = _rated("lowest_card", 900.0)
    p.next()
    weakest, stronger = (PRINCIPLES[t].title.render(lang) for t in ("lowest_card", "win_cheaply"))
    said = p.state["work_on"]
    assert said.startswith(start) and said.index(weakest) < said.index(stronger)
    cells = {c["id"]: c for c in p.state["themes"]}
    assert cells["lowest_card"]["rating"] == 900 and str(900) in cells["lowest_card"]["title"]


# -- a new learner starts with the rules -----------------------------------------------------


def _knowing(tmp_path: Path, box: int, except_rule: str | None = None) -> Path:
    path = tmp_path / "progress.json"
    rules = {r: {"seen": 2, "right": 2, "box": box} for r in DEAL_RULES}
    if except_rule is not None:
        rules[except_rule] = {"seen": 3, "right": 1, "box": 1}
    path.write_text(json.dumps({"format": PROGRESS_FORMAT, "rules": rules}))
    return path


def test_a_new_learner_starts_with_a_level_one_rules_question() -> None:
    for seed in range(8):
        p = Practice(seed=seed, progress=None)
        assert p.exercise.kind != PUZZLE and p.exercise.level == 1
        on = {m["kind"]: m["on"] for m in p.menu}
        assert on[PUZZLE] is False  # offered in the menu, not yet on
        for _ in range(15):  # and no puzzle comes unasked while the rules are new
            assert p.next().kind != PUZZLE


def test_the_first_question_trains_the_rule_known_least(tmp_path: Path) -> None:
    for rule in ("R20", "R25", "R27", "R16", "R12", "R22"):
        p = Practice(seed=3, progress=_knowing(tmp_path, 3, except_rule=rule))
        assert rule in p.focus, (rule, p.exercise)
        assert p.exercise.kind != PUZZLE
    for rule in DEAL_RULES:  # a kind that trains it, whichever the rule
        p = Practice(seed=1, progress=_knowing(tmp_path, 3, except_rule=rule))
        assert rule in RULES_OF[p.exercise.kind], (rule, p.exercise)


def test_every_rule_of_a_deal_is_asked_at_level_one() -> None:
    # Else a learner who stays at level 1 would never see the puzzles come unasked.
    turned_on = {
        r for k in KINDS if k != PUZZLE for seed in range(40) for r in focus(exercise(k, seed))
    }
    assert set(DEAL_RULES) <= turned_on, set(DEAL_RULES) - turned_on
    assert all(12 <= int(r[1:]) <= 28 for r in DEAL_RULES)


def test_puzzles_come_once_the_rules_of_a_deal_are_known(tmp_path: Path) -> None:
    p = Practice(seed=5, progress=_knowing(tmp_path, 2))
    assert {m["kind"]: m["on"] for m in p.menu}[PUZZLE] is True
    kinds = {p.exercise.kind} | {p.next().kind for _ in range(60)}
    assert PUZZLE in kinds and len(kinds) > 2
    # One rule at box 1 again: the puzzles wait.
    q = Practice(seed=5, progress=_knowing(tmp_path, 2, except_rule="R22"))
    assert {m["kind"]: m["on"] for m in q.menu}[PUZZLE] is False


def test_puzzles_come_when_asked_for(tmp_path: Path) -> None:
    assert Practice(kinds=["best_move"], seed=0, progress=None).exercise.kind == PUZZLE
    assert Practice(themes=["lowest_card"], seed=0, progress=None).exercise.kind == PUZZLE
    p = Practice(seed=0, progress=None)
    click(p, type="kind", kind=PUZZLE)  # the learner turns the puzzles on in the menu
    assert {m["kind"]: m["on"] for m in p.menu}[PUZZLE] is True
    assert PUZZLE in {p.next().kind for _ in range(40)}
    assert Progress().knows(DEAL_RULES) is False
