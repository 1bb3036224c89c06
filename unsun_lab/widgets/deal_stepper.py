"""DealStepper: walk through a recorded deal one move at a time, with every reason shown.

For each decision it shows whose turn it is, the legal moves and why (R11, R12, R19–R23), why
each other card of the hand is refused, the trick with face-down trumps as backs until it is
complete (R24), the trick's result (R25/R26), its combination (R27/R28, via ComboExplainer)
and the running score. The learner reads and writes a note on each move and saves the
annotated record, which replays identically.
"""

from __future__ import annotations

import html
import re
import threading
from pathlib import Path
from types import MappingProxyType
from typing import Any

import traitlets

from unsun_lab.analysis import Decision, analyse_decision
from unsun_lab.cards import Card
from unsun_lab.deal import Deal, Trick
from unsun_lab.i18n import message, resolve_language
from unsun_lab.record import load_record, save_record
from unsun_lab.view import PlayerView, SeenTrick
from unsun_lab.widgets._coach import SYNC_WORLDS, Background, Cancelled, decision_payload
from unsun_lab.widgets._common import (
    BadMessage,
    StaticWidget,
    back_payload,
    bundle,
    bundle_css,
    card_payload,
    explain_trick,
    field,
    language_menu,
    not_a_choice,
    rule_texts,
    seen_plays_payload,
    svg_or_none,
    ui,
)
from unsun_lab.widgets.combo_explainer import ComboExplainer

__all__ = ["DealStepper"]

DealSource = Deal | dict[str, Any] | str | Path


def _to_record(source: DealSource) -> dict[str, Any]:
    if isinstance(source, Deal):
        return source.to_record()
    return load_record(source)


#: A position of the stepper: (moves made, seats that have spoken in the declaration). The
#: second item is None except in a seat view during the declaration (R11, R31).
Position = tuple[int, int | None]

STEPPER_MESSAGES = frozenset(
    {
        "step",
        "goto",
        "start",
        "end",
        "trick",
        "seat",
        "show_all",
        "note",
        "lang",
        "save",
        "load",
        "analyse",
    }
)

_SAFE_NAME = re.compile(r"^[\w.-]{1,80}\.json$")


class _Positioned(Deal):
    """The recorded deal at the position shown: its ``move_notes`` are the whole record's
    (read-only, kept in step with every note written), so stepping back deletes none."""

    full: Deal

    @property
    def move_notes(self) -> MappingProxyType[int, str]:
        return self.full.move_notes


#: The labels the front end shows as they are (keys ``ui.<name>`` of the catalogue).
STEPPER_LABELS = (
    "start",
    "back",
    "forward",
    "end",
    "trick_label",
    "view_label",
    "open_table",
    "show_all",
    "no_card",
    "indicator",
    "side",
    "legal",
    "why_not",
    "save_note",
    "language",
    "declaration",
    "face_down_mark",
    "keys_help",
    "note_saved",
    "note_unsaved",
    "save",
    "save_name",
    "replace",
    "load",
    # the Analyse switch (issue 12)
    "analyse",
    "analysis_legend",
    "analysis_played",
)

#: Sampled worlds per decision behind the Analyse switch (``analysis_worlds=`` changes it).
ANALYSIS_WORLDS = 200


