"""The learner's progress file as an attacker or a second writer meets it: a path that is no
regular file is refused as it is, a small corrupt file is refused as corrupt (never a
ValueError or RecursionError from the parser), a big one unread, and two writers of one file
never lose each other's answers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from unsun_lab import fileio
from unsun_lab.practice import MAX_PROGRESS_BYTES, PROGRESS_FORMAT, Progress, ProgressError

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and devices: POSIX")


def _file(rules: dict[str, dict[str, int]]) -> str:
    return json.dumps({"format": PROGRESS_FORMAT, "rules": rules})


@posix_only
def test_a_path_that_is_no_regular_file_is_refused_as_it_is(tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for path in (folder, fifo):
        with pytest.raises(ProgressError, match="not a regular file") as refused:
            Progress.load(path)
        assert refused.value.corrupt is False
    assert folder.is_dir() and fifo.is_fifo()


@pytest.mark.parametrize(
    "text",
    [
        "9" * 5000,  # a 5,000-digit number: int() would refuse it with a ValueError
        '{"format": "unsun-lab/practice-progress-1", "rules": {"R3": {"seen": ' + "1" * 5000,
        "[" * 60_000,  # the parser would recurse 60,000 levels deep
        '{"a": ' * 10_000,
        '{"format": "unsun-lab/practice-progress-1", "format": "x", "rules": {}}',
        '{"format": "unsun-lab/practice-progress-1", "rules": {"R3": {"seen": NaN}}}',
    ],
    ids=["digits", "digits-in-a-count", "brackets", "objects", "a-key-twice", "nan"],
)
def test_a_small_corrupt_file_is_refused_as_corrupt(tmp_path: Path, text: str) -> None:
    path = tmp_path / "progress.json"
    path.write_text(text)
    assert path.stat().st_size <= MAX_PROGRESS_BYTES
    with pytest.raises(ProgressError) as refused:
        Progress.load(path)
    assert refused.value.corrupt is True and len(refused.value.detail) < 200


def test_a_big_file_is_refused_before_a_byte_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "progress.json"
    with path.open("wb") as out:  # 1.5 GB, sparse: no room on disk
        out.truncate(1_500_000_000)
    reads: list[int] = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    with pytest.raises(ProgressError, match="more than the 64000") as refused:
        Progress.load(path)
    assert reads == [] and refused.value.corrupt is True


def test_two_writers_of_one_file_keep_each_others_answers(tmp_path: Path) -> None:
    """Two practices read the same file, each answers, each saves: the file holds both."""
    path = tmp_path / "progress.json"
    start = Progress()
    start.record(["R20"], True)
    start.save(path)
    a, b = Progress.load(path), Progress.load(path)
    a.record(["R20"], True)
    a.record(["R25"], False)
    a.save(path)
    b.record(["R20"], False)
    b.save(path)
    kept = Progress.load(path).rules
    assert kept["R20"] == {"seen": 3, "right": 2, "box": 1}  # b answered last: box 1
    assert kept["R25"] == {"seen": 1, "right": 0, "box": 1}
    assert b.rules == kept  # the writer now holds the other's answers too
    a.record(["R20"], True)
    a.save(path)
    assert Progress.load(path).rules["R20"] == {"seen": 4, "right": 3, "box": 2}


_WRITER = """
import sys
from pathlib import Path
from unsun_lab.practice import Progress
path, go = Path(sys.argv[1]), Path(sys.argv[2])
p = Progress.load(path)
while not go.exists():
    pass
for i in range(150):
    p.record(["R20"] if i % 2 else ["R25"], i % 3 == 0)
    p.save(path)
"""


def test_two_processes_answering_150_each_keep_all_300(tmp_path: Path) -> None:
    path, go = tmp_path / "progress.json", tmp_path / "go"
    env = dict(os.environ, PYTHONPATH=str(Path(fileio.__file__).parents[1]))
    writers = [
        subprocess.Popen([sys.executable, "-c", _WRITER, str(path), str(go)], env=env)
        for _ in range(2)
    ]
    go.touch()  # both start answering at once
    assert [w.wait() for w in writers] == [0, 0]
    kept = Progress.load(path).rules
    assert kept["R20"]["seen"] + kept["R25"]["seen"] == 300
    assert kept["R20"]["right"] + kept["R25"]["right"] == 2 * 50


def test_a_save_never_writes_over_a_file_made_unreadable_meanwhile(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    p = Progress.load(path)
    path.write_text("not progress")
    p.record(["R3"], True)
    with pytest.raises(ProgressError):
        p.save(path)
    assert path.read_text() == "not progress"


def test_the_merge_adds_counts_and_moves_the_box_as_the_answers_since_did() -> None:
    """Leitner boxes: a right answer moves a rule one box up from the box it is in now (the
    other writer's); after a wrong one the box is 1 plus the right answers since."""
    base = {"R20": {"seen": 2, "right": 1, "box": 2}, "R25": {"seen": 1, "right": 1, "box": 2}}
    mine = Progress(
        {"R20": {"seen": 3, "right": 2, "box": 3}, "R25": {"seen": 3, "right": 2, "box": 2}},
        base,
    )  # since base: R20 right; R25 wrong, then right
    theirs = Progress(
        {
            "R3": {"seen": 1, "right": 1, "box": 2},
            "R20": {"seen": 4, "right": 1, "box": 1},
            "R25": {"seen": 9, "right": 9, "box": 5},
        }
    )
    merged = mine.merged(theirs)
    assert merged.rules == {
        "R3": {"seen": 1, "right": 1, "box": 2},
        "R20": {"seen": 5, "right": 2, "box": 2},
        "R25": {"seen": 11, "right": 10, "box": 2},
    }
    assert Progress.from_text(_file(merged.rules)) == merged


def test_a_merge_keeps_each_lessons_best_quiz_from_either_writer() -> None:
    """Two writers of one file: the quiz one of them finished survives the other's save, and
    where both finished one, the better score is kept (stars per lesson)."""
    mine = Progress(base={})
    mine.record_quiz("02", 7, 8)
    mine.record_quiz("03", 4, 8)
    theirs = Progress()
    theirs.record_quiz("03", 6, 8)
    theirs.record_quiz("04", 8, 8)
    merged = mine.merged(theirs)
    assert merged.lessons == {
        "02": {"right": 7, "asked": 8},
        "03": {"right": 6, "asked": 8},
        "04": {"right": 8, "asked": 8},
    }
    assert merged.stars() == {"02": 3, "03": 2, "04": 3}
