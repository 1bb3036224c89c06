"""simulate(): per-deal results as columns, the same whatever the chunks, workers or executor
(R29); bounded work in flight, Ctrl-C, Pyodide and the text progress bar."""

from __future__ import annotations

import contextlib
import doctest
import os
import signal
import subprocess
import sys
import threading
import time
import typing
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

import unsun_lab as ul
from unsun_lab.players import HeuristicPlayer, RandomPlayer, SearchPlayer
from unsun_lab.simulation import (
    DealResult,
    Results,
    chunk_size_for,
    iter_chunks,
    map_chunks,
    play_deal,
    simulate,
)

ROOT = Path(__file__).resolve().parents[2]


def test_random_simulation_gives_one_result_per_deal_that_adds_up_to_nine() -> None:
    results = ul.simulate(300, seed=4)
    assert len(results) == 300 and all(isinstance(r, DealResult) for r in results)
    assert all(sum(r.score) == 9 for r in results)  # R29
    assert [r.dealer for r in results[:9]] == [0, 1, 2, 3, 4, 5, 6, 7, 0]
    assert {r.native_robai for r in results} <= {"declared", "hidden", "indicator", "stock"}
    assert any(r.combos for r in results)
    for r in results:
        assert (r.declared_by is not None) == (r.native_robai == "declared")
        for c in r.combos:
            assert c.points in (2, 5) and 1 <= c.trick <= 9
            assert c.points == 5 or c.trick != 9  # R28: the ninth trick is worth 5


def test_same_seed_same_results_and_another_seed_differs() -> None:
    assert simulate(50, seed=9) == simulate(50, seed=9)
    assert simulate(50, seed=9) != simulate(50, seed=10)


def test_workers_two_equals_workers_one() -> None:
    players = [HeuristicPlayer(s) if s % 2 else RandomPlayer(s) for s in range(8)]
    one = simulate(40, seed=2, players=players, workers=1)
    two = simulate(40, seed=2, players=players, workers=2)
    assert one == two
    assert simulate(200, seed=3, workers=2) == simulate(200, seed=3)


def test_any_executor_gives_the_same_results() -> None:
    with ThreadPoolExecutor(max_workers=3) as pool:
        threaded = simulate(40, seed=5, players=HeuristicPlayer(1), executor=pool)
    assert threaded == simulate(40, seed=5, players=HeuristicPlayer(1))


def test_players_as_a_factory_or_a_list() -> None:
    a = simulate(20, seed=1, players=lambda seat: RandomPlayer(seat))
    b = simulate(20, seed=1, players=[RandomPlayer(s) for s in range(8)])
    assert a == b and all(sum(r.score) == 9 for r in a)
    with pytest.raises(ValueError):
        simulate(2, seed=1, players=[RandomPlayer(0)] * 3)


# -- results as columns --------------------------------------------------------------------


def test_results_behave_as_a_sequence_of_deal_results() -> None:
    results = simulate(60, seed=7)
    assert isinstance(results, Results) and len(results) == 60
    items = list(results)
    assert [r.index for r in items] == list(range(60))
    assert results[-1] == items[59] and results[0] == items[0]
    part = results[10:20]
    assert isinstance(part, Results) and [r.index for r in part] == list(range(10, 20))
    assert list(part) == items[10:20] and results == items
    assert results[5] == play_deal(5, 7, None)
    with pytest.raises(IndexError):
        results[60]
    with pytest.raises(ValueError, match="step 1"):
        results[::2]


def test_columns_cost_a_few_bytes_a_deal() -> None:
    """10M deals must fit in 500 MB: under 50 bytes a deal, measured on the real columns."""
    results = simulate(3000, seed=1)
    assert results.nbytes / len(results) < 30
    assert sys.getsizeof(results) < 200  # the object itself holds only arrays


def test_frames_agree_with_the_deal_results() -> None:
    results = simulate(400, seed=3)
    frame = results.to_frame()
    assert list(frame.index) == list(range(400))
    for r in (results[0], results[17], results[399]):
        row = frame.loc[r.index]
        assert (row.trump, row.indicator, row.native_robai) == (
            r.trump,
            r.indicator,
            r.native_robai,
        )
        assert (row.score0, row.score1, row.margin) == (*r.score, r.margin)
        assert row.combos == len(r.combos) and row.combo_points == sum(c.points for c in r.combos)
        assert (None if frame.declared_by.isna()[r.index] else row.declared_by) == r.declared_by
    combos = results.combos_frame()
    expected = [
        (r.index, r.trump, c.pair, c.points, c.trick, c.team) for r in results for c in r.combos
    ]
    got = [
        tuple(x)
        for x in combos[["deal", "trump", "pair", "points", "trick", "team"]].itertuples(
            index=False
        )
    ]
    assert got == expected and expected
    assert frame.combos.sum() == len(combos)


