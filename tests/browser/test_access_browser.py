"""Every widget at a narrow width, by the keyboard alone and for a screen reader, in a real
JupyterLab in Chromium.

``notebooks/access.ipynb`` shows a PlayTable in its declaration, one four tricks into its deal,
one whose deal is over, a fresh one at "instant" pace (played here by keys), a DealStepper, a
ComboExplainer, a RankExplorer and a Practice. The widths are those a learner's notebook gives a
widget: 368 px (an 800 px window with the file browser open), 592 px (1,024 px, file browser
open) and 1,620 px (1,800 px, file browser closed).

- At 368 px the PlayTable's trick, the prompt under it and the hand fit in one 600 px view.
- Practice answered 20 times and a deal at the table played with keys only: the focus is
  checked after every key and is never moved by the test between keys.
- axe-core (installed by ``.ci/run`` into ``.ci/node``; nothing is downloaded here) audits
  every widget in light and dark: no serious or critical violation.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page

from .conftest import JupyterLabServer, run_notebook_in_lab
from .test_widget_layout import set_file_browser, wait_layout_settled
from .test_widgets_browser import switch_theme

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "access.ipynb"
REPO = Path(__file__).resolve().parents[2]
AXE = REPO / ".ci" / "node" / "node_modules" / "axe-core" / "axe.min.js"

#: (name, window width, height, file browser open): the widget's width in the name.
SIZES = [("w368", 800, 900, True), ("w592", 1024, 900, True), ("w1620", 1800, 900, False)]
THEMES = ("JupyterLab Light", "JupyterLab Dark")
TABLE, MIDDLE, DONE, KEYS = 0, 1, 2, 3  # the PlayTables of the notebook, in order

# The trick on the table, the prompt and the hand, measured in the page (px).
_TABLE_JS = r"""
(root) => {
  const top = (sel) => root.querySelector(sel).getBoundingClientRect().top;
  const bottom = (sel) => root.querySelector(sel).getBoundingClientRect().bottom;
  const R = root.getBoundingClientRect();
  const cards = [...root.querySelectorAll(".ul-main .ul-hand .ul-card")];
  const first = cards.length ? cards[0].getBoundingClientRect().top : 0;
  return { width: R.width, height: R.height, trick: top(".ul-middle .ul-trick"),
    status: bottom(".ul-status"), hand: bottom(".ul-main .ul-hand"), right: R.right,
    cards: cards.length, hand_right: Math.max(...cards.map((c) => c.getBoundingClientRect().right)),
    hand_rows: 1 + cards.some((c) => c.getBoundingClientRect().top > first + 45) };
}
"""

# What has the focus: inside the widget or not, and what it is.
_FOCUS_JS = r"""
(root) => {
  const a = document.activeElement;
  return { inside: !!a && a !== root && root.contains(a), tag: a ? a.tagName : null,
    cls: a ? String(a.className) : "", disabled: !!(a && a.disabled),
    choice: !!(a && a.closest && a.closest(".ul-choice")),
    card: !!(a && a.classList && a.classList.contains("ul-card")),
    visible: !!a && a.getBoundingClientRect().width > 0 };
}
"""


def at_size(page: Page, size: tuple[str, int, int, bool]) -> None:
    _, width, height, browser_open = size
    page.set_viewport_size({"width": width, "height": height})
    set_file_browser(page, browser_open)
    wait_layout_settled(page, width)


def table_measure(widget: Locator) -> dict[str, float]:
    widget.evaluate("el => el.scrollIntoView({block: 'start'})")
    result: dict[str, float] = widget.evaluate(_TABLE_JS)
    return result


def test_the_table_fits_one_view_at_368_px(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    """The trick's top and the hand's bottom lie within 600 px of each other at 368 px of
    widget, light and dark; screenshots of the table mid-deal and Practice at every width."""
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    page.wait_for_function("() => document.querySelectorAll('.ul-card > svg').length > 100")
    middle = page.locator(".ul-play-table").nth(MIDDLE)
    done = page.locator(".ul-play-table").nth(DONE)
    practice = page.locator(".ul-practice").first
    shots = artifacts_dir / "access"
    shots.mkdir(parents=True, exist_ok=True)
    measured: dict[str, Any] = {}
    fresh = page.locator(".ul-play-table").nth(KEYS)  # nine cards in the hand
    for theme in THEMES:
        tag = theme.split()[-1].lower()
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        for name, width, _, browser_open in SIZES:
            at_size(page, (name, width, 2400, browser_open))  # each widget whole on screen
            m = table_measure(middle)
            measured[f"{name} {tag}"] = m | {"summary_height": table_measure(done)["height"]}
            measured[f"{name} {tag} nine cards"] = table_measure(fresh)
            middle.screenshot(path=str(shots / f"table_middeal_{name}_{tag}.png"))
            practice.evaluate("el => el.scrollIntoView({block: 'start'})")
            practice.screenshot(path=str(shots / f"practice_{name}_{tag}.png"))
            fresh.evaluate("el => el.scrollIntoView({block: 'start'})")
            fresh.locator(".ul-hand .ul-card").first.focus()
            page.keyboard.press("ArrowRight")  # from the keyboard: the focus ring shows
            fresh.screenshot(path=str(shots / f"table_nine_cards_{name}_{tag}.png"))
    switch_theme(page, "JupyterLab Light")
    print(json.dumps(measured, indent=1))
    for tag in ("light", "dark"):
        m = measured[f"w368 {tag}"]
        assert 340 <= m["width"] <= 400, m
        assert m["trick"] < m["status"] < m["hand"], m
        assert m["hand"] - m["trick"] <= 600, (tag, m)
        full = measured[f"w368 {tag} nine cards"]  # the whole hand in one row, inside
        assert full["cards"] >= 9 and full["hand_rows"] == 1, full
        assert full["hand_right"] <= full["right"] - 4, full
    assert measured["w592 light"]["width"] > 560 and measured["w1620 light"]["width"] > 1580
    assert not page.js_errors  # type: ignore[attr-defined]


def focus_of(widget: Locator) -> dict[str, Any]:
    result: dict[str, Any] = widget.evaluate(_FOCUS_JS)
    return result


def press(page: Page, widget: Locator, key: str, log: list[str], where: str) -> dict[str, Any]:
    """Press ``key`` and check (after what it started has settled) that the focus is still on
    an enabled, visible control inside the widget."""
    page.keyboard.press(key)
    focus = focus_of(widget)
    if not (focus["inside"] and not focus["disabled"] and focus["visible"]):
        log.append(f"{where}: after {key} the focus is on {focus}")
        pytest.fail("\n".join(log))  # the next key would go to the page
    return focus


def settled_focus(page: Page, widget: Locator, log: list[str], where: str) -> dict[str, Any]:
    """The focus once the widget has drawn Python's answer (called after a wait)."""
    focus = focus_of(widget)
    if not (focus["inside"] and not focus["disabled"] and focus["visible"]):
        log.append(f"{where}: once drawn, the focus is on {focus}")
        pytest.fail("\n".join(log))
    return focus


