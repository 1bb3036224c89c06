"""Build, serve and drive the JupyterLite site in a real Chromium (used by tests and benchmarks).

* :func:`build_site` runs ``lite/build.py`` in a subprocess, as a person would.
* :class:`SiteServer` serves the built folder on 127.0.0.1 from a ``http.server`` thread.
* :class:`OutsideRequests` watches a browser context: a request to any host that is not
  loopback is aborted and recorded (and Chromium resolves no other host name at all).
* :func:`open_notebook`, :func:`run_all` open a notebook in JupyterLite's lab, run every cell
  and return the notebook with its outputs, read from the page's own model.
"""

from __future__ import annotations

import functools
import http.server
import ipaddress
import json
import subprocess
import sys
import threading
import time
import urllib.parse
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, BrowserType, Page, Request, Route

REPO = Path(__file__).resolve().parents[3]
BUILD_SCRIPT = REPO / "lite" / "build.py"

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Belt and braces for the request guard: no host name but localhost resolves.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
]

KERNEL_START_TIMEOUT_S = 240.0
POLL_MS = 250


def build_site(outdir: Path, *options: str) -> dict[str, Any]:
    """Run ``python lite/build.py OUTDIR [options]`` and return its build summary."""
    completed = subprocess.run(
        [sys.executable, str(BUILD_SCRIPT), str(outdir), *options],
        capture_output=True,
        text=True,
        check=False,
    )
    if completed.returncode != 0:
        raise AssertionError(
            f"lite/build.py failed ({completed.returncode}):\n"
            f"{completed.stdout[-3000:]}\n{completed.stderr[-3000:]}"
        )
    summary: dict[str, Any] = json.loads((outdir / "build-summary.json").read_text("utf-8"))
    return summary


def cache_dir() -> str:
    """The download cache lite/build.py uses (``$UNSUN_LITE_CACHE`` or the user's cache)."""
    completed = subprocess.run(
        [sys.executable, "-c", "import build; print(build.cache_dir())"],
        cwd=BUILD_SCRIPT.parent,
        capture_output=True,
        text=True,
        check=True,
    )
    return completed.stdout.strip()


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 (the base class's own attribute)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/octet-stream",
    }

    def log_message(self, format: str, *args: Any) -> None:
        self.server.log.append(format % args)  # type: ignore[attr-defined]


class SiteServer:
    """A static server for ``root`` on 127.0.0.1 (a random port), in a daemon thread."""

    def __init__(self, root: Path) -> None:
        handler = functools.partial(_Handler, directory=str(root))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.httpd.log = []  # type: ignore[attr-defined]
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> SiteServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=10)

    @property
    def log(self) -> list[str]:
        entries: list[str] = self.httpd.log  # type: ignore[attr-defined]
        return entries


def is_loopback_url(url: str) -> bool:
    parsed = urllib.parse.urlsplit(url)
    if parsed.scheme in ("data", "blob", "about", "chrome-extension"):
        return True
    host = parsed.hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class OutsideRequests:
    """Aborts and records every request of a context to a host that is not loopback.

    ``mirror`` maps a URL prefix (a CDN) to a local folder: such requests are answered from
    the folder, never sent, and recorded in ``mirrored`` instead of ``seen``.
    """

    def __init__(self, context: BrowserContext, mirror: dict[str, Path] | None = None) -> None:
        self.seen: list[str] = []
        self.mirrored: list[str] = []
        self.mirror = dict(mirror or {})
        context.route("**/*", self._route)
        context.on("request", self._request)

    def _mirrored(self, url: str) -> Path | None:
        for prefix, folder in self.mirror.items():
            if url.startswith(prefix):
                return folder / url[len(prefix) :].split("?")[0]
        return None

    def _request(self, request: Request) -> None:
        url = request.url
        if is_loopback_url(url) or self._mirrored(url) is not None:
            return
        if url not in self.seen:
            self.seen.append(url)

    def _route(self, route: Route) -> None:
        url = route.request.url
        local = self._mirrored(url)
        if local is not None:
            self.mirrored.append(url)
            if local.is_file():
                kind = _Handler.extensions_map.get(local.suffix, "application/octet-stream")
                headers = {"Access-Control-Allow-Origin": "*", "Content-Type": kind}
                route.fulfill(status=200, headers=headers, body=local.read_bytes())
            else:
                route.fulfill(status=404, headers={"Access-Control-Allow-Origin": "*"})
        elif is_loopback_url(url):
            route.continue_()
        else:
            if url not in self.seen:
                self.seen.append(url)
            route.abort("blockedbyclient")


def launch(chromium: BrowserType, executable: str = CHROMIUM) -> Browser:
    """Headless Chromium (``playwright.chromium``) with the harness's flags."""
    return chromium.launch(executable_path=executable, headless=True, args=CHROMIUM_ARGS)


# The open notebook of JupyterLite's lab, through the app the page exposes
# (``exposeAppInBrowser`` in lite/jupyter-lite.json).
_PANEL_JS = """
() => {
  const app = window.jupyterapp;
  if (!app) return null;
  const panel = app.shell.currentWidget;
  if (!panel || !panel.sessionContext || !panel.content || !panel.content.model) return null;
  return panel;
}
"""

_KERNEL_READY_JS = f"""
() => {{
  const panel = ({_PANEL_JS})();
  if (!panel) return false;
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  return !!kernel && kernel.status === 'idle' && panel.sessionContext.isReady;
}}
"""

_RUN_ALL_JS = f"""
async () => {{
  const panel = ({_PANEL_JS})();
  // Cleared first, so an execution count means "ran just now".
  await window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs');
  for (const cell of panel.content.model.cells) {{
    if (cell.type === 'code') cell.executionCount = null;
  }}
  await window.jupyterapp.commands.execute('notebook:run-all-cells');
  return panel.content.model.cells.length;
}}
"""

