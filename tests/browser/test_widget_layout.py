"""The widgets' layout, focus and a whole match, in a real JupyterLab in Chromium.

``notebooks/layout.ipynb`` shows a DealStepper, a PlayTable four tricks into its first deal, a
PlayTable whose first deal is over, a fresh PlayTable at "instant" pace and a RankExplorer
(its plain Isu Robai wears a badge). At notebook widths of
about 560 px (1024×700 with the file browser open), 960 px and 1760 px, in the light and the
dark theme, every widget is probed in the page: nothing reaches outside it, no card's top-left
corner (where its code is printed) and no line of text is covered by another element
(``elementFromPoint``), no text is under 8 px on screen, the faces' words included.
Screenshots go to ``artifacts_dir``; every wait is for the page to change, bounded.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page

import unsun_lab as ul

from .conftest import JupyterLabServer, run_notebook_in_lab
from .test_widgets_browser import switch_theme

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "layout.ipynb"

#: (name, viewport width, height, file browser open)
WIDTHS = [("narrow", 1024, 700, True), ("laptop", 1400, 900, True), ("wide", 1920, 1080, False)]

# Probes one widget where it is on screen now; returns what is wrong, in words.
_PROBE_JS = r"""
(root) => {
  const R = root.getBoundingClientRect();
  const vh = window.innerHeight, vw = window.innerWidth;
  const out = [];
  const desc = (el) => !el ? "nothing" : el.tagName.toLowerCase() + "." +
    String(el.className && el.className.baseVal !== undefined ? el.className.baseVal : el.className)
      .split(" ").join(".") + (el.dataset && el.dataset.code ? "[" + el.dataset.code + "]" : "");
  // Only points inside the notebook's scrolling area: JupyterLab's bars lie over the rest.
  let box = root.parentElement;
  while (box && !(box.scrollHeight > box.clientHeight + 4 &&
    /(auto|scroll)/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
  const B = box ? box.getBoundingClientRect() : { top: 0, left: 0, right: vw, bottom: vh };
  const onScreen = (x, y) => x >= B.left && y >= B.top + 2 && x < B.right && y < B.bottom - 2;
  if (root.scrollWidth > root.clientWidth + 1) {
    out.push(`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
  }
  for (const el of root.querySelectorAll("*")) {
    const inSvg = el.closest("svg") && el.tagName.toLowerCase() !== "svg";
    if (el.closest(".ul-sr-only") || inSvg) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.right > R.right + 1 || r.left < R.left - 1) out.push(`outside the widget: ${desc(el)}`);
  }
  let probed = 0;
  for (const card of root.querySelectorAll(".ul-card")) {
    const r = card.getBoundingClientRect();
    if (r.width === 0) continue;
    const x = r.left + r.width * 0.1, y = r.top + r.height * 0.08;
    if (!onScreen(x, y)) continue;
    probed++;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !card.contains(hit)) out.push(`corner of ${desc(card)} covered by ${desc(hit)}`);
  }
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) {
    const t = walk.currentNode;
    if (!t.nodeValue.trim()) continue;
    const p = t.parentElement;
    if (!p || p.closest("svg, .ul-sr-only, select, option")) continue;
    // Text kept for screen readers only (a 1 px clipped box) is not drawn, so not probed.
    const box = p.getBoundingClientRect();
    if (box.width <= 1 && box.height <= 1) continue;
    const range = document.createRange();
    range.selectNodeContents(t);
    const r = range.getClientRects()[0];
    if (!r || r.width === 0) continue;
    const size = parseFloat(getComputedStyle(p).fontSize);
    if (size < 8) out.push(`text under 8 px (${size}): "${t.nodeValue.slice(0, 30)}"`);
    // A word wraps whole: cut across two lines ("adversári" / "o") it is hard to read.
    // Breaks after a hyphen, a dash or a slash are lines breaking where they may, and so is
    // any break beside a kana, a kanji or full-width punctuation (Japanese has no spaces).
    for (const m of t.nodeValue.matchAll(/[^\s\-\u2013\u2014\/\u3000-\u9fff\uff00-\uffef]{2,}/g)) {
      const word = document.createRange();
      word.setStart(t, m.index);
      word.setEnd(t, m.index + m[0].length);
      const tops = new Set([...word.getClientRects()].filter((w) => w.width > 0)
        .map((w) => Math.round(w.top / 4)));
      if (tops.size > 1) out.push(`word cut across lines: "${m[0]}"`);
    }
    const x = r.left + Math.min(r.width / 2, 12), y = r.top + r.height / 2;
    if (!onScreen(x, y)) continue;
    probed++;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(p.contains(hit) || hit.contains(p))) {
      out.push(`text "${t.nodeValue.slice(0, 30)}" covered by ${desc(hit)}`);
    }
  }
  for (const text of root.querySelectorAll(".ul-card svg text")) {
    const m = text.getScreenCTM();
    const size = parseFloat(text.getAttribute("font-size") || "0");
    if (m && size && size * Math.hypot(m.a, m.b) < 7.95) {
      out.push(`card text "${text.textContent}" at ${(size * Math.hypot(m.a, m.b)).toFixed(1)} px`);
    }
  }
  // The words on one card face never touch each other ("Robai" and "ロバイ" at its foot).
  // A face's words live in its <defs> (drawn through <use>), so each face is measured once
  // in a scratch <svg> on the page, in the face's own units (the card is 60 wide).
  const scratch = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  scratch.setAttribute("style", "position:absolute;left:0;top:0;visibility:hidden");
  document.body.appendChild(scratch);
  const measured = new Set();
  for (const face of root.querySelectorAll(".ul-card > svg defs > g[id]")) {
    if (measured.has(face.id + face.innerHTML.length)) continue;
    measured.add(face.id + face.innerHTML.length);
    scratch.setAttribute("font-family", getComputedStyle(face.closest("svg")).fontFamily);
    const copy = scratch.appendChild(face.cloneNode(true));
    copy.removeAttribute("id");
    const boxes = [...copy.querySelectorAll("text")].map((t) => [t.textContent, t.getBBox()]);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, ra] = boxes[i], [b, rb] = boxes[j];
        const dx = Math.min(ra.x + ra.width, rb.x + rb.width) - Math.max(ra.x, rb.x);
        const dy = Math.min(ra.y + ra.height, rb.y + rb.height) - Math.max(ra.y, rb.y);
        if (dx > -1 && dy > 1) out.push(`card words touch on ${face.id}: "${a}" / "${b}"`);
      }
    }
    copy.remove();
  }
  scratch.remove();
  return { problems: out, probed, width: R.width };
}
"""


# Where the stepper's ring puts its places (tops, and lefts of seats 2 and 6).
_RING_JS = r"""
(root) => {
  const ring = root.querySelector(".ul-ring.ul-ring-hands");
  const box = (sel) => ring.querySelector(sel).getBoundingClientRect();
  const cols = getComputedStyle(ring).gridTemplateColumns.split(" ").length;
  return { n: ring.querySelectorAll(":scope > .ul-hand").length, cols,
    s4: box("[data-seat='4']").top, s0: box("[data-seat='0']").top, mid: box(".ul-middle").top,
    s2x: box("[data-seat='2']").left, s6x: box("[data-seat='6']").left };
}
"""


def probe_everywhere(page: Page, widget: Locator) -> dict[str, Any]:
    """Probe the widget at every scroll position that shows a part of it."""
    widget.scroll_into_view_if_needed()
    widget.evaluate("el => el.scrollIntoView({block: 'start'})")
    problems: list[str] = []
    probed = 0
    width = 0.0
    for _ in range(12):
        result = widget.evaluate(_PROBE_JS)
        problems += result["problems"]
        probed += result["probed"]
        width = result["width"]
        bottom = widget.evaluate("el => el.getBoundingClientRect().bottom")
        if bottom <= page.viewport_size["height"] - 40:  # type: ignore[index]
            break
        widget.evaluate(
            "(el) => { let s = el.parentElement; while (s && !(s.scrollHeight > s.clientHeight + 4"
            " && /(auto|scroll)/.test(getComputedStyle(s).overflowY))) s = s.parentElement;"
            " if (s) s.scrollBy(0, window.innerHeight - 200); }"
        )
    return {"problems": sorted(set(problems)), "probed": probed, "width": width}


def set_file_browser(page: Page, open_: bool) -> None:
    panel = page.locator("#filebrowser")
    if panel.is_visible() != open_:
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()
        page.wait_for_function(
            "o => !!(document.querySelector('#filebrowser') || {}).offsetParent === o", arg=open_
        )


# True once the window has the width asked for and the notebook and its widgets have kept the
# same size for three animation frames in a row: JupyterLab has laid the page out after a resize
# (its layout runs in animation frames). Polled on every frame; the count lives on ``window``.
_LAYOUT_SETTLED_JS = """
(width) => {
  const sizes = [...document.querySelectorAll('.jp-NotebookPanel, .ul-widget')]
    .map((el) => { const r = el.getBoundingClientRect(); return r.width + 'x' + r.height; })
    .join(' ');
  const seen = window.ulLayoutSeen || (window.ulLayoutSeen = { sizes: null, frames: 0 });
  seen.frames = sizes === seen.sizes ? seen.frames + 1 : 0;
  seen.sizes = sizes;
  return window.innerWidth === width && seen.frames >= 3;
}
"""


def wait_layout_settled(page: Page, width: int) -> None:
    """Wait until JupyterLab has laid the page out again at ``width`` (a state, not a delay)."""
    page.evaluate("() => { window.ulLayoutSeen = null; }")
    page.wait_for_function(_LAYOUT_SETTLED_JS, arg=width, polling="raf")


def each_layout(page: Page) -> Iterator[tuple[str, str]]:
    """Set the page to each theme (light, then dark) and each of WIDTHS in turn, yielding
    (theme, width name); the caller switches back to light when it is done."""
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        if theme.endswith("Dark"):
            switch_theme(page, theme)
        for name, width, height, browser_open in WIDTHS:
            page.set_viewport_size({"width": width, "height": height})
            set_file_browser(page, browser_open)
            wait_layout_settled(page, width)
            yield theme, name


def test_widgets_fit_every_width_in_light_and_dark(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    widgets = {
        "stepper": page.locator(".ul-deal-stepper").first,
        "table": page.locator(".ul-play-table").nth(0),
        "finished": page.locator(".ul-play-table").nth(1),
        "table_pt": page.locator(".ul-play-table").nth(3),
        "explorer": page.locator(".ul-rank-explorer").first,
    }
    for widget in widgets.values():
        widget.wait_for(state="visible")
    page.wait_for_function("() => document.querySelectorAll('.ul-card > svg').length > 100")
    seen_widths: dict[str, float] = {}
    failures: list[str] = []
    for theme, name in each_layout(page):
        # The stepper's hands sit round the table the PlayTable uses (one component): the
        # seat across (4) above the trick, the bottom seat (0) below it, 2 left of 6.
        where = widgets["stepper"].evaluate(_RING_JS)
        if not (where["n"] == 8 and where["s4"] < where["mid"] < where["s0"]):
            failures.append(f"{theme} {name} stepper ring: {where}")
        if not where["s2x"] < where["s6x"] and where["cols"] > 1:
            failures.append(f"{theme} {name} stepper ring sides: {where}")
        for label, widget in widgets.items():
            result = probe_everywhere(page, widget)
            seen_widths[name] = result["width"]
            assert result["probed"] > 20, (name, label, result)
            failures += [f"{theme} {name} {label}: {p}" for p in result["problems"]]
            widget.evaluate("el => el.scrollIntoView({block: 'start'})")
            shot = artifacts_dir / f"layout_{label}_{name}_{theme.split()[-1].lower()}.png"
            widget.screenshot(path=str(shot))
            if label == "explorer":  # the plain Isu row, with the IRo badge (R15)
                row = widget.locator(".ul-order[data-suit='I']")
                row.screenshot(path=str(shot.with_name("isu_row_" + shot.name)))
    switch_theme(page, "JupyterLab Light")
    assert 500 <= seen_widths["narrow"] <= 620, seen_widths
    assert 880 <= seen_widths["laptop"] <= 1000, seen_widths
    assert seen_widths["wide"] >= 1700, seen_widths
    assert not failures, "\n".join(failures[:40])
    assert not page.js_errors  # type: ignore[attr-defined]


def _inside(locator: Locator) -> bool:
    return bool(locator.evaluate("el => el.contains(document.activeElement)"))


def test_focus_stays_and_a_whole_match_is_played_by_clicks(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path
) -> None:
    run_notebook_in_lab(page, jupyterlab, NOTEBOOK)
    stepper = page.locator(".ul-deal-stepper").first
    stepper.wait_for(state="visible")
    position = stepper.locator(".ul-position")
    start = position.inner_text()
    stepper.locator(".ul-forward").click()
    page.wait_for_function(
        "s => document.querySelector('.ul-deal-stepper .ul-position').textContent !== s", arg=start
    )
    forward = stepper.locator(".ul-forward")
    assert forward.evaluate("el => el === document.activeElement"), "Forward lost the focus"
    after_click = position.inner_text()
    page.keyboard.press("ArrowRight")
    page.wait_for_function(
        "s => document.querySelector('.ul-deal-stepper .ul-position').textContent !== s",
        arg=after_click,
    )
    assert _inside(stepper), "ArrowRight lost the focus"
    before = position.inner_text()  # read before the key: the step can land at once
    page.keyboard.press("ArrowRight")  # the keys keep working after a patch
    page.wait_for_function(
        "s => !document.querySelector('.ul-deal-stepper .ul-position').textContent.startsWith(s)",
        arg=before,
    )
    assert _inside(stepper)

    # A note typed in the browser reaches the deal; Save writes it; Load reads it back.
    note = "Seat 2 must follow suit here? No: no Meri yet, any card (R22). — ソウタ"
    area = stepper.locator("textarea.ul-note")
    area.fill(note)
    stepper.locator(".ul-save-name").fill("noted.json")
    stepper.locator(".ul-save-deal").click()
    stepper.locator(".ul-saved").wait_for()
    saved = jupyterlab.root_dir / "noted.json"
    record = ul.Deal.from_record(saved.read_text(encoding="utf-8"))
    assert note in record.move_notes.values()
    index = next(k for k, v in record.move_notes.items() if v == note)
    stepper.locator(".ul-load-deal").click()  # the same file, read back: identical
    page.wait_for_function(
        "() => document.querySelector('.ul-deal-stepper .ul-position').textContent"
        ".startsWith('move 0 ')"
    )
    stepper.locator(".ul-end").click()
    for _ in range(len(record.moves) - index):
        before = position.inner_text()
        stepper.locator(".ul-back-btn").click()
        page.wait_for_function(
            "s => document.querySelector('.ul-deal-stepper .ul-position').textContent !== s",
            arg=before,
        )
    assert stepper.locator("textarea.ul-note").input_value() == note

    table = page.locator(".ul-play-table").nth(2)  # the fresh one, instant pace
    table.scroll_into_view_if_needed()
    deals_done = 0
    took_back = opened = reviewed = False
    for _ in range(400):
        status = table.locator(".ul-status").inner_text()
        if table.locator(".ul-outcome").count():
            break
        if table.locator(".ul-next-deal").count():
            summary = table.locator(".ul-summary").inner_text()
            assert re.search(r"\((?:R\d+, )*R29(?:, R\d+)*\)", summary) and "9" in summary
            if not opened:
                table.locator(".ul-history button[data-trick='3']").click()
                table.locator(".ul-history .ul-trick .ul-trick-result").wait_for()
                opened = True
            if not reviewed:
                table.locator(".ul-review").click()
                table.locator(".ul-review-box .ul-stepper-body").wait_for()
                table.locator(".ul-review-box .ul-start").click()
                page.wait_for_function(
                    "() => document.querySelectorAll('.ul-play-table')[2]"
                    ".querySelector('.ul-review-box .ul-position')"
                    ".textContent.startsWith('move 0 ')"
                )
                table.screenshot(path=str(artifacts_dir / "match_review.png"))
                table.locator(".ul-review-close").click()
                reviewed = True
            deals_done += 1
            before = table.locator(".ul-head").inner_text()
            table.locator(".ul-next-deal").click()
            page.wait_for_function(
                "b => document.querySelectorAll('.ul-play-table')[2]"
                ".querySelector('.ul-head').innerText !== b",
                arg=before,
            )
            continue
        buttons = table.locator(".ul-pass, .ul-hand .ul-card.ul-legal")
        if not buttons.count():
            page.wait_for_function(
                "s => document.querySelectorAll('.ul-play-table')[2]"
                ".querySelector('.ul-status').textContent !== s",
                arg=status,
            )
            continue
        first = buttons.first
        at = table.locator(".ul-table-body").get_attribute("data-at")
        if "ul-card" in (first.get_attribute("class") or ""):
            first.focus()
            page.keyboard.press("Enter")  # a card played from the keyboard
        else:
            first.click()
        page.wait_for_function(
            "a => document.querySelectorAll('.ul-play-table')[2]"
            ".querySelector('.ul-table-body').dataset.at !== a",
            arg=at,
        )
        assert _inside(table), "playing a card lost the focus"
        if not took_back and table.locator(".ul-take-back:not([disabled])").count():
            table.locator(".ul-take-back").click()
            table.locator(".ul-message", has_text="taken back").wait_for()
            assert _inside(table), "Take back lost the focus"
            took_back = True
    assert table.locator(".ul-outcome").count(), "the match did not reach its end"
    assert deals_done == 7 and took_back and opened and reviewed
    rows = table.locator(".ul-scoreboard tr")
    assert rows.count() == 1 + 8 + 1  # header, eight deals (R30), total
    assert "*" in table.locator(".ul-scoreboard").inner_text()  # the take-back is marked
    table.screenshot(path=str(artifacts_dir / "match_over.png"))
    assert not page.js_errors  # type: ignore[attr-defined]


def test_every_language_fits_at_560_and_960_px(page: Page, jupyterlab: JupyterLabServer) -> None:
    """The four widgets that show a deal, in each language, probed as above at the three
    narrower widths (light: the theme changes colours, not sizes; the English test above takes
    the wide one). Portuguese and Czech have the longest words; Japanese has none of the
    spaces the lines would break at."""
    from .shots_widgets import LANGUAGE_WIDGETS, LANGUAGES, LANGUAGES_NOTEBOOK

    run_notebook_in_lab(page, jupyterlab, LANGUAGES_NOTEBOOK)
    page.wait_for_function("() => document.querySelectorAll('.ul-card > svg').length > 200")
    failures: list[str] = []
    for name, width, height, browser_open in WIDTHS[:2]:
        page.set_viewport_size({"width": width, "height": height})
        set_file_browser(page, browser_open)
        wait_layout_settled(page, width)
        for label, selector in LANGUAGE_WIDGETS:
            for index, lang in enumerate(LANGUAGES):
                result = probe_everywhere(page, page.locator(selector).nth(index))
                assert result["probed"] >= 5, (name, label, lang, result)
                failures += [f"{name} {label} {lang}: {p}" for p in result["problems"]]
    assert not failures, "\n".join(failures[:40])
    assert not page.js_errors  # type: ignore[attr-defined]
