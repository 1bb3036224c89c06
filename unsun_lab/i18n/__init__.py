"""Message catalogues: the sentences learners read, by key and language (English first).

Every sentence a learner reads is a template in a catalogue, looked up by key. The language is
chosen per call (``lang=``), or for the whole process with :func:`set_language`.

>>> text("illegal.first_lead_trump")
'the first trick may not be led with a trump (R19)'
>>> set_language("xx")
Traceback (most recent call last):
...
ValueError: unknown language 'xx': known languages are en, pt, cs, ja
>>> text("rule.R8", "pt")
'Trunfo. O naipe impresso no indicador é o naipe de trunfo da rodada.'
>>> text("seat.name", "ja", seat=3)
'席3'
"""

from __future__ import annotations

from unsun_lab.i18n import cs, ja, pt
from unsun_lab.i18n.en import MESSAGES as EN

__all__ = [
    "CATALOGUES",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "decimal",
    "get_language",
    "glossary",
    "message",
    "percent",
    "resolve_language",
    "set_language",
    "text",
]

#: The catalogues by language code; English has every key, and so does each translation
#: (``tests/test_i18n.py`` checks the keys and each template's placeholders).
CATALOGUES: dict[str, dict[str, str]] = {
    "en": EN,
    "pt": pt.MESSAGES,
    "cs": cs.MESSAGES,
    "ja": ja.MESSAGES,
}

#: The names of the languages, each in its own language (for language menus).
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "pt": "Português",
    "cs": "Čeština",
    "ja": "日本語",
}

_GLOSSARIES: dict[str, dict[str, str]] = {
    "pt": pt.GLOSSARY,
    "cs": cs.GLOSSARY,
    "ja": ja.GLOSSARY,
}

#: The languages a learner may choose, in menu order.
LANGUAGES: tuple[str, ...] = tuple(CATALOGUES)

_current = "en"


def resolve_language(lang: str | None = None) -> str:
    """``lang`` checked against the known languages; None means the process's language."""
    if lang is None:
        return _current
    code = str(lang).strip().lower()
    if code not in CATALOGUES:
        known = ", ".join(LANGUAGES)
        raise ValueError(f"unknown language {lang!r}: known languages are {known}")
    return code


def set_language(lang: str) -> None:
    """Choose the language of every sentence from now on, for the whole process."""
    global _current
    _current = resolve_language(lang)


def get_language() -> str:
    """The language chosen with :func:`set_language` ("en" by default)."""
    return _current


def message(key: str, lang: str | None = None) -> str:
    """The template of ``key`` in ``lang`` (None: the process's language)."""
    catalogue = CATALOGUES[resolve_language(lang)]
    return catalogue.get(key) or EN[key]


def text(key: str, lang: str | None = None, /, **params: object) -> str:
    """The sentence of ``key`` in ``lang`` with its placeholders filled from ``params``."""
    return message(key, lang).format(**params)


def decimal(x: float, lang: str | None = None, digits: int = 2, sign: bool = False) -> str:
    """``x`` with ``digits`` decimals and the decimal mark of ``lang`` (a comma in Portuguese
    and Czech); ``sign`` writes a + before a positive number.

    >>> decimal(0.375, "en"), decimal(0.375, "cs"), decimal(1.5, "pt", digits=1, sign=True)
    ('0.38', '0,38', '+1,5')
    """
    if round(x, digits) == 0:
        x = 0.0  # no "-0.00"
    written = f"{x:+.{digits}f}" if sign else f"{x:.{digits}f}"
    return written.replace(".", message("number.decimal_mark", lang))


def percent(share: float, lang: str | None = None) -> str:
    """A share between 0 and 1 as a whole percentage, written as ``lang`` writes it.

    >>> percent(0.625, "en"), percent(0.625, "cs")
    ('62%', '62\xa0%')
    """
    return text("number.percent", lang, n=round(100 * share))


def glossary(lang: str | None = None) -> dict[str, str]:
    """The game's terms in ``lang``, each with its English equivalent and its rule.

    English has no glossary of its own: it is the language the terms are explained in.

    >>> glossary("cs")["zdvih"]
    'trick: osm karet, které do jednoho kola dají všichni hráči'
    """
    return dict(_GLOSSARIES.get(resolve_language(lang), {}))
