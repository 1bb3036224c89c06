"""Going through the course in the JupyterLite site: kernels and memory, notebook after notebook.

    python benchmarks/lite_course.py [--site DIR]

Opens every notebook of the course in order inside one lab page, as a learner following the
course's links does (``docmanager:open``, no page reload), and waits for each kernel. Twice:

* ``keep``: every tab left open, as before the site shut kernels down with their tab;
* ``close``: each notebook closed before the next is opened (the site's ``kernelShutdown``
  setting stops its kernel).

For each it prints the kernels running at the end, the seconds each kernel took to be ready
(median and the last one), and the memory of the browser's processes (the sum of their resident
sets, read from /proc for the process ids Chromium reports). Timings on a shared machine are
noisy: quote medians. Without ``--site`` the site is built first (downloads cached).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from browser.lite import lite_harness as lh  # noqa: E402 (after the path is set)
from playwright.sync_api import Browser, sync_playwright  # noqa: E402


def course() -> list[str]:
    root = REPO / "notebooks"
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*.ipynb"))


def browser_rss_mb(browser: Browser) -> float:
    """Resident memory of all the browser's processes, in MB."""
    session = browser.new_browser_cdp_session()
    info = session.send("SystemInfo.getProcessInfo")
    total = 0
    for process in info["processInfo"]:
        try:
            status = Path(f"/proc/{process['id']}/status").read_text()
        except OSError:
            continue
        for line in status.splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1])
    session.detach()
    return total / 1024


def walk(browser: Browser, url: str, close: bool) -> dict[str, Any]:
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    lh.OutsideRequests(context)
    page = context.new_page()
    names = course()
    starts = [lh.open_notebook(page, url, names[0])]
    for name in names[1:]:
        if close:
            lh.close_current(page)
        starts.append(lh.open_in_app(page, name))
    result = {
        "mode": "close" if close else "keep",
        "notebooks": len(names),
        "kernels": lh.running_kernels(page),
        "median_start_s": round(statistics.median(starts), 1),
        "last_start_s": round(starts[-1], 1),
        "memory_mb": round(browser_rss_mb(browser)),
    }
    context.close()
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="an already built site (else build one)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        site = args.site
        if site is None:
            site = Path(scratch) / "site"
            lh.build_site(site)
        with lh.SiteServer(site) as server, sync_playwright() as p:
            for close in (False, True):
                browser = lh.launch(p.chromium)
                try:
                    print(walk(browser, server.url, close), flush=True)
                finally:
                    browser.close()


if __name__ == "__main__":
    main()
