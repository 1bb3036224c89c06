"""Files, safely: the one place the package reads and writes the files a learner names.

Four things, each written once and used by records, progress, the widgets' Save and Load, the
simulator's Parquet output, the catalogue import and the puzzle build (the lock: by progress):

- :func:`read_bounded`: the bytes of a regular file of at most ``limit`` bytes. The kind and
  the size are checked on the open file before a byte is read, and never more than ``limit``
  bytes are held (a file that grows while it is read is refused too).
- :func:`write_atomic` (and :func:`atomic_path` for a writer that wants a path, such as
  Parquet's): the file holds its old content or all of the new one, never a part.
- :func:`regular_or_missing`: a path is written only onto a regular file or a new name; a
  symbolic link, a folder, a FIFO, a device or a socket is refused, in the same words
  everywhere (:class:`NotARegularFile`).
- :func:`locked`: one writer at a time for a file that several writers read, merge and write
  again (the learner's progress): a lock file ``.NAME.lock`` beside it, held by ``flock``
  where the system has it, else created exclusively; a lock its holder left behind never
  blocks for good (:class:`FileLocked` when another writer keeps it too long).

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     path = write_atomic(Path(folder) / "a.json", '{"n": 1}')
...     print(read_bounded(path, 100))
...     read_bounded(Path(folder), 100)
Traceback (most recent call last):
...
unsun_lab.fileio.NotARegularFile: '...' is a folder, not a regular file
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import os
import re
import stat
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from unsun_lab.safe import quote

__all__ = [
    "FileLocked",
    "FileRefused",
    "FileTooBig",
    "NotARegularFile",
    "atomic_path",
    "file_kind",
    "lock_path",
    "locked",
    "read_bounded",
    "regular_or_missing",
    "write_atomic",
]


class FileRefused(ValueError):
    """A file the package will not read or write as asked; the message says why, naming the
    path. Nothing was read into memory, and nothing was written."""


class FileTooBig(FileRefused):
    """A file larger than the limit of what it should hold; refused before it is read."""


class NotARegularFile(FileRefused):
    """The path to write names something other than a regular file: a symbolic link, a
    folder, a FIFO, a device or a socket. Nothing was written."""


class FileLocked(FileRefused):
    """Another writer held the file's lock for longer than the wait allowed; nothing was
    written."""


_temp_names = itertools.count()
_TEMP_SUFFIX = ".tmp"


def write_atomic(
    path: str | Path, data: str | bytes, encoding: str = "utf-8", *, replace: bool = True
) -> Path:
    """Write ``data`` to ``path`` so that the file holds either its old content or all of the
    new one, never a part: the data goes to a temporary file in the same folder, is flushed
    and synced to disk, then the temporary file replaces ``path`` (``os.replace``). On any
    failure the temporary file is removed and the error raised; ``path`` is untouched.

    Only a regular file is replaced (keeping its permissions), or a new one made: a symbolic
    link, dangling or not, is never written through nor replaced, and a folder, FIFO, device
    or socket raises :class:`NotARegularFile`. ``replace=False`` raises FileExistsError when
    the name is taken, atomically. The temporary files are named ``.NAME.PID.N.tmp``; those
    left by a process that was killed mid-write are removed by the next write to ``NAME``.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     first = write_atomic(Path(folder) / "a.txt", "one")
    ...     again = write_atomic(Path(folder) / "a.txt", "two")
    ...     print(again.read_text(), sorted(p.name for p in Path(folder).iterdir()))
    two ['a.txt']
    """
    path = Path(path)
    payload = data.encode(encoding) if isinstance(data, str) else bytes(data)
    mode, temp, fd = _begin(path, replace)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(payload)
            out.flush()
            os.fsync(out.fileno())
        _finish(temp, path, mode, replace)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
        raise
    _sync_folder(path.parent)
    return path


@contextlib.contextmanager
def atomic_path(path: str | os.PathLike[str], *, replace: bool = True) -> Iterator[Path]:
    """A temporary path beside ``path`` for a writer that needs a file name (Parquet's): when
    the block ends without an error the finished file takes the name ``path`` by the same
    rules as :func:`write_atomic`; on an error it is removed and ``path`` is untouched.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     with atomic_path(Path(folder) / "out.bin") as temp:
    ...         _ = temp.write_bytes(b"done")
    ...     print(sorted(p.name for p in Path(folder).iterdir()))
    ['out.bin']
    """
    target = Path(path)
    mode, temp, fd = _begin(target, replace)
    os.close(fd)
    try:
        yield temp
        _finish(temp, target, mode, replace)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
        raise
    _sync_folder(target.parent)


def _begin(path: Path, replace: bool) -> tuple[int | None, Path, int]:
    """Before a write: ``path``'s permission bits (None: a new name), judged by
    :func:`regular_or_missing`; FileExistsError if it is taken and ``replace`` is False; the
    stale temporary files of killed writers removed; a new temporary file and its fd."""
    mode = regular_or_missing(path)
    if mode is not None and not replace:
        raise FileExistsError(errno.EEXIST, "the file exists already", str(path))
    _remove_stale_temps(path)
    temp, fd = _create_temp(path)
    return mode, temp, fd


def _finish(temp: Path, path: Path, mode: int | None, replace: bool) -> None:
    """The finished temporary file takes the name ``path``: judged again first (a link or a
    folder put there meanwhile is refused; with ``replace`` False, a name taken meanwhile is
    FileExistsError, decided atomically by :func:`_place_new`), the old permissions kept."""
    if mode is not None:
        os.chmod(temp, mode)
    regular_or_missing(path)
    if replace:
        os.replace(temp, path)
    else:
        _place_new(temp, path)


def regular_or_missing(path: str | os.PathLike[str]) -> int | None:
    """The permission bits of ``path`` if it is a regular file, None if nothing has that
    name; NotARegularFile for anything else (a link is judged itself, never followed)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(info.st_mode):
        raise NotARegularFile(
            f"{quote(str(path))} is a symbolic link; files are written only onto a regular"
            " file or a new name, never through a link"
        )
    if not stat.S_ISREG(info.st_mode):
        raise NotARegularFile(
            f"{quote(str(path))} is {file_kind(info.st_mode)}, not a regular file"
        )
    return stat.S_IMODE(info.st_mode)


def _place_new(temp: Path, path: Path) -> None:
    """Give the finished temporary file the name ``path`` only if nothing has it yet: a hard
    link fails atomically when the name is taken (FileExistsError). Where there are no hard
    links (some file systems; Pyodide's ``os``, in the browser-only site, has no ``link``),
    the name is checked, then the file moved."""
    try:
        if not hasattr(os, "link"):
            raise OSError(errno.ENOSYS, "no hard links here")
        os.link(temp, path, follow_symlinks=False)
    except FileExistsError:
        raise
    except OSError:  # no hard links here: check, then move
        if os.path.lexists(path):
            raise FileExistsError(errno.EEXIST, "the file exists already", str(path)) from None
        os.replace(temp, path)
        return
    os.unlink(temp)


def _create_temp(path: Path) -> tuple[Path, int]:
    """A new file beside ``path``, created exclusively (honouring the umask); its name and fd."""
    while True:
        temp = path.with_name(f".{path.name}.{os.getpid()}.{next(_temp_names)}{_TEMP_SUFFIX}")
        try:
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
            flags |= getattr(os, "O_NOFOLLOW", 0)
            return temp, os.open(temp, flags, 0o666)
        except FileExistsError:
            continue


def _remove_stale_temps(path: Path) -> None:
    """Remove the temporary files of earlier writes to ``path`` whose process is gone (it
    was killed mid-write). Only our own regular files named ``.NAME.PID.N.tmp`` whose PID
    is no running process are removed; on systems without that check (Windows), none."""
    if os.name != "posix":
        return
    name = re.escape(f".{path.name}.")
    pattern = re.compile(name + r"(\d{1,10})\.\d{1,20}" + re.escape(_TEMP_SUFFIX))
    me = os.getpid()
    try:
        entries = list(os.scandir(path.parent))
    except OSError:
        return
    for entry in entries:
        found = pattern.fullmatch(entry.name)
        if found is None or int(found.group(1)) == me:
            continue
        with contextlib.suppress(OSError):
            info = entry.stat(follow_symlinks=False)
            if (
                stat.S_ISREG(info.st_mode)
                and info.st_uid == os.geteuid()
                and not _running(int(found.group(1)))
            ):
                os.unlink(entry.path)


def _running(pid: int) -> bool:
    """Whether a process with this id exists (POSIX: signal 0 is sent to nobody)."""
    if pid <= 0:
        return True  # never a writer's id: leave such a file alone
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists but is another user's, or we cannot tell
        return True
    return True


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def file_kind(mode: int) -> str:
    """What a file of this mode is, in words: 'a folder', 'a FIFO (named pipe)' …

    >>> file_kind(stat.S_IFDIR), file_kind(stat.S_IFCHR)
    ('a folder', 'a device')
    """
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_bounded(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path``, which may hold at most ``limit`` bytes.

    The file is opened without following it onto a terminal and without blocking on a FIFO;
    its kind and size are checked on the open file before a byte is read
    (:class:`NotARegularFile`, :class:`FileTooBig`), and at most ``limit + 1`` bytes are ever
    held, so a file that grows while it is read is refused too. A file that cannot be opened
    raises the OSError (FileNotFoundError for a missing one).
    """
    shown = quote(os.fspath(path))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags | getattr(os, "O_NOCTTY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(f"{shown} is {file_kind(info.st_mode)}, not a regular file")
        if info.st_size > limit:
            raise FileTooBig(
                f"{shown} holds {info.st_size} bytes, more than the {limit} it may hold"
            )
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # it grew while being read
            raise FileTooBig(f"{shown} holds more than the {limit} bytes it may hold")
    finally:
        os.close(fd)
    return b"".join(chunks)


#: How long :func:`locked` waits for another writer, in seconds, and how old a lock file of the
#: exclusive-create kind must be to be taken for one its holder left behind.
LOCK_WAIT = 10.0
LOCK_STALE = 60.0
_LOCK_SUFFIX = ".lock"

_flock: Callable[[int, int], Any] | None
try:  # POSIX: the system releases the lock when its holder exits, however it exits
    import fcntl

    _flock = fcntl.flock
    _LOCK_NOW, _UNLOCK = fcntl.LOCK_EX | fcntl.LOCK_NB, fcntl.LOCK_UN
except (ImportError, AttributeError):  # Windows; Pyodide's fcntl has no flock: the
    _flock = None  # exclusive-create lock file alone
    _LOCK_NOW = _UNLOCK = 0


def lock_path(path: str | os.PathLike[str]) -> Path:
    """The lock file of ``path``: ``.NAME.lock`` in the same folder."""
    path = Path(path)
    return path.with_name(f".{path.name}{_LOCK_SUFFIX}")


@contextlib.contextmanager
def locked(
    path: str | os.PathLike[str], *, wait: float = LOCK_WAIT, stale: float = LOCK_STALE
) -> Iterator[Path]:
    """Hold the lock of ``path`` for the block: one writer at a time, across threads and
    processes, so that a writer can read the file, merge and write it back (with
    :func:`write_atomic`) without losing what another wrote meanwhile. Readers need no lock:
    an atomic write never shows them a part of a file.

    The lock is the lock file :func:`lock_path` beside ``path`` (its folder must exist). Where
    the system has ``flock`` (POSIX) the lock is an ``flock`` on that file, taken on a file
    opened for this block alone, so two holders in one process exclude each other too; the
    system releases it when its holder exits, so a writer that was killed never leaves a lock
    behind, and the (empty) lock file stays for the next writer. Elsewhere the lock file is
    created exclusively and removed at the end of the block, and the stale-lock rule applies:
    one older than ``stale`` seconds is taken for a lock whose holder died mid-write (a write
    takes milliseconds) and removed. A lock held by another writer is waited for, ``wait``
    seconds at most, then :class:`FileLocked`; a lock path that is a link, a folder or another
    non-regular file raises :class:`NotARegularFile`. Yields the lock file's path.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     with locked(Path(folder) / "progress.json") as lock:
    ...         print(lock.name)
    .progress.json.lock
    """
    lock = lock_path(path)
    if _flock is not None:
        with _flocked(lock, wait, _flock) as held:
            if held:
                yield lock
                return
    with _created(lock, wait, stale):
        yield lock


def _open_lock(lock: Path, extra: int) -> int:
    """Open (or create) the lock file, never through a link, never anything but a regular
    file."""
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    regular_or_missing(lock)
    try:
        fd = os.open(lock, flags | extra | getattr(os, "O_NONBLOCK", 0), 0o666)
    except OSError as err:
        if err.errno == errno.ELOOP:  # a link put there meanwhile
            regular_or_missing(lock)
        raise
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise NotARegularFile(
            f"{quote(str(lock))} is {file_kind(info.st_mode)}, not a regular file"
        )
    return fd


@contextlib.contextmanager
def _flocked(lock: Path, wait: float, flock: Callable[[int, int], Any]) -> Iterator[bool]:
    """Hold an ``flock`` on the lock file; False (nothing held) where the file system has no
    ``flock`` (some network file systems), so that the caller falls back."""
    fd = _open_lock(lock, 0)
    try:
        deadline = time.monotonic() + wait
        pause = 0.001
        while True:
            try:
                flock(fd, _LOCK_NOW)
                break
            except BlockingIOError:
                pass
            except OSError as err:
                if err.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS, errno.EINVAL):
                    yield False
                    return
                raise
            if time.monotonic() >= deadline:
                raise FileLocked(
                    f"{quote(str(lock))} is held by another writer for more than {wait:g}"
                    " seconds; nothing was written"
                )
            time.sleep(pause)
            pause = min(0.05, pause * 2)
        try:
            yield True
        finally:
            with contextlib.suppress(OSError):
                flock(fd, _UNLOCK)
    finally:
        os.close(fd)


@contextlib.contextmanager
def _created(lock: Path, wait: float, stale: float) -> Iterator[None]:
    """Hold the lock by creating the lock file exclusively (it names its holder's process);
    remove it at the end. A lock file older than ``stale`` seconds is removed first."""
    deadline = time.monotonic() + wait
    pause = 0.001
    while True:
        try:
            fd = _open_lock(lock, os.O_EXCL)
            break
        except FileExistsError:
            pass
        with contextlib.suppress(FileNotFoundError):
            info = os.lstat(lock)
            if stat.S_ISREG(info.st_mode) and time.time() - info.st_mtime > stale:
                os.unlink(lock)  # left by a holder that died: the stale-lock rule
                continue
        if time.monotonic() >= deadline:
            raise FileLocked(
                f"{quote(str(lock))} is held by another writer for more than {wait:g}"
                " seconds; nothing was written"
            )
        time.sleep(pause)
        pause = min(0.05, pause * 2)
    try:
        with contextlib.suppress(OSError):
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        os.close(fd)
        yield
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(lock)
