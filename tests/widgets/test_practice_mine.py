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
import unsun_lab.widgets._practice_mine as session_module
import unsun_lab.widgets.practice as practice_widget
from tests.helpers import build_puzzles_tool
from tests.widgets.test_widgets import _leaks
from tests.widgets.test_widgets_coach import WAIT_S, _finish_deal
from unsun_lab.analysis import analyse
from unsun_lab.deal import Deal
from unsun_lab.explore import random_playout
from unsun_lab.practice.mine import Mine
from unsun_lab.widgets import Practice
from unsun_lab.widgets.play_table import PlayTable


def _keep_one(folder: Path, seed: int = 0) -> str:
    # Seed 0: seat 0 made a mistake (move 3) and a blunder (move 11), of no theme; seed 5: one
    # (move 35, G4 or G8 best) whose theme is no_plain_sun_early.
    deal = random_playout(seed)
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


def test_your_own_mistake_is_rated_as_a_shipped_puzzle_and_says_it_is_yours(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    name = _keep_one(tmp_path)
    p = Practice(mine=tmp_path, seed=1, progress=None)
    ex = p.exercise
    assert ex.seed == 3 and ex.answer == {"OUn"}  # one best move: the tool rates it alike
    tool = build_puzzles_tool()
    deal = ex.deal()
    assert deal is not None
    assert ex.rating == tool.rating(tool.shares(deal, "OUn"))
    assert [m.rating for m in Mine.load(tmp_path).items] == [ex.rating, None]  # kept
    # Before the answer: which deal and move it comes from, not the move played there.
    played = Deal.from_record(json.loads((tmp_path / "deals" / name).read_text())).moves[2]
    assert p.item["origin"] == "One of your own mistakes: from your deal 1, move 3."
    assert played not in p.item["origin"]
    p.answer("OUn")
    lines = [line["text"] for line in p.feedback["lines"]]
    assert lines[:2] == ["Right!", f"From your deal 1, move 3: you played {played}."]
    p.set_language("cs")
    assert p.item["origin"] == "Tvoje vlastní chyba: z tvého rozdání 1, tah 3."
    assert p.feedback["lines"][1]["text"] == f"Z tvého rozdání 1, tah 3: zahrál jsi {played}."
    # The next one is rated when shown; the next session reads both ratings, rating none.
    p.next()
    assert p.exercise.seed == 11 and p.exercise.rating is not None
    kept = [m.rating for m in Mine.load(tmp_path).items]

    def no_rating(ex: object) -> int:
        raise AssertionError("rated again")

    monkeypatch.setattr(session_module, "rate", no_rating)
    again = Practice(mine=tmp_path, seed=1, progress=None)
    assert [e.rating for e in again.given] == kept[1:]  # only the one missed is due


def test_your_own_mistakes_count_under_their_themes_once_a_session(tmp_path: Path) -> None:
    _keep_one(tmp_path, seed=5)
    p = Practice(mine=tmp_path, seed=1, progress=tmp_path / "practice-progress.json")
    ex = p.exercise
    assert ex.themes == ("no_plain_sun_early",) and ex.rating is not None
    assert p.state["themes"] == []  # nothing practised yet
    wrong = next(c for c in ex.choices if c not in ex.answer)
    p.answer(wrong)
    p.show()
    entry = p.progress.themes["no_plain_sun_early"]
    assert (entry["seen"], entry["right"]) == (1, 0) and entry["rating"] < 1500
    cell = [c for c in p.state["themes"] if c["id"] == "no_plain_sun_early"]
    assert len(cell) == 1 and (cell[0]["seen"], cell[0]["right"]) == (1, 0)
    assert "no_plain_sun_early" in p.state["work_on_ids"]
    p.next()  # the only one, asked again this session: it no longer counts
    p.answer(sorted(p.exercise.answer)[0])
    assert p.progress.themes["no_plain_sun_early"]["seen"] == 1
    # Kept in the progress file like any puzzle's.
    saved = json.loads((tmp_path / "practice-progress.json").read_text())
    assert saved["themes"]["no_plain_sun_early"]["seen"] == 1
