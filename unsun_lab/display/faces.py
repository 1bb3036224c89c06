"""Card faces and the back, defined once per picture and placed with ``<use>``.

A face is 60×90 units: its code top left in the suit's ink with the suit emblem below it (both
stay visible when cards overlap in a hand), pips or a court figure in the middle, and the rank in
Latin letters and in katakana at the foot (R2, R3). Marks that depend on the deal, not on the card
(the trump star, the Tenka and native Robai bands, R9/R10), are laid over the face where it is
placed, so a face's drawing, and its id ``ul-<code>``, never change.
"""

from __future__ import annotations

import math
from typing import Final

from unsun_lab.cards import Card, Suit
from unsun_lab.display.art import BACK, BACK_CLIP, EMBLEM, FIGURE, GOLD, INK, PAPER, SUIT_INK
from unsun_lab.display.svg import Canvas, attr, num, text
from unsun_lab.i18n import message
from unsun_lab.orders import TENKA, table_for

__all__ = [
    "CARD_H",
    "CARD_W",
    "place_back",
    "place_card",
    "place_emblem",
]

CARD_W: Final = 60
CARD_H: Final = 90

# Pip layouts for the numerals, as (column, row) in a 3×3 grid, and the pip size.
_PIPS: Final[dict[int, tuple[float, tuple[tuple[float, float], ...]]]] = {
    1: (22, ((1, 1),)),
    2: (16, ((1, 0), (1, 2))),
    3: (15, ((1, 0), (1, 1), (1, 2))),
    4: (14, ((0, 0), (2, 0), (0, 2), (2, 2))),
    5: (14, ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2))),
    6: (13, ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))),
    7: (12.5, ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1), (0, 2), (2, 2))),
    8: (12.5, ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1), (1, 1.5), (0, 2), (2, 2))),
    9: (12, tuple((c, r) for r in (0, 1, 2) for c in (0, 1, 2))),
}


def _star(cx: float, cy: float, r: float) -> str:
    """A five-pointed star as path data (the trump mark)."""
    points = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.42
        angle = math.pi * k / 5
        points.append(f"{num(cx + radius * math.sin(angle))} {num(cy - radius * math.cos(angle))}")
    return "M" + "L".join(points) + "z"


_TRUMP_STAR: Final = (
    '<g class="m-trump">'
    f'<circle cx="50" cy="10.5" r="6.6" fill="{GOLD}" stroke="{INK}" stroke-width=".7"/>'
    f'<path d="{_star(50, 10.9, 4.6)}" fill="{INK}"/></g>'
)


def _band(y: float, label: str, mark: str) -> str:
    """A dark band across the picture with a gold word (the Tenka and native Robai marks)."""
    return (
        f'<g class="{mark}"><rect x="3" y="{num(y)}" width="54" height="11" rx="1.5"'
        f' fill="{INK}" opacity=".9"/>'
        + text(
            30,
            y + 8.1,
            label,
            fill=GOLD,
            font_size=8.2,
            font_weight=700,
            text_anchor="middle",
            # Squeezed only when wider than the band: a capital is about 6.2 wide, a kana or
            # kanji 8.2 (one em); an estimate too large would stretch a short word ("天下").
            textLength=min(48, sum(8.2 if ord(c) > 0x2E7F else 6.2 for c in label)),
            lengthAdjust="spacingAndGlyphs",
        )
        + "</g>"
    )


def _define_emblem(canvas: Canvas, suit: Suit) -> str:
    return canvas.define(
        f"ul-e-{suit.letter}",
        lambda c: f'<g id="ul-e-{suit.letter}" fill="currentColor">{EMBLEM[suit]}</g>',
    )


def _define_figure(canvas: Canvas, card: Card) -> str:
    rank = card.rank
    ident = f"ul-f-{rank.code}"
    return canvas.define(ident, lambda c: f'<g id="{ident}" fill="currentColor">{FIGURE[rank]}</g>')


def _face(canvas: Canvas, card: Card) -> str:
    suit, rank = card.suit, card.rank
    ink = SUIT_INK[suit]
    emblem = _define_emblem(canvas, suit)
    parts = [
        f'<g id="ul-{card.code}" color="{ink}">',
        f'<rect x=".5" y=".5" width="59" height="89" rx="4.5" fill="{PAPER}" stroke="#8f8576"/>',
        f'<rect x="2.6" y="2.6" width="54.8" height="84.8" rx="3" fill="none" stroke="{ink}"'
        ' stroke-width=".7"/>',
        text(4.2, 15, card.code, fill=ink, font_size=13, font_weight=700, letter_spacing=-0.4),
        f'<use href="{emblem}" transform="translate(4.5 19.5) scale(.5)"/>',
    ]
    if rank.is_numeral:
        size, cells = _PIPS[rank.number]
        scale = size / 20
        for col, row in cells:
            cx, cy = 22.5 + 13.5 * col, 27 + 17.5 * row
            parts.append(
                f'<use href="{emblem}" transform="translate({num(cx - size / 2)} '
                f'{num(cy - size / 2)}) scale({num(scale)})"/>'
            )
    else:
        figure = _define_figure(canvas, card)
        parts.append(f'<use href="{figure}" transform="translate(16 18)"/>')
    parts += [
        f'<path d="M5 73.5h50" stroke="{ink}" stroke-width=".5" opacity=".5"/>',
        text(4.6, 84.5, rank.title, fill=INK, font_size=8.6, font_weight=700, letter_spacing=-0.2),
        text(
            55.6,
            84.5,
            rank.katakana,
            fill=INK,
            font_size=8.2,  # 8 px or more on screen at the widgets' smallest card (60 px)
            text_anchor="end",
            # Squeezed to leave a gap after the Latin name (about 5.5 a letter from 4.6):
            # "Robai" and "ロバイ" touched.
            textLength=min(26, 8.2 * len(rank.katakana), 48 - 5.5 * len(rank.title)),
            lengthAdjust="spacingAndGlyphs",
        ),
        "</g>",
    ]
    return "".join(parts)


