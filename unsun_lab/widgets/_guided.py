"""The guided first deal of a PlayTable: the composed course deal (``examples.load("course")``)
played with the learner at seat 0, stopping at each new situation.

At each stop the table says the rule in one sentence, asks the learner to choose (a card of
seat 0's hand, or one of a few answers about the table), explains the choice with its rule,
and waits for "Continue". The other seats play the course deal's moves; when the learner
chooses another card than the course's, the course card is played instead and the table says
so, so the deal stays the composed one. At the end the learner's answers earn 1-3 stars, kept
in the progress as lesson :data:`LESSON`.

Every sentence is built from seat 0's view (R31): the guide reads the deal only to know where
the table stands (how many moves were made), never to say what seat 0 cannot see.

>>> [stop for stop, _ in STOPS][:4]
[(0, 'R11'), (1, 'R12'), (2, 'R19'), (7, 'R24')]
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation
from unsun_lab.match import Match, Player
from unsun_lab.practice.progress import Progress, ProgressError, quiz_stars
from unsun_lab.view import PlayerView, SeenTrick
from unsun_lab.widgets._common import BadMessage, not_a_choice, ui

__all__ = ["LESSON", "STOPS", "CourseMatch", "CoursePlayer", "Guide", "Stop", "static_panel"]

#: The lesson the guided deal's stars are kept under (``Progress.stars()``).
LESSON = "05g"

#: The example the guided deal plays.
COURSE = "course"

#: The learner's seat.
SEAT = 0


@dataclass(frozen=True)
class Stop:
    """Where the guided deal stops: before move ``move`` (the number of moves made), for rule
    ``rule``. ``name`` names its words (``ui.guide.<name>.*``); ``choices`` are the answers
    offered about the table, empty when the learner chooses a card of its own hand."""

    move: int
    rule: str
    name: str
    choices: tuple[str, ...] = ()

    @property
    def plays(self) -> bool:
        """Whether the learner answers by playing a card."""
        return not self.choices


_COMBO_CHOICES = ("none", "two", "five")

#: The stops of the course deal, in order, each with what it is: (move, rule) and the Stop.
STOPS: tuple[tuple[tuple[int, str], Stop], ...] = tuple(
    ((s.move, s.rule), s)
    for s in (
        Stop(0, "R11", "declare", ("declare", "pass")),
        Stop(1, "R12", "discard", ("any", "not_trump")),
        Stop(2, "R19", "lead", ("trump", "not_trump")),
        Stop(7, "R24", "face_down", ("which", "trump", "isu")),
        Stop(8, "R22", "free"),
        Stop(12, "R20", "meri"),
        Stop(25, "R23", "monchi"),
        Stop(26, "R27", "combo", _COMBO_CHOICES),
        Stop(66, "R26", "ninth", _COMBO_CHOICES),
    )
)


@cache
def _course() -> tuple[dict[str, Any], tuple[str, ...], tuple[int, ...]]:
    """The course record without its moves, its moves, and the seat that made each move."""
    from unsun_lab import examples

    record = examples.record(COURSE)
    moves = tuple(str(m["move"] if isinstance(m, dict) else m) for m in record["moves"])
    fresh = {**record, "moves": [], "move_notes": {}}
    deal, seats = Deal.from_record(fresh), []
    for move in moves:
        seats.append(-1 if deal.to_move is None else deal.to_move)
        deal.push(move)
    return fresh, moves, tuple(seats)


def course_deal() -> Deal:
    """The course deal as dealt, before its first move."""
    return Deal.from_record(_course()[0])


def course_move(seat: int, index: int) -> str | None:
    """The course's move number ``index`` if ``seat`` made it, else None: a seat is told only
    its own moves."""
    _, moves, seats = _course()
    return moves[index] if index < len(moves) and seats[index] == seat else None


def moves_in_view(view: PlayerView) -> int:
    """How many moves of the deal a seat has seen, from its view: the declaration, the
    discard and every card played (R11, R12, R18)."""
    if view.phase == "declare":
        return 0
    if view.phase == "discard":
        return 1
    return 2 + sum(len(t.plays) for t in view.tricks)


class CoursePlayer:
    """A computer seat of the guided deal: it plays its own moves of the course deal, and any
    other deal (the rest of the match) as ``fallback`` does. It is told only its own moves."""

    def __init__(self, seat: int, fallback: Player) -> None:
        self.seat, self.fallback = seat, fallback
        course = course_deal()
        self._dealt, self._dealer = frozenset(course.view(seat).dealt), course.dealer

    def choose(self, view: PlayerView) -> str:
        if frozenset(view.dealt) == self._dealt and view.dealer == self._dealer:
            move = course_move(self.seat, moves_in_view(view))
            if move is not None and move in view.legal_moves:
                return move
        return self.fallback.choose(view)


class CourseMatch(Match):
    """A match whose first deal is the course deal (R30: the later deals are shuffled)."""

    def _start_deal(self) -> None:
        if self.deals:
            super()._start_deal()
        else:
            self.deals.append(course_deal())


def _seat_of(trick: SeenTrick, code: str) -> int:
    return next(p.seat for p in trick.plays if p.card is not None and p.card.code == code)


class Guide:
    """What the guided table says and waits for; the PlayTable asks it (``PlayTable.guide``).

    ``answers`` holds, by stop index, whether the learner's choice was the right one;
    ``progress`` is where the stars are kept (None: nowhere).
    """

    def __init__(self, progress: str | Path | None) -> None:
        self.progress = None if progress is None else Path(progress)
        self._deal: Deal | None = None  # the course deal being played
        self.reset()

    def reset(self) -> None:
        self.answers: dict[int, bool] = {}
        self._said: dict[int, Explanation] = {}  # the verdict, by stop
        self._waiting: int | None = None  # a stop answered, until "Continue"
        self._notice: Explanation | None = None  # a course card played between the stops
        self.stars: int | None = None

    @property
    def stops(self) -> list[tuple[int, str]]:
        """Where the deal stops: [(move number, rule id), ...]."""
        return [where for where, _ in STOPS]

    def match(self, seed: int, fallbacks: list[Player | None]) -> CourseMatch:
        """The guided match: the course deal first, computer seats that play its moves."""
        players: list[Player | None] = [
            None if seat == SEAT or p is None else CoursePlayer(seat, p)
            for seat, p in enumerate(fallbacks)
        ]
        self.reset()
        match = CourseMatch(seed, players=players)
        self._deal = match.deals[0]
        return match

    # -- where the table stands ---------------------------------------------------------------

    def at(self, deal: Deal, speaking: bool) -> int | None:
        """The index of the stop the table is at, or None. The declaration's stop comes
        before any seat speaks, the discard's once every seat has spoken (R11)."""
        if deal is not self._deal:
            return None
        made = len(deal.moves)
        for index, ((move, _), _stop) in enumerate(STOPS):
            if move == made and (made == 0 or not speaking):
                return index
        return None

    def guides(self, deal: Deal) -> bool:
        """Whether ``deal`` is the guided course deal (the later deals of the match are not):
        its answers are judged once, so "Take back" is off in it."""
        return deal is self._deal

    def holds(self, deal: Deal, speaking: bool) -> bool:
        """Whether the computer seats wait: a question is asked, or its answer is read."""
        if self._waiting is not None:
            return True
        index = self.at(deal, speaking)
        return index is not None and index not in self.answers and not STOPS[index][1].plays

    def withheld(self, deal: Deal, speaking: bool, view: PlayerView) -> SeenTrick | None:
        """The finished trick whose result the open question asks about (stops R27, R26), or
        None: until the learner has answered, the table says nothing of that trick's winner,
        combination or points, so that it does not give the answer away. Its cards and the W/O
        tags stay: the question names W and O itself."""
        index = self.at(deal, speaking)
        if index is None or index in self.answers:
            return None
        return self._trick(STOPS[index][1], view)

    # -- the learner's answers -------------------------------------------------------------------

    def answer(self, deal: Deal, speaking: bool, view: PlayerView, choice: str) -> None:
        """The learner's answer at a stop that asks about the table."""
        index = self.at(deal, speaking)
        if index is None or STOPS[index][1].plays or index in self.answers:
            raise BadMessage.of("guide_no_question")
        stop = STOPS[index][1]
        if choice not in stop.choices:
            raise not_a_choice("choice", stop.choices, choice)
        right = choice == self._right(stop, view)
        self.answers[index] = right
        self._said[index] = Explanation.of(
            "ui.guide.right" if right else "ui.guide.wrong", why=self._why(stop, view)
        )
        self._waiting = index
        self._finish(deal)

    def choose(self, deal: Deal, speaking: bool, view: PlayerView, move: str) -> str:
        """The learner's card: judged at a stop; the course card is what is played."""
        self._notice = None
        if view.to_move != SEAT or speaking or deal is not self._deal:
            return move
        course = course_move(SEAT, len(deal.moves))
        if course is None or course not in view.legal_moves:
            return move  # the deal left the course (another level was chosen): play as asked
        index = self.at(deal, speaking)
        if index is not None and STOPS[index][1].plays and index not in self.answers:
            stop = STOPS[index][1]
            why = Explanation.of(f"ui.guide.{stop.name}.why", card=course)
            if move == course:
                said = Explanation.of("ui.guide.played_right", why=why)
            elif move in view.legal_moves:
                said = Explanation.of("ui.guide.played_other", chosen=move, card=course, why=why)
            else:
                refused = deal.why_illegal(move)
                reason: Any = move if refused is None else refused.explanation.addressed(SEAT)
                said = Explanation.of(
                    "ui.guide.played_illegal", chosen=move, reason=reason, card=course, why=why
                )
            self.answers[index] = move == course
            self._said[index] = said
            self._waiting = index
        elif move != course:
            self._notice = Explanation.of("ui.guide.kept_course", chosen=move, card=course)
        return course

    def go_on(self) -> None:
        """ "Continue": the table plays on to the next stop."""
        if self._waiting is None:
            raise BadMessage.of("guide_no_question")
        self._waiting = None

    def _finish(self, deal: Deal) -> None:
        if self.stars is not None or len(self.answers) < len(STOPS):
            return
        right = sum(self.answers.values())
        self.stars = quiz_stars(right, len(STOPS))
        if self.progress is not None:
            try:
                progress = Progress.load(self.progress)
            except (ProgressError, OSError):
                progress = Progress()
            progress.record_quiz(LESSON, right, len(STOPS))
            progress.save(self.progress)

    # -- what is right and why, from seat 0's view (R31) ------------------------------------

    @staticmethod
    def _trick(stop: Stop, view: PlayerView) -> SeenTrick | None:
        done = [t for t in view.tricks if t.complete]
        return done[-1] if done and stop.name in {"combo", "ninth"} else None

    def _right(self, stop: Stop, view: PlayerView) -> str:
        if stop.name == "declare":  # R11: only the holder of the native Robai may declare
            return "declare" if view.table.native_robai in view.dealt else "pass"
        if stop.name in {"discard", "lead"}:  # R12, R19
            return "not_trump"
        if stop.name == "face_down":  # R24
            return "trump"
        trick = self._trick(stop, view)
        combo = None if trick is None else trick.combo
        if combo is None:
            return "none"
        return "five" if combo["points"] == 5 else "two"  # R28

    def _why(self, stop: Stop, view: PlayerView) -> Explanation | SeenTrick:
        trick = self._trick(stop, view)
        if trick is not None:
            return trick  # the trick's own sentence: its winner and combination (R25-R28)
        return Explanation.of(f"ui.guide.{stop.name}.why", **self._params(view))

    @staticmethod
    def _params(view: PlayerView) -> dict[str, Any]:
        current = view.current_trick
        down = [p.seat for p in current.plays if p.card is None] if current else []
        params: dict[str, Any] = {
            "native": view.table.native_robai.code,
            "indicator": view.indicator.code,
            "recipient": "" if view.recipient is None else view.recipient,
            "seat": down[-1] if down else "",
        }
        trick = next((t for t in reversed(view.tricks) if t.complete), None)
        if trick is not None and trick.combo is not None:
            w, o = trick.combo["winner_card"], trick.combo["opposing_card"]
            params.update(
                w=w, o=o, w_seat=_seat_of(trick, w), o_seat=_seat_of(trick, o), number=trick.number
            )
        return params

    # -- what the front end draws ------------------------------------------------------------------

    def state(self, deal: Deal, speaking: bool, view: PlayerView, lang: str) -> dict[str, Any]:
        """The guide's panel, from seat 0's view (R31), in ``lang``."""
        index = self._waiting if self._waiting is not None else self.at(deal, speaking)
        out: dict[str, Any] = {
            "title": ui("guide.title", lang), "stop": None, "total": len(STOPS),
            "say": "", "ask": "", "choices": [], "choose_card": "", "verdict": None,
            "explain": "", "next": None, "notice": "", "done": "",
        }  # fmt: skip
        if self._notice is not None:
            out["notice"] = self._notice.render(lang)
        if index is not None:
            stop = STOPS[index][1]
            params = self._params(view)
            out["stop"] = index + 1
            out["head"] = ui("guide.head", lang, n=index + 1, total=len(STOPS), rule=stop.rule)
            out["say"] = ui(f"guide.{stop.name}.say", lang, **params)
            out["ask"] = ui(f"guide.{stop.name}.ask", lang, **params)
            if index in self.answers:
                out["verdict"] = "right" if self.answers[index] else "wrong"
                out["explain"] = _render(self._said[index], lang)
                out["next"] = ui("guide.next", lang) if self._waiting == index else None
            elif stop.plays:
                out["choose_card"] = ui("guide.choose_card", lang)
            else:
                out["choices"] = [[c, ui(f"guide.{stop.name}.c.{c}", lang)] for c in stop.choices]
        elif view.to_move == SEAT and not speaking and deal is self._deal:
            course = course_move(SEAT, len(deal.moves))
            if course is not None:
                out["between"] = ui("guide.between", lang, card=course)
        if self.stars is not None:
            right = sum(self.answers.values())
            out["done"] = ui("guide.done", lang, right=right, total=len(STOPS), count=self.stars)
            out["stars"] = self.stars
        return out


def static_panel(panel: dict[str, Any]) -> str:
    """The guide's panel as still HTML (a static page): its heading, rule and question."""
    lines = [panel.get("head") or panel["title"], panel["say"], panel["ask"]]
    lines += [label for _, label in panel["choices"]]
    return "".join(f"<p>{html.escape(str(line))}</p>" for line in lines if line)


def _render(said: Explanation, lang: str) -> str:
    why = said.params.get("why")
    if isinstance(why, SeenTrick):  # a trick says its own sentence, in the language shown
        params = dict(said.params, why=why.explain(lang) or "")
        return Explanation(said.rule, said.key, params).render(lang)
    return said.render(lang)
