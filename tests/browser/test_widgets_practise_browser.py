""" "Practise these" and the hint in a real JupyterLab in Chromium.

``notebooks/practise.ipynb`` shows a PlayTable whose first deal is over (seat 0 played its last
legal card each time) and a PlayTable where seat 0 is to play. The learner waits for the coach,
clicks "Practise these", answers the first puzzle with the keyboard (Space picks the focused
card, Enter checks) and reads the feedback; asks the other table for a hint and opens its
details. Both are photographed at notebook widths of about 560, 1024 (file browser open) and
1800 px, light and dark, and in the four languages; shots go to ``artifacts_dir/practise``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page

from unsun_lab.i18n import LANGUAGES, text

from .conftest import LONG_WAIT_MS, JupyterLabServer, run_notebook_in_lab
from .test_widget_layout import set_file_browser, wait_layout_settled
from .test_widgets_browser import switch_theme

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "practise.ipynb"
# (name, viewport width, height, file browser open): notebooks of about 560, 1024, 1800 px.
LAYOUTS = [("560", 720, 900, False), ("1024", 1024, 800, True), ("1800", 1920, 1000, False)]


def test_practise_these_in_the_table_and_the_hint_in_words(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    shots = artifacts_dir / "practise"
    shots.mkdir(exist_ok=True)
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    table = page.locator(".ul-play-table").nth(0)
    hinted = page.locator(".ul-play-table").nth(1)
    button = table.locator(".ul-practise")
    button.wait_for(state="visible", timeout=LONG_WAIT_MS)  # the coach found mistakes
    assert button.inner_text() == "Practise these"
    assert not table.locator(".ul-practice-box .ul-exercise").count()
    button.click()

    box = table.locator(".ul-practice-box")
    box.locator(".ul-exercise").wait_for(state="visible")
    intro = box.locator(".ul-practice-intro").inner_text()
    assert re.search(r"\((?:R\d+, )*R31(?:, R\d+)*\)", intro)
    assert not box.locator(".ul-practice-top").count()  # the table has its own menus
    first = box.locator(".ul-choice").first
    page.wait_for_function(
        "() => document.activeElement && document.activeElement.matches("
        "'.ul-play-table .ul-practice-box .ul-choice')"
    )
    # Keyboard only: Space picks the focused card, Enter checks it.
    page.keyboard.press("Space")
    page.wait_for_function(
        "() => !!document.querySelector('.ul-practice-box .ul-choice[aria-pressed=\"true\"]')"
    )
    assert first.get_attribute("aria-pressed") == "true"
    page.keyboard.press("Enter")
    feedback = box.locator(".ul-feedback")
    feedback.wait_for(state="visible")
    status = feedback.get_attribute("class") or ""
    assert "ul-fb-right" in status or "ul-fb-try" in status, status
    words = feedback.inner_text()
    assert words.startswith(("Right", "Not")), words
    if "ul-fb-try" in status:  # a puzzle: try again, or be shown the answer
        box.locator(".ul-show").click()
        box.locator(".ul-fb-answer").wait_for(state="visible")

    # The hint: the best move and why in the coach's words; the numbers behind "Details".
    hinted.scroll_into_view_if_needed()
    hinted.locator(".ul-hint").click()
    hint = hinted.locator(".ul-hint-text")
    hint.locator(".ul-hint-why").first.wait_for(state="visible", timeout=LONG_WAIT_MS)
    move = hint.locator(".ul-hint-head").get_attribute("data-move") or ""
    legal = [c.get_attribute("data-code") for c in hinted.locator(".ul-hand .ul-legal").all()]
    assert move in legal, (move, legal)
    assert "±" not in hint.locator(".ul-hint-head").inner_text()
    details = hint.locator("details.ul-hint-details")
    assert not details.locator("div").first.is_visible()
    details.locator("summary").click()
    details.locator("div").first.wait_for(state="visible")
    assert "±" in details.inner_text()

    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        tag = theme.split()[-1].lower()
        for name, width, height, browser_open in LAYOUTS:
            page.set_viewport_size({"width": width, "height": height})
            set_file_browser(page, browser_open)
            wait_layout_settled(page, width)
            for label, part in (("summary", table.locator(".ul-aside")), ("practice", box),
                                ("hint", hinted)):  # fmt: skip
                part.scroll_into_view_if_needed()
                part.screenshot(path=str(shots / f"{label}_{name}_{tag}.png"))
    switch_theme(page, "JupyterLab Light")

    # Every language: the button, the practice and the hint in the learner's words.
    page.set_viewport_size({"width": 1024, "height": 800})
    set_file_browser(page, False)
    for lang in LANGUAGES:
        for widget in (table, hinted):
            widget.locator(".ul-options select.ul-lang-select").select_option(lang)
        button.filter(has_text=text("ui.practise_these", lang)).wait_for()
        box.locator(".ul-practice-close").filter(
            has_text=text("ui.practice_close", lang)
        ).wait_for()
        hint.locator(".ul-hint-details summary").filter(
            has_text=text("ui.hint_details", lang)
        ).wait_for()
        for label, part in (("table", table), ("hint", hinted)):
            part.scroll_into_view_if_needed()
            part.screenshot(path=str(shots / f"{label}_{lang}.png"))

    box.locator(".ul-practice-close").click()
    box.locator(".ul-exercise").wait_for(state="detached")
    assert not page.js_errors  # type: ignore[attr-defined]
