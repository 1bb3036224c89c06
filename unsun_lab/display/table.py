"""The eight-seat table, fully open (a Deal) or as one seat sees it (a PlayerView, R31).

Seats sit clockwise (R4) around the trick in the middle: the seat the picture is drawn for at
the bottom, its left neighbour (seat + 1) at the bottom left, and so on round to the bottom
right. Each seat's card in the trick lies on the side of the table where that seat sits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from unsun_lab.cards import Card, Suit
from unsun_lab.deal import Deal, Trick
from unsun_lab.display.common import caption_lines, hand_order, seat_label, team_badge, team_name
from unsun_lab.display.faces import CARD_H, CARD_W, place_back, place_card, place_emblem
from unsun_lab.display.svg import SVG, Canvas, num, text
from unsun_lab.display.trick import Play, draw_play, explanation_of, hides, plays_of
from unsun_lab.explain import card_name, format_value
from unsun_lab.i18n import resolve_language
from unsun_lab.i18n import text as say
from unsun_lab.orders import table_for
from unsun_lab.rules import team_of
from unsun_lab.view import PlayerView, SeenTrick

__all__ = ["table_svg"]

#: Grid cell (column, row) of the seat k places clockwise from the bottom seat (R4).
_SPOT: Final = ((1, 2), (0, 2), (0, 1), (0, 0), (1, 0), (2, 0), (2, 1), (2, 2))


@dataclass
class _Table:
    """What the picture shows, the same shape for a Deal and for a PlayerView."""

    viewer: int | None  # None: the open table
    bottom: int
    dealer: int
    trump: Suit
    indicator: Card
    recipient: int | None
    robai_line: str
    hands: list[list[Card] | None]  # None: hidden from the viewer
    dealt: list[list[Card]]  # the nine cards dealt, where the viewer may know them
    hand_sizes: list[int]
    discard: Card | None
    stock: tuple[Card, ...] | None
    side_shown: bool
    shown: Trick | SeenTrick | None  # the trick being played, else the last one
    trick: list[Play]
    explanation: str | None  # why the trick shown went as it did, once complete
    tricks_won: list[int]
    score: tuple[int, int]
    phase: str
    to_move: int | None
    legal: set[Card] | None
    now: str
    lang: str


def _robai_name(card: Card, lang: str) -> str:
    # The card is named, not coded: a picture's text then never holds a face-down card's code.
    return say("show.native_robai", lang, card=card_name(card, lang))


def _robai_line_deal(deal: Deal, lang: str) -> str:
    name = _robai_name(deal.native_robai, lang)
    status = deal.native_robai_status
    key = {
        "declared": "show.robai.declared",
        "hidden": "show.robai.hidden",
        "indicator": "show.robai.indicator",
        "stock": "show.robai.stock",
    }.get(status or "", "show.robai.may_declare")
    return say(key, lang, name=name, seat=deal.holder)


def _robai_line_view(view: PlayerView, lang: str) -> str:
    """What the seat knows of the native Robai (``view.robai``, R11, R13, R31), in words."""
    name = _robai_name(table_for(view.trump).native_robai, lang)
    fact = view.robai
    if fact == "declared":
        return say("show.robai.declared", lang, name=name, seat=view.recipient)
    if fact == "own":
        key = "show.robai.you_passed" if view.declared is False else "show.robai.pending"
        return say(key, lang, name=name)
    key = {
        "indicator": "show.robai.indicator",
        "stock": "show.robai.stock",
        "hidden": "show.robai.not_declared",
        "not_declared": "show.robai.not_declared",
    }.get(fact, "show.robai.pending")
    return say(key, lang, name=name)


def _tricks_won(tricks: Sequence[Trick | SeenTrick]) -> list[int]:
    won = [0] * 8
    for trick in tricks:
        if trick.winner is not None:
            won[trick.winner] += 1
    return won


def _over(score: tuple[int, int], lang: str) -> str:
    return say(
        "show.over",
        lang,
        team_a=team_name(0, lang),
        a=score[0],
        team_b=team_name(1, lang),
        b=score[1],
    )


def _your_turn(view: PlayerView, legal: set[Card] | None, lang: str) -> str:
    if view.phase == "declare":
        return say("show.turn.declare", lang, seat=view.seat)
    some = "ringed" if legal is not None and legal != set(view.hand) else "any"
    if view.phase == "discard":
        return say(f"show.turn.discard_{some}", lang, seat=view.seat)
    return say(f"show.turn.play_{some}", lang, seat=view.seat)


def _from_deal(deal: Deal, lang: str) -> _Table:
    trick = deal.tricks[-1] if deal.tricks else None
    legal: set[Card] | None = None
    if deal.phase in ("discard", "play"):
        legal = {Card.parse(m) for m in deal.legal_moves()}
    reason = deal.legal_reason()
    now = say("show.now", lang, reason=reason.render(lang)) if reason is not None else ""
    if deal.over:
        now = _over(deal.score, lang)
    return _Table(
        viewer=None,
        bottom=0,
        dealer=deal.dealer,
        trump=deal.trump,
        indicator=deal.indicator,
        recipient=deal.recipient,
        robai_line=_robai_line_deal(deal, lang),
        hands=[list(h) for h in deal.hands],
        dealt=[list(h) for h in deal.dealt],
        hand_sizes=[len(h) for h in deal.hands],
        discard=deal.discard,
        stock=deal.stock,
        side_shown=deal.side_cards_shown,
        shown=trick,
        trick=[] if trick is None else plays_of(trick),
        explanation=None if trick is None else explanation_of(trick, lang),
        tricks_won=_tricks_won(deal.tricks),
        score=deal.score,
        phase=deal.phase,
        to_move=deal.to_move,
        legal=legal,
        now=now,
        lang=lang,
    )


def _from_view(view: PlayerView, lang: str) -> _Table:
    trick = view.tricks[-1] if view.tricks else None
    legal = None
    if view.legal_moves and view.phase in ("discard", "play"):
        legal = {Card.parse(m) for m in view.legal_moves}
    hands: list[list[Card] | None] = [None] * 8
    hands[view.seat] = list(view.hand)
    if view.phase == "over":
        now = _over(view.score, lang)
    elif view.my_turn:
        now = _your_turn(view, legal, lang)
    elif view.to_move is None:
        now = say("show.waiting_declaration", lang)
    else:
        now = say("show.waiting", lang, seat=view.to_move)
    return _Table(
        viewer=view.seat,
        bottom=view.seat,
        dealer=view.dealer,
        trump=view.trump,
        indicator=view.indicator,
        recipient=view.recipient,
        robai_line=_robai_line_view(view, lang),
        hands=hands,
        dealt=[list(view.dealt) if s == view.seat else [] for s in range(8)],
        hand_sizes=list(view.hand_sizes),
        discard=view.discard,
        stock=view.stock,
        side_shown=view.stock is not None,
        shown=trick,
        trick=[] if trick is None else plays_of(trick),
        explanation=None if trick is None else explanation_of(trick, lang),
        tricks_won=_tricks_won(view.tricks),
        score=view.score,
        phase=view.phase,
        to_move=view.to_move,
        legal=legal,
        now=now,
        lang=lang,
    )


# -- layout ---------------------------------------------------------------------------------

_W: Final = 840
_PAD: Final = 12
_GX: Final = 10  # gap between grid columns
_COL: Final = (_W - 2 * _PAD - 2 * _GX) / 3
_HAND_W: Final = 46  # a card in a seat's hand
_RING_W: Final = 46  # a card in the trick
_OWN_W: Final = 62  # a card in the viewer's own hand


def _heading(x: float, y: float, key: str, lang: str) -> str:
    """A section heading of the header (indicator, side cards, score)."""
    return text(x, y, say(key, lang), class_="ink2 b", font_size=10, letter_spacing=0.8)


def _header(canvas: Canvas, t: _Table, y: float) -> float:
    """Trump, indicator, dealer and native Robai; the side cards; the score. Returns the y below."""
    cw = 46
    ch = CARD_H * cw / CARD_W
    x = _PAD
    canvas.add(
        _heading(x, y + 12, "show.heading.indicator", t.lang),
        place_card(canvas, t.indicator, x, y + 18, cw, trump=t.trump),
    )
    tx = x + cw + 12
    recipient = (
        say("show.taken_by", t.lang, seat=t.recipient)
        if t.recipient is not None
        else say("show.not_taken", t.lang)
    )
    trump_line = say("show.trump_is", t.lang, suit=format_value(t.trump, t.lang))
    indicator_line = say("show.indicator_line", t.lang, card=t.indicator.code, recipient=recipient)
    canvas.add(
        place_emblem(canvas, t.trump, tx, y + 18, 18),
        text(tx + 24, y + 32, trump_line, class_="ink b", font_size=15),
        _fitted(tx, y + 52, indicator_line, 440 - tx - 12),
        _fitted(tx, y + 69, t.robai_line, 440 - tx - 12),
        text(
            tx, y + 86, say("show.dealer_line", t.lang, seat=t.dealer), class_="ink", font_size=12
        ),
    )
    # Side cards (R13): the discard and the two stock cards, shown from the opening lead.
    sx = 440
    canvas.add(_heading(sx, y + 12, "show.heading.side", t.lang))
    if not t.side_shown:
        note = say("show.side_not_shown" if t.viewer is None else "show.side_at_lead", t.lang)
        canvas.add(text(sx, y + 18 + ch + 27, note, class_="ink2", font_size=10.5))
    side: list[Card | None] = [t.discard, *(t.stock or (None, None))]
    for k, card in enumerate(side):
        cx = sx + k * (cw + 6)
        if card is None:
            canvas.add(place_back(canvas, cx, y + 18, cw))
        else:
            canvas.add(
                place_card(
                    canvas,
                    card,
                    cx,
                    y + 18,
                    cw,
                    trump=t.trump,
                    dim=t.viewer is None and not t.side_shown,
                )
            )
        canvas.add(
            text(
                cx + cw / 2,
                y + 18 + ch + 12,
                say("show.discard" if k == 0 else "show.stock", t.lang),
                class_="ink2",
                font_size=10,
                text_anchor="middle",
            )
        )
    # Score (R27-R29).
    rx = _W - _PAD - 180
    canvas.add(_heading(rx, y + 12, "show.heading.score", t.lang))
    for team in (0, 1):
        ty = y + 36 + team * 24
        canvas.add(
            team_badge(team, rx + 6, ty - 5, 11, team=True),
            text(rx + 18, ty, team_name(team, t.lang), class_="ink", font_size=12.5),
            text(
                _W - _PAD - 4,
                ty,
                str(t.score[team]),
                class_="ink b",
                font_size=16,
                text_anchor="end",
            ),
        )
    played = sum(t.tricks_won)
    won_line = say("show.tricks_played", t.lang, n=played)
    canvas.add(text(rx, y + 86, won_line, class_="ink2", font_size=12))
    return y + 18 + ch + (34 if not t.side_shown else 20)


def _fitted(x: float, y: float, line: str, room: float, size: float = 12) -> str:
    """A line of text, squeezed to ``room`` px when it would run past it (long sentences in
    some languages; wide characters count double)."""
    wide = sum(2 if ord(c) > 0x2E7F else 1 for c in line)
    if wide * size * 0.55 <= room:
        return text(x, y, line, class_="ink", font_size=size)
    return text(
        x, y, line, class_="ink", font_size=size, textLength=room, lengthAdjust="spacingAndGlyphs"
    )


def _seat_cell(canvas: Canvas, t: _Table, seat: int, x: float, y: float, h: float) -> None:
    to_move = seat == t.to_move
    canvas.add(
        f'<rect class="cell" x="{num(x)}" y="{num(y)}" width="{num(_COL)}" height="{num(h)}"'
        ' rx="8"/>'
    )
    strip = ("ta", "tb")[team_of(seat)]  # R5: the team's colour, faint
    canvas.add(
        f'<path class="{strip}" fill-opacity=".14" d="M{num(x + 8)} {num(y)}'
        f'H{num(x + _COL - 8)}a8 8 0 0 1 8 8V{num(y + 26)}H{num(x)}V{num(y + 8)}a8 8 0 0 1 8-8z"/>'
    )
    if to_move:
        canvas.add(
            f'<rect class="hl" x="{num(x)}" y="{num(y)}" width="{num(_COL)}" height="{num(h)}"'
            ' rx="8" stroke-width="2.4"/>'
        )
    tags = []
    if seat == t.viewer:
        tags.append(say("show.tag.you", t.lang))
    if seat == t.dealer:
        tags.append(say("show.tag.dealer", t.lang))
    if seat == t.recipient:
        tags.append(say("show.tag.recipient", t.lang))
    extra = ("  " + say("list.dot", t.lang).join(tags)) if tags else ""
    canvas.add(seat_label(seat, x + 8, y + 18, size=12.5, extra=extra, lang=t.lang))
    won = t.tricks_won[seat]
    canvas.add(
        text(
            x + _COL - 8,
            y + h - 7,
            say("show.won", t.lang, count=won) if won else say("show.won_none", t.lang),
            class_="ink2",
            font_size=11,
            text_anchor="end",
        )
    )
    hand = t.hands[seat]
    top = y + 28
    if hand is None:  # another seat's hand, hidden from the viewer (R31)
        n = t.hand_sizes[seat]
        if n == 0:
            no_cards = say("show.no_cards", t.lang)
            canvas.add(text(x + 10, top + 30, no_cards, class_="ink2", font_size=12))
            return
        bw = 30
        step = 9
        for i in range(n):
            canvas.add(place_back(canvas, x + 10 + i * step, top + 4, bw))
        canvas.add(
            text(
                x + 10 + bw + step * max(n - 1, 0) + 10,
                top + 30,
                say("show.cards", t.lang, count=n),
                class_="ink2",
                font_size=12,
            )
        )
        return
    if seat == t.viewer:  # the viewer's own hand is drawn large below the table
        lines, _ = caption_lines([t.now], x + 10, top + 22, size=12, width=40)
        canvas.add(*lines)
        return
    legal = t.legal if to_move else None
    if not hand:  # after the ninth trick: the hand as it was dealt, for the review
        if not t.dealt[seat]:
            no_cards = say("show.no_cards", t.lang)
            canvas.add(text(x + 10, top + 30, no_cards, class_="ink2", font_size=12))
            return
        hand, legal = t.dealt[seat], None
        as_dealt = say("show.as_dealt", t.lang)
        canvas.add(text(x + 8, y + h - 7, as_dealt, class_="ink2", font_size=11))
    cards = hand_order(hand, t.trump)
    lift = 8
    _fan(canvas, cards, x + 8, top + lift, _COL - 16, _HAND_W, t.trump, legal, lift)


def _fan(
    canvas: Canvas,
    cards: list[Card],
    x: float,
    y: float,
    width: float,
    card_w: float,
    trump: Suit,
    legal: set[Card] | None,
    lift: float,
) -> None:
    """Cards left to right, overlapping when short of room. With ``legal`` (and some card not
    in it) the playable cards are raised, and ringed when they do not overlap; the rest fade."""
    n = len(cards)
    step = card_w + 4
    if n > 1 and card_w + step * (n - 1) > width:
        step = (width - card_w) / (n - 1)
    if legal is not None and all(c in legal for c in cards):
        legal = None  # nothing to tell apart: the seat's frame says it is to move
    for i, card in enumerate(cards):
        ok = legal is None or card in legal
        dy = -lift if legal is not None and ok else 0
        ring = legal is not None and ok and step >= card_w
        canvas.add(
            place_card(
                canvas, card, x + i * step, y + dy, card_w, trump=trump, highlight=ring, dim=not ok
            )
        )


def _ring(canvas: Canvas, t: _Table, x: float, y: float, w: float, h: float, reveal: bool) -> None:
    """The trick in the middle: each card on its seat's side of the table."""
    cw = _RING_W
    ch = CARD_H * cw / CARD_W
    gx, gy = 22, 12
    rx = x + (w - 3 * cw - 2 * gx) / 2
    ry = y + (h - 3 * ch - 2 * gy) / 2
    canvas.add(
        f'<rect class="felt" x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="14"/>'
    )
    by_seat = {p.seat: p for p in t.trick}
    for seat in range(8):
        col, row = _SPOT[(seat - t.bottom) % 8]
        px, py = rx + col * (cw + gx), ry + row * (ch + gy)
        play = by_seat.get(seat)
        if play is None:
            canvas.add(
                f'<rect class="rule" x="{num(px)}" y="{num(py)}" width="{num(cw)}"'
                f' height="{num(ch)}" rx="4" stroke-dasharray="4 3"/>',
                text(
                    px + cw / 2,
                    py + ch / 2 + 4,
                    str(seat),
                    class_="ink2 b",
                    font_size=13,
                    text_anchor="middle",
                ),
            )
            continue
        canvas.add(
            draw_play(
                canvas,
                play,
                px,
                py,
                cw,
                trump=t.trump,
                reveal=reveal,
                winner=t.shown is not None and seat == t.shown.winner,
            )
        )
        canvas.add(team_badge(seat, px - 7, py + 8, 9))
        canvas.add(
            text(px - 7, py + 22, str(seat), class_="ink2 b", font_size=10, text_anchor="middle")
        )
    cx, cy = rx + cw + gx + cw / 2, ry + ch + gy
    lines = _ring_lines(t)
    for k, line in enumerate(lines):
        canvas.add(
            text(
                cx,
                cy + 16 + 14 * k,
                line,
                class_="ink b" if k == 0 else "ink2",
                font_size=12 if k == 0 else 10.5,
                text_anchor="middle",
            )
        )