class DealStepper(StaticWidget):
    """Step through a deal: a Deal, a record dict, JSON text or a path to a record file.

    The position ``move`` counts the moves made (0 = the cards just dealt). ``seat`` is
    "open" (the whole table) or a seat 0–7 (exactly what that seat knows, R31).
    ``show_all`` turns face-down trumps up in the open table, for teaching.

    In a seat view the declaration is shown as at a real table (R11): each seat in turn from
    the dealer's left declares or passes, so the holder's pass looks like any other pass and
    the steps count the same whether the native Robai was dealt or lies in the stock. Only
    the synced ``state`` reaches the browser, and in a seat view it holds nothing that seat
    cannot know (R31): the position is sent as a step number, never as a move index.

    Front-end messages: ``{"type": "step", "by": 1|-1}``, ``{"type": "goto", "move": k}``,
    ``{"type": "start"}``, ``{"type": "end"}``, ``{"type": "trick", "number": n}``,
    ``{"type": "seat", "seat": "open"|0..7}``, ``{"type": "show_all", "value": bool}``,
    ``{"type": "note", "text": "..."}``, ``{"type": "analyse", "value": bool}``. A bad one is
    refused and the refusal shown.

    The Analyse switch (``analyse=True`` or the message; off by default) judges the decision
    shown with :func:`unsun_lab.analysis.analyse_decision` from the deciding seat's view, in
    a background thread (``analysis_worlds`` worlds, cached per decision): the state's
    ``analysis`` holds the legal moves' values, the played move, its label and the reasons,
    or the progress. In a seat view only that seat's own decisions are judged (R31).

    In a seat view the declaration, one move of the record, is shown as eight turns (one per
    seat, R11), so the steps are the moves and seven more:

    >>> from unsun_lab import Deal
    >>> deal = Deal.shuffled(1).play_out()
    >>> s = DealStepper(deal, seat=3)
    >>> len(deal.moves), s.state["steps"], s.state["phase"], s.state["decision"]["text"]
    (66, 73, 'declare', 'Declaration (R11): seat 1 declares or passes.')
    >>> DealStepper(deal).state["steps"]  # the open table steps through the record's moves
    66
    """

    _esm = bundle(
        "_cards.js",
        "_patch.js",
        "_table.js",
        "_analysis.js",
        "deal_stepper.js",
        "deal_stepper_main.js",
    )
    _css = bundle_css(
        "ul-deal-stepper", "_cards.css", "_table.css", "deal_stepper.css", "_analysis.css"
    )
    _message_types = STEPPER_MESSAGES

    # Not synced: the front end reads ``state`` only (a move index would tell a seat view
    # whether the declaration was a move, R31).
    move = traitlets.Int(0)
    seat = traitlets.Unicode("open")
    show_all = traitlets.Bool(False)
    state = traitlets.Dict().tag(sync=True)
    #: The fixed labels in the widget's language, sent once per language.
    labels = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        deal_or_record: DealSource,
        *,
        seat: int | str = "open",
        show_all: bool = False,
        move: int = 0,
        lang: str | None = None,
        save_dir: str | Path = ".",
        analyse: bool = False,
        analysis_worlds: int = ANALYSIS_WORLDS,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self._init_analysis(analyse, analysis_worlds)
        #: The language of every word the widget shows (issue 13); the menu changes it.
        self.lang = resolve_language(lang)
        self.labels = self._labels()
        #: Where the Save and Load buttons write and read record files.
        self.save_dir = Path(save_dir)
        self.combo = ComboExplainer(lang=self.lang)
        self._load(_to_record(deal_or_record))
        self._ready = False
        self._moving = False
        self._positions: list[Position] = []
        self._pos = 0
        self.seat = self._seat_text(seat)
        self.show_all = show_all
        self._build_positions()
        self._pos = self._pos_of(move)
        self.move = self._positions[self._pos][0]
        self._ready = True
        self._refresh()

    def _load(self, record: dict[str, Any]) -> None:
        self._forget_analysis()  # judged decisions belong to the record they came from
        #: The whole recorded deal; notes are kept here and saved from here.
        self.full: Deal = Deal.from_record(record)
        #: The deal at the position shown. Its ``move_notes`` is the record's notes, kept in
        #: step with every note written (stepping back deletes none).
        positioned = _Positioned(
            self.full.dealer, self.full.dealt, self.full.indicator, self.full.stock
        )
        positioned.full = self.full
        self.deal: Deal = positioned
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
        self._saved_as = ""

    # -- files ------------------------------------------------------------------------------

    def save_as(self, name: str, replace: bool = False) -> Path:
        """Write the annotated record to ``save_dir/name`` (atomically, by the core's
        save_record). Refuses a name with a folder in it, and an existing file unless
        ``replace``; says where it saved."""
        path = self._file(name)
        if path.exists() and not replace:
            raise BadMessage(self._t("file_exists", name=name))
        saved = save_record(self.full, path)
        self._saved_as = self._t("saved", path=str(saved))
        self._refresh()
        return saved

    def load(self, name: str) -> None:
        """Open the record ``save_dir/name`` (a record is data: it is checked, never run)."""
        record = load_record(self._file(name))
        self._load(record)
        self._build_positions()
        self._go(0)

    def _file(self, name: str) -> Path:
        if not _SAFE_NAME.match(name):
            raise BadMessage(self._t("bad_file_name", name=name[:40]))
        return self.save_dir / name

    # -- navigation -----------------------------------------------------------------------

    @property
    def total(self) -> int:
        """How many moves the record holds."""
        return len(self.full.moves)

    @property
    def step_index(self) -> int:
        """The position shown, counted in steps (in a seat view the declaration has 8)."""
        return self._pos

    @property
    def steps(self) -> int:
        """The last step (the number of steps from the deal to the end of the record)."""
        return len(self._positions) - 1

    def forward(self) -> None:
        self._go(self._pos + 1)

    def back(self) -> None:
        self._go(self._pos - 1)

    def start(self) -> None:
        self._go(0)

    def end(self) -> None:
        self._go(self.steps)

    def goto(self, move: int) -> None:
        """Go to the position after ``move`` moves (clamped to 0…total)."""
        self._go(self._pos_of(move))

    def jump_to_trick(self, number: int) -> None:
        """Go to the moment trick ``number`` is about to be led (9: the end, R26)."""
        if number not in self._trick_starts:
            known = sorted(self._trick_starts)
            raise BadMessage(
                f"the record reaches tricks {known}, not trick {number}",
                "ui.no_such_trick",
                known=", ".join(map(str, known)),
                number=number,
            )
        self.goto(self._trick_starts[number])

    def set_language(self, lang: str) -> None:
        """Show every label and sentence in ``lang`` ("en", "pt", "cs", "ja")."""
        self.lang = resolve_language(lang)
        self.combo.set_language(self.lang)
        self.labels = self._labels()
        self._resend_faces()
        self._refresh()

    def _labels(self) -> dict[str, Any]:
        out: dict[str, Any] = {k: ui(k, self.lang) for k in STEPPER_LABELS}
        out["seats"] = [["open", ui("open_table", self.lang)]] + [
            [str(s), ui("seat", self.lang, seat=s)] for s in range(8)
        ]
        out["languages"] = language_menu()
        out["rules"] = rule_texts(self.lang)
        out["decimal_mark"] = message("number.decimal_mark", self.lang)  # the value bars
        out["lang"] = self.lang
        return out

    def _t(self, key: str, **params: object) -> str:
        return ui(key, self.lang, **params)

    def set_seat(self, seat: int | str) -> None:
        """'open' for the whole table, or a seat 0–7 for exactly what it knows (R31)."""
        self.seat = self._seat_text(seat)

    # -- notes ----------------------------------------------------------------------------

    @property
    def note(self) -> str:
        """The note on the move about to be made (the decision shown)."""
        return self.full.move_notes.get(self.move, "")

    def set_note(self, text: str | None, index: int | None = None) -> None:
        """Write (or with '' remove) the note on move ``index`` (default: the one shown).

        ``stepper.deal.move_notes`` and ``stepper.record()`` see it at once."""
        i = self.move if index is None else index
        self.full.note(i, text)  # the deal shown reads its notes from the full record
        self._saved_as = ""
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

    def _build_positions(self) -> None:
        moves = range(self.total + 1)
        if self.seat == "open":
            self._positions = [(k, None) for k in moves]
            return
        # R11 at a real table: eight seats speak in turn, then the deal goes on. When the
        # native Robai lies in the stock or is the indicator there is no recorded move.
        said = 1 if self.full.holder is not None else 0
        speakers = 8
        if said and self.total == 0:  # a record that stops before the holder spoke
            speakers = self._speakers().index(self.full.holder) + 1  # type: ignore[arg-type]
        subs: list[Position] = [(0, i) for i in range(speakers)]
        self._positions = subs + [(k, None) for k in moves if k >= said]

    def _speakers(self) -> list[int]:
        return [(self.full.dealer + 1 + j) % 8 for j in range(8)]

    def _pos_of(self, move: int) -> int:
        move = max(0, min(int(move), self.total))
        return next(i for i, (k, _) in enumerate(self._positions) if k >= move)

    def _go(self, pos: int) -> None:
        self._pos = max(0, min(int(pos), self.steps))
        self._moving = True
        try:
            self.move = self._positions[self._pos][0]
        finally:
            self._moving = False
        self._refresh()

    @staticmethod
    def _seat_text(seat: int | str) -> str:
        text = str(seat).strip().lower()
        if text == "open" or text in {str(s) for s in range(8)}:
            return text
        raise not_a_choice("seat", ["open", *range(8)], seat)

    @traitlets.observe("move", "seat", "show_all")
    def _changed(self, change: dict[str, Any]) -> None:
        if not self._ready or self._moving:
            return
        if change["name"] == "seat":
            self._build_positions()
        self._go(self._pos_of(self.move))

    def _on_message(self, kind: str, content: dict[str, Any]) -> None:
        if kind == "step":
            by = field(content, "by", int)
            if by not in (-1, 1):
                raise not_a_choice("by", [1, -1], by)
            self._go(self._pos + by)
        elif kind == "goto":
            self.goto(field(content, "move", int))
        elif kind == "start":
            self.start()
        elif kind == "end":
            self.end()
        elif kind == "trick":
            self.jump_to_trick(field(content, "number", int))
        elif kind == "seat":
            self.set_seat(field(content, "seat", (str, int)))
        elif kind == "show_all":
            self.show_all = field(content, "value", bool)
        elif kind == "lang":
            self.set_language(field(content, "lang", str))
        elif kind == "save":
            replace = content.get("replace", False)
            if not isinstance(replace, bool):
                raise not_a_choice("replace", [True, False], replace)
            self.save_as(field(content, "name", str), replace=replace)
        elif kind == "load":
            self.load(field(content, "name", str))
        elif kind == "analyse":
            self.set_analysis(field(content, "value", bool))
        elif kind == "note":
            text = field(content, "text", str)
            mine = self._note_index()
            if mine is None:
                raise BadMessage("there is no move here to write a note on", "ui.no_note_here")
            self.set_note(text, mine)

    def _after_refusal(self) -> None:
        self._refresh()

    def _note_index(self) -> int | None:
        """The move whose note the learner may read and write here (the decision shown).

        In a seat view only the seat's own decisions carry notes: a note is free text and
        may name a card the seat has not seen (R31)."""
        k, sub = self._positions[self._pos]
        if k >= self.total:
            return None
        if self.seat != "open":
            if sub is not None and (
                self.full.holder is None or self._speaker(sub) != self.full.holder
            ):
                return None
            if self._movers[k] != int(self.seat):
                return None
        return k

    def _speaker(self, sub: int) -> int:
        return self._speakers()[sub]

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
        sub = self._positions[self._pos][1]
        state: dict[str, Any] = {
            "step": self._pos,
            "steps": self.steps,
            "seat": self.seat,
            "show_all": self.show_all,
            "trump": deal.trump.title,
            "indicator": card_payload(deal.indicator, deal.table),
            "dealer": deal.dealer,
            "trick_starts": sorted(self._trick_starts),
            "refused": self.refused,
            "saved": self._saved_as,
        }
        if view is None:
            state.update(self._open_state())
        elif sub is not None:
            state.update(self._declaration_state(view, sub))
        else:
            state.update(self._seat_state(view))
        self._words(state)
        self._send_faces(state)  # only the cards shown: a hidden one never leaves (R24, R31)
        with self._state_lock:  # the analysis thread patches ``state`` under the same lock
            state["analysis"] = self._analysis_state()
            self.state = state

    def _words(self, state: dict[str, Any]) -> None:
        """The sentences the front end shows as they are, in the widget's language."""
        t = self._t
        key = "position_move" if self.seat == "open" else "position_step"
        state["position"] = t(key, n=state["step"], total=state["steps"])
        trump = message(f"suit.{self.deal.trump.letter}", self.lang)
        info = t("info", trump=trump, dealer=state["dealer"], indicator=state["indicator"]["code"])
        if state["recipient"] is not None:
            info += " · " + t("taken_by", seat=state["recipient"])
        if state["robai"]:
            info += " · " + t("robai_" + state["robai"].replace(" ", "_"))
        state["info"] = info
        for h in state["hands"]:
            label = t("hand_label", seat=h["seat"])
            if h["seat"] == state["dealer"]:
                label += " " + t("dealer_mark")
            if h["seat"] == state["recipient"]:
                label += " " + t("recipient_mark")
            if h["seat"] == state["to_move"]:
                label += " " + t("to_move_mark")
            h["label"] = label
            h["unseen"] = "" if h["open"] else t("not_seen", count=h["count"])
        a, b = state["score"]
        state["score_text"] = t("score", a=a, b=b)
        state["tricks_text"] = " · ".join(
            t(
                "trick_won",
                number=x["number"],
                winner=x["winner"],
                a=f"{x['points'][0]:+d}",
                b=f"{x['points'][1]:+d}",
            )
            for x in state["tricks"]
        )
        state["declaration_text"] = " · ".join(
            t("declares" if x["said"] == "declare" else "passes", seat=x["seat"])
            for x in state["declaration"]
        )
        d = state["decision"]
        if d.get("recorded"):
            d["recorded_text"] = t("recorded", move=d["recorded"])
            d["note_label"] = t("note_on", number=d["number"], move=d["recorded"])
        last = state["last"]
        if last and last.get("note"):
            last["note_label"] = t("note_last", move=last.get("move") or "—")

    def _open_state(self) -> dict[str, Any]:
        deal, table = self.deal, self.deal.table
        return {
            "move": self.move,
            "total": self.total,
            "recipient": deal.recipient,
            "robai": deal.native_robai_status,
            "side": self._side_cards(None),
            "phase": deal.phase,
            "to_move": deal.to_move,
            "hands": [
                {
                    "seat": s,
                    "count": len(deal.hand(s)),
                    "cards": [card_payload(c, table) for c in deal.hand(s)],
                    "open": True,
                }
                for s in range(8)
            ],
            "declaration": [],
            "trick": self._trick_state(None),
            "decision": self._decision_state(None),
            "last": self._last_move(None),
            "score": list(deal.score),
            "tricks": self._tricks_done(),
            "combo": self.combo.state,
        }

    def _hands_seen(self, seat: int, cards: tuple[Card, ...], sizes: list[int]) -> list[Any]:
        table = self.deal.table
        return [
            {
                "seat": s,
                "count": sizes[s],
                "cards": [card_payload(c, table) for c in cards] if s == seat else [],
                "open": s == seat,
            }
            for s in range(8)
        ]

    def _declaration_state(self, view: PlayerView, sub: int) -> dict[str, Any]:
        """R11 as a seat sees it: seats from the dealer's left declare or pass in turn. The
        deal itself is at its start; hands are the nine cards dealt (R6)."""
        deal, full = self.deal, self.full
        seat = view.seat
        speakers = self._speakers()
        declarer = full.holder if full.declaration == "declare" else None

        def said(s: int) -> str:
            return "declare" if s == declarer else "pass"

        spoken = [{"seat": s, "said": said(s)} for s in speakers[:sub]]
        declared = declarer is not None and declarer in speakers[:sub]
        speaking = speakers[sub]
        robai: str | None = None
        if deal.indicator is deal.native_robai:
            robai = "indicator"
        elif declared:
            robai = "declared"
        decision: dict[str, Any] = {
            "number": sub + 1,
            "seat": speaking,
            "phase": "declare",
            "text": self._t("decl_turn", seat=speaking),
            "legal": [],
            "refusals": [],
        }
        if declared:
            decision["text"] = self._t("decl_after", declarer=declarer, seat=speaking)
        elif speaking == seat:
            if full.holder == seat:
                reason = deal.legal_reason()
                decision.update(
                    legal=["declare", "pass"],
                    reason="" if reason is None else reason.render(self.lang),
                    rule="R11",
                )
                if self.total:
                    decision.update(recorded=full.moves[0], note=full.move_notes.get(0, ""))
            else:
                decision.update(
                    reason=self._t("decl_forced", seat=seat),
                    rule="R11",
                )
        last = None if sub == 0 else {"seat": speakers[sub - 1], "move": said(speakers[sub - 1])}
        return {
            "recipient": declarer if declared else None,
            "robai": robai,
            "side": {
                "discard": None,
                "stock": [],
                "revealed": False,
                "text": self._t("side_hidden"),
            },
            "phase": "declare",
            "to_move": speaking,
            "hands": self._hands_seen(seat, view.dealt, [9] * 8),
            "declaration": spoken,
            "trick": None,
            "decision": decision,
            "last": last,
            "score": [0, 0],
            "tricks": [],
            "combo": {},
        }

    def _seat_state(self, view: PlayerView) -> dict[str, Any]:
        deal = self.deal
        return {
            "recipient": view.recipient,
            "robai": self._robai_seen(view),
            "side": self._side_cards(view),
            "phase": view.phase,
            "to_move": view.to_move,
            "hands": self._hands_seen(view.seat, view.hand, list(view.hand_sizes)),
            "declaration": [],
            "trick": self._trick_state(view),
            "decision": self._decision_state(view),
            "last": self._last_move(view),
            "score": list(view.score),
            "tricks": self._tricks_done(),
            "combo": self.combo.state if deal.tricks else {},
        }

    def _robai_seen(self, view: PlayerView) -> str:
        """What the seat knows of the native Robai (R11, R13, R31)."""
        deal = self.deal
        if view.robai_is_indicator:
            return "indicator"
        if view.declared:
            return "declared"
        if deal.holder == view.seat:
            return "hidden"  # its own, kept hidden
        if view.stock is not None:  # the side cards are turned up: now it is known
            return "stock" if deal.native_robai in view.stock else "hidden"
        return "not declared"

    def _tricks_done(self) -> list[dict[str, Any]]:
        return [
            {"number": t.number, "winner": t.winner, "points": list(t.points)}
            for t in self.deal.tricks
            if t.complete
        ]

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
            "text": self._t("side_shown" if shown else "side_hidden"),
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
                    "card": back_payload(s, lang=self.lang)
                    if fd and hide
                    else card_payload(c, table),
                    "face_down": fd,
                }
                for s, c, fd in trick.plays
            ]
        else:
            plays = seen_plays_payload(view.tricks[trick.number - 1], table, self.lang)
        return {
            "number": trick.number,
            "leader": trick.leader,
            "meri": trick.meri,
            "complete": trick.complete,
            "winner": trick.winner,
            "plays": plays,
            "explain": explain_trick(trick, self.lang) if trick.complete else "",
            "heading": self._t("trick_heading", number=trick.number, leader=trick.leader)
            + (self._t("meri") if trick.meri else ""),
            "hidden_note": (
                self._t("hidden_note")
                if any(p["face_down"] for p in plays) and not trick.complete
                else ""
            ),
        }

    def _decision_state(self, view: PlayerView | None) -> dict[str, Any]:
        deal = self.deal
        k = self.move
        number = k + 1 if view is None else self._pos + 1
        if k >= self.total:
            if deal.over:
                a, b = deal.score
                text = self._t("deal_over", a=a, b=b)
            else:
                text = self._t("record_stops")
            return {"number": number, "seat": None, "text": text, "legal": [], "refusals": []}
        seat = deal.to_move
        phase = deal.phase
        recorded = self.full.moves[k]
        base: dict[str, Any] = {
            "number": number,
            "seat": seat,
            "phase": phase,
            "text": self._t(
                "move_text", number=k + 1, total=self.total, seat=seat, what=self._t(f"to_{phase}")
            ),
        }
        if view is not None:
            base["text"] = self._t("seat_text", seat=seat, what=self._t(f"to_{phase}"))
        if view is not None and view.seat != seat:
            # R31: another seat's hand, its legal moves and its recorded move stay unknown.
            base.update(
                legal=[],
                refusals=[],
                reason=self._t("cannot_see", viewer=view.seat, seat=seat),
            )
            return base
        base.update(recorded=recorded, note=self.full.move_notes.get(k, ""))
        legal = deal.legal_moves()
        reason = deal.legal_reason()
        refusals = []
        if phase in ("play", "discard") and seat is not None:
            for card in deal.hand(seat):
                if card.code in legal:
                    continue
                refused = deal.why_illegal(card.code)
                if refused is not None:
                    why = refused.explanation
                    refusals.append(
                        {"card": card.code, "rule": why.rule, "reason": why.render(self.lang)}
                    )
        base.update(
            legal=legal,
            refusals=refusals,
            reason="" if reason is None else reason.render(self.lang),
            rule="" if reason is None else reason.rule,
        )
        return base

    def _last_move(self, view: PlayerView | None) -> dict[str, Any] | None:
        k = self.move
        said = self.full.holder is not None  # 1 when the declaration is a recorded move
        if view is not None and k == said:
            # Just after the declaration: the eighth seat's word ended it (R11), whether or
            # not a holder spoke, as in the steps before.
            last = self._speakers()[-1]
            declared = self.full.declaration == "declare" and last == self.full.holder
            return {"seat": last, "move": "declare" if declared else "pass"}
        if k == 0:
            return None
        move = self.full.moves[k - 1]
        seat = self._movers[k - 1]
        if view is None:
            return {
                "index": k - 1,
                "seat": seat,
                "move": move,
                "note": self.full.move_notes.get(k - 1, ""),
            }
        deal, me = self.deal, view.seat
        if k - 1 == said:  # the discard (R12)
            shown = view.discard is not None
            return {"seat": seat, "move": move if shown else None, "face_down": not shown}
        plays = [p for t in view.tricks for p in t.plays]
        index = k - 2 - (deal.holder is not None)
        card = plays[index].card if 0 <= index < len(plays) else None
        code = None if card is None else card.code
        out: dict[str, Any] = {"seat": seat, "move": code, "face_down": code is None}
        if seat == me:
            out["note"] = self.full.move_notes.get(k - 1, "")
        return out

    # -- the Analyse switch (issue 12) ---------------------------------------------------
    #
    # At each decision the core judges every legal move from the deciding seat's view (R31),
    # in a background thread; results are cached per move index, and stepping never waits.
    # In a seat view only that seat's own decisions are judged.

    def _init_analysis(self, on: bool, worlds: int) -> None:
        if not isinstance(worlds, int) or worlds < 1:
            raise ValueError(f"analysis_worlds must be a whole number >= 1, got {worlds!r}")
        #: Whether the Analyse switch is on.
        self.analysis_on = on
        #: Worlds per decision (the budget: a number, never a time, so any machine agrees).
        self.analysis_worlds = worlds
        #: Judged decisions by move index (the decision before move k+1).
        self.analysed: dict[int, Decision] = {}
        self.jobs = Background()
        self._state_lock = threading.RLock()
        self._asked: int | None = None  # the move index being judged now
        self._shown: int | None = None  # the move index whose analysis is shown
        self._progress = (0, 0)

    def _forget_analysis(self) -> None:
        with self._state_lock:
            self.jobs.cancel()
            self.analysed.clear()
            self._asked = self._shown = None

    def set_analysis(self, on: bool) -> None:
        """Turn the Analyse switch on or off (off cancels the running job)."""
        self.analysis_on = bool(on)
        if not self.analysis_on:
            self.jobs.cancel()
            self._asked = None
        self._refresh()

    def wait_analysis(self, timeout: float | None = None) -> bool:
        """Wait for the background analysis (scripts and tests); True when it is done."""
        return self.jobs.wait(timeout)

    def _analysis_target(self) -> tuple[int, PlayerView] | str:
        """The move index and the deciding seat's view to judge here, or the key of the
        sentence that says why there is none."""
        k, sub = self._positions[self._pos]
        if k >= self.total:
            return "analysis_nothing"
        if self.seat == "open":
            seat = self._movers[k]
        else:
            seat = int(self.seat)
            mover = self._speaker(sub) if sub is not None else self._movers[k]
            if mover != seat:
                return "analysis_other_seat"
            if sub is not None and mover != self.full.holder:
                return "analysis_forced"  # a pass that is no recorded move (R11)
        view = self.deal.view(seat)
        if len(view.legal_moves) < 2:
            return "analysis_forced"
        return k, view

    def _analysis_state(self) -> dict[str, Any]:
        """What the analysis panel shows now; starts the job when the decision is new."""
        self._shown = None
        if not self.analysis_on:
            return {"on": False}
        target = self._analysis_target()
        if isinstance(target, str):
            seat = self.deal.to_move
            sub = self._positions[self._pos][1]
            if target == "analysis_other_seat" and sub is not None:
                seat = self._speaker(sub)
            out = self._analysis_payload(None)
            out["text"] = self._t(target, seat=seat, viewer=self.seat)
            return out
        k, view = target
        self._shown = k
        if k not in self.analysed and self._asked != k:
            self._start_analysis(k, view)
        return self._analysis_payload(k)

    def _analysis_payload(self, k: int | None) -> dict[str, Any]:
        """The panel for decision ``k`` from the cache or the progress (reads no position,
        so the thread may call it while the learner steps)."""
        out: dict[str, Any] = {"on": True}
        if not self.jobs.threaded:
            out["note"] = self._t("analysis_sync", count=min(SYNC_WORLDS, self.analysis_worlds))
        if k is None:
            return out
        found = self.analysed.get(k)
        if found is not None:
            out["decision"] = decision_payload(found, self.lang)
            out["title"] = self._t("analysis_title", seat=found.seat, count=found.worlds)
            return out
        done, total = self._progress
        out["pending"] = {"done": done, "total": total}
        out["text"] = self._t("analysis_running", done=done, count=total)
        return out

    def _start_analysis(self, k: int, view: PlayerView) -> None:
        worlds = (
            self.analysis_worlds if self.jobs.threaded else min(SYNC_WORLDS, self.analysis_worlds)
        )
        played = self.full.moves[k]
        self._asked = k
        self._progress = (0, worlds)

        def work(check: Any) -> None:
            step = max(1, worlds // 10)

            def progress(done: int, total: int) -> None:
                check()
                if done % step == 0 and done < total:
                    self._analysis_update(k, (done, total))

            decision = analyse_decision(
                view, played, worlds=worlds, seed=0, number=k + 1, progress=progress
            )
            check()
            self._analysis_update(k, decision)

        self.jobs.start(work)

    def _analysis_update(self, k: int, news: Decision | tuple[int, int]) -> None:
        """From the job: keep the result, and redraw the panel if the decision is still shown."""
        with self._state_lock:
            if self._asked != k:
                raise Cancelled
            if isinstance(news, Decision):
                self.analysed[k] = news
                self._asked = None
            else:
                self._progress = news
            if self.jobs.threaded and self._ready and self._shown == k:
                self.state = {**self.state, "analysis": self._analysis_payload(k)}

    def __repr__(self) -> str:
        trick = self.shown_trick
        number = 0 if trick is None else trick.number
        if self.seat != "open":  # a seat view counts steps, never moves (R31)
            return f"DealStepper(step={self._pos}/{self.steps}, trick={number}, seat={self.seat})"
        return f"DealStepper(move={self.move}/{self.total}, trick={number}, seat={self.seat})"

    def _static_html(self) -> str:
        # A compact picture: the trick on the table, not the whole open table (a notebook
        # keeps this fallback). A seat view draws the trick as that seat saw it (R24, R31).
        during_declaration = self._positions[self._pos][1] is not None
        svg = None
        shown = self.shown_trick
        if not during_declaration and shown is not None:
            view = self.view
            if view is None:
                picture: Trick | SeenTrick = shown
                reveal = self.show_all
            else:
                picture, reveal = view.tricks[shown.number - 1], False
            svg = svg_or_none(
                "trick_svg", picture, reveal, trump=self.deal.trump, card_width=56, lang=self.lang
            )
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
        parts.append(f"<p>{html.escape(str(self.state.get('score_text', '')))}</p>")
        return "\n".join(parts)
