"""The JupyterLite site: build time, size, kernel cold start, and a hint's time in the browser.

    python benchmarks/lite.py [--runs N] [--cold] [--shots]

* build: ``lite/build.py`` into a temporary folder, with the download cache warm (``--cold``:
  with an empty cache, so ``npm pack`` and ``pip download`` are timed too);
* size: bytes and files of the site, and the bytes a server would send compressed (gzip);
* kernel cold start: opening 05_play_a_match until its kernel is idle, each time in a new
  browser context (no HTTP cache), median of N;
* hint: in 05's PlayTable, the time from a click on "Hint" to the hint on screen, median of N
  turns; and the search player's own decision time inside Pyodide (median, p95, max).
  Target (issue 14): a hint within 2 s at the default budget.
* ``--cdn``: also build with ``--cdn`` and run 00_start_here in it, the CDN's runtime answered
  from the download cache (no request leaves the machine): its size and kernel start;
* ``--shots``: screenshots of the PlayTable and the RankExplorer at a narrow, a laptop and a
  wide notebook width, light and dark, in ``test-artifacts/lite/``.

Timings on a shared machine are noisy: quote medians.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from browser.lite import lite_harness as lh  # noqa: E402 (after the path is set)
from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402

COMPRESSIBLE = {".js", ".mjs", ".json", ".css", ".html", ".svg", ".ipynb", ".wasm", ".txt"}

# Search-player decisions inside Pyodide, at the default budget (what PlayTable's hint asks).
DECISIONS_PY = """
import statistics, time
import unsun_lab as ul
from unsun_lab.players import SearchPlayer
times = []
for i in range(2):
    deal = ul.Deal.shuffled(seed=40 + i, dealer=i)
    players = [SearchPlayer(seed=seat) for seat in range(8)]
    while not deal.over and len(times) < 24:
        view = deal.view(deal.to_move)
        t0 = time.perf_counter()
        move = players[deal.to_move].choose(view)
        if len(view.legal_moves) > 1:
            times.append(time.perf_counter() - t0)
        deal.push(move)
