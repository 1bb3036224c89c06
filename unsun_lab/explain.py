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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from string import Formatter
from typing import Any

from unsun_lab.cards import Card, Rank, Suit
from unsun_lab.i18n import decimal, message, text
from unsun_lab.i18n.en import CITES

__all__ = [
    "Explanation",
    "Margin",
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
    if text.endswith((".", "。")):
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
        return text(
            "number.move_value", lang, move=self.move, value=decimal(self.value, lang, 2, True)
        )

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
    if isinstance(value, Explanation | Term | Ordinal | Number | Margin):
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
        """The sentence in ``lang`` (None: the language chosen with ``set_language``)."""
        return text(self.key, lang, **{k: format_value(v, lang) for k, v in self.params.items()})

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
