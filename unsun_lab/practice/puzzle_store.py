"""The shipped best-move puzzles: package data (``unsun_lab/puzzles.json``, format
``unsun-lab/puzzles-1``) built and verified by ``tools/build_puzzles.py``, read once and
checked entry by entry as it is read (:func:`load_puzzles`).

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
import math
import os
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from unsun_lab.cards import Card, Suit
from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation, Move, Number, Term
from unsun_lab.fileio import FileRefused, read_bounded
from unsun_lab.safe import quote

__all__ = [
    "FORMAT",
    "MAX_PUZZLE_BYTES",
    "PuzzleFileError",
    "explanation_from_data",
    "explanation_to_data",
    "load_puzzles",
    "puzzles",
    "themes",
]

#: The format of the puzzle file.
FORMAT = "unsun-lab/puzzles-1"

#: A puzzle file larger than this is refused unread (the shipped one is about 4 MB: each
#: puzzle keeps its context).
MAX_PUZZLE_BYTES = 8_000_000

#: The fields of one puzzle.
FIELDS = ("seat", "best", "margin", "values", "record", "source")


class PuzzleFileError(ValueError):
    """A puzzle file that cannot be used; the message names the file, the entry and the
    field."""


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
def _shipped() -> tuple[dict[str, Any], ...]:
    """The shipped puzzles (package data built by ``tools/build_puzzles.py``), read and
    checked once (:func:`load_puzzles`)."""
    found = resources.files("unsun_lab").joinpath("puzzles.json")
    if not found.is_file():
        return ()
    with resources.as_file(found) as path:
        return load_puzzles(path)


def load_puzzles(path: str | os.PathLike[str]) -> tuple[dict[str, Any], ...]:
    """The puzzles of the file ``path``, each checked: a position a Deal replays, the deciding
    seat the one to move, ``values`` a number for every legal move of that seat and for none
    other, ``best`` the move of the highest value, ``margin`` a number at least 0, ``source``
    an integer. Anything else raises PuzzleFileError naming the file, the entry and the field,
    so that no exercise is ever made whose answer is not among its choices."""
    name = Path(path).name
    try:
        raw = read_bounded(path, MAX_PUZZLE_BYTES)
        data = json.loads(raw.decode("utf-8"))
    except FileRefused as err:
        raise PuzzleFileError(f"{name}: {err}") from None
    except (UnicodeDecodeError, ValueError, RecursionError) as err:
        raise PuzzleFileError(f"{name}: not JSON: {quote(str(err))}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        got = data.get("format") if isinstance(data, dict) else data
        raise PuzzleFileError(f"{name}: format: expected {FORMAT!r}, got {quote(got)}")
    entries = data.get("puzzles")
    if not isinstance(entries, list):
        raise PuzzleFileError(f"{name}: puzzles: expected a list, got {quote(entries)}")
    return tuple(_checked(entry, f"{name}: puzzle {i}") for i, entry in enumerate(entries))


def _number(value: object) -> bool:
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and abs(value) < 1e6
    )


def _checked(entry: object, where: str) -> dict[str, Any]:
    """One puzzle, checked field by field (PuzzleFileError naming the field)."""
    if not isinstance(entry, dict):
        raise PuzzleFileError(f"{where}: expected an object, got {quote(entry)}")
    missing = [f for f in FIELDS if f not in entry]
    if missing:
        raise PuzzleFileError(f"{where}: {missing[0]}: missing")
    seat, best, values = entry["seat"], entry["best"], entry["values"]
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 7:
        raise PuzzleFileError(f"{where}: seat: expected a seat 0-7, got {quote(seat)}")
    if isinstance(entry["source"], bool) or not isinstance(entry["source"], int):
        raise PuzzleFileError(f"{where}: source: expected an integer, got {quote(entry['source'])}")
    if not _number(entry["margin"]) or entry["margin"] < 0:
        raise PuzzleFileError(
            f"{where}: margin: expected a number >= 0, got {quote(entry['margin'])}"
        )
    if not isinstance(values, dict) or not values:
        raise PuzzleFileError(f"{where}: values: expected an object of moves, got {quote(values)}")
    for move, value in values.items():
        if not _number(value):
            raise PuzzleFileError(
                f"{where}: values.{quote(move, 20)}: expected a number, got {quote(value)}"
            )
    try:
        deal = Deal.from_record(entry["record"])
    except (ValueError, TypeError, KeyError) as err:
        raise PuzzleFileError(f"{where}: record: {quote(str(err), 200)}") from None
    if deal.over or deal.to_move != seat:
        raise PuzzleFileError(f"{where}: seat: seat {seat} is not the seat to move in the record")
    legal = list(deal.legal_moves())
    if set(values) != set(legal):
        raise PuzzleFileError(
            f"{where}: values: expected a value for each legal move of seat {seat}"
            f" ({', '.join(legal)}), got {quote(sorted(values))}"
        )
    if not isinstance(best, str) or best not in legal:
        raise PuzzleFileError(
            f"{where}: best: {quote(best)} is not a legal move of seat {seat} ({', '.join(legal)})"
        )
    if values[best] < max(values.values()):
        raise PuzzleFileError(f"{where}: best: {quote(best)} is not the move of the highest value")
    return entry


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


def _value_to_data(value: Any) -> Any:
    if isinstance(value, Explanation):
        return explanation_to_data(value)
    if isinstance(value, Term):
        return {"term": value.key}
    if isinstance(value, Move):
        return {"move": value.move}
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
    if "move" in value:
        return Move(str(value["move"]))
    if "number" in value:
        return Number(float(value["number"]), int(value["digits"]), bool(value["sign"]))
    if "suit" in value:
        return next(s for s in Suit if s.letter == value["suit"])
    raise ValueError(f"not a stored sentence parameter: {value!r}")


def explanation_from_data(data: dict[str, Any]) -> Explanation:
    """The sentence :func:`explanation_to_data` stored."""
    params = {str(k): _value_from_data(v) for k, v in dict(data["params"]).items()}
    return Explanation(data["rule"], str(data["key"]), params)
