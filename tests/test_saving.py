"""Saving never destroys a record: atomic writes, and notes that are strings or nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from helpers import conformance_dir

import unsun_lab as ul
from unsun_lab.record import save_record, write_atomic

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = conformance_dir() / "R28_hidden_robai_5.json"


def _short_deal() -> ul.Deal:
    deal = ul.Deal.from_record(SAMPLE)
    while len(deal.moves) > 5:
        deal.pop()
    return deal


def test_a_save_that_fails_half_way_leaves_the_old_record_and_no_temporary_file(
    tmp_path: Path,
) -> None:
    """A child process may write at most 1,000 bytes per file (RLIMIT_FSIZE): the new record
    (about 10 KB with its notes) fails half-way. The same write done naively is the control:
    it leaves half a file that no longer loads."""
    old = _short_deal()
    target = save_record(old, tmp_path / "deal.json")
    control = save_record(old, tmp_path / "control.json")
    old_text = target.read_text()
    assert 1000 < len(old_text.encode()) < 10_000
    child = textwrap.dedent(
        """
        import json, resource, sys
        from pathlib import Path
        import unsun_lab as ul
        from unsun_lab.record import save_record

        deal = ul.Deal.from_record(sys.argv[1])
        for i in range(len(deal.moves)):
            deal.note(i, f"note {i}: " + "why " * 20)
        text = json.dumps(deal.to_record(), indent=1)
        resource.setrlimit(resource.RLIMIT_FSIZE, (1000, 1000))
        try:
            save_record(deal, sys.argv[2])
        except OSError as err:
            print("save failed:", err.strerror)
        try:
            Path(sys.argv[3]).write_text(text)  # the naive way, as a control
        except OSError as err:
            print("naive write failed:", err.strerror)
        """
    )
    run = subprocess.run(
        [sys.executable, "-c", child, str(SAMPLE), str(target), str(control)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
        timeout=600,  # a safety net: the child writes one small file
    )
    assert "Traceback" not in run.stderr, run.stderr
    assert "save failed: File too large" in run.stdout
    assert "naive write failed: File too large" in run.stdout
    assert target.read_text() == old_text
    assert ul.Deal.from_record(target).state_key() == old.state_key()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["control.json", "deal.json"]
    # the control shows the failure is real: a plain write truncated and half-wrote its file
    assert control.stat().st_size == 1000
    with pytest.raises(ul.RecordError):
        ul.Deal.from_record(control)


def test_a_record_that_cannot_be_written_is_refused_before_the_file_is_touched(
    tmp_path: Path,
) -> None:
    old = _short_deal()
    target = save_record(old, tmp_path / "deal.json")
    before = target.read_bytes()
    bad = _short_deal()
    bad.extra["measure"] = float("nan")  # not JSON
    with pytest.raises(ValueError):
        save_record(bad, target)
    assert target.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["deal.json"]


def test_a_failing_replace_removes_its_temporary_file(tmp_path: Path) -> None:
    folder = tmp_path / "a folder"
    folder.mkdir()
    (folder / "inside").write_text("kept")
    with pytest.raises(OSError):
        write_atomic(folder, "text")  # a folder cannot be replaced by a file
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a folder"]
    assert (folder / "inside").read_text() == "kept"


def test_an_atomic_write_keeps_permissions_and_writes_through_a_link(tmp_path: Path) -> None:
    target = tmp_path / "deal.json"
    target.write_text("old")
    target.chmod(0o640)
    link = tmp_path / "link.json"
    link.symlink_to(target)
    write_atomic(link, "new")
    assert link.is_symlink() and target.read_text() == "new"
    assert target.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deal.json", "link.json"]


def test_a_saved_record_is_valid_json_with_its_notes(tmp_path: Path) -> None:
    deal = _short_deal()
    deal.note(2, "line one\nline two")
    path = save_record(deal, tmp_path / "deal.json")
    assert json.loads(path.read_text())["moves"][2]["note"] == "line one\nline two"
    assert ul.Deal.from_record(path).move_notes == {2: "line one\nline two"}


@pytest.mark.parametrize("note", [123, 1.5, ["a"], {"a": 1}, b"bytes", True])
def test_a_note_that_is_not_a_string_is_refused_naming_the_move(note: object) -> None:
    deal = _short_deal()
    deal.note(1, "kept")
    before = (deal.state_key(), dict(deal.move_notes))
    with pytest.raises(TypeError, match=r"^move 4: a note must be a string or None, not "):
        deal.note(3, note)  # type: ignore[arg-type]
    assert (deal.state_key(), dict(deal.move_notes)) == before


def test_none_and_empty_notes_remove_a_note() -> None:
    deal = _short_deal()
    deal.note(0, "x")
    deal.note(0, None)
    deal.note(1, "y")
    deal.note(1, "")
    assert deal.move_notes == {}


@pytest.mark.parametrize("field", ["title", "notes"])
def test_a_title_or_notes_that_is_not_a_string_is_refused(field: str) -> None:
    deal = _short_deal()
    setattr(deal, field, "kept")
    with pytest.raises(TypeError, match=f"the {field} must be a string or None"):
        setattr(deal, field, 5)
    assert getattr(deal, field) == "kept"
    assert ul.Deal.from_record(deal.to_record()).to_record() == deal.to_record()
