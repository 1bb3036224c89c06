"""One of your own mistakes in a real JupyterLab in Chromium: the puzzle says it is yours and
which deal and move it comes from; answered, its feedback says what you played there; at a
widget about 368, 592 and 1,620 px wide, light and dark, nothing overflows, and axe-core finds
nothing serious in it, before and after the answer.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page

from .conftest import JupyterLabServer, run_notebook_in_lab
from .test_access_browser import AXE, THEMES, at_size, axe_audit
from .test_practice_context_browser import SIZES
from .test_widget_layout import probe_everywhere, set_file_browser, wait_layout_settled
from .test_widgets_browser import switch_theme

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "practice_mine.ipynb"
_DEFAULT = Path(__file__).resolve().parents[2] / "test-artifacts" / "shots" / "practice"
SHOTS = Path(os.environ.get("UNSUN_SHOTS", str(_DEFAULT)))


def _shoot(page: Page, widget: Locator, stem: str, artifacts_dir: Path) -> list[str]:
    """The widget at every size, light then dark; the layout problems found."""
    failures: list[str] = []
    SHOTS.mkdir(parents=True, exist_ok=True)
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        for name, width, height, browser_open in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            set_file_browser(page, browser_open)
            wait_layout_settled(page, width)
            result = probe_everywhere(page, widget)
            failures += [f"{stem} {theme} {name}: {p}" for p in result["problems"]]
            tag = theme.split()[-1].lower()
            widget.scroll_into_view_if_needed()
            got = round(widget.evaluate("el => el.getBoundingClientRect().width"))
            for folder in (artifacts_dir, SHOTS):
                shot = folder / f"practice_{stem}_{name}_{got}px_{tag}.png"
                widget.screenshot(path=str(shot))
    switch_theme(page, "JupyterLab Light")
    return failures


def _audit(page: Page, widget: Locator, stem: str) -> list[str]:
    """axe-core's serious or critical findings in the widget at 368 and 592 px, light and
    dark (none when axe-core is not installed here: the access tests say so)."""
    if not AXE.exists():
        return []
    if not page.evaluate("() => !!window.axe"):
        page.add_script_tag(path=str(AXE))
    bad: list[str] = []
    for theme in THEMES:
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        for size in (("w368", 800, 3200, True), ("w592", 1024, 3200, True)):
            at_size(page, size)
            found: dict[str, Any] = axe_audit(page, widget)
            assert found["passes"] > 5, (stem, found)
            bad += [
                f"{stem} {theme} {size[0]}: {v['impact']} {v['id']} {v['first']}"
                for v in found["violations"]
                if v["impact"] in ("serious", "critical")
            ]
    switch_theme(page, "JupyterLab Light")
    return bad


def test_your_own_mistake_says_it_is_yours_at_every_width(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    widget = page.locator(".ul-practice").first
    widget.wait_for(state="visible")
    origin = widget.locator(".ul-origin")
    origin.wait_for(state="visible")
    assert origin.inner_text() == "One of your own mistakes: from your deal 1, move 35."
    failures = _shoot(page, widget, "mine", artifacts_dir)
    failures += _audit(page, widget, "mine")
    widget.locator(".ul-choice[data-choice='G8']").click()
    page.wait_for_function("() => !!document.querySelector('.ul-practice .ul-choice.ul-selected')")
    widget.locator("button.ul-check").click()
    page.wait_for_function("() => !!document.querySelector('.ul-practice .ul-fb-right')")
    lines = widget.locator(".ul-feedback .ul-fb-line").all_inner_texts()
    assert lines[0] == "From your deal 1, move 35: you played P4.", lines
    failures += _shoot(page, widget, "mine_answered", artifacts_dir)
    failures += _audit(page, widget, "mine_answered")
    assert not failures, "\n".join(failures[:40])
    assert not page.js_errors  # type: ignore[attr-defined]
