"""PlayTable: play a match at seat 0 with three computer partners against four computer
opponents (R5, R30). Python checks every click; a refused card is explained with its rule.

The table shows only what seat 0 knows (R31): the declaration is shown as at a real table,
each seat in turn from the dealer's left declaring or passing, one pace step each, so neither
the words nor the timing tell who holds the native Robai (R11).

>>> t = PlayTable(seed=1, delay=0)
>>> t.state["your_turn"], t.state["ask"]
(True, 'play')
"""

from __future__ import annotations

import html
import re
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import traitlets

from unsun_lab.analysis import Decision, analyse, analyse_decision
from unsun_lab.cards import Card
from unsun_lab.deal import Deal
from unsun_lab.i18n import decimal, message, resolve_language, text
from unsun_lab.match import DEALS_PER_MATCH, Match, Player, PlayerFailure, ask_player
from unsun_lab.record import save_record
from unsun_lab.view import PlayerView, SeenTrick
from unsun_lab.widgets._coach import SYNC_WORLDS, Background, Cancelled, decision_payload
from unsun_lab.widgets._common import (
    BadMessage,
    StaticWidget,
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

__all__ = ["LEARNER", "PACES", "PlayTable"]

#: The learner's seat (R5: seats 0, 2, 4, 6 are one team).
LEARNER = 0

#: The hint's budget: sampled worlds behind the learner's view (a number, never a time).
HINT_WORLDS = 150

#: Sampled worlds per decision for the end-of-deal coach (``coach_worlds=`` changes it).
COACH_WORLDS = 100

#: The computers' pace: seconds between two computer moves.
PACES: dict[str, float] = {"slow": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}

TABLE_MESSAGES = frozenset(
    {
        "play", "declare", "pass", "tick", "hint", "next_deal", "restart", "pace", "level",
        "take_back", "save", "review", "review_close", "review_msg", "lang",
    }
)  # fmt: skip

#: The labels the front end shows as they are (keys ``ui.<name>`` of the catalogue).
TABLE_LABELS = (
    "on_table", "last_trick", "your_hand", "declare", "pass", "hint", "thinking", "next_deal",
    "restart", "new_match", "restart_confirm", "confirm", "cancel", "scoreboard", "col_deal",
    "col_us", "col_them", "total", "pace", "partners", "opponents", "language", "take_back",
    "history", "summary", "review", "review_close", "save", "save_name", "replace",
    "indicator", "side", "took_back_mark", "you", "partner", "opponent", "dealer_mark",
    "recipient_mark", "face_down_mark", "trick_label",
)  # fmt: skip

_SAFE_NAME = re.compile(r"^[\w.-]{1,80}\.json$")


def _levels() -> dict[str, Any]:
    from unsun_lab.players import LEVELS

    return dict(LEVELS)


def _hand_order(view: PlayerView, cards: Sequence[Card]) -> list[Card]:
    """Trumps first, strongest first; then each plain suit in suit order, strongest first."""
    table = view.table

    def key(c: Card) -> tuple[int, int, int]:
        trump = table.is_trump[c.index]
        return (
            0 if trump else 1,
            0 if trump else "PIKOG".index(c.suit.letter),
            -table.strength[c.index],
        )

    return sorted(cards, key=key)


class PlayTable(StaticWidget):
    """A full match of eight deals (R30) with the learner at seat 0.

    ``delay`` is the pause between computer moves in seconds (0: they move at once, as in
    tests); ``pace`` names one ("slow", "normal", "fast", "instant"). The front end asks for
    each computer move with a ``tick`` message after that pause, so the learner can follow
    the play. ``players`` replaces the seven computer players (a list of 8 with None at
    seat 0); otherwise ``partners`` and ``opponents`` name a level of
    ``unsun_lab.players.LEVELS``. The hint is the coach's best move from the learner's view
    (``unsun_lab.analysis``, R31) with its reasons in game terms: how often it wins the trick,
    the combination points it makes or concedes. Its budget is ``hint_worlds`` sampled worlds,
    never a time, so a position always gets the same hint on any machine. A computer
    player that fails (raises, hangs past ``player_timeout``, answers no legal move) is
    replaced by a heuristic player for the rest of the match, and the table says so.

    Front-end messages: ``{"type": "play", "card": "K3"}`` (a play or the discard),
    ``{"type": "declare"}``, ``{"type": "pass"}``, ``{"type": "hint"}``,
    ``{"type": "tick", "at": token}``, ``{"type": "next_deal"}``, ``{"type": "restart"}``,
    ``{"type": "pace", "pace": name}``, ``{"type": "level", "team": "partners"|"opponents",
    "level": name}``, ``{"type": "take_back"}``, ``{"type": "save", "name": "x.json",
    "replace": bool}``, ``{"type": "review"}``, ``{"type": "lang", "lang": code}``. A bad one
    is refused with a sentence shown on the table; nothing changes.
    """

    _esm = bundle(
        "_cards.js", "_patch.js", "_table.js", "_analysis.js", "deal_stepper.js", "play_table.js"
    )
    _css = bundle_css(
        "ul-play-table",
        "_cards.css",
        "_table.css",
        "deal_stepper.css",
        "play_table.css",
        "_analysis.css",
    )
    _message_types = TABLE_MESSAGES

    state = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    #: The state of the DealStepper reviewing a deal, drawn inside the table ({} when closed).
    review_state = traitlets.Dict().tag(sync=True)
    delay = traitlets.Float(0.6)

    def __init__(
        self,
        seed: int = 1,
        *,
        delay: float | None = None,
        pace: str = "normal",
        players: Sequence[Player | None] | None = None,
        partners: str = "heuristic",
        opponents: str = "heuristic",
        hint_worlds: int = HINT_WORLDS,
        player_timeout: float = 20.0,
        lang: str | None = None,
        save_dir: str | Path = ".",
        coach_worlds: int = COACH_WORLDS,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self._ready = False
        self._init_coach(coach_worlds)
        self.lang = resolve_language(lang)
        self.labels = self._labels()
        if delay is None:
            delay = self._pace_delay(pace)
        self.delay = float(delay)
        self.hint_worlds = hint_worlds
        #: Seconds a computer player may think before it is taken to hang (issue 10).
        self.player_timeout = player_timeout
        #: Where "Save this deal" writes its records.
        self.save_dir = Path(save_dir)
        self._custom_players = None if players is None else list(players)
        levels = _levels()
        for name in (partners, opponents):
            if name not in levels:
                raise ValueError(f"unknown level {name!r}: expected one of {sorted(levels)}")
        self.levels = {"partners": partners, "opponents": opponents}
        #: One line per computer seat replaced after its player failed (shown on the table).
        self.replaced: dict[int, str] = {}
        #: The DealStepper opened by "Review this deal", or None.
        self.reviewer: Any = None
        self.message = ""
        self.message_kind = "info"
        self.hint = ""
        #: The advice the hint shows (its reason is said in any language), or None.
        self._hint_advice: Decision | None = None
        self.match = self._new_match(seed)
        self._took_back: set[int] = set()
        self._start_declaration()
        self._ready = True
        self._after_change()

    # -- the learner's actions --------------------------------------------------------------

    @property
    def deal(self) -> Deal:
        return self.match.deal

    @property
    def view(self) -> PlayerView:
        """What the learner knows (R31): the table draws only this."""
        return self.deal.view(LEARNER)

    @property
    def pace(self) -> str:
        """The name of the pace nearest ``delay``."""
        return min(PACES, key=lambda name: abs(PACES[name] - self.delay))

    def set_pace(self, pace: str) -> None:
        """Set the computers' pace by name: 'slow', 'normal', 'fast' or 'instant'."""
        self.delay = self._pace_delay(pace)

    def set_level(self, team: str, level: str) -> None:
        """Give the partners or the opponents another level (from the next computer move)."""
        if team not in self.levels:
            raise not_a_choice("team", ["partners", "opponents"], team)
        levels = _levels()
        if level not in levels:
            raise not_a_choice("level", sorted(levels), level)
        self.levels[team] = level
        for seat in self._seats_of(team):
            if seat not in self.replaced:
                self.match.players[seat] = levels[level](seed=self.match.seed * 8 + seat)
        self._refresh()

    def set_language(self, lang: str) -> None:
        """Show every label and sentence in ``lang`` ("en", "pt", "cs", "ja")."""
        self.lang = resolve_language(lang)
        self.labels = self._labels()
        if self._hint_advice is not None:  # the hint's reason, said again in the new language
            self.hint = self._hint_text(self._hint_advice)
        elif self.hint:  # the only other hint: "a hint is given when it is your turn"
            self.hint = self._t("hint_not_now")
        self._resend_faces()
        if self.reviewer is not None:
            self.reviewer.set_language(self.lang)
        self._refresh()

    def play(self, move: str) -> bool:
        """Try the learner's move (a card, 'declare' or 'pass'). An illegal one changes nothing
        and sets ``message`` to the reason (with its rule id); returns whether it was made."""
        self.hint = ""
        self._hint_advice = None
        if not self._learner_to_act():
            seat = self._seat_to_act()
            who = self._t("nobody_over") if seat is None else self._seat_name(seat)
            self._say(self._t("not_your_turn", who=who), "refusal")
            self._refresh()
            return False
        refused = self.deal.why_illegal(move)
        if refused is not None:
            why = refused.explanation.render(self.lang)
            self._say(self._t("not_allowed", move=move, reason=why), "refusal")
            self._refresh()
            return False
        phase = self.deal.phase
        if phase in ("discard", "play"):
            self._learner_moves.append(len(self.deal.moves))
        self.match.push(move)
        if self._speaking:
            self._spoke(LEARNER, move)
        if move in ("declare", "pass"):
            said = self._t("you_declared" if move == "declare" else "you_passed")
        else:
            said = self._t("you_discarded" if phase == "discard" else "you_played", card=move)
        self._say(said, "info")
        self._announce = said
        self._after_change()
        return True

    def take_back(self) -> bool:
        """Undo the learner's last card of this deal and the computers' replies after it
        (the scoreboard marks the deal). False when there is nothing to take back."""
        if not self._learner_moves:
            self._say(self._t("nothing_to_take_back"), "refusal")
            self._refresh()
            return False
        index = self._learner_moves.pop()
        while len(self.deal.moves) > index:
            self.deal.pop()
        self._took_back.add(self.match.deal_number)
        self.hint = ""
        self._hint_advice = None
        self._say(self._t("took_back"), "info")
        self._announce = self._t("took_back")
        self._after_change()
        return True

    def tick(self, at: str | None = None) -> str | None:
        """One computer move (the front end asks after ``delay``); a stale tick does nothing.

        During the declaration a tick is one seat speaking (R11): every seat takes one tick,
        the holder's pass like any other, so the pace tells nothing (R31)."""
        if at is not None and at != self._token():
            return None
        move = self._advance_one()
        self._refresh()
        return move

    def run_computers(self) -> list[str]:
        """Let every computer seat move until the learner is asked or the deal ends."""
        made = self._run()
        self._refresh()
        return made

    def ask_hint(self) -> str:
        """The coach's best move for the learner and why, in game terms (a fixed budget)."""
        if not self._learner_to_act():
            self.hint = self._t("hint_not_now")
            self._hint_advice = None
        else:
            seed = self.match.seed * 8 + len(self.deal.moves) + 100 * self.match.deal_number
            advice = analyse_decision(self.view, worlds=self.hint_worlds, seed=seed)
            self._hint_advice = advice
            self.hint = self._hint_text(advice)
        self._refresh()
        return self.hint

    def next_deal(self) -> bool:
        """Start the next deal once this one is over (R30); False when the match is over."""
        if not self.deal.over:
            self._say(self._t("finish_first"), "refusal")
            self._refresh()
            return False
        started = self.match.next_deal()
        if started:
            self._start_declaration()
            self._say(self._t("deal_n", n=self.match.deal_number, total=DEALS_PER_MATCH), "info")
        else:
            self._say("", "info")
        self._after_change()
        return started

    def restart(self, seed: int | None = None) -> None:
        """A new match: the scores are cleared (R30). ``seed=None`` takes the next seed."""
        self.match = self._new_match(self.match.seed + 1 if seed is None else seed)
        self.replaced = {}
        self._took_back = set()
        self.hint = ""
        self._hint_advice = None
        self._start_declaration()
        self._say(self._t("new_match_msg"), "info")
        self._after_change()

    def save_deal(self, name: str, replace: bool = False) -> Path:
        """Write the deal being played, as far as it went, to ``save_dir/name`` (a record;
        atomic). Refuses a name with a folder in it, and an existing file unless ``replace``."""
        if not _SAFE_NAME.match(name):
            raise BadMessage(self._t("bad_file_name", name=name[:40]))
        path = self.save_dir / name
        if path.exists() and not replace:
            raise BadMessage(self._t("file_exists", name=name))
        record_deal = self._record_deal()
        saved = save_record(record_deal, path)
        self._say(self._t("saved", path=str(saved)), "info")
        self._refresh()
        return saved

    def review(self) -> Any:
        """Open the deal in a DealStepper drawn inside the table (the open table once the deal
        is over; seat 0's view while it is being played, R31). Returns the stepper."""
        from unsun_lab.widgets.deal_stepper import DealStepper

        seat: int | str = "open" if self.deal.over else LEARNER
        self.reviewer = DealStepper(self._record_deal(), seat=seat, lang=self.lang)
        self.reviewer.end()
        self.reviewer.observe(self._review_changed, names="state")
        self.review_state = {"open": True, "labels": self.reviewer.labels, **self.reviewer.state}
        self._send_review_faces()
        return self.reviewer

    def close_review(self) -> None:
        self.reviewer = None
        self.review_state = {}

    # -- the declaration as a seat sees it (R11, R31) -------------------------------------------

    def _start_declaration(self) -> None:
        #: The seats that have spoken in this deal's declaration, and what each said.
        self._spoken: list[tuple[int, str]] = []
        self._speaking = True
        self._announce = ""  # what was said of the last deal belongs to it
        self._learner_moves: list[int] = []

    def _speaker(self) -> int:
        return (self.deal.dealer + 1 + len(self._spoken)) % 8

    def _spoke(self, seat: int, word: str) -> None:
        self._spoken.append((seat, word))
        self._speaking = len(self._spoken) < 8

    def _holder_asked(self, seat: int) -> bool:
        return self.deal.phase == "declare" and self.deal.holder == seat

    def _learner_to_act(self) -> bool:
        if self._speaking:
            return self._speaker() == LEARNER and self._holder_asked(LEARNER)
        return self.match.waiting_for == LEARNER

    def _seat_to_act(self) -> int | None:
        return self._speaker() if self._speaking else self.deal.to_move

    # -- computer seats, guarded (issue 10) -----------------------------------------------------

    def _advance_one(self) -> str | None:
        """One step of a computer seat (or of a seat speaking in the declaration); None when
        the learner is asked or the deal is over."""
        if self._speaking:
            seat = self._speaker()
            if seat == LEARNER and self._holder_asked(LEARNER):
                return None
            word = "pass"
            if self._holder_asked(seat):
                word = self._ask(seat)
                self.match.push(word)
            self._spoke(seat, word)
            key = "passes_announce" if word == "pass" else "declares_announce"
            self._announce = self._t(key, name=self._seat_name(seat))
            self._clear_message()
            return word
        mover = self.deal.to_move
        if mover is None or self.match.players[mover] is None:
            return None
        move = self._ask(mover)
        self.match.push(move)
        self._announce = self._play_words(mover)
        self._clear_message()
        return move

    def _run(self) -> list[str]:
        made = []
        while (move := self._advance_one()) is not None:
            made.append(move)
        return made

    def _ask(self, seat: int) -> str:
        """The computer seat's move, from its view only (R31). A player that raises, hangs
        past ``player_timeout`` or answers with no legal move is replaced by a heuristic
        player for the rest of the match, and the table says so."""
        from unsun_lab.players import HeuristicPlayer

        view = self.deal.view(seat)
        player = self.match.players[seat]
        if player is None:
            raise ValueError(f"seat {seat} is a human seat: no computer player to ask")
        try:
            return ask_player(player, view, seat, timeout=self.player_timeout, deal=self.deal)
        except PlayerFailure as failure:
            problem = failure.explanation.render(self.lang)
        fallback = HeuristicPlayer(seed=self.match.seed * 8 + seat)
        self.match.players[seat] = fallback
        note = self._t("replaced", problem=problem[:1].upper() + problem[1:], seat=seat)
        self.replaced[seat] = note
        self._say(note, "error")
        return fallback.choose(view)

    def _play_words(self, seat: int) -> str:
        """The last play as the learner saw it (R24, R31), for the live region."""
        view = self.view
        name = self._seat_name(seat)
        if not view.tricks:
            return self._t("discarded_down", name=name)
        trick = view.tricks[-1]
        if trick.complete:
            return explain_trick(self.deal.tricks[trick.number - 1], self.lang)
        card = trick.plays[-1].card
        if card is None:
            return self._t("played_down", name=name)
        return self._t("played", name=name, card=card.code)

    def _clear_message(self) -> None:
        """A refusal belongs to the state it refused in: the next move clears it. What the
        learner did ("You played X") stays until the learner's next action; a replaced
        player is said on the table for the rest of the match (``replaced``)."""
        if self.message_kind == "refusal":
            self._say("", "info")

    # -- internals ----------------------------------------------------------------------------

    def _t(self, key: str, **params: object) -> str:
        return ui(key, self.lang, **params)

    def _hint_text(self, advice: Decision) -> str:
        reasons = " · ".join(advice.why(self.lang))
        return self._t("hint_text", move=advice.best, reason=reasons)

    def _labels(self) -> dict[str, Any]:
        out: dict[str, Any] = {k: ui(k, self.lang) for k in TABLE_LABELS}
        out["paces"] = [[name, ui(f"pace_{name}", self.lang)] for name in PACES]
        out["levels"] = [[name, ui(f"level_{name}", self.lang)] for name in _levels()]
        out["languages"] = language_menu()
        out["rules"] = rule_texts(self.lang)
        out["lang"] = self.lang
        return out

    @staticmethod
    def _pace_delay(pace: str) -> float:
        if pace not in PACES:
            raise not_a_choice("pace", list(PACES), pace)
        return PACES[pace]

    @staticmethod
    def _seats_of(team: str) -> list[int]:
        return [2, 4, 6] if team == "partners" else [1, 3, 5, 7]

    def _seat_name(self, seat: int) -> str:
        if seat == LEARNER:
            return self._t("name_you")
        return self._t("name_partner" if seat % 2 == 0 else "name_opponent", seat=seat)

    def _new_match(self, seed: int) -> Match:
        if self._custom_players is not None:
            players = list(self._custom_players)
        else:
            levels = _levels()
            players = [None] + [
                levels[self.levels["partners" if s % 2 == 0 else "opponents"]](seed=seed * 8 + s)
                for s in range(1, 8)
            ]  # each seat's seed comes from the table's seed, so a table replays exactly
        if len(players) != 8:
            raise ValueError(f"players must list 8 seats (None at seat 0), got {len(players)}")
        if players[LEARNER] is not None:
            raise ValueError("seat 0 is the learner's: players[0] must be None")
        return Match(seed, players=players)

    def _record_deal(self) -> Deal:
        deal = self.deal.copy()
        deal.title = f"PlayTable seed {self.match.seed}, deal {self.match.deal_number}"
        return deal

    def _say(self, words: str, kind: str) -> None:
        self.message, self.message_kind = words, kind

    def _token(self) -> str:
        """Names the position, so a tick sent for an earlier one is ignored. It counts what
        the learner sees (R31): steps of the declaration and moves as the view counts them."""
        m = self.match
        return f"{m.seed}:{m.deal_number}:{len(self._spoken)}:{self._moves_seen()}"

    def _moves_seen(self) -> int:
        """Moves made as seat 0 counts them: none while the seats speak (R11, R31)."""
        return 0 if self._speaking else self.view.moves_made

    def _after_change(self) -> None:
        if self.delay <= 0:
            self._run()
        self._refresh()

    @traitlets.observe("delay")
    def _delay_changed(self, change: dict[str, Any]) -> None:
        if getattr(self, "_ready", False):
            self._after_change()

    def _on_message(self, kind: str, content: dict[str, Any]) -> None:
        if kind == "play":
            code = field(content, "card", str)
            if self._learner_to_act() and code not in {c.code for c in self._hand_shown()}:
                raise BadMessage(self._t("not_in_hand", card=code[:20]))
            self.play(code)
        elif kind in ("declare", "pass"):
            self.play(kind)
        elif kind == "tick":
            self.tick(field(content, "at", str))
        elif kind == "hint":
            self.ask_hint()
        elif kind == "next_deal":
            self.next_deal()
        elif kind == "restart":
            self.restart()
        elif kind == "pace":
            self.set_pace(field(content, "pace", str))
        elif kind == "level":
            self.set_level(field(content, "team", str), field(content, "level", str))
        elif kind == "take_back":
            self.take_back()
        elif kind == "save":
            replace = content.get("replace", False)
            if not isinstance(replace, bool):
                raise not_a_choice("replace", [True, False], replace)
            self.save_deal(field(content, "name", str), replace=replace)
        elif kind == "review":
            self.review()
        elif kind == "review_close":
            self.close_review()
        elif kind == "review_msg":
            inner = field(content, "msg", dict)
            if self.reviewer is None:
                raise BadMessage("no deal is open for review", "ui.no_review")
            self.reviewer._on_any_msg(self.reviewer, inner, [])
        elif kind == "lang":
            self.set_language(field(content, "lang", str))

    def _after_refusal(self) -> None:
        self._say(self.refused, "refusal")
        self._refresh()

    def _review_changed(self, change: dict[str, Any]) -> None:
        if self.reviewer is not None:
            self._send_review_faces()
            self.review_state = {"open": True, "labels": self.reviewer.labels, **change["new"]}

    def _send_review_faces(self) -> None:
        if self.reviewer is not None:
            self._send_faces(self.reviewer.state)

    def _hand_shown(self) -> tuple[Card, ...]:
        view = self.view
        cards = view.dealt if self._speaking else view.hand
        return tuple(_hand_order(view, cards))

    def _trick_payload(self, trick: SeenTrick | None, view: PlayerView) -> dict[str, Any] | None:
        if trick is None:
            return None
        plays = seen_plays_payload(trick, view.table, self.lang)
        explain = ""
        if trick.complete:
            explain = explain_trick(self.deal.tricks[trick.number - 1], self.lang)
        heading = self._t("trick_heading", number=trick.number, leader=trick.leader)
        return {
            "number": trick.number,
            "leader": trick.leader,
            "meri": trick.meri,
            "complete": trick.complete,
            "winner": trick.winner,
            "plays": plays,
            "explain": explain,
            "heading": heading + (self._t("meri") if trick.meri else ""),
            "names": [self._short_name(p.seat) for p in trick.plays],
        }

    def _short_name(self, seat: int) -> str:
        return self._t("you") if seat == LEARNER else self._t("seat", seat=seat)

    def _summary(self) -> dict[str, Any] | None:
        """How the deal's score adds up to 9 (R27–R29), from the core's tricks."""
        deal = self.deal
        if not deal.over:
            return None
        won = [
            sum(1 for t in deal.tricks if t.winner is not None and t.winner % 2 == k)
            for k in (0, 1)
        ]
        lines = [self._t("summary_tricks", a=won[0], b=won[1])]
        for trick in deal.tricks:
            combo = trick.combo
            if combo is None:
                continue
            lines.append(
                self._t(
                    "summary_combo",
                    number=trick.number,
                    pair=message(f"pair.{combo.pair}", self.lang),
                    w=combo.winner_card.code,
                    o=combo.opposing_card.code,
                    count=combo.points,
                    team="0/2/4/6" if combo.winner_seat % 2 == 0 else "1/3/5/7",
                    why=combo.why_points.render(self.lang),
                )
            )
        a, b = deal.score
        lines.append(self._t("summary_total", a=a, b=b))
        return {"lines": lines, "tricks": won, "score": [a, b]}

    def _status(self, mine: bool, ask: str | None, acting: int | None, to_move: int | None) -> str:
        if mine:
            return self._t(f"your_turn_{ask}")
        if self._speaking and acting is not None:
            return self._t("decl_status", name=self._seat_name(acting))
        if to_move is not None:
            return self._t("waiting", name=self._seat_name(to_move))
        return self._t("match_over" if self.match.over else "deal_over_short")

    def _refresh(self) -> None:
        deal, match = self.deal, self.match
        view = self.view
        table = view.table
        mine = self._learner_to_act()
        speaking = self._speaking
        legal = list(view.legal_moves) if mine else []
        ask = deal.phase if mine else None
        reason = deal.legal_reason() if mine else None
        finished = [t for t in view.tricks if t.complete]
        shown = view.current_trick or (finished[-1] if finished else None)
        acting = self._seat_to_act()
        computer_next = acting is not None and not mine
        to_move = acting if speaking else view.to_move
        outcome = None
        if match.over:
            outcome = self._t(
                {"team 0/2/4/6": "win", "team 1/3/5/7": "lose"}.get(match.outcome or "", "draw")
            )
        recipient = None if speaking else view.recipient
        seats = []
        for s in range(1, 8):
            marks = []
            if s == deal.dealer:
                marks.append(self._t("dealer_mark"))
            if s == recipient:
                marks.append(self._t("recipient_mark"))
            size = 9 if speaking else view.hand_sizes[s]
            seats.append(
                {
                    "seat": s,
                    "team": "partner" if s % 2 == 0 else "opponent",
                    "label": self._seat_name(s),
                    "count": self._t("cards_count", count=size)
                    if size
                    else text("show.no_cards", self.lang),
                    "marks": " ".join(marks),
                    "to_move": s == to_move,
                }
            )
        trump = message(f"suit.{deal.trump.letter}", self.lang)
        head = (
            self._t("deal_of", n=match.deal_number, total=DEALS_PER_MATCH)
            + " · "
            + self._t("trump_dealer", trump=trump, dealer=self._short_name(deal.dealer))
        )
        if recipient is not None:
            head += " · " + self._t("taken_by", seat=recipient)
        results = [list(r) for r in match.results]
        state = {
            "seed": match.seed,
            "deal_number": match.deal_number,
            "deals": DEALS_PER_MATCH,
            "head": head,
            "dealer": deal.dealer,
            "trump": trump,
            "indicator": card_payload(deal.indicator, table),
            "recipient": recipient,
            "declared": None if speaking else view.declared,
            "declaration": [{"seat": s, "said": w} for s, w in self._spoken],
            "declaration_text": " · ".join(
                self._t("declares" if w == "declare" else "passes", seat=s) for s, w in self._spoken
            ),
            "side": {
                "discard": None if view.discard is None else card_payload(view.discard, table),
                "stock": [card_payload(c, table) for c in view.stock or ()],
            },
            "phase": "declare" if speaking else deal.phase,
            "seats": seats,
            "to_move": to_move,
            "your_turn": mine,
            "ask": ask,
            "status": self._status(mine, ask, acting, to_move),
            "prompt": "" if reason is None else reason.render(self.lang),
            "hand": [card_payload(c, table, legal=c.code in legal) for c in self._hand_shown()],
            "legal": legal,
            "hand_sizes": [9] * 8 if speaking else list(view.hand_sizes),
            "trick": self._trick_payload(shown, view),
            "last": None if not finished else self._trick_payload(finished[-1], view),
            "history": [self._trick_payload(t, view) for t in finished],
            "summary": self._summary(),
            "score": list(view.score),
            "results": results,
            "took_back": sorted(self._took_back),
            "totals": list(match.totals),
            "deal_over": deal.over,
            "match_over": match.over,
            "outcome": outcome,
            "can_take_back": bool(self._learner_moves) and not deal.over,
            "message": self.message,
            "message_kind": self.message_kind,
            "replaced": [self.replaced[s] for s in sorted(self.replaced)],
            "announce": self._announce,
            "hint": self.hint,
            "pace": self.pace,
            "levels": dict(self.levels),
            "pending": computer_next and self.delay > 0,
            "delay_ms": int(self.delay * 1000),
            "at": self._token(),
            "refused": self.refused,
        }
        self._send_faces(state)  # only the cards seat 0 sees now (R24, R31)
        with self._state_lock:  # the coach's thread patches ``state`` under the same lock
            state["coach"] = self._coach_state()
            self.state = state

    # -- the coach after the deal (issue 12) --------------------------------------------
    #
    # Once a deal is over, the learner's decisions are judged from seat 0's view (R31) in a
    # background thread; the three costliest are listed with the better move and why. The
    # next deal can be played at once: the job never holds the table up.

    def _init_coach(self, worlds: int) -> None:
        if not isinstance(worlds, int) or worlds < 1:
            raise ValueError(f"coach_worlds must be a whole number >= 1, got {worlds!r}")
        #: Worlds per decision for the end-of-deal coach.
        self.coach_worlds = worlds
        self.coach_jobs = Background()
        self._state_lock = threading.RLock()
        #: The finished deal judged last: (match, deal number), and its judged decisions.
        self._coach_key: tuple[Any, int] | None = None
        self._coach_result: list[Decision] | None = None
        self._coach_progress = (0, 0)

    def wait_coach(self, timeout: float | None = None) -> bool:
        """Wait for the end-of-deal coach (scripts and tests); True when it is done."""
        return self.coach_jobs.wait(timeout)

    @property
    def costliest(self) -> list[Decision] | None:
        """The learner's costliest decisions of the finished deal (None while judging)."""
        return self._coach_result

    def _coach_state(self) -> dict[str, Any] | None:
        if not self.deal.over:
            return None
        key = (self.match, self.match.deal_number)
        if not self._coach_is(key):
            self._start_coach(key)
        return self._coach_payload()

    def _coach_is(self, key: tuple[Any, int]) -> bool:
        """Whether ``key`` names the deal judged last (the same Match object, by identity)."""
        mine = self._coach_key
        return mine is not None and mine[0] is key[0] and mine[1] == key[1]

    def _start_coach(self, key: tuple[Any, int]) -> None:
        worlds = (
            self.coach_worlds if self.coach_jobs.threaded else min(SYNC_WORLDS, self.coach_worlds)
        )
        deal = self._record_deal()
        probe = Deal.from_cards(deal.dealer, deal.dealt, deal.indicator, deal.stock)
        total = 0
        for move in deal.moves:
            total += probe.to_move == LEARNER and len(probe.legal_moves()) > 1
            probe.push(move)
        self._coach_key, self._coach_result, self._coach_progress = key, None, (0, total)

        def work(check: Any) -> None:
            def progress(done: int, total: int) -> None:
                check()
                self._coach_update(key, (done, total))

            found = analyse(deal, seats=[LEARNER], worlds=worlds, progress=progress)
            check()
            costly = [d for d in found.costliest(3, seat=LEARNER) if d.label != "best"]
            self._coach_update(key, costly)

        self.coach_jobs.start(work)

    def _coach_update(self, key: tuple[Any, int], news: list[Decision] | tuple[int, int]) -> None:
        with self._state_lock:
            if not self._coach_is(key):
                raise Cancelled
            if isinstance(news, list):
                self._coach_result = news
            else:
                self._coach_progress = news
            if self.coach_jobs.threaded and self._ready and self.deal.over:
                self.state = {**self.state, "coach": self._coach_payload()}

    def _coach_payload(self) -> dict[str, Any]:
        out: dict[str, Any] = {"title": self._t("coach_title")}
        if self._coach_result is None:
            done, total = self._coach_progress
            out["pending"] = {"done": done, "total": total}
            out["text"] = self._t("coach_running", done=done, total=total)
            return out
        if not self._coach_result:
            out["text"] = self._t("coach_none")
        items = []
        for d in self._coach_result:
            where = (
                text("analysis.where_trick", self.lang, trick=d.trick)
                if d.trick is not None
                else message(f"analysis.where_{d.phase}", self.lang)
            )
            item = decision_payload(d, self.lang)
            item["text"] = self._t(
                "coach_item",
                where=where[:1].upper() + where[1:],
                played=d.played,
                best=d.best,
                count=decimal(d.loss, self.lang),
                label=item["label_text"],
            )
            items.append(item)
        out["items"] = items
        return out

    def __repr__(self) -> str:
        return (
            f"PlayTable(seed={self.match.seed}, deal={self.match.deal_number}/{DEALS_PER_MATCH},"
            f" move={self._moves_seen()}, totals={list(self.match.totals)})"
        )

    def _static_html(self) -> str:
        svg = None if self._speaking else svg_or_none("table_svg", self.view)
        rows = "".join(
            f"<tr><td>{i + 1}</td><td>{a}</td><td>{b}</td></tr>"
            for i, (a, b) in enumerate(self.match.results)
        )
        a, b = self.match.totals
        t = self._t
        return (
            f"<div><strong>{html.escape(repr(self))}</strong></div>{svg or ''}"
            f"<p>{html.escape(str(self.state.get('status', '')))}</p>"
            f"<table><tr><th>{t('col_deal')}</th><th>{t('col_us')}</th><th>{t('col_them')}</th>"
            f"</tr>{rows}<tr><td>{t('total')}</td><td>{a}</td><td>{b}</td></tr></table>"
        )
