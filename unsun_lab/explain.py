"""Explanations as data: a rule id, a message key and its parameters.

The sentence a learner reads is rendered from the message catalogue (``unsun_lab.i18n``), so
the CLI, the widgets and the notebooks all give the same reason, and a translation only
touches the catalogue.

>>> from unsun_lab.cards import Card
>>> e = Explanation("R19", "illegal.first_lead_trump", {"card": Card("K3")})
>>> str(e)
'the first trick may not be led with a trump (R19)'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from unsun_lab.i18n import message

__all__ = ["Explanation", "format_value"]


def format_value(value: object) -> str:
    """How a parameter reads in a sentence: cards by code, suits by name, lists joined."""
    if isinstance(value, Enum):
        title = getattr(value, "title", None)
        return str(title) if isinstance(title, str) else str(value.value)
    if isinstance(value, str):
        return value
    if isinstance(value, Explanation):
        return value.render()
    if isinstance(value, Sequence | frozenset | set):
        items = [format_value(v) for v in value]
        return ", ".join(items) if items else "none"
    return str(value)


@dataclass(frozen=True)
class Explanation:
    """Why something happened or is refused: ``rule`` (e.g. 'R20'), a message ``key`` and
    the ``params`` the sentence is built from."""

    rule: str
    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def render(self, lang: str | None = None) -> str:
        """The sentence in ``lang`` (None: the language chosen with ``set_language``)."""
        text = message(self.key, lang)
        return text.format(**{k: format_value(v) for k, v in self.params.items()})

    def __str__(self) -> str:
        return self.render()

    @property
    def rules(self) -> list[str]:
        """Every rule id the English sentence cites, in order of first mention."""
        found = re.findall(r"\bR\d{1,2}\b", self.render())
        return list(dict.fromkeys(found))

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready form: rule, key, params (formatted) and the English sentence."""
        return {
            "rule": self.rule,
            "key": self.key,
            "params": {k: format_value(v) for k, v in sorted(self.params.items())},
            "text": self.render(),
        }
