"""The exercise a Practice shows, as its front end draws it (``state["item"]``): the question,
the choices, the cards or the trick from the asking seat's view (R31), and what that seat
knows (``Exercise.context``) with the earlier tricks compactly. Plain functions of the
exercise and the language.
"""

from __future__ import annotations

from typing import Any

from unsun_lab.i18n import text
from unsun_lab.practice import Exercise, choice_label
from unsun_lab.rules import team_of
from unsun_lab.widgets._common import card_payload, seen_plays_payload


def item_payload(ex: Exercise, exercise_id: int, lang: str) -> dict[str, Any]:
    """The exercise as the front end draws it: from the asking seat's view (R31), or the
    open table for a finished trick (all its cards turned up, R24). ``exercise_id`` tags it
    (the front end's messages about it carry the id)."""
    item: dict[str, Any] = {
        "id": exercise_id,
        "kind": ex.kind,
        "title": text(f"practice.kind.{ex.kind}", lang),
        "question": sentence(ex.question.render(lang)),
        "rules": list(ex.rules),
        "multiple": ex.multiple,
        "prompt": text("practice.ui.pick_all" if ex.multiple else "practice.ui.pick_one", lang),
        "choices": [{"value": c, "label": choice_label(ex, c, lang)} for c in ex.choices],
        "layout": "options",
        "cards": [],
        "trick": [],
        "seat": ex.seat,
    }
    deal = ex.deal()
    if ex.kind == "stronger":
        params = ex.question.params
        from unsun_lab.orders import table_for

        table = table_for(params["trump"])
        item["layout"] = "cards"
        item["cards"] = [card_payload(params[k], table, lang) for k in ("a", "b")]
    elif deal is not None and ex.seat is not None:
        view = deal.view(ex.seat)
        table = view.table
        item["layout"] = "cards"
        item["cards"] = [card_payload(c, table, lang) for c in view.hand]
        current = view.current_trick
        if current is not None:
            item["trick"] = seen_plays_payload(current, table, lang)
    elif deal is not None and ex.kind in ("winner", "combination"):
        number = int(ex.question.params.get("number", 9))
        trick = deal.tricks[number - 1]
        item["layout"] = "trick" if ex.kind == "winner" else "options"
        item["trick"] = [
            {"seat": s, "card": card_payload(c, deal.table, lang), "face_down": fd}
            for s, c, fd in trick.plays
        ]
        item["dealer"] = deal.dealer
    item.update(context_payload(ex, deal, lang))
    for play in item["trick"]:
        play["label"] = text("seat.name", lang, seat=play["seat"])
        play["team"] = team_of(play["seat"])  # R5: the front end marks teams by it
    if item["trick"]:
        number = ex.question.params.get("number", 9)
        item["trick_label"] = text("show.trick", lang, number=number)
    return item


def context_payload(ex: Exercise, deal: Any, lang: str) -> dict[str, Any]:
    """What the asking seat knows, for the front end: the exercise's context sentences (the
    trick lines apart, drawn as ``history``), and the earlier tricks compactly: each trick's
    number, leader, winner and cards with their seats, trumps marked. From the seat's view
    (R31); for the open table only the tricks before the one asked about."""
    lines = [
        {"key": e.key, "text": sentence(e.render(lang)), "rules": e.rules}
        for e in ex.context
        if e.key != "context.trick"
    ]
    history: list[dict[str, Any]] = []
    if deal is not None:
        view = deal.view(0 if ex.seat is None else ex.seat)
        shown = {int(e.params["number"]) for e in ex.context if e.key == "context.trick"}
        for trick in view.tricks:
            if not trick.complete or trick.number not in shown:
                continue
            history.append(
                {
                    "number": trick.number,
                    "label": text("show.trick", lang, number=trick.number),
                    "leader": trick.leader,
                    "winner": trick.winner,
                    "meri": trick.meri,
                    "plays": [
                        {
                            "seat": p.seat,
                            "code": p.card.code if p.card is not None else "",
                            "trump": p.card is not None and view.is_trump(p.card),
                            "team": team_of(p.seat),
                            "won": p.seat == trick.winner,
                        }
                        for p in trick.plays
                    ],
                    "text": sentence(
                        next(
                            e.render(lang)
                            for e in ex.context
                            if e.key == "context.trick" and e.params["number"] == trick.number
                        )
                    ),
                }
            )
    legend = text("context.legend", lang) if history else ""
    return {"context": lines, "history": history, "history_legend": legend}


def sentence(words: str) -> str:
    """A rendered question or reason as a sentence; a question keeps its own mark."""
    from unsun_lab.explain import sentence

    if not words or words.endswith(("?", "!", "？", "！")):
        return words[:1].upper() + words[1:]
    return sentence(words)
