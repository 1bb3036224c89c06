"""The SVG pictures in a real browser (Debian's Chromium): drawn, not blank, and themed.

The open table and the rank strips are rendered as standalone pages, once with JupyterLab's light
theme variables and once with its dark ones; the PNGs are kept in ``test-artifacts/`` for a human
to look at. A last test runs a notebook in a live JupyterLab, which shows a picture's HTML output
(an ``<img>`` of the SVG, scaled down to a narrow output): the picture must load there too.
"""

from __future__ import annotations

import base64
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import Page, expect

import unsun_lab as ul
from tests.helpers import conformance_dir
from unsun_lab.display import rank_strip_svg, table_svg

from .conftest import JupyterLabServer, run_notebook_in_lab

pytestmark = pytest.mark.browser

#: JupyterLab 4's theme values for the variables the pictures use.
THEMES = {
    "light": {
        "--jp-layout-color0": "#fff",
        "--jp-layout-color1": "#fff",
        "--jp-layout-color2": "#eee",
        "--jp-ui-font-color1": "rgba(0,0,0,.87)",
        "--jp-ui-font-color2": "rgba(0,0,0,.54)",
        "--jp-border-color1": "#bdbdbd",
        "--jp-border-color2": "#e0e0e0",
        "--jp-brand-color1": "#1976d2",
        "--jp-info-color1": "#0097a7",
        "--jp-warn-color1": "#f57c00",
    },
    "dark": {
        "--jp-layout-color0": "#111",
        "--jp-layout-color1": "#212121",
        "--jp-layout-color2": "#424242",
        "--jp-ui-font-color1": "rgba(255,255,255,.87)",
        "--jp-ui-font-color2": "rgba(255,255,255,.54)",
        "--jp-border-color1": "#616161",
        "--jp-border-color2": "#424242",
        "--jp-brand-color1": "#2196f3",
        "--jp-info-color1": "#00bcd4",
        "--jp-warn-color1": "#ff9800",
    },
}

# Decode a PNG in the page and measure it: distinct colours (5 bits a channel), the share of
# pixels far from the background, and the background itself (sampled inside the picture).
PIXEL_STATS_JS = """
async (b64) => {
  const img = new Image();
  img.src = 'data:image/png;base64,' + b64;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.width;
  canvas.height = img.height;
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const d = ctx.getImageData(0, 0, img.width, img.height).data;
  const at = (4 * (12 * img.width + 12));
  const bg = [d[at], d[at + 1], d[at + 2]];
  const colours = new Set();
  let inked = 0;
  for (let i = 0; i < d.length; i += 4) {
    colours.add(((d[i] >> 3) << 10) | ((d[i + 1] >> 3) << 5) | (d[i + 2] >> 3));
    if (Math.abs(d[i] - bg[0]) + Math.abs(d[i + 1] - bg[1]) + Math.abs(d[i + 2] - bg[2]) > 90) {
      inked++;
    }
  }
  return {width: img.width, height: img.height, colours: colours.size,
          inked: inked / (d.length / 4), bg: bg};
}
"""


def page_html(svg: str, theme: str) -> str:
    variables = ";".join(f"{k}:{v}" for k, v in THEMES[theme].items())
    return (
        '<!doctype html><html><head><meta charset="utf-8"><style>'
        f":root{{{variables}}} body{{margin:16px;background:var(--jp-layout-color0)}}"
        f"</style></head><body>{svg}</body></html>"
    )


def render(page: Page, svg: str, theme: str, path: Path) -> dict[str, Any]:
    """Show the SVG inline in a themed page, keep its PNG, and measure the pixels."""
    page.set_content(page_html(svg, theme))
    picture = page.locator("svg.ul-svg")
    expect(picture).to_have_count(1)
    box = picture.bounding_box()
    assert box is not None and box["width"] > 600
    png = picture.screenshot(path=path)
    stats: dict[str, Any] = page.evaluate(PIXEL_STATS_JS, base64.b64encode(png).decode())
    return stats


def luminance(rgb: list[int]) -> float:
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]


def open_table() -> ul.Deal:
    """R28_hidden_robai_5 in the middle of trick 3: hands, a face-down trump, side cards, score."""
    deal = ul.Deal.from_record((conformance_dir() / "R28_hidden_robai_5.json").read_text())
    while not (len(deal.tricks) == 3 and len(deal.tricks[2].plays) == 6):
        deal.pop()
    return deal


