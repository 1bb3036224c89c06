"""The static pictures scale to the output's width, in a real JupyterLab in Chromium.

A trick, the open table, a seat's view, a hand, a rank strip and a card are shown as cell
outputs. At notebook widths of about 560 px (1024 px window with the file browser open),
800 px, 1024 px and 1800 px, in the light and the dark theme, every picture lies wholly inside
its output (never cut off, never scrolled sideways), is never drawn wider than it was drawn to
be, and where there is room it keeps its own size. Screenshots go to ``artifacts_dir`` (and to
``$UNSUN_SHOTS`` when it is set). Every wait is for a state of the page, bounded.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import Page

from .conftest import JupyterLabServer, run_notebook_in_lab
from .test_widget_layout import set_file_browser, wait_layout_settled

pytestmark = pytest.mark.browser

CELLS = [
    "import unsun_lab as ul\n"
    "from unsun_lab.display import Hand\n"
    "deal = ul.random_playout(12)\n"
    "early = deal.after(20)",
    "deal.tricks[3]",
    "deal",
    "early.view(0)",
    "Hand(deal.dealt[0], trump=deal.trump)",
    "ul.trump_order(ul.Suit.KOPPU)",
    "ul.Card('KSu')",
]

#: (name, window width, window height, file browser open): notebooks of about 560, 800, 1024
#: and 1800 px.
WIDTHS = [
    ("560", 1024, 700, True),
    ("800", 1100, 800, False),
    ("1024", 1400, 900, True),
    ("1800", 1920, 1080, False),
]

# Each picture in an output: where it is, how wide it was drawn to be, and whether its output
# scrolls sideways or cuts it off.
_MEASURE_JS = """
() => [...document.querySelectorAll('.jp-NotebookPanel .jp-OutputArea-output img')].map((img) => {
  const out = img.closest('.jp-OutputArea-output');
  const r = img.getBoundingClientRect(), o = out.getBoundingClientRect();
  let cut = false;
  for (let el = img.parentElement; el && el !== document.body; el = el.parentElement) {
    const e = el.getBoundingClientRect();
    if (r.right > e.right + 1 && getComputedStyle(el).overflowX !== 'visible') cut = true;
  }
  return {natural: img.naturalWidth, width: r.width, right: r.right, outRight: o.right,
          outWidth: out.clientWidth, scrolls: out.scrollWidth > out.clientWidth + 1,
          cut: cut, complete: img.complete};
})
"""


def measure(page: Page) -> list[dict[str, Any]]:
    page.wait_for_function(
        "n => { const imgs = document.querySelectorAll("
        "'.jp-NotebookPanel .jp-OutputArea-output img');"
        " return imgs.length === n && [...imgs].every((i) => i.complete && i.naturalWidth); }",
        arg=len(CELLS) - 1,
    )
    found: list[dict[str, Any]] = page.evaluate(_MEASURE_JS)
    return found


def switch_theme(page: Page, name: str) -> None:
    page.locator(".lm-MenuBar-itemLabel", has_text="Settings").click()
    page.locator(".lm-Menu-itemLabel", has_text="Theme").first.hover()
    page.locator(".lm-Menu-itemLabel", has_text=name).first.click()
    light = "true" if name.endswith("Light") else "false"
    page.wait_for_function(
        f"() => document.body.dataset.jpThemeLight === '{light}'"
        " && !document.querySelector('#jupyterlab-splash')"
    )


def test_pictures_fit_every_width_in_light_and_dark(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path, tmp_path: Path
) -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(source) for source in CELLS]
    path = tmp_path / "picture_width.ipynb"
    nbformat.write(notebook, path)
    run_notebook_in_lab(page, jupyterlab, path)
    shots = os.environ.get("UNSUN_SHOTS")
    failures: list[str] = []
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        for name, width, height, browser_open in WIDTHS:
            page.set_viewport_size({"width": width, "height": height})
            set_file_browser(page, browser_open)
            wait_layout_settled(page, width)
            pictures = measure(page)
            for k, p in enumerate(pictures):
                where = f"{theme} {name}: picture {k + 1} ({CELLS[k + 1]})"
                if p["scrolls"] or p["cut"] or p["right"] > p["outRight"] + 1:
                    failures.append(f"{where} does not fit: {p}")
                if p["width"] > p["natural"] + 1:
                    failures.append(f"{where} is drawn wider than itself: {p}")
                if p["natural"] <= p["outWidth"] - 40 and p["width"] < p["natural"] - 1:
                    failures.append(f"{where} shrinks with room to spare: {p}")
            trick = page.locator(".jp-NotebookPanel .jp-OutputArea-output img").first
            trick.scroll_into_view_if_needed()
            label = theme.split()[-1].lower()
            shot = artifacts_dir / f"pictures_{name}_{label}.png"
            page.screenshot(path=shot)
            if shots:
                Path(shots).mkdir(parents=True, exist_ok=True)
                shutil.copy(shot, Path(shots) / shot.name)
    switch_theme(page, "JupyterLab Light")
    assert not failures, "\n".join(failures)
