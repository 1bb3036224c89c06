"""The PlayTable's text view, its review during a deal and the last trick beside the trick
being played, in a real JupyterLab in Chromium, at 368, 592 and 1,620 px of widget, light
and dark.

``notebooks/table_text.ipynb`` shows three tables in the same position (seed 7: trick 4 on
the table with seven cards, trick 3 just finished) and one whose deal is over.

- The last trick lies beside the trick being played at every width; at 368 px the trick's
  top and the hand's bottom still lie within 600 px; at 1,620 px the ring keeps a table's
  width.
- The text view says the table in words and is played by keys alone: a card chosen in its
  list with Enter, a card typed by its code with Enter; the focus never leaves the widget.
- "Review so far" opens the review in the table's place, in view, the focus on its Close
  button; it shows no card seat 0 cannot see (R31); closing it gives the focus back to the
  button.
- axe-core finds no serious or critical violation in these states, light and dark.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page

from unsun_lab.widgets import PlayTable

from .conftest import JupyterLabServer, run_notebook_in_lab
from .test_access_browser import AXE, SIZES, THEMES, at_size, axe_sweep, focus_of, table_measure
from .test_widgets_browser import switch_theme

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "table_text.ipynb"
MIDDLE, TYPED, REVIEWED, DONE = 0, 1, 2, 3  # the PlayTables of the notebook, in order

# Where the trick on the table, the last trick and the ring lie (px).
_BESIDE_JS = r"""
(root) => {
  const box = (sel) => {
    const n = root.querySelector(sel);
    return n && n.getBoundingClientRect();
  };
  const t = box(".ul-middle .ul-tricks > .ul-trick"), l = box(".ul-middle .ul-last");
  const ring = box(".ul-ring-table");
  const seats = [...root.querySelectorAll(".ul-ring-table > .ul-seat-tag")]
    .map((n) => n.getBoundingClientRect());
  return { trick_top: t.top, trick_bottom: t.bottom, trick_left: t.left, trick_right: t.right,
    last_top: l ? l.top : null, last_left: l ? l.left : null, last_bottom: l ? l.bottom : null,
    last_cards: root.querySelectorAll(".ul-middle .ul-last .ul-mini").length,
    aside_last: root.querySelectorAll(".ul-aside .ul-last").length,
    ring_width: ring.width,
    seats_spread: Math.max(...seats.map((s) => s.right)) - Math.min(...seats.map((s) => s.left)) };
}
"""


def _seen_at_seed_7() -> set[str]:
    """The cards seat 0 has seen in the notebook's position (the same seeded play, R31)."""
    t = PlayTable(seed=7, delay=0)
    for _ in range(3):
        t.play(t.state["legal"][0])
    seen = {c.code for c in t.view.seen_cards()}
    t.close()
    return seen


def _codes_in(widget: Locator, selector: str) -> set[str]:
    codes: list[str] = widget.locator(selector).evaluate(
        "el => [...el.querySelectorAll('[data-code]')].map((n) => n.dataset.code)"
    )
    return set(codes)


def _inside(widget: Locator, where: str) -> dict[str, Any]:
    focus = focus_of(widget)
    assert focus["inside"] and not focus["disabled"] and focus["visible"], (where, focus)
    return focus


