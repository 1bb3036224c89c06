"""One card, the back, and a hand."""

from __future__ import annotations

from collections.abc import Iterable

from unsun_lab.cards import Card, Suit
from unsun_lab.display.common import caption_lines, card_list, hand_order, wrap
from unsun_lab.display.faces import CARD_H, CARD_W, place_back, place_card
from unsun_lab.display.svg import SVG, Canvas, as_html
from unsun_lab.explain import card_name, format_value
from unsun_lab.i18n import text as say

__all__ = ["Hand", "back_svg", "card_svg", "hand_svg"]

#: The width of one text column as a share of the font size, generous for a sans-serif face
#: (a wide character, Japanese, counts two columns): words wrapped by it stay inside the room.
COLUMN_EM = 0.62


def _fitted_lines(parts: list[str], room: float, size: float) -> list[str]:
    """``parts`` as lines that fit ``room`` px at ``size`` px: all on one line joined by a dot
    when they fit, else each wrapped on its own lines."""
    columns = max(int(room / (size * COLUMN_EM)), 8)
    joined = "   ·   ".join(parts)
    if len(wrap(joined, columns)) <= 1:
        return [joined]
    return [line for part in parts for line in wrap(part, columns) or [""]]


def card_svg(
    card: Card | str, trump: Suit | None = None, *, width: float = 120, lang: str | None = None
) -> SVG:
    """One face, ``width`` px wide. With ``trump`` (a Suit), a trump wears the gold star and
    Tenka (R9) and the native Robai (R10) their bands.

    >>> svg = card_svg("KSu")
    >>> svg.startswith("<svg") and "KSu" in svg
    True
    """
    card = Card.parse(card)
    pad = 4
    scale = width / CARD_W
    label = f"{card_name(card, lang)} ({card.code})"
    canvas = Canvas(width + 2 * pad, CARD_H * scale + 2 * pad, label, lang)
    canvas.add(place_card(canvas, card, pad, pad, width, trump=trump))
    return canvas.render(background=False)


def back_svg(*, width: float = 120, trump_mark: bool = False, lang: str | None = None) -> SVG:
    """The back of a card; ``trump_mark`` shows a face-down trump as the other seats see it
    (R24): a trump, but not which."""
    pad = 4
    scale = width / CARD_W
    label = say("show.back_trump" if trump_mark else "show.back", lang)
    canvas = Canvas(width + 2 * pad, CARD_H * scale + 2 * pad, label, lang)
    canvas.add(place_back(canvas, pad, pad, width, trump_mark=trump_mark))
    return canvas.render(background=False)


def hand_svg(
    cards: Iterable[Card | str],
    trump: Suit | None = None,
    legal: Iterable[Card | str] | None = None,
    *,
    card_width: float = 66,
    max_width: float = 800,
    sort: bool = True,
    label: str | None = None,
    lang: str | None = None,
) -> SVG:
    """A hand, sorted as a player holds it: with ``trump``, trumps first in the trump order
    (R14), then each plain suit strongest first (R15).

    ``legal`` (cards or codes) raises and rings the cards that may be played now and fades the
    rest (R19–R23). ``label`` is an optional caption above the cards.
    """
    hand = card_list(cards)
    if sort:
        hand = hand_order(hand, trump)
    allowed = set(card_list(legal)) if legal is not None else None
    card_h = CARD_H * card_width / CARD_W
    pad, lift = 10, 12 if allowed is not None else 0
    n = len(hand)
    step = card_width + 6
    if n > 1 and pad * 2 + card_width + step * (n - 1) > max_width:
        step = (max_width - 2 * pad - card_width) / (n - 1)
    width = max(2 * pad + card_width + step * max(n - 1, 0), 220)
    notes = []
    if trump is not None:
        notes.append(say("show.hand_trump", lang, suit=format_value(trump, lang)))
    if allowed is not None:
        notes.append(say("show.hand_legal", lang))
    # The words wrap to the cards' width, so a short hand never cuts them off at its edge.
    titles = _fitted_lines([label], width - 2 * pad, 13) if label else []
    lines = _fitted_lines(notes, width - 2 * pad, 11) if notes else []
    top = pad + (20 + 13 * 1.35 * (len(titles) - 1) if titles else 0)
    height = top + lift + card_h + pad + (18 + 11 * 1.35 * (len(lines) - 1) if lines else 0)
    canvas = Canvas(width, height, label or say("show.hand_label", lang, count=n), lang)
    if titles:
        canvas.add(*caption_lines(titles, pad, pad + 12, size=13, width=10_000)[0])
    for i, card in enumerate(hand):
        ok = allowed is None or card in allowed
        y = top + (0 if allowed is not None and ok else lift)
        canvas.add(
            place_card(
                canvas,
                card,
                pad + i * step,
                y,
                card_width,
                trump=trump,
                highlight=allowed is not None and ok,
                dim=not ok,
            )
        )
    if lines:
        first = top + lift + card_h + 18  # the notes' first baseline, under the cards
        canvas.add(*caption_lines(lines, pad, first, size=11, width=10_000)[0])
    return canvas.render()


class Hand(list[Card]):
    """A list of cards that draws itself as a hand (see :func:`hand_svg`).

    >>> Hand(["KSu", "P3"], trump=Suit.KOPPU)
    Hand(['KSu', 'P3'], trump=Suit.KOPPU)
    """

    def __init__(
        self,
        cards: Iterable[Card | str] = (),
        trump: Suit | None = None,
        legal: Iterable[Card | str] | None = None,
    ) -> None:
        super().__init__(card_list(cards))
        self.trump = trump
        self.legal = None if legal is None else card_list(legal)

    def __repr__(self) -> str:
        codes = [c.code for c in self]
        extra = "" if self.trump is None else f", trump={self.trump!r}"
        if self.legal is not None:
            extra += f", legal={[c.code for c in self.legal]!r}"
        return f"Hand({codes!r}{extra})"

    def _repr_svg_(self) -> str:
        return str(hand_svg(self, self.trump, self.legal))

    def _repr_html_(self) -> str:
        return as_html(self._repr_svg_())
