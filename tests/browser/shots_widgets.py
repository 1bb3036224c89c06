"""Screenshots of the widgets for people to look at (not a test of the suite: run it by name,
``pytest tests/browser/shots_widgets.py``): each widget at a notebook width of about 560 px
(1024 px window, file browser open), about 960 px (1400 px window, file browser open) and
about 1800 px, in the light and the dark theme, into ``$UNSUN_SHOTS`` (default
``test-artifacts/shots/widgets`` in the checkout). ``test_language_shots`` takes the PlayTable
in the middle of a deal, the DealStepper, the ComboExplainer and the RankExplorer in each of
the four languages, where the longest words have to fit (``test_widget_layout`` probes them)."""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import Page

from .conftest import JupyterLabServer, run_notebook_in_lab
from .test_widget_layout import set_file_browser, wait_layout_settled
from .test_widgets_browser import switch_theme

NOTEBOOK = Path(__file__).parent / "notebooks" / "shots.ipynb"
LANGUAGES_NOTEBOOK = Path(__file__).parent / "notebooks" / "languages.ipynb"
LANGUAGES = ("en", "pt", "cs", "ja")
#: In that notebook, one of each per language, in the order of LANGUAGES.
LANGUAGE_WIDGETS = [
    ("table", ".ul-play-table"),
    ("stepper", ".ul-deal-stepper"),
    ("combo", ".ul-combo-explainer"),
    ("explorer", ".ul-rank-explorer"),
]
_DEFAULT = Path(__file__).resolve().parents[2] / "test-artifacts" / "shots" / "widgets"
OUT = Path(os.environ.get("UNSUN_SHOTS", str(_DEFAULT)))
SIZES = [("w560", 1024, 2400, True), ("w1024fb", 1400, 2400, True), ("w1800", 1920, 2400, False)]
WIDGETS = [
    ("stepper", ".ul-deal-stepper", 0),
    ("table_declaration", ".ul-play-table", 0),
    ("table_middeal", ".ul-play-table", 1),
    ("table_review", ".ul-play-table", 2),
    ("table_summary", ".ul-play-table", 3),
    ("combo", ".ul-combo-explainer", 0),
    ("explorer", ".ul-rank-explorer", 0),
]


def _shoot(page: Page, shots: list[tuple[str, str, int]]) -> None:
    """Each (file name stem, selector, index) at every size, light then dark."""
    OUT.mkdir(parents=True, exist_ok=True)
    page.wait_for_function("() => document.querySelectorAll('.ul-card > svg').length > 100")
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        tag = theme.split()[-1].lower()
        for size, width, height, browser_open in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            set_file_browser(page, browser_open)
            wait_layout_settled(page, width)
            for stem, selector, index in shots:
                widget = page.locator(selector).nth(index)
                widget.scroll_into_view_if_needed()
                widget.screenshot(path=str(OUT / f"{stem}_{size}_{tag}.png"))
    switch_theme(page, "JupyterLab Light")


def test_shots(page: Page, jupyterlab: JupyterLabServer) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    _shoot(page, WIDGETS)


def test_language_shots(page: Page, jupyterlab: JupyterLabServer) -> None:
    run_notebook_in_lab(page, jupyterlab, LANGUAGES_NOTEBOOK)
    shots = [
        (f"{name}_{lang}", selector, index)
        for name, selector in LANGUAGE_WIDGETS
        for index, lang in enumerate(LANGUAGES)
    ]
    _shoot(page, shots)
