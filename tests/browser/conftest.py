"""Real-browser test harness: Debian's Chromium (driven by Playwright) against a live JupyterLab.

Fixtures
--------
``chromium_executable`` (session)
    Path of the Chromium binary: ``$UNSUN_CHROMIUM`` or ``/usr/bin/chromium``.  Missing binary:
    the test is skipped locally, but fails when ``$CI`` is set (CI always installs it).
``browser`` (session)
    A headless Playwright ``Browser`` running that binary.  Browsers are never downloaded
    (no ``playwright install``): the binary comes from Debian's ``chromium`` package.
``artifacts_dir`` (session)
    ``test-artifacts/`` at the repository root; screenshots for humans are saved there.
``jupyterlab`` (session)
    A real JupyterLab server on 127.0.0.1 with a random token, an isolated Jupyter config and a
    ``python3`` kernel that runs ``sys.executable`` (so the package installed in this
    environment is importable in notebooks).  See :class:`JupyterLabServer`.
``page`` (function)
    A fresh page (own browser context) that records console errors and uncaught page errors in
    ``page.js_errors``.  A test that leaves JavaScript errors behind fails; a screenshot named
    after the test is always saved in ``artifacts_dir`` at teardown.

Waiting
-------
Tests wait for the state they then read (``wait_for_function``, ``expect``, ``wait_for``),
never for a stretch of time.  Every such wait, and every action, may take up to ``WAIT_MS``
(``LONG_WAIT_MS`` for what the kernel computes at length, such as an analysis); these limits
are safety nets that end a test which would otherwise hang, far above what a machine three
times slower and busy needs, so a test passes or fails on behaviour, not on the clock.

Helper
------
:func:`run_notebook_in_lab` opens a notebook in JupyterLab, runs all cells through the
"Run > Run All Cells" menu and waits until every code cell has executed and the kernel is idle.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
import uuid
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import Browser, ConsoleMessage, Page, expect, sync_playwright
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

DEFAULT_CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ENV_VAR = "UNSUN_CHROMIUM"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
VIEWPORT_WIDTH = 1400
VIEWPORT_HEIGHT = 900

# Safety nets (see "Waiting" above), not expected durations.
WAIT_MS = 120_000  # any Playwright wait or action: the page's default
LONG_WAIT_MS = 300_000  # a state the kernel computes at length (an analysis, the coach)
NOTEBOOK_LIMIT_S = 600.0  # run_notebook_in_lab, from opening the notebook to its saved file
SERVER_START_TIMEOUT_S = 300.0
SERVER_STOP_TIMEOUT_S = 60.0
SERVER_START_ATTEMPTS = 3
POLL_INTERVAL_S = 0.25
POLL_INTERVAL_MS = 250

expect.set_options(timeout=WAIT_MS)

# JupyterLab user settings written into the server's private config dir.
LAB_USER_SETTINGS: dict[str, dict[str, Any]] = {
    # No "Would you like to get notified about official Jupyter news?" toast covering the page,
    # and no requests to the news / release feeds (there is no network here).
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {
        # Keep every cell in the DOM so run_notebook_in_lab can see all execution prompts.
        "windowingMode": "none",
        # Start the default (python3) kernel instead of showing the "Select Kernel" dialog for
        # notebooks without kernelspec metadata.
        "autoStartDefaultKernel": True,
    },
}

# Console errors that come from JupyterLab itself and say nothing about the code under test.
# Each pattern is matched (re.search) against the recorded message.  Keep this list short and
# add an entry only for noise actually observed, with a comment saying where it comes from.
IGNORED_JS_ERROR_PATTERNS: tuple[re.Pattern[str], ...] = ()

_JS_ERRORS_REPORTED = pytest.StashKey[int]()

# Never send the harness's own HTTP requests to 127.0.0.1 through a proxy from the environment.
_HTTP = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() not in ("", "0", "false", "no")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "browser: drives a real headless Chromium against a live JupyterLab server (slow)",
    )


# --------------------------------------------------------------------------------------------
# Browser
# --------------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def chromium_executable() -> str:
    path = os.environ.get(CHROMIUM_ENV_VAR) or DEFAULT_CHROMIUM
    if Path(path).is_file() and os.access(path, os.X_OK):
        return path
    message = (
        f"Debian's chromium is not installed (apt-get install chromium); .ci/run installs it "
        f"[looked for {path!r}; set ${CHROMIUM_ENV_VAR} to use another binary]"
    )
    if _env_flag("CI"):
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="session")
def browser(chromium_executable: str) -> Iterator[Browser]:
    playwright = sync_playwright().start()
    try:
        browser = playwright.chromium.launch(
            executable_path=chromium_executable, headless=True, args=CHROMIUM_ARGS
        )
        try:
            yield browser
        finally:
            browser.close()
    finally:
        playwright.stop()


@pytest.fixture(scope="session")
def artifacts_dir(pytestconfig: pytest.Config) -> Path:
    path = pytestconfig.rootpath / "test-artifacts"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _safe_file_name(nodeid: str) -> str:
    name = nodeid.rsplit("/", 1)[-1]
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("_") or "test"


def _is_ignored(message: str) -> bool:
    return any(pattern.search(message) for pattern in IGNORED_JS_ERROR_PATTERNS)


def _record_console(message: ConsoleMessage, errors: list[str]) -> None:
    if message.type != "error":
        return
    location = message.location
    url = location.get("url") if location else None
    where = f" ({url}:{location.get('lineNumber')})" if url else ""
    text = f"console.error: {message.text}{where}"
    if not _is_ignored(text):
        errors.append(text)


def _record_page_error(error: PlaywrightError, errors: list[str]) -> None:
    text = f"uncaught page error: {error.name}: {error.message}"
    if error.stack:
        text += f"\n{error.stack}"
    if not _is_ignored(text):
        errors.append(text)


def js_errors(page: Page) -> list[str]:
    """The JavaScript errors recorded so far on a page made by the ``page`` fixture."""
    errors: list[str] = getattr(page, "js_errors", [])
    return errors


@pytest.fixture
def page(browser: Browser, artifacts_dir: Path, request: pytest.FixtureRequest) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": VIEWPORT_WIDTH, "height": VIEWPORT_HEIGHT})
    context.set_default_timeout(WAIT_MS)
    context.set_default_navigation_timeout(WAIT_MS)
    new_page = context.new_page()
    errors: list[str] = []
    new_page.on("console", lambda message: _record_console(message, errors))
    new_page.on("pageerror", lambda error: _record_page_error(error, errors))
    new_page.js_errors = errors  # type: ignore[attr-defined]
    try:
        yield new_page
        screenshot = artifacts_dir / f"{_safe_file_name(request.node.nodeid)}.png"
        try:
            new_page.screenshot(path=screenshot)
        except PlaywrightError as exc:  # e.g. the page crashed: report it with the JS errors
            errors.append(f"could not take the teardown screenshot {screenshot.name}: {exc}")
    finally:
        context.close()
    already_reported = request.node.stash.get(_JS_ERRORS_REPORTED, 0)
    if len(errors) > already_reported:
        pytest.fail(_format_js_errors(errors[already_reported:]), pytrace=False)


def _format_js_errors(errors: list[str]) -> str:
    lines = "\n".join(f"  - {error}" for error in errors)
    return f"{len(errors)} JavaScript error(s) in the browser:\n{lines}"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    """Fail a test (in its call phase, not as a teardown error) that logged JavaScript errors."""
    passed = False
    try:
        yield
        passed = True
    finally:
        funcargs: dict[str, object] = getattr(item, "funcargs", {})
        recorded = funcargs.get("page")
        errors = js_errors(recorded) if isinstance(recorded, Page) else []
        if errors:
            item.stash[_JS_ERRORS_REPORTED] = len(errors)
            item.add_report_section("call", "javascript errors", "\n".join(errors))
    if errors and passed:
        pytest.fail(_format_js_errors(errors), pytrace=False)


# --------------------------------------------------------------------------------------------
# JupyterLab server
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class JupyterLabServer:
    """A running JupyterLab server started by the ``jupyterlab`` fixture."""

    url: str  # base URL with a trailing slash, e.g. "http://127.0.0.1:41234/"
    token: str
    root_dir: Path
    process: subprocess.Popen[bytes]
    log_path: Path

    def lab_url(self, path: str | os.PathLike[str]) -> str:
        """URL that opens ``path`` (relative to ``root_dir``, or inside it) in JupyterLab.

        Every call uses a new, empty JupyterLab workspace, so tabs left open by an earlier test
        (or a second page) never show up and pages never fight over one workspace.
        """
        target = Path(path)
        if target.is_absolute():
            target = target.resolve().relative_to(self.root_dir.resolve())
        workspace = f"test-{uuid.uuid4().hex[:12]}"
        quoted = urllib.parse.quote(target.as_posix())
        token = urllib.parse.quote(self.token, safe="")
        return f"{self.url}lab/workspaces/{workspace}/tree/{quoted}?token={token}"

    def api(self, method: str, endpoint: str, timeout_s: float = 10.0) -> Any:
        """Call the server's REST API (``/api/<endpoint>``) and return the decoded JSON."""
        request = urllib.request.Request(
            f"{self.url}api/{endpoint}",
            method=method,
            headers={"Authorization": f"token {self.token}"},
        )
        with _HTTP.open(request, timeout=timeout_s) as response:
            body = response.read()
        return json.loads(body) if body else None

    def is_ready(self) -> bool:
        try:
            status = self.api("GET", "status", timeout_s=2.0)
        except (OSError, ValueError):
            return False
        return isinstance(status, dict)

    def shutdown_kernels(self) -> None:
        """Best effort: stop every session and kernel (they are the memory hogs)."""
        try:
            for session in self.api("GET", "sessions"):
                self.api("DELETE", f"sessions/{session['id']}", timeout_s=30.0)
            for kernel in self.api("GET", "kernels"):
                self.api("DELETE", f"kernels/{kernel['id']}", timeout_s=30.0)
        except (OSError, ValueError):
            pass

    def log_tail(self, lines: int = 40) -> str:
        try:
            text = self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return "<no server log>"
        return "\n".join(text.splitlines()[-lines:])


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


