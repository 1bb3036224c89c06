"""The shipped best-move puzzles: package data (``unsun_lab/puzzles.json``, format
``unsun-lab/puzzles-1``) built and verified by ``tools/build_puzzles.py``, read once.

Each puzzle is a dict: ``record`` (the position, format ``unsun-lab/deal-1``), ``seat`` (who
decides), ``best`` (the best move), ``margin`` (its lead over every other move, in points of
expected team margin, R29), ``values`` (each legal move's expected margin) and ``source``
(the seed of the candidate it was built from). Built with ``--words``, a puzzle also holds
``why`` (for each other legal move, the coach's sentences on what the best move does that it
does not, ``analysis.contrasts``, stored as data: :func:`explanation_to_data`), ``shares``
(how often the random, heuristic and search players choose the best move) and ``rating``
(the difficulty those shares give, ``tools/build_puzzles.py``).

>>> found = puzzles()
>>> all(p["margin"] >= 0.5 and p["best"] in p["values"] for p in found)
True
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from unsun_lab.cards import Card, Suit
from unsun_lab.explain import Explanation, Number, Term

__all__ = ["FORMAT", "explanation_from_data", "explanation_to_data", "puzzles", "themes"]

#: The format of the puzzle file.
FORMAT = "unsun-lab/puzzles-1"


def puzzles(theme: str | None = None) -> tuple[dict[str, Any], ...]:
    """The shipped puzzles (package data built by ``tools/build_puzzles.py``), read once; with
    ``theme`` (a principle id of ``unsun_lab.principles.PRINCIPLES``) only the puzzles whose
    themes hold it (:func:`themes`).

    >>> len(puzzles("win_cheaply")) < len(puzzles())
    True
    """
    if theme is None:
        return _shipped()
    from unsun_lab.principles import PRINCIPLES

    if theme not in PRINCIPLES:
        raise ValueError(f"theme: unknown principle {theme!r}; known: {', '.join(PRINCIPLES)}")
    return tuple(p for p, found in zip(_shipped(), _themes(), strict=True) if theme in found)


@cache
def _themes() -> tuple[tuple[str, ...], ...]:
    """Each shipped puzzle's themes, in order (worked out once, from the seat's view)."""
    return tuple(themes(p) for p in _shipped())


def themes(puzzle: dict[str, Any]) -> tuple[str, ...]:
    """The principles at work in a puzzle (``principles.themes_of``): those that recommend its
    best move, from the deciding seat's view (R31), and not every legal move."""
    from unsun_lab.deal import Deal
    from unsun_lab.principles import themes_of

    view = Deal.from_record(puzzle["record"]).view(int(puzzle["seat"]))
    return themes_of(view, {puzzle["best"]})


@cache
def _shipped() -> tuple[dict[str, Any], ...]:
    """The shipped puzzles, read once."""
    path = resources.files("unsun_lab").joinpath("puzzles.json")
    if not path.is_file():
        return ()
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != FORMAT:
        raise ValueError(f"puzzles.json: expected format {FORMAT}, got {data.get('format')!r}")
    return tuple(data["puzzles"])


def _value_to_data(value: Any) -> Any:
    if isinstance(value, Explanation):
        return explanation_to_data(value)
    if isinstance(value, Term):
        return {"term": value.key}
    if isinstance(value, Number):
        return {"number": value.value, "digits": value.digits, "sign": value.sign}
    if isinstance(value, Suit):
        return {"suit": value.letter}
    if isinstance(value, Card):
        return value.code
    if isinstance(value, str | int | float):
        return value
    if isinstance(value, list | tuple):
        return [_value_to_data(v) for v in value]
    raise TypeError(f"cannot store a sentence parameter of type {type(value).__name__}")


def explanation_to_data(e: Explanation) -> dict[str, Any]:
    """A sentence as JSON-ready data, in no language: its rule, key and parameters (nested
    sentences, catalogue terms, numbers and suits kept as what they are)."""
    return {
        "rule": e.rule,
        "key": e.key,
        "params": {k: _value_to_data(v) for k, v in e.params.items()},
    }


def _value_from_data(value: Any) -> Any:
    if isinstance(value, list):
        return [_value_from_data(v) for v in value]
    if not isinstance(value, dict):
        return value
    if "key" in value and "params" in value:
        return explanation_from_data(value)
    if "term" in value:
        return Term(str(value["term"]))
    if "number" in value:
        return Number(float(value["number"]), int(value["digits"]), bool(value["sign"]))
    if "suit" in value:
        return next(s for s in Suit if s.letter == value["suit"])
    raise ValueError(f"not a stored sentence parameter: {value!r}")


def explanation_from_data(data: dict[str, Any]) -> Explanation:
    """The sentence :func:`explanation_to_data` stored."""
    params = {str(k): _value_from_data(v) for k, v in dict(data["params"]).items()}
    return Explanation(data["rule"], str(data["key"]), params)
