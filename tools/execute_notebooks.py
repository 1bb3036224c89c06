"""Execute notebooks in place and commit only what a reader needs.

    PYTHONPATH=. python tools/execute_notebooks.py notebooks/03_playing_tricks.ipynb ...

Each notebook is run top to bottom in a fresh kernel (cwd: its folder). The saved file keeps
the outputs and the cell tags, and drops what only changes from run to run or weighs without
teaching: the widget state (a widget's HTML fallback still shows on GitHub) and the execution
timestamps. A picture of the library is stored once: as the HTML ``<img>`` JupyterLab prefers
(it shrinks with the output), without its copy as bare ``image/svg+xml``. A cell tagged
``no-html-fallback`` also loses the HTML picture of its widget (its
one-line text stays): a widget whose picture weighs tens of kilobytes, shown at the end of a
lesson, needs a kernel anyway. It fails if a notebook raises, or ends up larger than the limit
the tests enforce.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

LIMIT = 250_000  # bytes per notebook, as tests/test_notebooks.py checks


def execute(path: Path) -> int:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(
        nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}
    ).execute()
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if str(data.get("text/html", "")).startswith('<img class="ul-svg-img"'):
                data.pop("image/svg+xml", None)
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
    for name in paths:
        print(f"{name}: {execute(Path(name)):,} bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
