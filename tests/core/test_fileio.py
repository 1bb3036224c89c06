"""The one safe-files module: a bounded read judges the file's kind and size before it reads a
byte; a write never goes through a link, leaves no temporary file behind when it fails, and
with ``replace=False`` never takes a name that exists."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
import time
import tracemalloc
from collections.abc import Iterator
from pathlib import Path

import pytest

from unsun_lab import fileio
from unsun_lab.fileio import (
    FileLocked,
    FileRefused,
    FileTooBig,
    NotARegularFile,
    atomic_path,
    lock_path,
    locked,
    read_bounded,
    regular_or_missing,
    write_atomic,
)
from unsun_lab.limits import MAX_RECORD_BYTES
from unsun_lab.record import RecordError, load_record

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs, devices and links: POSIX")


@pytest.fixture
def no_read(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Any os.read while the test runs fails it at once (and never blocks on a FIFO)."""
    calls: list[int] = []

    def refuse(fd: int, size: int) -> bytes:
        calls.append(size)
        raise AssertionError(f"os.read({fd}, {size}) before the file was judged")

    monkeypatch.setattr(os, "read", refuse)
    yield calls
    assert not calls


def names_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# -- the bounded read ------------------------------------------------------------------------


def test_a_folder_is_refused_in_the_words_every_refusal_uses(
    tmp_path: Path, no_read: list[int]
) -> None:
    with pytest.raises(NotARegularFile, match="is a folder, not a regular file") as read:
        read_bounded(tmp_path, 100)
    with pytest.raises(NotARegularFile, match="is a folder, not a regular file") as judged:
        regular_or_missing(tmp_path)
    assert str(read.value) == str(judged.value)
    assert isinstance(read.value, FileRefused) and isinstance(read.value, ValueError)


