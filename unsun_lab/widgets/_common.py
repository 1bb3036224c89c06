"""What every widget shares: card payloads for the front end, ordinals, the static fallback.

The front ends only draw what these payloads say; every decision and sentence is made here in
Python from the core (DESIGN.md: thin widgets).
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import anywidget

from unsun_lab.cards import Card, Suit
from unsun_lab.compare import ordinal
from unsun_lab.orders import TrumpTable

__all__ = [
    "HERE",
    "CardPayload",
    "StaticWidget",
    "bundle",
    "card_payload",
    "ordinal",
    "parse_suit",
    "static_cards_html",
    "svg_or_none",
]

HERE = Path(__file__).parent

CardPayload = dict[str, Any]


def bundle(*names: str) -> str:
    """One ES module (or stylesheet) from files shipped beside this module, in order.

    Shared drawing code (``_cards.js``) is plain functions placed before the widget's own
    file, which ends with ``export default``: no build step, no import at run time.
    """
    return "\n".join((HERE / name).read_text(encoding="utf-8") for name in names)


def parse_suit(value: Suit | str) -> Suit:
    """A suit from a Suit, its letter ('K') or its name ('Koppu'), case-insensitive (R1)."""
    if isinstance(value, Suit):
        return value
    text = value.strip().lower()
    for suit in Suit:
        if text in (suit.letter.lower(), suit.title.lower(), suit.name.lower()):
            return suit
    names = ", ".join(f"{s.letter} ({s.title})" for s in Suit)
    raise ValueError(f"{value!r} is not a suit: expected one of {names} (R1)")


def card_payload(card: Card, table: TrumpTable | None = None, **extra: Any) -> CardPayload:
    """A card as the front end draws it: code, suit letter, rank code, name, trump or not."""
    data: CardPayload = {
        "code": card.code,
        "suit": card.suit.letter,
        "rank": card.rank.code,
        "name": card.name,
        "trump": bool(table is not None and table.is_trump[card.index]),
    }
    data.update(extra)
    return data


def back_payload(seat: int | None = None, label: str = "face-down trump") -> CardPayload:
    """A card the viewer may not see (R24/R31): drawn as a back."""
    return {"code": None, "back": True, "seat": seat, "name": label}


def svg_or_none(fn_name: str, *args: Any, **kwargs: Any) -> str | None:
    """Call ``unsun_lab.display.<fn_name>`` if the display layer is there, else None."""
    try:
        from unsun_lab import display
    except ImportError:
        return None
    fn = getattr(display, fn_name, None)
    if fn is None:
        return None
    try:
        return str(fn(*args, **kwargs))
    except Exception:  # a static fallback must never break the notebook
        return None


def static_cards_html(codes: Iterable[str]) -> str:
    return " ".join(f"<code>{html.escape(c)}</code>" for c in codes)


class StaticWidget(anywidget.AnyWidget):
    """An AnyWidget with a deterministic ``__repr__`` and a static HTML fallback.

    anywidget's own repr names the object's address, which changes from run to run and
    breaks nbval; an exported notebook without a widget manager shows ``text/html`` instead.
    """

    def _static_html(self) -> str:  # pragma: no cover - every widget overrides it
        return f"<pre>{html.escape(repr(self))}</pre>"

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        bundle_ = super()._repr_mimebundle_(**kwargs)
        if bundle_ is None:
            return None
        data, meta = bundle_ if isinstance(bundle_, tuple) else (bundle_, {})
        data = dict(data)
        data["text/plain"] = repr(self)
        data["text/html"] = self._static_html()
        return data, meta
