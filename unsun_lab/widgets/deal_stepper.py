"""DealStepper: walk through a recorded deal one move at a time, with every reason shown.

Whose turn it is, the legal moves and why (R11, R12, R19–R23), why each other card is refused,
the trick with face-down trumps as backs until complete (R24), its result (R25/R26) and
combination (R27/R28) and the score; notes on each move, saved in a record that replays
identically. The payloads are ``_position``'s, from the chosen seat's view (R31).
"""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from unsun_lab.deal import Deal, Trick
from unsun_lab.i18n import resolve_language
from unsun_lab.record import MAX_STRING, save_record
from unsun_lab.view import PlayerView
from unsun_lab.widgets._coach import Coached, CoachPanel
from unsun_lab.widgets._common import (
    BadMessage,
    Messages,
    StaticWidget,
    bundle,
    bundle_css,
    card_payload,
    labels,
    not_a_choice,
    ui,
)
from unsun_lab.widgets._files import load_deal, save_deal
from unsun_lab.widgets._payloads import face_down_labels
from unsun_lab.widgets._position import (
    Positioned,
    Shown,
    decider,
    position_html,
    position_payload,
    positions,
    record_index,
    shown_trick,
)
from unsun_lab.widgets.combo_explainer import ComboExplainer

__all__ = ["DealStepper"]

DealSource = Deal | dict[str, Any] | str | Path

#: Sampled worlds per decision behind the Analyse switch (``analysis_worlds=`` changes it).
ANALYSIS_WORLDS = 200

SEATS = ("open", *map(str, range(8)))