#: Lab extensions that are installed in the environment for other purposes and are turned off
#: in the test server.
LAB_DISABLED_EXTENSIONS = ("@jupyterlite/pyodide-kernel-extension",)


def _isolated_jupyter_env(base: Path) -> dict[str, str]:
    """Environment with private Jupyter dirs: no user config, workspaces or kernelspecs leak in."""
    config_dir = base / "jupyter-config"
    data_dir = base / "jupyter-data"
    for name, settings in LAB_USER_SETTINGS.items():
        settings_file = config_dir / "lab" / "user-settings" / name
        settings_file.parent.mkdir(parents=True, exist_ok=True)
        settings_file.write_text(json.dumps(settings, indent=2), encoding="utf-8")
    # The JupyterLite kernel's lab extension (installed for the lite site) fails to load in a
    # server-backed JupyterLab and logs a console error: it has no place in these tests.
    page_config = config_dir / "labconfig" / "page_config.json"
    page_config.parent.mkdir(parents=True, exist_ok=True)
    disabled = {name: True for name in LAB_DISABLED_EXTENSIONS}
    page_config.write_text(json.dumps({"disabledExtensions": disabled}), encoding="utf-8")
    # The notebook kernel must be this very interpreter, whatever "python" is on PATH.
    kernel_dir = data_dir / "kernels" / "python3"
    kernel_dir.mkdir(parents=True, exist_ok=True)
    kernelspec = {
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
        "metadata": {"debugger": True},
    }
    (kernel_dir / "kernel.json").write_text(json.dumps(kernelspec, indent=2), encoding="utf-8")
    env = dict(os.environ)
    env.update(
        JUPYTER_CONFIG_DIR=str(config_dir),
        JUPYTER_DATA_DIR=str(data_dir),
        # JUPYTER_PATH is searched before the user and environment dirs in every case
        # (JUPYTER_PREFER_ENV_PATH included), so this kernelspec always wins.
        JUPYTER_PATH=str(data_dir),
        JUPYTER_RUNTIME_DIR=str(base / "jupyter-runtime"),
        IPYTHONDIR=str(base / "ipython"),
        PYTHONUNBUFFERED="1",
    )
    return env


