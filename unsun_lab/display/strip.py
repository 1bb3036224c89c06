"""A rank order as a strip of cards, strongest first (R14–R16)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from unsun_lab.cards import Rank, Suit
from unsun_lab.display.faces import CARD_H, CARD_W, place_card, place_emblem
from unsun_lab.display.svg import SVG, Canvas, num, text
from unsun_lab.explain import format_value
from unsun_lab.i18n import resolve_language
from unsun_lab.i18n import text as say
from unsun_lab.orders import TENKA

if TYPE_CHECKING:
    from unsun_lab.orders import RankOrder

__all__ = ["rank_strip_svg"]


def _title(order: RankOrder, lang: str) -> str:
    suit, n = format_value(order.suit, lang), len(order)
    if order.kind == "trump":
        return say("show.strip.trumps", lang, suit=suit, count=n)
    return say("show.strip.plain", lang, suit=suit, count=n)


def _notes(order: RankOrder, lang: str) -> list[str]:
    suit = order.suit
    notes = [say("show.strip.long" if suit.is_long else "show.strip.round", lang)]
    if order.kind == "trump":
        if TENKA in order and TENKA.suit is not suit:
            notes.insert(0, say("show.strip.tenka", lang))
        else:
            notes.insert(0, say("show.strip.tenka_native", lang))
    elif suit is Suit.ISU:
        notes.insert(0, say("show.strip.isu", lang))
    elif suit is Suit.PAO:
        notes.insert(0, say("show.strip.pao", lang))
    return notes


def _callout(order: RankOrder, index: int, lang: str) -> tuple[str, str] | None:
    card = order[index]
    if order.kind == "trump":
        if card is TENKA and card.suit is order.suit:
            return (say("show.callout.tenka_native", lang), say("show.callout.native_r9", lang))
        if card is TENKA:
            return (say("show.callout.tenka", lang), "(R9)")
        if card.rank is Rank.ROBAI:
            return (say("show.callout.native", lang), say("show.callout.robai_r10", lang))
        return None
    if card.rank is Rank.ROBAI and card.suit is Suit.ISU:
        return ("2 > Ro > 1", "(R15)")
    return None


def rank_strip_svg(order: RankOrder, *, width: float = 820, lang: str | None = None) -> SVG:
    """The cards of ``order`` (from ``trump_order`` or ``plain_order``) left to right, strongest
    first, numbered by position, with Tenka, the native Robai and the Isu Robai exception marked.
    Its words are in ``lang`` (None: the language chosen with ``set_language``).
    """
    lang = resolve_language(lang)
    cards = list(order)
    n = len(cards)
    pad, gap = 12, 4
    card_w = min(60.0, (width - 2 * pad - gap * (n - 1)) / n)
    card_h = CARD_H * card_w / CARD_W
    trump = order.suit if order.kind == "trump" else None
    notes = _notes(order, lang)
    top = pad + 26  # the title line
    row_y = top + 16  # position numbers above the cards
    below = row_y + card_h + 8
    height = below + 28 + 18 * len(notes) + pad
    title = _title(order, lang)
    canvas = Canvas(width, height, title, lang)
    canvas.add(
        place_emblem(canvas, order.suit, pad, pad, 20),
        text(pad + 27, pad + 15.5, title, class_="ink b", font_size=15),
    )
    for i, card in enumerate(cards):
        x = pad + i * (card_w + gap)
        cx = x + card_w / 2
        canvas.add(
            text(cx, row_y - 4, str(i + 1), class_="ink2 b", font_size=11, text_anchor="middle")
        )
        callout = _callout(order, i, lang)
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
    has_callouts = any(_callout(order, i, lang) for i in range(n))
    arrow_y = below + (40 if has_callouts else 14)
    x0, x1 = pad, width - pad
    canvas.add(
        f'<path class="rule" d="M{num(x0 + 70)} {num(arrow_y - 4)}H{num(x1 - 70)}'
        f'm-6 -4 6 4-6 4" stroke-width="1.4"/>',
        text(x0, arrow_y, say("show.strip.stronger", lang), class_="ink2 b", font_size=11),
        text(
            x1,
            arrow_y,
            say("show.strip.weaker", lang),
            class_="ink2 b",
            font_size=11,
            text_anchor="end",
        ),
    )
    y = arrow_y + 20
    for note in notes:
        canvas.add(text(pad, y, note, class_="ink2", font_size=12))
        y += 18
    canvas.height = y - 18 + pad + 4
    return canvas.render()
