"""Work over many deals in chunks: the process pool, its watchdog, the progress bar.

``map_chunks(fn, n, args, chunk_size=...)`` runs ``fn(start, stop, *args)`` over chunks of
``range(n)``, in this process or in a pool of processes (or any ``concurrent.futures``
executor, e.g. Dask's), and yields the chunks' results in order. Every pool worker has a
watchdog that ends it when the process that started it is gone. :func:`plan_chunk_size` is the
one policy for how many deals a task holds; :func:`check_run` checks the parameters that
``simulate`` and the studies share, the same way for both; :func:`progress_bar` is tqdm's bar,
or a text line without tqdm.

>>> list(map_chunks(lambda a, b: b - a, 10, (), chunk_size=4))
[4, 4, 2]
"""

from __future__ import annotations

import os
import pickle
import sys
import threading
import time
import warnings
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from typing import Any, Final, TypeVar

from unsun_lab.match import Player
from unsun_lab.safe import quote

__all__ = [
    "MAX_SEED_BITS",
    "PARENT_CHECK",
    "auto_progress",
    "available_cpus",
    "check_run",
    "chunk_size_for",
    "map_chunks",
    "plan_chunk_size",
    "progress_bar",
]

RANDOM_CHUNK: Final = 2048  # random deals a task (~0.2 s of work on a laptop core)
PLAYER_CHUNK: Final = 64  # deals a task with cheap players (heuristic: ~6 ms a deal)
SEARCH_CHUNK: Final = 1  # deals a task with a search player (seconds a deal)
MAX_SEED_BITS: Final = 1024  # a seed is written into each deal's key (deal_seed)

T = TypeVar("T")


def chunk_size_for(seats: Sequence[Player] | None) -> int:
    """Deals a task, for about 0.2–1 s of work: thousands of random deals, tens of deals
    with cheap players, one deal when a seat searches (it has a ``rollouts`` budget)."""
    if seats is None:
        return RANDOM_CHUNK
    if any(hasattr(p, "rollouts") or hasattr(p, "worlds") for p in seats):
        return SEARCH_CHUNK
    return PLAYER_CHUNK