def test_practice_and_a_deal_by_the_keyboard_alone(
    page: Page, jupyterlab: JupyterLabServer
) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    page.wait_for_function("() => document.querySelectorAll('.ul-card > svg').length > 100")
    at_size(page, SIZES[0])
    log: list[str] = []

    # Practice: the learner clicks once on the first choice, then uses keys only.
    practice = page.locator(".ul-practice").first
    practice.scroll_into_view_if_needed()
    practice.locator(".ul-choice").first.focus()
    state = (
        "() => document.querySelector('.ul-practice .ul-exercise').dataset.kind + '|' + "
        "document.querySelector('.ul-practice .ul-question').textContent + '|' + "
        "(document.querySelector('.ul-practice .ul-feedback') || {className: ''}).className"
    )
    answered = tries = shown = 0
    for _ in range(200):
        if answered >= 20:
            break
        before = page.evaluate(state)
        focus = press(page, practice, "Space", log, f"answer {answered}")  # pick
        page.wait_for_function("() => document.querySelector('.ul-practice .ul-selected')")
        settled_focus(page, practice, log, f"answer {answered} picked")
        focus = press(page, practice, "Enter", log, f"answer {answered}")  # check
        page.wait_for_function("s => (" + state + ")() !== s", arg=before)
        focus = settled_focus(page, practice, log, f"answer {answered} checked")
        feedback = practice.locator(".ul-feedback").get_attribute("class") or ""
        if "ul-fb-try" in feedback:
            tries += 1
            if tries % 2:  # try again: Enter on the choice, then the next choice
                before = page.evaluate(state)
                press(page, practice, "Enter", log, "try again")
                page.wait_for_function("s => (" + state + ")() !== s", arg=before)
                settled_focus(page, practice, log, "tried again")
                press(page, practice, "ArrowRight", log, "next choice")
                continue
            # show: Tab to the button, Enter
            for _ in range(4):
                press(page, practice, "Tab", log, "to Show")
                if "ul-show" in focus_of(practice)["cls"]:
                    break
            before = page.evaluate(state)
            press(page, practice, "Enter", log, "show")
            page.wait_for_function("s => (" + state + ")() !== s", arg=before)
            settled_focus(page, practice, log, "shown")
            shown += 1
        answered += 1
        before = page.evaluate(state)
        press(page, practice, "Enter", log, f"next after {answered}")  # next exercise
        page.wait_for_function("s => (" + state + ")() !== s", arg=before)
        focus = settled_focus(page, practice, log, f"exercise {answered + 1}")
        if not focus["choice"]:
            log.append(f"exercise {answered + 1}: the focus is not on a choice: {focus}")
    assert answered >= 20, (answered, log[:10])

    # The table: cards by Enter, the arrows between them, Take back, the review, the language.
    table = page.locator(".ul-play-table").nth(KEYS)
    table.scroll_into_view_if_needed()
    table.locator(".ul-hand .ul-card").first.focus()
    body = "() => document.querySelectorAll('.ul-play-table')[3].querySelector('.ul-table-body')"
    at = "(" + body + ")().dataset.at"
    legal = "() => !!(" + body + ")().querySelector('.ul-hand .ul-card.ul-legal')"
    over = "() => !!(" + body + ")().querySelector('.ul-next-deal')"
    took_back = False
    heard = 0
    for played in range(30):
        page.wait_for_function(f"() => ({legal})() || ({over})()")
        if page.evaluate(over):
            break
        for _ in range(10):  # to a legal card with the arrows
            if "ul-legal" in focus_of(table)["cls"]:
                break
            press(page, table, "ArrowRight", log, f"card {played}: to a legal card")
        before = page.evaluate(at)
        name = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
        press(page, table, "Enter", log, f"card {played}")
        page.wait_for_function(f"b => {at} !== b", arg=before)
        focus = settled_focus(page, table, log, f"card {played} played")
        # The live region (drawn with the new state) says the play, the card named as on its
        # label; a discard (R12) is said by its code.
        live = table.locator(".ul-live").text_content() or ""
        heard += name.split(" (")[0] in live
        if not took_back and table.locator(".ul-take-back:not([disabled])").count():
            for _ in range(6):
                if "ul-take-back" in focus_of(table)["cls"]:
                    break
                press(page, table, "Tab", log, "to Take back")
            before = page.evaluate(at)
            press(page, table, "Enter", log, "take back")
            page.wait_for_function(f"b => {at} !== b", arg=before)
            settled_focus(page, table, log, "taken back")
            took_back = True
            for _ in range(6):  # back to the hand
                if focus_of(table)["card"]:
                    break
                press(page, table, "Shift+Tab", log, "back to the hand")
    assert page.evaluate(over), "the deal did not end by keys"
    assert took_back
    # Every card of the tricks played by Enter (the last one plays itself), named as it is said.
    assert heard >= 8, heard
    for _ in range(12):
        if "ul-review" in focus_of(table)["cls"]:
            break
        press(page, table, "Tab", log, "to Review")
    press(page, table, "Enter", log, "open the review")
    table.locator(".ul-review-box .ul-stepper-body").wait_for()
    focus = settled_focus(page, table, log, "review open")
    if "ul-review-close" not in focus["cls"]:
        log.append(f"the open review has not the focus: {focus}")
    in_view = table.locator(".ul-review-box").evaluate(
        "el => el.getBoundingClientRect().top < window.innerHeight"
    )
    assert in_view, "the review opened out of sight"
    press(page, table, "Enter", log, "close the review")
    table.locator(".ul-review-box").wait_for(state="detached")
    focus = settled_focus(page, table, log, "review closed")
    if "ul-review" not in focus["cls"]:
        log.append(f"closing the review did not go back to its button: {focus}")
    for _ in range(20):
        if "ul-lang-select" in focus_of(table)["cls"]:
            break
        press(page, table, "Shift+Tab", log, "to the language")
    assert "ul-lang-select" in focus_of(table)["cls"], log[-3:]
    head = table.locator(".ul-head").inner_text()
    press(page, table, "ArrowDown", log, "language")
    page.wait_for_function(
        "h => document.querySelectorAll('.ul-play-table')[3].querySelector('.ul-head')"
        ".innerText !== h",
        arg=head,
    )
    settled_focus(page, table, log, "language switched")
    assert not log, "\n".join(log[:30])
    assert not page.js_errors  # type: ignore[attr-defined]


