"""A lesson's stored pictures are drawn before any cell runs, in a notebook that is not trusted.

A fresh clone's notebooks are not trusted (no signature in the new Jupyter data dir), so
JupyterLab shows their outputs through its safe renderers only: a bare ``image/svg+xml`` output
falls back to its text form (``Hand([...])``), and an ``<svg>`` inside HTML is dropped by the
sanitizer, leaving the card names of its drawing run together as text. The stored notebooks
03, 01 and 07 are opened as they are in the repository, without running them, and every picture
must be drawn
(an image that loaded, with a size), no text form of a picture may show instead, and no
drawing's words may be left behind as text; at a narrow and a wide notebook each picture lies
wholly inside its output. Every wait is for a state of the page, bounded.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import Page

from .conftest import JupyterLabServer
from .test_widget_layout import set_file_browser, wait_layout_settled

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

#: (name, window width, height, file browser open): notebooks of about 560 and 1800 px.
WIDTHS = [("560", 1024, 700, True), ("1800", 1920, 1080, False)]

_PICTURES_JS = """
() => [...document.querySelectorAll('.jp-NotebookPanel .jp-OutputArea-output')].flatMap((out) =>
  [...out.querySelectorAll('img, svg')].filter((p) => !p.parentElement.closest('svg'))
  .map((p) => {
    const r = p.getBoundingClientRect(), o = out.getBoundingClientRect();
    return {tag: p.tagName, label: p.getAttribute('alt') || p.getAttribute('aria-label'),
            loaded: p.tagName !== 'IMG' || (p.complete && p.naturalWidth > 0),
            width: r.width, height: r.height, right: r.right, outRight: o.right,
            scrolls: out.scrollWidth > out.clientWidth + 1};
  }))
"""

_OUTPUT_TEXT_JS = """
(selector) => [...document.querySelectorAll('.jp-NotebookPanel ' + selector)]
  .map((out) => out.innerText)
"""


def stored_pictures(notebook: Any) -> tuple[int, int, list[str]]:
    """How many pictures the file stores, how many of them as ``<img>``, and the text forms of
    the outputs that hold them."""
    count, images, texts = 0, 0, []
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            html = str(data.get("text/html", ""))
            found = html.count("<img") + html.count("<svg") + ("image/svg+xml" in data)
            images += html.count("<img")
            if found:
                count += found
                # A widget's static HTML names the widget in its heading, on purpose.
                widget = "application/vnd.jupyter.widget-view+json" in data
                texts.append("" if widget else str(data.get("text/plain", "")))
    return count, images, texts


@pytest.mark.parametrize(
    ("stem", "least"),
    [
        ("03_playing_tricks", 8),
        ("01_the_deck_and_rank_orders", 3),
        ("07_exploring_by_simulation", 2),
    ],
)
def test_stored_pictures_are_drawn_in_an_untrusted_notebook(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path, stem: str, least: int
) -> None:
    source = NOTEBOOKS / f"{stem}.ipynb"
    notebook = nbformat.read(source, as_version=4)
    count, images, texts = stored_pictures(notebook)
    assert count >= least, f"{stem} stores its pictures"
    name = f"fresh_clone_{stem}.ipynb"
    shutil.copyfile(source, jupyterlab.root_dir / name)
    page.goto(jupyterlab.lab_url(name))
    page.wait_for_function(
        "n => document.querySelectorAll('.jp-NotebookPanel .jp-OutputArea-output').length >= n",
        arg=len(texts),
    )
    # The harness's Jupyter data dir is new, with no signature: JupyterLab says so.
    trust = page.locator(".jp-StatusBar-Widget [title*='trusted' i]").first
    assert "not trusted" in (trust.get_attribute("title") or "").lower()
    page.wait_for_function(
        f"n => {{ const p = ({_PICTURES_JS})();"
        " return p.filter(x => x.tag === 'IMG').length >= n && p.every(x => x.loaded); }",
        arg=images,
    )
    failures: list[str] = []
    drawn = len(page.evaluate(_PICTURES_JS))
    if drawn < count:
        failures.append(f"{count} pictures stored, {drawn} drawn")
    for width_name, width, height, browser_open in WIDTHS:
        page.set_viewport_size({"width": width, "height": height})
        set_file_browser(page, browser_open)
        wait_layout_settled(page, width)
        pictures: list[dict[str, Any]] = page.evaluate(_PICTURES_JS)
        for p in pictures:
            where = f"{width_name}: {p['tag']} {p['label']!r}"
            if p["width"] < 40 or p["height"] < 40:
                failures.append(f"{where} is not drawn: {p}")
            if p["scrolls"] or p["right"] > p["outRight"] + 1:
                failures.append(f"{where} does not fit its output: {p}")
        shown = "\n".join(page.evaluate(_OUTPUT_TEXT_JS, ".jp-OutputArea-output"))
        html = "\n".join(page.evaluate(_OUTPUT_TEXT_JS, ".jp-OutputArea-output.jp-RenderedHTML"))
        for text in texts:
            if text and text in shown:
                failures.append(f"{width_name}: the text form {text[:60]!r} shows, not a picture")
        if "Hand([" in shown or "Hand(['" in shown:
            failures.append(f"{width_name}: a hand shows as text")
        # The cards' drawings carry their ranks in katakana; the English HTML outputs do not.
        if re.search(r"[\u30a0-\u30ff]", html):
            failures.append(f"{width_name}: a drawing's words show as text (its SVG was dropped)")
        first = page.locator(".jp-NotebookPanel .jp-OutputArea-output img").first
        if first.count():
            first.scroll_into_view_if_needed()
        page.screenshot(path=artifacts_dir / f"stored_{stem[:2]}_untrusted_{width_name}.png")
    assert not failures, "\n".join(failures)
