"""Explanations as data: a rule id, a message key, its parameters and the rules it cites.

The sentence a learner reads is rendered from the message catalogue (``unsun_lab.i18n``) in
the language asked for, so the CLI, the widgets and the notebooks all give the same reason, and
a translation only touches the catalogue. The rule ids an explanation cites are data
(``unsun_lab.i18n.en.CITES``), never read back out of a rendered sentence.

>>> from unsun_lab.cards import Card
>>> e = Explanation("R19", "illegal.first_lead_trump", {"card": Card("K3")})
>>> str(e)
'the first trick may not be led with a trump (R19)'
>>> e.render("cs")
'do prvního zdvihu se nesmí vynést trumf (R19)'
>>> e.rules
['R19']
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from string import Formatter
from typing import Any

from unsun_lab.cards import Card, Rank, Suit
from unsun_lab.i18n import (
    CATALOGUES,
    CITATION,
    cite,
    cited_in,
    decimal,
    message,
    resolve_language,
    text,
    typeset,
)
from unsun_lab.i18n.en import CITES

__all__ = [
    "Explanation",
    "Margin",
    "Move",
    "Number",
    "Ordinal",
    "Term",
    "card_name",
    "format_value",
    "sentence",
]


def sentence(text: str) -> str:
    """A rendered explanation as a sentence: capital first letter, full stop at the end (in
    Japanese, 。).

    >>> sentence("seat 3 wins"), sentence("席3の勝ち")
    ('Seat 3 wins.', '席3の勝ち。')
    """
    text = text[:1].upper() + text[1:]
    if text.endswith((".", "。", "?", "!", "？", "！")):  # a question keeps its own mark
        return text
    wide = any("\u3040" <= c <= "\u9fff" for c in text)
    return text + ("。" if wide else ".")


@dataclass(frozen=True)
class Term:
    """A word that is itself a catalogue entry (a phase, 'long' or 'round' …), rendered in the
    sentence's language.

    >>> Term("length.round").render("pt")
    'redondo'
    """

    key: str

    def render(self, lang: str | None = None) -> str:
        return message(self.key, lang)

    def __str__(self) -> str:
        return self.render()


@dataclass(frozen=True)
class Ordinal:
    """A position in an order: '3rd' in English, '3º', '3.', '3番目' in the others.

    >>> [Ordinal(n).render() for n in (1, 2, 3, 4, 11, 22)]
    ['1st', '2nd', '3rd', '4th', '11th', '22nd']
    >>> Ordinal(3).render("ja")
    '3番目'
    """

    n: int

    def render(self, lang: str | None = None) -> str:
        n = self.n
        last = n % 10 if not 10 <= n % 100 <= 20 else 0
        key = f"ordinal.{last}" if last in (1, 2, 3) else "ordinal.n"
        return text(key, lang, n=n)

    def __str__(self) -> str:
        return self.render()


@dataclass(frozen=True)
class Number:
    """A number in a sentence, written with the decimal mark of the sentence's language.

    >>> Number(-0.25).render("en"), Number(-0.25).render("pt"), Number(1, 1, sign=True).render()
    ('-0.25', '-0,25', '+1.0')
    """

    value: float
    digits: int = 2
    sign: bool = False

    def render(self, lang: str | None = None) -> str:
        return decimal(self.value, lang, self.digits, self.sign)

    def __str__(self) -> str:
        return self.render()


@dataclass(frozen=True)
class Margin:
    """A legal move with its estimated team margin (R29), as a search's reason lists them (not
    ``analysis.MoveValue``, the coach's full record of a move).

    >>> Margin("KSu", 0.354).render("en"), Margin("KSu", 0.354).render("cs")
    ('KSu +0.35', 'KSu +0,35')
    """

    move: str
    value: float

    def render(self, lang: str | None = None) -> str:
        move = Move(self.move).render(lang)
        return text("number.move_value", lang, move=move, value=decimal(self.value, lang, 2, True))

    def __str__(self) -> str:
        return self.render()


@dataclass(frozen=True)
class Move:
    """A move as a sentence names it: a card by its code (R3), the declaration's two moves
    by their names in the sentence's language (never the engine's 'declare' / 'pass'), as
    the subject or object of a sentence ("Ohlášení je tu nejlepší tah", 「名乗りの後」).

    >>> Move("declare").render("pt"), Move("declare").render("ja"), Move("KSu").render("cs")
    ('declarar', '名乗り', 'KSu')
    """

    move: str

    def render(self, lang: str | None = None) -> str:
        if self.move in ("declare", "pass"):
            return message(f"move.{self.move}", lang)
        return self.move

    def __str__(self) -> str:
        return self.render()


def format_value(value: object, lang: str | None = None) -> str:
    """How a parameter reads in a sentence in ``lang``: cards by code (R3), suits and court
    ranks by their name in that language, lists joined, nested explanations rendered.

    >>> format_value(Suit.KOPPU, "ja"), format_value(Rank.SOTA, "ja"), format_value(Rank.SIX)
    ('コツ', 'ソウタ', '6')
    >>> format_value([], "pt")
    'nenhuma'
    """
    if isinstance(value, Suit):
        return message(f"suit.{value.letter}", lang)
    if isinstance(value, Rank):
        return value.code if value.is_numeral else message(f"rank.{value.code}", lang)
    if isinstance(value, str):
        return value
    if isinstance(value, Explanation | Term | Ordinal | Number | Margin | Move):
        return value.render(lang)
    if isinstance(value, Sequence | frozenset | set):
        items = [format_value(v, lang) for v in value]
        return message("list.sep", lang).join(items) if items else message("list.none", lang)
    render = getattr(value, "render", None)  # an error that renders itself (IllegalMove …)
    if callable(render):
        return str(render(lang))
    return str(value)


def _placeholders(key: str) -> list[str]:
    """The placeholder names of ``key``'s English template, in order."""
    return [name for _, name, _, _ in Formatter().parse(message(key, "en")) if name]