_AXE_JS = r"""
async (el) => {
  const r = await axe.run(el);
  const brief = (list) => list.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length,
    first: v.nodes[0] && v.nodes[0].html.slice(0, 160),
    summary: v.nodes[0] && (v.nodes[0].failureSummary || "").slice(0, 200) }));
  return { violations: brief(r.violations), incomplete: brief(r.incomplete),
    passes: r.passes.length };
}
"""


def axe_audit(page: Page, widget: Locator) -> dict[str, Any]:
    """axe-core's findings inside ``widget`` (every rule axe runs by default): violations,
    the checks it could not decide (``incomplete``) and how many rules passed."""
    widget.evaluate("el => el.scrollIntoView({block: 'start'})")
    result: dict[str, Any] = widget.evaluate(_AXE_JS)
    return result


def axe_sweep(
    page: Page,
    widgets: dict[str, Locator],
    sizes: Sequence[tuple[str, int, int, bool]],
    *,
    to_review: bool = False,
) -> tuple[Counter[str], list[str]]:
    """Audit each widget with :func:`axe_audit` in each theme (light, then dark) at each of
    ``sizes``: every finding printed and counted by theme, width and impact (``to_review``:
    also the checks axe could not decide), and the serious or critical ones kept. Each audit
    must have passed more than five rules (axe ran on something). The theme is light again
    after. Returns (the counts, the serious findings)."""
    counts: Counter[str] = Counter()
    bad: list[str] = []
    for theme in THEMES:
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        for size in sizes:
            at_size(page, size)
            tag = f"{theme.split()[-1].lower()} {size[0]}"
            for name, widget in widgets.items():
                found = axe_audit(page, widget)
                assert found["passes"] > 5, (name, found)
                for v in found["incomplete"] if to_review else ():
                    counts[f"{tag} to review {v['id']}"] += v["nodes"]
                    print(f"{tag} {name}: to review {v['id']} x{v['nodes']}: {v['first']}")
                for v in found["violations"]:
                    counts[f"{tag} {v['impact']}"] += v["nodes"]
                    line = f"{tag} {name}: {v['impact']} {v['id']} x{v['nodes']}: {v['first']}"
                    print(line, "|", v["summary"])
                    if v["impact"] in ("serious", "critical"):
                        bad.append(line)
    switch_theme(page, "JupyterLab Light")
    print("axe findings (nodes) by theme, width and impact:", dict(sorted(counts.items())))
    return counts, bad


