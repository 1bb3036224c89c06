"""The rules card: one printable page (A4 at 96 px an inch) with "Which cards may I play?" as
a flow (R19–R24, R26), the rank orders (R9, R14–R17) and the combination test (R25–R29).

Every word comes from the catalogue (``card.*`` keys, the rank and pair names); the orders and
the pairs are read from :mod:`unsun_lab.orders`, never written here again.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from unsun_lab.cards import Card, Rank, Suit
from unsun_lab.display.common import wrap
from unsun_lab.display.svg import SVG, Canvas, attr, num, text
from unsun_lab.i18n import resolve_language
from unsun_lab.i18n import text as say
from unsun_lab.orders import COMBINATIONS, TENKA, numeral_order, plain_order, trump_order

__all__ = ["PAGE_HEIGHT", "PAGE_WIDTH", "rules_card_svg"]

#: An A4 page at 96 px an inch.
PAGE_WIDTH = 794
PAGE_HEIGHT = 1123
PAD = 28
#: The suit whose orders show the pattern (any suit but Pao: Tenka then has its own place).
PATTERN_SUIT = Suit.KOPPU


def _columns(width: float, size: float, bold: bool = False) -> int:
    """How many text columns (a wide character counts two) fit in ``width`` at ``size``."""
    return max(8, int(width / (size * (0.62 if bold else 0.56))))


def _wrapped(words: str, columns: int) -> list[str]:
    """``words`` in lines of ``columns``; a line of punctuation alone joins the one before."""
    lines: list[str] = []
    for line in wrap(words, columns):
        if lines and all(unicodedata.category(c).startswith("P") for c in line):
            lines[-1] += line
        else:
            lines.append(line)
    return lines or [""]


@dataclass
class Box:
    """A box of wrapped words; ``kind`` is "ask" (a question) or "say" (an answer)."""

    words: str
    width: float
    kind: str = "ask"
    size: float = 12

    @property
    def lines(self) -> list[str]:
        return _wrapped(self.words, _columns(self.width - 16, self.size, self.kind == "say"))

    @property
    def height(self) -> float:
        return len(self.lines) * self.size * 1.25 + 11

    def draw(self, x: float, y: float) -> str:
        cls = "cell" if self.kind == "ask" else "hl"
        parts = [
            f"<rect {attr(x=x, y=y, width=self.width, height=self.height, rx=6, class_=cls)}"
            f' stroke-width="{"1" if self.kind == "ask" else "1.6"}"/>'
        ]
        weight = "ink" if self.kind == "ask" else "ink b"
        for k, line in enumerate(self.lines):
            parts.append(
                text(
                    x + 8,
                    y + 5 + self.size * (1.0 + 1.25 * k),
                    line,
                    class_=weight,
                    font_size=self.size,
                )
            )
        return "".join(parts)


def _arrow(x0: float, y0: float, x1: float, y1: float, label: str = "") -> str:
    """A line with an arrowhead at (x1, y1), its label beside its middle."""
    if y0 == y1:
        head = f"M{num(x1 - 6)} {num(y1 - 4)}L{num(x1)} {num(y1)}L{num(x1 - 6)} {num(y1 + 4)}"
    else:
        head = f"M{num(x1 - 4)} {num(y1 - 6)}L{num(x1)} {num(y1)}L{num(x1 + 4)} {num(y1 - 6)}"
    line = f"M{num(x0)} {num(y0)}L{num(x1)} {num(y1)}"
    out = f'<path class="rule" stroke-width="1.4" d="{line}{head}"/>'
    if label:
        if y0 == y1:
            lx, ly, anchor = (x0 + x1) / 2, y0 - 4, "middle"
        else:
            lx, ly, anchor = x0 + 6, (y0 + y1) / 2 + 4, "start"
        out += text(lx, ly, label, class_="ink2 b", font_size=11, text_anchor=anchor)
    return out


@dataclass
class Step:
    """One question of a ladder: on ``stop`` (yes or no) its answer; otherwise go down."""

    ask: str
    stop: str
    answer: str


def _ladder(
    steps: list[Step],
    last: str | None,
    x: float,
    y: float,
    width: float,
    lang: str,
    *,
    ask_share: float = 0.58,
    tail: bool = False,
) -> tuple[list[str], float]:
    """Questions down the left, each stop answer to its right; ``last`` ends the ladder
    (``tail``: none, but an arrow goes on down from the last question)."""
    gap = 44
    ask_w = width * ask_share
    say_w = width - ask_w - gap
    out: list[str] = []
    for n, step in enumerate(steps):
        ask = Box(step.ask, ask_w)
        answer = Box(step.answer, say_w, kind="say")
        out.append(ask.draw(x, y))
        mid = y + min(ask.height, answer.height) / 2
        out.append(answer.draw(x + ask_w + gap, mid - answer.height / 2))
        out.append(_arrow(x + ask_w, mid, x + ask_w + gap, mid, say(f"card.{step.stop}", lang)))
        bottom = max(y + ask.height, mid + answer.height / 2)
        going = "no" if step.stop == "yes" else "yes"
        if n < len(steps) - 1 or last is not None or tail:
            out.append(
                _arrow(x + 18, y + ask.height, x + 18, bottom + 18, say(f"card.{going}", lang))
            )
        y = bottom + 18
    if last is not None:
        end = Box(last, ask_w, kind="say")
        out.append(end.draw(x, y))
        y += end.height
    return out, y


def _heading(x: float, y: float, words: str, size: float = 17) -> str:
    return text(x, y, words, class_="ink b", font_size=size)


def _chip_width(words: str, size: float) -> float:
    wide = sum(1 for c in words if unicodedata.east_asian_width(c) in "WF")
    return (len(words) - wide) * size * 0.62 + wide * size * 1.05 + 14


def _chips(
    names: list[str], x: float, y: float, width: float, size: float = 12
) -> tuple[list[str], float]:
    """Names in rounded boxes, left to right with a '>' between, wrapping to a new row."""
    out: list[str] = []
    h = size * 1.9
    cx = x
    for k, name in enumerate(names):
        w = _chip_width(name, size)
        if cx + w > x + width and cx > x:
            cx, y = x, y + h + 8
        out.append(f"<rect {attr(x=cx, y=y, width=w, height=h, rx=5, class_='cell')}/>")
        out.append(
            text(
                cx + w / 2, y + h * 0.68, name, class_="ink b", font_size=size, text_anchor="middle"
            )
        )
        cx += w
        if k < len(names) - 1:
            out.append(
                text(
                    cx + 7, y + h * 0.68, ">", class_="ink2 b", font_size=size, text_anchor="middle"
                )
            )
            cx += 14
    return out, y + h


def _rank_name(card: Card, trump: bool, lang: str) -> str:
    if trump and card == TENKA:
        return say("card.rank.tenka", lang)
    if trump and card.rank is Rank.ROBAI:
        return say("card.rank.native", lang)
    return say(f"rank.{card.rank.code}", lang)


def _pattern(cards: list[Card], trump: bool, lang: str) -> list[str]:
    """The ranks of an order by name, its numerals as one word (their order is R16's)."""
    names = [_rank_name(c, trump, lang) for c in cards if not c.rank.is_numeral]
    return [*names, say("card.rank.numerals", lang)]


def _numerals(suit: Suit) -> str:
    return " > ".join(r.code for r in numeral_order(suit))


def _lines(
    words: str, x: float, y: float, width: float, size: float = 12
) -> tuple[list[str], float]:
    out = []
    for line in _wrapped(words, _columns(width, size)):
        out.append(text(x, y + size, line, class_="ink2", font_size=size))
        y += size * 1.3
    return out, y


def rules_card_svg(lang: str | None = None) -> SVG:
    """The rules card in ``lang`` (None: the language chosen with ``set_language``)."""
    lang = resolve_language(lang)
    width = PAGE_WIDTH
    inner = width - 2 * PAD
    canvas = Canvas(width, PAGE_HEIGHT, say("card.title", lang), lang)
    x: float = PAD
    y: float = PAD
    canvas.add(_heading(x, y + 20, say("card.title", lang), 22))
    canvas.add(text(x, y + 40, say("card.subtitle", lang), class_="ink2", font_size=12))
    y += 54

    # 1. Which cards may I play? (R19-R24, R26)
    canvas.add(_heading(x, y + 16, say("card.flow.title", lang)))
    y += 24
    lead = Step(
        say("card.flow.q_lead", lang),
        "yes",
        f"{say('card.flow.a_lead1', lang)} {say('card.flow.a_lead', lang)}",
    )
    parts, y = _ladder([lead], None, x, y, inner, lang, ask_share=0.42, tail=True)
    canvas.add(*parts)
    split = Box(say("card.flow.q_led", lang), inner * 0.42)
    canvas.add(split.draw(x, y))
    y += split.height
    col_w = (inner - 24) / 2
    left, right = x, x + col_w + 24
    canvas.add(
        f'<path class="rule" stroke-width="1.4" fill="none" d="M{num(x + 18)} {num(y)}'
        f"V{num(y + 10)}H{num(right + 18)}V{num(y + 24)}"
        f"M{num(right + 14)} {num(y + 18)}L{num(right + 18)} {num(y + 24)}"
        f'L{num(right + 22)} {num(y + 18)}"/>',
        _arrow(x + 18, y + 10, x + 18, y + 24),
    )
    y += 24
    canvas.add(
        text(left, y + 13, say("card.flow.meri", lang), class_="ink b", font_size=13),
        text(right, y + 13, say("card.flow.plain", lang), class_="ink b", font_size=13),
    )
    y += 22
    meri = [
        Step(say("card.flow.q_trump", lang), "no", say("card.flow.a_meri_free", lang)),
        Step(say("card.flow.q_sun", lang), "yes", say("card.flow.a_sun", lang)),
    ]
    plain = [
        Step(say("card.flow.q_first", lang), "no", say("card.flow.a_free", lang)),
        Step(say("card.flow.q_suit", lang), "no", say("card.flow.a_monchi_free", lang)),
    ]
    a, ya = _ladder(meri, say("card.flow.a_meri", lang), left, y, col_w, lang, ask_share=0.52)
    b, yb = _ladder(plain, say("card.flow.a_monchi", lang), right, y, col_w, lang, ask_share=0.52)
    canvas.add(*a, *b)
    y = max(ya, yb) + 10
    for key in ("card.flow.face_down", "card.flow.ninth"):
        parts, y = _lines("• " + say(key, lang), x, y, inner)
        canvas.add(*parts)
    y += 8

    # 2. The rank orders (R9, R14-R17)
    canvas.add(_heading(x, y + 16, say("card.rank.title", lang)))
    y += 24
    for key, cards, trump in (
        ("card.rank.trump", list(trump_order(PATTERN_SUIT)), True),
        ("card.rank.plain", list(plain_order(PATTERN_SUIT)), False),
    ):
        canvas.add(text(x, y + 12, say(key, lang), class_="ink b", font_size=12))
        parts, y = _chips(_pattern(cards, trump, lang), x + 12, y + 16, inner - 12)
        canvas.add(*parts)
        y += 8
    isu = [c.code for c in plain_order(Suit.ISU)[-3:]]
    notes = [
        say("card.rank.trump_note", lang),
        say("card.rank.long", lang, order=_numerals(Suit.PAO)),
        say("card.rank.round", lang, order=_numerals(PATTERN_SUIT)),
        say("card.rank.isu", lang, order=" > ".join(isu)),
        say("card.rank.pao", lang),
        say("card.rank.compete", lang),
    ]
    for note in notes:
        parts, y = _lines("• " + note, x, y, inner)
        canvas.add(*parts)
    y += 8

    # 3. The combination test (R25-R29)
    canvas.add(_heading(x, y + 16, say("card.combo.title", lang)))
    y += 24
    none = say("card.combo.none", lang)
    steps = [
        Step(say("card.combo.meri", lang), "yes", none),
        Step(say("card.combo.trump", lang), "no", none),
        Step(say("card.combo.o", lang), "no", none),
    ]
    parts, y = _ladder(steps, None, x, y, inner, lang, ask_share=0.62, tail=True)
    canvas.add(*parts)
    pair = Box(say("card.combo.pair", lang), inner * 0.62)
    canvas.add(pair.draw(x, y))
    no_box = Box(none, inner * 0.38 - 44, kind="say")
    mid = y + pair.height / 2
    canvas.add(no_box.draw(x + inner * 0.62 + 44, mid - no_box.height / 2))
    canvas.add(_arrow(x + inner * 0.62, mid, x + inner * 0.62 + 44, mid, say("card.no", lang)))
    y += pair.height + 6
    names = []
    for name, _, _, where in COMBINATIONS:
        label = say(f"pair.{name}", lang)
        if where != "all":
            label += f" ({say(f'card.combo.{where}', lang)})"
        names.append(label)
    parts, y = _chips_row(names, x + 36, y, inner - 36)
    canvas.add(*parts)
    y += 4
    parts, y = _lines(say("card.combo.tenka", lang), x + 36, y, inner - 36)
    canvas.add(*parts)
    canvas.add(_arrow(x + 18, y, x + 18, y + 20, say("card.yes", lang)))
    y += 20
    points = Box(say("card.combo.points", lang), inner, kind="say")
    canvas.add(points.draw(x, y))
    y += points.height + 4
    parts, y = _lines(say("card.combo.score", lang), x, y, inner)
    canvas.add(*parts)
    canvas.height = max(PAGE_HEIGHT, y + PAD)
    return canvas.render()


def _chips_row(names: list[str], x: float, y: float, width: float) -> tuple[list[str], float]:
    """The pairs side by side (no '>' between them: each is a pair of its own)."""
    out: list[str] = []
    size = 12
    h = size * 1.9
    cx = x
    for name in names:
        w = _chip_width(name, size)
        if cx + w > x + width and cx > x:
            cx, y = x, y + h + 6
        out.append(f"<rect {attr(x=cx, y=y, width=w, height=h, rx=5, class_='hl')}/>")
        out.append(
            text(
                cx + w / 2, y + h * 0.68, name, class_="ink b", font_size=size, text_anchor="middle"
            )
        )
        cx += w + 8
    return out, y + h
