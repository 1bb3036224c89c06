"""The PlayTable's coach after a deal: the learner's decisions judged from seat 0's view
(R31) in the coach panel's background job, which never holds the next deal up, and
"Practise these": the deal's mistakes and blunders as puzzles practised in the table.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from unsun_lab.analysis import Decision, analyse_decision
from unsun_lab.deal import Deal
from unsun_lab.match import Match
from unsun_lab.widgets._coach import Coached, CoachPanel, hint_payload
from unsun_lab.widgets._common import ui
from unsun_lab.widgets._drill import Drill, coach_puzzles, worth_practising
from unsun_lab.widgets._seats import Seats

__all__ = ["TableCoach"]


class TableCoach(Coached):
    """What the PlayTable adds round its coach panel (a mixin: the table holds the match)."""

    match: Match
    lang: str
    coach_worlds: int
    _matches: int
    _drill: Drill
    seats: Seats
    hint_worlds: int
    #: The hint's coach (its own job and cache, the table's lock).
    hinter: CoachPanel
    #: The position a hint was asked for (its key), True: asked off turn, or None.
    _hint_asked: Hashable | bool | None = None
    _ready: bool
    state: Any
    #: The seat whose decisions are judged (the learner's).
    learner: int = 0

    def _record_deal(self) -> Deal:
        raise NotImplementedError

    def _refresh(self) -> None:
        raise NotImplementedError

    # -- the hint: the best move for the learner now, judged from the learner's view (R31)
    # over ``hint_worlds`` sampled deals in the background, told in the coach's words -----

    def ask_hint(self) -> str:
        """Ask the coach for the best move now and why; it answers in the background (the
        hint says how far it got; ``wait_hint()`` waits). Returns the hint so far."""
        self._hint_asked = True
        if self.seats.learner_to_act():
            deal = self.match.deal
            key = self._hint_asked = (self._matches, self.match.deal_number, len(deal.moves))
            view = deal.view(self.learner)  # the learner's knowledge only (R31)
            seed = self.match.seed * 8 + len(deal.moves) + 100 * self.match.deal_number
            self.hinter.wanted = self.hint_worlds
            worlds = self.hinter.worlds()

            def work(progress: Any) -> Decision:
                return analyse_decision(view, worlds=worlds, seed=seed, progress=progress)

            self.hinter.ask(key, worlds, work, every=max(1, worlds // 10))
        self._refresh()
        return self.hint

    def wait_hint(self, timeout: float | None = None) -> bool:
        """Wait for the hint's job (scripts and tests); True when it is done."""
        return self.hinter.wait(timeout)

    @property
    def hint(self) -> str:
        """The coach's hint in the table's language ('' when none was asked for)."""
        return str(self._hint_words()["hint"])

    def _hint_words(self) -> dict[str, Any]:
        asked = self._hint_asked
        if asked is None or isinstance(asked, bool):
            return hint_payload(asked, self.lang)
        found = self.hinter.cache.get(asked)
        progress = self.hinter.progress if found is None else None
        return hint_payload(found, self.lang, progress)

    def _publish_hint(self, key: Hashable) -> None:
        if self._ready and key == self._hint_asked:
            self.state = {**self.state, **self._hint_words()}

    def wait_coach(self, timeout: float | None = None) -> bool:
        """Wait for the end-of-deal coach (scripts and tests); True when it is done."""
        return self.coach.wait(timeout)

    @property
    def costliest(self) -> list[Decision] | None:
        """The learner's costliest decisions of the finished deal (None while judging)."""
        found: list[Decision] | None = self.coach.cache.get(self._coach_key())
        return found

    @property
    def practice(self) -> Any:
        """The Practice opened by "Practise these", or None."""
        return self._drill.practice

    def practise(self, **options: Any) -> Any:
        """ "Practise these": the finished deal's costliest decisions that the coach called a
        mistake or a blunder, as best-move puzzles from the learner's view (R31), in a
        :class:`~unsun_lab.widgets.Practice` drawn inside the table (``options`` go to it,
        e.g. ``progress=``; by default no progress file is kept). Returns the Practice."""
        found = self.costliest
        if found is None:
            raise ValueError("the coach has not judged a finished deal yet (wait_coach())")
        if not worth_practising(found):
            raise ValueError("the coach found no mistake or blunder in this deal")
        puzzles = coach_puzzles(found, self.learner, self.coach_worlds, self._record_deal())
        return self._drill.open(puzzles, self.lang, **options)

    def close_practice(self) -> None:
        """Close the practice (its widget is closed too)."""
        self._drill.close()

    def _practice_msg(self, inner: dict[str, Any]) -> None:
        self._drill.message(inner)

    def _coach_key(self) -> Hashable:
        return (self._matches, self.match.deal_number)

    def _coach_state(self) -> dict[str, Any] | None:
        if not self.match.deal.over:
            return None
        ask = (self._record_deal(), self.learner)
        return self._with_practise(self.coach.costliest_panel(self._coach_key(), self.lang, ask))

    def _with_practise(self, panel: dict[str, Any]) -> dict[str, Any]:
        """The panel, saying whether "Practise these" is offered: only when the coach found a
        mistake or a blunder of the learner's."""
        panel["practise"] = worth_practising(self.costliest)
        panel["practise_label"] = ui("practise_these", self.lang)
        return panel
