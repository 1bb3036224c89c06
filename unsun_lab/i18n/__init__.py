"""Message catalogues: the sentences learners read, by key and language (English first).

Every sentence a learner reads is a template in a catalogue, looked up by key. The language is
chosen per call (``lang=``), or for the whole process with :func:`set_language`.

**Where the words are.** Each language's words are in its own folder, ``languages/<code>/``
(the sentences in ``messages.py``, the widgets' words in ``ui.py``, the example notes in
``examples.py``, the glossary in ``glossary.py``; see ``languages/__init__.py``); this module
assembles them, once, into :data:`CATALOGUES` and :data:`CITES`.

**Plural forms.** An entry is either a plain template or, when the sentence counts something, a
mapping of plural forms keyed by the CLDR category of the count: ``one`` and ``other`` in
English and Portuguese, ``one``, ``few``, ``many`` and ``other`` in Czech (``many`` is the form
for decimals: "o 0,35 bodu"), ``other`` alone in Japanese. The form is chosen by the parameter
named ``count``, and the template writes the number as ``{count}``. Pass the count as the
sentence shows it: an ``int``, or the string :func:`decimal` wrote ("0,35" has two visible
decimals, so Czech takes ``many``). A counted entry has exactly its language's categories in
every language (tests/i18n/test_i18n_language.py); the translators' PO files carry them as
``msgstr[n]`` (``tools/i18n.py``). A sentence that counts two things nests a counted entry as a
parameter (anything with a ``render(lang)`` method is rendered in the sentence's language).

>>> text("show.cards", "en", count=1), text("show.cards", "pt", count=3)
('1 card', '3 cartas')
>>> [text("show.cards", "cs", count=n) for n in (1, 3, 5, "0,5")]
['1 karta', '3 karty', '5 karet', '0,5 karty']

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

import re
from collections.abc import Mapping

from unsun_lab.i18n.examples import english as _english_examples
from unsun_lab.i18n.languages import cs as _cs
from unsun_lab.i18n.languages import en as _en
from unsun_lab.i18n.languages import ja as _ja
from unsun_lab.i18n.languages import pt as _pt

__all__ = [
    "CATALOGUES",
    "CITES",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "PLURAL_CATEGORIES",
    "Entry",
    "cite",
    "cited_in",
    "decimal",
    "entry",
    "get_language",
    "glossary",
    "message",
    "percent",
    "plural_category",
    "resolve_language",
    "set_language",
    "text",
    "typeset",
]

#: A catalogue entry: a plain template, or its plural forms by CLDR category (see above).
Entry = str | dict[str, str]

#: The CLDR plural categories of each language, in CLDR order (the PO files' ``msgstr[n]``).
PLURAL_CATEGORIES: dict[str, tuple[str, ...]] = {
    "en": ("one", "other"),
    "pt": ("one", "other"),
    "cs": ("one", "few", "many", "other"),
    "ja": ("other",),
}


def _catalogue(lang: str, *parts: Mapping[str, Entry]) -> dict[str, Entry]:
    """A language's catalogue: its sentences, its widgets' words and its example notes, each
    key written in one of them only."""
    found: dict[str, Entry] = {}
    for part in parts:
        twice = found.keys() & part.keys()
        if twice:
            raise ValueError(f"{lang}: {', '.join(sorted(twice))} written twice")
        found.update(part)
    return found


#: The catalogues by language code, assembled here and nowhere else from the files of
#: ``languages/<code>/``. English has every key, and so does each translation
#: (``tests/i18n/test_i18n.py`` checks the keys and each template's placeholders).
CATALOGUES: dict[str, dict[str, Entry]] = {
    "en": _catalogue("en", _en.messages.MESSAGES, _en.ui.UI, _english_examples()),
    "pt": _catalogue("pt", _pt.messages.MESSAGES, _pt.ui.UI, _pt.examples.EXAMPLES),
    "cs": _catalogue("cs", _cs.messages.MESSAGES, _cs.ui.UI, _cs.examples.EXAMPLES),
    "ja": _catalogue("ja", _ja.messages.MESSAGES, _ja.ui.UI, _ja.examples.EXAMPLES),
}
EN = CATALOGUES["en"]

_RULE_ID = re.compile(r"\bR\d{1,2}\b")


def _cited(key: str, found: Entry) -> tuple[str, ...]:
    if key.startswith("rule."):  # a rule's own text cites that rule
        return (key[len("rule.") :],)
    forms = found if isinstance(found, str) else " ".join(found.values())
    return tuple(dict.fromkeys(_RULE_ID.findall(forms)))


#: The rule ids each English sentence cites, in the order it cites them: ``Explanation.rules``
#: reads them from here (never from a rendered sentence), and every translation must cite the
#: same ones (tests/i18n/test_i18n.py).
CITES: dict[str, tuple[str, ...]] = {key: _cited(key, found) for key, found in EN.items()}

#: The names of the languages, each in its own language (for language menus).
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "pt": "Português",
    "cs": "Čeština",
    "ja": "日本語",
}

_GLOSSARIES: dict[str, dict[str, str]] = {
    "pt": _pt.glossary.GLOSSARY,
    "cs": _cs.glossary.GLOSSARY,
    "ja": _ja.glossary.GLOSSARY,
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


_NUMBER = re.compile(r"[+\-\u2212]?(\d+)(?:[.,](\d+))?")


def plural_category(count: object, lang: str | None = None) -> str:
    """The CLDR plural category of ``count`` in ``lang``: an ``int``, a ``float``, or a number
    as a sentence shows it ("0,35", "+1.50"). Anything else is ``other``.

    >>> [plural_category(n, "cs") for n in (1, 2, 5, "0,35", 0.5, "1.00")]
    ['one', 'few', 'other', 'many', 'many', 'many']
    >>> [plural_category(n, "pt") for n in (0, "0,00", "0,5", 1, "1,5", 2)]
    ['other', 'other', 'one', 'one', 'one', 'other']
    >>> plural_category(1, "ja")
    'other'
    """
    code = resolve_language(lang)
    if isinstance(count, bool):
        return "other"
    found = _NUMBER.fullmatch(str(count).strip())
    if found is None:
        return "other"
    i = int(found.group(1))  # the integer digits; v: how many decimals are shown
    v = len(found.group(2) or "")
    if code == "cs":  # CLDR cs: one i=1,v=0; few i=2..4,v=0; many v!=0; other
        if v:
            return "many"
        return "one" if i == 1 else "few" if 2 <= i <= 4 else "other"
    if code == "pt":  # CLDR pt (Brazil): one i=0..1; but zero is plural, as Brazilians say
        # it ("0 cartas", "0,00 pontos"; "0,5 ponto" and "1,5 ponto" stay singular)
        zero = i == 0 and not (found.group(2) or "").strip("0")
        return "one" if i <= 1 and not zero else "other"
    if code == "en":  # CLDR en: one i=1,v=0
        return "one" if i == 1 and not v else "other"
    return "other"  # ja: one form for every number


def entry(key: str, lang: str | None = None) -> Entry:
    """The catalogue entry of ``key`` in ``lang``: a template or its plural forms."""
    catalogue = CATALOGUES[resolve_language(lang)]
    return catalogue.get(key) or EN[key]


def message(key: str, lang: str | None = None, count: object = None) -> str:
    """The template of ``key`` in ``lang`` (None: the process's language); for an entry with
    plural forms, the form for ``count`` (the ``other`` form when no count is given)."""
    code = resolve_language(lang)
    found = entry(key, code)
    if isinstance(found, str):
        return found
    category = "other" if count is None else plural_category(count, code)
    return found.get(category) or found["other"]


def text(key: str, lang: str | None = None, /, **params: object) -> str:
    """The sentence of ``key`` in ``lang`` with its placeholders filled from ``params``; a
    counted entry takes the form for ``params["count"]``, and a parameter with a
    ``render(lang)`` method (a nested explanation) is rendered in ``lang``.

    The template is set as its language writes it first (:func:`typeset`): the rule citations
    in the language's brackets, Czech *z* as *ze* before a number said with a sibilant or a
    cluster ("ze 200", "ze 7", "z 5").

    >>> text("ui.analysis_running", "cs", done=20, count=200).split("…")[1]
    ' 20 ze 200 vylosovaných rozdání'
    """
    code = resolve_language(lang)
    values = {name: _in(value, code) for name, value in params.items()}
    # the form is chosen for the count as this language writes it ("0,35" is a decimal)
    template = typeset(message(key, code, values.get("count")), code, values)
    return template.format(**values)


#: A rule citation that holds rule ids only: " (R11)", " (R11, R28)", "（R11、R28）".
CITATION = re.compile(r"\s*[（(](R\d{1,2}(?:\s*[,、]\s*R\d{1,2})*)[)）]")
_RULE_IDS = re.compile(r"R\d{1,2}")


def cited_in(template: str) -> list[str]:
    """The rule ids of the citations in ``template`` that hold rule ids only."""
    return [rid for group in CITATION.findall(template) for rid in _RULE_IDS.findall(group)]


def cite(rules: list[str] | tuple[str, ...], lang: str | None = None) -> str:
    """One citation of ``rules`` as ``lang`` writes it after a sentence: " (R11, R28)" in
    English, Portuguese and Czech, "（R11、R28）" in Japanese (full-width, no space before).

    >>> cite(["R11", "R28"], "en"), cite(["R11", "R28"], "ja"), cite([], "en")
    (' (R11, R28)', '（R11、R28）', '')
    """
    if not rules:
        return ""
    if resolve_language(lang) == "ja":
        return "（" + "、".join(rules) + "）"
    return " (" + ", ".join(rules) + ")"


_JA_BRACKETS = re.compile(r"\s*\(([^()]*)\)")
_CS_FROM = re.compile(r"(?<![\w{])([zZ]) (\{(\w+)\})")
_CS_NUMBER = re.compile(r"[+\-\u2212]?(\d+)")


def typeset(template: str, lang: str, values: Mapping[str, object] | None = None) -> str:
    """``template`` as ``lang`` sets it. Japanese: citations and other brackets full-width
    with no space before (「出せません（R12）」), 「・」 for the Latin middle dot, no space after
    「。」 or 「：」. Czech: the preposition *z* before a number takes the vowel the number's
    first spoken word asks for ("ze 2", "ze 7", "ze 17", "ze 100", "ze 200", but "z 5", "z 8",
    "z 50")."""
    if lang == "ja":
        template = CITATION.sub(lambda m: cite(_RULE_IDS.findall(m.group(1)), "ja"), template)
        template = _JA_BRACKETS.sub(
            lambda m: "（" + m.group(1).replace(", ", "、") + "）", template
        )
        template = template.replace(" · ", "・").replace("·", "・")
        template = re.sub(r"([。：])[ \u3000]+", r"\1", template)
        return re.sub(r"）[ \u3000]+(?=[\u3040-\u30ff\u4e00-\u9fff])", "）", template)
    if lang == "cs" and values:

        def vowel(m: re.Match[str]) -> str:
            number = _CS_NUMBER.match(str(values.get(m.group(3), "")))
            ze = number is not None and cs_takes_ze(int(number.group(1)))
            return m.group(1) + ("e " if ze else " ") + m.group(2)

        return _CS_FROM.sub(vowel, template)
    return template


def cs_takes_ze(n: int) -> bool:
    """Whether Czech says *ze* (not *z*) before the number ``n``: its first spoken word (in the
    genitive) begins with s, z, š, ž or the clusters dv, tř, čt (ze dvou, ze tří, ze čtyř,
    ze sedmi, ze sta, ze dvou set; z pěti, z osmi, z jednoho, z tisíce).

    >>> numbers = (1, 2, 3, 5, 7, 8, 12, 17, 20, 50, 100, 150, 200, 300, 500, 1000)
    >>> [n for n in numbers if cs_takes_ze(n)]
    [2, 3, 7, 12, 17, 20, 100, 150, 200, 300]
    """
    if n >= 1000:
        return n // 1000 != 1 and cs_takes_ze(n // 1000)
    if n >= 100:
        return n // 100 in (1, 2, 3, 4, 6, 7)
    if n >= 20:
        return n // 10 in (2, 3, 4, 6, 7)
    return n in (2, 3, 4, 6, 7, 12, 13, 14, 16, 17)


def _in(value: object, lang: str) -> object:
    render = getattr(value, "render", None)
    return render(lang) if callable(render) else value


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
