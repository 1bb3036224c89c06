"""How nbval checks the notebooks: the lesson, not the pixels.

``pytest`` runs every notebook under nbval (``--nbval-lax``: only the cells tagged
``nbval-check-output`` are compared). A checked cell is compared on its *text* outputs only: what it
prints and the ``text/plain`` repr of what it shows (``<Trick 9 ... winner=0>``,
``DealStepper(move=14/66, ...)``), which state a rule's effect. The drawings are never compared:
SVG and HTML bytes change whenever a picture is tweaked, and widget model ids are random. A cell
still fails if it raises, or if its text differs from the committed one.
"""

from __future__ import annotations

from typing import Any

# The output kinds that are pictures of the state rather than statements about it.
PICTURES = (
    "image/svg+xml",
    "image/png",
    "image/jpeg",
    "text/html",
    "application/javascript",
    "application/vnd.jupyter.widget-view+json",
    "application/vnd.jupyter.widget-state+json",
)


def pytest_collectstart(collector: Any) -> None:
    """Tell each notebook collected by nbval to skip the pictures when it compares outputs."""
    try:
        from nbval.plugin import IPyNbFile
    except ImportError:  # nbval not installed: nothing to configure
        return
    if isinstance(collector, IPyNbFile):
        collector.skip_compare = tuple(dict.fromkeys((*collector.skip_compare, *PICTURES)))