def _stop_process_group(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM (graceful: the server shuts its kernels down), then SIGKILL after a timeout."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=SERVER_STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        # The server leads its own process group (start_new_session) and is not reaped yet, so
        # the group id still belongs to it: kill the whole group.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=SERVER_STOP_TIMEOUT_S)


def _start_jupyterlab(base: Path) -> JupyterLabServer:
    root_dir = base / "root"
    root_dir.mkdir(parents=True, exist_ok=True)
    env = _isolated_jupyter_env(base)
    for attempt in range(1, SERVER_START_ATTEMPTS + 1):
        port = _free_port()
        token = secrets.token_hex(24)
        log_path = base / f"jupyterlab-server-{attempt}.log"
        command = [
            # "-m jupyterlab" rather than "-m jupyter lab": the latter looks "jupyter-lab" up on
            # PATH, which may belong to another interpreter (pyenv shims, a system install).
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={port}",
            "--ServerApp.port_retries=0",  # fail loudly instead of silently taking another port
            f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={root_dir}",
            "--ServerApp.open_browser=False",
            "--ServerApp.allow_root=True",  # CI and this machine run as root
        ]
        with log_path.open("wb") as log:
            process = subprocess.Popen(
                command,
                cwd=root_dir,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # no terminal ^C, and one group to kill at the end
            )
        server = JupyterLabServer(
            url=f"http://127.0.0.1:{port}/",
            token=token,
            root_dir=root_dir,
            process=process,
            log_path=log_path,
        )
        deadline = time.monotonic() + SERVER_START_TIMEOUT_S
        while time.monotonic() < deadline and process.poll() is None:
            if server.is_ready():
                return server
            time.sleep(POLL_INTERVAL_S)
        exited = process.poll() is not None
        _stop_process_group(process)
        log_text = server.log_tail()
        if exited and "already in use" in log_text and attempt < SERVER_START_ATTEMPTS:
            continue  # lost the race for the free port: try another one
        reason = "exited early" if exited else f"was not ready after {SERVER_START_TIMEOUT_S:g}s"
        raise RuntimeError(f"JupyterLab server {reason}; last lines of {log_path}:\n{log_text}")
    raise AssertionError("unreachable")


@pytest.fixture(scope="session")
def jupyterlab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[JupyterLabServer]:
    server = _start_jupyterlab(tmp_path_factory.mktemp("jupyterlab"))
    try:
        yield server
    finally:
        server.shutdown_kernels()
        _stop_process_group(server.process)


@pytest.fixture(autouse=True)
def _stop_kernels_after_test(request: pytest.FixtureRequest) -> Iterator[None]:
    """Kernels a test started are stopped after it (autouse: torn down after ``page``)."""
    yield
    if "jupyterlab" in request.fixturenames:
        server = request.getfixturevalue("jupyterlab")
        if isinstance(server, JupyterLabServer):
            server.shutdown_kernels()


# --------------------------------------------------------------------------------------------
# Running notebooks in JupyterLab
# --------------------------------------------------------------------------------------------

# The one open notebook's panel: its kernel status and the prompts of its code cells.
_NOTEBOOK_STATE_JS = """
() => {
  const panels = document.querySelectorAll('.jp-NotebookPanel');
  if (panels.length !== 1) return {panels: panels.length};
  const panel = panels[0];
  const indicator = panel.querySelector('.jp-Notebook-ExecutionIndicator');
  const kernelName = panel.querySelector('.jp-KernelName');
  const prompts = Array.from(panel.querySelectorAll('.jp-CodeCell .jp-InputPrompt'))
    .map((prompt) => prompt.textContent.trim());
  const dialogs = Array.from(document.querySelectorAll('.jp-Dialog .jp-Dialog-header'))
    .map((header) => header.textContent.trim());
  return {
    panels: 1,
    status: indicator ? indicator.getAttribute('data-status') : null,
    kernel: kernelName ? kernelName.textContent.trim() : null,
    prompts: prompts,
    dialogs: dialogs,
  };
}
"""

# Kernel started and idle, all code cells in the DOM: ready for "Run All Cells".
_KERNEL_IDLE_JS = f"""
(codeCells) => {{
  const state = ({_NOTEBOOK_STATE_JS})();
  return state.panels === 1 && state.status === 'idle' && state.kernel !== 'No Kernel'
    && state.prompts.length === codeCells;
}}
"""

# The run is over: kernel idle, nothing queued ("[*]"), and at least one cell has run (before
# JupyterLab has queued the cells, none has a number, as the copy starts with none).  Returns
# how many code cells have an execution count; fewer than all means the run stopped early.
_RUN_FINISHED_JS = f"""
(codeCells) => {{
  const state = ({_NOTEBOOK_STATE_JS})();
  if (state.panels !== 1 || state.status !== 'idle' || state.prompts.length !== codeCells) {{
    return false;
  }}
  if (state.prompts.some((prompt) => prompt.includes('*'))) return false;
  const numbered = state.prompts.filter((prompt) => /\\[\\d+\\]/.test(prompt)).length;
  return numbered > 0 ? numbered : false;
}}
"""

_ANSI_ESCAPE = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
SAVE_RETRY_S = 5.0


def _notebook_state(page: Page) -> str:
    try:
        return json.dumps(page.evaluate(_NOTEBOOK_STATE_JS))
    except PlaywrightError as exc:
        return f"<page state unavailable: {exc}>"


def _read_saved(path: Path) -> Any:
    try:
        return nbformat.read(path, as_version=4)
    except (OSError, ValueError):  # mid-write or not JSON yet: read again later
        return None


def _saved_execution_counts(notebook: Any) -> int:
    return sum(
        1
        for cell in notebook.cells
        if cell.cell_type == "code" and cell.get("execution_count") is not None
    )


def _error_outputs(notebook: Any) -> list[str]:
    errors = []
    for index, cell in enumerate(notebook.cells):
        for output in cell.get("outputs", []) if cell.cell_type == "code" else []:
            if output.get("output_type") == "error":
                traceback = _ANSI_ESCAPE.sub("", "\n".join(output.get("traceback", [])))
                errors.append(
                    f"cell {index}: {output.get('ename')}: {output.get('evalue')}\n{traceback}"
                )
    return errors


def run_notebook_in_lab(
    page: Page,
    jupyterlab: JupyterLabServer,
    notebook_path: str | os.PathLike[str],
    timeout_s: float = NOTEBOOK_LIMIT_S,
    *,
    allow_errors: bool = False,
) -> None:
    """Run a notebook in JupyterLab the way a person would, and wait until it has finished.

    1. The notebook is copied into the server's root dir under its own file name, with outputs
       and execution counts cleared, so an execution count in the page means "ran just now".
    2. It is opened in a fresh JupyterLab workspace and the kernel is awaited (idle).
    3. "Run > Run All Cells" is clicked in the menu bar.
    4. The DOM is polled until the kernel is idle and no cell is queued any more.
    5. The notebook is saved (Ctrl+S) and the saved file is read back, which tells reliably
       whether a cell raised (JupyterLab renders errors just like stderr).

    It returns when every code cell has run.  A cell that raised (JupyterLab then stops the
    run) is an ``AssertionError`` with the traceback, unless ``allow_errors`` is true.  All of
    it is bounded by ``timeout_s`` in total, a safety net; past it, an ``AssertionError`` tells
    where the run stood.
    """
    deadline = time.monotonic() + timeout_s

    def remaining_ms() -> float:
        return max(deadline - time.monotonic(), 0.001) * 1000.0

    source = Path(notebook_path)
    notebook = nbformat.read(source, as_version=4)
    code_cells = 0
    for cell in notebook.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
            code_cells += 1
    if code_cells == 0:
        raise ValueError(f"{source} has no code cell to run")
    destination = jupyterlab.root_dir / source.name
    nbformat.write(notebook, destination)

    step = "opening the notebook"
    try:
        page.goto(jupyterlab.lab_url(source.name), timeout=remaining_ms())
        step = "waiting for the kernel to be idle"
        page.wait_for_function(
            _KERNEL_IDLE_JS, arg=code_cells, polling=POLL_INTERVAL_MS, timeout=remaining_ms()
        )
        step = "clicking Run > Run All Cells"
        menu = page.locator("#jp-top-panel .lm-MenuBar-item", has_text=re.compile(r"^\s*Run\s*$"))
        menu.click(timeout=remaining_ms())
        run_all = page.locator(".lm-Menu .lm-Menu-item").filter(
            has=page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^\s*Run All Cells\s*$"))
        )
        run_all.click(timeout=remaining_ms())
        step = "waiting for the cells to run"
        numbered = page.wait_for_function(
            _RUN_FINISHED_JS, arg=code_cells, polling=POLL_INTERVAL_MS, timeout=remaining_ms()
        ).json_value()
        step = "saving the notebook"
        saved = None
        while saved is None:
            page.keyboard.press("Control+s")
            retry_at = time.monotonic() + SAVE_RETRY_S
            while saved is None and time.monotonic() < min(retry_at, deadline):
                page.wait_for_timeout(POLL_INTERVAL_MS)
                candidate = _read_saved(destination)
                if candidate is not None and _saved_execution_counts(candidate) >= numbered:
                    saved = candidate
            if time.monotonic() >= deadline:
                raise PlaywrightTimeoutError(f"{destination.name} was not saved in time")
    except PlaywrightTimeoutError as exc:
        raise AssertionError(
            f"{source.name}: gave up after {timeout_s:g}s while {step}: {exc}\n"
            f"notebook state: {_notebook_state(page)}\n"
            f"JupyterLab server log (tail):\n{jupyterlab.log_tail(15)}"
        ) from None

    errors = _error_outputs(saved)
    if errors and not allow_errors:
        details = "\n".join(errors)
        raise AssertionError(f"a cell of {source.name} raised in JupyterLab:\n{details}")
    if not errors and _saved_execution_counts(saved) < code_cells:
        raise AssertionError(
            f"{source.name}: the run stopped after {numbered} of {code_cells} code cells "
            f"without an error output; notebook state: {_notebook_state(page)}"
        )
