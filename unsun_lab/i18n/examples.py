"""The annotated example deals' titles and notes in every language (``example.<name>.*``).

English is the records themselves: ``unsun_lab/examples/<name>.json`` (written by
``tools/build_examples.py``) holds the title, the notes and the move notes, and the English
catalogue reads them from there, so the records stay the one English source. The
translations are in each language's folder (``languages/pt/examples.py`` ...) under the same
keys: ``example.<name>.title``, ``example.<name>.notes`` and
``example.<name>.note.<index>`` for the note on move ``index`` (0-based, as in
``Deal.move_notes``). ``unsun_lab.examples.load(name, lang)`` uses them.

>>> english()["example.monchi.note.38"]
'O5: no Guru in hand, so seat 2 may play anything (R23).'
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from unsun_lab.i18n.languages.cs.examples import EXAMPLES as _CS
from unsun_lab.i18n.languages.ja.examples import EXAMPLES as _JA
from unsun_lab.i18n.languages.pt.examples import EXAMPLES as _PT

__all__ = ["TRANSLATIONS", "english", "keys_of", "translate"]

#: The translations by language, each with every key of English (tests/i18n/test_i18n.py); the
#: catalogues of ``unsun_lab.i18n`` hold them too, under the same keys.
TRANSLATIONS: dict[str, dict[str, str]] = {
    "pt": _PT,
    "cs": _CS,
    "ja": _JA,
}

_INDEX_FILE = "index.json"


def keys_of(name: str, record: dict[str, object]) -> dict[str, str]:
    """The catalogue entries of example ``name``, in English, from its record."""
    found: dict[str, str] = {}
    if isinstance(record.get("title"), str):
        found[f"example.{name}.title"] = str(record["title"])
    if isinstance(record.get("notes"), str):
        found[f"example.{name}.notes"] = str(record["notes"])
    moves = record.get("moves")
    for index, move in enumerate(moves if isinstance(moves, list) else []):
        if isinstance(move, dict) and isinstance(move.get("note"), str):
            found[f"example.{name}.note.{index}"] = str(move["note"])
    return found


@cache
def english() -> dict[str, str]:
    """Every example's title and notes in English, read from the example records."""
    folder = resources.files("unsun_lab").joinpath("examples")
    found: dict[str, str] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json") and entry.name != _INDEX_FILE:
            record = json.loads(entry.read_text(encoding="utf-8"))
            if isinstance(record, dict):
                found.update(keys_of(entry.name[: -len(".json")], record))
    return found


@cache
def _keys_by_english() -> dict[str, str]:
    return {english_text: key for key, english_text in sorted(english().items())}


def translate(english_text: str, lang: str) -> str:
    """An example's English title or note in ``lang`` (a record read from its file, by
    ``unsun-lab replay`` say, carries the English); any other text is returned as it is.

    >>> title = english()["example.monchi.title"]
    >>> translate(title, "pt") == TRANSLATIONS["pt"]["example.monchi.title"] != title
    True
    >>> translate("My own deal", "cs")
    'My own deal'
    """
    key = _keys_by_english().get(english_text)
    if key is None or lang not in TRANSLATIONS:
        return english_text
    return TRANSLATIONS[lang].get(key, english_text)
