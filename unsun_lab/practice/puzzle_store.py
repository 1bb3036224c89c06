"""The shipped best-move puzzles: package data (``unsun_lab/puzzles.json``, format
``unsun-lab/puzzles-1``) built and verified by ``tools/build_puzzles.py``, read once.

Each puzzle is a dict: ``record`` (the position, format ``unsun-lab/deal-1``), ``seat`` (who
decides), ``best`` (the best move), ``margin`` (its lead over every other move, in points of
expected team margin, R29), ``values`` (each legal move's expected margin) and ``source``
(the seed of the candidate it was built from).

>>> found = puzzles()
>>> all(p["margin"] >= 0.5 and p["best"] in p["values"] for p in found)
True
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

__all__ = ["FORMAT", "puzzles"]

#: The format of the puzzle file.
FORMAT = "unsun-lab/puzzles-1"


@cache
def puzzles() -> tuple[dict[str, Any], ...]:
    """The shipped puzzles (package data built by ``tools/build_puzzles.py``), read once."""
    path = resources.files("unsun_lab").joinpath("puzzles.json")
    if not path.is_file():
        return ()
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != FORMAT:
        raise ValueError(f"puzzles.json: expected format {FORMAT}, got {data.get('format')!r}")
    return tuple(data["puzzles"])
