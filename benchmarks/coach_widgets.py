"""The coach in the widgets (issue 12): stepping stays instant while analysis runs.

    python benchmarks/coach_widgets.py [--steps N]

Kernel side, no browser: the time a DealStepper takes to handle a "step" message with the
Analyse switch off, and on while the background thread is judging (each step starts a new
job, the old one stops at its next world); medians and p95 side by side in one run. Then the
wall time until the bars of one decision are ready (default ``ANALYSIS_WORLDS``), and until a
PlayTable's costliest decisions are listed after a deal (default ``COACH_WORLDS``).
"""

from __future__ import annotations

import argparse
import statistics
import time

from unsun_lab.deal import Deal
from unsun_lab.widgets import DealStepper, PlayTable
from unsun_lab.widgets.deal_stepper import ANALYSIS_WORLDS
from unsun_lab.widgets.play_table import COACH_WORLDS


def _p95(xs: list[float]) -> float:
    return sorted(xs)[int(0.95 * (len(xs) - 1))]


def step_times(on: bool, steps: int) -> list[float]:
    s = DealStepper(Deal.shuffled(7, dealer=0).play_out(), move=10, analyse=on)
    out = []
    for _ in range(steps):
        t = time.perf_counter()
        s._handle_custom_msg({"type": "step", "by": 1}, [])
        out.append(1000 * (time.perf_counter() - t))
    s.set_analysis(False)
    s.wait_analysis(30)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=40)
    args = parser.parse_args()
    for on in (False, True):
        xs = step_times(on, args.steps)
        print(
            f"step message, analysis {'on ' if on else 'off'}:"
            f" median {statistics.median(xs):.1f} ms, p95 {_p95(xs):.1f} ms over {len(xs)} steps"
        )
    s = DealStepper(Deal.shuffled(7, dealer=0).play_out(), move=20)
    t = time.perf_counter()
    s.set_analysis(True)
    s.wait_analysis(120)
    print(f"bars of one decision ({ANALYSIS_WORLDS} worlds): {time.perf_counter() - t:.2f} s")
    table = PlayTable(seed=2, delay=0)
    while not table.deal.over:
        table.play(table.state["legal"][-1])
    t = time.perf_counter()
    table.wait_coach(300)
    n = table.state["coach"]
    print(
        f"costliest decisions after a deal ({COACH_WORLDS} worlds): "
        f"{time.perf_counter() - t:.2f} s more after the last card, {len(n['items'])} listed"
    )


if __name__ == "__main__":
    main()
