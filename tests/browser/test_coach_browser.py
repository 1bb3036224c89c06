"""The coach in a real JupyterLab in Chromium.

``notebooks/coach.ipynb`` shows a DealStepper at a decision of the card play and a PlayTable
whose first deal is over. The learner turns the Analyse switch on and sees the legal moves as
bars of value, the played move marked and its label; steps on and sees the progress, then the
new bars; the finished table lists the costliest decisions. Switched to Czech, the stepper
writes its numbers with decimal commas. At notebook widths of about 560, 960 and 1760 px,
light and dark, both are probed like the layout test (nothing outside the widget, no text
covered or under 8 px) and photographed into ``artifacts_dir``, the stepper in Czech.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page

from unsun_lab.i18n import text

from .conftest import LONG_WAIT_MS, JupyterLabServer, run_notebook_in_lab
from .test_widget_layout import each_layout, probe_everywhere
from .test_widgets_browser import switch_theme

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "coach.ipynb"

_BARS = "() => document.querySelectorAll('.ul-deal-stepper .ul-analysis .ul-bar-row').length"


def test_analyse_switch_draws_bars_and_the_table_lists_costly_decisions(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    stepper = page.locator(".ul-deal-stepper").first
    table = page.locator(".ul-play-table").first
    stepper.wait_for(state="visible")
    switch = stepper.locator("input.ul-analyse")
    assert not switch.is_checked()  # off by default
    assert stepper.locator(".ul-bar-row").count() == 0
    switch.click()
    page.wait_for_function(f"({_BARS})() >= 2", timeout=LONG_WAIT_MS)
    rows = stepper.locator(".ul-bar-row")
    played = stepper.locator(".ul-bar-row.ul-played")
    assert played.count() == 1, "exactly one move is marked as played"
    recorded = stepper.locator(".ul-recorded").inner_text()
    assert played.get_attribute("data-move") in recorded
    chip = stepper.locator(".ul-analysis .ul-chip").inner_text()
    assert chip in {"best", "good", "inaccuracy", "mistake", "blunder"}
    assert re.search(r"\((?:R\d+, )*R29(?:, R\d+)*\)", stepper.locator(".ul-why").inner_text())
    values = [float(v or "nan") for v in rows.evaluate_all("rs => rs.map(r => r.dataset.value)")]
    assert values == sorted(values, reverse=True)

    # Stepping on while the next decision is judged: the position moves at once.
    position = stepper.locator(".ul-position")
    before = position.inner_text()
    stepper.locator(".ul-forward").click()
    page.wait_for_function(
        "s => document.querySelector('.ul-deal-stepper .ul-position').textContent !== s",
        arg=before,
    )
    page.wait_for_function(
        "() => { const a = document.querySelector('.ul-deal-stepper .ul-analysis');"
        " return a.querySelector('.ul-bar-row') || a.querySelector('.ul-progress')"
        " || a.querySelector('.ul-analysis-text'); }",
        timeout=LONG_WAIT_MS,
    )
    stepper.locator(".ul-back-btn").click()  # back: from the cache, bars at once
    page.wait_for_function(
        "s => document.querySelector('.ul-deal-stepper .ul-position').innerText === s",
        arg=before,
    )
    page.wait_for_function(f"({_BARS})() >= 2", timeout=LONG_WAIT_MS)

    coach = table.locator(".ul-coach")
    coach.wait_for()
    page.wait_for_function(
        "() => { const c = document.querySelector('.ul-play-table .ul-coach');"
        " return c && !c.querySelector('progress'); }",
        timeout=LONG_WAIT_MS,
    )
    assert "costliest" in coach.inner_text()

    # In Czech, the bars and the reasons write decimal commas ("+0,35 ± 0,12"), and the
    # layouts below are probed and photographed with the stepper's longer Czech words.
    stepper.locator("select.ul-lang-select").select_option("cs")
    stepper.locator(".ul-analyse-switch").filter(has_text=text("ui.analyse", "cs")).wait_for()
    page.wait_for_function(
        "() => { const v = [...document.querySelectorAll('.ul-deal-stepper .ul-bar-value')];"
        r" return v.length >= 2 && v.every(e => /^[+-]?\d+,\d\d ± \d+,\d\d$/"
        ".test(e.textContent)); }",
    )
    # The reason is drawn with the bars, but wait for it too before reading it.
    page.wait_for_function(
        "() => { const w = document.querySelector('.ul-deal-stepper .ul-why');"
        r" return !!w && /\d,\d\d/.test(w.textContent) && !/\d\.\d\d/.test(w.textContent); }"
    )
    why = stepper.locator(".ul-why").inner_text()
    assert re.search(r"\d,\d\d", why) and not re.search(r"\d\.\d\d", why), why

    failures: list[str] = []
    for theme, name in each_layout(page):
        for label, widget, part in (
            ("stepper", stepper, stepper.locator(".ul-analysis")),
            ("table", table, coach),
        ):
            result = probe_everywhere(page, widget)
            failures += [f"{theme} {name} {label}: {p}" for p in result["problems"]]
            part.scroll_into_view_if_needed()
            tag = theme.split()[-1].lower()
            part.screenshot(path=str(artifacts_dir / f"coach_{label}_{name}_{tag}.png"))
            if label == "stepper":
                widget.screenshot(path=str(artifacts_dir / f"coach_whole_{name}_{tag}.png"))
    switch_theme(page, "JupyterLab Light")
    assert not failures, "\n".join(failures[:40])
    assert not page.js_errors  # type: ignore[attr-defined]
