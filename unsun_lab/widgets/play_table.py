"""PlayTable: play a match at seat 0 with three computer partners against four computer
opponents (R5, R30). Python checks every click; a refused card is explained with its rule.

The table shows only what seat 0 knows (R31): every payload is built from seat 0's view by the
shared builders (``_payloads``). The declaration is shown as at a real table, each seat in
turn from the dealer's left declaring or passing, one pace step each, so neither the words nor
the timing tell who holds the native Robai (R11).

>>> t = PlayTable(seed=1, delay=0)
>>> t.state["your_turn"], t.state["ask"]
(True, 'play')
"""

from __future__ import annotations

import html
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path
from typing import Any

import traitlets

from unsun_lab.analysis import Decision, analyse_decision
from unsun_lab.deal import Deal, Trick
from unsun_lab.explain import Explanation
from unsun_lab.i18n import resolve_language, text
from unsun_lab.match import DEALS_PER_MATCH, Match, Player, PlayerFailure, ask_player
from unsun_lab.rules import speaking_order, team_of
from unsun_lab.view import PlayerView
from unsun_lab.widgets import _payloads as pay
from unsun_lab.widgets._coach import Background, CoachPanel
from unsun_lab.widgets._common import (
    BadMessage,
    StaticWidget,
    bundle,
    bundle_css,
    card_payload,
    field,
    labels,
    not_a_choice,
    svg_or_none,
)
from unsun_lab.widgets._files import save_deal

__all__ = ["LEARNER", "PACES", "PlayTable"]

#: The learner's seat (R5: seats 0, 2, 4, 6 are one team).
LEARNER = 0

#: The hint's budget: sampled worlds behind the learner's view (a number, never a time).
HINT_WORLDS = 150

#: Sampled worlds per decision for the end-of-deal coach (``coach_worlds=`` changes it).
COACH_WORLDS = 100

#: The computers' pace: seconds between two computer moves.
PACES: dict[str, float] = {"slow": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}


def _levels() -> dict[str, Any]:
    from unsun_lab.players import LEVELS

    return dict(LEVELS)


def _say(key: str, **params: object) -> Explanation:
    """A sentence of the table, kept as data until it is shown (in the table's language)."""
    return Explanation("", f"ui.{key}", params)