def _ring_lines(t: _Table) -> list[str]:
    """The words in the middle of the trick: which trick, what kind, who is next or won."""
    trick, lang = t.shown, t.lang
    if trick is None:
        if t.phase == "declare":
            return [say("show.ring.declaration", lang), "(R11)"]
        if t.phase == "discard":
            return [
                say("show.ring.discard", lang),
                say("seat.name", lang, seat=t.recipient),
                "(R12)",
            ]
        return [
            say("show.trick", lang, number=1),
            say("seat.name", lang, seat=t.to_move),
            say("show.ring.leads", lang),
        ]
    kind = say("show.ring.meri" if trick.meri else "show.ring.plain", lang)
    if trick.number == 9:
        kind = say("show.ring.last", lang)
    title = say("show.trick", lang, number=trick.number)
    if trick.complete:
        return [title, kind, say("show.ring.won_by", lang, seat=trick.winner)]
    return [title, kind, say("show.ring.to_play", lang, seat=t.to_move)]


def table_svg(
    deal_or_view: Deal | PlayerView,
    *,
    legal: bool = True,
    reveal: bool = True,
    lang: str | None = None,
) -> SVG:
    """The table: eight seats clockwise (R4) in their teams (R5), the trick in the middle, the
    trump and indicator (R7, R8), who received it and the native Robai (R11), the side cards
    (R13), the tricks each seat won and the score (R27–R29).

    A ``Deal`` draws the open table, every hand face up, seat 0 at the bottom; with ``legal``
    the cards the seat to move may play are raised and ringed (R19–R23). A ``PlayerView``
    draws only what that seat knows (R31): its own hand at the bottom, the other hands as backs,
    face-down trumps of the trick being played as backs marked TRUMP (R24). On the open table
    ``reveal=False`` also keeps face-down trumps as backs. Its words are in ``lang`` (None: the
    language chosen with ``set_language``).
    """
    lang = resolve_language(lang)
    if isinstance(deal_or_view, PlayerView):
        t = _from_view(deal_or_view, lang)
        reveal = True  # a view already hides what its seat may not see
    else:
        t = _from_deal(deal_or_view, lang)
    if not legal:
        t.legal = None
    if t.viewer is None:
        label = say("show.label.table", lang)
    else:
        label = say("show.label.table_seat", lang, seat=t.viewer)
    canvas = Canvas(_W, 10, label, lang)
    y = _header(canvas, t, _PAD)
    hand_h = 28 + 8 + CARD_H * _HAND_W / CARD_W + 24
    if t.viewer is not None:
        hand_h = 28 + CARD_H * 30 / CARD_W + 14
    ring_h = 3 * CARD_H * _RING_W / CARD_W + 2 * 12 + 20
    row_y = [y, y + hand_h + 10, y + hand_h + 10 + ring_h + 10]
    for seat in range(8):
        col, row = _SPOT[(seat - t.bottom) % 8]
        cx = _PAD + col * (_COL + _GX)
        cy = row_y[1] + (ring_h - hand_h) / 2 if row == 1 else row_y[row]
        _seat_cell(canvas, t, seat, cx, cy, hand_h)
    _ring(canvas, t, _PAD + _COL + _GX, row_y[1], _COL, ring_h, reveal)
    y = row_y[2] + hand_h + 12
    if t.viewer is not None:
        y = _own_hand(canvas, t, y)
    y = _footer(canvas, t, y, reveal)
    canvas.height = y + _PAD
    return canvas.render()


