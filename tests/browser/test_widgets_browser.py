"""The widgets in a real JupyterLab in Chromium, used as a learner would use them.

The notebook ``notebooks/widgets.ipynb`` shows a DealStepper, a RankExplorer and a PlayTable.
The ``page`` fixture fails the test on any JavaScript console error. Screenshots go to
``artifacts_dir``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page

from .conftest import JupyterLabServer, run_notebook_in_lab

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "widgets.ipynb"


def exercise_stepper(page: Page, shots: Path) -> None:
    """Step forward and back, by button and arrow key; jump to trick 2; read the reasons."""
    stepper = page.locator(".ul-deal-stepper")
    stepper.wait_for(state="visible", timeout=30_000)
    position = stepper.locator(".ul-position")
    total = int(re.search(r"/ (\d+)", position.inner_text()).group(1))  # type: ignore[union-attr]
    assert position.inner_text() == f"move 0 / {total}"
    for n in (1, 2, 3):
        stepper.locator(".ul-forward").click()
        page.wait_for_function(
            "n => document.querySelector('.ul-deal-stepper .ul-position')"
            ".textContent.startsWith('move ' + n + ' ')",
            arg=n,
        )
    decision = stepper.locator(".ul-decision-text").inner_text()
    assert decision.startswith(f"Move 4 of {total}: seat ")
    reason = stepper.locator(".ul-legal-reason").inner_text()
    assert re.search(r"\(R(19|2[0-3])\)", reason), reason
    stepper.locator(".ul-back-btn").click()
    page.wait_for_function(
        "() => document.querySelector('.ul-deal-stepper .ul-position').textContent"
        ".startsWith('move 2 ')"
    )
    stepper.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_function(
        "() => document.querySelector('.ul-deal-stepper .ul-position').textContent"
        ".startsWith('move 3 ')"
    )
    stepper.locator(".ul-jump[data-trick='2']").click()
    result = stepper.locator(".ul-trick-result")
    result.wait_for(state="visible")
    assert "wins trick 1" in result.inner_text() and "(R25" in result.inner_text()
    assert "R27" in stepper.locator(".ul-combo .ul-combo-why").inner_text()
    stepper.screenshot(path=str(shots / "deal_stepper.png"))


def exercise_explorer(page: Page, shots: Path) -> None:
    """Choose Isu as trump, hover its native Robai, compare Tenka with it."""
    explorer = page.locator(".ul-rank-explorer")
    explorer.scroll_into_view_if_needed()
    explorer.locator(".ul-trump-choice[data-suit='I']").click()
    page.wait_for_function(
        "() => document.querySelector('.ul-rank-explorer .ul-order-trump .ul-card')"
        ".dataset.code === 'ISu'"
    )
    assert explorer.locator(".ul-order-trump .ul-card").count() == 16
    native = explorer.locator(".ul-order-trump .ul-card[data-code='IRo']")
    native.hover()
    hover = explorer.locator(".ul-hover")
    assert hover.inner_text() == "IRo is 5th of 16 trumps: the native Robai (R10, R14)"
    native.click()
    explorer.locator(".ul-order-trump .ul-card[data-code='PRo']").click()
    verdict = explorer.locator(".ul-verdict .ul-explain")
    page.wait_for_function(
        "() => document.querySelector('.ul-rank-explorer .ul-verdict .ul-explain')"
        ".textContent.startsWith('PRo wins')"
    )
    text = verdict.inner_text()
    assert "Tenka" in text and "(R9, R14)" in text and text.endswith("(R14, R25)")
    explorer.screenshot(path=str(shots / "rank_explorer.png"))


def exercise_table(page: Page, shots: Path) -> None:
    """Play a legal card, then (once one is held) try an illegal card and read the reason."""
    table = page.locator(".ul-play-table")
    table.scroll_into_view_if_needed()
    legal = table.locator(".ul-hand .ul-card.ul-legal").first
    code = legal.get_attribute("data-code")
    legal.click()
    message = table.locator(".ul-message")
    page.wait_for_function(
        "code => (document.querySelector('.ul-play-table .ul-message') || {}).textContent"
        " === 'You played ' + code + '.'",
        arg=code,
    )
    for _ in range(40):  # until the learner holds a card the rules refuse (R20/R23)
        if table.locator(".ul-hand .ul-card.ul-illegal").count():
            break
        before = table.locator(".ul-hand .ul-card").count()
        if before == 0 or table.locator(".ul-next-deal").count():
            table.locator(".ul-next-deal").click()
        else:
            table.locator(".ul-hand .ul-card.ul-legal").first.click()
        page.wait_for_timeout(100)  # a frame for the state message to be drawn
    illegal = table.locator(".ul-hand .ul-card.ul-illegal").first
    illegal_code = illegal.get_attribute("data-code")
    hand_before = table.locator(".ul-hand .ul-card").count()
    illegal.click()
    refusal = table.locator(".ul-message.ul-refusal")
    refusal.wait_for(state="visible")
    text = refusal.inner_text()
    assert text.startswith(f"{illegal_code} is not allowed:"), text
    assert re.search(r"\(R(19|20|23)\)", text), text
    assert table.locator(".ul-hand .ul-card").count() == hand_before
    assert message.inner_text() == text
    table.screenshot(path=str(shots / "play_table.png"))


def switch_theme(page: Page, name: str) -> None:
    page.locator(".lm-MenuBar-itemLabel", has_text="Settings").click()
    page.locator(".lm-Menu-itemLabel", has_text="Theme").first.hover()
    page.locator(".lm-Menu-itemLabel", has_text=name).first.click()
    page.wait_for_timeout(500)  # the theme's CSS is applied asynchronously


def test_widgets_in_jupyterlab(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK, 180)
    exercise_stepper(page, artifacts_dir)
    exercise_explorer(page, artifacts_dir)
    exercise_table(page, artifacts_dir)
    page.screenshot(path=str(artifacts_dir / "widgets_light.png"), full_page=True)
    switch_theme(page, "JupyterLab Dark")
    page.locator(".ul-deal-stepper").scroll_into_view_if_needed()
    page.locator(".ul-deal-stepper").screenshot(path=str(artifacts_dir / "deal_stepper_dark.png"))
    page.locator(".ul-play-table").screenshot(path=str(artifacts_dir / "play_table_dark.png"))
    switch_theme(page, "JupyterLab Light")
    assert not page.js_errors  # type: ignore[attr-defined]
