"""Execute notebooks in place and commit only what a reader needs.

    PYTHONPATH=. python tools/execute_notebooks.py notebooks/03_playing_tricks.ipynb ...

Each notebook is run top to bottom in a fresh kernel (cwd: its folder) that imports this
checkout's unsun_lab, whatever copy is installed. The saved file keeps
the outputs and the cell tags, and drops what only changes from run to run or weighs without
teaching: the widget state (a widget's HTML fallback still shows on GitHub) and the execution
timestamps. A picture of the library is stored once: as the HTML ``<img>`` JupyterLab prefers
(it shrinks with the output), without its copy as bare ``image/svg+xml``. A notebook opened
from a fresh clone is not trusted, and JupyterLab then shows neither a bare ``image/svg+xml``
output (it falls back to the text form, ``<Chart: ...>``) nor an ``<svg>`` inside HTML (its
sanitizer drops the drawing and leaves its words run together), but it does show an ``<img>``
of a ``data:`` URI. So every stored picture becomes such an ``<img>``: a bare SVG output gets
one in place of its SVG, and each library ``<svg class="ul-svg">`` inside an HTML output (a
widget's static picture, ``HTML(hand_svg(...))``) is replaced by one. A cell tagged
``no-html-fallback`` also loses the HTML picture of its widget (its
one-line text stays): a widget whose picture weighs tens of kilobytes, shown at the end of a
lesson, needs a kernel anyway. It fails if a notebook raises, or ends up larger than the limit
the tests enforce.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient

from unsun_lab.display.svg import as_html

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 250_000  # bytes per notebook, as tests/house/test_notebooks.py checks

#: One picture of the library inlined in HTML (they never nest).
INLINE_SVG = re.compile(r'<svg\b[^>]*\bclass="ul-svg"[^>]*>.*?</svg>', re.DOTALL)


def as_image(data: dict[str, Any]) -> None:
    """Store the pictures of one output's bundle as ``<img>`` elements, which an untrusted
    notebook still draws (see the module's docstring)."""
    html = data.get("text/html")
    svg = data.get("image/svg+xml")
    if html is None and svg is not None:
        data["text/html"] = as_html("".join(svg) if isinstance(svg, list) else svg)
    elif html is not None:
        text = "".join(html) if isinstance(html, list) else html
        data["text/html"] = INLINE_SVG.sub(lambda m: as_html(m.group(0), inline=True), text)
    if str(data.get("text/html", "")).startswith('<img class="ul-svg-img"'):
        data.pop("image/svg+xml", None)


def execute(path: Path) -> int:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(
        nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}
    ).execute()
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        for output in cell.get("outputs", []):
            if "data" in output:
                as_image(output["data"])
        if "no-html-fallback" in cell.metadata.get("tags", []):
            for output in cell.get("outputs", []):
                if "application/vnd.jupyter.widget-view+json" in output.get("data", {}):
                    output["data"].pop("text/html", None)
    text = nbformat.writes(nb) + "\n"
    size = len(text.encode("utf-8"))
    if size > LIMIT:
        raise SystemExit(f"{path}: {size:,} bytes of outputs, over the {LIMIT:,} limit")
    tmp = path.with_suffix(".ipynb.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
    return size


def main(paths: list[str]) -> None:
    # The kernel runs in the notebook's folder, so a relative PYTHONPATH ("." above) does not
    # reach it: it would import whatever copy of unsun_lab is installed. Put this checkout first.
    here = [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
    os.environ["PYTHONPATH"] = os.pathsep.join(here)
    for name in paths:
        print(f"{name}: {execute(Path(name)):,} bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
