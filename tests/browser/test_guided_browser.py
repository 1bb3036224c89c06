"""The guided deal of a PlayTable in a real JupyterLab in Chromium, played by keyboard alone.

``notebooks/guided.ipynb`` shows ``PlayTable(guided=True)``. The learner answers each stop with
the keyboard (a focused answer or card, then Enter), reads the explanation, presses Enter on
"Continue", plays the course's cards between the stops, and ends with the stars. One wrong
answer is given on purpose (at the discard) to see it explained. At stop 8 (R27: what does
trick 3 make?) nothing on the table says the answer until it is given: the trick, the small last
trick and the scoreboard say that trick 3's result shows once answered; then they say it. Shots
of the table at notebook widths of about 368, 592 and 1620 px, light and dark (stop 8 before
and after its answer, the end), go to ``artifacts_dir/guided``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page

from .conftest import JupyterLabServer, run_notebook_in_lab
from .test_widget_layout import set_file_browser, wait_layout_settled
from .test_widgets_browser import switch_theme

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "guided.ipynb"
# The answer given at each stop, by its number: right everywhere but the discard (stop 2).
ANSWERS = {1: "pass", 2: "any", 3: "not_trump", 4: "trump", 8: "two", 9: "five"}
CARDS = {5: "I3", 6: "K3", 7: "O5"}
# (name, viewport width): a notebook of about 368, 592 and 1620 px with the side bar closed.
WIDTHS = [("368", 484), ("592", 708), ("1620", 1800)]


def press(page: Page, target: Locator) -> None:
    """Focus ``target`` and press Enter, as a keyboard user does."""
    target.focus()
    page.keyboard.press("Enter")


def test_the_guided_deal_played_by_keyboard(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    shots = artifacts_dir / "guided"
    shots.mkdir(exist_ok=True)
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    table = page.locator(".ul-play-table").first
    guide = table.locator(".ul-guide")
    guide.wait_for(state="visible")
    verdicts: dict[int, str] = {}
    explained: dict[int, str] = {}
    for _ in range(80):  # nine stops and the cards between them
        if table.locator(".ul-guide-done").count():
            break
        stop = int(guide.get_attribute("data-stop") or 0)
        if stop and stop not in verdicts and table.locator(".ul-guide-explain").count() == 0:
            assert re.search(r"\(R\d+\)", guide.locator(".ul-guide-say").inner_text())
            if stop == 8:
                withheld = held_back(table)
                for theme in THEMES:
                    shoot(page, table, shots, "stop8_open_" + theme, theme)
            if stop in ANSWERS:
                press(page, guide.locator(f".ul-guide-{ANSWERS[stop]}"))
            else:
                press(page, table.locator(f".ul-hand [data-code='{CARDS[stop]}']"))
            explain = guide.locator(".ul-guide-explain")
            explain.wait_for(state="visible")
            verdicts[stop] = (explain.get_attribute("class") or "").split("ul-guide-")[-1]
            explained[stop] = explain.inner_text()
            if stop == 2:
                shoot(page, table, shots, "wrong_answer")
            if stop == 8:  # answered: the trick's sentence and its points are back
                said = table.locator(".ul-middle .ul-trick[data-trick='3'] .ul-trick-result")
                assert "Combination Sun-Un" in said.inner_text()
                assert withheld not in table.locator(".ul-table-body").inner_text()
                assert table.locator(".ul-scoreboard .ul-current").inner_text().split() == [
                    "▸", "1", "-1", "4",
                ]  # fmt: skip
                for theme in THEMES:
                    shoot(page, table, shots, "stop8_answered_" + theme, theme)
            press(page, guide.locator(".ul-guide-next"))
            page.wait_for_function(
                "([g, n]) => g.dataset.stop !== String(n) || !!g.querySelector('.ul-guide-done')",
                arg=[guide.element_handle(), stop],
            )
        else:
            between = guide.locator(".ul-guide-between")
            between.wait_for(state="visible")
            card = re.search(r"\b([PIKOG]\S+)\.$", between.inner_text())
            assert card, between.inner_text()
            at = table.locator(".ul-table-body").get_attribute("data-at")
            press(page, table.locator(f".ul-hand [data-code='{card.group(1)}']"))
            page.wait_for_function(
                "([t, at]) => t.querySelector('.ul-table-body').dataset.at !== at",
                arg=[table.element_handle(), at],
            )
    done = table.locator(".ul-guide-done")
    done.wait_for(state="visible")
    assert verdicts == {n: "right" if n != 2 else "wrong" for n in range(1, 10)}, verdicts
    assert explained[2].startswith("Not quite.") and "(R12, R13)" in explained[2]
    assert "Combination Sun-Un" in explained[8]
    assert "8 of 9 answers right, 3 stars" in done.inner_text()
    assert table.locator(".ul-guide-stars").inner_text() == "★★★"
    for theme in THEMES:
        shoot(page, table, shots, "done_" + theme, theme)


THEMES = ("light", "dark")


def held_back(table: Locator) -> str:
    """At stop 8, before its answer: the sentence that stands for trick 3's result, which the
    trick, the scoreboard and the text view say instead of it (R27, R28 not given away)."""
    withheld = "Trick 3's result and points are shown once you have answered"
    trick = table.locator(".ul-middle .ul-trick[data-trick='3']")
    assert withheld in trick.locator(".ul-trick-result").inner_text()
    assert withheld in table.locator(".ul-scoreboard .ul-withheld").inner_text()
    assert table.locator(".ul-scoreboard .ul-current").inner_text().split() == ["▸", "1", "1", "1"]
    for word in ("Combination", "points move", "Seat 5 wins"):
        assert word not in table.inner_text(), word
    table.locator(".ul-text-view-toggle").click()  # the text view says the same
    text = table.locator(".ul-text-view")
    text.wait_for()
    assert withheld in text.inner_text() and "Combination" not in text.inner_text()
    table.locator(".ul-text-view-toggle").click()
    text.wait_for(state="detached")
    return withheld


def shoot(page: Page, table: Locator, shots: Path, name: str, theme: str = "light") -> None:
    """The table at each width (side bar closed), in ``theme`` (light or dark; the theme is
    light again after); prints the widget's width in the shot's name."""
    if theme == "dark":
        switch_theme(page, "JupyterLab Dark")
    set_file_browser(page, False)
    for label, width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 1000})
        wait_layout_settled(page, width)
        table.locator(".ul-guide").scroll_into_view_if_needed()
        drawn = round(table.bounding_box()["width"])  # type: ignore[index]
        table.screenshot(path=str(shots / f"{name}_{label}_{drawn}px.png"))
    page.set_viewport_size({"width": 1400, "height": 900})
    wait_layout_settled(page, 1400)
    if theme == "dark":
        switch_theme(page, "JupyterLab Light")
