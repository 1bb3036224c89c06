"""DealStepper: walk through a recorded deal one move at a time, with every reason shown.

For each decision it shows whose turn it is, the legal moves and why (R11, R12, R19–R23), why
each other card of the hand is refused, the trick with face-down trumps as backs until it is
complete (R24), the trick's result (R25/R26), its combination (R27/R28, via ComboExplainer)
and the running score. The learner reads and writes a note on each move and saves the
annotated record, which replays identically.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import traitlets

from unsun_lab.cards import Card
from unsun_lab.deal import Deal, Trick
from unsun_lab.record import load_record, save_record
from unsun_lab.view import PlayerView
from unsun_lab.widgets._common import (
    StaticWidget,
    back_payload,
    bundle,
    card_payload,
    seen_plays_payload,
    svg_or_none,
)
from unsun_lab.widgets.combo_explainer import ComboExplainer

__all__ = ["DealStepper"]

DealSource = Deal | dict[str, Any] | str | Path


def _to_record(source: DealSource) -> dict[str, Any]:
    if isinstance(source, Deal):
        return source.to_record()
    return load_record(source)


def _verb(move: str, phase: str) -> str:
    if move in ("declare", "pass"):
        return f"{move}s" if move == "pass" else "declares"
    return "discards" if phase == "discard" else "plays"


class DealStepper(StaticWidget):
    """Step through a deal: a Deal, a record dict, JSON text or a path to a record file.

    The position ``move`` counts the moves made (0 = the cards just dealt). ``seat`` is
    "open" (the whole table) or a seat 0–7 (exactly what that seat knows, R31).
    ``show_all`` turns face-down trumps up in the open table, for teaching.

    Front-end messages: ``{"type": "step", "by": 1|-1}``, ``{"type": "goto", "move": k}``,
    ``{"type": "start"}``, ``{"type": "end"}``, ``{"type": "trick", "number": n}``,
    ``{"type": "seat", "seat": "open"|0..7}``, ``{"type": "show_all", "value": bool}``,
    ``{"type": "note", "text": "..."}``.
    """

    _esm = bundle("_cards.js", "deal_stepper.js")
    _css = bundle("_cards.css", "deal_stepper.css")

    move = traitlets.Int(0).tag(sync=True)
    seat = traitlets.Unicode("open").tag(sync=True)
    show_all = traitlets.Bool(False).tag(sync=True)
    state = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        deal_or_record: DealSource,
        *,
        seat: int | str = "open",
        show_all: bool = False,
        move: int = 0,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        #: The whole recorded deal; notes are kept here and saved from here.
        self.full: Deal = Deal.from_record(_to_record(deal_or_record))
        self.deal: Deal = Deal.from_cards(
            self.full.dealer, self.full.dealt, self.full.indicator, self.full.stock
        )
        self.combo = ComboExplainer()
        # Who made each move, and where each trick starts, from one replay.
        probe = self.deal.copy()
        self._movers: list[int] = []
        self._trick_starts: dict[int, int] = {}
        for i, m in enumerate(self.full.moves):
            self._movers.append(probe.to_move if probe.to_move is not None else -1)
            if probe.phase == "play" and probe.current_trick is None:
                self._trick_starts[len(probe.tricks) + 1] = i
            probe.push(m)
        if probe.over:
            self._trick_starts[9] = len(self.full.moves)
        self._ready = False
        self.seat = self._seat_text(seat)
        self.show_all = show_all
        self.move = self._clamp(move)
        self._ready = True
        self.on_msg(self._on_msg)
        self._refresh()

    # -- navigation -----------------------------------------------------------------------

    @property
    def total(self) -> int:
        """How many moves the record holds."""
        return len(self.full.moves)

    def forward(self) -> None:
        self.goto(self.move + 1)

    def back(self) -> None:
        self.goto(self.move - 1)

    def start(self) -> None:
        self.goto(0)

    def end(self) -> None:
        self.goto(self.total)

    def goto(self, move: int) -> None:
        """Go to the position after ``move`` moves (clamped to 0…total)."""
        self.move = self._clamp(move)

    def jump_to_trick(self, number: int) -> None:
        """Go to the moment trick ``number`` is about to be led (9: the end, R26)."""
        if number not in self._trick_starts:
            known = sorted(self._trick_starts)
            raise ValueError(f"the record reaches tricks {known}, not trick {number}")
        self.goto(self._trick_starts[number])

    def set_seat(self, seat: int | str) -> None:
        """'open' for the whole table, or a seat 0–7 for exactly what it knows (R31)."""
        self.seat = self._seat_text(seat)

    # -- notes ----------------------------------------------------------------------------

    @property
    def note(self) -> str:
        """The note on the move about to be made (the decision shown)."""
        return self.full.move_notes.get(self.move, "")

    def set_note(self, text: str | None, index: int | None = None) -> None:
        """Write (or with '' remove) the note on move ``index`` (default: the one shown)."""
        i = self.move if index is None else index
        self.full.note(i, text)
        self._refresh()

    def record(self) -> dict[str, Any]:
        """The annotated record (format unsun-lab/deal-1)."""
        return self.full.to_record()

    def save(self, path: str | Path) -> Path:
        """Write the annotated record to ``path``; it replays identically."""
        return save_record(self.full, path)

    # -- what is shown --------------------------------------------------------------------

    @property
    def view(self) -> PlayerView | None:
        """The seat's view (R31) when one seat is chosen, else None."""
        return None if self.seat == "open" else self.deal.view(int(self.seat))

    @property
    def shown_trick(self) -> Trick | None:
        """The trick being played, or the one just finished between tricks."""
        return self.deal.current_trick or (self.deal.tricks[-1] if self.deal.tricks else None)

    @property
    def decision(self) -> dict[str, Any]:
        return dict(self.state.get("decision", {}))

    # -- internals ------------------------------------------------------------------------

    def _clamp(self, move: int) -> int:
        return max(0, min(int(move), self.total))

    @staticmethod
    def _seat_text(seat: int | str) -> str:
        text = str(seat).strip().lower()
        if text == "open" or text in {str(s) for s in range(8)}:
            return text
        raise ValueError(f"seat must be 'open' or a seat 0-7 (R4), got {seat!r}")

    @traitlets.observe("move", "seat", "show_all")
    def _changed(self, change: dict[str, Any]) -> None:
        if change["name"] == "move":
            clamped = self._clamp(change["new"])
            if clamped != change["new"]:
                self.move = clamped
                return
        if self._ready:
            self._refresh()

    def _on_msg(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        kind = content.get("type")
        if kind == "step":
            self.goto(self.move + int(content.get("by", 1)))
        elif kind == "goto":
            self.goto(int(content["move"]))
        elif kind == "start":
            self.start()
        elif kind == "end":
            self.end()
        elif kind == "trick":
            self.jump_to_trick(int(content["number"]))
        elif kind == "seat":
            self.set_seat(content["seat"])
        elif kind == "show_all":
            self.show_all = bool(content["value"])
        elif kind == "note" and self.move < self.total:
            self.set_note(str(content.get("text", "")))

    def _sync_position(self) -> None:
        deal = self.deal
        while len(deal.moves) > self.move:
            deal.pop()
        while len(deal.moves) < self.move:
            deal.push(self.full.moves[len(deal.moves)])

    def _refresh(self) -> None:
        self._sync_position()
        deal = self.deal
        self.combo.show(None, deal)
        view = self.view
        table = deal.table
        seat_to_move = deal.to_move
        hands = []
        for s in range(8):
            visible = view is None or view.seat == s
            cards = [card_payload(c, table) for c in deal.hand(s)] if visible else []
            hands.append({"seat": s, "count": len(deal.hand(s)), "cards": cards, "open": visible})
        state = {
            "move": self.move,
            "total": self.total,
            "seat": self.seat,
            "show_all": self.show_all,
            "trump": deal.trump.title,
            "indicator": card_payload(deal.indicator, table),
            "dealer": deal.dealer,
            "recipient": deal.recipient,
            "robai": deal.native_robai_status,
            "side": self._side_cards(view),
            "phase": deal.phase,
            "to_move": seat_to_move,
            "hands": hands,
            "trick": self._trick_state(view),
            "decision": self._decision_state(view),
            "last": self._last_move(),
            "score": list(deal.score),
            "tricks": [
                {"number": t.number, "winner": t.winner, "points": list(t.points)}
                for t in deal.tricks
                if t.complete
            ],
            "trick_starts": sorted(self._trick_starts),
            "combo": self.combo.state,
        }
        self._send_faces(state)  # only the cards shown: a hidden one never leaves (R24, R31)
        self.state = state

    def _side_cards(self, view: PlayerView | None) -> dict[str, Any]:
        deal, table = self.deal, self.deal.table
        stock: tuple[Card, ...]
        if view is None:
            discard, stock = deal.discard, tuple(deal.stock)
            shown = deal.side_cards_shown
        else:
            discard, stock, shown = view.discard, view.stock or (), view.stock is not None
        return {
            "discard": None if discard is None else card_payload(discard, table),
            "stock": [card_payload(c, table) for c in stock],
            "revealed": shown,
            "text": (
                "discard and stock revealed at the opening lead: out of play (R13)"
                if shown
                else "discard and stock stay face down until the opening lead (R13)"
            ),
        }

    def _trick_state(self, view: PlayerView | None) -> dict[str, Any] | None:
        trick = self.shown_trick
        if trick is None:
            return None
        table = self.deal.table
        if view is None:
            hide = not trick.complete and not self.show_all
            plays = [
                {
                    "seat": s,
                    "card": back_payload(s) if fd and hide else card_payload(c, table),
                    "face_down": fd,
                }
                for s, c, fd in trick.plays
            ]
        else:
            plays = seen_plays_payload(view.tricks[trick.number - 1], table)
        return {
            "number": trick.number,
            "leader": trick.leader,
            "meri": trick.meri,
            "complete": trick.complete,
            "winner": trick.winner,
            "plays": plays,
            "explain": trick.explain() if trick.complete else "",
            "hidden_note": (
                "face-down trumps (R24) are turned up when the eighth card is played"
                if any(p["face_down"] for p in plays) and not trick.complete
                else ""
            ),
        }

    def _decision_state(self, view: PlayerView | None) -> dict[str, Any]:
        deal = self.deal
        k = self.move
        if k >= self.total:
            if deal.over:
                a, b = deal.score
                text = f"The deal is over: team 0/2/4/6 {a}, team 1/3/5/7 {b} (R29)."
            else:
                text = f"The record stops here, after {k} moves."
            return {"index": k, "seat": None, "text": text, "legal": [], "refusals": []}
        seat = deal.to_move
        phase = deal.phase
        recorded = self.full.moves[k]
        base: dict[str, Any] = {
            "index": k,
            "number": k + 1,
            "seat": seat,
            "phase": phase,
            "recorded": recorded,
            "note": self.full.move_notes.get(k, ""),
            "text": f"Move {k + 1} of {self.total}: seat {seat} {_verb(recorded, phase)} next.",
        }
        if view is not None and view.seat != seat:
            base.update(
                legal=[],
                refusals=[],
                reason=f"Seat {view.seat} cannot see seat {seat}'s hand (R31).",
            )
            return base
        legal = deal.legal_moves()
        reason = deal.legal_reason()
        refusals = []
        if phase in ("play", "discard") and seat is not None:
            for card in deal.hand(seat):
                if card.code in legal:
                    continue
                why = deal.refusal(card.code)
                if why is not None:
                    refusals.append({"card": card.code, "rule": why.rule, "reason": str(why)})
        base.update(
            legal=legal,
            refusals=refusals,
            reason="" if reason is None else str(reason),
            rule="" if reason is None else reason.rule,
        )
        return base

    def _last_move(self) -> dict[str, Any] | None:
        k = self.move
        if k == 0:
            return None
        move = self.full.moves[k - 1]
        seat = self._movers[k - 1]
        return {
            "index": k - 1,
            "seat": seat,
            "move": move,
            "note": self.full.move_notes.get(k - 1, ""),
        }

    def __repr__(self) -> str:
        trick = self.shown_trick
        number = 0 if trick is None else trick.number
        return f"DealStepper(move={self.move}/{self.total}, trick={number}, seat={self.seat})"

    def _static_html(self) -> str:
        svg = svg_or_none("table_svg", self.view if self.view is not None else self.deal)
        d = self.state.get("decision", {})
        trick = self.state.get("trick") or {}
        parts = [f"<div><strong>{html.escape(repr(self))}</strong></div>"]
        if svg is not None:
            parts.append(svg)
        parts.append(
            f"<p>{html.escape(str(d.get('text', '')))} {html.escape(str(d.get('reason', '')))}</p>"
        )
        if trick.get("explain"):
            parts.append(f"<p>{html.escape(trick['explain'])}</p>")
        a, b = self.deal.score
        parts.append(f"<p>Score: team 0/2/4/6 {a}, team 1/3/5/7 {b}</p>")
        return "\n".join(parts)
