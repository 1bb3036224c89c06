"""The hint's time at the default budget, in the JupyterLite site beside plain Python.

    python benchmarks/lite_hint.py [--site DIR] [--hints N]

The same code runs in both: a PlayTable at its default hint budget (``HINT_WORLDS`` sampled
worlds; where threads cannot run, as in Pyodide, at most ``SYNC_WORLDS``: the printed
``worlds`` says which) asks the coach for a hint at each of seat 0's turns over a few
matches' first deals (N hints in all, 12 by default), and times ``ask_hint()`` to
``wait_hint()``. In the site it runs in the open notebook's Pyodide kernel (``--site``, a
site lite/build.py built; else one is built); beside it, in this Python, the one a JupyterLab
kernel runs. It prints the median, the p95 and the largest of each; and the same for the
coach's judgement at the full ``HINT_WORLDS`` in both (``analyse_decision``), like for
like. Timings on a shared machine are noisy: quote medians.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from browser.lite import lite_harness as lh  # noqa: E402 (after the path is set)
from playwright.sync_api import sync_playwright  # noqa: E402

HINTS_PY = """
import statistics, time
from unsun_lab.widgets import PlayTable
from unsun_lab.analysis import analyse_decision
from unsun_lab.widgets.play_table import HINT_WORLDS
times, worlds, full = [], None, []
seed = 1
while len(times) < {hints}:
    table = PlayTable(seed=seed, delay=0)
    while not table.deal.over and len(times) < {hints}:
        if len(table.view.legal_moves) > 1:
            worlds = table.hinter.worlds()  # the budget the hint gets here
            t0 = time.perf_counter()
            table.ask_hint()
            table.wait_hint()
            times.append(time.perf_counter() - t0)
            t0 = time.perf_counter()  # the coach at the full budget, in this kernel's thread
            analyse_decision(table.view, worlds=HINT_WORLDS, seed=0)
            full.append(time.perf_counter() - t0)
        table.play(table.state["legal"][0])
    table.close()
    seed += 1
for kept in (times, full):
    kept.sort()
    p95 = kept[int(0.95 * (len(kept) - 1))]
    budget = worlds if kept is times else HINT_WORLDS
    print(budget, len(kept), statistics.median(kept), p95, kept[-1])
"""


def summary(printed: str) -> dict[str, dict[str, float]]:
    """The hint as the table asks it, and the coach at the full budget."""
    lines = printed.strip().splitlines()
    return {"hint": _numbers(lines[0]), "full_budget": _numbers(lines[1])}


def _numbers(line: str) -> dict[str, float]:
    worlds, count, median, p95, worst = line.split()
    return {
        "worlds": int(worlds),
        "hints": int(count),
        "median_s": round(float(median), 2),
        "p95_s": round(float(p95), 2),
        "max_s": round(float(worst), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="a site lite/build.py built (else built now)")
    parser.add_argument("--hints", type=int, default=12)
    args = parser.parse_args()
    code = HINTS_PY.format(hints=args.hints)
    native = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO
    )
    report = {"python": summary(native.stdout)}
    with tempfile.TemporaryDirectory(prefix="unsun-lite-hint-") as scratch:
        site = args.site or Path(lh.build_site(Path(scratch) / "site")["outdir"])
        with lh.SiteServer(site) as server, sync_playwright() as playwright:
            browser = lh.launch(playwright.chromium)
            page = browser.new_context(viewport={"width": 1400, "height": 900}).new_page()
            lh.open_notebook(page, server.url, "00_start_here.ipynb")
            outputs = lh.execute(page, code)
            browser.close()
    printed = lh.stream_text(outputs)
    if len(printed.split()) != 10:
        raise SystemExit(f"the hint timing failed in the browser: {outputs}")
    report["site"] = summary(printed)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
