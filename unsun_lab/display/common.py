"""Small pieces shared by the compositions: team badges, seat labels, wrapped captions."""

from __future__ import annotations

import textwrap
import unicodedata
from collections.abc import Iterable
from typing import Final

from unsun_lab import rules
from unsun_lab.cards import Card, Suit
from unsun_lab.display.svg import num, text
from unsun_lab.i18n import text as i18n_text
from unsun_lab.orders import table_for

__all__ = [
    "TEAM_NAME",
    "caption_lines",
    "card_list",
    "hand_order",
    "seat_label",
    "team_badge",
    "team_name",
    "wrap",
]

#: R5: the two teams, as learners read them (English; :func:`team_name` for a language).
TEAM_NAME: Final = tuple(rules.team_name(t).render("en") for t in rules.TEAMS)


def team_name(team: int, lang: str | None = None) -> str:
    """R5: 'team 0/2/4/6' or 'team 1/3/5/7' in ``lang`` (``rules.team_name``)."""
    return rules.team_name(team).render(lang)


def team_badge(
    seat_or_team: int, x: float, y: float, size: float = 10, *, team: bool = False
) -> str:
    """R5: a badge told apart by shape and colour: a circle for seats 0/2/4/6, a square for
    seats 1/3/5/7. (x, y) is the badge's centre."""
    t = seat_or_team if team else rules.team_of(seat_or_team)
    r = size / 2
    if t == 0:
        return f'<circle class="ta" cx="{num(x)}" cy="{num(y)}" r="{num(r)}"/>'
    return (
        f'<rect class="tb" x="{num(x - r * 0.9)}" y="{num(y - r * 0.9)}" width="{num(size * 0.9)}"'
        f' height="{num(size * 0.9)}" rx="1"/>'
    )


def seat_label(
    seat: int,
    x: float,
    y: float,
    *,
    size: float = 12,
    extra: str = "",
    lang: str | None = None,
) -> str:
    """'● seat 3' with the team badge, in ``lang``; the baseline is at y."""
    name = i18n_text("seat.name", lang, seat=seat)
    return team_badge(seat, x + size * 0.45, y - size * 0.36, size * 0.8) + text(
        x + size * 1.1, y, f"{name}{extra}", class_="ink b", font_size=size
    )


def caption_lines(
    lines: Iterable[str],
    x: float,
    y: float,
    *,
    size: float = 12,
    width: int = 100,
    gap: float = 1.35,
) -> tuple[list[str], float]:
    """Wrapped text lines from y down; returns the elements and the y below the last line."""
    out: list[str] = []
    for line in lines:
        for part in wrap(line, width) or [""]:
            out.append(text(x, y, part, class_="ink2", font_size=size))
            y += size * gap
    return out, y


def wrap(line: str, width: int) -> list[str]:
    """``line`` cut into pieces of at most ``width`` columns: at spaces, or for Japanese (wide
    characters count two columns, and there are no spaces) after punctuation or anywhere."""
    if not any(unicodedata.east_asian_width(c) in "WF" for c in line):
        return textwrap.wrap(line, width)
    pieces: list[str] = []
    current, used, cut = "", 0, -1
    for char in line:
        current += char
        used += 2 if unicodedata.east_asian_width(char) in "WF" else 1
        if char in "。、：；）) ":
            cut = len(current)
        if used > width:
            at = cut if cut > 0 else len(current) - 1
            pieces.append(current[:at].rstrip())
            current = current[at:].lstrip()
            used = sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in current)
            cut = -1
    if current.strip():
        pieces.append(current.strip())
    return pieces


def card_list(cards: Iterable[Card | str] | None) -> list[Card]:
    return [] if cards is None else [Card.parse(c) for c in cards]


def hand_order(cards: Iterable[Card], trump: Suit | None) -> list[Card]:
    """Cards as a player sorts them (``TrumpTable.hand_order``, R14–R16); without a trump
    suit, in deck order."""
    if trump is None:
        return sorted(cards)
    return table_for(trump).hand_order(cards)
