"""A widget switched to Japanese in a real JupyterLab (Chromium): its labels and its reasons.

The fixture notebook ``notebooks/i18n.ipynb`` shows two DealSteppers in English: a deal played
out, and one standing where a Meri trick decides the legal plays (R20). The first is switched to
日本語 in its own language menu: its position line, buttons and reasons turn Japanese, with the
rule ids. The second is switched to Čeština, and its rule panel, opened from the R20 in the
reason, shows the text of R20 in Czech.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page

from unsun_lab.i18n import text

from .conftest import JupyterLabServer, run_notebook_in_lab

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "i18n.ipynb"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def test_a_stepper_switched_to_japanese_speaks_japanese(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    stepper = page.locator(".ul-deal-stepper").first
    stepper.wait_for(state="visible")
    forward = stepper.locator(".ul-forward")
    assert forward.inner_text().strip() == text("ui.forward", "en")
    bands = "s => document.querySelector('.ul-deal-stepper').innerHTML.includes(s)"
    english = [text("show.band.tenka", "en"), text("show.band.native", "en")]
    assert any(page.evaluate(bands, word) for word in english)  # the faces' bands (R9, R10)
    stepper.locator("select.ul-lang-select").select_option("ja")
    page.wait_for_function(
        "t => document.querySelector('.ul-deal-stepper .ul-forward').textContent.trim() === t",
        arg=text("ui.forward", "ja"),
    )
    # The faces are sent again in Japanese: their bands say 天下 and 切り札ロバイ.
    page.wait_for_function(
        "w => !w.some(s => document.querySelector('.ul-deal-stepper').innerHTML.includes(s))",
        arg=english,
    )
    assert page.evaluate(bands, text("show.band.native", "ja")) or page.evaluate(
        bands, text("show.band.tenka", "ja")
    )
    assert "undefined" not in stepper.inner_text()  # the save row's words came with the rest
    for n in (1, 2, 3):
        forward.click()
        # The counter in Japanese words, whatever the deal's length: 「66手中1手目」
        counter = re.escape(text("ui.position_move", "ja", n=n, total=999)).replace("999", r"\d+")
        page.wait_for_function(
            "p => new RegExp('^' + p).test("
            "document.querySelector('.ul-deal-stepper .ul-position').textContent.trim())",
            arg=counter,
        )
    reason = stepper.locator(".ul-legal-reason").inner_text()
    # Japanese sets its own brackets: （R20）
    assert JAPANESE.search(reason) and re.search(r"[(（]R(19|2[0-3])[)）、]", reason), reason
    assert not re.search(r"\b(the|may|must|trick|seat)\b", reason), reason
    labels = stepper.locator("button").all_inner_texts()
    worded = [label for label in labels if re.search(r"[^\W\d_]", label)]  # not "1" … "9"
    assert worded and all(JAPANESE.search(label) for label in worded), labels
    stepper.screenshot(path=str(artifacts_dir / "deal_stepper_ja.png"))
    assert not page.js_errors  # type: ignore[attr-defined]


def test_a_rule_panel_in_czech_shows_r20_in_czech(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    stepper = page.locator(".ul-deal-stepper").nth(1)
    stepper.wait_for(state="visible")
    stepper.locator("select.ul-lang-select").select_option("cs")
    forward = stepper.locator(".ul-forward")
    forward.filter(has_text=text("ui.forward", "cs")).wait_for()
    reason = stepper.locator(".ul-legal-reason")
    reason.filter(has_text="zdvih Meri").wait_for()  # the reason, now in Czech
    rule = reason.locator(".ul-rule[data-rule='R20']")
    rule.click()
    panel = stepper.locator(".ul-rule-text")
    panel.wait_for(state="visible")
    shown = panel.inner_text()
    assert text("rule.R20", "cs") in shown and shown.startswith("R20"), shown
    assert text("rule.R20", "en") not in shown
    stepper.screenshot(path=str(artifacts_dir / "deal_stepper_cs_rule_panel.png"))
    assert not page.js_errors  # type: ignore[attr-defined]
