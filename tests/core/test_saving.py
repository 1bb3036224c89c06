"""Saving never destroys a record: atomic writes, and notes that are strings or nothing."""

from __future__ import annotations

import json
import os
import random
import socket
import stat
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

import pytest

import unsun_lab as ul
from tests.helpers import conformance_dir
from unsun_lab.record import MAX_STRING, NotARegularFile, save_record, write_atomic

ROOT = Path(__file__).resolve().parents[2]
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
    for i in range(len(bad.moves)):  # each note may be saved, but not all of them in one file
        bad.note(i, "ž" * MAX_STRING)  # 2 bytes a character in UTF-8
    with pytest.raises(ul.RecordError, match="more than the 1000000 a record file may hold"):
        save_record(bad, target)
    assert target.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["deal.json"]


def test_a_failing_replace_removes_its_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "a folder"
    folder.mkdir()
    (folder / "inside").write_text("kept")
    with pytest.raises(NotARegularFile, match="is a folder"):
        write_atomic(folder, "text")  # a folder is never replaced by a file
    target = tmp_path / "deal.json"
    target.write_text("old")

    def failing_replace(source: object, destination: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError, match="No space left"):
        write_atomic(target, "new")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a folder", "deal.json"]
    assert (folder / "inside").read_text() == "kept" and target.read_text() == "old"


def test_an_atomic_write_keeps_permissions_and_never_writes_through_a_link(
    tmp_path: Path,
) -> None:
    target = tmp_path / "deal.json"
    target.write_text("old")
    target.chmod(0o640)
    write_atomic(target, "new")
    assert target.read_text() == "new" and target.stat().st_mode & 0o777 == 0o640
    link = tmp_path / "link.json"
    link.symlink_to(target)
    with pytest.raises(NotARegularFile, match="symbolic link"):
        write_atomic(link, "through the link")
    assert link.is_symlink() and target.read_text() == "new"
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


# -- only a regular file or a new name is written -----------------------------------------