def test_text_view_review_and_last_trick(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    page.wait_for_function("() => document.querySelectorAll('.ul-card > svg').length > 60")
    tables = page.locator(".ul-play-table")
    middle, typed, reviewed = tables.nth(MIDDLE), tables.nth(TYPED), tables.nth(REVIEWED)
    shots = artifacts_dir / "table_text"
    shots.mkdir(parents=True, exist_ok=True)

    # The text view, opened by keys: Tab to its toggle is the learner's; here it is focused.
    typed.locator(".ul-text-view-toggle").focus()
    page.keyboard.press("Enter")
    typed.locator(".ul-text-view").wait_for()
    _inside(typed, "text view opened")
    words = typed.locator(".ul-main").inner_text()
    assert "The table as text" in words and "Trick 4" in words and "Your hand" in words
    assert typed.locator(".ul-main .ul-ring").count() == 0
    body = "() => document.querySelectorAll('.ul-play-table')[1].querySelector('.ul-table-body')"
    at = "(" + body + ")().dataset.at"
    # A card from the list: the first allowed card is chosen already; Enter plays it.
    typed.locator(".ul-tv-select").focus()
    before = page.evaluate(at)
    page.keyboard.press("Enter")
    page.wait_for_function(f"b => {at} !== b", arg=before)
    _inside(typed, "card from the list played")
    # A card typed by its code: the first allowed one of the new list.
    code = typed.locator(".ul-tv-select option:not(:has-text('not allowed'))").first.get_attribute(
        "value"
    )
    assert code
    typed.locator(".ul-tv-type").focus()
    before = page.evaluate(at)
    page.keyboard.type(code.lower())
    page.keyboard.press("Enter")
    page.wait_for_function(f"b => {at} !== b", arg=before)
    _inside(typed, "typed card played")
    assert code in (typed.locator(".ul-text-view").inner_text())  # now on the table (or last)

    # The review while the deal is played, opened by keys.
    seen = _seen_at_seed_7()
    button = reviewed.locator(".ul-review")
    assert "so far" in (button.inner_text() or "")
    button.focus()
    page.keyboard.press("Enter")
    reviewed.locator(".ul-review-box .ul-stepper-body").wait_for()
    focus = _inside(reviewed, "review open")
    assert "ul-review-close" in focus["cls"], focus
    place = reviewed.locator(".ul-review-box").evaluate(
        "el => ({ top: el.getBoundingClientRect().top, height: window.innerHeight })"
    )
    assert 0 <= place["top"] < place["height"] - 100, place
    shown = _codes_in(reviewed, ".ul-review-box")
    assert shown and not shown - seen, sorted(shown - seen)  # nothing seat 0 cannot see
    assert reviewed.locator(".ul-main").count() == 0  # in the table's place

    # Screenshots: the table mid-deal, the text view, the review open; and where things lie.
    measured: dict[str, Any] = {}
    for theme in THEMES:
        tag = theme.split()[-1].lower()
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        for name, width, _, browser_open in SIZES:
            at_size(page, (name, width, 2400, browser_open))
            m = table_measure(middle)
            measured[f"{name} {tag}"] = m | middle.evaluate(_BESIDE_JS)
            middle.screenshot(path=str(shots / f"table_middeal_{name}_{tag}.png"))
            typed.evaluate("el => el.scrollIntoView({block: 'start'})")
            typed.screenshot(path=str(shots / f"table_text_view_{name}_{tag}.png"))
            reviewed.evaluate("el => el.scrollIntoView({block: 'start'})")
            reviewed.screenshot(path=str(shots / f"table_review_{name}_{tag}.png"))
    switch_theme(page, "JupyterLab Light")
    print(json.dumps(measured, indent=1))
    for key, m in measured.items():
        assert m["last_cards"] == 8 and m["aside_last"] == 0, (key, m)
        assert m["last_left"] >= m["trick_right"] - 1, (key, m)  # beside, on the right
        assert m["last_top"] < m["trick_bottom"], (key, m)
    for tag in ("light", "dark"):
        assert measured[f"w368 {tag}"]["hand"] - measured[f"w368 {tag}"]["trick"] <= 600
        assert measured[f"w1620 {tag}"]["ring_width"] <= 1100, measured[f"w1620 {tag}"]

    # Closing the review: the table is back, the focus on "Review so far".
    at_size(page, SIZES[0])
    reviewed.locator(".ul-review-close").focus()
    page.keyboard.press("Enter")
    reviewed.locator(".ul-review-box").wait_for(state="detached")
    focus = _inside(reviewed, "review closed")
    assert "ul-review" in focus["cls"].split(), focus
    assert not page.js_errors  # type: ignore[attr-defined]


def test_axe_over_the_tables_new_states(page: Page, jupyterlab: JupyterLabServer) -> None:
    if not AXE.exists():
        pytest.skip(f"{AXE} is missing (npm install --no-save --prefix .ci/node axe-core)")
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    page.wait_for_function("() => document.querySelectorAll('.ul-card > svg').length > 60")
    page.add_script_tag(path=str(AXE))
    page.evaluate("() => { document.body.style.minHeight = '100vh'; }")  # see test_access
    tables = page.locator(".ul-play-table")
    tables.nth(TYPED).locator(".ul-text-view-toggle").click()
    tables.nth(TYPED).locator(".ul-text-view").wait_for()
    tables.nth(REVIEWED).locator(".ul-review").click()
    tables.nth(REVIEWED).locator(".ul-review-box .ul-stepper-body").wait_for()
    widgets = {
        "middeal_last_trick": tables.nth(MIDDLE),
        "text_view": tables.nth(TYPED),
        "review_middeal": tables.nth(REVIEWED),
        "summary": tables.nth(DONE),
    }
    _, bad = axe_sweep(page, widgets, [("w368", 800, 3200, True), ("w1620", 1800, 3200, False)])
    assert not bad, "\n".join(bad[:30])
    assert not page.js_errors  # type: ignore[attr-defined]