class PlayTable(StaticWidget):
    """A full match of eight deals (R30) with the learner at seat 0.

    ``delay`` is the pause between computer moves in seconds (0: they move at once, as in
    tests); ``pace`` names one ("slow", "normal", "fast", "instant"). The front end asks for
    each computer move with a ``tick`` message after that pause. ``players`` replaces the
    seven computer players (a list of 8 with None at seat 0); otherwise ``partners`` and
    ``opponents`` name a level of ``unsun_lab.players.LEVELS``. The hint is the coach's best
    move from the learner's view (``unsun_lab.analysis``, R31) over ``hint_worlds`` sampled
    worlds, never a time. A computer player that fails in any way (raises, hangs past
    ``player_timeout``, answers no legal move) is replaced by a heuristic player for the rest
    of the match, and the table says so; the learner's move is never refused for it.

    Front-end messages: ``{"type": "play", "card": "K3"}`` (a play or the discard),
    ``{"type": "declare"}``, ``{"type": "pass"}``, ``{"type": "hint"}``,
    ``{"type": "tick", "at": token}``, ``{"type": "next_deal"}``, ``{"type": "restart"}``,
    ``{"type": "pace", "pace": name}``, ``{"type": "level", "team": "partners"|"opponents",
    "level": name}``, ``{"type": "take_back"}``, ``{"type": "save", "name": "x.json",
    "replace": bool}``, ``{"type": "review"}``, ``{"type": "review_close"}``,
    ``{"type": "review_msg", "msg": {...}}``, ``{"type": "lang", "lang": code}``. A bad one
    is refused with a sentence shown beside the control that sent it; nothing changes.
    """

    _esm = bundle(
        "_cards.js", "_patch.js", "_table.js", "_analysis.js", "deal_stepper.js", "play_table.js"
    )
    _css = bundle_css(
        "ul-play-table", "_cards.css", "_table.css", "deal_stepper.css", "play_table.css",
        "_analysis.css",
    )  # fmt: skip
    _message_types = frozenset(
        {"play", "declare", "pass", "tick", "hint", "next_deal", "restart", "pace", "level"}
        | {"take_back", "save", "review", "review_close", "review_msg", "lang"}
    )

    state = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    #: The state of the DealStepper reviewing a deal, drawn inside the table ({} when closed).
    review_state = traitlets.Dict().tag(sync=True)
    delay = traitlets.Float(0.6)
    #: What the live region says of the last move (a sentence, or a finished trick's).
    _announce: Explanation | Trick | None

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
        if not isinstance(coach_worlds, int) or coach_worlds < 1:
            raise ValueError(f"coach_worlds must be a whole number >= 1, got {coach_worlds!r}")
        self._ready = False
        #: Worlds per decision for the end-of-deal coach, and the coach's panel.
        self.coach_worlds = coach_worlds
        self.coach = CoachPanel(self._publish_coach)
        self.lang = resolve_language(lang)
        self.labels = self._labels()
        self.delay = float(self._pace_delay(pace) if delay is None else delay)
        self.hint_worlds = hint_worlds
        #: Seconds a computer player may think before it is taken to hang.
        self.player_timeout = player_timeout
        #: Where "Save this deal" writes its records.
        self.save_dir = Path(save_dir)
        self._custom_players = None if players is None else list(players)
        for name in (partners, opponents):
            if name not in _levels():
                raise ValueError(f"unknown level {name!r}: expected one of {sorted(_levels())}")
        self.levels = {"partners": partners, "opponents": opponents}
        #: The DealStepper opened by "Review this deal", or None.
        self.reviewer: Any = None
        self._matches = 0  # matches started, so a coach result never outlives its match
        self._begin_match(seed)
        self._ready = True
        self._after_change()

    def _begin_match(self, seed: int) -> None:
        self.match = self._new_match(seed)
        self._matches += 1
        #: One sentence per computer seat replaced after its player failed (shown on the table).
        self.replaced: dict[int, Explanation] = {}
        self._took_back: set[int] = set()
        self._hint_advice: Decision | None = None
        self._hint_now = False  # "a hint is given when it is your turn"
        self._message: tuple[str, Explanation | Exception | None, str] = ("info", None, "")
        self._fresh = False
        self._start_declaration()

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

    @property
    def message(self) -> str:
        """What the table says now (a move made, a refusal), in its language."""
        return self._render(self._message[1])

    @property
    def hint(self) -> str:
        if self._hint_advice is not None:
            reasons = " · ".join(self._hint_advice.why(self.lang))
            return self._t("hint_text", move=self._hint_advice.best, reason=reasons)
        return self._t("hint_not_now") if self._hint_now else ""

    def set_pace(self, pace: str) -> None:
        """Set the computers' pace by name: 'slow', 'normal', 'fast' or 'instant'."""
        self.delay = self._pace_delay(pace)

    def set_level(self, team: str, level: str) -> None:
        """Give the partners or the opponents another level (from the next computer move)."""
        if team not in self.levels:
            raise not_a_choice("team", ["partners", "opponents"], team)
        if level not in _levels():
            raise not_a_choice("level", sorted(_levels()), level)
        self.levels[team] = level
        for seat in self._seats_of(team):
            if seat not in self.replaced:
                self.match.players[seat] = _levels()[level](seed=self.match.seed * 8 + seat)
        self._refresh()

    def set_language(self, lang: str) -> None:
        """Show every label and sentence in ``lang`` ("en", "pt", "cs", "ja")."""
        self.lang = resolve_language(lang)
        self.labels = self._labels()
        self._resend_faces()
        if self.reviewer is not None:
            self.reviewer.set_language(self.lang)
        self._refresh()

    def play(self, move: str) -> bool:
        """Try the learner's move (a card, 'declare' or 'pass'). An illegal one changes nothing
        and sets ``message`` to the reason (with its rule id); returns whether it was made."""
        self._hint_advice, self._hint_now = None, False
        if not self._learner_to_act():
            seat = self._seat_to_act()
            who = _say("nobody_over") if seat is None else self._seat_name(seat)
            return self._refuse(_say("not_your_turn", who=who))
        refused = self.deal.why_illegal(move)
        if refused is not None:
            return self._refuse(_say("not_allowed", move=move, reason=refused.explanation))
        phase = self.deal.phase
        if phase in ("discard", "play"):
            self._learner_moves.append(len(self.deal.moves))
        self.match.push(move)
        if self._speaking:
            self._spoke(LEARNER, move)
        if move in ("declare", "pass"):
            said = _say("you_declared" if move == "declare" else "you_passed")
        else:
            said = _say("you_discarded" if phase == "discard" else "you_played", card=move)
        self._tell(said, "info")
        self._announce = said
        self._after_change()
        return True

    def _refuse(self, why: Explanation) -> bool:
        self._tell(why, "refusal")
        self._refresh()
        return False

    def take_back(self) -> bool:
        """Undo the learner's last card of this deal and the computers' replies after it
        (the scoreboard marks the deal). False when there is nothing to take back."""
        if not self._learner_moves:
            return self._refuse(_say("nothing_to_take_back"))
        index = self._learner_moves.pop()
        while len(self.deal.moves) > index:
            self.deal.pop()
        self._took_back.add(self.match.deal_number)
        self._hint_advice, self._hint_now = None, False
        self._tell(_say("took_back"), "info")
        self._announce = _say("took_back")
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
        self._hint_advice, self._hint_now = None, not self._learner_to_act()
        if not self._hint_now:
            seed = self.match.seed * 8 + len(self.deal.moves) + 100 * self.match.deal_number
            self._hint_advice = analyse_decision(self.view, worlds=self.hint_worlds, seed=seed)
        self._refresh()
        return self.hint

    def next_deal(self) -> bool:
        """Start the next deal once this one is over (R30); False when the match is over."""
        if not self.deal.over:
            return self._refuse(_say("finish_first"))
        self.close_review()  # the review belongs to the deal it reviewed
        started = self.match.next_deal()
        if started:
            self._start_declaration()
            self._tell(_say("deal_n", n=self.match.deal_number, total=DEALS_PER_MATCH), "info")
        else:
            self._tell(None, "info")
        self._after_change()
        return started

    def restart(self, seed: int | None = None) -> None:
        """A new match: the scores are cleared (R30). ``seed=None`` takes the next seed."""
        self.close_review()
        self.coach.forget()
        self._begin_match(self.match.seed + 1 if seed is None else seed)
        self._tell(_say("new_match_msg"), "info")
        self._after_change()

    def save_deal(self, name: str, replace: bool = False) -> Path:
        """Write the deal being played, as far as it went, to ``save_dir/name`` (a record,
        atomic). Refuses a name that is not a plain file name, a link, and an existing file
        unless ``replace``."""
        saved = save_deal(self._record_deal(), self.save_dir, name, replace)
        self._tell(_say("saved", path=str(saved)), "info", at="save")
        self._refresh()
        return saved

    def review(self) -> Any:
        """Open the deal in a DealStepper drawn inside the table: the open table once the deal
        is over; while it is played, seat 0's view, and its seat menu offers only seat 0
        (R31). The review it replaces is closed. Returns the stepper."""
        from unsun_lab.widgets.deal_stepper import DealStepper

        over = self.deal.over
        seat: int | str = "open" if over else LEARNER
        self.close_review()
        self.reviewer = DealStepper(
            self._record_deal(),
            seat=seat,
            seats=None if over else (LEARNER,),
            lang=self.lang,
            save_dir=self.save_dir,
        )
        self.reviewer.end()
        self.reviewer.observe(self._review_changed, names="state")
        self._review_changed({"new": self.reviewer.state})
        return self.reviewer

    def close_review(self) -> None:
        """Close the review (its widgets are closed too)."""
        if self.reviewer is not None:
            self.reviewer.close()
        self.reviewer = None
        self.review_state = {}

    def _review_changed(self, change: dict[str, Any]) -> None:
        if self.reviewer is not None:
            self._send_faces(self.reviewer.state)
            self.review_state = {"open": True, "labels": self.reviewer.labels, **change["new"]}

    # -- the declaration as a seat sees it (R11, R31) -------------------------------------------

    def _start_declaration(self) -> None:
        #: The seats that have spoken in this deal's declaration, and what each said.
        self._spoken: list[tuple[int, str]] = []
        self._speaking = True
        self._announce = None  # what was said of the last deal belongs to it
        self._learner_moves: list[int] = []

    def _speaker(self) -> int:
        return speaking_order(self.deal.dealer)[len(self._spoken)]

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

    # -- computer seats, guarded ----------------------------------------------------------------

    def _advance_one(self) -> str | None:
        """One step of a computer seat (or of a seat speaking in the declaration); None when
        the learner is asked or the deal is over."""
        if self._speaking:
            return self._speak_one()
        mover = self.deal.to_move
        if mover is None or self.match.players[mover] is None:
            return None
        move = self._ask(mover)
        self.match.push(move)
        self._announce = self._play_words(mover)
        self._drop_refusal()
        return move

    def _speak_one(self) -> str | None:
        """One seat speaks at the declaration (R11): the holder decides, every other seat
        passes; the learner is told it passes because it does not hold the native Robai."""
        seat = self._speaker()
        if seat == LEARNER and self._holder_asked(LEARNER):
            return None
        word = "pass"
        if self._holder_asked(seat):
            word = self._ask(seat)
            self.match.push(word)
        self._spoke(seat, word)
        self._drop_refusal()
        if seat == LEARNER:
            self._tell(_say("you_passed_forced"), "info")
            self._announce = _say("you_passed_forced")
        else:
            key = "passes_announce" if word == "pass" else "declares_announce"
            self._announce = _say(key, name=self._seat_name(seat))
        return word

    def _run(self) -> list[str]:
        made = []
        while (move := self._advance_one()) is not None:
            made.append(move)
        return made

    def _ask(self, seat: int) -> str:
        """The computer seat's move, from its view only (R31). A player that fails in any way
        (raises, hangs past ``player_timeout``, answers no legal move, or fails oddly enough
        that even its failure cannot be read) is replaced by a heuristic player for the rest
        of the match, and the table says so."""
        from unsun_lab.players import HeuristicPlayer

        view = self.deal.view(seat)
        player = self.match.players[seat]
        try:
            return ask_player(player, view, seat, timeout=self.player_timeout, deal=self.deal)  # type: ignore[arg-type]
        except PlayerFailure as failure:
            problem: Explanation = failure.explanation
        except Exception as err:  # a player's failure, however odd, never stops the table
            error = type(err).__name__
            problem = Explanation(
                "R18",
                "player.raised",
                {"seat": seat, "player": type(player).__name__, "error": error},
            )
        fallback = HeuristicPlayer(seed=self.match.seed * 8 + seat)
        self.match.players[seat] = fallback
        self.replaced[seat] = _say("replaced", problem=problem, seat=seat)
        return fallback.choose(view)

    def _play_words(self, seat: int) -> Explanation | Trick:
        """The last play as the learner saw it (R24, R31), for the live region."""
        view = self.view
        if not view.tricks:
            return _say("discarded_down", name=self._seat_name(seat))
        trick = view.tricks[-1]
        if trick.complete:
            return self.deal.tricks[trick.number - 1]  # its sentence, said in any language
        card = trick.plays[-1].card
        if card is None:
            return _say("played_down", name=self._seat_name(seat))
        return _say("played", name=self._seat_name(seat), card=card.code)

    # -- what the table says --------------------------------------------------------------------

    def _tell(self, words: Explanation | Exception | None, kind: str, at: str = "") -> None:
        self._message, self._fresh = (kind, words, at), True

    def _drop_refusal(self) -> None:
        """A refusal belongs to the state it refused in: the next move clears it. What the
        learner did ("You played X") stays until the learner's next action."""
        if self._message[0] == "refusal":
            self._tell(None, "info")

    def _render(self, words: Explanation | Exception | Trick | None) -> str:
        if isinstance(words, Explanation):
            return words.render(self.lang)
        if isinstance(words, Trick):
            return words.explain(self.lang)
        if isinstance(words, Exception):
            return self.refused
        return ""

    def _after_refusal(self) -> None:
        self._tell(self._refusal, "refusal", at=self.refused_at)
        self._refresh()

    # -- internals ----------------------------------------------------------------------------

    def _t(self, key: str, **params: object) -> str:
        return text(f"ui.{key}", self.lang, **params)

    def _labels(self) -> dict[str, Any]:
        out = labels(self.lang)
        out["paces"] = [[name, self._t(f"pace_{name}")] for name in PACES]
        out["levels"] = [[name, self._t(f"level_{name}")] for name in _levels()]
        return out

    @staticmethod
    def _pace_delay(pace: str) -> float:
        if pace not in PACES:
            raise not_a_choice("pace", list(PACES), pace)
        return PACES[pace]

    @staticmethod
    def _seats_of(team: str) -> list[int]:
        ours = team_of(LEARNER)
        return [s for s in range(1, 8) if (team_of(s) == ours) == (team == "partners")]

    def _seat_name(self, seat: int) -> Explanation:
        if seat == LEARNER:
            return _say("name_you")
        return _say(
            "name_partner" if team_of(seat) == team_of(LEARNER) else "name_opponent", seat=seat
        )

    def _short_name(self, seat: int) -> str:
        return self._t("you") if seat == LEARNER else self._t("seat", seat=seat)

    def _new_match(self, seed: int) -> Match:
        if self._custom_players is not None:
            players = list(self._custom_players)
        else:
            players = [None] + [
                _levels()[
                    self.levels["partners" if s in self._seats_of("partners") else "opponents"]
                ](seed=seed * 8 + s)
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
        handlers: dict[str, Callable[[], Any]] = {
            "play": lambda: self._play_message(field(content, "card", str)),
            "declare": lambda: self.play("declare"),
            "pass": lambda: self.play("pass"),
            "tick": lambda: self.tick(field(content, "at", str)),
            "hint": self.ask_hint,
            "next_deal": self.next_deal,
            "restart": self.restart,
            "pace": lambda: self.set_pace(field(content, "pace", str)),
            "level": lambda: self.set_level(
                field(content, "team", str), field(content, "level", str)
            ),
            "take_back": self.take_back,
            "save": lambda: self.save_deal(field(content, "name", str), self._replace(content)),
            "review": self.review,
            "review_close": self.close_review,
            "review_msg": lambda: self._review_message(field(content, "msg", dict)),
            "lang": lambda: self.set_language(field(content, "lang", str)),
        }
        handlers[kind]()

    def _play_message(self, code: str) -> None:
        if self._learner_to_act() and code not in {c.code for c in self._hand_shown()}:
            raise BadMessage.of("not_in_hand", card=code[:20])
        self.play(code)

    @staticmethod
    def _replace(content: dict[str, Any]) -> bool:
        replace = content.get("replace", False)
        if not isinstance(replace, bool):
            raise not_a_choice("replace", [True, False], replace)
        return replace

    def _review_message(self, inner: dict[str, Any]) -> None:
        if self.reviewer is None:
            raise BadMessage.of("no_review")
        self.reviewer._on_any_msg(self.reviewer, inner, [])

    def _hand_shown(self) -> tuple[Any, ...]:
        view = self.view
        return tuple(view.table.hand_order(view.dealt if self._speaking else view.hand))

    # -- the state the front end draws ----------------------------------------------------

    def _status(self, mine: bool, ask: str | None, acting: int | None, to_move: int | None) -> str:
        if mine:
            return self._t(f"your_turn_{ask}")
        if self._speaking and acting == LEARNER:
            return self._t("decl_you_forced")  # R11: only the holder may declare
        if self._speaking and acting is not None:
            return self._t("decl_status", name=self._seat_name(acting).render(self.lang))
        if to_move is not None:
            return self._t("waiting", name=self._seat_name(to_move).render(self.lang))
        if self.view.phase == "declare":  # R11, R31: the indicator is being taken and discarded
            return self._t("decl_settling")
        return self._t("match_over" if self.match.over else "deal_over_short")

    def _seats_state(self, to_move: int | None, recipient: int | None) -> list[dict[str, Any]]:
        view, deal = self.view, self.deal
        seats = []
        for s in range(1, 8):
            marks = [
                self._t(k)
                for on, k in ((s == deal.dealer, "dealer_mark"), (s == recipient, "recipient_mark"))
                if on
            ]
            size = 9 if self._speaking else view.hand_sizes[s]
            partner = team_of(s) == team_of(LEARNER)
            seats.append(
                {
                    "seat": s,
                    "team": "partner" if partner else "opponent",
                    "label": self._seat_name(s).render(self.lang),
                    "count": self._t("cards_count", count=size),
                    "marks": " ".join(marks),
                    "to_move": s == to_move,
                }
            )
        return seats

    def _head(self, recipient: int | None) -> str:
        deal, match = self.deal, self.match
        trump = text(f"suit.{deal.trump.letter}", self.lang)
        head = self._t("deal_of", n=match.deal_number, total=DEALS_PER_MATCH)
        head += " · " + self._t("trump_dealer", trump=trump, dealer=self._short_name(deal.dealer))
        if recipient is not None:
            head += " · " + self._t("taken_by", seat=recipient)
        return head

    def _play_state(self, view: PlayerView, mine: bool) -> dict[str, Any]:
        """The learner's hand and the tricks, as seat 0 sees them (R24, R31)."""
        table = view.table
        legal = list(view.legal_moves) if mine else []
        reason = self.deal.legal_reason() if mine else None
        finished = [t for t in view.tricks if t.complete]
        shown = view.current_trick or (finished[-1] if finished else None)

        def trick(t: Any) -> dict[str, Any] | None:
            return None if t is None else pay.trick_payload(t, table, self.lang, self._short_name)

        return {
            "prompt": "" if reason is None else reason.render(self.lang),
            "hand": pay.hand_payload(self._hand_shown(), table, legal),
            "legal": legal,
            "trick": trick(shown),
            "last": trick(finished[-1] if finished else None),
            "history": [trick(t) for t in finished],
            "summary": pay.summary_payload(view, self.lang),
        }

    def _refresh(self) -> None:
        deal, match, view = self.deal, self.match, self.view
        mine, speaking = self._learner_to_act(), self._speaking
        acting = self._seat_to_act()
        to_move = acting if speaking else view.to_move
        recipient = None if speaking else view.recipient
        kind, _, at = self._message
        message = self.message
        if kind == "refusal" and not self._fresh:
            self._tell(None, "info")
            kind, message, at = "info", "", ""
        self._fresh = False
        outcome = None
        if match.over:
            outcome = self._t(
                {"team 0/2/4/6": "win", "team 1/3/5/7": "lose"}.get(match.outcome or "", "draw")
            )
        state = {
            "seed": match.seed,
            "deal_number": match.deal_number,
            "deals": DEALS_PER_MATCH,
            "head": self._head(recipient),
            "dealer": deal.dealer,
            "trump": text(f"suit.{deal.trump.letter}", self.lang),
            "indicator": card_payload(deal.indicator, view.table),
            "recipient": recipient,
            "declared": None if speaking else view.declared,
            **pay.declaration_payload(self._spoken, self.lang),
            "side": pay.side_payload(
                view.discard, view.stock or (), view.stock is not None, view.table, self.lang
            ),
            "phase": "declare" if speaking else deal.phase,
            "seats": self._seats_state(to_move, recipient),
            "to_move": to_move,
            "your_turn": mine,
            "ask": deal.phase if mine else None,
            "status": self._status(mine, deal.phase if mine else None, acting, to_move),
            **self._play_state(view, mine),
            "hand_sizes": [9] * 8 if speaking else list(view.hand_sizes),
            "score": list(view.score),
            "results": [list(r) for r in match.results],
            "took_back": sorted(self._took_back),
            "totals": list(match.totals),
            "deal_over": deal.over,
            "match_over": match.over,
            "outcome": outcome,
            "can_take_back": bool(self._learner_moves) and not deal.over,
            "message": message,
            "message_kind": kind,
            "message_at": at,
            "replaced": [self._render(self.replaced[s]) for s in sorted(self.replaced)],
            "announce": self._render(self._announce),
            "hint": self.hint,
            "pace": self.pace,
            "levels": dict(self.levels),
            "pending": acting is not None and not mine and self.delay > 0,
            "delay_ms": int(self.delay * 1000),
            "at": self._token(),
            "refused": self._refusal_now(),
        }
        self._send_faces(state)  # only the cards seat 0 sees now (R24, R31)
        with self.coach.lock:  # the coach's thread patches ``state`` under the same lock
            state["coach"] = self._coach_state()
            self.state = state

    # -- the coach after the deal -----------------------------------------------------------
    #
    # Once a deal is over, the learner's decisions are judged from seat 0's view (R31) in the
    # coach panel's background job; the three costliest are listed with the better move and
    # why. The next deal can be played at once: the job never holds the table up.

    @property
    def coach_jobs(self) -> Background:
        return self.coach.jobs

    @property
    def _state_lock(self) -> Any:
        return self.coach.lock

    def wait_coach(self, timeout: float | None = None) -> bool:
        """Wait for the end-of-deal coach (scripts and tests); True when it is done."""
        return self.coach.wait(timeout)

    @property
    def costliest(self) -> list[Decision] | None:
        """The learner's costliest decisions of the finished deal (None while judging)."""
        found: list[Decision] | None = self.coach.cache.get(self._coach_key())
        return found

    def _coach_key(self) -> Hashable:
        return (self._matches, self.match.deal_number)

    def _coach_state(self) -> dict[str, Any] | None:
        if not self.deal.over:
            return None
        ask = (self._record_deal(), LEARNER)
        return self.coach.costliest_panel(self._coach_key(), self.lang, self.coach_worlds, ask)

    def _publish_coach(self, key: Hashable) -> None:
        if self._ready and self.deal.over and key == self._coach_key():
            panel = self.coach.costliest_panel(key, self.lang, self.coach_worlds)
            self.state = {**self.state, "coach": panel}

    def close(self) -> None:
        """Close the table, its review and the coach's job."""
        self.coach.cancel()
        self.close_review()
        super().close()

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
