"""A chart of estimates: horizontal bars with their 95 % intervals, as an :class:`SVG` picture.

Grey text and axes on a transparent background, and bars in colours that stand out on white
and on black (``unsun_lab.study``'s ``RED`` and ``BLUE``): readable in JupyterLab's light and
dark themes. Standard library only, so it works wherever the core does (the browser version
of the course has no matplotlib). ``study.interval_chart`` gives the same picture as an object
that draws itself through this module.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from unsun_lab.display.svg import SVG
from unsun_lab.stats import Estimate
from unsun_lab.study import GREY, RED

__all__ = ["interval_chart_svg"]


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
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {right + 20:.0f} {height:.0f}" '
        f'width="{right + 20:.0f}" height="{height:.0f}" font-family="sans-serif" '
        f'role="img" aria-label="{escape(title)}">' + "".join(parts) + "</svg>"
    )
    return SVG(svg)
