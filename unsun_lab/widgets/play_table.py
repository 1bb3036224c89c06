"""PlayTable: play a match at seat 0 with three computer partners against four computer
opponents (R5, R30). Python checks every click; a refused card is explained with its rule.
It shows only what seat 0 knows (R31): every payload is built from seat 0's view
(``_payloads``); the seats round it (``_seats``) pace the declaration as at a real table (R11).

>>> t = PlayTable(seed=1, delay=0)
>>> t.state["your_turn"], t.state["ask"]
(True, 'play')
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from unsun_lab.analysis import Decision
from unsun_lab.deal import Deal, Trick
from unsun_lab.explain import Explanation
from unsun_lab.i18n import resolve_language
from unsun_lab.match import DEALS_PER_MATCH, Player
from unsun_lab.practice.mine import DEFAULT_FOLDER
from unsun_lab.rules import team_label, team_of
from unsun_lab.view import PlayerView
from unsun_lab.widgets import _common as common
from unsun_lab.widgets import _payloads as pay
from unsun_lab.widgets._coach import Coached
from unsun_lab.widgets._common import BadMessage, Messages, StaticWidget, Talk, ui
from unsun_lab.widgets._drill import coach_puzzles, drill_css
from unsun_lab.widgets._files import save_deal
from unsun_lab.widgets._guided import Guide, static_panel
from unsun_lab.widgets._review import Review
from unsun_lab.widgets._seats import PACES, Seats, levels, new_match, pace_delay, pace_name
from unsun_lab.widgets._table_coach import TableCoach
from unsun_lab.widgets.practice import DEFAULT_PROGRESS

__all__ = ["LEARNER", "PACES", "PlayTable"]

#: The learner's seat (R5: seats 0, 2, 4, 6 are one team).
LEARNER = 0

#: The hint's budget: sampled worlds behind the learner's view (a number, never a time).
HINT_WORLDS = 150

#: Sampled worlds per decision for the end-of-deal coach (``coach_worlds=`` changes it).
COACH_WORLDS = 100


class PlayTable(Coached, StaticWidget):
    """A full match of eight deals (R30) with the learner at seat 0.

    ``delay``: seconds between computer moves (0: at once), or ``pace`` by name; the front
    end asks for each with a ``tick``. ``players``: the seven computer players (None at seat
    0), else ``partners``/``opponents`` name a level of ``unsun_lab.players.LEVELS``; one that
    fails is replaced and the table says so. The hint: the coach's best move from the
    learner's view (R31) over ``hint_worlds`` worlds; the coach after the deal and "Practise
    these" are the :class:`~unsun_lab.widgets._table_coach.TableCoach` the table holds
    (``coaching``). Front-end messages (``_messages``) are checked; a bad one is refused
    beside the control that sent it, and nothing changes.
    """

    _esm = common.bundle(
        "_cards.js", "_patch.js", "_table.js", "_analysis.js", "deal_stepper.js", "practice.js",
        "_guided.js", "play_table.js",
    )  # fmt: skip
    _css = common.bundle_css(
        "ul-play-table", "_cards.css", "_table.css", "deal_stepper.css", "play_table.css",
        "_analysis.css", "_guided.css",
    ) + drill_css("ul-play-table")  # fmt: skip
    _messages: ClassVar[Messages] = {
        "play": ("_play_message", (("card", str),)), "declare": ("play", (("type", str),)),
        "pass": ("play", (("type", str),)), "tick": ("tick", (("at", str),)),
        "hint": ("ask_hint", ()), "next_deal": ("next_deal", ()), "restart": ("restart", ()),
        "pace": ("set_pace", (("pace", str),)), "take_back": ("take_back", ()),
        "level": ("set_level", (("team", str), ("level", str))),
        "save": ("save_deal", (("name", str), ("replace", bool, False))),
        "review": ("review", ()), "review_close": ("close_review", ()),
        "review_msg": ("_review_msg", (("msg", dict),)), "practise": ("practise", ()),
        "practice_close": ("close_practice", ()),
        "practice_msg": ("_practice_msg", (("msg", dict),)),
        "lang": ("set_language", (("lang", str),)),
        "guide_answer": ("guide_answer", (("choice", str),)), "guide_next": ("guide_next", ()),
    }  # fmt: skip

    state = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    #: The state of the DealStepper reviewing a deal, drawn inside the table ({} when closed).
    review_state = traitlets.Dict().tag(sync=True)
    #: What the practice of the deal's mistakes draws inside the table ({} when closed).
    practice_state = traitlets.Dict().tag(sync=True)
    delay = traitlets.Float(0.6)
    #: Where every finished deal is kept for the learner's own practice (``practice.mine``,
    #: ``Practice(mine=True)``): the learner's folder; None keeps nothing.
    mine_folder: Path | None = DEFAULT_FOLDER

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
        guided: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self._ready = False
        #: The guided first deal (``guided=True``, see ``_guided``), else None.
        self.guide = Guide(DEFAULT_PROGRESS) if guided else None
        #: The coach: the hint, the coach after the deal, "Practise these".
        self.coaching = TableCoach(
            LEARNER, hint_worlds, coach_worlds, self._publish_hint, self._publish_coach,
            self._show_practice,
        )  # fmt: skip
        #: The coach's two panels (one lock for the synced state).
        self.coach, self.hinter = self.coaching.coach, self.coaching.hinter
        #: Worlds per decision for the end-of-deal coach.
        self.coach_worlds = coach_worlds
        self.lang = resolve_language(lang)
        self.labels = self._labels()
        self.delay = float(pace_delay(pace) if delay is None else delay)
        self.hint_worlds, self.player_timeout = hint_worlds, player_timeout
        #: Where "Save this deal" writes its records.
        self.save_dir = Path(save_dir)
        self._custom_players = None if players is None else list(players)
        self.levels = {"partners": partners, "opponents": opponents}
        self._review = Review(self._show_review)
        self._review_msg = self._review.message
        self._matches = 0  # matches started, so a coach result never outlives its match
        self._begin_match(seed)
        self._ready = True
        self._after_change()

    def _begin_match(self, seed: int) -> None:
        self.match = new_match(seed, LEARNER, self._custom_players, self.levels)
        if self.guide is not None:  # the course deal first, its seats playing its moves
            self.match = self.guide.match(seed, self.match.players)
        self._matches += 1
        self.seats = Seats(self.match, LEARNER, self.player_timeout)
        self._took_back: set[int] = set()
        self.coaching.asked = None
        self.talk = Talk()
        self._new_deal()

    def _new_deal(self) -> None:
        self.seats.new_deal()
        self._announce: Explanation | Trick | None = None  # said of the last deal: gone

    # -- what the learner sees ----------------------------------------------------------------

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
        return pace_name(self.delay)

    @property
    def message(self) -> str:
        """What the table says now (a move made, a refusal), in its language."""
        return self._render(self.talk.words)

    # -- the learner's actions --------------------------------------------------------------

    def set_pace(self, pace: str) -> None:
        """Set the computers' pace by name: 'slow', 'normal', 'fast' or 'instant'."""
        self.delay = pace_delay(pace)

    def set_level(self, team: str, level: str) -> None:
        """Give the partners or the opponents another level (from the next computer move)."""
        self.seats.set_level(team, level)
        self.levels[team] = level
        self._refresh()

    def set_language(self, lang: str) -> None:
        """Show every label and sentence in ``lang`` ("en", "pt", "cs", "ja")."""
        self.lang = resolve_language(lang)
        self.labels = self._labels()
        self._resend_faces()
        if self.reviewer is not None:
            self.reviewer.set_language(self.lang)
        self.coaching.drill.set_language(self.lang)
        self._refresh()

    def play(self, move: str) -> bool:
        """Try the learner's move (a card, 'declare' or 'pass'). An illegal one changes nothing
        and sets ``message`` to the reason (with its rule id); returns whether it was made."""
        self.coaching.asked = None
        if self.guide is not None:  # judged at a stop; the course card is played
            move = self.guide.choose(self.deal, self.seats.speaking, self.view, move)
        made, said = self.seats.play(move)
        if not made:
            return self._refuse(said)
        self._announce = said
        self.talk.tell(said)
        self._after_change()
        return True

    def take_back(self) -> bool:
        """Undo the learner's last card of this deal and the computers' replies after it
        (the scoreboard marks the deal). False when there is nothing to take back, and in the
        guided deal, whose answers are judged once (its button is disabled)."""
        if self.guide is not None and self.guide.guides(self.deal):  # its answers stand
            return self._refuse(Explanation.of("ui.guide.no_take_back"))
        if not self.seats.take_back():
            return self._refuse(Explanation.of("ui.nothing_to_take_back"))
        self._took_back.add(self.match.deal_number)
        self.coaching.asked, self._announce = None, Explanation.of("ui.took_back")
        self.talk.tell(self._announce)
        self._after_change()
        return True

    def tick(self, at: str | None = None) -> str | None:
        """One computer move (the front end asks after ``delay``); a stale tick does nothing.
        During the declaration a tick is one seat speaking (R11)."""
        if at is not None and at != self.seats.token():
            return None
        move = self._advance_one()
        self._refresh()
        return move

    def run_computers(self) -> list[str]:
        """Let every computer seat move until the learner is asked or the deal ends."""
        made = self._run()
        self._refresh()
        return made

    def next_deal(self) -> bool:
        """Start the next deal once this one is over (R30); False when the match is over."""
        if not self.deal.over:
            return self._refuse(Explanation.of("ui.finish_first"))
        if self.guide is not None and self.guide.holds(self.deal, self.seats.speaking):
            return self._refuse(Explanation.of("ui.guide.answer_first"))  # its last stop waits
        self.close_review()  # the review and the practice belong to the deal they came from
        self.close_practice()
        started = self.match.next_deal()
        if started:
            self._new_deal()
        n = self.match.deal_number
        self.talk.tell(Explanation.of("ui.deal_n", n=n, total=DEALS_PER_MATCH) if started else None)
        self._after_change()
        return started

    def restart(self, seed: int | None = None) -> None:
        """A new match: the scores are cleared (R30). ``seed=None`` takes the next seed."""
        self.close_review()
        self.close_practice()
        self.coach.forget()
        self._begin_match(self.match.seed + 1 if seed is None else seed)
        self.talk.tell(Explanation.of("ui.new_match_msg"))
        self._after_change()

    def save_deal(self, name: str, replace: bool = False) -> Path:
        """Write the deal as far as it went to ``save_dir/name`` (``_files.save_deal``)."""
        saved = save_deal(self._record_deal(), self.save_dir, name, replace)
        self.talk.tell(Explanation.of("ui.saved", path=str(saved)), at="save")
        self._refresh()
        return saved

    @property
    def reviewer(self) -> Any:
        """The DealStepper opened by "Review this deal", or None."""
        return self._review.stepper

    def review(self) -> Any:
        """Open the deal in a DealStepper drawn inside the table: the open table once the deal
        is over; while it is played, seat 0's view, whose seat menu offers only seat 0 (R31).
        The review it replaces is closed. Returns the stepper; in the guided deal, None while a
        question about a trick's result is open (the review would say the answer)."""
        if self._withheld() is not None:
            self._refuse(Explanation.of("ui.guide.answer_first"))
            return None
        return self._review.open(self._record_deal(), LEARNER, self.lang, self.save_dir)

    def close_review(self) -> None:
        """Close the review (its widgets are closed too)."""
        self._review.close()

    def _show_review(self, state: dict[str, Any]) -> None:
        if state:
            self._send_faces(state)
        self.review_state = state

    # -- what the table says --------------------------------------------------------------------

    def _refuse(self, why: Explanation) -> bool:
        self.talk.tell(why, "refusal")
        self._refresh()
        return False

    def _render(self, words: Explanation | Exception | Trick | None) -> str:
        if isinstance(words, Explanation):
            return words.render(self.lang)
        if isinstance(words, Trick):
            if words.number in self._withheld_words():  # the open question's answer
                return self._withheld_words()[words.number]
            return words.explain(self.lang, you=LEARNER)
        return self.refused if isinstance(words, Exception) else ""

    def _after_refusal(self) -> None:
        self.talk.tell(self._refusal, "refusal", at=self.refused_at)
        self._refresh()

    def _advance_one(self) -> str | None:
        """One step of a computer seat (or a seat speaking at the declaration); it clears a
        refusal, not what the learner did ("You played X")."""
        if self.guide is not None and self.guide.holds(self.deal, self.seats.speaking):
            return None  # the guided deal waits for an answer, or for "Continue"
        step = self.seats.step()
        if step is None:
            return None
        move, self._announce = step
        self.talk.drop_refusal()
        if self._announce == Explanation.of("ui.you_passed_forced"):  # told why, not silently (R11)
            self.talk.tell(self._announce)
        return move

    def _run(self) -> list[str]:
        return list(iter(self._advance_one, None))  # every step until the learner is asked

    # -- internals ----------------------------------------------------------------------------

    def _labels(self) -> dict[str, Any]:
        out = common.labels(self.lang)
        out["paces"] = [[name, ui(f"pace_{name}", self.lang)] for name in PACES]
        out["levels"] = [[name, ui(f"level_{name}", self.lang)] for name in levels()]
        out.update(self._text_view_labels())
        return out

    def _short_name(self, seat: int) -> str:
        return ui("you", self.lang) if seat == LEARNER else ui("seat", self.lang, seat=seat)

    def _record_deal(self) -> Deal:
        deal = self.deal.copy()
        deal.title = f"PlayTable seed {self.match.seed}, deal {self.match.deal_number}"
        return deal

    def _after_change(self) -> None:
        if self.delay <= 0:
            self._run()
        self._refresh()

    @traitlets.observe("delay")
    def _delay_changed(self, change: dict[str, Any]) -> None:
        if getattr(self, "_ready", False):
            self._after_change()

    def _play_message(self, code: str) -> None:
        if self.seats.learner_to_act() and code not in {c.code for c in self._hand_shown()}:
            raise BadMessage.of("not_in_hand", card=code[:20])
        self.play(code)

    def _hand_shown(self) -> tuple[Any, ...]:
        view = self.view
        return tuple(view.table.hand_order(view.dealt if self.seats.speaking else view.hand))

    # -- the state the front end draws ----------------------------------------------------

    def _words(self) -> dict[str, Any]:
        """What the table says now; a refusal is said once, by the state it refused."""
        ours = self.match.outcome == "team " + team_label(team_of(LEARNER))  # who won (R30)
        outcome = "draw" if self.match.outcome == "draw" else "win" if ours else "lose"
        return {
            **self.talk.now(self._render),
            "replaced": [self._render(self.seats.replaced[s]) for s in sorted(self.seats.replaced)],
            "announce": self._render(self._announce),
            **self.coaching.hint_words(self.lang),
            "refused": self._refusal_now(),
            "outcome": ui(outcome, self.lang) if self.match.over else None,
        }

    def _drop_stale_words(self) -> None:
        """ "You passed: only the holder may declare…" (R11) is said until play starts: once
        the first card of the deal is played, it is no longer news."""
        forced = Explanation.of("ui.you_passed_forced")
        if forced not in (self.talk.words, self._announce):
            return
        if any(t.plays for t in self.view.tricks):
            if self.talk.words == forced:
                self.talk.tell(None)
            if self._announce == forced:
                self._announce = None

    def _refresh(self) -> None:
        self._drop_stale_words()
        deal, match, view = self.deal, self.match, self.view
        mine, speaking = self.seats.learner_to_act(), self.seats.speaking
        acting = self.seats.to_act()
        to_move = acting if speaking else view.to_move
        recipient = None if speaking else view.recipient
        legal = list(view.legal_moves) if mine else []
        reason = deal.legal_reason(you=True) if mine else None

        def marks(s: int) -> list[str]:
            on = {"dealer_mark": s == deal.dealer, "recipient_mark": s == recipient}
            return [ui(key, self.lang) for key, yes in on.items() if yes]

        def name(s: int) -> str:
            return self.seats.name(s).render(self.lang)

        held = self._withheld_words()  # a guided question's answer, not said until answered
        seats = pay.seats_payload(view, range(1, 8), marks, name, to_move, self.lang)
        head = pay.head_payload(view, self._short_name(deal.dealer), recipient, self.lang)
        number = ui("deal_of", self.lang, n=match.deal_number, total=DEALS_PER_MATCH)
        if speaking:  # every seat holds its nine cards while the seats speak (R6, R11)
            seats = [dict(s, count=ui("cards_count", self.lang, count=9)) for s in seats]
        state = {
            "seed": match.seed, "deal_number": match.deal_number, "deals": DEALS_PER_MATCH,
            "dealer": deal.dealer, "recipient": recipient, "to_move": to_move,
            "declared": None if speaking else view.declared,
            "phase": "declare" if speaking else deal.phase,
            "seats": seats,
            "your_turn": mine, "your_team": team_of(LEARNER), "ask": deal.phase if mine else None,
            "status": self.seats.status().render(self.lang),
            "prompt": "" if reason is None else reason.render(self.lang),
            "hand": pay.hand_payload(self._hand_shown(), view.table, legal, self.lang),
            "legal": legal,
            "hand_sizes": [9] * 8 if speaking else list(view.hand_sizes),
            "score": list(view.score), "results": [list(r) for r in match.results],
            "took_back": sorted(self._took_back), "totals": list(match.totals),
            "deal_over": deal.over, "match_over": match.over,
            "can_take_back": bool(self.seats.taken) and not deal.over,
            "pace": self.pace, "levels": dict(self.levels),
            "pending": acting is not None and not mine and self.delay > 0,
            "delay_ms": int(self.delay * 1000), "at": self.seats.token(),
            **self._words(), **head, "head": pay.joined([number, head["head"]], self.lang),
            **pay.declaration_payload(self.seats.spoken, self.lang),
            **pay.tricks_payload(view, self.lang, self._short_name, held),
            "text_view": self._text_view_payload(),
            "withheld": " ".join(sorted(set(held.values()))),
        }  # fmt: skip
        if held:  # the score, and the deal's row once over, as they were before that trick
            state.update(self._score_withheld(min(held)))
        if self.guide is not None:  # from seat 0's view (R31)
            state["guide"] = self.guide.state(deal, speaking, view, self.lang)
            state["pending"] = state["pending"] and not self.guide.holds(deal, speaking)
            state["can_take_back"] = state["can_take_back"] and not self.guide.guides(deal)
        self._send_faces(state)  # only the cards seat 0 sees now (R24, R31)
        with self.coach.lock:  # the coach's thread patches ``state`` under the same lock
            state["coach"] = self._coach_state()
            self._keep_for_mine(state)
            self.state = state

    # -- the guided deal (``_guided``) ------------------------------------------------------

    def _withheld(self) -> int | None:
        """The number of the finished trick whose result the guided deal's open question asks
        about (None: none): until answered, no payload says it (``Guide.withheld``)."""
        if self.guide is None:
            return None
        trick = self.guide.withheld(self.deal, self.seats.speaking, self.view)
        return None if trick is None else trick.number

    def _withheld_words(self) -> dict[int, str]:
        """{trick number: the sentence said instead of its result} while it is withheld."""
        number = self._withheld()
        if number is None:
            return {}
        return {number: ui("guide.withheld", self.lang, number=number)}

    def _score_withheld(self, number: int) -> dict[str, Any]:
        """The scoreboard as it stood before trick ``number``: the deal's score then (R29),
        and the match without this deal's row if the trick ended it (R30)."""
        before = list(self.deal.score_after(number - 1))
        results = [list(r) for r in self.match.results]
        if self.deal.over and results:
            results = results[:-1]
        totals = [sum(r[k] for r in results) for k in (0, 1)]
        return {"score": before, "results": results, "totals": totals}

    @property
    def stops(self) -> list[tuple[int, str]]:
        """Where the guided deal stops: [(move number, rule id), ...] ([] if not guided)."""
        return [] if self.guide is None else self.guide.stops

    def guide_answer(self, choice: str) -> None:
        """The learner's answer to the guided deal's question about the table."""
        if self.guide is None:
            raise BadMessage.of("guide_no_question")
        self.guide.answer(self.deal, self.seats.speaking, self.view, choice)
        self._after_change()

    def guide_next(self) -> None:
        """ "Continue" after a stop's explanation: the table plays on to the next stop."""
        if self.guide is None:
            raise BadMessage.of("guide_no_question")
        self.guide.go_on()
        self._after_change()

    # -- the text view: the table as plain text, from seat 0's view alone (R31) -------------

    #: The text view's fixed words (``ui.<key>``), sent in ``labels``.
    TEXT_VIEW_WORDS = (
        "text_view", "tv_choose_play", "tv_choose_discard", "tv_play", "tv_discard", "tv_type",
        "review_so_far", "review_mid_note",
    )  # fmt: skip

    def _text_view_labels(self) -> dict[str, Any]:
        out: dict[str, Any] = {key: ui(key, self.lang) for key in self.TEXT_VIEW_WORDS}
        return out | pay.face_down_labels(self.lang)

    def _text_view_payload(self) -> dict[str, Any]:
        """What the text view says: seat 0's view (R31) as the table shows it now."""
        view, speaking = self.view, self.seats.speaking
        mine = self.seats.learner_to_act()
        return pay.text_view_payload(
            view, self.lang, lambda s: self.seats.name(s).render(self.lang),
            hand=self._hand_shown(), legal=list(view.legal_moves) if mine else [],
            sizes=[9] * 8 if speaking else list(view.hand_sizes),
            recipient=None if speaking else view.recipient, spoken=self.seats.spoken,
            **self._text_view_score(),
        )  # fmt: skip

    def _text_view_score(self) -> dict[str, Any]:
        held = self._withheld_words()
        if not held:
            return {"totals": list(self.match.totals), "deals_done": len(self.match.results)}
        board = self._score_withheld(min(held))
        return {
            "totals": board["totals"], "deals_done": len(board["results"]), "withheld": held,
            "score": board["score"],
        }  # fmt: skip

    def text_view(self) -> str:
        """The table as plain text, as the text view shows it (seat 0's view, R31)."""
        tv = self.state["text_view"]
        parts = [tv["title"], *tv["table"], tv["seats"], *tv["score"]]
        for t in (tv["last"], tv["trick"]):
            if t:
                parts += [t["heading"], *t["lines"]]
        parts += [tv["note"], self.state["status"], self.state["prompt"], self.message]
        parts += [tv["hand_heading"], *tv["hand"]]
        return "\n".join(p for p in parts if p)

    # -- the coach (``_table_coach``): the hint, the coach after the deal, "Practise these"

    def ask_hint(self) -> str:
        """Ask the coach for the best move now and why; it answers in the background (the
        hint says how far it got; ``wait_hint()`` waits). Returns the hint so far."""
        key = None
        if self.seats.learner_to_act():
            key = (self._matches, self.match.deal_number, len(self.deal.moves))
        self.coaching.ask_hint(self.match, key, self.hint_worlds)
        self._refresh()
        return self.hint

    def wait_hint(self, timeout: float | None = None) -> bool:
        """Wait for the hint's job (scripts and tests); True when it is done."""
        return self.hinter.wait(timeout)

    @property
    def hint(self) -> str:
        """The coach's hint in the table's language ('' when none was asked for)."""
        return str(self.coaching.hint_words(self.lang)["hint"])

    def wait_coach(self, timeout: float | None = None) -> bool:
        """Wait for the end-of-deal coach (scripts and tests); True when it is done."""
        return self.coach.wait(timeout)

    @property
    def costliest(self) -> list[Decision] | None:
        """The learner's costliest decisions of the finished deal (None while judging)."""
        return self.coaching.costliest(self._coach_key())

    @property
    def practice(self) -> Any:
        """The Practice opened by "Practise these", or None."""
        return self.coaching.drill.practice

    def practise(self, **options: Any) -> Any:
        """ "Practise these": the finished deal's costliest decisions that the coach called a
        mistake or a blunder, as best-move puzzles from the learner's view (R31), in a
        :class:`~unsun_lab.widgets.Practice` drawn inside the table (``options`` go to it,
        e.g. ``progress=``; by default no progress file is kept). Returns the Practice."""
        key, deal = self._coach_key(), self._record_deal()
        return self.coaching.practise(key, deal, self.coach_worlds, self.lang, **options)

    def close_practice(self) -> None:
        """Close the practice (its widget is closed too)."""
        self.coaching.drill.close()

    def _practice_msg(self, inner: dict[str, Any]) -> None:
        self.coaching.drill.message(inner)

    def _coach_key(self) -> Hashable:
        return (self._matches, self.match.deal_number)

    def _coach_state(self) -> dict[str, Any] | None:
        if not self.deal.over or self._withheld() is not None:  # not before the answer
            return None
        return self.coaching.panel(self._coach_key(), self.lang, self._record_deal())

    def _publish_hint(self, key: Hashable) -> None:
        if self._ready and key == self.coaching.asked:
            self.state = {**self.state, **self.coaching.hint_words(self.lang)}

    def _publish_coach(self, key: Hashable) -> None:
        if self._ready and self.deal.over and key == self._coach_key() and self._withheld() is None:
            state = {**self.state, "coach": self.coaching.panel(key, self.lang)}
            self._keep_for_mine(state)
            self.state = state

    def _keep_for_mine(self, state: dict[str, Any]) -> None:
        """A finished deal is kept in ``mine_folder`` once (``practice.mine.Mine.keep``), and
        seat 0's mistakes and blunders in it once the coach has judged them, as puzzles from
        seat 0's view (R31); ``state``'s summary then says how many mistakes are waiting."""
        from unsun_lab.practice.mine import Mine, MineError

        kept = self.__dict__.setdefault("_mine_kept", {})  # deal key -> (name, judged, said)
        key, found = self._coach_key(), self.costliest
        if self.mine_folder is None or not self.deal.over or not state.get("summary"):
            return
        name, judged, before = kept.get(key, (None, False, ""))
        if not judged and (name is None or found is not None):
            deal = self._record_deal()
            labels = {d.number: d.label for d in found or ()}
            puzzles = None
            if found is not None:
                made = coach_puzzles(found, LEARNER, self.coach_worlds, deal) if labels else []
                puzzles = [(ex, labels[ex.seed]) for ex in made]
            try:
                name = Mine.keep(self.mine_folder, deal, puzzles, name)
                waiting = Mine.load(self.mine_folder).waiting()
                said = ui("mine_waiting", self.lang, count=waiting) if waiting else ""
                kept[key] = (name, found is not None, said or ui("mine_none", self.lang))
            except (MineError, OSError, ValueError) as err:
                kept[key] = ("", True, ui("mine_refused", self.lang, detail=str(err)[:200]))
        lines = [line for line in state["summary"]["lines"] if line != before]
        state["summary"] = {**state["summary"], "lines": [*lines, kept[key][2]]}

    def _show_practice(self, state: dict[str, Any]) -> None:
        if state:
            self._send_faces(state)  # the puzzle's cards: seat 0's own view (R31)
        self.practice_state = state

    def close(self) -> None:
        """Close the table, its review, its practice and the coach's job."""
        self.coach.cancel()
        self.hinter.cancel()
        self.close_review()
        self.close_practice()
        super().close()

    def __repr__(self) -> str:
        m = self.match
        guided = "" if self.guide is None else ", guided=True"
        return (
            f"PlayTable(seed={m.seed}{guided}, deal={m.deal_number}/{DEALS_PER_MATCH},"
            f" move={self.seats.moves_seen()}, totals={list(m.totals)})"
        )

    def _static_html(self) -> str:
        held = self.seats.speaking or self._withheld() is not None  # its score: not yet
        svg = None if held else common.svg_or_none("table_svg", self.view)
        page = pay.scoreboard_html(repr(self), svg, self.state, self.match, self.lang)
        return page if self.guide is None else page + static_panel(self.state["guide"])
