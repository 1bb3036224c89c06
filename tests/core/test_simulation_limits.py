"""simulate() within bounds: its parameters checked by name, no more worker processes than
processors, flat memory however many deals, and no worker left alive once its parent is gone."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import textwrap
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import unsun_lab as ul
from unsun_lab.simulation import available_cpus, iter_chunks, map_chunks, simulate

ROOT = Path(__file__).resolve().parents[2]


def _wait_for(condition: Callable[[], bool], limit: float = 120.0) -> None:
    """Poll ``condition`` until it holds; fail after ``limit`` seconds (a generous bound for a
    machine three times slower and busy)."""
    deadline = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < deadline, "the condition never held"
        time.sleep(0.05)


# -- parameters refused by name ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "error", "named"),
    [
        ({"n_deals": 3.0}, TypeError, "n_deals must be a whole number .*float 3.0"),
        ({"n_deals": "3"}, TypeError, "n_deals must be a whole number .*str '3'"),
        ({"n_deals": None}, TypeError, "n_deals must be a whole number .*NoneType"),
        ({"n_deals": True}, TypeError, "n_deals must be a whole number .*bool True"),
        ({"n_deals": -1}, ValueError, "n_deals must be >= 0, got -1"),
        ({"seed": "1"}, TypeError, "seed must be a whole number .*str '1'"),
        ({"seed": [1]}, TypeError, r"seed must be a whole number .*list \[1\]"),
        ({"seed": True}, TypeError, "seed must be a whole number .*bool True"),
        ({"seed": 1.0}, TypeError, "seed must be a whole number .*float 1.0"),
        ({"seed": None}, TypeError, "seed must be a whole number .*NoneType"),
        ({"seed": 10**5000}, ValueError, "seed must have at most 1024 bits"),
        ({"workers": 0}, ValueError, "workers must be >= 1, got 0"),
        ({"workers": 2.0}, TypeError, "workers must be a whole number .*float"),
        ({"workers": True}, TypeError, "workers must be a whole number .*bool"),
        ({"chunk_size": 0}, ValueError, "chunk_size must be >= 1, got 0"),
        ({"chunk_size": "9"}, TypeError, "chunk_size must be a whole number"),
        ({"in_flight": 0}, ValueError, "in_flight must be >= 1, got 0"),
    ],
)
def test_a_bad_parameter_is_refused_naming_it_before_any_deal(
    kwargs: dict[str, Any], error: type[Exception], named: str
) -> None:
    args: dict[str, Any] = {"n_deals": 3, "seed": 1, **kwargs}
    with pytest.raises(error, match=named):
        simulate(**args)
    with pytest.raises(error, match=named):
        iter_chunks(**args)  # refused when called, not at the first chunk


OTHER_BAD_VALUES: dict[str, list[Any]] = {
    "n_deals": [False, [3], 3 + 0j, float("nan"), b"3"],
    "seed": [b"1", {"a": 1}, (1,), 10**400],
    "workers": [-3, "2", None, [2]],
    "chunk_size": [-1, 1.5, True],
    "in_flight": [-1, 0.5, "2", False],
}


@pytest.mark.parametrize(
    ("name", "value"), [(name, v) for name, values in OTHER_BAD_VALUES.items() for v in values]
)
def test_any_other_bad_parameter_is_refused_with_a_message_that_starts_with_its_name(
    name: str, value: Any
) -> None:
    with pytest.raises((TypeError, ValueError)) as caught:
        simulate(**{"n_deals": 3, "seed": 1, name: value})
    assert str(caught.value).startswith(name + " ")


class _BigIndex(int):
    """An int whose ``__index__`` says something else than its value."""

    def __index__(self) -> int:
        return 10**9


def test_an_int_subclass_counts_as_its_value() -> None:
    got = simulate(_BigIndex(4), seed=_BigIndex(2))
    assert len(got) == 4 and got == simulate(4, seed=2)


def test_true_is_not_one_and_a_string_is_not_its_number() -> None:
    """Before, ``n_deals=True`` played one deal and ``seed="1"`` gave the deals of seed 1."""
    with pytest.raises(TypeError):
        simulate(True, seed=1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        simulate(1, seed="1")  # type: ignore[arg-type]
    assert len(simulate(1, seed=1)) == 1


# -- workers bounded by the processors ---------------------------------------------------------


def test_more_workers_than_processors_are_capped_with_a_note_naming_workers() -> None:
    psutil = pytest.importorskip("psutil")
    me = psutil.Process()
    cpus = available_cpus()
    most = 0
    results: list[ul.Results] = []

    # Processes an earlier test left running under this one (a server, a cluster) are not
    # the pool's: only children that appear while the simulation runs are counted.
    before = {p.pid for p in me.children(recursive=True)}

    def workers() -> int:  # the pool's processes, not a helper of multiprocessing's own
        helpers = ("resource_tracker", "forkserver")
        found = 0
        for p in me.children(recursive=True):
            if p.pid in before:
                continue
            with contextlib.suppress(psutil.Error):  # it ended meanwhile
                found += not any(h in " ".join(p.cmdline()) for h in helpers)
        return found

    def count(chunk: ul.Results) -> None:
        nonlocal most
        most = max(most, workers())
        results.append(chunk)

    for asked in (40, 10**6, 10**18):
        most = 0
        results.clear()
        with pytest.warns(RuntimeWarning, match=f"workers={asked} is more .* workers={cpus}"):
            chunks = iter_chunks(40, seed=3, workers=asked, chunk_size=4, progress=False)
        for chunk in chunks:
            count(chunk)
        assert 1 <= most <= cpus, f"workers={asked} started {most} processes on {cpus} CPUs"
        merged = ul.Results(0)
        for chunk in results:
            merged.extend(chunk)
        assert merged == simulate(40, seed=3)  # the same deals, whatever the workers


# -- memory stays flat, however many deals ------------------------------------------------


def _first_chunk_peak(n: int, chunk_size: int) -> int:
    """The peak of memory allocated while starting ``n`` deals and taking the first chunk."""

    def chunk(start: int, stop: int) -> int:
        return stop - start

    tracemalloc.start()
    try:
        parts = map_chunks(chunk, n, (), chunk_size=chunk_size)
        assert next(parts) == chunk_size
        parts.close()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_the_chunks_are_computed_as_they_are_sent_never_listed() -> None:
    """10**8 deals in chunks of 1,000 is 100,000 spans: listing them took ~10 MB before the
    first deal (726 MB at 10**10). Now the peak is the same for 10**4 deals as for 10**15."""
    small = _first_chunk_peak(10**4, 1_000)
    assert _first_chunk_peak(10**8, 1_000) < small + 100_000
    assert _first_chunk_peak(10**15, 1_000) < small + 100_000
    assert _first_chunk_peak(10**18, 100) < small + 100_000


class _Enough(Exception):
    """Raised by a reduce that has seen enough chunks."""


def test_a_huge_streamed_simulation_starts_with_flat_memory() -> None:
    """``simulate(10**10, ..., reduce=...)``: the README promises flat memory. The reduce stops
    the run after three chunks; the memory used until then is that of a small run."""
    seen: list[int] = []

    def fold(total: int, chunk: ul.Results) -> int:
        seen.append(len(chunk))
        if len(seen) == 3:
            raise _Enough
        return total + sum(r.score[0] for r in chunk)

    def peak(n: int) -> int:
        seen.clear()
        tracemalloc.start()
        try:
            with pytest.raises(_Enough):
                simulate(n, seed=1, chunk_size=50, reduce=fold, initial=0, progress=False)
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    small = peak(1_000)
    assert peak(10**6) < small + 200_000  # 20,000 spans listed took about 2 MB
    assert peak(10**10) < small + 200_000 and seen == [50, 50, 50]


# -- no orphaned worker ---------------------------------------------------------------------

PARENT = textwrap.dedent(
    """
    import sys
    from unsun_lab.simulation import simulate
    print("started", flush=True)
    simulate(2_000_000, seed=1, workers=2, progress=False)
    """
)


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM])
def test_workers_exit_when_their_parent_is_killed(how: signal.Signals) -> None:
    """The parent is killed while its two workers are busy (SIGKILL: no cleanup of its own
    can run). Each worker notices within a fraction of a second and exits."""
    psutil = pytest.importorskip("psutil")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT], stdout=subprocess.PIPE, text=True, env=env
    )
    workers: list[Any] = []
    try:
        assert parent.stdout is not None and parent.stdout.readline().strip() == "started"
        me = psutil.Process(parent.pid)
        _wait_for(lambda: len(me.children(recursive=True)) >= min(2, available_cpus()))
        workers = me.children(recursive=True)
        parent.send_signal(how)
        parent.wait(timeout=120)

        def vanished() -> bool:
            return all(not w.is_running() or w.status() == psutil.STATUS_ZOMBIE for w in workers)

        _wait_for(vanished)
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
        for worker in workers:  # never leave one behind, even when the test fails
            if worker.is_running():
                worker.kill()
    assert workers and parent.stdout is not None
    parent.stdout.close()
