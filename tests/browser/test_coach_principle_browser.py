"""The coach names the principle at work, in a real JupyterLab in Chromium.

``notebooks/coach_principle.ipynb`` opens a DealStepper on notebook 08's deal at decision 63,
where seat 0 (playing at random) won trick 8 with PSo, a blunder. "Win a trick cheaply"
recommends PSo there, and KSu is better: the coach's first reason says the principle does not
hold this time (``principle.coach.exception``), then the contrast. The test computes that
decision in Python with the stepper's own budget and seed, and reads the same first sentence
in the browser in each of the four languages; at widget widths of 368, 592 and 1620 px
(``test_access_browser.SIZES``), light and dark, the panel is probed (nothing outside the
widget, no text covered) and photographed into ``artifacts_dir``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

import unsun_lab as ul
from unsun_lab.analysis import Decision, analyse_decision
from unsun_lab.explain import sentence
from unsun_lab.i18n import LANGUAGES, text
from unsun_lab.players import HeuristicPlayer, RandomPlayer

from .conftest import LONG_WAIT_MS, JupyterLabServer, run_notebook_in_lab
from .test_access_browser import SIZES, THEMES, at_size
from .test_widget_layout import probe_everywhere
from .test_widgets_browser import switch_theme

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "coach_principle.ipynb"


def _decision() -> Decision:
    """Decision 63 of the notebook's deal, judged as the stepper judges it (200 worlds,
    seed 0, from seat 0's view, R31)."""
    deal = ul.Deal.shuffled(seed=4)
    players = [RandomPlayer(seed=0)] + [HeuristicPlayer(seed=s) for s in range(1, 8)]
    moves = []
    while deal.phase != "over":
        move = players[deal.to_move].choose(deal.view(deal.to_move))
        moves.append(move)
        deal.push(move)
    replay = ul.Deal.shuffled(seed=4)
    for move in moves[:62]:
        replay.push(move)
    return analyse_decision(replay.view(0), moves[62], worlds=200, seed=0, number=63)


def test_the_coach_says_the_principle_the_played_card_followed_does_not_hold_here(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    decision = _decision()
    assert decision.label == "blunder" and decision.played == "PSo"
    principle = decision.principle
    assert principle is not None and principle.key == "principle.coach.exception"

    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    stepper = page.locator(".ul-deal-stepper").first
    stepper.wait_for(state="visible")
    stepper.locator("input.ul-analyse").click()
    why = stepper.locator(".ul-why")
    for lang in LANGUAGES:
        if lang != "en":
            stepper.locator("select.ul-lang-select").select_option(lang)
            stepper.locator(".ul-analyse-switch").filter(
                has_text=text("ui.analyse", lang)
            ).wait_for()
        first = sentence(principle.render(lang))
        page.wait_for_function(
            "s => { const w = document.querySelector('.ul-deal-stepper .ul-why');"
            " return !!w && w.innerText.includes(s); }",
            arg=first,
            timeout=LONG_WAIT_MS,
        )
        said = why.inner_text()
        assert said.index(first) == 0, said  # the principle leads, then the verdict
        assert "PSo" in said and "KSu" in said
        if lang == "en":
            assert "Win a trick cheaply" in said and "exception" in said
    stepper.locator("select.ul-lang-select").select_option("en")
    page.wait_for_function(
        "s => document.querySelector('.ul-deal-stepper .ul-why').innerText.startsWith(s)",
        arg=sentence(principle.render("en")),
    )

    failures: list[str] = []
    for theme in THEMES:
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        tag = theme.split()[-1].lower()
        for size in SIZES:
            at_size(page, size)
            result = probe_everywhere(page, stepper)
            failures += [f"{theme} {size[0]}: {p}" for p in result["problems"]]
            panel = stepper.locator(".ul-analysis")
            panel.scroll_into_view_if_needed()
            panel.screenshot(path=str(artifacts_dir / f"coach_principle_{size[0]}_{tag}.png"))
    switch_theme(page, "JupyterLab Light")
    assert not failures, "\n".join(failures[:40])
    assert not page.js_errors  # type: ignore[attr-defined]
