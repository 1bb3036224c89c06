"""The pictures in a real notebook: executed by a python3 kernel, exported to HTML by nbconvert.

An exported notebook, like nbviewer and GitHub, shows ``image/svg+xml`` output as an image
(base64 ``data:`` URLs), with no kernel and no JavaScript: each picture must be there, whole.
"""

from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import nbformat
import pytest
from nbconvert import HTMLExporter
from nbconvert.preprocessors import ExecutePreprocessor

from tests.helpers import conformance_dir

SVG_IMG = re.compile(r'<img [^>]*src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"')

#: (cell source, a text its picture must hold, one it must not)
CELLS = [
    ('ul.Card("KSu")', 'id="ul-KSu"', "TENKA"),
    ("card_svg(ul.TENKA, trump=ul.Suit.KOPPU)", ">TENKA<", "NATIVE"),
    ("Hand(deal.dealt[0], trump=deal.trump)", 'class="m-trump"', "seat 1"),
    ("hand_svg(deal.dealt[0], deal.trump, legal=deal.dealt[0][:2])", 'class="hl"', "TRUMP<"),
    ("deal.tricks[2]", "Robai-Rei", "m-facedown"),
    ("trick_svg(early.current_trick, reveal=False)", ">TRUMP<", 'href="#ul-KRo"'),
    ("deal", "SCORE", "m-facedown"),
    ("early.view(0)", ">TRUMP<", 'href="#ul-KRo"'),
    ("ul.trump_order(ul.Suit.ISU)", "Trumps when Isu is trump", "Koppu"),
    ("ul.plain_order(ul.Suit.ISU)", "2 &gt; Ro &gt; 1", "m-trump"),
    ("ul.plain_order(ul.Suit.PAO)", "A plain Pao has no Robai", "PRo"),
]


def notebook(record: Path) -> nbformat.NotebookNode:
    setup = (
        "import unsun_lab as ul\n"
        "from unsun_lab.display import Hand, card_svg, hand_svg, trick_svg\n"
        f"deal = ul.Deal.from_record({str(record)!r})\n"
        "early = deal.copy()\n"
        "while not (len(early.tricks) == 3 and len(early.tricks[2].plays) == 5):\n"
        "    early.pop()"
    )
    cells = [nbformat.v4.new_code_cell(setup)]
    cells += [nbformat.v4.new_code_cell(source) for source, _, _ in CELLS]
    return nbformat.v4.new_notebook(
        cells=cells, metadata={"kernelspec": {"name": "python3", "display_name": "Python 3"}}
    )


@pytest.fixture(scope="module")
def executed(tmp_path_factory: pytest.TempPathFactory) -> nbformat.NotebookNode:
    nb = notebook(conformance_dir() / "R28_hidden_robai_5.json")
    work = tmp_path_factory.mktemp("nb")
    ExecutePreprocessor(timeout=600, startup_timeout=600, kernel_name="python3").preprocess(
        nb, {"metadata": {"path": str(work)}}
    )
    return nb


def test_each_display_cell_outputs_one_svg(executed: nbformat.NotebookNode) -> None:
    for cell, (source, must, must_not) in zip(executed.cells[1:], CELLS, strict=True):
        bundles = [o for o in cell.outputs if o.output_type == "execute_result"]
        assert len(bundles) == 1, source
        svg = bundles[0].data["image/svg+xml"]
        ET.fromstring(svg)
        assert must in svg, source
        assert must_not not in svg, source


def test_html_export_holds_every_picture_whole(executed: nbformat.NotebookNode) -> None:
    html, _ = HTMLExporter().from_notebook_node(executed)
    pictures = [base64.b64decode(p).decode() for p in SVG_IMG.findall(html)]
    assert len(pictures) == len(CELLS)
    for svg, (source, must, must_not) in zip(pictures, CELLS, strict=True):
        root = ET.fromstring(svg)
        assert root.get("class") == "ul-svg", source
        assert must in svg and must_not not in svg, source
    assert "<script" not in "".join(pictures)  # no JavaScript needed, or allowed
