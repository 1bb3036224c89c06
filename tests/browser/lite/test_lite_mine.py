"""Your own mistakes in the JupyterLite site: a finished deal kept the way the PlayTable keeps
it (``Mine.keep`` into ``DEFAULT_FOLDER``, which in the site is beside the notebooks, in the
site's drive that the browser keeps in its own storage), found again after a reload by
``Practice(mine=True)``, and answered there by a click."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page

from . import lite_harness as lh

pytestmark = [pytest.mark.lite, pytest.mark.slow]

#: A random playout whose seat 0 made one mistake: move 35, P4 played where G4 or G8 is best.
KEEP = """\
from unsun_lab.analysis import analyse
from unsun_lab.explore import random_playout
from unsun_lab.practice.mine import DEFAULT_FOLDER, Mine

deal = random_playout(5)
found = analyse(deal, seats=[0], worlds=8)
labels = {d.number: d.label for d in found.of_seat(0)}
name = Mine.keep(DEFAULT_FOLDER, deal, [(ex, labels[ex.seed]) for ex in found.puzzles(0)])
print(DEFAULT_FOLDER, name, Mine.load(DEFAULT_FOLDER).waiting())
"""
PRACTISE = """\
from unsun_lab.widgets import Practice

practice = Practice(mine=True, seed=1)
practice
"""
QUEUE = """\
import json
from unsun_lab.practice.mine import DEFAULT_FOLDER, Mine

kept = Mine.load(DEFAULT_FOLDER)
items = [[m.number, m.box, m.seen, m.right, m.rating] for m in kept.items]
print(json.dumps([kept.session, items]))
"""


def _notebook(source: str) -> dict[str, Any]:
    cell = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": []}
    return {
        "cells": [{**cell, "source": source}],
        "metadata": {"kernelspec": {"name": "python", "display_name": "Python (Pyodide)"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def _save(page: Page, name: str, source: str) -> None:
    """A notebook of one cell saved in the site's drive, as the lab saves one."""
    page.evaluate(
        "async ([path, content]) => { await window.jupyterapp.serviceManager.contents.save("
        "path, {type: 'notebook', format: 'json', content}); }",
        [name, _notebook(source)],
    )


def _run(page: Page) -> dict[str, Any]:
    notebook = lh.run_all(page, timeout_s=600)
    errors = lh.error_outputs(notebook)
    assert not errors, "in the browser:\n" + "\n".join(errors)
    return notebook


def test_your_own_mistakes_are_kept_and_practised_in_the_site(
    lite_page: Page, lite_server: lh.SiteServer
) -> None:
    page = lite_page
    lh.open_notebook(page, lite_server.url, "08_practice.ipynb")
    _save(page, "mine_keep.ipynb", KEEP)
    _save(page, "mine_practise.ipynb", PRACTISE)
    lh.close_current(page)
    lh.open_in_app(page, "mine_keep.ipynb")
    printed = "".join(
        "".join(o.get("text", "")) for c in _run(page)["cells"] for o in c.get("outputs", [])
    )
    assert printed.split()[1:] == ["deal-00001.json", "1"], printed
    # A reload: a new kernel, and only what the browser kept.
    lh.open_notebook(page, lite_server.url, "mine_practise.ipynb")
    _run(page)
    widget = page.locator(".ul-practice").last
    widget.scroll_into_view_if_needed()
    origin = widget.locator(".ul-origin")
    origin.wait_for(state="visible", timeout=60_000)
    assert origin.inner_text() == "One of your own mistakes: from your deal 1, move 35."
    widget.locator(".ul-choice[data-choice='G4']").click()
    page.wait_for_function(
        "() => !!document.querySelector('.ul-practice .ul-choice.ul-selected')", timeout=60_000
    )
    widget.locator("button.ul-check").click()
    feedback = widget.locator(".ul-feedback.ul-fb-right")
    feedback.wait_for(timeout=60_000)
    lines = widget.locator(".ul-feedback .ul-fb-line").all_inner_texts()
    assert lines[0] == "From your deal 1, move 35: you played P4.", lines
    # The queue in the site's drive moved the mistake up a box and kept its rating.
    session, items = json.loads(lh.stream_text(lh.execute(page, QUEUE)))
    assert session == 1 and len(items) == 1, items
    number, box, seen, right, rating = items[0]
    assert (number, box, seen, right) == (35, 2, 1, 1) and 400 <= rating <= 2400, items