def plan_chunk_size(
    n: int,
    seats: Sequence[Player] | None,
    *,
    given: int | None = None,
    workers: int = 1,
    executor: Executor | None = None,
    deals_per_item: int = 1,
) -> int:
    """Deals a task: ``given`` if the caller chose, else :func:`chunk_size_for` the players
    (divided by ``deals_per_item`` when each item plays several deals, as a duplicate pair
    does), and with several workers at most a quarter of each worker's share of ``n``, so
    every worker gets work and the progress bar moves.

    >>> plan_chunk_size(100, None), plan_chunk_size(100, None, workers=2)
    (2048, 13)
    """
    if given is not None:
        return given
    size = max(1, chunk_size_for(seats) // deals_per_item)
    if n and (workers > 1 or executor is not None):
        slots = workers if executor is None else _slots(executor)
        size = max(1, min(size, -(-n // (4 * slots))))
    return size


def _slots(executor: Executor) -> int:
    """How many tasks the executor runs at once, as far as it says."""
    n = getattr(executor, "_max_workers", None)
    if isinstance(n, int) and n > 0:
        return n
    client = getattr(executor, "_client", None)  # distributed.cfexecutor.ClientExecutor
    if client is not None:
        try:
            workers = client.scheduler_info()["workers"].values()
            return max(1, sum(int(w.get("nthreads", 1)) for w in workers))
        except Exception:  # a guess is enough for sizing the queue
            pass
    return os.cpu_count() or 2


def _check_picklable(seats: Sequence[Player] | None, workers: int) -> None:
    """Say plainly when a process pool cannot take the players."""
    if seats is None:
        return
    method = _pool_context().get_start_method()
    for seat, player in enumerate(seats):
        kind = type(player).__qualname__
        try:
            pickle.dumps(player)
        except Exception as error:
            raise TypeError(
                f"workers={workers} sends the players to other processes, but the player at "
                f"seat {seat} ({kind}) cannot be pickled: {error}. Define its class at the top "
                "level of a module, use workers=1, or pass executor=client.get_executor() "
                "(Dask pickles with cloudpickle, so players defined in a notebook work)."
            ) from error
        if type(player).__module__ == "__main__" and method != "fork":
            raise TypeError(
                f"workers={workers} starts processes by {method!r}, which cannot see the class "
                f"{kind} of seat {seat} defined in __main__ (a notebook or script). Move it to "
                "a module, use workers=1, or pass executor=client.get_executor() (Dask)."
            )


def _pool_context() -> Any:
    import multiprocessing

    return multiprocessing.get_context()


def _quiet_worker() -> None:
    """Pool workers leave Ctrl-C to the caller, which cancels and stops them."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


#: How often (seconds) a worker looks whether the process that started it is still there.
PARENT_CHECK: Final = 0.25


def _start_worker(parent: int) -> None:
    """Every pool worker: Ctrl-C is the caller's (:func:`_quiet_worker`), and a watchdog
    thread ends the worker as soon as its parent is gone, however the parent died (SIGKILL
    included, when no cleanup of the parent's can run): no worker is left orphaned."""
    _quiet_worker()
    watch = threading.Thread(
        target=_watch_parent, args=(parent,), name="unsun-lab-watchdog", daemon=True
    )
    watch.start()


def _watch_parent(parent: int) -> None:
    """Return never; exit this process when ``parent`` is no longer alive.

    Started by fork or spawn, the worker is the parent's child: when the parent dies it is
    handed to another process, so ``os.getppid()`` changes (a dead parent not yet reaped
    counts as dead too). Started by a fork server, the worker is that server's child: then
    the parent's process id is checked (POSIX)."""
    direct = os.getppid() == parent
    while True:
        time.sleep(PARENT_CHECK)
        if (os.getppid() != parent) if direct else not _alive(parent):
            os._exit(70)  # nobody is left to read a result: stop without cleanup


def _alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie does not); True where that cannot be told."""
    if os.name != "posix":
        return True  # os.kill would end the process on Windows; spawn there is direct
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    try:
        with open(f"/proc/{pid}/stat", "rb") as status:
            return status.read().rsplit(b")", 1)[1].split()[0] != b"Z"
    except (OSError, IndexError):
        return True


def available_cpus() -> int:
    """The processors this process may run on (its CPU affinity where the system says)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _whole(value: object, name: str, least: int) -> int:
    """``value`` as a plain int of at least ``least``; else an error naming the parameter."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(
            f"{name} must be a whole number (an int), got {type(value).__name__} {quote(value)}"
        )
    value = int.__index__(value)  # an int subclass counts as the plain int it holds
    if value < least:
        raise ValueError(f"{name} must be >= {least}, got {value}")
    return value


def check_run(
    n_deals: object,
    seed: object,
    workers: object = 1,
    chunk_size: object = None,
    in_flight: object = None,
    *,
    count: str = "n_deals",
) -> tuple[int, int, int, int | None, int | None]:
    """The parameters of a run over many deals (``simulate``, the studies) checked, each
    refusal naming its parameter: ``n_deals`` (named ``count`` in the messages) a whole
    number >= 0, ``seed`` a whole number (not a string: ``"1"`` is not 1; not a bool: True
    is not 1) of at most ``MAX_SEED_BITS`` bits, ``workers``,
    ``chunk_size`` and ``in_flight`` whole numbers >= 1. ``workers`` beyond the processors
    this process may use is capped to them, with a RuntimeWarning saying so.

    >>> check_run(10, 3, workers=1)
    (10, 3, 1, None, None)
    >>> check_run(2.5, 3)
    Traceback (most recent call last):
    ...
    TypeError: n_deals must be a whole number (an int), got float 2.5
    """
    n = _whole(n_deals, count, 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(
            f"seed must be a whole number (an int), got {type(seed).__name__} {quote(seed)}"
        )
    seed = int.__index__(seed)
    if seed.bit_length() > MAX_SEED_BITS:
        raise ValueError(f"seed must have at most {MAX_SEED_BITS} bits, got {quote(seed)}")
    processes = _whole(workers, "workers", 1)
    cpus = available_cpus()
    if processes > cpus:
        from unsun_lab.i18n import text  # a note the learner reads in the notebook

        warnings.warn(
            text("simulate.workers_capped", workers=processes, cpus=cpus),
            RuntimeWarning,
            stacklevel=3,
        )
        processes = cpus
    size = None if chunk_size is None else _whole(chunk_size, "chunk_size", 1)
    flight = None if in_flight is None else _whole(in_flight, "in_flight", 1)
    return n, seed, processes, size, flight


def _stop_pool(pool: ProcessPoolExecutor, grace: float = 1.5) -> None:
    """Stop a pool now: cancel what waits, let the running chunks end, end the workers.

    Chunks are sized to well under a second of work, so the workers finish theirs and exit
    within ``grace`` seconds. Only a worker still busy after that is terminated: killing one
    while it writes its result leaves the pool's reader waiting for the rest of the message
    forever, and then the interpreter's exit (which joins the pool's thread) hangs.
    """
    processes = list(getattr(pool, "_processes", {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    deadline = time.monotonic() + grace
    for process in processes:
        process.join(max(0.0, deadline - time.monotonic()))
    for process in processes:
        if process.is_alive():
            process.terminate()
            process.join(1.0)


def map_chunks(
    fn: Callable[..., T],
    n: int,
    args: tuple[Any, ...],
    *,
    chunk_size: int,
    workers: int = 1,
    executor: Executor | None = None,
    in_flight: int | None = None,
    progress: Callable[[int], None] | None = None,
    check: Sequence[Player] | None = None,
) -> Iterator[T]:
    """``fn(start, stop, *args)`` over chunks of ``range(n)``, yielded in order.

    At most ``in_flight`` tasks (default: two per worker) are submitted at a time; results
    are collected as they complete, ``progress(k)`` is told of every ``k`` items done, and
    chunks are yielded in order. On an interrupt or an early stop the pending tasks are
    cancelled (and a pool of our own is stopped) before the exception goes on."""
    chunk_size = _whole(chunk_size, "chunk_size", 1)
    n = _whole(n, "n", 0)
    count = -(-n // chunk_size)  # chunks; each span is computed when it is sent, never listed

    def span(k: int) -> tuple[int, int]:
        return k * chunk_size, min((k + 1) * chunk_size, n)

    tell = progress or (lambda k: None)
    if executor is None and workers > 1 and sys.platform == "emscripten":
        from unsun_lab.i18n import text  # the note a learner reads in the browser

        warnings.warn(text("simulate.one_process", workers=workers), RuntimeWarning, stacklevel=3)
        workers = 1
    if executor is None and workers <= 1:
        for k in range(count):
            a, b = span(k)
            part = fn(a, b, *args)
            tell(b - a)
            yield part
        return
    own: ProcessPoolExecutor | None = None
    if executor is None:
        _check_picklable(check, workers)
        executor = own = ProcessPoolExecutor(
            max_workers=min(workers, available_cpus()),
            mp_context=_pool_context(),
            initializer=_start_worker,
            initargs=(os.getpid(),),
        )
    limit = in_flight or 2 * _slots(executor)
    pending: dict[Future[T], int] = {}
    done: dict[int, T] = {}
    submitted = 0
    nxt = 0
    try:
        while nxt < count:
            while submitted < count and len(pending) + len(done) < limit:
                a, b = span(submitted)
                pending[executor.submit(fn, a, b, *args)] = submitted
                submitted += 1
            if nxt not in done:
                finished, _ = wait(list(pending), timeout=0.2, return_when=FIRST_COMPLETED)
                for future in finished:
                    k = pending.pop(future)
                    done[k] = future.result()
                    a, b = span(k)
                    tell(b - a)
                continue
            yield done.pop(nxt)
            nxt += 1
    except BaseException:
        for future in pending:
            future.cancel()
        if own is not None:
            _stop_pool(own)
            own = None
        raise
    finally:
        if own is not None:
            own.shutdown(wait=True)


# -- progress bars ----------------------------------------------------------------------------


def auto_progress(n_deals: int, seats: Sequence[Player] | None) -> bool:
    """Whether a run shows a bar when not told: a long run (by its players) in a terminal or
    a notebook."""
    big = n_deals >= (20000 if seats is None else 200)
    interactive = sys.stderr.isatty() or "ipykernel" in sys.modules
    return big and interactive


class _TextBar:
    """A progress line on stderr when tqdm is not installed (e.g. in the browser)."""

    def __init__(self, total: int, desc: str) -> None:
        self.total, self.desc, self.n = total, desc, 0
        self._shown = -1.0
        self._t0 = time.monotonic()

    def __call__(self, k: int) -> None:
        self.n += k
        share = self.n / self.total if self.total else 1.0
        if share - self._shown >= 0.05 or self.n >= self.total:
            self._shown = share
            elapsed = time.monotonic() - self._t0
            end = "\n" if self.n >= self.total else ""
            sys.stderr.write(
                f"\r{self.desc}: {share:4.0%} {self.n:,}/{self.total:,} deals {elapsed:.0f} s{end}"
            )
            sys.stderr.flush()


def progress_bar(total: int, on: bool, desc: str = "simulate") -> Callable[[int], None]:
    """A function told of every few deals done: tqdm's bar, or a text line without tqdm."""
    if not on or total <= 0:
        return lambda k: None
    try:
        from tqdm.auto import tqdm  # type: ignore[import-untyped]  # optional: the core needs only the standard library
    except ImportError:
        return _TextBar(total, desc)
    bar = tqdm(total=total, unit="deal", desc=desc)

    def update(k: int) -> None:
        bar.update(k)
        if bar.n >= total:
            bar.close()

    return update