def _own_hand(canvas: Canvas, t: _Table, y: float) -> float:
    if t.viewer is None:
        raise ValueError("a hand is drawn as its own seat's view only (R31)")
    hand = hand_order(t.hands[t.viewer] or [], t.trump)
    what = say("show.your_hand", t.lang, count=len(hand))
    if not hand:  # after the ninth trick: the hand as it was dealt, for the review
        hand = hand_order(t.dealt[t.viewer], t.trump)
        what = say("show.your_hand_dealt", t.lang)
    ch = CARD_H * _OWN_W / CARD_W
    lift = 12 if t.legal is not None else 0
    canvas.add(
        f'<rect class="cell" x="{_PAD}" y="{num(y)}" width="{num(_W - 2 * _PAD)}"'
        f' height="{num(ch + lift + 40)}" rx="8"/>',
        seat_label(t.viewer, _PAD + 8, y + 18, size=12.5, extra=f": {what}", lang=t.lang),
    )
    _fan(canvas, hand, _PAD + 10, y + 26 + lift, _W - 2 * _PAD - 20, _OWN_W, t.trump, t.legal, lift)
    return y + ch + lift + 40 + 10


def _footer(canvas: Canvas, t: _Table, y: float, reveal: bool) -> float:
    lines = []
    if t.now and t.viewer is None:
        lines.append(t.now)
    if t.shown is not None and t.explanation and not any(hides(p, reveal) for p in t.trick):
        lines.append(
            say("show.trick_explained", t.lang, number=t.shown.number, explanation=t.explanation)
        )
    legend_y = y + 4
    x = _PAD
    canvas.add(
        team_badge(0, x + 5, legend_y - 4, 10, team=True),
        text(x + 14, legend_y, team_name(0, t.lang), class_="ink2", font_size=11.5),
    )
    x += 110
    canvas.add(
        team_badge(1, x + 5, legend_y - 4, 10, team=True),
        text(x + 14, legend_y, team_name(1, t.lang), class_="ink2", font_size=11.5),
    )
    x += 110
    canvas.add(
        text(
            x,
            legend_y,
            say("show.legend", t.lang),
            class_="ink2",
            font_size=11.5,
        )
    )
    out, bottom = caption_lines(lines, _PAD, legend_y + 22, size=12.5, width=118)
    canvas.add(*out)
    return bottom - 8