PICTURES = {
    "table": lambda: table_svg(open_table()),
    "table_view_seat0": lambda: table_svg(open_table().view(0)),
    **{
        f"strip_trump_{s.title.lower()}": (lambda s=s: rank_strip_svg(ul.trump_order(s)))
        for s in ul.Suit
    },
    **{
        f"strip_plain_{s.title.lower()}": (lambda s=s: rank_strip_svg(ul.plain_order(s)))
        for s in ul.Suit
    },
}


def test_table_and_rank_strips_are_drawn_in_light_and_dark(page: Page, artifacts_dir: Path) -> None:
    page.set_viewport_size({"width": 900, "height": 900})
    for name, draw in PICTURES.items():
        svg = draw()
        seen = {}
        for theme in THEMES:
            stats = render(page, svg, theme, artifacts_dir / f"display_{name}_{theme}.png")
            assert stats["colours"] > 40, (name, theme, stats)  # cards, inks, text: not blank
            assert 0.05 < stats["inked"] < 0.9, (name, theme, stats)
            seen[theme] = stats
        # The page's theme variables reach the picture: a white ground, then a near-black one.
        assert luminance(seen["light"]["bg"]) > 230, name
        assert luminance(seen["dark"]["bg"]) < 40, name


def test_deal_output_loads_as_an_image_in_jupyterlab(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path, tmp_path: Path
) -> None:
    record = conformance_dir() / "R28_hidden_robai_5.json"
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_code_cell(
            f"import unsun_lab as ul\ndeal = ul.Deal.from_record({str(record)!r})\ndeal"
        ),
        nbformat.v4.new_code_cell("ul.plain_order(ul.Suit.ISU)"),
    ]
    path = tmp_path / "display_in_lab.ipynb"
    nbformat.write(notebook, path)
    run_notebook_in_lab(page, jupyterlab, path)
    images = page.locator(".jp-NotebookPanel .jp-OutputArea-output img.ul-svg-img")
    expect(images).to_have_count(2)
    for k in range(2):
        image = images.nth(k)
        image.scroll_into_view_if_needed()
        size = image.evaluate("img => [img.complete, img.naturalWidth, img.naturalHeight]")
        assert size[0] and size[1] >= 800 and size[2] > 200, size  # parsed and laid out
    images.nth(0).screenshot(path=artifacts_dir / "display_table_in_jupyterlab.png")

    # In the dark theme the <img> gets no --jp-* values: the picture carries its own light
    # panel, so its words stay dark on light whatever the page around it.
    page.locator(".lm-MenuBar-itemLabel", has_text="Settings").click()
    page.locator(".lm-Menu-itemLabel", has_text="Theme").first.hover()
    page.locator(".lm-Menu-itemLabel", has_text="JupyterLab Dark").first.click()
    page.wait_for_function(
        "() => document.body.dataset.jpThemeLight === 'false'"
        " && !document.querySelector('#jupyterlab-splash')",  # the theme's loading veil gone
    )
    page_bg = page.evaluate(
        "() => getComputedStyle(document.querySelector('.jp-NotebookPanel-notebook'))"
        ".backgroundColor"
    )
    for k, name in enumerate(("table", "strip")):
        image = images.nth(k)
        image.scroll_into_view_if_needed()
        png = image.screenshot(path=artifacts_dir / f"display_{name}_in_jupyterlab_dark.png")
        stats = page.evaluate(PIXEL_STATS_JS, base64.b64encode(png).decode())
        assert luminance(stats["bg"]) > 230, (name, stats, page_bg)  # its own light panel
        assert 0.05 < stats["inked"] < 0.9 and stats["colours"] > 40, (name, stats)
    assert page_bg != "rgb(255, 255, 255)", page_bg  # the page around it is dark
    page.locator(".lm-MenuBar-itemLabel", has_text="Settings").click()
    page.locator(".lm-Menu-itemLabel", has_text="Theme").first.hover()
    page.locator(".lm-Menu-itemLabel", has_text="JupyterLab Light").first.click()
    page.wait_for_function(
        "() => document.body.dataset.jpThemeLight === 'true'"
        " && !document.querySelector('#jupyterlab-splash')",
    )