_RUN_STATE_JS = f"""
() => {{
  const panel = ({_PANEL_JS})();
  const kernel = panel.sessionContext.session.kernel;
  const cells = panel.content.model.toJSON().cells.filter((c) => c.cell_type === 'code');
  const done = cells.filter((c) => c.execution_count !== null).length;
  const failed = cells.some((c) => (c.outputs || []).some((o) => o.output_type === 'error'));
  const queued = Array.from(panel.node.querySelectorAll('.jp-CodeCell .jp-InputPrompt'))
    .some((p) => p.textContent.includes('*'));
  return {{status: kernel.status, done, total: cells.length, queued, failed}};
}}
"""

_NOTEBOOK_JSON_JS = f"() => ({_PANEL_JS})().content.model.toJSON()"


def open_notebook(page: Page, site_url: str, name: str) -> float:
    """Open ``files/<name>`` in the lab and wait for its kernel; return seconds to idle."""
    started = time.perf_counter()
    page.goto(f"{site_url}lab/index.html?path={urllib.parse.quote(name)}")
    page.wait_for_function(_KERNEL_READY_JS, polling=POLL_MS, timeout=KERNEL_START_TIMEOUT_S * 1000)
    return time.perf_counter() - started


_KERNELS_JS = """
async () => {
  const kernels = window.jupyterapp.serviceManager.kernels;
  await kernels.refreshRunning();
  return Array.from(kernels.running()).length;
}
"""


def running_kernels(page: Page) -> int:
    """How many kernels the site has running now."""
    count: int = page.evaluate(_KERNELS_JS)
    return count


def close_current(page: Page) -> None:
    """Close the open tab, as a learner does with its x, answering "Discard" if the lab asks
    to save (running a notebook changes it); the site then stops its kernel."""
    page.evaluate("() => { window.jupyterapp.commands.execute('application:close'); }")
    discard = page.locator(".jp-Dialog button", has_text="Discard")
    gone = (
        "() => !window.jupyterapp.shell.currentWidget"
        " || !window.jupyterapp.shell.currentWidget.sessionContext"
    )
    deadline = time.monotonic() + KERNEL_START_TIMEOUT_S
    while not page.evaluate(gone):
        if time.monotonic() > deadline:
            raise AssertionError("the notebook tab did not close")
        if discard.count():
            discard.first.click()
        page.wait_for_timeout(POLL_MS)


def open_in_app(page: Page, name: str) -> float:
    """Open ``files/<name>`` inside the running lab (as a link in a notebook does, no page
    reload) and wait for its kernel; return seconds to idle."""
    started = time.perf_counter()
    page.evaluate(
        "(path) => { window.jupyterapp.commands.execute('docmanager:open', {path}); }", name
    )
    page.wait_for_function(
        f"(path) => {{ const p = ({_PANEL_JS})(); return !!p && p.context.path === path"
        f" && ({_KERNEL_READY_JS})(); }}",
        arg=name,
        polling=POLL_MS,
        timeout=KERNEL_START_TIMEOUT_S * 1000,
    )
    return time.perf_counter() - started


def run_all(page: Page, timeout_s: float = 300.0) -> dict[str, Any]:
    """Run every cell of the open notebook; return it as nbformat JSON with its outputs."""
    page.evaluate(_RUN_ALL_JS)
    deadline = time.monotonic() + timeout_s
    state: dict[str, Any] = {}
    while time.monotonic() < deadline:
        page.wait_for_timeout(POLL_MS * 2)
        state = page.evaluate(_RUN_STATE_JS)
        settled = state["status"] == "idle" and not state["queued"]
        if settled and (state["done"] == state["total"] or state["failed"]):
            break
    else:
        raise AssertionError(f"the notebook did not finish in {timeout_s:g}s: {state}")
    notebook: dict[str, Any] = page.evaluate(_NOTEBOOK_JSON_JS)
    return notebook


def error_outputs(notebook: dict[str, Any]) -> list[str]:
    """Every error or stderr output of a notebook, with its cell number."""
    found = []
    for index, cell in enumerate(notebook["cells"]):
        for output in cell.get("outputs", []):
            if output.get("output_type") == "error":
                found.append(f"cell {index}: {output.get('ename')}: {output.get('evalue')}")
            elif output.get("output_type") == "stream" and output.get("name") == "stderr":
                found.append(f"cell {index}: stderr: {''.join(output.get('text', ''))[:500]}")
    return found


_EXECUTE_JS = f"""
async (code) => {{
  const panel = ({_PANEL_JS})();
  const kernel = panel.sessionContext.session.kernel;
  const future = kernel.requestExecute({{code, stop_on_error: true, store_history: false}});
  const outputs = [];
  future.onIOPub = (msg) => {{
    const kind = msg.header.msg_type;
    if (['stream', 'error', 'execute_result', 'display_data'].includes(kind)) {{
      outputs.push({{output_type: kind, ...msg.content}});
    }}
  }};
  await future.done;
  return outputs;
}}
"""


def execute(page: Page, code: str) -> list[dict[str, Any]]:
    """Run ``code`` in the open notebook's kernel (not in a cell); return its outputs."""
    outputs: list[dict[str, Any]] = page.evaluate(_EXECUTE_JS, code)
    return outputs


def stream_text(outputs: list[dict[str, Any]], name: str = "stdout") -> str:
    return "".join(
        "".join(o.get("text", ""))
        for o in outputs
        if o["output_type"] == "stream" and o.get("name") == name
    )
