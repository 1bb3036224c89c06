"""W and O at the PlayTable, and "Take back" in the guided deal, in a real JupyterLab in
Chromium, at 368, 592 and 1,620 px of widget, light and dark, in English and Japanese.

``notebooks/table_wo.ipynb`` shows the guided deal (the course) in English and in Japanese
just after trick 3, where KSu (seat 5) won over KUn (seat 4), the other team's strongest trump
(R27); the same deal one step on, trick 3 small beside trick 4; and a free table after one card.

- The finished trick tags W and O under their cards (勝 and 相 in Japanese), rings O dashed
  and says what the letters mean, as the trick pictures do; so do the small last trick, a
  past trick opened from the deal's list, and the review (which, while stop 8 asks what
  trick 3 makes, waits for the answer).
- In the guided deal "Take back" is disabled (the attribute, so the keyboard skips it and a
  screen reader hears it dimmed); at the free table the same button works.
- Shots of each table at the three widths, light and dark, go to ``artifacts_dir/table_wo``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page

from .conftest import JupyterLabServer, run_notebook_in_lab
from .test_access_browser import SIZES, THEMES, at_size
from .test_widgets_browser import switch_theme

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "table_wo.ipynb"
WO_EN, WO_JA, MINI_EN, FREE = 0, 1, 2, 3  # the PlayTables of the notebook, in order

# Each W/O tag of a trick box: its mark, its words, the card above it and that card's outline.
_TAGS_JS = r"""
(box) => [...box.querySelectorAll('.ul-wo-tag')].map((tag) => {
  const play = tag.closest('.ul-play, .ul-mini-play');
  const card = play.querySelector('[data-code]');
  const style = getComputedStyle(card);
  return { mark: tag.dataset.mark, text: tag.textContent, code: card.dataset.code,
    outline: style.outlineStyle, ringed: card.classList.contains('ul-winner')
      || card.classList.contains('ul-mini-winner') };
})
"""


def tags(box: Locator) -> dict[str, dict[str, Any]]:
    """The W/O tags of a trick box by mark ('w', 'o')."""
    found: list[dict[str, Any]] = box.evaluate(_TAGS_JS)
    return {t["mark"]: t for t in found}


def test_w_and_o_at_the_table_and_take_back_off_in_the_guided_deal(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    page.wait_for_function(
        "() => document.querySelectorAll('.ul-play-table .ul-card > svg').length > 40"
    )
    tables = page.locator(".ul-play-table")
    en, ja, mini, free = (tables.nth(i) for i in (WO_EN, WO_JA, MINI_EN, FREE))
    shots = artifacts_dir / "table_wo"
    shots.mkdir(parents=True, exist_ok=True)

    # The finished trick 3: W under KSu (ringed as the winner), O under KUn (ringed dashed).
    trick = en.locator(".ul-middle .ul-trick[data-trick='3']")
    marked = tags(trick)
    assert marked["w"]["code"] == "KSu" and marked["w"]["text"] == "W" and marked["w"]["ringed"]
    assert marked["o"]["code"] == "KUn" and marked["o"]["text"] == "O"
    assert marked["o"]["outline"] == "dashed" and not marked["o"]["ringed"]
    legend = trick.locator(".ul-wo-legend").inner_text()
    assert legend == "W: the winning trump; O: the other team's strongest trump (R27)."
    marked = tags(ja.locator(".ul-middle .ul-trick[data-trick='3']"))
    assert (marked["w"]["text"], marked["o"]["text"]) == ("勝", "相")
    assert "相は相手チームの最も強い切り札" in ja.locator(".ul-middle .ul-wo-legend").inner_text()

    # The small last trick beside trick 4: the same marks, O's code outlined dashed.
    last = mini.locator(".ul-middle .ul-last[data-trick='3']")
    marked = tags(last)
    assert marked["w"]["code"] == "KSu" and marked["o"]["code"] == "KUn", marked
    assert marked["o"]["outline"] == "dashed"
    assert mini.locator(".ul-middle .ul-trick .ul-wo-tag").count() == 0  # trick 4 is played

    # A past trick opened from the deal's list: trick 1, K4 (seat 6, W) over K7 (seat 1, O).
    en.locator(".ul-past-1").click()
    past = en.locator(".ul-history .ul-trick[data-trick='1']")
    past.wait_for()
    marked = tags(past)
    assert marked["w"]["code"] == "K4" and marked["o"]["code"] == "K7", marked
    assert past.locator(".ul-wo-legend").count() == 1
    assert en.locator(".ul-past-2").count() == 1
    en.locator(".ul-past-2").click()  # trick 2 is a Meri: no comparison, no marks (R27)
    en.locator(".ul-history .ul-trick[data-trick='2']").wait_for()
    assert en.locator(".ul-history .ul-wo-tag, .ul-history .ul-wo-legend").count() == 0
    en.locator(".ul-past-2").click()

    # Take back: disabled in the guided deal (a card of seat 0 has been played), for the
    # keyboard too; the free table's works.
    for table in (en, ja, mini):
        button = table.locator(".ul-take-back")
        assert button.is_disabled() and button.get_attribute("disabled") is not None
        button.focus()
        assert not button.evaluate("b => b === document.activeElement")  # Tab skips it
    hint = mini.locator(".ul-hint")
    hint.focus()
    page.keyboard.press("Tab")
    after = page.evaluate("() => document.activeElement.className")
    assert "ul-take-back" not in after and after, after
    free_button = free.locator(".ul-take-back")
    assert free_button.is_enabled() and free_button.get_attribute("disabled") is None
    # What a screen reader is told: the accessibility tree's button, dimmed (待った in ja).
    for table, name in ((en, "Take back"), (ja, "待った"), (mini, "Take back")):
        assert table.get_by_role("button", name=name, disabled=True).count() == 1
    assert free.get_by_role("button", name="Take back", disabled=False).count() == 1

    # The review of the guided deal so far: while stop 8 asks what trick 3 makes, it waits for
    # the answer (it would say it); one step on, its trick 3 marks W and O the same way.
    en.locator(".ul-review").click()
    en.locator(".ul-lines .ul-refusal").wait_for()
    assert "First answer the guided deal's question" in en.locator(".ul-lines").inner_text()
    assert en.locator(".ul-review-box").count() == 0
    mini.locator(".ul-review").click()
    mini.locator(".ul-review-box").wait_for()
    for _ in range(3):  # back over trick 4's three cards to trick 3, complete
        mini.locator(".ul-review-box .ul-back-btn").click()
    review = mini.locator(".ul-review-box .ul-trick[data-trick='3']")
    review.wait_for()
    marked = tags(review)
    assert marked["w"]["code"] == "KSu" and marked["o"]["code"] == "KUn", marked
    mini.locator(".ul-review-close").click()
    mini.locator(".ul-review-box").wait_for(state="detached")

    for theme in THEMES:
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        shade = theme.split()[-1].lower()
        for name, width, _, browser_open in SIZES:
            size = (name, width, 2400, browser_open)  # tall: the whole table in the shot
            at_size(page, size)
            for label, table in (("en", en), ("ja", ja), ("mini_en", mini)):
                table.scroll_into_view_if_needed()
                drawn = round(table.bounding_box()["width"])  # type: ignore[index]
                table.screenshot(path=str(shots / f"{label}_{shade}_{name}_{drawn}px.png"))
                marked = tags(table.locator(".ul-middle"))
                assert set(marked) == {"w", "o"}, (label, shade, name, marked)
    switch_theme(page, "JupyterLab Light")
    assert not page.js_errors  # type: ignore[attr-defined]
