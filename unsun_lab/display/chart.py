"""A chart of estimates: horizontal bars with their 95 % intervals, as an :class:`SVG` picture.

Grey text and axes on a transparent background, and bars in colours that stand out on white
and on black (``unsun_lab.study``'s ``RED`` and ``BLUE``): readable in JupyterLab's light and
dark themes. Standard library only, so it works wherever the core does (the browser version
of the course has no matplotlib). ``study.interval_chart`` gives the same picture as an object
that draws itself through this module; ``practice_chart_svg`` draws the Practice widget's
progress by rule (seen, right and the Leitner box).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from unsun_lab.display.svg import SVG
from unsun_lab.stats import Estimate
from unsun_lab.study import BLUE, GREY, RED

__all__ = ["interval_chart_svg", "practice_chart_svg"]


def _nice_ticks(low: float, high: float) -> list[float]:
    span = high - low or 1.0
    step = 10 ** math.floor(math.log10(span / 4))
    for factor in (1, 2, 2.5, 5, 10):
        if span / (step * factor) <= 6:
            step *= factor
            break
    first = math.ceil(low / step) * step
    return [round(first + k * step, 10) for k in range(int((high - first) / step + 1e-9) + 1)]


def interval_chart_svg(
    labels: Sequence[str],
    estimates: Sequence[Estimate],
    title: str,
    xlabel: str,
    color: str = RED,
) -> SVG:
    """Horizontal bars, one per estimate, each with its 95 % interval as an error bar, and a
    line at zero. The picture is SVG text, drawn the same way on every machine; in a
    notebook it shrinks to fit a narrow output, like every picture here.

    >>> from unsun_lab.stats import proportion_interval
    >>> svg = interval_chart_svg(["a"], [proportion_interval(3, 10)], "Title", "share")
    >>> svg.startswith("<svg") and "Title" in svg
    True
    """
    finite = [x for e in estimates for x in (e.value, e.low, e.high) if math.isfinite(x)]
    low, high = min([0.0, *finite]), max([0.0, *finite])
    ticks = _nice_ticks(low, high)
    low, high = min(low, ticks[0]), max(high, ticks[-1])
    left, right, top, row = 110.0, 500.0, 34.0, 24.0
    bottom = top + row * len(labels)

    def x(v: float) -> float:
        return left + (v - low) / ((high - low) or 1.0) * (right - left)

    parts = [
        f'<text x="4" y="18" font-size="14" fill="{GREY}">{escape(title)}</text>',
        f'<line x1="{x(0):.1f}" y1="{top - 4}" x2="{x(0):.1f}" y2="{bottom}" stroke="{GREY}"/>',
        f'<line x1="{left}" y1="{bottom}" x2="{right}" y2="{bottom}" stroke="{GREY}"/>',
    ]
    for t in ticks:
        parts.append(
            f'<line x1="{x(t):.1f}" y1="{bottom}" x2="{x(t):.1f}" y2="{bottom + 4}" '
            f'stroke="{GREY}"/><text x="{x(t):.1f}" y="{bottom + 16}" font-size="11" '
            f'fill="{GREY}" text-anchor="middle">{t:g}</text>'
        )
    for i, (label, e) in enumerate(zip(labels, estimates, strict=True)):
        y = top + i * row
        parts.append(
            f'<text x="{left - 6}" y="{y + row / 2 + 4:.1f}" font-size="12" fill="{GREY}" '
            f'text-anchor="end">{escape(label)}</text>'
        )
        if not math.isfinite(e.value):
            continue
        a, b = sorted((x(0), x(e.value)))
        parts.append(
            f'<rect x="{a:.1f}" y="{y + 4}" width="{b - a:.1f}" height="{row - 8}" '
            f'fill="{color}" fill-opacity="0.75"/>'
        )
        if math.isfinite(e.low) and math.isfinite(e.high):
            mid = y + row / 2
            parts.append(
                f'<path d="M{x(e.low):.1f} {mid}H{x(e.high):.1f}M{x(e.low):.1f} {mid - 5}'
                f'V{mid + 5}M{x(e.high):.1f} {mid - 5}V{mid + 5}" stroke="{GREY}" '
                'stroke-width="1.6" fill="none"/>'
            )
    height = bottom + 40
    parts.append(
        f'<text x="{(left + right) / 2}" y="{height - 6}" font-size="12" fill="{GREY}" '
        f'text-anchor="middle">{escape(xlabel)}</text>'
    )
    return _svg(right + 20, height, title, parts)


def _svg(width: float, height: float, title: str, parts: list[str]) -> SVG:
    return SVG(
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
        f'width="{width:.0f}" height="{height:.0f}" font-family="sans-serif" '
        f'role="img" aria-label="{escape(title)}">' + "".join(parts) + "</svg>"
    )


def practice_chart_svg(
    rows: Sequence[tuple[str, int, int, int]],
    *,
    title: str,
    seen: str,
    right: str,
    box: str,
    empty: str,
) -> SVG:
    """The progress by rule: one row per ``(rule, seen, right, box)``, a light bar for the
    exercises seen and a full one for those answered right over it, and the rule's Leitner
    box in a small square at the end of its row. The legend stands above the bars and the
    box's meaning (``box``) below them, so neither covers a bar. While nothing was answered
    the picture is the title and the sentence ``empty``, with no axis. Like every picture
    here it shrinks to fit a narrow output.

    >>> svg = practice_chart_svg([("R19", 3, 2, 2)], title="By rule", seen="seen",
    ...                          right="right", box="Leitner box", empty="Nothing yet.")
    >>> "R19" in svg and "Nothing yet." not in svg
    True
    >>> "<line" in practice_chart_svg([("R19", 0, 0, 1)], title="By rule", seen="seen",
    ...                               right="right", box="Leitner box", empty="Nothing yet.")
    False
    """
    width = 520.0
    head = [f'<text x="4" y="18" font-size="14" fill="{GREY}">{escape(title)}</text>']
    most = max((r[1] for r in rows), default=0)
    if most <= 0:
        note = (
            f'<text x="{width / 2:.0f}" y="50" font-size="13" fill="{GREY}" '
            f'text-anchor="middle">{escape(empty)}</text>'
        )
        return _svg(width, 66, title, [*head, note])
    left, end, top, row = 56.0, 440.0, 54.0, 24.0
    bottom = top + row * len(rows)
    ticks = [t for t in _nice_ticks(0.0, float(most)) if t == int(t)]
    high = max(float(most), ticks[-1])

    def x(v: float) -> float:
        return left + v / high * (end - left)

    parts = [
        *head,
        f'<rect x="{left}" y="26" width="12" height="12" fill="{GREY}" fill-opacity="0.5"/>',
        f'<text x="{left + 17}" y="36" font-size="12" fill="{GREY}">{escape(seen)}</text>',
        f'<rect x="{left + 150}" y="26" width="12" height="12" fill="{BLUE}"/>',
        f'<text x="{left + 167}" y="36" font-size="12" fill="{GREY}">{escape(right)}</text>',
        f'<line x1="{left}" y1="{top - 4}" x2="{left}" y2="{bottom}" stroke="{GREY}"/>',
        f'<line x1="{left}" y1="{bottom}" x2="{end}" y2="{bottom}" stroke="{GREY}"/>',
    ]
    for t in ticks:
        parts.append(
            f'<line x1="{x(t):.1f}" y1="{bottom}" x2="{x(t):.1f}" y2="{bottom + 4}" '
            f'stroke="{GREY}"/><text x="{x(t):.1f}" y="{bottom + 16}" font-size="11" '
            f'fill="{GREY}" text-anchor="middle">{t:g}</text>'
        )
    for i, (rule, n_seen, n_right, n_box) in enumerate(rows):
        y = top + i * row
        parts += [
            f'<text x="{left - 6}" y="{y + row / 2 + 4:.1f}" font-size="12" fill="{GREY}" '
            f'text-anchor="end">{escape(rule)}</text>',
            f'<rect x="{left}" y="{y + 4}" width="{x(n_seen) - left:.1f}" height="{row - 8}" '
            f'fill="{GREY}" fill-opacity="0.5"/>',
            f'<rect x="{left}" y="{y + 4}" width="{x(n_right) - left:.1f}" height="{row - 8}" '
            f'fill="{BLUE}"/>',
            f'<rect x="{end + 24}" y="{y + 3}" width="{row - 6}" height="{row - 6}" rx="3" '
            f'fill="none" stroke="{GREY}"/><text x="{end + 24 + (row - 6) / 2}" '
            f'y="{y + row / 2 + 4:.1f}" font-size="12" fill="{GREY}" '
            f'text-anchor="middle">{n_box}</text>',
        ]
    height = bottom + 48
    parts.append(  # the box's meaning, after a square like those at the end of the rows
        f'<rect x="{left}" y="{height - 20}" width="14" height="14" rx="3" fill="none" '
        f'stroke="{GREY}"/><text x="{left + 20}" y="{height - 9}" font-size="11" '
        f'fill="{GREY}">{escape(box)}</text>'
    )
    return _svg(width, height, title, parts)
