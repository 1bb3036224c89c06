"""The Practice chart (display.chart.practice_chart_svg): an empty state before any answer,
an axis from 0, and a legend that covers no bar, in every language."""

from __future__ import annotations

import re

import pytest

from unsun_lab.display.chart import practice_chart_svg
from unsun_lab.i18n import LANGUAGES, text

NUMBER = r"(-?[\d.]+)"


def words(lang: str) -> dict[str, str]:
    keys = ("title", "seen", "right", "box", "empty")
    return {k: text(f"practice.chart.{k}", lang) for k in keys}


def rects(svg: str) -> list[tuple[float, float, float, float]]:
    found = re.findall(rf'<rect x="{NUMBER}" y="{NUMBER}" width="{NUMBER}" height="{NUMBER}"', svg)
    return [tuple(map(float, r)) for r in found]  # type: ignore[misc]


def texts(svg: str) -> list[tuple[float, float, str]]:
    found = re.findall(rf'<text x="{NUMBER}" y="{NUMBER}"[^>]*>([^<]*)</text>', svg)
    return [(float(x), float(y), t) for x, y, t in found]


def size(svg: str) -> tuple[float, float]:
    w, h = re.search(rf'viewBox="0 0 {NUMBER} {NUMBER}"', svg).groups()  # type: ignore[union-attr]
    return float(w), float(h)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_before_any_answer_the_chart_is_its_title_and_a_sentence(lang: str) -> None:
    w = words(lang)
    svg = practice_chart_svg([("R19", 0, 0, 1), ("R20", 0, 0, 1)], **w)
    assert "<line" not in svg and not rects(svg)  # no axis, no bar, no box
    assert [t for _, _, t in texts(svg)] == [w["title"], w["empty"]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_legend_and_the_boxes_cover_no_bar(lang: str) -> None:
    w = words(lang)
    rows = [("R19", 3, 2, 2), ("R20", 9, 4, 1), ("R29", 8, 6, 3)]
    svg = practice_chart_svg(rows, **w)
    width, height = size(svg)
    shapes = rects(svg)
    bars = [r for r in shapes if r[2] > 0 and r[3] == 16]  # the rows' bars (row 24, less 8)
    assert len(bars) == 2 * len(rows)
    first_bar = min(y for _, y, _, _ in bars)
    legend = [t for t in texts(svg) if t[2] in (w["seen"], w["right"])]
    assert len(legend) == 2 and all(y < first_bar for _, y, _ in legend)
    # The legend's two squares sit above the bars, the second after the first's words.
    squares = [r for r in shapes if r[3] == 12]
    assert len(squares) == 2 and all(y + h < first_bar for _, y, _, h in squares)
    assert squares[1][0] > squares[0][0] + 12 + 7 * len(w["seen"])
    # Each box number inside the picture, right of the bars' end.
    bars_end = max(x + bw for x, _, bw, _ in bars)
    boxes = [t for t in texts(svg) if t[2] in {"1", "2", "3"} and t[0] > bars_end]
    assert len(boxes) == len(rows) and all(x < width - 10 for x, _, _ in boxes)
    # The box's meaning under the axis's numbers, inside the picture.
    meaning = next(t for t in texts(svg) if t[2] == w["box"])
    ticks = [t for t in texts(svg) if re.fullmatch(r"\d+", t[2]) and t not in boxes]
    assert ticks and meaning[1] > max(y for _, y, _ in ticks) and meaning[1] < height


def test_the_axis_starts_at_zero_and_counts_whole_exercises() -> None:
    svg = practice_chart_svg([("R19", 1, 0, 1)], **words("en"))
    bars_end = 440.0
    ticks = [t for t in texts(svg) if t[0] <= bars_end and re.fullmatch(r"-?[\d.]+", t[2])]
    values = [float(t[2]) for t in ticks]
    assert values[0] == 0 and all(v == int(v) and v >= 0 for v in values), values
