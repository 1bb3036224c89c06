"""The Practice widget and the learner's progress, as an attacker or a second practice meets
them: a path that is no regular file is left where it is, a small corrupt file is moved aside
and never stops practice, a ``stored`` message changes nothing unless the progress lives in
the browser's storage, two practices on one file or one storage lose none of each other's
answers, and an answer meant for an earlier exercise is refused."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest

import unsun_lab.widgets.practice as practice_widget
from unsun_lab.practice import PROGRESS_FORMAT, Progress
from unsun_lab.widgets import Practice

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and devices: POSIX")


def click(widget: Any, **content: Any) -> None:
    """Deliver a message as the front end would."""
    widget._handle_custom_msg(content, [])


def right_answer(p: Practice) -> list[str]:
    ex = p.exercise
    return sorted(ex.answer) if ex.multiple else sorted(ex.answer)[:1]


def answer_some(p: Practice, n: int) -> int:
    """Answer ``n`` exercises right; the counts they add (one per rule of each focus; a
    puzzle's, one per theme)."""
    added = 0
    for _ in range(n):
        puzzle = p.exercise.kind == "best_move"
        added += len(set(p.exercise.themes)) if puzzle else len(set(p.focus))
        p.answer(right_answer(p))
        p.next()
    return added


def seen(progress: Progress) -> int:
    """Every rule's count of exercises seen, and every theme's of puzzles, added up."""
    return sum(e["seen"] for e in progress.rules.values()) + sum(
        e["seen"] for e in progress.themes.values()
    )


# -- a path that is no regular file, a small corrupt file ----------------------------------


@posix_only
@pytest.mark.parametrize("kind", ["folder", "fifo", "device"])
def test_a_path_that_is_no_regular_file_is_left_where_it_is(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "progress.json"
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        try:  # a device of our own (never the system's /dev/null)
            os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 3))
        except (PermissionError, OSError):
            pytest.skip("no right to make a device here")
    before = os.lstat(path)
    p = Practice(seed=1, progress=path)
    assert "left as it is" in p.notice and "keeps no progress" in p.notice
    answer_some(p, 3)
    after = os.lstat(path)
    assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode)
    assert sorted(x.name for x in tmp_path.iterdir()) == ["progress.json"]


@pytest.mark.parametrize(
    "text",
    ["9" * 5000, "[" * 60_000, '{"format": "unsun-lab/practice-progress-1", "rules": {' * 3],
    ids=["digits", "brackets", "objects"],
)
def test_a_small_corrupt_file_is_moved_aside_and_never_stops_practice(
    tmp_path: Path, text: str
) -> None:
    path = tmp_path / "progress.json"
    path.write_text(text)
    p = Practice(seed=1, progress=path)  # no ValueError, no RecursionError
    assert "bad-1" in p.notice and p.progress.rules == {}
    assert (tmp_path / "progress.bad-1.json").read_text() == text
    answer_some(p, 2)
    again = Practice(seed=2, progress=path)  # the next practice on that path just works
    assert again.notice == "" and seen(again.progress) == seen(p.progress) >= 2


# -- the stored message ------------------------------------------------------------------