# -- chunks, workers, executors: never a different result ------------------------------------


def test_results_never_depend_on_the_chunk_size() -> None:
    base = simulate(150, seed=11)
    for size in (1, 7, 64, 1000):
        assert simulate(150, seed=11, chunk_size=size) == base
    players = [HeuristicPlayer(s) if s % 2 else RandomPlayer(s) for s in range(8)]
    a = simulate(12, seed=2, players=players, chunk_size=1)
    assert a == simulate(12, seed=2, players=players, chunk_size=5)
    with ThreadPoolExecutor(2) as pool:
        assert a == simulate(12, seed=2, players=players, executor=pool, chunk_size=3)


def test_chunk_size_is_chosen_from_the_players() -> None:
    assert chunk_size_for(None) >= 1000  # thousands of random deals a task
    assert 8 <= chunk_size_for([HeuristicPlayer(s) for s in range(8)]) <= 200
    search = [SearchPlayer(s) if s == 3 else RandomPlayer(s) for s in range(8)]
    assert chunk_size_for(search) == 1  # one search deal takes about a second or more


class CountingPool(ThreadPoolExecutor):
    """A real thread pool that records how many of its tasks were outstanding at most."""

    def __init__(self, workers: int) -> None:
        super().__init__(max_workers=workers)
        self.outstanding = 0
        self.most = 0
        self.submitted = 0
        self.lock = threading.Lock()

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        with self.lock:
            self.outstanding += 1
            self.submitted += 1
            self.most = max(self.most, self.outstanding)
        future = super().submit(fn, *args, **kwargs)
        future.add_done_callback(self._done)
        return future

    def _done(self, _: Future[Any]) -> None:
        with self.lock:
            self.outstanding -= 1


def test_a_bounded_number_of_tasks_in_flight_and_progress_from_the_first() -> None:
    seen: list[int] = []
    with CountingPool(2) as pool:
        told: list[tuple[int, int]] = []
        parts = map_chunks(
            _slow_chunk,
            40,
            (),
            chunk_size=2,
            executor=pool,
            in_flight=3,
            progress=lambda k: told.append((k, pool.submitted)),
        )
        for part in parts:
            seen += part
        assert pool.most <= 3 and pool.submitted == 20
    assert seen == list(range(40))  # in order, whatever order the tasks completed in
    assert sum(k for k, _ in told) == 40
    assert told[0][1] <= 3  # the first completed task is counted before the rest are sent


def _slow_chunk(start: int, stop: int) -> list[int]:
    time.sleep(0.002 * ((start * 7) % 5))  # tasks finish out of order
    return list(range(start, stop))


def test_early_stop_cancels_pending_work() -> None:
    with CountingPool(1) as pool:
        chunks = iter_chunks(10_000, seed=1, executor=pool, chunk_size=100, in_flight=2)
        first = next(chunks)
        chunks.close()
        assert len(first) == 100 and pool.submitted <= 3


# -- processes -------------------------------------------------------------------------------


def test_workers_say_plainly_when_a_player_cannot_be_pickled() -> None:
    class LocalPlayer(RandomPlayer):
        pass

    with pytest.raises(TypeError, match=r"seat 0 \(.*LocalPlayer\) cannot be pickled.*Dask"):
        simulate(10, seed=1, players=LocalPlayer(1), workers=2)


INTERRUPTED = """
import signal, sys
from unsun_lab.simulation import simulate
# Ctrl-C raises KeyboardInterrupt, as in a terminal, even when the tests were started from a
# background job (which ignores SIGINT, and Python then leaves it ignored).
signal.signal(signal.SIGINT, signal.default_int_handler)
print("started", flush=True)
try:
    simulate(2_000_000, seed=1, workers=2, progress=False)
except KeyboardInterrupt:
    print("interrupted", flush=True)
    sys.exit(3)
"""


# A safety net for each wait below, not a target: the test waits for each state it needs.
WAIT_LIMIT_S = 300.0
BUSY_CPU_S = 0.2  # CPU seconds a freshly forked worker has used once it works on a chunk


