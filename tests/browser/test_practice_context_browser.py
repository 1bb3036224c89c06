"""A best-move puzzle in a real JupyterLab in Chromium shows what the seat knows: the question
names the trump, the context lines follow it (the trump first), every earlier trick is drawn
as one compact row of eight cards with their seats, and the trick being played with its
seats; at a widget about 368, 592 and 1,620 px wide, light and dark, nothing overflows.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page

from .conftest import JupyterLabServer, run_notebook_in_lab
from .test_widget_layout import probe_everywhere, set_file_browser, wait_layout_settled
from .test_widgets_browser import switch_theme

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "practice_context.ipynb"
_DEFAULT = Path(__file__).resolve().parents[2] / "test-artifacts" / "shots" / "practice"
SHOTS = Path(os.environ.get("UNSUN_SHOTS", str(_DEFAULT)))

#: (name, window width, height, file browser open): widgets of about 368, 592 and 1,620 px.
SIZES = [("w368", 800, 900, True), ("w592", 1024, 900, True), ("w1620", 1800, 1000, False)]

#: What the drawn context holds, read from the page.
_READ_JS = """
(root) => {
  const R = root.getBoundingClientRect();
  const ctx = root.querySelector('.ul-practice-context');
  const rows = [...root.querySelectorAll('.ul-history-trick')];
  const outside = [...root.querySelectorAll('.ul-practice-context *')].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && (r.right > R.right + 1 || r.left < R.left - 1);
  }).length;
  return {
    width: R.width,
    question: (root.querySelector('.ul-question') || {}).innerText || '',
    trump: (root.querySelector('.ul-context-trump') || {}).innerText || '',
    lines: [...root.querySelectorAll('.ul-context-line')].map((el) => el.dataset.context),
    visible: !!ctx && ctx.getBoundingClientRect().height > 0,
    rows: rows.map((r) => ({
      trick: Number(r.dataset.trick),
      cards: r.querySelectorAll('.ul-history-card').length,
      won: r.querySelectorAll('.ul-history-won').length,
      label: r.getAttribute('aria-label') || '',
      height: r.getBoundingClientRect().height,
    })),
    trick: root.querySelectorAll('.ul-practice-trick .ul-trick-slot').length,
    seats: [...root.querySelectorAll('.ul-practice-trick .ul-seat-label')].map((e) => e.innerText),
    outside,
  };
}
"""


def _read(widget: Locator) -> dict:  # type: ignore[type-arg]
    return widget.evaluate(_READ_JS)  # type: ignore[no-any-return]


def test_a_puzzle_draws_what_the_seat_knows_at_every_width(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    widget = page.locator(".ul-practice").first
    widget.wait_for(state="visible")
    page.wait_for_function("() => !!document.querySelector('.ul-practice .ul-history-trick')")
    SHOTS.mkdir(parents=True, exist_ok=True)
    failures: list[str] = []
    widths: dict[str, int] = {}
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        for name, width, height, browser_open in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            set_file_browser(page, browser_open)
            wait_layout_settled(page, width)
            seen = _read(widget)
            widths[name] = round(seen["width"])
            # The question names the trump; the context starts with the trump line.
            assert "is trump" in seen["question"], seen["question"]
            suit = seen["question"].split(", and ")[1].split(" is trump")[0]
            assert seen["visible"] and seen["trump"].startswith(f"{suit} is trump"), seen
            assert {"context.dealer", "context.unseen"} <= set(seen["lines"])
            assert any(k.startswith("context.robai.") for k in seen["lines"])
            assert any(k.startswith("context.meri.") for k in seen["lines"])
            # The earlier tricks: one row each, eight cards, one winner, a sentence that says it.
            number = int(seen["question"].split("trick ")[1].split(",")[0])
            assert [r["trick"] for r in seen["rows"]] == list(range(1, number))
            for row in seen["rows"]:
                assert row["cards"] == 8 and row["won"] == 1, row
                assert f"Trick {row['trick']}, led by seat" in row["label"]
            # The trick being played (if the seat does not lead it), each card with its seat.
            if "context.current" in seen["lines"]:
                assert seen["trick"] >= 1 and all(s.strip() for s in seen["seats"])
            else:
                assert seen["trick"] == 0
            assert seen["outside"] == 0, (name, theme, seen["outside"])
            result = probe_everywhere(page, widget)
            failures += [f"{theme} {name}: {p}" for p in result["problems"]]
            tag = theme.split()[-1].lower()
            widget.scroll_into_view_if_needed()
            shot = f"practice_context_{name}_{widths[name]}px_{tag}.png"
            for folder in (artifacts_dir, SHOTS):
                widget.screenshot(path=str(folder / shot))
    switch_theme(page, "JupyterLab Light")
    assert 330 <= widths["w368"] <= 420, widths
    assert 540 <= widths["w592"] <= 660, widths
    assert 1560 <= widths["w1620"] <= 1680, widths
    assert not failures, "\n".join(failures[:40])
    assert not page.js_errors  # type: ignore[attr-defined]


def test_a_puzzle_answered_wrong_explains_in_words_and_opens_the_principle(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    widget = page.locator(".ul-practice").first
    widget.wait_for(state="visible")
    # The first puzzle has two cards: the wrong one shows the answer at once (no "Try again"
    # with a single card left).
    wrong = widget.locator(".ul-choice[data-choice='OSo']")
    wrong.click()
    page.wait_for_function("() => !!document.querySelector('.ul-practice .ul-choice.ul-selected')")
    widget.locator("button.ul-check").click()
    page.wait_for_function("() => !!document.querySelector('.ul-practice .ul-feedback')")
    assert "ul-fb-wrong" in (widget.locator(".ul-feedback").get_attribute("class") or "")
    assert widget.locator("button.ul-again").count() == 0
    lines = [t for t in widget.locator(".ul-feedback .ul-fb-line").all_inner_texts()]
    words = [t for t in lines if "IRo" in t or "OSo" in t]
    assert words and not any("margin (its points" in t for t in lines)
    # The principle's title is the link: it opens the advice and how we know it.
    link = widget.locator(".ul-principle-link").first
    title = link.inner_text()
    link.click()
    note = widget.locator(".ul-rule-text[data-rule^='principle:']")
    note.wait_for()
    assert note.inner_text().startswith(title) and "95" in note.inner_text()
    # The numbers wait behind Details.
    widget.locator("button.ul-details-toggle").click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('.ul-practice .ul-fb-details .ul-fb-line')]"
        ".some((e) => e.innerText.includes('margin (its points'))"
    )
    failures: list[str] = []
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        for name, width, height, browser_open in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            set_file_browser(page, browser_open)
            wait_layout_settled(page, width)
            result = probe_everywhere(page, widget)
            failures += [f"{theme} {name}: {p}" for p in result["problems"]]
            tag = theme.split()[-1].lower()
            widget.scroll_into_view_if_needed()
            got = round(widget.evaluate("el => el.getBoundingClientRect().width"))
            for folder in (artifacts_dir, SHOTS):
                widget.screenshot(path=str(folder / f"practice_words_{name}_{got}px_{tag}.png"))
    switch_theme(page, "JupyterLab Light")
    assert not failures, "\n".join(failures[:40])
    assert not page.js_errors  # type: ignore[attr-defined]
