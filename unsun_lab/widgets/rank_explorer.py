"""RankExplorer: the trump order and the four plain orders of a trump suit, and which of two
cards wins a trick (R9, R10, R14–R17, R25).

>>> x = RankExplorer(trump="K")
>>> x.compare("PRo", "KRo", led="O")["winner"]
'PRo'
>>> x
RankExplorer(trump='Koppu', selected=(), led=None)
"""

from __future__ import annotations

import html
from typing import Any, ClassVar

import traitlets

from unsun_lab.cards import Card, Rank, Suit
from unsun_lab.compare import compare, place
from unsun_lab.i18n import message, resolve_language
from unsun_lab.orders import TENKA, RankOrder, plain_order, table_for, trump_order
from unsun_lab.widgets._common import (
    Messages,
    StaticWidget,
    bundle,
    bundle_css,
    card_payload,
    parse_suit,
    static_cards_html,
    svg_or_none,
    ui,
)

__all__ = ["RankExplorer", "compare_cards", "rank_words"]


def _marks(card: Card, order: RankOrder) -> list[str]:
    """Which special cards the learner should notice: Tenka, the native Robai, plain IRo."""
    marks = []
    if order.kind == "trump":
        if card is TENKA:
            marks.append("Tenka")
        if card.rank is Rank.ROBAI and card.suit is order.suit:
            marks.append("native Robai")
    elif card.suit is Suit.ISU and card.rank is Rank.ROBAI:
        marks.append("plain Isu Robai")
    return marks


def rank_words(card: Card, order: RankOrder, lang: str | None = None) -> str:
    """Where ``card`` stands when ``order``'s suit is trump (or, for a plain order, in it),
    as the core explains it, e.g. "KRo is 5th of 16 trumps: the native Robai (R10, R14)"."""
    trump = order.suit if order.kind == "trump" else _other_trump(card.suit)
    return place(card, trump).render(lang)


def _other_trump(suit: Suit) -> Suit:
    """A trump suit under which ``suit`` is plain, for describing a plain order on its own."""
    return Suit.GURU if suit is not Suit.GURU else Suit.KOPPU


def compare_cards(
    a: Card | str, b: Card | str, trump: Suit | str, led: Suit | str, lang: str | None = None
) -> dict[str, Any]:
    """Which of two cards wins a trick led in ``led`` when ``trump`` is trump, and why: the
    core's :func:`unsun_lab.compare.compare`. Returns ``winner`` (a code, or None when neither
    can win), ``text`` and ``rules``."""
    ca, cb = Card.parse(a), Card.parse(b)
    why = compare(ca, cb, parse_suit(trump), parse_suit(led))
    winner = why.params["winner"]
    text = why.render(lang)
    return {
        "winner": None if winner is None else winner.code,
        "text": text[0].upper() + text[1:],
        "rules": why.rules,
    }


