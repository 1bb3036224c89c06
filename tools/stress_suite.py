"""Run the README's ``pytest`` from a fresh clone while CPU-bound processes keep the machine busy.

The test suite waits on conditions, never on the clock, so it must pass on a loaded machine as
on a quiet one. This script checks that: it clones the current commit into a temporary folder
(nothing beside it, nothing uncommitted), starts ``--burners`` processes that spin on the CPU
(two by default, as many as the cores of the 2-core laptop the suite is written for), and runs
``pytest`` in the clone ``--runs`` times in a row (three by default), each with a log of its own.
The burners are stopped when the runs end, however they end. Exit status: 0 if every run passed,
else 1.

    python tools/stress_suite.py                  # 3 runs of `pytest` beside 2 burners
    python tools/stress_suite.py --runs 1 -- --run-slow      # once, the slow tests too
    python tools/stress_suite.py --runs 1 -- tests/core/test_simulation.py -k ctrl_c

Arguments after ``--`` go to pytest. The clone's own code is imported (``PYTHONPATH`` is set to
the clone), so the installed copy of unsun_lab need not be the one tested; the packages of the
``[test]`` extra must be installed (``pip install -e ".[test]"``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPIN = "while True:\n    pass\n"


def start_burners(count: int) -> list[subprocess.Popen[bytes]]:
    return [subprocess.Popen([sys.executable, "-c", SPIN]) for _ in range(count)]


def stop(processes: list[subprocess.Popen[bytes]]) -> None:
    for process in processes:
        if process.poll() is None:
            process.kill()
    for process in processes:
        process.wait()


def fresh_clone(into: Path) -> Path:
    target = into / "unsun_lab"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(target)], check=True)
    return target


def last_line(path: Path) -> str:
    lines = [line for line in path.read_text(errors="replace").splitlines() if line.strip()]
    return lines[-1] if lines else "<no output>"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs in a row (default 3)")
    parser.add_argument("--burners", type=int, default=2, help="CPU-bound processes (default 2)")
    parser.add_argument("--keep", action="store_true", help="keep the clone and the logs")
    parser.add_argument("pytest_args", nargs="*", help="arguments for pytest, after --")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.burners < 0:
        parser.error("--runs must be at least 1 and --burners at least 0")

    work = Path(tempfile.mkdtemp(prefix="unsun-stress-"))
    clone = fresh_clone(work)
    head = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=clone, capture_output=True, text=True
    ).stdout.strip()
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"}
    env["PYTHONPATH"] = str(clone)
    command = [sys.executable, "-m", "pytest", *args.pytest_args]
    print(f"fresh clone of {head} in {clone}; {args.burners} CPU burner(s); {args.runs} run(s)")
    print("command:", " ".join(["pytest", *args.pytest_args]), flush=True)

    failed = 0
    burners = start_burners(args.burners)
    try:
        for run in range(1, args.runs + 1):
            log = work / f"run-{run}.log"
            started = time.monotonic()
            with log.open("wb") as out:
                status = subprocess.run(
                    command, cwd=clone, env=env, stdout=out, stderr=subprocess.STDOUT
                ).returncode
            minutes = (time.monotonic() - started) / 60
            failed += status != 0
            verdict = "passed" if status == 0 else f"FAILED (exit {status})"
            print(f"run {run}: {verdict} in {minutes:.1f} min: {last_line(log)}  [{log}]")
            sys.stdout.flush()
    finally:
        stop(burners)
    if not args.keep and failed == 0:
        shutil.rmtree(work, ignore_errors=True)
    elif failed:
        print(f"logs kept in {work}")
    print(f"{args.runs - failed} of {args.runs} run(s) passed beside {args.burners} burner(s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