def card_name(card: Card, lang: str | None = None) -> str:
    """A card's full name in ``lang`` (its code is the same in every language, R3).

    >>> card_name(Card("KSo"), "ja"), card_name(Card("KSo"), "pt"), card_name(Card("I7"))
    ('コツのソウタ', 'Sota de Koppu', 'Isu 7')
    """
    return text(
        "card.name", lang, suit=format_value(card.suit, lang), rank=format_value(card.rank, lang)
    )


@dataclass(frozen=True)
class Explanation:
    """A sentence as data, until it is shown in the learner's language: the ``rule`` id that
    stands behind it (e.g. 'R20'; None for a sentence no rule decides, such as a record's bad
    field), a message ``key`` of the catalogue and the ``params`` the sentence is built from.

    The one sentence-as-data type of the package: rule reasons, trick sentences, record
    refusals, the players' advice and the widgets' refusals are all Explanations. A parameter
    may itself be an Explanation (rendered in the same language).

    >>> e = Explanation.of("record.field", field="dealer", detail=Explanation.of("record.missing"))
    >>> e.render("cs")
    'dealer: chybí'
    >>> Explanation("R19", "illegal.first_lead_trump")
    Explanation('R19', 'illegal.first_lead_trump')
    """

    rule: str | None
    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, key: str, /, rule: str | None = None, **params: Any) -> Explanation:
        """The sentence ``key`` with ``params`` given by name (``rule``: its rule id, if any)."""
        return cls(rule, key, params)

    def render(self, lang: str | None = None) -> str:
        """The sentence in ``lang`` (None: the language chosen with ``set_language``).

        A sentence built from sentences reads as one: the explanations nested in it lose
        their own citations and the sentence cites every rule once, in one citation (where
        its template cites, else at its end); a nested sentence that starts a sentence (after
        a full stop, or at the start of a template that is a whole sentence) starts with a
        capital.

        >>> inner = Explanation.of("illegal.first_lead_trump")
        >>> Explanation.of("ui.not_allowed", move="K3", reason=inner).render("en")
        'K3 is not allowed: the first trick may not be led with a trump (R19)'
        >>> Explanation.of("ui.waiting", name=Explanation.of("ui.name_opponent", seat=1)).render()
        'Waiting for seat 1 (opponent).'
        """
        return _composed(self, resolve_language(lang), bare=False, start=False)

    def cited(self) -> list[str]:
        """The rule ids the sentence shows in its citations: its template's (``CITES``), then
        those of the explanations nested in it, each once."""
        found = list(CITES.get(self.key, ()))
        for name in _placeholders(self.key):
            for value in _nested(self.params.get(name)):
                found += value.cited()
        return list(dict.fromkeys(found))

    def addressed(self, seat: int | None) -> Explanation:
        """The same sentence said to the learner at ``seat``: this explanation and every one
        nested in it whose ``seat`` is the learner's take their second-person sentence (the
        catalogue's ``<key>.you``, where it has one). The caller knows whose seat it is; the
        sentence is chosen, never edited.

        >>> e = Explanation("R12", "legal.discard", {"seat": 0})
        >>> e.addressed(0).render("en")
        'you took the indicator: discard one card face down; trumps may not be discarded (R12)'
        >>> e.addressed(3) == e
        True
        """
        if seat is None:
            return self
        params: dict[str, Any] = {}
        for name, value in self.params.items():
            if isinstance(value, Explanation):
                value = value.addressed(seat)
            elif isinstance(value, tuple | list) and any(isinstance(v, Explanation) for v in value):
                value = type(value)(
                    v.addressed(seat) if isinstance(v, Explanation) else v for v in value
                )
            params[name] = value
        key = self.key
        if self.params.get("seat") == seat and f"{key}.you" in CATALOGUES["en"]:
            key = f"{key}.you"
        return Explanation(self.rule, key, params)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        # Valid code with the parameters sorted, so the repr is stable (python-chess style).
        params = ", ".join(f"{k!r}: {v!r}" for k, v in sorted(self.params.items()))
        tail = f", {{{params}}}" if params else ""
        return f"Explanation({self.rule!r}, {self.key!r}{tail})"

    @property
    def rules(self) -> list[str]:
        """Every rule id the explanation cites, in order: those of the explanations nested in
        its parameters (in the order the sentence names them), then its own sentence's (data
        in the catalogue, ``CITES``), then its ``rule`` if none of them names it."""
        found: list[str] = []
        for name in _placeholders(self.key):
            value = self.params.get(name)
            if isinstance(value, Explanation):
                found += value.rules
        found += CITES.get(self.key, ())
        if self.rule is not None:
            found.append(self.rule)
        return list(dict.fromkeys(found))

    def to_dict(self, lang: str | None = None) -> dict[str, Any]:
        """A JSON-ready form: rule, rules, key, params (formatted) and the sentence."""
        return {
            "rule": self.rule,
            "rules": self.rules,
            "key": self.key,
            "params": {k: format_value(v, lang) for k, v in sorted(self.params.items())},
            "text": self.render(lang),
        }