def test_ctrl_c_stops_simulate_leaving_no_child() -> None:
    psutil = pytest.importorskip("psutil")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen(
        [sys.executable, "-c", INTERRUPTED], stdout=subprocess.PIPE, text=True, env=env
    )

    def wait_until(ready: Callable[[], bool], what: str) -> None:
        deadline = time.monotonic() + WAIT_LIMIT_S
        while not ready():
            assert child.poll() is None, f"simulate ended before {what}"
            assert time.monotonic() < deadline, f"{what}: not after {WAIT_LIMIT_S:g} s"
            time.sleep(0.05)

    def busy(process: Any) -> bool:
        try:
            return bool(process.cpu_times().user >= BUSY_CPU_S)
        except psutil.NoSuchProcess:
            return False

    workers: list[Any] = []
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "started"
        parent = psutil.Process(child.pid)
        # the pool's two workers are up and both are working on chunks
        wait_until(
            lambda: sum(busy(p) for p in parent.children(recursive=True)) >= 2,
            "two workers took chunks",
        )
        workers = parent.children(recursive=True)
        child.send_signal(signal.SIGINT)
        code = child.wait(timeout=WAIT_LIMIT_S)
        # 3 and "interrupted": stopped by the interrupt, long before 2,000,000 deals were done
        assert code == 3 and child.stdout.read().strip() == "interrupted"
        _, alive = psutil.wait_procs(workers, timeout=WAIT_LIMIT_S)
        assert not [p for p in alive if p.status() != psutil.STATUS_ZOMBIE]
    finally:
        for process in [child, *workers]:  # whatever failed, leave nothing running
            with contextlib.suppress(Exception):
                process.kill()


# -- the browser, without tqdm ---------------------------------------------------------------


def test_under_pyodide_workers_fall_back_to_one_process_with_a_note(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    expected = simulate(30, seed=4)
    monkeypatch.setattr(sys, "platform", "emscripten")
    with pytest.warns(RuntimeWarning, match="Pyodide"):
        assert simulate(30, seed=4, workers=2) == expected


def test_progress_without_tqdm_writes_a_text_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "tqdm", None)
    monkeypatch.setitem(sys.modules, "tqdm.auto", None)
    simulate(500, seed=1, chunk_size=50, progress=True)
    err = capsys.readouterr().err
    assert "500/500 deals" in err and "100%" in err and "10%" in err


def test_ul_simulate_is_the_typed_simulate() -> None:
    assert ul.simulate is simulate and ul.Results is Results
    hints = typing.get_type_hints(simulate)
    assert hints["n_deals"] is int and typing.Any not in hints.values()


def test_module_examples_run() -> None:
    import unsun_lab.simulation as module

    failed, tried = doctest.testmod(module)
    assert tried >= 5 and failed == 0


def test_write_parquet_streams_the_same_rows_as_to_frame(tmp_path: Path) -> None:
    pd = pytest.importorskip("pandas")
    pytest.importorskip("pyarrow")
    from unsun_lab.simulation import write_parquet

    target = tmp_path / "deals.parquet"
    rows = write_parquet(target, 1_500, seed=4, chunk_size=400, progress=False)
    assert rows == 1_500
    back = pd.read_parquet(target)
    expected = simulate(1_500, seed=4, progress=False).to_frame()
    pd.testing.assert_frame_equal(back, expected)
    assert [p.name for p in tmp_path.iterdir()] == ["deals.parquet"]  # no temporary left


class _FailsLate(RandomPlayer):
    """A random player that raises on its 300th decision, after chunks have been written."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed=seed)
        self.calls = 0

    def choose(self, view: Any) -> str:
        self.calls += 1
        if self.calls == 300:
            raise KeyboardInterrupt
        return super().choose(view)


def test_write_parquet_keeps_the_old_file_when_interrupted(tmp_path: Path) -> None:
    pytest.importorskip("pyarrow")
    from unsun_lab.simulation import write_parquet

    target = tmp_path / "deals.parquet"
    target.write_bytes(b"old")
    player = _FailsLate(seed=1)
    with pytest.raises(KeyboardInterrupt):
        write_parquet(target, 40, seed=1, players=player, chunk_size=2, progress=False)
    assert player.calls == 300  # it stopped part-way, after several chunks
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["deals.parquet"]  # no temporary left
