"""Simulating at scale: wall time, speed-up and peak memory of the whole process tree.

    python benchmarks/scale.py [--deals 1000000] [--stream 10000000] [--skip-one] [--no-dask]

1. ``--deals`` random deals with one process, with ``workers=2``, and on a 2-worker Dask
   ``LocalCluster`` (127.0.0.1, web pages on loopback) through ``client.get_executor()``; the
   three results must be identical. Targets (issue 15): workers=2 at most 90 s for 1M deals and at
   least 1.7x one process, peak memory of the process tree at most 300 MB; the cluster within
   1.3x of workers=2.
2. ``--stream`` random deals streamed with ``workers=2`` into a ``Summary``
   (``reduce=Summary.add``): memory stays flat (at most 300 MB), time about 10x the 1M run.

Memory is the resident set of this process and all its descendants, sampled every 0.1 s
(psutil, installed with the ``dask`` extra). Timings are noisy on a shared machine: run the
cases side by side and quote what was measured with the machine's load beside it.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import threading
import time
from collections.abc import Callable
from typing import Any

import psutil

from unsun_lab.simulation import Results, simulate
from unsun_lab.study import Summary


class TreeMemory:
    """The peak resident memory of this process and its descendants, sampled in a thread,
    and the CPU seconds they used (what the work costs, whatever the machine's load)."""

    def __init__(self) -> None:
        self.peak = 0
        self.cpu: dict[int, float] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        me = psutil.Process(os.getpid())
        while not self._stop.is_set():
            total = 0
            for p in [me, *me.children(recursive=True)]:
                with contextlib.suppress(psutil.Error):
                    total += p.memory_info().rss
                    t = p.cpu_times()
                    self.cpu[p.pid] = t.user + t.system
            self.peak = max(self.peak, total)
            time.sleep(0.1)

    def __enter__(self) -> TreeMemory:
        me = psutil.Process(os.getpid()).cpu_times()
        self._cpu0 = me.user + me.system
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        me = psutil.Process(os.getpid()).cpu_times()
        self.cpu[os.getpid()] = me.user + me.system - self._cpu0

    @property
    def cpu_seconds(self) -> float:
        return sum(self.cpu.values())


def measure(label: str, run: Callable[[], Any]) -> tuple[Any, float, float]:
    with TreeMemory() as memory:
        t0 = time.perf_counter()
        out = run()
        elapsed = time.perf_counter() - t0
    mb = memory.peak / 2**20
    cpu = memory.cpu_seconds
    print(
        f"{label:<34} {elapsed:8.1f} s wall {cpu:8.1f} s CPU (tree)   peak tree RSS {mb:5.0f} MB",
        flush=True,
    )
    return out, elapsed, mb


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--stream", type=int, default=10_000_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip-one", action="store_true", help="skip the one-process run")
    parser.add_argument("--no-dask", action="store_true")
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()}  cores: {os.cpu_count()}")
    n, seed = args.deals, args.seed
    one: Results | None = None
    t_one = 0.0
    if not args.skip_one and n:
        one, t_one, _ = measure(f"{n:,} deals, one process", lambda: simulate(n, seed))
    if n:
        two, t_two, _ = measure(f"{n:,} deals, workers=2", lambda: simulate(n, seed, workers=2))
        print(f"   {two.nbytes / 2**20:.0f} MB of columns ({two.nbytes / n:.1f} bytes a deal)")
        if one is not None:
            print(f"   speed-up vs one process: {t_one / t_two:.2f}x; identical: {one == two}")
        if not args.no_dask:
            from distributed import Client, LocalCluster

            with (
                LocalCluster(
                    n_workers=2,
                    threads_per_worker=1,
                    host="127.0.0.1",
                    dashboard_address="127.0.0.1:0",  # web pages on loopback only
                    worker_dashboard_address="127.0.0.1:0",
                ) as cluster,
                Client(cluster) as client,
            ):
                executor = client.get_executor()
                dask, t_dask, _ = measure(
                    f"{n:,} deals, LocalCluster(2)",
                    lambda: simulate(n, seed, executor=executor),
                )
            print(f"   cluster / workers=2: {t_dask / t_two:.2f}x; identical: {dask == two}")
        del one, two
    if args.stream:
        m = args.stream
        summary, t_stream, _mb = measure(
            f"{m:,} deals streamed to a Summary",
            lambda: simulate(m, seed, workers=2, reduce=Summary.add, initial=Summary()),
        )
        print(f"   {summary.deals:,} deals, {m / t_stream:,.0f} deals/s")
        print(f"   margin {summary.estimate('margin')}")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
