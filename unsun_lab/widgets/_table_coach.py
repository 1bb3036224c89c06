"""The PlayTable's coach after a deal: the learner's decisions judged from seat 0's view
(R31) in the coach panel's background job, which never holds the next deal up, and
"Practise these": the deal's mistakes and blunders as puzzles practised in the table.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from unsun_lab.analysis import Decision
from unsun_lab.deal import Deal
from unsun_lab.match import Match
from unsun_lab.widgets._coach import Coached
from unsun_lab.widgets._common import ui
from unsun_lab.widgets._drill import Drill, coach_puzzles, worth_practising

__all__ = ["TableCoach"]


class TableCoach(Coached):
    """What the PlayTable adds round its coach panel (a mixin: the table holds the match)."""

    match: Match
    lang: str
    coach_worlds: int
    _matches: int
    _drill: Drill
    #: The seat whose decisions are judged (the learner's).
    learner: int = 0

    def _record_deal(self) -> Deal:
        raise NotImplementedError

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
