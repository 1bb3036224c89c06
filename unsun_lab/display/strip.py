"""A rank order as a strip of cards, strongest first (R14–R16)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from unsun_lab.cards import Rank, Suit
from unsun_lab.display.faces import CARD_H, CARD_W, place_card, place_emblem
from unsun_lab.display.svg import SVG, Canvas, num, text
from unsun_lab.orders import TENKA

if TYPE_CHECKING:
    from unsun_lab.orders import RankOrder

__all__ = ["rank_strip_svg"]


def _title(order: RankOrder) -> str:
    suit, n = order.suit, len(order)
    if order.kind == "trump":
        return f"Trumps when {suit.title} is trump: {n} cards, strongest first (R14)"
    return f"{suit.title} when it is not trump: {n} cards, strongest first (R15)"


def _notes(order: RankOrder) -> list[str]:
    suit = order.suit
    numerals = (
        "9 high down to 1 (a long suit)" if suit.is_long else "1 high down to 9 (a round suit)"
    )
    notes = [f"Numerals run {numerals} (R16)."]
    if order.kind == "trump":
        if TENKA in order and TENKA.suit is not suit:
            notes.insert(
                0, "Tenka, the Pao Robai, is always a trump, just above the native Robai (R9)."
            )
        else:
            notes.insert(
                0, "The Pao Robai is Tenka and the native Robai at once: one card, one place (R9)."
            )
    elif suit is Suit.ISU:
        notes.insert(0, "A plain Isu's Robai ranks between its 2 and its 1 (R15).")
    elif suit is Suit.PAO:
        notes.insert(
            0, "A plain Pao has no Robai: the Pao Robai is Tenka, always a trump (R9, R15)."
        )
    return notes


def _callout(order: RankOrder, index: int) -> tuple[str, str] | None:
    card = order[index]
    if order.kind == "trump":
        if card is TENKA and card.suit is order.suit:
            return ("Tenka =", "native (R9)")
        if card is TENKA:
            return ("Tenka", "(R9)")
        if card.rank is Rank.ROBAI:
            return ("native", "Robai (R10)")
        return None
    if card.rank is Rank.ROBAI and card.suit is Suit.ISU:
        return ("2 > Ro > 1", "(R15)")
    return None


def rank_strip_svg(order: RankOrder, *, width: float = 820) -> SVG:
    """The cards of ``order`` (from ``trump_order`` or ``plain_order``) left to right, strongest
    first, numbered by position, with Tenka, the native Robai and the Isu Robai exception marked.
    """
    cards = list(order)
    n = len(cards)
    pad, gap = 12, 4
    card_w = min(60.0, (width - 2 * pad - gap * (n - 1)) / n)
    card_h = CARD_H * card_w / CARD_W
    trump = order.suit if order.kind == "trump" else None
    notes = _notes(order)
    top = pad + 26  # the title line
    row_y = top + 16  # position numbers above the cards
    below = row_y + card_h + 8
    height = below + 28 + 18 * len(notes) + pad
    canvas = Canvas(width, height, _title(order))
    canvas.add(
        place_emblem(canvas, order.suit, pad, pad, 20),
        text(pad + 27, pad + 15.5, _title(order), class_="ink b", font_size=15),
    )
    for i, card in enumerate(cards):
        x = pad + i * (card_w + gap)
        cx = x + card_w / 2
        canvas.add(
            text(cx, row_y - 4, str(i + 1), class_="ink2 b", font_size=11, text_anchor="middle")
        )
        callout = _callout(order, i)
        exceptional = order.kind == "plain" and callout is not None
        canvas.add(place_card(canvas, card, x, row_y, card_w, trump=trump, highlight=exceptional))
        if callout is not None:
            for k, line in enumerate(callout):
                canvas.add(
                    text(
                        cx,
                        below + 9 + 12 * k,
                        line,
                        class_="ink b",
                        font_size=10,
                        text_anchor="middle",
                    )
                )
    has_callouts = any(_callout(order, i) for i in range(n))
    arrow_y = below + (40 if has_callouts else 14)
    x0, x1 = pad, width - pad
    canvas.add(
        f'<path class="rule" d="M{num(x0 + 70)} {num(arrow_y - 4)}H{num(x1 - 70)}'
        f'm-6 -4 6 4-6 4" stroke-width="1.4"/>',
        text(x0, arrow_y, "stronger", class_="ink2 b", font_size=11),
        text(x1, arrow_y, "weaker", class_="ink2 b", font_size=11, text_anchor="end"),
    )
    y = arrow_y + 20
    for note in notes:
        canvas.add(text(pad, y, note, class_="ink2", font_size=12))
        y += 18
    canvas.height = y - 18 + pad + 4
    return canvas.render()
