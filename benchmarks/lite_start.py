"""The JupyterLite site's start: from opening 00_start_here to its first output, beside a bare
JupyterLite site built the same way.

    python benchmarks/lite_start.py [--runs N] [--site DIR] [--bare DIR]

* ours: ``lite/build.py`` (or ``--site``, a site it built), the course's 00_start_here.ipynb;
* bare: the same build (``lite/build.py``'s own functions, the same Pyodide runtime, the same
  kernel wheels preloaded) without unsun_lab and the widget packages, and one notebook,
  00_start_here.ipynb, whose first code cell prints one line.

Each run opens the notebook in a new browser context (no HTTP cache), waits for the kernel,
runs the first code cell and waits for its output: it reports the seconds to a ready kernel
and to the first output, median of N (5 by default), for each site, and the ratio. Timings on
a shared machine are noisy: quote medians.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "lite"))

import build as lite_build  # noqa: E402 (lite/build.py, after the path is set)
from browser.lite import lite_harness as lh  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402

#: What the bare site leaves out: the project and the widget packages.
NOT_BARE = {"unsun-lab", "ipywidgets", "anywidget", "psygnal", "tqdm", "widgetsnbextension"}

BARE_NOTEBOOK = {
    "cells": [
        {"cell_type": "markdown", "id": "a", "metadata": {}, "source": ["# A bare site"]},
        {
            "cell_type": "code", "id": "b", "metadata": {}, "execution_count": None,
            "outputs": [], "source": ["print('Seat 0 dealt.')"],
        },
    ],
    "metadata": {"kernelspec": {"name": "python", "display_name": "Python (Pyodide)"}},
    "nbformat": 4, "nbformat_minor": 5,
}  # fmt: skip

# Runs the first code cell of the open notebook; True once it has an output.
_RUN_FIRST_JS = f"""
async () => {{
  const panel = ({lh._PANEL_JS})();
  const cells = Array.from(panel.content.model.cells);
  const index = cells.findIndex((c) => c.type === 'code');
  panel.content.activeCellIndex = index;
  await window.jupyterapp.commands.execute('notebook:run-cell');
  return index;
}}
"""
_FIRST_OUTPUT_JS = f"""
(index) => {{
  const panel = ({lh._PANEL_JS})();
  const cell = panel && panel.content.model.cells.get(index);
  return !!cell && cell.outputs.length > 0;
}}
"""


def build_bare(outdir: Path) -> dict[str, Any]:
    """The bare site: lite/build.py's build with fewer preloaded packages and one notebook."""

    def one_notebook(dest: Path) -> int:
        (dest / "00_start_here.ipynb").write_text(json.dumps(BARE_NOTEBOOK), "utf-8")
        return 1

    saved = lite_build.PRELOAD, lite_build.copy_notebooks
    lite_build.PRELOAD = tuple(p for p in lite_build.PRELOAD if p not in NOT_BARE)
    lite_build.copy_notebooks = one_notebook
    try:
        return lite_build.build(outdir)
    finally:
        lite_build.PRELOAD, lite_build.copy_notebooks = saved


def first_output(page: Page, url: str) -> tuple[float, float]:
    """Seconds from opening 00_start_here to a ready kernel, and to the first cell's output."""
    started = time.perf_counter()
    page.goto(f"{url}lab/index.html?path={urllib.parse.quote('00_start_here.ipynb')}")
    page.wait_for_function(lh._KERNEL_READY_JS, polling=100, timeout=240_000)
    ready = time.perf_counter() - started
    index = page.evaluate(_RUN_FIRST_JS)
    page.wait_for_function(_FIRST_OUTPUT_JS, arg=index, polling=50, timeout=240_000)
    return ready, time.perf_counter() - started


def measure(site: Path, runs: int) -> dict[str, Any]:
    with lh.SiteServer(site) as server, sync_playwright() as playwright:
        browser = lh.launch(playwright.chromium)
        times = []
        for _ in range(runs):
            context = browser.new_context(viewport={"width": 1400, "height": 900})
            guard = lh.OutsideRequests(context)
            times.append(first_output(context.new_page(), server.url))
            assert not guard.seen, guard.seen
            context.close()
        browser.close()
    ready, out = [t[0] for t in times], [t[1] for t in times]
    return {
        "ready_s": statistics.median(ready),
        "first_output_s": statistics.median(out),
        "first_output_all_s": [round(t, 1) for t in out],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--site", type=Path, help="a site lite/build.py built (else built now)")
    parser.add_argument("--bare", type=Path, help="a bare site this script built (else built)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="unsun-lite-start-") as scratch:
        site = args.site or Path(lh.build_site(Path(scratch) / "site")["outdir"])
        bare = args.bare or Path(build_bare(Path(scratch) / "bare")["outdir"])
        ours, base = measure(site, args.runs), measure(bare, args.runs)
    report = {
        "runs": args.runs,
        **{f"ours_{k}": v for k, v in ours.items()},
        **{f"bare_{k}": v for k, v in base.items()},
        "ratio_first_output": ours["first_output_s"] / base["first_output_s"],
    }
    print(json.dumps({k: round(v, 2) if isinstance(v, float) else v for k, v in report.items()}))


if __name__ == "__main__":
    main()
