"""The static pictures scale to the output's width, in a real JupyterLab in Chromium.

A trick, the open table, a seat's view, hands (a long one, a short one with its notes, one
drawn by ``hand_svg`` in Portuguese), a rank strip and a card are shown as cell outputs. At
notebook widths of about 560 px (1024 px window with the file browser open), 800 px, 1024 px
and 1800 px, in the light and the dark theme, every picture lies wholly inside its output
(never cut off, never scrolled sideways), is never drawn wider than it was drawn to be, and
where there is room it keeps its own size. A hand's words stay inside the hand, however few
its cards and in every language. Screenshots go to ``artifacts_dir`` (and to
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
    "from unsun_lab.display import Hand, hand_svg\n"
    "deal = ul.random_playout(12)\n"
    "early = deal.after(20)",
    "deal.tricks[3]",
    "deal",
    "early.view(0)",
    "Hand(deal.dealt[0], trump=deal.trump)",
    "Hand(deal.dealt[1][:2], trump=deal.trump, legal=deal.dealt[1][:1])",
    "hand_svg(deal.dealt[2][:4], deal.trump, deal.dealt[2][:2], lang='pt',"
    " label='Estas cartas ficam com o assento 2 até o fim da vaza')",
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


# Each picture on the page: how far its drawing (words, cards, frames) reaches past its own
# right and bottom edges, in px.
_OVERFLOW_JS = """
() => [...document.querySelectorAll('svg.ul-svg')].map((svg) => {
  const box = svg.getBoundingClientRect();
  let right = 0, bottom = 0;
  svg.querySelectorAll(':scope > text, :scope > g, :scope > use, :scope > rect').forEach((el) => {
    const r = el.getBoundingClientRect();
    right = Math.max(right, r.right - box.right);
    bottom = Math.max(bottom, r.bottom - box.bottom);
  });
  return [right, bottom];
})
"""


def test_a_hand_draws_its_words_inside_itself(page: Page) -> None:
    """A short hand's notes (the trump, the cards that may be played) and its caption wrap to
    the cards' width: nothing is cut off at the picture's right or bottom edge, in any
    language, however few the cards."""
    import unsun_lab as ul
    from unsun_lab.display import hand_svg

    cases = []
    for lang in ("en", "pt", "cs", "ja"):
        for n in (1, 2, 3, 4, 5, 6, 9):
            cards = ul.DECK[:n]
            for legal in (None, cards[:1]):
                for label in (None, "Seat 3 holds these cards until the end of the trick"):
                    svg = hand_svg(cards, ul.Suit.PAO, legal, label=label, lang=lang)
                    cases.append((f"{lang}, {n} cards, legal={legal is not None}, {label}", svg))
    page.set_content(
        "<body style='margin:0'>" + "".join(f"<div>{svg}</div>" for _, svg in cases) + "</body>"
    )
    page.wait_for_function(
        "n => document.querySelectorAll('svg.ul-svg').length === n", arg=len(cases)
    )
    reach: list[list[float]] = page.evaluate(_OVERFLOW_JS)
    cut = [f"{name}: {r}" for (name, _), r in zip(cases, reach, strict=True) if max(r) > 0.5]
    assert not cut, "drawn past the picture's edge (px right, px below):\n" + "\n".join(cut)
