"""Your own mistakes in the widgets: the PlayTable keeps every finished deal and the coach's
mistakes and blunders of seat 0, its summary says how many wait; ``Practice(mine=...)`` asks
them from seat 0's view (R31), moves them in the Leitner boxes, and says so in words when
none is waiting or a kept deal cannot be read."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import unsun_lab.practice.mine as mine_module
import unsun_lab.widgets.practice as practice_widget
from tests.widgets.test_widgets import _leaks
from tests.widgets.test_widgets_coach import WAIT_S, _finish_deal
from unsun_lab.analysis import analyse
from unsun_lab.explore import random_playout
from unsun_lab.practice.mine import Mine
from unsun_lab.widgets import Practice
from unsun_lab.widgets.play_table import PlayTable


def _keep_one(folder: Path) -> str:
    deal = random_playout(0)  # seat 0 made a mistake (move 3) and a blunder (move 11)
    found = analyse(deal, seats=[0], worlds=8)
    labels = {d.number: d.label for d in found.of_seat(0)}
    return Mine.keep(folder, deal, [(ex, labels[ex.seed]) for ex in found.puzzles(0)])


def test_an_empty_queue_is_said_in_words_and_the_rules_come_instead(tmp_path: Path) -> None:
    p = Practice(mine=tmp_path, seed=1, progress=None)
    assert p.notice.startswith("None of your own mistakes is waiting yet.")
    assert "PlayTable" in p.notice and p.exercise.kind != "best_move"
    pt = Practice(mine=tmp_path, seed=1, progress=None, lang="pt")
    assert pt.notice.startswith("Ainda não há nenhum erro seu esperando.")


def test_practice_asks_your_own_mistakes_from_seat_0s_view(tmp_path: Path) -> None:
    name = _keep_one(tmp_path)
    p = Practice(mine=tmp_path, seed=1, progress=None)
    assert p.notice == "" and len(p.given) == 2
    ex = p.exercise
    assert ex.kind == "best_move" and ex.seat == 0 and p.item["seat"] == 0
    deal = ex.deal()
    assert deal is not None
    named = {"PRo", deal.table.native_robai.code}  # Tenka and the native Robai: by the rules
    assert not _leaks(p.state, deal.view(0)) - named  # R31: nothing seat 0 cannot know
    assert p.answer(sorted(ex.answer)[0]).correct
    box = {m.number: m.box for m in Mine.load(tmp_path).items}
    assert box == {3: 2, 11: 1}
    p.next()
    wrong = next(c for c in p.exercise.choices if c not in p.exercise.answer)
    p.answer(wrong)
    assert {m.number: m.box for m in Mine.load(tmp_path).items} == {3: 2, 11: 1}
    assert Mine.load(tmp_path).items[1].seen == 1
    p.next()  # both asked: said, and asked again they do not count
    assert p.notice.startswith("That was every one of your own mistakes due today.")
    p.answer(sorted(p.exercise.answer)[0])
    assert [m.seen for m in Mine.load(tmp_path).items] == [1, 1]
    # The next session asks only the one missed (box 1); the other waits two sessions.
    again = Practice(mine=tmp_path, seed=1, progress=None)
    assert [e.seed for e in again.given] == [11]
    assert (tmp_path / "deals" / name).is_file()


def test_a_corrupt_kept_deal_is_left_out_and_named(tmp_path: Path) -> None:
    name = _keep_one(tmp_path)
    path = tmp_path / "deals" / name
    path.write_text(json.dumps(dict(json.loads(path.read_text()), dealer=9)))
    p = Practice(mine=tmp_path, seed=1, progress=None)
    assert name in p.notice and "dealer" in p.notice
    assert p.notice.startswith("None of your own mistakes is waiting yet.")


def test_the_table_keeps_each_deal_and_says_how_many_mistakes_wait(tmp_path: Path) -> None:
    t = PlayTable(seed=5, delay=0, coach_worlds=8)
    t.mine_folder = tmp_path
    with t._state_lock:
        _finish_deal(t)
    kept = Mine.load(tmp_path)
    assert len(kept.deals) == 1 and kept.items == []  # kept at once, judged later
    assert t.wait_coach(WAIT_S)
    costly = [d for d in t.costliest or () if d.label in ("mistake", "blunder")]
    kept = Mine.load(tmp_path)
    assert len(kept.deals) == 1 and [m.number for m in kept.items] == sorted(
        d.number for d in costly
    )
    lines = t.state["summary"]["lines"]
    said = [line for line in lines if "own mistakes" in line]
    assert len(said) == 1 and said == lines[-1:]
    if costly:
        assert re.search(rf"\b{len(costly)} of your own mistakes", said[0])
        p = Practice(mine=tmp_path, seed=1, progress=None)
        assert {e.seed for e in p.given} == {d.number for d in costly}
    else:
        assert said[0] == "None of your own mistakes is waiting to be practised."
    t.next_deal()
    t.close()


def test_mine_true_is_the_folder_beside_the_progress_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _keep_one(tmp_path)
    p = Practice(mine=True, seed=1, progress=tmp_path / "practice-progress.json")
    assert len(p.given) == 2 and p.exercise.kind == "best_move"
    # In the browser-only site the folder is the one the table keeps its deals in.
    monkeypatch.setattr(practice_widget, "_in_browser", lambda: True)
    monkeypatch.setattr(mine_module, "DEFAULT_FOLDER", tmp_path)
    assert len(Practice(mine=True, seed=1).given) == 2
