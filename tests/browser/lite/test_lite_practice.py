"""The Practice widget in the JupyterLite site: run in Pyodide, answered by a click, its
progress kept in the browser's storage and found again after a reload."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page

from unsun_lab.practice import PROGRESS_FORMAT
from unsun_lab.widgets.practice import STORAGE_KEY

from . import lite_harness as lh

pytestmark = [pytest.mark.lite, pytest.mark.slow]


def _run(page: Page, server: lh.SiteServer) -> dict[str, Any]:
    lh.open_notebook(page, server.url, "08_practice.ipynb")
    notebook = lh.run_all(page, timeout_s=600)
    errors = lh.error_outputs(notebook)
    assert not errors, "08_practice in the browser:\n" + "\n".join(errors)
    return notebook


def _stored(page: Page) -> dict[str, Any] | None:
    raw = page.evaluate(f"() => window.localStorage.getItem({json.dumps(STORAGE_KEY)})")
    return None if raw is None else json.loads(raw)


def test_practice_keeps_its_progress_in_the_browser(
    lite_page: Page, lite_server: lh.SiteServer
) -> None:
    _run(lite_page, lite_server)
    widget = lite_page.locator(".ul-practice").last
    widget.scroll_into_view_if_needed()
    widget.locator(".ul-choice").first.click()
    lite_page.wait_for_function(
        "() => !!document.querySelector('.ul-practice .ul-choice.ul-selected')", timeout=60_000
    )
    widget.locator("button.ul-check").click()
    lite_page.wait_for_function(
        "() => !!document.querySelector('.ul-practice .ul-feedback')", timeout=60_000
    )
    lite_page.wait_for_function(
        f"() => !!window.localStorage.getItem({json.dumps(STORAGE_KEY)})", timeout=60_000
    )
    kept = _stored(lite_page)
    assert kept is not None and kept["format"] == PROGRESS_FORMAT
    seen = sum(entry["seen"] for entry in kept["rules"].values())
    assert seen >= 1
    # After a reload the new widget reads the storage: its progress row shows the same counts.
    _run(lite_page, lite_server)
    widget = lite_page.locator(".ul-practice").last
    widget.scroll_into_view_if_needed()
    rule, entry = next(iter(kept["rules"].items()))
    cell = widget.locator(f".ul-progress-cell[data-rule='{rule}'] .ul-progress-nums")
    lite_page.wait_for_function(
        "([el, want]) => el.textContent === want",
        arg=[cell.element_handle(), f"{entry['right']}/{entry['seen']}"],
        timeout=60_000,
    )
