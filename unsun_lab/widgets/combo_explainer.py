"""ComboExplainer: the combination made on a trick, or why there was none (R27, R28).

It shows the winning trump W, the other team's strongest trump O, the five combination pairs
of the trump suit with the matching one lit, the points (2 or 5) and the condition that made
it 5. All of it is read from the core's Trick (``combo``, ``combo_reason``, ``why_points``).
"""

from __future__ import annotations

import html
from typing import Any, ClassVar

import traitlets

from unsun_lab.cards import Card, Suit
from unsun_lab.deal import Deal, Trick
from unsun_lab.explain import sentence
from unsun_lab.i18n import message, resolve_language, text
from unsun_lab.orders import COMBO_PAIRS, table_for
from unsun_lab.widgets._common import (
    Messages,
    StaticWidget,
    bundle,
    bundle_css,
    card_payload,
    ui,
)

__all__ = ["ComboExplainer", "combo_state"]


def _trump_of(trick: Trick, deal: Deal | None) -> Suit | None:
    """The trump suit: the deal's, or read off the combination when only a trick is given."""
    if deal is not None:
        return deal.trump
    if trick.combo is not None:
        return trick.combo.winner_card.suit
    return None


def combo_state(
    trick: Trick | None, deal: Deal | None = None, lang: str | None = None
) -> dict[str, Any]:
    """The payload the front end draws (empty when there is no finished trick to explain)."""
    words = {k: ui(f"combo_{k}", lang) for k in ("none", "w", "o")}
    if trick is None or not trick.complete or trick.result is None:
        return {"words": words}
    trump = _trump_of(trick, deal)
    table = None if trump is None else table_for(trump)
    winner_seat = trick.winner
    w_card = next(c for s, c, _ in trick.plays if s == winner_seat)
    combo, reason = trick.combo, trick.combo_reason
    o_card: Card | None = None
    if combo is not None:
        o_card = combo.opposing_card
    elif reason is not None and isinstance(reason.params.get("opposing_card"), Card):
        o_card = reason.params["opposing_card"]
    w_is_trump = table is not None and table.is_trump[w_card.index]
    pairs = []
    if table is not None:
        by_name = {name: pair for pair, name in table.combo_of.items()}
        for name in COMBO_PAIRS:
            if name not in by_name:
                continue  # only one of 2-1 / 8-9 exists for a trump suit (R27)
            w, o = by_name[name]
            pairs.append(
                {
                    "name": name,
                    "label": text(
                        "show.pair_over", lang, pair=message(f"pair.{name}", lang), w=w, o=o
                    ),
                    "lit": combo is not None and combo.pair == name,
                }
            )
    # Only the pair made is drawn as a chip; the others are one line of legend (R27).
    others = [str(p["label"]) for p in pairs if not p["lit"]]
    legend = ""
    if others:
        key = "combo_legend" if combo is not None else "combo_legend_none"
        legend = ui(key, lang, pairs=message("list.sep", lang).join(others))
    said = " ".join(
        sentence(e.render(lang)) for e in (reason, combo.why_points if combo else None) if e
    )
    kind = ui("kind_meri" if trick.meri else ("kind_ninth" if trick.ninth else "kind_plain"), lang)
    head: dict[str, object] = {"number": trick.number, "seat": winner_seat, "card": w_card.code}
    title = ui("combo_title", lang, kind=kind, **head)
    return {
        "words": words,
        "number": trick.number,
        "title": title,
        "w": card_payload(w_card, table, lang) if w_is_trump or table is None else None,
        "o": None if o_card is None else card_payload(o_card, table, lang),
        "pairs": pairs,
        "legend": legend,
        "pair": None if combo is None else combo.pair,
        "points": 0 if combo is None else combo.points,
        "why_points": None if combo is None else combo.why_points.render(lang),
        "reason": None if reason is None else reason.render(lang),
        "rules": sorted({e.rule for e in trick.reasons()}),
        "text": said,
    }


class ComboExplainer(StaticWidget):
    """Explain the combination of one finished trick (R27/R28).

    ``trick`` is a Trick, or a trick number with ``deal``; with only ``deal``, its last
    finished trick. The deal gives the trump suit (to list the pairs).

    The shape of every widget: one synced ``state`` the front end draws, and a message table
    (empty: it takes no message but the faces). Its few fixed words travel in ``state``
    (``words``), because the DealStepper draws the same payload (``combo_state``) in its own
    panel with the same drawing function.
    """

    _messages: ClassVar[Messages] = {}

    _esm = bundle("_cards.js", "combo_explainer.js")
    _css = bundle_css("ul-combo-explainer", "_cards.css", "combo_explainer.css")

    state = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        trick: Trick | int | None = None,
        deal: Deal | None = None,
        *,
        lang: str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        #: The language of the core's sentences shown.
        self.lang = resolve_language(lang)
        self.trick: Trick | None = None
        self.deal: Deal | None = None
        self.show(trick, deal)

    def show(self, trick: Trick | int | None = None, deal: Deal | None = None) -> None:
        """Explain another trick."""
        if isinstance(trick, int):
            if deal is None:
                raise ValueError("a trick number needs deal= to find the trick")
            if not 1 <= trick <= len(deal.tricks):
                raise ValueError(f"the deal has {len(deal.tricks)} tricks, not trick {trick}")
            trick = deal.tricks[trick - 1]
        if trick is None and deal is not None:
            trick = next((t for t in reversed(deal.tricks) if t.complete), None)
        self.trick, self.deal = trick, deal
        state = combo_state(trick, deal, self.lang)
        self._send_faces(state)
        self.state = state

    def set_language(self, lang: str) -> None:
        """Explain the trick in ``lang`` ("en", "pt", "cs", "ja"), faces included."""
        self.lang = resolve_language(lang)
        self._resend_faces()
        self.show(self.trick, self.deal)

    def __repr__(self) -> str:
        s = self.state
        if not s.get("title"):
            return "ComboExplainer(trick=None)"
        return f"ComboExplainer(trick={s['number']}, pair={s['pair']!r}, points={s['points']})"

    def _static_html(self) -> str:
        s = self.state
        if not s.get("title"):
            return f"<p>{html.escape(ui('combo_none', self.lang))}</p>"
        pairs = ", ".join(
            f"<b>{html.escape(p['label'])}</b>" if p["lit"] else html.escape(p["label"])
            for p in s["pairs"]
        )
        return (
            f"<div><strong>{html.escape(s['title'])}</strong></div>"
            f"<div>{html.escape(ui('combo_pairs', self.lang))} {pairs}</div>"
            f"<p>{html.escape(s['text'])}</p>"
        )
