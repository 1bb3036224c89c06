"""At every width, a message appears next to the control that caused it, in a real JupyterLab in
Chromium: a refused Save beside the Save button (stepper and table), the RankExplorer's verdict
under the cards clicked, a rule's text right after the rule id clicked, and the stepper's
reasons within one screen of its step buttons.

``notebooks/layout.ipynb`` shows the widgets (see ``test_widget_layout``). Distances are
measured in the page with ``getBoundingClientRect``; every wait is for the page to change.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page

from .conftest import JupyterLabServer, run_notebook_in_lab
from .test_widget_layout import WIDTHS, set_file_browser, wait_layout_settled

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "layout.ipynb"

#: How far (px) a message may start from the control that caused it.
NEAR = 120


# The suits of the orders whose rows lie between the Isu row and the explorer's verdict.
_ORDERS_BETWEEN_JS = """
(root) => {
  const isu = root.querySelector(".ul-order[data-suit='I']").getBoundingClientRect();
  const verdict = root.querySelector(".ul-verdict").getBoundingClientRect();
  return [...root.querySelectorAll(".ul-order")].filter((o) => {
    const r = o.getBoundingClientRect();
    return r.top > isu.bottom && r.bottom < verdict.top;
  }).map((o) => o.dataset.suit);
}
"""


def _box(locator: Locator) -> dict[str, float]:
    return dict(locator.evaluate("el => el.getBoundingClientRect().toJSON()"))


def _gap(control: Locator, message: Locator) -> float:
    """The vertical distance between a control and its message (0 when they overlap)."""
    a, b = _box(control), _box(message)
    return max(0.0, b["top"] - a["bottom"], a["top"] - b["bottom"])


def _refused_save(page: Page, widget: Locator, name: str) -> float:
    widget.locator(".ul-save-name").fill(name)
    button = widget.locator(".ul-save-deal")
    button.scroll_into_view_if_needed()
    button.click()
    message = widget.locator(".ul-save .ul-refusal").first
    message.wait_for(state="visible")
    return _gap(button, message)


def test_messages_appear_beside_the_control_that_caused_them(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    stepper = page.locator(".ul-deal-stepper").first
    table = page.locator(".ul-play-table").nth(1)  # the finished deal: Save is shown
    explorer = page.locator(".ul-rank-explorer").first
    stepper.wait_for(state="visible")
    far: list[str] = []
    for name, width, height, browser_open in WIDTHS:
        page.set_viewport_size({"width": width, "height": height})
        set_file_browser(page, browser_open)
        wait_layout_settled(page, width)
        # A refused Save: beside the Save button, not at the top of the widget.
        for label, widget in (("stepper", stepper), ("table", table)):
            gap = _refused_save(page, widget, f"bad name {name}.json")
            if gap > NEAR:
                far.append(f"{name} {label} save refusal {gap:.0f} px from Save")
        # The stepper's reasons within one screen of its step buttons.
        stepper.locator(".ul-nav").scroll_into_view_if_needed()
        nav, reason = stepper.locator(".ul-nav"), stepper.locator(".ul-decision-text")
        gap = _gap(nav, reason)
        if gap > height - 200:
            far.append(f"{name} stepper reasons {gap:.0f} px below the step buttons")
        # A rule's text opens right after the rule id clicked.
        rule = stepper.locator(".ul-legal-reason .ul-rule").first
        rule.scroll_into_view_if_needed()
        rule.click()
        panel = stepper.locator(".ul-legal-reason .ul-rule-text")
        panel.wait_for(state="visible")
        if _gap(rule, panel) > NEAR:
            far.append(f"{name} rule text {_gap(rule, panel):.0f} px from its id")
        panel.locator(".ul-rule-close").click()
        panel.wait_for(state="detached")
        # The RankExplorer's verdict under the cards clicked (the plain Isu row, R15).
        explorer.locator(".ul-clear").click()
        page.wait_for_function(
            "() => !document.querySelector('.ul-rank-explorer .ul-selected')"
        )  # the explorer redraws its rows on each answer: wait for the one after each click
        row = explorer.locator(".ul-order[data-suit='I']")
        row.locator(".ul-card[data-code='I2']").click()
        explorer.locator(".ul-selected[data-code='I2']").wait_for()
        row.locator(".ul-card[data-code='IRo']").click()
        verdict = explorer.locator(".ul-verdict .ul-explain")
        page.wait_for_function(
            "() => (document.querySelector('.ul-rank-explorer .ul-verdict .ul-explain') || {})"
            ".textContent.startsWith('I2 wins')"
        )
        # Right under the row of the cards clicked: no other order lies between them, and the
        # rest of that row (one wrapped line at most) and the led-suit row are all that does.
        card = row.locator(".ul-card[data-code='IRo']")
        between = explorer.evaluate(_ORDERS_BETWEEN_JS)
        if between or _gap(card, verdict) > height / 2:
            far.append(f"{name} explorer verdict {_gap(card, verdict):.0f} px from the cards")
        explorer.screenshot(path=str(artifacts_dir / f"messages_explorer_{name}.png"))
        stepper.screenshot(path=str(artifacts_dir / f"messages_stepper_{name}.png"))
    assert not far, "\n".join(far)
    assert not page.js_errors  # type: ignore[attr-defined]