def _define_face(canvas: Canvas, card: Card) -> str:
    return canvas.define(f"ul-{card.code}", lambda c: _face(c, card))


def _define_back(canvas: Canvas) -> str:
    canvas.define("ul-back-clip", lambda c: BACK_CLIP)
    return canvas.define("ul-back", lambda c: f'<g id="ul-back">{BACK}</g>')


def marks_for(card: Card, trump: Suit | None, lang: str | None = None) -> list[str]:
    """The deal's marks on a face: the trump star, and bands for Tenka and the native Robai,
    their words in ``lang``."""
    if trump is None:
        return []
    table = table_for(trump)
    if not table.is_trump[card.index]:
        return []
    marks = [_TRUMP_STAR]
    native = card is table.native_robai
    tenka, robai = message("show.band.tenka", lang), message("show.band.native", lang)
    if card is TENKA and native:  # R9/R10: when Pao is trump, one card is both
        marks += [_band(45, tenka, "m-tenka"), _band(57.5, robai, "m-native")]
    elif card is TENKA:
        marks.append(_band(57.5, tenka, "m-tenka"))
    elif native:
        marks.append(_band(57.5, robai, "m-native"))
    return marks


def _group(x: float, y: float, width: float, inner: str, **attrs: object) -> str:
    scale = width / CARD_W
    transform = f"translate({num(x)} {num(y)})"
    if scale != 1:
        transform += f" scale({num(round(scale, 4))})"
    extra = attr(**attrs)
    return f'<g transform="{transform}"{" " + extra if extra else ""}>{inner}</g>'


def place_card(
    canvas: Canvas,
    card: Card,
    x: float,
    y: float,
    width: float = CARD_W,
    *,
    trump: Suit | None = None,
    highlight: bool = False,
    dim: bool = False,
    dashed: bool = False,
) -> str:
    """A face at (x, y), ``width`` wide, with the deal's marks when ``trump`` is given.

    ``highlight`` rings it (a legal card, a winner), ``dim`` fades it (not playable), ``dashed``
    gives it a dashed outline (a face-down card shown opened).
    """
    href = _define_face(canvas, card)
    inner = [f'<use href="{href}"/>', *marks_for(card, trump, canvas.lang)]
    if dashed:
        inner.append(
            f'<rect x="-1.5" y="-1.5" width="63" height="93" rx="5.5" fill="none" stroke="{INK}"'
            ' stroke-width="1.6" stroke-dasharray="4 3"/>'
        )
    if highlight:
        inner.append(
            '<rect class="hl" x="-2" y="-2" width="64" height="94" rx="6" stroke-width="3.2"/>'
        )
    if dim:  # a veil, not opacity: an overlapped card must not show the card beneath
        inner.append('<rect class="bg" width="60" height="90" rx="4.5" fill-opacity=".6"/>')
    return _group(x, y, width, "".join(inner))


def place_back(
    canvas: Canvas, x: float, y: float, width: float = CARD_W, *, trump_mark: bool = False
) -> str:
    """A card back; ``trump_mark`` labels it a face-down trump (R24) without saying which."""
    inner = [f'<use href="{_define_back(canvas)}"/>']
    if trump_mark:
        inner.append(
            '<g class="m-facedown">'
            f'<rect x="3" y="37.5" width="54" height="15" rx="2" fill="{GOLD}" stroke="{INK}"'
            ' stroke-width=".7"/>'
            + text(
                30,
                48.6,
                message("show.back_mark", canvas.lang),
                fill=INK,
                font_size=10,
                font_weight=700,
                text_anchor="middle",
                letter_spacing=0.8,
            )
            + "</g>"
        )
    return _group(x, y, width, "".join(inner))


def place_emblem(canvas: Canvas, suit: Suit, x: float, y: float, size: float) -> str:
    """A suit emblem on its own (legends, headings), in the suit's ink."""
    href = _define_emblem(canvas, suit)
    return (
        f'<use href="{href}" color="{SUIT_INK[suit]}" '
        f'transform="translate({num(x)} {num(y)}) scale({num(round(size / 20, 4))})"/>'
    )
