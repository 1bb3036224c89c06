"""Fixtures for the JupyterLite site tests: one build and one server per test session.

``lite_site`` (session)
    The site, built from this checkout by ``python lite/build.py`` into a temporary folder
    (offline: the Pyodide runtime inside).  Downloads are cached (see lite/build.py).
``lite_server`` (session)
    The site served on 127.0.0.1 by a ``http.server`` thread.
``lite_browser`` (session)
    Debian's Chromium, headless, launched by the Playwright of ``tests/browser/conftest.py``
    (one Playwright per process) with the harness's flags: no host name but loopback resolves.
``lite_page`` (function)
    A fresh page whose every request to a host that is not loopback is aborted and fails the
    test, as do uncaught page errors and console errors.  A screenshot is saved in
    ``test-artifacts/`` at teardown.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from . import lite_harness

# Console errors that come from JupyterLite itself, not from the site or the project.  Add an
# entry only for noise actually observed, with where it comes from.
IGNORED_CONSOLE = (
    # The lab asks the (absent) server for its workspace and translations; lite answers 404.
    re.compile(r"Failed to load resource: the server responded with a status of 404"),
)


@pytest.fixture(scope="session")
def lite_site(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    if shutil.which("npm") is None and not os.environ.get("UNSUN_LITE_CACHE"):
        message = "npm is needed once to fetch the Pyodide runtime (apt-get install npm)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    outdir = tmp_path_factory.mktemp("lite") / "site"
    return lite_harness.build_site(outdir)


@pytest.fixture(scope="session")
def lite_server(lite_site: dict[str, Any]) -> Iterator[lite_harness.SiteServer]:
    with lite_harness.SiteServer(Path(lite_site["outdir"])) as server:
        yield server


@pytest.fixture(scope="session")
def lite_browser(browser: Browser, chromium_executable: str) -> Iterator[Browser]:
    lite = lite_harness.launch(browser.browser_type, chromium_executable)
    try:
        yield lite
    finally:
        lite.close()


@pytest.fixture
def lite_page(lite_browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    context = lite_browser.new_context(viewport={"width": 1400, "height": 900})
    guard = lite_harness.OutsideRequests(context)
    errors: list[str] = []

    def on_console(message: Any) -> None:
        if message.type == "error" and not any(p.search(message.text) for p in IGNORED_CONSOLE):
            errors.append(f"console.error: {message.text[:800]}")

    page = context.new_page()
    page.on("console", on_console)
    page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
    try:
        yield page
        shots = Path(request.config.rootpath) / "test-artifacts"
        shots.mkdir(exist_ok=True)
        name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
        page.screenshot(path=str(shots / f"lite_{name}.png"))
    finally:
        context.close()
    assert not guard.seen, f"requests to hosts that are not loopback: {guard.seen}"
    assert not errors, "errors in the browser:\n" + "\n".join(errors)