@posix_only
def test_a_fifo_is_refused_without_blocking_and_without_reading(
    tmp_path: Path, no_read: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    flags_seen: list[int] = []
    real_open = os.open

    def spy_open(path: str | os.PathLike[str], flags: int, mode: int = 0o777) -> int:
        if Path(path) == fifo:
            flags_seen.append(flags)
        return real_open(path, flags, mode)

    # A reader and writer held here: were the open a blocking one, it would still return
    # (and the spy says whether it asked not to block).
    holder = real_open(fifo, os.O_RDWR | os.O_NONBLOCK)
    try:
        monkeypatch.setattr(os, "open", spy_open)
        with pytest.raises(NotARegularFile, match=r"is a FIFO \(named pipe\), not a regular"):
            read_bounded(fifo, 100)
    finally:
        os.close(holder)
    assert flags_seen and all(flags & os.O_NONBLOCK for flags in flags_seen)


@posix_only
def test_a_device_is_refused_before_a_byte_is_read(no_read: list[int]) -> None:
    zero = Path("/dev/zero")
    if not zero.exists() or not stat.S_ISCHR(zero.stat().st_mode):
        pytest.skip("no /dev/zero here")
    with pytest.raises(NotARegularFile, match="is a device, not a regular file"):
        read_bounded(zero, 100)


@pytest.fixture
def sparse(tmp_path: Path) -> Path:
    """A 2 GB file that takes no room on disk (a hole)."""
    path = tmp_path / "huge.json"
    with path.open("wb") as out:
        out.truncate(2 * 1024**3)
    assert path.stat().st_size == 2 * 1024**3
    return path


def test_a_file_too_big_is_refused_before_it_is_read(sparse: Path, no_read: list[int]) -> None:
    with pytest.raises(FileTooBig, match=rf"holds {2 * 1024**3} bytes, more than the 1000 "):
        read_bounded(sparse, 1000)
    with pytest.raises(FileTooBig):
        read_bounded(sparse, 2 * 1024**3 - 1)


def test_the_refusal_of_a_big_file_holds_no_memory(sparse: Path) -> None:
    tracemalloc.start()
    try:
        with pytest.raises(FileTooBig):
            read_bounded(sparse, 1_000_000)
        with pytest.raises(RecordError, match="more than the"):
            load_record(sparse)  # the record loader refuses it the same way
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < MAX_RECORD_BYTES // 10, peak


def test_a_file_within_the_limit_is_read_whole_and_one_that_grew_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write_atomic(tmp_path / "a.bin", b"x" * 100)
    assert read_bounded(path, 100) == b"x" * 100
    real_fstat = os.fstat

    def smaller(fd: int) -> os.stat_result:  # the size it had when it was judged
        info = real_fstat(fd)
        fields = list(info)
        fields[stat.ST_SIZE] = 10
        return os.stat_result(fields)

    monkeypatch.setattr(os, "fstat", smaller)
    with pytest.raises(FileTooBig, match="holds more than the 50 bytes"):
        read_bounded(path, 50)


# -- the atomic write ------------------------------------------------------------------------


@posix_only
@pytest.mark.parametrize("dangling", [False, True], ids=["to a file", "dangling"])
def test_a_symbolic_link_is_never_written_through(tmp_path: Path, dangling: bool) -> None:
    real = tmp_path / "real.json"
    if not dangling:
        real.write_text("old", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    with pytest.raises(NotARegularFile, match="is a symbolic link"):
        write_atomic(link, "new")
    with pytest.raises(NotARegularFile, match="is a symbolic link"), atomic_path(link) as temp:
        temp.write_text("new", encoding="utf-8")
    assert link.is_symlink() and os.readlink(link) == str(real)
    if dangling:
        assert not real.exists()
    else:
        assert real.read_text(encoding="utf-8") == "old"
    assert names_in(tmp_path) == sorted(["link.json"] + ([] if dangling else ["real.json"]))


def test_atomic_path_removes_its_temporary_file_on_an_error(tmp_path: Path) -> None:
    path = write_atomic(tmp_path / "out.bin", b"old")
    seen: list[Path] = []
    with pytest.raises(RuntimeError, match="the writer broke"), atomic_path(path) as temp:
        seen.append(temp)
        temp.write_bytes(b"half of the new")
        assert temp.exists() and temp.parent == tmp_path
        raise RuntimeError("the writer broke")
    assert seen and not seen[0].exists()
    assert names_in(tmp_path) == ["out.bin"] and path.read_bytes() == b"old"


def test_write_atomic_removes_its_temporary_file_when_the_write_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write_atomic(tmp_path / "out.bin", b"old")

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError, match="No space left"):
        write_atomic(path, b"new")
    assert names_in(tmp_path) == ["out.bin"] and path.read_bytes() == b"old"


def test_replace_false_refuses_a_name_that_exists(tmp_path: Path) -> None:
    path = write_atomic(tmp_path / "taken.json", "old")
    with pytest.raises(FileExistsError):
        write_atomic(path, "new", replace=False)
    with pytest.raises(FileExistsError), atomic_path(path, replace=False) as temp:
        temp.write_text("new", encoding="utf-8")
    assert path.read_text(encoding="utf-8") == "old" and names_in(tmp_path) == ["taken.json"]
    fresh = write_atomic(tmp_path / "fresh.json", "first", replace=False)
    assert fresh.read_text(encoding="utf-8") == "first"


def test_replace_false_refuses_a_name_taken_while_the_file_was_written(tmp_path: Path) -> None:
    path = tmp_path / "race.json"
    with pytest.raises(FileExistsError), atomic_path(path, replace=False) as temp:
        temp.write_text("mine", encoding="utf-8")
        path.write_text("theirs", encoding="utf-8")  # another writer came first
    assert path.read_text(encoding="utf-8") == "theirs" and names_in(tmp_path) == ["race.json"]


def test_replace_false_works_where_os_has_no_link(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pyodide's os (the browser-only site) has no ``link``: a new name is still written, and
    a name taken still refused."""
    monkeypatch.delattr(os, "link")
    fresh = write_atomic(tmp_path / "fresh.json", "first", replace=False)
    assert fresh.read_text(encoding="utf-8") == "first"
    with pytest.raises(FileExistsError):
        write_atomic(fresh, "second", replace=False)
    assert fresh.read_text(encoding="utf-8") == "first" and names_in(tmp_path) == ["fresh.json"]


def test_regular_or_missing_gives_the_mode_of_a_file_and_none_for_a_new_name(
    tmp_path: Path,
) -> None:
    path = write_atomic(tmp_path / "a.txt", "a")
    os.chmod(path, 0o640)
    assert regular_or_missing(path) == 0o640
    assert regular_or_missing(tmp_path / "b.txt") is None
    assert stat.S_IMODE(write_atomic(path, "again").stat().st_mode) == 0o640


# -- the lock: one writer at a time ----------------------------------------------------------


def _hold_in_thread(path: Path, **options: float) -> tuple[threading.Event, threading.Event]:
    """A thread that takes the lock of ``path`` and holds it until told to let go."""
    taken, release = threading.Event(), threading.Event()

    def hold() -> None:
        with locked(path, **options):
            taken.set()
            release.wait()

    threading.Thread(target=hold, daemon=True).start()
    assert taken.wait(60)
    return taken, release


@pytest.fixture(params=["flock", "exclusive-create"])
def lock_kind(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Both kinds of lock: flock (POSIX) and the exclusive-create lock file (elsewhere)."""
    if request.param == "flock":
        if fileio._flock is None:
            pytest.skip("no flock here")
    else:
        monkeypatch.setattr(fileio, "_flock", None)
    return str(request.param)


def test_a_lock_held_by_another_writer_is_waited_for_then_refused(
    tmp_path: Path, lock_kind: str
) -> None:
    path = tmp_path / "progress.json"
    _, release = _hold_in_thread(path)
    try:
        refused = r"held by another writer .*nothing was written"
        with pytest.raises(FileLocked, match=refused), locked(path, wait=0.05):
            pytest.fail("two writers held one lock")
    finally:
        release.set()
    with locked(path, wait=60) as lock:  # let go: the next writer takes it
        assert lock == lock_path(path) == tmp_path / ".progress.json.lock"


def test_the_lock_lets_writers_in_one_at_a_time(tmp_path: Path, lock_kind: str) -> None:
    """Eight threads each add one to a counter file 25 times, by read, pause, write: with the
    lock none of the 200 increments is lost."""
    path = tmp_path / "count.txt"
    write_atomic(path, "0")

    def add() -> None:
        for _ in range(25):
            with locked(path, wait=120):
                n = int(read_bounded(path, 100))
                time.sleep(0)  # let another thread run while the value is held
                write_atomic(path, str(n + 1))

    threads = [threading.Thread(target=add) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert read_bounded(path, 100) == b"200"


def test_a_stale_lock_file_is_taken_over_and_a_fresh_one_is_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without flock, a lock file left by a writer that died (older than ``stale``) is removed;
    a fresh one is a writer at work."""
    monkeypatch.setattr(fileio, "_flock", None)
    path = tmp_path / "progress.json"
    lock = lock_path(path)
    lock.write_text("4242\n")
    with pytest.raises(FileLocked), locked(path, wait=0.05, stale=3600):
        pass
    old = time.time() - 7200
    os.utime(lock, (old, old))
    with locked(path, wait=0.05, stale=3600):
        assert lock.read_text() == f"{os.getpid()}\n"
    assert not lock.exists()  # an exclusive-create lock is removed when let go


@posix_only
def test_flock_leaves_no_stale_lock_when_its_holder_is_killed(tmp_path: Path) -> None:
    if fileio._flock is None:
        pytest.skip("no flock here")
    path = tmp_path / "progress.json"
    ready = tmp_path / "ready"
    code = (
        "import sys, time, pathlib\n"
        "from unsun_lab.fileio import locked\n"
        "with locked(sys.argv[1]):\n"
        "    pathlib.Path(sys.argv[2]).write_text('held')\n"
        "    time.sleep(600)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(Path(fileio.__file__).parents[1]))
    holder = subprocess.Popen([sys.executable, "-c", code, str(path), str(ready)], env=env)
    try:
        while not ready.exists():
            assert holder.poll() is None, "the holder exited early"
            time.sleep(0.01)
        with pytest.raises(FileLocked), locked(path, wait=0.05):
            pass
    finally:
        holder.kill()
        holder.wait()
    with locked(path, wait=60):  # the system let go of the dead holder's lock
        pass


@posix_only
def test_a_lock_path_that_is_a_link_is_refused(tmp_path: Path, lock_kind: str) -> None:
    path = tmp_path / "progress.json"
    target = tmp_path / "elsewhere"
    target.write_text("keep")
    os.symlink(target, lock_path(path))
    with pytest.raises(NotARegularFile, match="symbolic link"), locked(path, wait=0.05):
        pass
    assert target.read_text() == "keep"


def test_without_flock_as_in_the_browser_the_lock_file_alone_serves(tmp_path: Path) -> None:
    """Pyodide's fcntl has no flock: fileio still imports there, and locked() falls back on
    the exclusive-create lock file (run in a child, whose fcntl is made so)."""
    script = (
        "import sys, types, pathlib\n"
        "sys.modules['fcntl'] = types.ModuleType('fcntl')\n"
        "from unsun_lab import fileio\n"
        "assert fileio._flock is None\n"
        f"target = pathlib.Path({str(tmp_path / 'progress.json')!r})\n"
        "with fileio.locked(target) as lock:\n"
        "    assert lock.exists()\n"
        "    fileio.write_atomic(target, 'kept')\n"
        "assert not fileio.lock_path(target).exists() and target.read_text() == 'kept'\n"
        "print('ok')\n"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, check=False
    )
    assert done.stdout.strip() == "ok", done.stderr
