"""Annotated example deals, indexed by the rule they show (R11–R29).

Each example is a complete deal record (format ``unsun-lab/deal-1``) with a title naming its
rule ids, notes for a learner, and notes on the moves that matter. The deals were found by
searching seeded deals (see ``tools/build_examples.py`` in the repository), not made up, all
but one: ``course`` was composed for notebooks 02-04, its cards chosen so that the
declaration, the discard, the first lead, a free trick, face-down trumps, a Meri most seats
must follow, Monchi, the lone Sun, a combination and the ninth trick all come up, each play
with a note on why a sensible player chose it (its record is its source).

>>> from unsun_lab import examples
>>> "hidden_sota_robai" in examples.for_rule("R28")
True
>>> deal = examples.load("hidden_sota_robai")
>>> deal.over, deal.robai_hidden
(True, True)
>>> examples.load("monchi", "pt").move_notes[38]
'O5: sem Guru na mão, o jogador 2 pode jogar qualquer carta (R23).'
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from unsun_lab.deal import Deal
from unsun_lab.i18n import CATALOGUES, resolve_language

__all__ = ["INDEX", "for_rule", "load", "names", "record"]

_INDEX_FILE = "index.json"


def _files() -> Traversable:
    return resources.files(__name__)


def _read_index() -> dict[str, list[str]]:
    index = _files().joinpath(_INDEX_FILE)
    if not index.is_file():  # only while tools/build_examples.py writes the library anew
        return {}
    data = json.loads(index.read_text(encoding="utf-8"))
    return {str(rule): sorted(str(n) for n in names) for rule, names in data.items()}


#: Rule id ('R11' … 'R29') -> the names of the examples that show it, sorted.
INDEX: dict[str, list[str]] = _read_index()


@cache
def _names() -> tuple[str, ...]:
    found = [
        entry.name[: -len(".json")]
        for entry in _files().iterdir()
        if entry.name.endswith(".json") and entry.name != _INDEX_FILE
    ]
    return tuple(sorted(found))


def names() -> list[str]:
    """The names of all examples, sorted."""
    return list(_names())


def record(name: str) -> dict[str, Any]:
    """The record of example ``name`` as a dict (a fresh copy each time)."""
    if name not in _names():
        raise KeyError(f"no example named {name!r}; the examples are: {', '.join(_names())}")
    text = _files().joinpath(f"{name}.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def load(name: str, lang: str | None = None) -> Deal:
    """Example ``name`` as a Deal, replayed to its end, with its title and notes in ``lang``
    (None: the language chosen with ``ul.set_language``; the record itself is English).

    The moves and cards are the record's in every language; only ``title``, ``notes`` and
    ``move_notes`` are read from the catalogue (keys ``example.<name>.title``, ``.notes`` and
    ``.note.<index>``, see ``unsun_lab.i18n.examples``).
    """
    catalogue = CATALOGUES[resolve_language(lang)]
    deal = Deal.from_record(record(name))
    prefix = f"example.{name}"

    def said(key: str, english: str) -> str:
        found = catalogue.get(key, english)
        return found if isinstance(found, str) else english  # an example note never counts

    if deal.title is not None:
        deal.title = said(f"{prefix}.title", deal.title)
    if deal.notes is not None:
        deal.notes = said(f"{prefix}.notes", deal.notes)
    for index, note in list(deal.move_notes.items()):
        deal.note(index, said(f"{prefix}.note.{index}", note))
    return deal


def for_rule(rule_id: str) -> list[str]:
    """The examples that show rule ``rule_id`` (e.g. 'R21'); empty if there are none."""
    return list(INDEX.get(rule_id.strip().upper(), []))
