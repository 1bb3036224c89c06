"""The DealStepper, Practice, the RankExplorer and the ComboExplainer at a notebook's widths,
by the keyboard and for a screen reader, in a real JupyterLab in Chromium.

``notebooks/access_widgets.ipynb`` shows a DealStepper on the open table and one from seat 0's
view, a Practice whose first exercise is a trick with its context, a "who wins" Practice, a
RankExplorer and a ComboExplainer. The widths are those a learner's notebook gives a widget:
368 px (an 800 px window with the file browser open), 592 px (1,024 px, file browser open)
and 1,620 px (1,800 px, file browser closed).

- At 368 px the stepper's trick, its reasons and its step buttons lie within one 600 px view,
  and so do Practice's question (with what the seat knows), its cards and the feedback.
- The stepper's counter says what it counts, in both views.
- The RankExplorer keeps the keyboard's focus after every key, nothing refocused by the test.
- The "who wins" question marks the trick's leader on the cards.
- axe-core finds no serious or critical violation in light or dark.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page

from .conftest import JupyterLabServer, run_notebook_in_lab
from .test_access_browser import AXE, SIZES, THEMES, at_size, axe_sweep
from .test_widgets_browser import switch_theme

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "access_widgets.ipynb"
LIMIT = 600  # px: what one view of a small laptop's notebook shows at once

# The span from the highest to the lowest of the parts named (px), and each part's box.
_SPAN_JS = r"""
(root, sels) => {
  const R = root.getBoundingClientRect();
  const parts = {};
  for (const sel of sels) {
    const n = root.querySelector(sel);
    if (!n) { parts[sel] = null; continue; }
    const r = n.getBoundingClientRect();
    parts[sel] = { top: r.top - R.top, bottom: r.bottom - R.top };
  }
  const found = Object.values(parts).filter(Boolean);
  return { width: R.width, height: R.height, parts,
    span: Math.max(...found.map((p) => p.bottom)) - Math.min(...found.map((p) => p.top)),
    missing: sels.filter((s) => !parts[s]) };
}
"""
STEPPER_PARTS = [".ul-nav", ".ul-decision", ".ul-middle .ul-trick"]
PRACTICE_PARTS = [
    ".ul-exercise .ul-question", ".ul-practice-context", ".ul-choices", ".ul-feedback"
]  # fmt: skip


def span(widget: Locator, parts: list[str]) -> dict[str, Any]:
    widget.evaluate("el => el.scrollIntoView({block: 'start'})")
    result: dict[str, Any] = widget.evaluate(_SPAN_JS, parts)
    return result


def answer(practice: Locator) -> None:
    """Pick the first choice and check: the feedback is drawn."""
    practice.scroll_into_view_if_needed()
    practice.locator(".ul-choice").first.click()
    practice.locator(".ul-check").click()
    practice.locator(".ul-feedback").wait_for()


def plays_are(page: Page, count: int) -> None:
    """Wait until the open stepper's trick shows ``count`` cards."""
    page.wait_for_function(
        "n => document.querySelector('.ul-deal-stepper .ul-middle .ul-trick')"
        ".querySelectorAll('.ul-play').length === n",
        arg=count,
    )


def open_notebook(page: Page, jupyterlab: JupyterLabServer) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    page.wait_for_function("() => document.querySelectorAll('.ul-card > svg').length > 60")