def _nested(value: object) -> list[Explanation]:
    """The explanations a parameter holds: itself, or those of a list."""
    if isinstance(value, Explanation):
        return [value]
    if isinstance(value, tuple | list):
        return [v for v in value if isinstance(v, Explanation)]
    return []


_SENTENCE_END = (".", "!", "?", "。", "！", "？")
_RULE_ID = re.compile(r"R\d{1,2}")


def _composed(e: Explanation, lang: str, *, bare: bool, start: bool) -> str:
    """``e`` in ``lang``: nested explanations rendered without their citations (``bare``)
    and cited once by the sentence that holds them; a nested one at a sentence's start is
    capitalised (``start``: this one starts a sentence)."""
    values = {k: format_value(v, lang) for k, v in e.params.items() if not _nested(v)}
    template = message(e.key, lang, values.get("count"))
    template = typeset(template, lang, values)
    whole = template.rstrip().endswith(_SENTENCE_END)
    own = cited_in(template)
    # Citations with words in them ("(face down, R24)") stay; their ids are not cited again.
    kept = set(_RULE_ID.findall(CITATION.sub("", template)))
    out: list[str] = []
    for literal, name, spec, conversion in Formatter().parse(template):
        out.append(literal)
        if name is None:
            continue
        value = e.params.get(name)
        so_far = "".join(out).rstrip()
        at_start = (not so_far and (start or whole)) or so_far.endswith(_SENTENCE_END)
        if isinstance(value, Explanation):
            said = _composed(value, lang, bare=True, start=at_start)
        elif _nested(value):
            parts = [
                _composed(v, lang, bare=True, start=False)
                if isinstance(v, Explanation)
                else format_value(v, lang)
                for v in value  # type: ignore[union-attr]
            ]
            said = message("list.sep", lang).join(parts)
        else:
            said = values[name]
            if conversion or spec:
                converted = Formatter().convert_field(said, conversion)
                said = Formatter().format_field(converted, spec or "")
        if at_start and said[:1].islower():
            said = said[:1].upper() + said[1:]
        out.append(said)
    composed = "".join(out)
    if start and composed[:1].islower():
        composed = composed[:1].upper() + composed[1:]
    groups = len(CITATION.findall(composed))
    rules = [r for r in e.cited() if r not in kept]
    if bare or not rules:
        return CITATION.sub("", composed) if bare else composed
    if groups > 1 and len(CITATION.findall(template)) > 1:
        # A template that cites in two places keeps its own citations: only what the nested
        # sentences add goes into its last one.
        extra = [r for r in rules if r not in own]
        if not extra:
            return composed
        last = list(CITATION.finditer(composed))[-1]
        ids = cited_in(last.group(0)) + extra
        return composed[: last.start()] + cite(ids, lang) + composed[last.end() :]
    found = list(CITATION.finditer(composed))
    if found:
        at = found[-1]
        plain = CITATION.sub("", composed[: at.start()]) + composed[at.start() :]
        at = list(CITATION.finditer(plain))[-1]
        return plain[: at.start()] + cite(rules, lang) + CITATION.sub("", plain[at.end() :])
    body = composed.rstrip()
    tail = ""
    while body.endswith(_SENTENCE_END):
        body, tail = body[:-1], body[-1] + tail
    return body + cite(rules, lang) + tail + composed[len(composed.rstrip()) :]
