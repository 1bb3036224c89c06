"""The Practice widget in a real JupyterLab in Chromium.

A learner answers exercises of three kinds (the cards you may play, who wins the trick, the
combination's points): first by clicking cards, seats and choices, then by keyboard alone
(arrows, Space, Enter). Each answer shows its feedback at once, and the progress file the
widget keeps beside the notebook counts every exercise answered, per rule. Then the widget is
photographed at three widths, light and dark.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page

from .conftest import JupyterLabServer, run_notebook_in_lab
from .test_widget_layout import (
    each_layout,
    probe_everywhere,
    set_file_browser,
    wait_layout_settled,
)
from .test_widgets_browser import switch_theme

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "practice.ipynb"
#: Where the screenshots for people go (besides artifacts_dir).
_DEFAULT = Path(__file__).resolve().parents[2] / "test-artifacts" / "shots" / "practice"
SHOTS = Path(os.environ.get("UNSUN_SHOTS", str(_DEFAULT)))


def _seen(path: Path) -> int:
    if not path.exists():
        return 0
    data: dict[str, Any] = json.loads(path.read_text())
    return sum(entry["seen"] for entry in data["rules"].values())


def _only(widget: Locator, kind: str) -> None:
    """Leave only ``kind`` on in the kinds menu (clicks, as a learner would)."""
    page = widget.page
    off = widget.locator(f"button.ul-kind[data-kind='{kind}']:not(.ul-on)")
    if off.count():
        off.click()
        page.wait_for_function(
            "k => document.querySelector(`.ul-practice button.ul-kind[data-kind='${k}']`)"
            ".classList.contains('ul-on')",
            arg=kind,
        )
    for other in ("legal", "winner", "combination"):
        if other == kind:
            continue
        button = widget.locator(f"button.ul-kind[data-kind='{other}']")
        if "ul-on" in (button.get_attribute("class") or ""):
            button.click()
            page.wait_for_function(
                "k => !document.querySelector(`.ul-practice button.ul-kind[data-kind='${k}']`)"
                ".classList.contains('ul-on')",
                arg=other,
            )
    page.wait_for_function(
        "k => document.querySelector('.ul-practice .ul-exercise').dataset.kind === k", arg=kind
    )


def _wait_feedback(page: Page) -> str:
    page.wait_for_function("() => !!document.querySelector('.ul-practice .ul-feedback')")
    return page.locator(".ul-practice .ul-feedback").get_attribute("class") or ""


def _next(page: Page, widget: Locator) -> None:
    widget.locator("button.ul-next").click()
    page.wait_for_function("() => !document.querySelector('.ul-practice .ul-feedback')")


def _wait_file(page: Page, path: Path, count: int) -> None:
    """Until the progress file counts ``count`` answers (the kernel writes it as it checks)."""
    for _ in range(6000):  # polled every 0.1 s; 600 s is a safety net
        if _seen(path) >= count:
            return
        page.wait_for_timeout(100)
    raise AssertionError((count, path.read_text() if path.exists() else "no file"))


def test_a_learner_answers_three_kinds_by_clicks_and_by_keyboard(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    progress = jupyterlab.root_dir / "practice-progress.json"
    if progress.exists():
        progress.unlink()
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    widget = page.locator(".ul-practice").first
    widget.wait_for(state="visible")
    answered = 0

    # By clicks: a card, then a seat, then a choice of points.
    for kind in ("legal", "winner", "combination"):
        _only(widget, kind)
        choice = widget.locator(".ul-choice").first
        choice.click()
        page.wait_for_function(
            "() => !!document.querySelector('.ul-practice .ul-choice.ul-selected')"
        )
        widget.locator("button.ul-check").click()
        status = _wait_feedback(page)
        assert "ul-fb-right" in status or "ul-fb-wrong" in status
        lines = widget.locator(".ul-fb-line")
        assert lines.count() >= 1
        # The feedback cites a rule, and its text is one click away.
        rule = widget.locator(".ul-feedback .ul-rule").first
        rule_id = rule.inner_text()
        rule.click()
        text = widget.locator(".ul-rule-text").inner_text()
        assert text and rule_id.startswith("R")
        answered += 1
        _wait_file(page, progress, answered)
        _next(page, widget)

    # By keyboard alone: focus the first choice, arrows move, Space picks, Enter checks.
    for kind in ("combination", "winner", "legal"):
        _only(widget, kind)
        first = widget.locator(".ul-choice").first
        first.focus()
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowRight")
        focused = page.evaluate("() => document.activeElement.dataset.choice")
        page.keyboard.press("Space")
        page.wait_for_function(
            "c => !!document.querySelector("
            "`.ul-practice .ul-choice.ul-selected[data-choice='${c}']`)",
            arg=focused,
        )
        page.keyboard.press("Enter")
        status = _wait_feedback(page)
        assert "ul-fb-right" in status or "ul-fb-wrong" in status
        answered += 1
        _wait_file(page, progress, answered)
        page.keyboard.press("Enter")  # the next exercise
        page.wait_for_function("() => !document.querySelector('.ul-practice .ul-feedback')")

    # The progress row shows what the file holds.
    # (A wrong answer may be credited to a rule of another kind, e.g. a rank-order slip to
    # R14; the row shows the rules of the kinds being practised.)
    kept = json.loads(progress.read_text())
    shown = widget.locator(".ul-progress-cell[data-rule]")
    rules = [shown.nth(i).get_attribute("data-rule") for i in range(shown.count())]
    compared = 0
    for rule, entry in kept["rules"].items():
        if rule not in rules:
            continue
        cell = widget.locator(f".ul-progress-cell[data-rule='{rule}'] .ul-progress-nums")
        assert cell.inner_text() == f"{entry['right']}/{entry['seen']}"
        compared += 1
    assert compared >= 1, (rules, sorted(kept["rules"]))

    # Photographs of an answered exercise of each layout (cards, seats round the table,
    # choices), at three widths, light and dark, each probed like the layout test.
    SHOTS.mkdir(parents=True, exist_ok=True)
    failures: list[str] = []
    for kind in ("legal", "winner", "combination"):
        _only(widget, kind)
        widget.locator(".ul-choice").last.click()
        widget.locator("button.ul-check").click()
        _wait_feedback(page)
        widget.locator(".ul-feedback .ul-rule").first.click()
        for theme, name in each_layout(page):
            result = probe_everywhere(page, widget)
            failures += [f"{kind} {theme} {name}: {p}" for p in result["problems"]]
            tag = theme.split()[-1].lower()
            width = round(widget.evaluate("el => el.getBoundingClientRect().width"))
            widget.scroll_into_view_if_needed()
            shot = f"practice_{kind}_{name}_{width}px_{tag}.png"
            for folder in (artifacts_dir, SHOTS):
                widget.screenshot(path=str(folder / shot))
        switch_theme(page, "JupyterLab Light")
        page.set_viewport_size({"width": 1400, "height": 900})
        _next(page, widget)
    # The words in the other languages: the same widget in Portuguese, Czech and Japanese.
    for lang, check in (("pt", "Conferir"), ("cs", "Zkontrolovat"), ("ja", "答え合わせ")):
        widget.locator("select.ul-lang-select").select_option(lang)
        widget.locator("button.ul-check").filter(has_text=check).wait_for()
        widget.locator(".ul-choice").first.click()
        widget.locator("button.ul-check").click()
        _wait_feedback(page)
        widget.scroll_into_view_if_needed()
        for folder in (artifacts_dir, SHOTS):
            widget.screenshot(path=str(folder / f"practice_{lang}.png"))
        # Probed where the words wrap most: a 560 px notebook beside the file browser.
        page.set_viewport_size({"width": 1024, "height": 900})
        set_file_browser(page, True)
        wait_layout_settled(page, 1024)
        result = probe_everywhere(page, widget)
        failures += [f"{lang} narrow: {p}" for p in result["problems"]]
        for folder in (artifacts_dir, SHOTS):
            widget.screenshot(path=str(folder / f"practice_{lang}_narrow.png"))
        page.set_viewport_size({"width": 1400, "height": 900})
        wait_layout_settled(page, 1400)
        _next(page, widget)
    assert not failures, "\n".join(failures[:40])
    assert not page.js_errors  # type: ignore[attr-defined]