def test_stepper_and_practice_fit_one_view_at_368_px(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    open_notebook(page, jupyterlab)
    stepper = page.locator(".ul-deal-stepper").first
    practice = page.locator(".ul-practice").first
    winner = page.locator(".ul-practice").nth(1)
    explorer = page.locator(".ul-rank-explorer").first
    seat = page.locator(".ul-deal-stepper").nth(1)
    answer(practice)
    answer(winner)
    measured: dict[str, Any] = {}
    out = artifacts_dir / "access_widgets"
    out.mkdir(parents=True, exist_ok=True)
    for theme in THEMES:
        tag = theme.split()[-1].lower()
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        for name, width, _, browser_open in SIZES:
            at_size(page, (name, width, 2400, browser_open))
            measured[f"stepper {name} {tag}"] = span(stepper, STEPPER_PARTS)
            stepper.screenshot(path=str(out / f"stepper_{name}_{tag}.png"))
            # Trick 4 about to be led: trick 3 lies complete, eight cards and its result.
            stepper.locator('.ul-jump[data-trick="4"]').click()
            plays_are(page, 8)
            measured[f"stepper full trick {name} {tag}"] = span(stepper, STEPPER_PARTS)
            stepper.screenshot(path=str(out / f"stepper_full_trick_{name}_{tag}.png"))
            for plays in (7, 6, 5):  # back to move 23
                stepper.locator(".ul-back-btn").click()
                plays_are(page, plays)
            measured[f"practice {name} {tag}"] = span(practice, PRACTICE_PARTS)
            practice.screenshot(path=str(out / f"practice_feedback_{name}_{tag}.png"))
            for stem, widget in (("explorer", explorer), ("winner", winner), ("seat", seat)):
                widget.evaluate("el => el.scrollIntoView({block: 'start'})")
                widget.screenshot(path=str(out / f"{stem}_{name}_{tag}.png"))
    switch_theme(page, "JupyterLab Light")
    # Narrow, the earlier tricks are one button away, and the button says whether it is open.
    at_size(page, SIZES[0])
    history = practice.locator(".ul-practice-history")
    toggle = practice.locator(".ul-history-toggle")
    assert not history.is_visible() and toggle.get_attribute("aria-expanded") == "false"
    toggle.click()
    history.wait_for(state="visible")
    assert toggle.get_attribute("aria-expanded") == "true"
    at_size(page, SIZES[1])  # wide, always shown, no button
    assert history.is_visible() and not toggle.is_visible()
    (out / "heights.json").write_text(json.dumps(measured, indent=1))
    print(json.dumps({k: [round(m["span"]), round(m["height"])] for k, m in measured.items()}))
    for tag in ("light", "dark"):
        for widget in ("stepper", "stepper full trick", "practice"):
            m = measured[f"{widget} w368 {tag}"]
            assert 340 <= m["width"] <= 400, m
            assert not m["missing"], m
            assert m["span"] <= LIMIT, (widget, tag, m)
    assert not page.js_errors  # type: ignore[attr-defined]


_FOCUS_JS = r"""
(root) => {
  const a = document.activeElement;
  return { inside: !!a && a !== root && root.contains(a),
    key: a && a.dataset ? a.dataset.key || "" : "", tag: a ? a.tagName : "",
    visible: !!a && a.getBoundingClientRect().width > 0 };
}
"""

# The caption's words and whether it lies right under the row of the card focused.
_CAPTION_JS = r"""
(root) => {
  const a = document.activeElement;
  const cap = root.querySelector(".ul-hover");
  const row = a.closest(".ul-order");
  return { text: cap.textContent, title: a.title, under_row: cap.previousElementSibling === row,
    gap: cap.getBoundingClientRect().top - row.getBoundingClientRect().bottom };
}
"""


def test_the_explorer_keeps_the_focus_and_its_caption_beside_the_card(
    page: Page, jupyterlab: JupyterLabServer
) -> None:
    open_notebook(page, jupyterlab)
    at_size(page, SIZES[1])
    explorer = page.locator(".ul-rank-explorer").first
    explorer.scroll_into_view_if_needed()
    log: list[str] = []

    def key(name: str, where: str) -> dict[str, Any]:
        before = focus_here()
        page.keyboard.press(name)
        return check(where, before if name in ("Enter", "Space") else None)

    def focus_here() -> dict[str, Any]:
        result: dict[str, Any] = explorer.evaluate(_FOCUS_JS)
        return result

    def check(where: str, before: dict[str, Any] | None) -> dict[str, Any]:
        now = focus_here()
        if not (now["inside"] and now["visible"]):
            log.append(f"{where}: the focus left the explorer: {now}")
            pytest.fail("\n".join(log))
        if before is not None and now["key"] != before["key"]:
            log.append(f"{where}: the focus moved from {before['key']} to {now['key']}")
        return now

    def state() -> str:
        return str(
            explorer.evaluate(
                "el => el.querySelector('.ul-verdict').textContent + '|' + "
                "[...el.querySelectorAll('.ul-on, .ul-selected')].map(n => n.dataset.key).join()"
            )
        )

    def settled(before: str, where: str) -> None:
        page.wait_for_function(
            "([b]) => { const el = document.querySelector('.ul-rank-explorer');"
            " return el.querySelector('.ul-verdict').textContent + '|' + "
            "[...el.querySelectorAll('.ul-on, .ul-selected')].map(n => n.dataset.key).join()"
            " !== b; }",
            arg=[before],
        )
        check(where + " (drawn)", None)

    # The learner clicks once, on the trump menu's Pao; keys only from there.
    explorer.locator(".ul-trump-choice[data-suit='P']").focus()
    before = state()
    key("Enter", "trump Pao")
    settled(before, "trump Pao")
    assert focus_here()["key"] == "trump-P", log
    # Tab to the first card of the trump order: its caption right under its row.
    for _ in range(12):
        if focus_here()["key"].startswith("card-"):
            break
        key("Tab", "to the cards")
    first = focus_here()["key"]
    assert first.startswith("card-"), (first, log)
    caption = explorer.evaluate(_CAPTION_JS)
    assert caption["text"] == caption["title"] and caption["under_row"], caption
    assert 0 <= caption["gap"] <= 16, caption
    before = state()
    key("Enter", "first card")
    settled(before, "first card picked")
    key("Tab", "the next card")
    second = focus_here()["key"]
    before = state()
    key("Space", "second card")
    settled(before, "second card picked")
    assert focus_here()["key"] == second, log
    verdict = explorer.locator(".ul-verdict .ul-explain").inner_text()
    assert " wins" in verdict and "(R" in verdict, verdict
    # On to a led-suit button (after the row of the cards clicked) and Clear.
    for _ in range(40):
        if focus_here()["key"].startswith("led-"):
            break
        key("Tab", "to the led suit")
    led = focus_here()["key"]
    assert led.startswith("led-"), (led, log)
    before = state()
    key("Enter", "led suit")
    settled(before, "led suit chosen")
    for _ in range(8):
        if focus_here()["key"] == "clear":
            break
        key("Tab", "to Clear")
    before = state()
    key("Enter", "clear")
    settled(before, "cleared")
    assert focus_here()["key"] == "clear", log
    assert not log, "\n".join(log)
    assert not page.js_errors  # type: ignore[attr-defined]


def test_who_wins_marks_the_leader_on_the_cards(page: Page, jupyterlab: JupyterLabServer) -> None:
    open_notebook(page, jupyterlab)
    winner = page.locator(".ul-practice").nth(1)
    question = winner.locator(".ul-question").inner_text()
    first = question.split("in the order played: seat ")[1].split(" ")[0]
    leader = winner.locator(".ul-seat-choice.ul-leader")
    assert leader.count() == 1 and leader.get_attribute("data-seat") == first, question
    mark = leader.locator(".ul-leader-mark")
    assert mark.inner_text() == "led" and mark.is_visible()
    assert (leader.get_attribute("aria-label") or "").startswith(f"seat {first} led: ")
    at_size(page, SIZES[2])  # 1,620 px: the ring keeps a table's width
    ring = winner.locator(".ul-practice-ring").evaluate("el => el.getBoundingClientRect().width")
    assert ring <= 660, ring
    assert not page.js_errors  # type: ignore[attr-defined]


def test_the_counter_says_what_it_counts_and_chips_are_only_combinations_made(
    page: Page, jupyterlab: JupyterLabServer
) -> None:
    open_notebook(page, jupyterlab)
    opened, seat = page.locator(".ul-deal-stepper").nth(0), page.locator(".ul-deal-stepper").nth(1)
    assert opened.locator(".ul-position").inner_text() == "move 23 of 66"
    note = opened.locator(".ul-position-note")
    assert note.is_visible() and "counts the record's moves" in note.inner_text()
    position = seat.locator(".ul-position").inner_text()
    assert position.startswith("step ") and "(the moves as this seat saw them)" in position
    said = seat.locator(".ul-position-note").inner_text()
    assert "eight steps" in said and "(R31)" in said and "66" not in position + said
    # The same view, switched by its menu: the counter and its line change together.
    opened.locator(".ul-seat").select_option("0")
    page.wait_for_function(
        "() => document.querySelector('.ul-deal-stepper .ul-position').textContent"
        ".startsWith('step ')"
    )
    assert "eight steps" in note.inner_text()
    opened.locator(".ul-seat").select_option("open")
    page.wait_for_function(
        "() => document.querySelector('.ul-deal-stepper .ul-position').textContent"
        ".startsWith('move ')"
    )
    # Every finished trick of the deal: a chip only for the pair made, the rest one legend.
    combo = opened.locator(".ul-combo")
    chips = legends = 0
    title = (
        "() => (document.querySelector('.ul-deal-stepper .ul-combo .ul-combo-title') || "
        "{textContent: ''}).textContent"
    )
    for n in range(2, 10):
        before = page.evaluate(title)
        opened.locator(f'.ul-jump[data-trick="{n}"]').click()
        page.wait_for_function(f"b => ({title})() !== b", arg=before)
        lit = combo.locator(".ul-pair")
        assert lit.count() == combo.locator(".ul-pair.ul-lit").count() <= 1
        chips += lit.count()
        legend = combo.locator(".ul-combo-legend")
        if legend.count():
            legends += 1
            assert "(R27)" in legend.inner_text()
    assert legends == 8 and chips >= 1, (chips, legends)
    assert not page.js_errors  # type: ignore[attr-defined]


def test_axe_finds_nothing_serious_in_these_widgets(
    page: Page, jupyterlab: JupyterLabServer
) -> None:
    if not AXE.exists():
        if os.environ.get("CI"):
            pytest.fail(f"{AXE} is missing: .ci/run installs axe-core with npm")
        pytest.skip(f"{AXE} is missing (npm install --no-save --prefix .ci/node axe-core)")
    open_notebook(page, jupyterlab)
    page.add_script_tag(path=str(AXE))
    page.evaluate("() => { document.body.style.minHeight = '100vh'; }")  # see test_access_browser
    practice, winner = page.locator(".ul-practice").nth(0), page.locator(".ul-practice").nth(1)
    answer(practice)
    answer(winner)
    widgets = {
        "stepper": page.locator(".ul-deal-stepper").nth(0),
        "stepper_seat_view": page.locator(".ul-deal-stepper").nth(1),
        "explorer": page.locator(".ul-rank-explorer").first,
        "combo": page.locator(".ul-combo-explainer").first,
        "practice_feedback": practice,
        "winner_feedback": winner,
    }
    sizes = [("w368", 800, 3200, True), ("w592", 1024, 3200, True)]
    _, bad = axe_sweep(page, widgets, sizes)
    assert not bad, "\n".join(bad[:30])
    assert not page.js_errors  # type: ignore[attr-defined]
