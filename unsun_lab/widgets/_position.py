"""What one position of a recorded deal shows, for the open table or one seat (R31): plain
functions from the deal at that position and the seat's view to the payload the DealStepper
(and the PlayTable's review) draws. Who may see what is the view's answer; the words are the
catalogue's; every rule fact is the core's.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from unsun_lab.deal import Deal, Trick
from unsun_lab.explain import Move, sentence
from unsun_lab.i18n import text
from unsun_lab.rules import team_of
from unsun_lab.view import PlayerView, SeenTrick
from unsun_lab.widgets import _payloads as pay
from unsun_lab.widgets._common import svg_or_none
from unsun_lab.widgets._payloads import card_payload, ui

__all__ = [
    "Position",
    "Positioned",
    "Shown",
    "decider",
    "position_html",
    "position_payload",
    "positions",
    "record_index",
    "shown_trick",
]

#: A position of the stepper: (moves made, seats that have spoken in the declaration). The
#: second item is None except in a seat view during the declaration (R11, R31).
Position = tuple[int, int | None]


class Positioned(Deal):
    """The recorded deal at the position shown: a Deal whose ``move_notes`` are the whole
    record's (read-only, kept in step with every note written to ``full``), so stepping back
    through the record keeps every note."""

    full: Deal

    @classmethod
    def of(cls, full: Deal) -> Positioned:
        """The deal ``full`` before its first move, reading its notes from ``full``."""
        at = cls(full.dealer, full.dealt, full.indicator, full.stock)
        at.full = full
        return at

    @property
    def move_notes(self) -> MappingProxyType[int, str]:
        return self.full.move_notes


def record_index(full: Deal) -> tuple[list[int], dict[int, int]]:
    """Who made each recorded move (-1: nobody), and the move at which each trick is led
    (9: the end, R26), from one replay."""
    probe = Deal.from_cards(full.dealer, full.dealt, full.indicator, full.stock)
    movers: list[int] = []
    starts: dict[int, int] = {}
    for i, move in enumerate(full.moves):
        movers.append(-1 if probe.to_move is None else probe.to_move)
        if probe.phase == "play" and probe.current_trick is None:
            starts[len(probe.tricks) + 1] = i
        probe.push(move)
    if probe.over:
        starts[9] = len(full.moves)
    return movers, starts


def positions(full: Deal, seat: str) -> list[Position]:
    """The steps through ``full`` for the open table ("open": one per move) or one seat.

    R11 at a real table: in a seat view eight seats speak in turn, then the deal goes on;
    when the native Robai lies in the stock or is the indicator there is no recorded move. A
    record that stops before the holder spoke shows the holder its own turn, and any other
    seat only the cards dealt: it cannot know who is still deciding, so its steps do not
    depend on where the native Robai lies (R31)."""
    total = len(full.moves)
    if seat == "open":
        return [(k, None) for k in range(total + 1)]
    holder, speakers = full.holder, 8
    if holder is not None and total == 0:
        # The holder has heard the passes before its turn and is asked; another seat has
        # heard nothing (R11, R31).
        speakers = len(full.view(int(seat)).spoken) + 1
    said = 0 if holder is None else 1
    return [(0, i) for i in range(speakers)] + [(k, None) for k in range(said, total + 1)]


def decider(
    full: Deal, movers: Sequence[int], at: Position, view: PlayerView | None
) -> tuple[int, bool] | None:
    """Who decides at position ``at`` and whether it is a recorded move (a non-holder's pass
    at the declaration is not, R11); None at the end of the record. ``view`` is the seat's
    view shown (None: the open table)."""
    k, sub = at
    if k >= len(full.moves):
        return None
    if sub is None or view is None:
        return movers[k], True
    speaker = view.speakers[sub]
    return speaker, speaker == full.holder


@dataclass(frozen=True)
class Shown:
    """One position as a widget shows it."""

    #: The whole recorded deal, and the deal at the position shown.
    full: Deal
    deal: Deal
    #: The seat's view (R31), or None for the open table.
    view: PlayerView | None
    #: In a seat view during the declaration, how many seats have spoken (R11); else None.
    sub: int | None
    #: Whether the seat view walks through the declaration seat by seat.
    walked: bool
    #: The step shown, counted from 1, and who made each recorded move.
    number: int
    movers: Sequence[int]
    show_all: bool
    lang: str
    #: The combination panel's payload for the last finished trick (R27, R28).
    combo: dict[str, Any]


def shown_trick(deal: Deal) -> Trick | None:
    """The trick being played, or the one just finished between tricks."""
    return deal.current_trick or (deal.tricks[-1] if deal.tricks else None)


def _seat_namer(at: Shown) -> Callable[[int], str]:
    return lambda seat: ui("seat", at.lang, seat=seat)


def position_payload(at: Shown) -> dict[str, Any]:
    """Everything the position shows: hands, trick, side cards, decision, last move, score,
    the declaration so far, and the lines of words about them."""
    deal, view = at.deal, at.view
    if view is None:
        state = _open_state(at)
    elif at.sub is not None:
        state = _declaration_state(at, view, at.sub)
    else:
        state = _seat_state(at, view)
    trump = text(f"suit.{deal.trump.letter}", at.lang)
    info = ui("info", at.lang, trump=trump, dealer=deal.dealer, indicator=deal.indicator.code)
    if state["recipient"] is not None:
        info = pay.joined([info, ui("taken_by", at.lang, seat=state["recipient"])], at.lang)
    if state["robai"]:
        info = pay.joined([info, ui("robai_" + state["robai"].replace(" ", "_"), at.lang)], at.lang)
    a, b = state["score"]
    return state | {"info": info, "score_text": ui("score", at.lang, a=a, b=b)}


def _common_state(
    at: Shown, view: PlayerView | None, hands: list[dict[str, Any]]
) -> dict[str, Any]:
    """What the open table and a seat view after the declaration show alike."""
    deal = at.deal
    trick = shown_trick(at.deal)
    seen: SeenTrick | None = None
    if trick is not None:
        seen = pay.open_trick(trick, at.show_all) if view is None else view.tricks[trick.number - 1]
    for h in hands:
        h["label"] = _hand_label(at, h["seat"], view)
        h["unseen"] = "" if h["open"] else ui("not_seen", at.lang, count=h["count"])
    done = [t for t in deal.tricks if t.complete]
    return {
        "to_move": deal.to_move,
        "phase": deal.phase,
        "hands": hands,
        "trick": None
        if seen is None
        else pay.trick_payload(seen, deal.table, at.lang, _seat_namer(at)),
        "decision": _decision_state(at, view),
        "last": _last_move(at, view),
        "score": list(deal.score),
        "tricks_text": pay.joined(
            [
                ui(
                    "trick_won",
                    at.lang,
                    number=t.number,
                    winner=t.winner,
                    a=f"{t.points[0]:+d}",
                    b=f"{t.points[1]:+d}",
                )
                for t in done
            ],
            at.lang,
        ),
        "combo": at.combo if (view is None or deal.tricks) else {},
        **pay.declaration_payload([], at.lang),
    }


def _hand_label(at: Shown, seat: int, view: PlayerView | None) -> str:
    deal = at.deal
    label = ui("hand_label", at.lang, seat=seat)
    recipient = deal.recipient if view is None else view.recipient
    marks = [
        (seat == deal.dealer, "dealer_mark"),
        (seat == recipient, "recipient_mark"),
        (seat == deal.to_move, "to_move_mark"),
    ]
    return " ".join([label] + [ui(key, at.lang) for on, key in marks if on])


def _open_state(at: Shown) -> dict[str, Any]:
    deal, table = at.deal, at.deal.table
    hands = [
        {
            "seat": s,
            "count": len(deal.hand(s)),
            "cards": [card_payload(c, table, at.lang) for c in deal.hand(s)],
            "open": True,
            "team": team_of(s),
        }
        for s in range(8)
    ]
    shown = deal.side_cards_shown
    return {
        "move": len(at.deal.moves),
        "total": len(at.full.moves),
        "recipient": deal.recipient,
        "robai": deal.native_robai_status,
        "side": pay.side_payload(deal.discard, deal.stock, shown, table, at.lang),
        **_common_state(at, None, hands),
    }


def _hands_seen(
    at: Shown, view: PlayerView, cards: tuple[Any, ...], sizes: list[int]
) -> list[dict[str, Any]]:
    table = view.table
    return [
        {
            "seat": s,
            "count": sizes[s],
            "open": s == view.seat,
            "team": team_of(s),
            "cards": [card_payload(c, table, at.lang) for c in cards] if s == view.seat else [],
        }
        for s in range(8)
    ]


def _seat_state(at: Shown, view: PlayerView) -> dict[str, Any]:
    side = pay.side_payload(
        view.discard, view.stock or (), view.stock is not None, view.table, at.lang
    )
    return {
        "recipient": view.recipient,
        "robai": None if view.robai == "pending" else view.robai,
        "side": side,
        **_common_state(at, view, _hands_seen(at, view, view.hand, list(view.hand_sizes))),
    }


def _declaration_state(at: Shown, view: PlayerView, sub: int) -> dict[str, Any]:
    """R11 as a seat sees it: seats from the dealer's left declare or pass in turn. The
    deal itself is at its start; hands are the nine cards dealt (R6)."""
    full, seat = at.full, view.seat
    # What the seat has heard by this step of the record's declaration.
    spoken = full.view(seat).spoken_so_far(sub)
    declarer = next((w.seat for w in spoken if w.said == "declare"), None)
    speaking = view.speakers[sub]
    decision: dict[str, Any] = {
        "number": sub + 1,
        "seat": speaking,
        "phase": "declare",
        "legal": [],
        "refusals": [],
    }
    decision["text"] = ui("decl_turn", at.lang, seat=speaking)
    if declarer is not None:
        decision["text"] = ui("decl_after", at.lang, declarer=declarer, seat=speaking)
    elif speaking == seat and full.holder == seat:
        reason = at.deal.legal_reason(you=True)
        decision.update(
            legal=["declare", "pass"],
            reason="" if reason is None else reason.render(at.lang),
            rule="R11",
        )
        decision["legal_text"] = pay.legal_text(decision["legal"], at.lang)
        if len(at.full.moves):
            decision.update(_recorded(at, 0))
    elif speaking == seat:
        decision.update(reason=ui("decl_forced", at.lang, seat=seat), rule="R11")
    last = None if sub == 0 else {"seat": spoken[-1].seat, "move": spoken[-1].said}
    robai = (
        "indicator" if view.robai_is_indicator else ("declared" if declarer is not None else None)
    )
    return {
        "recipient": declarer,
        "robai": robai,
        "side": pay.side_payload(None, (), False, view.table, at.lang),
        "phase": "declare",
        "to_move": speaking,
        "hands": [
            dict(
                h,
                label=ui("hand_label", at.lang, seat=h["seat"])
                + (" " + ui("to_move_mark", at.lang) if h["seat"] == speaking else ""),
                unseen="" if h["open"] else ui("not_seen", at.lang, count=9),
            )
            for h in _hands_seen(at, view, view.dealt, [9] * 8)
        ],
        "trick": None,
        "decision": decision,
        "last": last,
        "score": [0, 0],
        "tricks_text": "",
        "combo": {},
        **pay.declaration_payload(spoken, at.lang),
    }


def _recorded(at: Shown, k: int) -> dict[str, Any]:
    """The recorded move ``k`` and its note, with their words."""
    move = at.full.moves[k]
    return {
        "recorded": move,
        "recorded_text": ui("recorded", at.lang, move=Move(move).render(at.lang)),
        "note": at.full.move_notes.get(k, ""),
        "note_label": ui("note_on", at.lang, number=k + 1, move=Move(move).render(at.lang)),
    }


def _decision_state(at: Shown, view: PlayerView | None) -> dict[str, Any]:
    deal, k = at.deal, len(at.deal.moves)
    number = at.number
    if k >= len(at.full.moves):
        key = "deal_over" if deal.over else "record_stops"
        a, b = deal.score
        return {
            "number": number,
            "seat": None,
            "text": ui(key, at.lang, a=a, b=b),
            "legal": [],
            "refusals": [],
        }
    seat = deal.to_move
    out: dict[str, Any] = {"number": number, "seat": seat, "phase": deal.phase}
    out["text"] = ui("seat_text", at.lang, seat=seat, what=ui(f"to_{deal.phase}", at.lang))
    if view is not None and view.seat != seat:
        # R31: another seat's hand, its legal moves and its recorded move stay unknown.
        return out | {
            "legal": [],
            "refusals": [],
            "reason": ui("cannot_see", at.lang, viewer=view.seat, seat=seat),
        }
    legal = deal.legal_moves()
    reason = deal.legal_reason(you=view is not None)  # a seat's own view says "you"
    refusals = (
        [
            {"card": card, "rule": why.rule, "reason": why.addressed(seat).render(at.lang)}
            for card, why in (deal if view is None else view).refusals().items()
        ]
        if deal.phase in ("play", "discard") and seat is not None
        else []
    )
    return (
        out
        | _recorded(at, k)
        | {
            "legal": legal,
            "legal_text": pay.legal_text(legal, at.lang),
            "refusals": refusals,
            # A line of its own on the widget, after the decision's sentence in the fallback.
            "reason": "" if reason is None else sentence(reason.render(at.lang)),
            "rule": "" if reason is None else reason.rule,
        }
    )


def _last_move(at: Shown, view: PlayerView | None) -> dict[str, Any] | None:
    k, full = len(at.deal.moves), at.full
    said = int(full.holder is not None)  # 1 when the declaration is a recorded move
    last: dict[str, Any] | None = None
    if view is not None and k == said and at.walked:
        # Just after the declaration: the eighth seat's word ended it (R11).
        word = view.spoken_so_far(8)[-1]
        return {"seat": word.seat, "move": word.said}
    if k == 0:
        return None
    move, seat = full.moves[k - 1], at.movers[k - 1]
    if view is None:
        last = {
            "index": k - 1,
            "seat": seat,
            "move": move,
            "note": full.move_notes.get(k - 1, ""),
        }
    elif k - 1 == said:  # the discard (R12)
        shown = view.discard is not None
        last = {"seat": seat, "move": move if shown else None, "face_down": not shown}
    else:
        plays = [p for t in view.tricks for p in t.plays]
        index = k - 2 - said
        card = plays[index].card if 0 <= index < len(plays) else None
        last = {
            "seat": seat,
            "move": None if card is None else card.code,
            "face_down": card is None,
        }
        if seat == view.seat:
            last["note"] = full.move_notes.get(k - 1, "")
    if last.get("note"):
        last["note_label"] = ui("note_last", at.lang, move=last.get("move") or "—")
    return last


def position_html(
    title: str,
    deal: Deal,
    view: PlayerView | None,
    sub: int | None,
    reveal: bool,
    lang: str,
    state: dict[str, Any],
) -> str:
    """A compact static picture of the position (a notebook keeps this fallback): the trick
    on the table, not the whole table, as the seat saw it (R24, R31), and the sentences."""
    svg = None
    shown = shown_trick(deal)
    if sub is None and shown is not None:
        picture: Trick | SeenTrick = shown if view is None else view.tricks[shown.number - 1]
        reveal = reveal and view is None
        svg = svg_or_none("trick_svg", picture, reveal, trump=deal.trump, card_width=56, lang=lang)
    d = state.get("decision", {})
    trick = state.get("trick") or {}
    words = [str(d.get("text", "")) + " " + str(d.get("reason", ""))]
    words += [trick["explain"]] if trick.get("explain") else []
    words.append(str(state.get("score_text", "")))
    paragraphs = "".join(f"<p>{html.escape(w)}</p>" for w in words)
    return f"<div><strong>{html.escape(title)}</strong></div>{svg or ''}{paragraphs}"