def test_axe_finds_nothing_serious(page: Page, jupyterlab: JupyterLabServer) -> None:
    if not AXE.exists():
        if os.environ.get("CI"):
            pytest.fail(f"{AXE} is missing: .ci/run installs axe-core with npm")
        pytest.skip(f"{AXE} is missing (npm install --no-save --prefix .ci/node axe-core)")
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    page.wait_for_function("() => document.querySelectorAll('.ul-card > svg').length > 100")
    page.add_script_tag(path=str(AXE))
    # axe skips what an ancestor with overflow: hidden and no height hides; JupyterLab's body is
    # such an ancestor (its shell is positioned on the window, the body has no height of its
    # own), so the body is given the window's height (JupyterLab's layout does not change).
    page.evaluate("() => { document.body.style.minHeight = '100vh'; }")
    practice = page.locator(".ul-practice").first
    practice.locator(".ul-choice").first.click()
    practice.locator(".ul-check").click()
    practice.locator(".ul-feedback").wait_for()
    widgets = {
        "table_declaration": page.locator(".ul-play-table").nth(TABLE),
        "table_middeal": page.locator(".ul-play-table").nth(MIDDLE),
        "table_summary": page.locator(".ul-play-table").nth(DONE),
        "stepper": page.locator(".ul-deal-stepper").first,
        "explorer": page.locator(".ul-rank-explorer").first,
        "combo": page.locator(".ul-combo-explainer").first,
        "practice_feedback": practice,
    }
    at_size(page, ("w592", 1024, 3200, True))
    # The audit can fail: grey on grey, put in a widget, is a serious contrast violation.
    probe = page.locator(".ul-deal-stepper").first
    probe.evaluate(
        "el => { const d = document.createElement('div'); d.className = 'ul-axe-probe';"
        " d.style.cssText = 'color:#777;background:#888'; d.textContent = 'grey on grey';"
        " el.prepend(d); }"
    )
    found = axe_audit(page, probe)
    assert "color-contrast" in {v["id"] for v in found["violations"]}, found
    probe.evaluate("el => el.querySelector('.ul-axe-probe').remove()")
    # A window tall enough to show each widget whole: axe judges what is on screen only.
    _, bad = axe_sweep(page, widgets, [("w592", 1024, 3200, True)], to_review=True)
    assert not bad, "\n".join(bad[:30])
    assert not page.js_errors  # type: ignore[attr-defined]