class DealStepper(Coached, StaticWidget):
    """Step through a deal: a Deal, a record dict, JSON text or a path to a record file.

    The position ``move`` counts the moves made (0 = the cards just dealt). ``seat`` is
    "open" (the whole table) or a seat 0–7 (exactly what that seat knows, R31); ``seats``
    lists the views the seat menu offers (all by default; a PlayTable's review offers only
    the learner's). ``show_all`` turns face-down trumps up in the open table, for teaching.

    In a seat view the declaration is shown as at a real table (R11): each seat in turn from
    the dealer's left declares or passes, the holder's pass like any other, so the steps do
    not tell where the native Robai lies. Only ``state`` reaches the browser, and in a seat
    view it holds nothing the seat cannot know: a step number, never a move index (R31).

    Front-end messages (``_messages``: step, goto, start, end, trick, seat, show_all, note,
    analyse, lang, save, load) are checked; a bad one is refused beside its control.

    The Analyse switch (``analyse=True`` or the message; off by default) judges the decision
    shown with :func:`unsun_lab.analysis.analyse_decision` from the deciding seat's view, in
    a background thread (``analysis_worlds`` worlds, cached per decision). In a seat view
    only that seat's own decisions are judged (R31).

    >>> from unsun_lab import Deal
    >>> deal = Deal.shuffled(1).play_out()
    >>> s = DealStepper(deal, seat=3)
    >>> len(deal.moves), s.state["steps"], s.state["phase"], s.state["decision"]["text"]
    (66, 73, 'declare', 'Declaration (R11): seat 1 declares or passes.')
    >>> DealStepper(deal).state["steps"]  # the open table steps through the record's moves
    66
    """

    _esm = bundle(
        "_cards.js", "_patch.js", "_table.js", "_analysis.js", "deal_stepper.js",
        "deal_stepper_main.js",
    )  # fmt: skip
    _css = bundle_css(
        "ul-deal-stepper", "_cards.css", "_table.css", "deal_stepper.css", "_analysis.css"
    )
    _messages: ClassVar[Messages] = {
        "step": ("_step", (("by", int),)), "goto": ("goto", (("move", int),)),
        "start": ("start", ()), "end": ("end", ()), "trick": ("jump_to_trick", (("number", int),)),
        "seat": ("set_seat", (("seat", (str, int)),)), "lang": ("set_language", (("lang", str),)),
        "show_all": ("_set_show_all", (("value", bool),)), "load": ("load", (("name", str),)),
        "save": ("save_as", (("name", str), ("replace", bool, False))),
        "analyse": ("set_analysis", (("value", bool),)),
        "note": ("_note_message", (("text", str),)),
    }  # fmt: skip

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
        seats: tuple[int | str, ...] | None = None,
        show_all: bool = False,
        move: int = 0,
        lang: str | None = None,
        save_dir: str | Path = ".",
        analyse: bool = False,
        analysis_worlds: int = ANALYSIS_WORLDS,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        #: Whether the Analyse switch is on, and its coach panel (its budget: worlds).
        self.coach = CoachPanel(self._publish_analysis, analysis_worlds, "analysis_worlds")
        self.analysis_on, self.analysis_worlds = analyse, analysis_worlds
        self._shown: int | None = None  # the move index whose analysis is shown
        #: The language of every word the widget shows; the menu changes it.
        self.lang = resolve_language(lang)
        #: The views the seat menu offers.
        self.seats = SEATS if seats is None else tuple(self._seat_text(s, SEATS) for s in seats)
        self.labels = self._labels()
        #: Where the Save and Load buttons write and read record files.
        self.save_dir = Path(save_dir)
        self.combo = ComboExplainer(lang=self.lang)
        self._ready = self._moving = False
        self._load(
            Deal.from_record(deal_or_record)
            if not isinstance(deal_or_record, Deal)
            else deal_or_record.copy()
        )
        self.seat = self._seat_text(seat, self.seats)
        self.show_all = show_all
        self._positions = positions(self.full, self.seat)
        self._pos = self._pos_of(move)
        self.move = self._positions[self._pos][0]
        self._ready = True
        self._refresh()

    def _load(self, full: Deal) -> None:
        self.coach.forget()  # judged decisions belong to the record they came from
        #: The whole recorded deal; notes are kept here and saved from here.
        self.full = full
        #: The deal at the position shown; its notes are the record's (stepping back keeps them).
        self.deal: Deal = Positioned.of(full)
        self._movers, self._trick_starts = record_index(full)
        self._saved: Path | None = None

    # -- files ------------------------------------------------------------------------------

    def save_as(self, name: str, replace: bool = False) -> Path:
        """Write the annotated record to ``save_dir/name`` (atomically, by the core's
        save_record). Refuses a name that is not a plain file name, a link, and an existing
        file unless ``replace``; says where it saved."""
        self._saved = save_deal(self.full, self.save_dir, name, replace)
        self._refresh()
        return self._saved

    def load(self, name: str) -> None:
        """Open the record ``save_dir/name`` (a record is data: it is checked, never run)."""
        self._load(Deal.from_record(load_deal(self.save_dir, name)))
        self._positions = positions(self.full, self.seat)
        self._go(0)

    def record(self) -> dict[str, Any]:
        """The annotated record (format unsun-lab/deal-1)."""
        return self.full.to_record()

    def save(self, path: str | Path) -> Path:
        """Write the annotated record to ``path``; it replays identically."""
        return save_record(self.full, path)

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
            known = ", ".join(map(str, sorted(self._trick_starts)))
            raise BadMessage.of("no_such_trick", known=known, number=number)
        self.goto(self._trick_starts[number])

    def set_language(self, lang: str) -> None:
        """Show every label and sentence in ``lang`` ("en", "pt", "cs", "ja")."""
        self.lang = resolve_language(lang)
        self.combo.set_language(self.lang)
        self.labels = self._labels()
        self._resend_faces()
        self._refresh()

    def set_seat(self, seat: int | str) -> None:
        """'open' for the whole table, or a seat 0–7 for exactly what it knows (R31)."""
        self.seat = self._seat_text(seat, self.seats)

    def _labels(self) -> dict[str, Any]:
        out = labels(self.lang) | face_down_labels(self.lang)  # the one face-down mark (R24)
        out["seats"] = [[s, name] for s, name in out["seats"] if s in self.seats]
        return out

    # -- notes ----------------------------------------------------------------------------

    @property
    def note(self) -> str:
        """The note on the move about to be made (the decision shown)."""
        return self.full.move_notes.get(self.move, "")

    def set_note(self, words: str | None, index: int | None = None) -> None:
        """Write (or with '' remove) the note on move ``index`` (default: the one shown); at
        most the record's limit of characters. ``stepper.deal.move_notes`` and
        ``stepper.record()`` see it at once."""
        if words is not None and len(words) > MAX_STRING:
            raise BadMessage.of("note_too_long", count=len(words), limit=MAX_STRING)
        self.full.note(self.move if index is None else index, words)  # self.deal reads it
        self._saved = None
        self._refresh()

    # -- what is shown --------------------------------------------------------------------

    @property
    def view(self) -> PlayerView | None:
        """The seat's view (R31) when one seat is chosen, else None."""
        return None if self.seat == "open" else self.deal.view(int(self.seat))

    @property
    def shown_trick(self) -> Trick | None:
        """The trick being played, or the one just finished between tricks."""
        return shown_trick(self.deal)

    @property
    def decision(self) -> dict[str, Any]:
        return dict(self.state.get("decision", {}))

    # -- positions ------------------------------------------------------------------------

    def _pos_of(self, move: int) -> int:
        move = max(0, min(int(move), self.total))
        return next((i for i, (k, _) in enumerate(self._positions) if k >= move), self.steps)

    def _go(self, pos: int) -> None:
        self._pos = max(0, min(int(pos), self.steps))
        self._moving = True
        try:
            self.move = self._positions[self._pos][0]
        finally:
            self._moving = False
        self._refresh()

    @staticmethod
    def _seat_text(seat: int | str, allowed: tuple[str, ...]) -> str:
        chosen = str(seat).strip().lower()
        if chosen not in allowed:
            raise not_a_choice("seat", [s if s == "open" else int(s) for s in allowed], seat)
        return chosen

    @traitlets.observe("move", "seat", "show_all")
    def _changed(self, change: dict[str, Any]) -> None:
        if not self._ready or self._moving:
            return
        if change["name"] == "seat":
            self._positions = positions(self.full, self.seat)
        self._go(self._pos_of(self.move))

    # -- front-end messages ---------------------------------------------------------------

    def _step(self, by: int) -> None:
        if by not in (-1, 1):
            raise not_a_choice("by", [1, -1], by)
        self._go(self._pos + by)

    def _set_show_all(self, value: bool) -> None:
        self.show_all = value

    def _note_message(self, words: str) -> None:
        mine = self._note_index()
        if mine is None:
            raise BadMessage.of("no_note_here")
        self.set_note(words, mine)

    def _after_refusal(self) -> None:
        self._refresh()

    def _note_index(self) -> int | None:
        """The move whose note the learner may read and write here (the decision shown). In
        a seat view only the seat's own recorded decisions carry notes: a note is free text
        and may name a card the seat has not seen (R31)."""
        who = decider(self.full, self._movers, self._positions[self._pos], self.view)
        if who is None or not who[1] or (self.seat != "open" and who[0] != int(self.seat)):
            return None
        return self.move

    # -- the state the front end draws ----------------------------------------------------

    def _sync_position(self) -> None:
        while len(self.deal.moves) > self.move:
            self.deal.pop()
        while len(self.deal.moves) < self.move:
            self.deal.push(self.full.moves[len(self.deal.moves)])

    def _refresh(self) -> None:
        self._sync_position()
        deal, view = self.deal, self.view
        self.combo.show(None, deal)
        sub = self._positions[self._pos][1]
        walked = self._positions[0][1] is not None
        combo = self.combo.state if (view is None or deal.tricks) else {}
        shown = Shown(
            self.full, deal, view, sub, walked, self._pos + 1, self._movers, self.show_all,
            self.lang, combo,
        )  # fmt: skip
        key = "position_move" if view is None else "position_step"
        state: dict[str, Any] = {
            "step": self._pos,
            "steps": self.steps,
            "position": ui(key, self.lang, n=self._pos, total=self.steps),
            # What the counter counts: moves on the open table, steps in a seat's view.
            "position_note": ui(f"{key}_note", self.lang),
            "seat": self.seat,
            "show_all": self.show_all,
            "trump": deal.trump.title,
            "indicator": card_payload(deal.indicator, deal.table, self.lang),
            "dealer": deal.dealer,
            "trick_starts": sorted(self._trick_starts),
            "refused": self._refusal_now(),
            "refused_at": self.refused_at,
            "saved": "" if self._saved is None else ui("saved", self.lang, path=str(self._saved)),
            **position_payload(shown),
        }
        self._send_faces(state)  # only the cards shown: a hidden one never leaves (R24, R31)
        with self.coach.lock:  # the analysis thread patches ``state`` under the same lock
            state["analysis"] = self._analysis_state()
            self.state = state

    # -- the Analyse switch ---------------------------------------------------------------
    #
    # At each decision the core judges every legal move from the deciding seat's view (R31),
    # in the coach panel's background job; results are cached per move index, and stepping
    # never waits. In a seat view only that seat's own decisions are judged.

    @property
    def analysed(self) -> dict[Hashable, Any]:
        """Judged decisions by move index (the decision before move k+1)."""
        return self.coach.cache

    def set_analysis(self, on: bool) -> None:
        """Turn the Analyse switch on or off (off cancels the running job)."""
        self.analysis_on = bool(on)
        if not self.analysis_on:
            self.coach.cancel()
        self._refresh()

    def wait_analysis(self, timeout: float | None = None) -> bool:
        """Wait for the background analysis (scripts and tests); True when it is done."""
        return self.coach.wait(timeout)

    def _analysis_target(self) -> tuple[int, PlayerView] | str:
        """The move index and the deciding seat's view to judge here, or the key of the
        sentence that says why there is none (in a seat view, only its own decisions)."""
        who = decider(self.full, self._movers, self._positions[self._pos], self.view)
        if who is None:
            return "analysis_nothing"
        if self.seat != "open" and who[0] != int(self.seat):
            return "analysis_other_seat"
        view = self.deal.view(who[0])
        return "analysis_forced" if not who[1] or len(view.legal_moves) < 2 else (self.move, view)

    def _analysis_state(self) -> dict[str, Any]:
        """What the analysis panel shows now; starts the job when the decision is new."""
        self._shown = None
        if not self.analysis_on:
            return {"on": False}
        target = self._analysis_target()
        if isinstance(target, str):
            k, sub = self._positions[self._pos]
            view = self.view
            seat = self.deal.to_move if sub is None or view is None else view.speakers[sub]
            return self.coach.idle_panel(self.lang, target, seat=seat, viewer=self.seat)
        k, view = target
        self._shown = k
        return self.coach.decision_panel(k, self.lang, (view, self.full.moves[k]))

    def _publish_analysis(self, key: Hashable) -> None:
        if self._ready and self._shown == key and isinstance(key, int):
            panel = self.coach.decision_panel(key, self.lang)
            self.state = {**self.state, "analysis": panel}

    # -- Python's own pictures ------------------------------------------------------------

    def close(self) -> None:
        """Close the widget and the combination panel it holds."""
        self.coach.cancel()
        self.combo.close()
        super().close()

    def __repr__(self) -> str:
        trick = self.shown_trick
        number = 0 if trick is None else trick.number
        if self.seat != "open":  # a seat view counts steps, never moves (R31)
            return f"DealStepper(step={self._pos}/{self.steps}, trick={number}, seat={self.seat})"
        return f"DealStepper(move={self.move}/{self.total}, trick={number}, seat={self.seat})"

    def _static_html(self) -> str:
        sub = self._positions[self._pos][1]
        return position_html(
            repr(self), self.deal, self.view, sub, self.show_all, self.lang, self.state
        )