times.sort()
print(len(times), statistics.median(times), times[int(0.95 * (len(times) - 1))], times[-1])
"""


def site_size(root: Path) -> dict[str, float]:
    files = [p for p in root.rglob("*") if p.is_file()]
    raw = sum(p.stat().st_size for p in files)
    sent = 0
    for path in files:
        if path.suffix in COMPRESSIBLE:
            sent += len(gzip.compress(path.read_bytes(), compresslevel=6))
        else:
            sent += path.stat().st_size
    return {"files": len(files), "mb": raw / 1e6, "mb_gzip": sent / 1e6}


def new_page(browser: Browser, width: int = 1400) -> tuple[Page, lh.OutsideRequests]:
    context = browser.new_context(viewport={"width": width, "height": 900})
    return context.new_page(), lh.OutsideRequests(context)


def hint_times(page: Page, turns: int) -> list[float]:
    table = page.locator(".ul-play-table").first
    table.scroll_into_view_if_needed()
    times = []
    for _ in range(turns):
        legal = table.locator(".ul-hand .ul-legal")
        legal.first.wait_for(state="visible", timeout=120_000)
        t0 = time.perf_counter()
        table.locator(".ul-hint").click()
        hint = table.locator(".ul-hint-text")
        hint.wait_for(state="visible", timeout=60_000)
        times.append(time.perf_counter() - t0)
        found = re.match(r"Hint: (\S+)", hint.inner_text())
        assert found, hint.inner_text()
        table.locator(f".ul-hand [data-code='{found.group(1)}']").click()
        page.wait_for_function(
            "([root, text]) => root.textContent.includes(text)",
            arg=[table.element_handle(), f"You played {found.group(1)}."],
            timeout=30_000,
        )
        if table.locator(".ul-next-deal").count():
            break
    return times


def screenshots(browser: Browser, server: lh.SiteServer, folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for stem, selector in (
        ("05_play_a_match", ".ul-play-table"),
        ("01_the_deck_and_rank_orders", ".ul-rank-explorer"),
    ):
        page, _ = new_page(browser)
        lh.open_notebook(page, server.url, f"{stem}.ipynb")
        lh.run_all(page)
        page.evaluate("() => window.jupyterapp.commands.execute('application:toggle-left-area')")
        for theme in ("JupyterLab Light", "JupyterLab Dark"):
            page.evaluate(
                "(theme) => window.jupyterapp.commands.execute('apputils:change-theme', {theme})",
                theme,
            )
            page.wait_for_timeout(1500)
            for label, width in (("narrow", 620), ("laptop", 960), ("wide", 1860)):
                page.set_viewport_size({"width": width, "height": 1000})
                page.wait_for_timeout(500)
                widget = page.locator(selector).last
                widget.scroll_into_view_if_needed()
                shade = "dark" if "Dark" in theme else "light"
                page.screenshot(path=str(folder / f"{stem}_{label}_{shade}.png"))
        page.context.close()
    print(f"screenshots: {folder}")


def cdn_check(browser: Browser, outdir: Path) -> dict[str, Any]:
    summary = lh.build_site(outdir, "--cdn")
    runtime = Path(lh.cache_dir()) / f"pyodide-{summary['pyodide']}"
    cdn = f"https://cdn.jsdelivr.net/pyodide/v{summary['pyodide']}/full/"
    with lh.SiteServer(outdir) as server:
        context = browser.new_context(viewport={"width": 1400, "height": 900})
        guard = lh.OutsideRequests(context, mirror={cdn: runtime})
        page = context.new_page()
        start = lh.open_notebook(page, server.url, "00_start_here.ipynb")
        errors = lh.error_outputs(lh.run_all(page))
        context.close()
    assert not errors and not guard.seen, (errors, guard.seen)
    assert any(url.endswith("pyodide.asm.wasm") for url in guard.mirrored), guard.mirrored
    return {
        "cdn_mb": site_size(outdir)["mb"],
        "cdn_kernel_start_s": start,
        "cdn_runtime_files": len(guard.mirrored),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="kernel starts and hints to time")
    parser.add_argument("--cold", action="store_true", help="build with an empty cache")
    parser.add_argument("--shots", action="store_true", help="take screenshots")
    parser.add_argument("--cdn", action="store_true", help="check the --cdn build too")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="unsun-lite-bench-") as scratch:
        if args.cold:
            os.environ["UNSUN_LITE_CACHE"] = str(Path(scratch) / "cache")
        summary = lh.build_site(Path(scratch) / "site")
        size = site_size(Path(summary["outdir"]))
        report: dict[str, Any] = {"build_s": summary["seconds"], "cold_cache": args.cold, **size}
        with lh.SiteServer(Path(summary["outdir"])) as server, sync_playwright() as playwright:
            browser = lh.launch(playwright.chromium)
            starts = []
            outside: list[str] = []
            page: Page | None = None
            for _ in range(args.runs):
                if page is not None:
                    page.context.close()
                page, guard = new_page(browser)
                starts.append(lh.open_notebook(page, server.url, "05_play_a_match.ipynb"))
                outside += guard.seen
            assert page is not None
            report["kernel_start_s"] = statistics.median(starts)
            report["kernel_start_all_s"] = [round(t, 1) for t in starts]
            lh.run_all(page)
            hints = hint_times(page, args.runs)
            report["hint_click_s"] = statistics.median(hints)
            report["hint_click_all_s"] = [round(t, 2) for t in hints]
            outputs = lh.execute(page, DECISIONS_PY)
            text = lh.stream_text(outputs).split()
            if len(text) != 4:
                raise SystemExit(f"the decision timing failed in the browser: {outputs}")
            count, median, p95, worst = int(text[0]), *map(float, text[1:])
            report["search_decisions"] = count
            report["search_median_s"], report["search_p95_s"] = median, p95
            report["search_max_s"] = worst
            outside += guard.seen
            report["outside_requests"] = outside
            if args.shots:
                screenshots(browser, server, REPO / "test-artifacts" / "lite")
            if args.cdn:
                report.update(cdn_check(browser, Path(scratch) / "cdn-site"))
            browser.close()
    print(json.dumps({k: round(v, 2) if isinstance(v, float) else v for k, v in report.items()}))


if __name__ == "__main__":
    main()