def test_a_stored_message_changes_nothing_when_progress_is_kept_in_a_file(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    p = Practice(seed=3, progress=path)
    forty = answer_some(p, 40)
    kept = path.read_text()
    for data in ("garbage", "", json.dumps({"format": PROGRESS_FORMAT, "rules": {}})):
        click(p, type="stored", data=data)
        assert p.notice.startswith("Refused") and "browser" in p.notice
        assert seen(p.progress) == forty and path.read_text() == kept
    one = answer_some(p, 1)
    assert seen(Progress.load(path)) == forty + one  # the 40 answers are still there


@pytest.fixture
def browser(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(practice_widget, "_in_browser", lambda: True)


class Storage:
    """The browser's storage and what practice.js does with it (renderPractice's sync): write
    Python's text where the storage still holds the text Python merged onto, else hand
    Python what it holds; set aside a text Python refused."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def open(self, p: Practice) -> None:
        click(p, type="stored", data=self.items.get(p.storage_key, ""))
        self.sync(p)

    def sync(self, p: Practice) -> None:
        for _ in range(10):
            s, key = p.state, p.storage_key
            kept = self.items.get(key, "")
            if s["stored_bad"] and kept == s["stored_bad"]:
                self.items[key + ".bad"] = kept
                del self.items[key]
                click(p, type="stored", data="", aside=kept)
                continue
            if not s["stored"] or s["stored"] == kept:
                return
            if kept == s["stored_base"]:
                self.items[key] = s["stored"]
                click(p, type="stored", data=s["stored"], wrote=True)
            else:
                click(p, type="stored", data=kept)
        raise AssertionError("the storage never settled")

    def progress(self, p: Practice) -> Progress:
        return Progress.from_text(self.items[p.storage_key])


def test_two_practices_in_one_browser_keep_each_others_answers(browser: None) -> None:
    storage = Storage()
    a, b = Practice(seed=1), Practice(seed=2)
    storage.open(a)
    storage.open(b)
    total = 0
    for _ in range(6):
        for p, n in ((a, 1), (b, 2)):
            total += answer_some(p, n)
            storage.sync(p)
        assert seen(storage.progress(a)) == total
    assert seen(b.progress) == total  # the last to answer holds the other's answers too


def test_a_bad_stored_text_is_refused_set_aside_and_changes_nothing(browser: None) -> None:
    storage = Storage()
    p = Practice(seed=4)
    storage.open(p)
    total = answer_some(p, 5)
    storage.sync(p)
    storage.items[p.storage_key] = "{not progress"  # broken meanwhile (another tab, a hand)
    total += answer_some(p, 1)
    storage.sync(p)
    assert "Refused" in p.notice and seen(p.progress) == total
    assert storage.items[p.storage_key + ".bad"] == "{not progress"
    assert seen(storage.progress(p)) == total  # written again, nothing lost
    click(p, type="stored", data="[" * 60_000)
    assert seen(p.progress) == total and "Refused" in p.notice


# -- two practices on one file -----------------------------------------------------------


def test_two_practices_on_one_file_keep_each_others_answers(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    a, b = Practice(seed=1, progress=path), Practice(seed=2, progress=path)
    total = 0
    for _ in range(5):
        total += answer_some(a, 3)
        total += answer_some(b, 2)
    assert seen(Progress.load(path)) == total
    assert seen(b.progress) == total  # the last to answer holds the other's answers too


# -- the exercise's identity -------------------------------------------------------------


def test_an_answer_to_an_earlier_exercise_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    p = Practice(kinds=["winner"], seed=1, progress=path)
    first = p.item["id"]
    click(p, type="next", exercise=first)
    second = p.item["id"]
    assert second != first
    before = (dict(p.item), p.picked, dict(p.feedback), path.exists())
    for msg in ("pick", "check", "again", "show", "next"):
        click(p, type=msg, exercise=first, choice=p.exercise.choices[0])
        assert p.notice.startswith("Refused") and "earlier exercise" in p.notice
        assert (dict(p.item), p.picked, dict(p.feedback), path.exists()) == before
    click(p, type="pick", exercise="2", choice=p.exercise.choices[0])
    assert "exercise" in p.notice and p.picked == []
    click(p, type="pick", exercise=second, choice=p.exercise.choices[0])
    assert p.notice == "" and p.picked == [p.exercise.choices[0]]
    other = Practice(kinds=["winner"], seed=1, progress=None)
    assert other.item["id"] not in (first, second)  # ids are never reused in a kernel


def test_the_front_end_tags_its_messages_about_the_exercise() -> None:
    script = (Path(practice_widget.__file__).parent / "practice.js").read_text()
    assert 'new Set(["pick", "check", "again", "show", "next"])' in script
    assert set(practice_widget.ABOUT_THE_EXERCISE) == {"pick", "check", "again", "show", "next"}
    assert 'exercise: ((model.get("state") || {}).item || {}).id' in script


def test_answer_refused_keeps_no_picks() -> None:
    p = Practice(kinds=["legal"], seed=2, progress=None)
    for bad in (["bogus"], None, 5, [["KSu"]]):
        with pytest.raises((ValueError, TypeError)) as refused:
            p.answer(bad)  # type: ignore[arg-type]
        assert p.picked == [] and p.feedback == {}
        assert "response" in str(refused.value)