def _targets(tmp_path: Path) -> dict[str, Path]:
    """One path of each kind that is not a regular file, each holding something to keep."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "kept.json").write_text("kept")
    out = {
        "fifo": tmp_path / "record.fifo",
        "folder": tmp_path / "folder.json",
        "link": tmp_path / "link.json",
        "dangling link": tmp_path / "dangling.json",
    }
    os.mkfifo(out["fifo"])
    out["folder"].mkdir()
    out["link"].symlink_to(elsewhere / "kept.json")
    out["dangling link"].symlink_to(elsewhere / "new.json")  # points nowhere yet
    out["link loop"] = tmp_path / "loop.json"
    out["link loop"].symlink_to(out["link loop"])
    out["link to folder"] = tmp_path / "to_folder.json"
    out["link to folder"].symlink_to(out["folder"])
    out["socket"] = tmp_path / "socket.json"
    listening = socket.socket(socket.AF_UNIX)
    listening.bind(str(out["socket"]))  # the file stays when the socket is closed
    listening.close()
    try:
        device = tmp_path / "null.json"
        os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))  # as /dev/null (needs root)
        out["device"] = device
        block = tmp_path / "loop0.json"
        os.mknod(block, 0o666 | stat.S_IFBLK, os.makedev(7, 0))  # as /dev/loop0
        out["block device"] = block
    except PermissionError:
        pass
    return out


def _kinds(tmp_path: Path) -> dict[str, tuple[int, str]]:
    return {
        str(p.relative_to(tmp_path)): (stat.S_IFMT(os.lstat(p).st_mode), os.readlink(p))
        if p.is_symlink()
        else (stat.S_IFMT(os.lstat(p).st_mode), "")
        for p in sorted(tmp_path.rglob("*"))
    }


@pytest.mark.parametrize("replace", [True, False])
@pytest.mark.parametrize(
    "kind",
    [
        "fifo",
        "folder",
        "link",
        "dangling link",
        "link loop",
        "link to folder",
        "socket",
        "device",
        "block device",
    ],
)
def test_a_save_onto_anything_but_a_regular_file_is_refused_and_leaves_it(
    tmp_path: Path, kind: str, replace: bool
) -> None:
    targets = _targets(tmp_path)
    if kind not in targets:
        pytest.skip("making a device node needs root")
    before = _kinds(tmp_path)
    with pytest.raises(ul.RecordError, match="nothing was written") as caught:
        save_record(_short_deal(), targets[kind], replace=replace)
    assert caught.value.field == "record"
    assert ("symbolic link" if "link" in kind else "not a regular file") in str(caught.value)
    assert _kinds(tmp_path) == before  # nothing replaced, nothing made, no temporary left
    assert (tmp_path / "elsewhere" / "kept.json").read_text() == "kept"
    assert not (tmp_path / "elsewhere" / "new.json").exists()


def test_a_save_that_must_not_replace_refuses_any_existing_name(tmp_path: Path) -> None:
    deal = _short_deal()
    target = save_record(deal, tmp_path / "deal.json", replace=False)  # a new name
    before = target.read_bytes()
    other = _short_deal()
    other.title = "another"
    with pytest.raises(FileExistsError):
        save_record(other, target, replace=False)
    assert target.read_bytes() == before
    assert save_record(other, target).read_bytes() != before  # replace=True: the default
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deal.json"]


# -- temporary files of a killed save do not pile up ---------------------------------------


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_the_temporary_files_of_killed_saves_are_removed_by_the_next_save(
    tmp_path: Path,
) -> None:
    target = tmp_path / "deal.json"
    dead = _dead_pid()
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    try:
        stale = [tmp_path / f".deal.json.{dead}.{n}.tmp" for n in range(3)]
        busy = tmp_path / f".deal.json.{alive.pid}.0.tmp"  # a save still running elsewhere
        other = tmp_path / f".other.json.{dead}.0.tmp"  # another name's: left to its saves
        for path in [*stale, busy, other]:
            path.write_text('{"half": ')
        save_record(_short_deal(), target)
        names = sorted(p.name for p in tmp_path.iterdir())
        assert names == sorted([busy.name, other.name, "deal.json"])
    finally:
        alive.kill()
        alive.wait()
    save_record(_short_deal(), target)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([other.name, "deal.json"])


def _wait_for(condition: Callable[[], bool], limit: float = 120.0) -> None:
    """Poll ``condition`` until it holds; fail after ``limit`` seconds (a generous bound)."""
    deadline = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < deadline, "the condition never held"
        time.sleep(0.005)


SAVE_FOREVER = textwrap.dedent(
    """
    import sys
    import unsun_lab as ul
    from unsun_lab.record import save_record

    deal = ul.Deal.from_record(sys.argv[1])
    for i in range(len(deal.moves)):
        deal.note(i, "why " * 2000)  # about 500 KB a save: a kill often lands mid-write
    print("ready", flush=True)
    while True:
        save_record(deal, sys.argv[2])
    """
)


def test_saves_killed_mid_way_leave_no_temporary_file_behind(tmp_path: Path) -> None:
    """SIGKILL a process that saves in a loop, 15 times: whatever the kills leave, the next
    save removes it, and the record on disk is always a whole one."""
    target = tmp_path / "deal.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    random.seed(15)  # where the kills land, reproducibly (the test's own choice, not the code's)
    for _ in range(15):
        child = subprocess.Popen(
            [sys.executable, "-c", SAVE_FOREVER, str(SAMPLE), str(target)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        _wait_for(lambda: target.exists() or child.poll() is not None)  # noqa: B023
        first = target.stat().st_mtime_ns  # its first whole save; then wait for one more
        _wait_for(lambda: target.stat().st_mtime_ns != first or child.poll() is not None)  # noqa: B023
        assert child.poll() is None, "the saving process stopped by itself"
        time.sleep(random.random() * 0.05)  # the kill lands anywhere in a save
        child.kill()
        child.wait()
        child.stdout.close()
        print("temporary files left after the kill:", len(list(tmp_path.glob(".*.tmp"))))
        assert ul.Deal.from_record(target).moves  # never a half-written record
    save_record(_short_deal(), target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deal.json"]


# -- text a record cannot hold -------------------------------------------------------------


@pytest.mark.parametrize("field", ["title", "notes", "note"])
def test_a_lone_surrogate_is_refused_with_the_record_error(tmp_path: Path, field: str) -> None:
    deal = _short_deal()
    before = deal.to_record()
    with pytest.raises(ul.RecordError, match=r"lone surrogate \(\\udc80\) at character 4"):
        if field == "note":
            deal.note(2, "bad\udc80")
        else:
            setattr(deal, field, "bad\udc80")
    assert deal.to_record() == before
    save_record(deal, tmp_path / "deal.json")  # and the deal still saves
    text = json.dumps({**before, field if field != "note" else "title": "bad\udc80"})
    with pytest.raises(ul.RecordError, match="lone surrogate"):  # nor does one load
        ul.Deal.from_record(text)


@pytest.mark.parametrize("field", ["title", "notes", "note"])
@pytest.mark.parametrize("text", ["", "ok", "é" * MAX_STRING, "\x00\x1b[2J", "\u202eright to left"])
def test_any_text_a_record_can_hold_is_saved_and_loads_back_as_it_was(
    tmp_path: Path, field: str, text: str
) -> None:
    deal = _short_deal()
    if field == "note":
        deal.note(2, text)
    else:
        setattr(deal, field, text)
    again = ul.Deal.from_record(save_record(deal, tmp_path / "deal.json"))
    assert (again.title, again.notes, again.move_notes) == (
        deal.title,
        deal.notes,
        deal.move_notes,
    )


@pytest.mark.parametrize("field", ["title", "notes", "note"])
def test_a_text_longer_than_a_record_holds_is_refused_naming_its_field(field: str) -> None:
    deal = _short_deal()
    before = deal.to_record()
    with pytest.raises(ul.RecordError) as caught:
        if field == "note":
            deal.note(2, "x" * (MAX_STRING + 1))
        else:
            setattr(deal, field, "x" * (MAX_STRING + 1))
    assert caught.value.field in ("title", "notes", "moves") and deal.to_record() == before


class _Lying(str):
    """A title whose ``str()`` and ``len()`` lie about what it holds."""

    def __str__(self) -> str:
        return "lie"

    def __len__(self) -> int:
        return 1


def test_a_string_subclass_that_lies_is_saved_as_the_text_it_holds(tmp_path: Path) -> None:
    deal = _short_deal()
    deal.title = _Lying("the truth")
    again = ul.Deal.from_record(save_record(deal, tmp_path / "deal.json"))
    assert again.title == "the truth" and type(again.title) is str
