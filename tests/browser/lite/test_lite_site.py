"""The JupyterLite site: built offline from this checkout, run in Chromium with no server.

One build and one static server for the whole session (see conftest.py).  Every test fails
on a request to a host that is not loopback, on a page error, and on an error output.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

import unsun_lab as ul

from . import lite_harness as lh

pytestmark = [pytest.mark.lite, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[3]
#: Every notebook of the course, the language folders included (paths inside the site).
COURSE = sorted(
    p.relative_to(REPO / "notebooks").as_posix()
    for p in (REPO / "notebooks").rglob("*.ipynb")
    if ".ipynb_checkpoints" not in p.parts
)
# Seconds one notebook may take to run in Pyodide on a busy two-core machine.
RUN_TIMEOUT_S = 1200.0


def run_notebook(page: Page, server: lh.SiteServer, stem: str) -> dict[str, Any]:
    name = stem if stem.endswith(".ipynb") else f"{stem}.ipynb"
    lh.open_notebook(page, server.url, name)
    notebook = lh.run_all(page, timeout_s=RUN_TIMEOUT_S)
    errors = lh.error_outputs(notebook)
    assert not errors, f"{stem} in the browser:\n" + "\n".join(errors)
    code = [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]
    assert code and all(cell["execution_count"] is not None for cell in code), stem
    return notebook


# --------------------------------------------------------------------------------------------
# The built folder
# --------------------------------------------------------------------------------------------


def test_site_is_self_contained(lite_site: dict[str, Any]) -> None:
    site = Path(lite_site["outdir"])
    config = json.loads((site / "jupyter-lite.json").read_text("utf-8"))["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert (site / "static" / "pyodide" / "pyodide.asm.wasm").is_file()
    assert "unsun-lab" in kernel["loadPyodideOptions"]["packages"]

    def notebooks(root: Path) -> set[str]:
        found = {p.relative_to(root).as_posix() for p in root.rglob("*.ipynb")}
        return {name for name in found if ".ipynb_checkpoints" not in name}

    assert notebooks(site / "files") == notebooks(REPO / "notebooks")  # language folders too
    # the primer reads its large measurements from beside it
    assert (site / "files" / "primer_measurements.json").is_file()
    tracker = config["settingsOverrides"]["@jupyterlab/notebook-extension:tracker"]
    assert tracker.get("kernelShutdown") is True, "closing a notebook must stop its kernel"


def test_lock_lists_what_is_shipped_with_its_real_sha256(lite_site: dict[str, Any]) -> None:
    wheels = Path(lite_site["outdir"]) / "static" / "wheels"
    lock = json.loads((wheels / "pyodide-lock.json").read_text("utf-8"))
    packages = lock["packages"]
    assert {"unsun-lab", "anywidget", "ipywidgets", "psygnal", "comm", "tqdm"} <= set(packages)
    assert "jupyterlab" not in packages  # the browser never asks for JupyterLab
    for name, entry in packages.items():
        path = wheels / entry["file_name"]
        assert "/" not in entry["file_name"] and path.is_file(), name
        assert entry["file_name"].endswith("-none-any.whl"), name  # pure Python only
        assert hashlib.sha256(path.read_bytes()).hexdigest() == entry["sha256"], name
        assert {re.sub(r"[-_.]+", "-", dep).lower() for dep in entry["depends"]} <= set(packages)
    shipped = {p.name for p in wheels.glob("*.whl")}
    assert shipped == {entry["file_name"] for entry in packages.values()}


# --------------------------------------------------------------------------------------------
# In the browser
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", COURSE)
def test_every_notebook_runs_to_the_end(
    lite_page: Page, lite_server: lh.SiteServer, name: str
) -> None:
    """The whole course runs in the browser, 07 and the primer included (no pandas there)."""
    notebook = run_notebook(lite_page, lite_server, name)
    printed = "".join(
        "".join(o.get("text", "")) for c in notebook["cells"] for o in c.get("outputs", [])
    )
    assert printed.strip(), f"{name} printed nothing in the browser"


def test_notebook_after_notebook_keeps_one_kernel(
    lite_page: Page, lite_server: lh.SiteServer
) -> None:
    """A learner going through the course closes each notebook for the next: the site shuts
    its kernel down (``kernelShutdown``), so kernels do not pile up."""
    lh.open_notebook(lite_page, lite_server.url, COURSE[0])
    counts = [lh.running_kernels(lite_page)]
    for name in COURSE[1:4]:
        lh.close_current(lite_page)
        lh.open_in_app(lite_page, name)
        counts.append(lh.running_kernels(lite_page))
    assert counts == [1] * len(counts), counts


def test_start_here_runs_in_the_browser(lite_page: Page, lite_server: lh.SiteServer) -> None:
    notebook = run_notebook(lite_page, lite_server, "00_start_here")
    printed = "".join(
        "".join(o.get("text", "")) for c in notebook["cells"] for o in c.get("outputs", [])
    )
    assert "the trump suit (R8)" in printed  # 00's first lesson ran
    platform = lh.stream_text(lh.execute(lite_page, "import sys; print(sys.platform)"))
    assert platform.strip() == "emscripten"  # really Pyodide, not a server kernel


def test_rank_explorer_answers_clicks(lite_page: Page, lite_server: lh.SiteServer) -> None:
    run_notebook(lite_page, lite_server, "01_the_deck_and_rank_orders")
    explorer = lite_page.locator(".ul-rank-explorer").last
    explorer.scroll_into_view_if_needed()
    order = [card.code for card in ul.trump_order(ul.Suit.KOPPU)]  # the explorer's default
    weaker, stronger = order[3], order[2]  # Tenka against the Koppu Sota (R9, R14)
    explorer.locator(f"[data-code='{weaker}']").first.click()
    explorer.locator(f"[data-code='{stronger}']").first.click()
    lite_page.wait_for_function(
        "([root, text]) => root.textContent.includes(text)",
        arg=[explorer.element_handle(), f"{stronger} wins"],
        timeout=30_000,
    )
    assert re.search(r"\(R\d+", explorer.inner_text())


def test_play_a_match_plays_a_legal_card(lite_page: Page, lite_server: lh.SiteServer) -> None:
    run_notebook(lite_page, lite_server, "05_play_a_match")
    # 05 opens with the guided deal (it stops to ask at the declaration); the free table
    # comes after it.
    table = lite_page.locator(".ul-play-table:not(:has(.ul-guide))").first
    table.scroll_into_view_if_needed()
    legal = table.locator(".ul-hand .ul-legal")
    legal.first.wait_for(state="visible", timeout=120_000)  # the computers play first
    codes = [card.get_attribute("data-code") for card in legal.all()]
    hand = table.locator(".ul-hand [data-code]").count()
    table.locator(".ul-hint").click()
    hint = table.locator(".ul-hint-text")
    hint.wait_for(state="visible", timeout=60_000)
    # "Hint: the best move is PSo; the next best is I8. ...": the first card named is the one
    # to play
    first = hint.inner_text().split(".")[0]
    suggested = re.search(r"\b[PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su)\b", first)
    assert suggested and suggested.group(0) in codes, (hint.inner_text(), codes)
    code = codes[0]
    table.locator(f".ul-hand [data-code='{code}']").click()
    lite_page.wait_for_function(
        "([root, text]) => root.textContent.includes(text)",
        arg=[table.element_handle(), f"You played {code}."],
        timeout=30_000,
    )
    assert table.locator(".ul-hand [data-code]").count() == hand - 1
    assert table.locator(f".ul-hand [data-code='{code}']").count() == 0


def test_simulation_in_the_browser(lite_page: Page, lite_server: lh.SiteServer) -> None:
    """Progress bars work, and ``workers=2`` falls back to one process with a note."""
    lh.open_notebook(lite_page, lite_server.url, "07_exploring_by_simulation.ipynb")
    outputs = lh.execute(
        lite_page,
        "import unsun_lab as ul\nrun = ul.simulate(300, seed=5, progress=True)\nprint(len(run))",
    )
    assert not [o for o in outputs if o["output_type"] == "error"], outputs
    assert lh.stream_text(outputs).strip() == "300"
    bar = lh.stream_text(outputs, "stderr")
    widget = any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in outputs)
    assert widget or "300/300" in bar, outputs
    source = (REPO / "unsun_lab" / "simulation.py").read_text("utf-8")
    if "emscripten" not in source:
        pytest.skip("simulate() has no browser fallback for workers>1 on this branch yet")
    code = (
        "import warnings\n"
        "with warnings.catch_warnings(record=True) as caught:\n"
        "    warnings.simplefilter('always')\n"
        "    two = ul.simulate(40, seed=3, workers=2)\n"
        "print(two == ul.simulate(40, seed=3), [str(w.message) for w in caught])\n"
    )
    text = lh.stream_text(lh.execute(lite_page, code))
    assert text.startswith("True"), text
    assert "Pyodide" in text or "process" in text, text