class RankExplorer(StaticWidget):
    """Choose the trump suit; see its trump order (R14) and the four plain orders (R15/R16).

    Click two cards and a led suit to see which wins and why. ``trump=None`` starts with
    Koppu, the suit of RULES.md's example. Messages from the front end:
    ``{"type": "trump", "suit": "I"}``, ``{"type": "card", "card": "KRo"}``,
    ``{"type": "led", "suit": "O"}``, ``{"type": "clear"}``.
    """

    _esm = bundle("_cards.js", "rank_explorer.js")
    _css = bundle_css("ul-rank-explorer", "_cards.css", "rank_explorer.css")
    _messages: ClassVar[Messages] = {
        "trump": ("choose_trump", (("suit", str),)), "card": ("click", (("card", str),)),
        "led": ("lead", (("suit", str),)), "clear": ("clear", ()),
        "lang": ("set_language", (("lang", str),)),
    }  # fmt: skip

    #: What the front end draws: the trump suit, the cards selected, the led suit, the suits
    #: to choose from, the orders and the verdict (see the properties of the same names).
    state = traitlets.Dict().tag(sync=True)
    #: The fixed words of the front end, in the widget's language, sent once per language.
    labels = traitlets.Dict().tag(sync=True)

    def __init__(
        self, trump: Suit | str | None = None, *, lang: str | None = None, **kwargs: Any
    ) -> None:
        super().__init__(**kwargs)
        #: The language of the core's sentences shown; the "lang" message sets it.
        self.lang = resolve_language(lang)
        self.labels = self._labels()
        self._trump, self._led = "K", ""
        self._selected: list[str] = []
        self._orders: list[dict[str, Any]] = []
        self._verdict: dict[str, Any] = {}
        self.choose_trump(Suit.KOPPU if trump is None else trump)

    # -- what is shown --------------------------------------------------------------------

    @property
    def trump(self) -> str:
        """The trump suit's letter."""
        return self._trump

    @property
    def selected(self) -> list[str]:
        """The cards selected (at most two), by code."""
        return list(self._selected)

    @property
    def led(self) -> str:
        """The led suit's letter ('' until one is chosen)."""
        return self._led

    @property
    def suits(self) -> list[dict[str, str]]:
        """The five suits to choose from (R1)."""
        return [{"letter": s.letter, "title": s.title, "katakana": s.katakana} for s in Suit]

    @property
    def orders(self) -> list[dict[str, Any]]:
        """The trump order and the four plain orders, as the front end draws them."""
        return self._orders

    @property
    def verdict(self) -> dict[str, Any]:
        """Which of the two cards selected wins, and why (or what to click)."""
        return self._verdict

    @property
    def words(self) -> dict[str, str]:
        """The fixed words of the front end (``labels``)."""
        return dict(self.labels)

    # -- the learner's actions (the front end's messages land here) -----------------------

    def choose_trump(self, suit: Suit | str) -> None:
        """Show the orders for a new trump suit; the selection is kept if still meaningful."""
        t = parse_suit(suit)
        self._trump = t.letter
        self._orders = self._orders_of(t)
        self._judge()

    def click(self, card: Card | str) -> None:
        """Select a card (a second click on it unselects it); at most the two last stay."""
        code = Card.parse(card).code
        chosen = [c for c in self._selected if c != code]
        if len(chosen) == len(self._selected):
            chosen = [*chosen, code][-2:]
        self._selected = chosen
        self._judge()

    def select(self, a: Card | str, b: Card | str, led: Suit | str | None = None) -> dict[str, Any]:
        """Select two cards (and the led suit) at once; returns the verdict."""
        self._selected = [Card.parse(a).code, Card.parse(b).code]
        if led is not None:
            self._led = parse_suit(led).letter
        self._judge()
        return dict(self._verdict)

    def lead(self, suit: Suit | str) -> None:
        """Choose the suit led to the imagined trick."""
        self._led = parse_suit(suit).letter
        self._judge()

    def clear(self) -> None:
        self._selected = []
        self._led = ""
        self._judge()

    def compare(self, a: Card | str, b: Card | str, led: Suit | str) -> dict[str, Any]:
        """The verdict for two cards under the current trump, without changing the widget."""
        return compare_cards(a, b, self.trump, led)

    def describe(self, card: Card | str) -> str:
        """The hover text of a card: its place in its order, in words."""
        c = Card.parse(card)
        return place(c, parse_suit(self.trump)).render(self.lang)

    # -- internals ------------------------------------------------------------------------

    def set_language(self, lang: str) -> None:
        """Show the words, the orders and the faces in ``lang`` ("en", "pt", "cs", "ja")."""
        self.lang = resolve_language(lang)
        self.labels = self._labels()
        self._resend_faces()
        self.choose_trump(self._trump)

    def _labels(self) -> dict[str, str]:
        words = {
            k: ui(f"rank_{k}", self.lang) for k in ("hover", "trump_suit", "led_suit", "clear")
        }
        words["selected"] = ui("rank_selected", self.lang, cards="{cards}")  # JS fills the cards
        return words

    def _after_refusal(self) -> None:
        self._verdict = {**self._verdict, "refused": self.refused}
        self._draw()

    def _suit(self, suit: Suit) -> str:
        return message(f"suit.{suit.letter}", self.lang)

    def _order_title(self, order: RankOrder) -> str:
        """'Trumps: Koppu (37 cards, R14)' or 'Plain Isu (…, R15)', in the widget's language."""
        if order.kind == "trump":
            return ui("rank_trumps", self.lang, suit=self._suit(order.suit), count=len(order))
        key = "rank_plain_pao" if order.suit is Suit.PAO else "rank_plain"
        return ui(key, self.lang, suit=self._suit(order.suit), count=len(order))

    def _orders_of(self, t: Suit) -> list[dict[str, Any]]:
        table = table_for(t)
        out = []
        orders = [trump_order(t)] + [plain_order(s) for s in Suit if s is not t]
        for order in orders:
            heading = self._order_title(order)
            cards = []
            for i, c in enumerate(order):
                marks = _marks(c, order)
                # Tenka's and the native Robai's faces wear their bands (R9, R10); a plain
                # Isu Robai gets a badge: its place below the 2 is the surprise (R15).
                badge = ui("rank_badge_iro", self.lang) if marks and order.kind == "plain" else None
                cards.append(
                    card_payload(
                        c,
                        table,
                        self.lang,
                        marks=marks,
                        badge=badge,
                        hover=rank_words(c, order, self.lang),
                        pos=i + 1,
                    )
                )
            out.append(
                {"kind": order.kind, "suit": order.suit.letter, "heading": heading, "cards": cards}
            )
        return out

    def _judge(self) -> None:
        if len(self._selected) < 2:
            need = 2 - len(self._selected)
            self._verdict = {
                "winner": None,
                "text": ui("rank_click_one" if need == 1 else "rank_click_two", self.lang),
                "rules": [],
            }
        else:
            a, b = self._selected
            if not self._led:
                # Until a led suit is chosen, the first card clicked is taken as the lead.
                self._led = Card.parse(a).suit.letter
            self._verdict = compare_cards(a, b, self._trump, self._led, self.lang)
        self._draw()

    def _draw(self) -> None:
        """Send the state the front end draws (its faces first)."""
        state = {
            "trump": self._trump,
            "selected": list(self._selected),
            "led": self._led,
            "suits": self.suits,
            "orders": self._orders,
            "verdict": self._verdict,
        }
        self._send_faces(state)
        self.state = state

    def __repr__(self) -> str:
        led = repr(parse_suit(self.led).title) if self.led else None
        return (
            f"RankExplorer(trump={parse_suit(self.trump).title!r},"
            f" selected={tuple(self.selected)!r}, led={led})"
        )

    def _static_html(self) -> str:
        t = parse_suit(self.trump)
        parts = [f"<div><strong>{html.escape(repr(self))}</strong></div>"]
        # Compact, as a notebook keeps it: the trump order drawn, the plain orders as codes.
        for order in [trump_order(t)] + [plain_order(s) for s in Suit if s is not t]:
            svg = (
                svg_or_none("rank_strip_svg", order, lang=self.lang)
                if order.kind == "trump"
                else None
            )
            body = svg if svg is not None else static_cards_html(c.code for c in order)
            parts.append(f"<div>{html.escape(self._order_title(order))} {body}</div>")
        if self.verdict.get("text"):
            parts.append(f"<p>{html.escape(str(self.verdict['text']))}</p>")
        return "\n".join(parts)
