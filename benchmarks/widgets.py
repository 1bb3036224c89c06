"""Widget speed, measured in a real JupyterLab in Chromium (issue 9).

    python benchmarks/widgets.py [--steps N] [--clicks N]

Starts a private JupyterLab on 127.0.0.1 (the browser tests' harness), runs a notebook with a
DealStepper and a PlayTable at "fast" pace, and measures in the page:

- one DealStepper step: ArrowRight pressed -> the position shown has changed (median, p95);
- a learner's card click -> that card drawn on the table, before any computer answers;
- the bytes the kernel sends per step (WebSocket frames received between two steps).

Targets: step median <= 50 ms, p95 <= 100 ms; card on the table <= 50 ms; <= 20 KB per step.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

import nbformat
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import (  # noqa: E402
    CHROMIUM_ARGS,
    DEFAULT_CHROMIUM,
    _start_jupyterlab,
    _stop_process_group,
    run_notebook_in_lab,
)

_STEP_JS = """
async (n) => {
  const root = document.querySelector('.ul-deal-stepper');
  const pos = root.querySelector('.ul-position');
  root.focus();
  const times = [];
  for (let i = 0; i < n; i++) {
    const before = pos.textContent;
    const done = new Promise((resolve) => {
      const obs = new MutationObserver(() => {
        if (pos.textContent !== before) { obs.disconnect(); resolve(); }
      });
      obs.observe(root, { subtree: true, childList: true, characterData: true });
    });
    const t0 = performance.now();
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await done;
    times.push(performance.now() - t0);
    window.ulFrames.push(-1);  // a marker between steps
  }
  return times;
}
"""

_CLICK_JS = """
async () => {
  const table = document.querySelector('.ul-play-table');
  const card = table.querySelector('.ul-hand .ul-card.ul-legal');
  if (!card) return null;
  const code = card.dataset.code;
  const done = new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if (table.querySelector(`.ul-trick [data-code="${code}"]`)) { obs.disconnect(); resolve(); }
    });
    obs.observe(table, { subtree: true, childList: true, attributes: true });
  });
  const t0 = performance.now();
  card.click();
  await done;
  return performance.now() - t0;
}
"""


def _notebook(path: Path) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(
            "import unsun_lab as ul\nfrom unsun_lab.widgets import DealStepper, PlayTable\n"
            "stepper = DealStepper(ul.Deal.shuffled(seed=7, dealer=0).play_out())\nstepper"
        ),
        nbformat.v4.new_code_cell("table = PlayTable(seed=1, pace='fast')\ntable"),
    ]
    nbformat.write(nb, path)


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def measure(steps: int, clicks: int) -> dict[str, Any]:
    base = Path(tempfile.mkdtemp(prefix="ul-bench-"))
    notebook = base / "bench.ipynb"
    _notebook(notebook)
    server = _start_jupyterlab(base)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=DEFAULT_CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            frames: list[int] = []
            page.on(
                "websocket",
                lambda ws: ws.on(
                    "framereceived",
                    lambda payload: frames.append(len(payload)),
                ),
            )
            run_notebook_in_lab(page, server, notebook, 180)
            page.locator(".ul-deal-stepper .ul-card > svg").first.wait_for(timeout=30_000)
            page.evaluate("window.ulFrames = []")
            frames.clear()
            step_times: list[float] = []
            per_step: list[int] = []
            for _ in range(steps):
                start = len(frames)
                step_times += page.evaluate(_STEP_JS, 1)
                page.wait_for_timeout(30)  # let the frames of this step arrive
                per_step.append(sum(frames[start:]))
            click_times: list[float] = []
            for _ in range(clicks):
                page.wait_for_function(
                    "() => !!document.querySelector('.ul-play-table .ul-hand .ul-card.ul-legal')",
                    timeout=30_000,
                )
                value = page.evaluate(_CLICK_JS)
                if value is not None:
                    click_times.append(value)
            browser.close()
    finally:
        server.shutdown_kernels()
        _stop_process_group(server.process)
    return {
        "step_median_ms": statistics.median(step_times),
        "step_p95_ms": _p95(step_times),
        "click_median_ms": statistics.median(click_times),
        "click_max_ms": max(click_times),
        "bytes_per_step_median": statistics.median(per_step),
        "bytes_per_step_max": max(per_step),
        "steps": len(step_times),
        "clicks": len(click_times),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--clicks", type=int, default=8)
    args = parser.parse_args()
    r = measure(args.steps, args.clicks)
    print(
        f"DealStepper step (ArrowRight -> DOM): median {r['step_median_ms']:.1f} ms,"
        f" p95 {r['step_p95_ms']:.1f} ms over {r['steps']} steps (target 50 / 100)"
    )
    print(
        f"card click -> card on the table: median {r['click_median_ms']:.1f} ms,"
        f" max {r['click_max_ms']:.1f} ms over {r['clicks']} clicks (target 50)"
    )
    print(
        f"bytes received per step: median {r['bytes_per_step_median'] / 1024:.1f} KB,"
        f" max {r['bytes_per_step_max'] / 1024:.1f} KB (target 20 KB)"
    )


if __name__ == "__main__":
    main()
