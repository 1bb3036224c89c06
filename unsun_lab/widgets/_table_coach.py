"""The PlayTable's coach: the hint (the best move now, judged from the learner's view, R31),
the coach after a deal (the learner's costliest decisions, judged in the coach panel's
background job, which never holds the next deal up) and "Practise these": the deal's mistakes
and blunders as puzzles practised in the table.

The table holds one :class:`TableCoach` and calls it: it gives each call what it shows (the
match, the key of the position or deal, its language); the coach tells the table of news
through the callbacks it was made with.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from unsun_lab.analysis import Decision, analyse_decision
from unsun_lab.deal import Deal
from unsun_lab.match import Match
from unsun_lab.widgets._coach import CoachPanel, hint_payload
from unsun_lab.widgets._common import ui
from unsun_lab.widgets._drill import Drill, coach_puzzles, worth_practising

__all__ = ["TableCoach"]


class TableCoach:
    """The coach a table holds for the ``learner``'s seat: two panels (``hinter`` for the
    hint, ``coach`` after the deal; one lock for the table's synced state) and the practice
    (``drill``).

    ``publish_hint(key)`` and ``publish_coach(key)`` are called from a panel's job when it has
    news for ``key``; ``show_practice(state)`` whenever the practice drawn changes."""

    def __init__(
        self,
        learner: int,
        hint_worlds: int,
        coach_worlds: int,
        publish_hint: Callable[[Hashable], None],
        publish_coach: Callable[[Hashable], None],
        show_practice: Callable[[dict[str, Any]], None],
    ) -> None:
        #: The seat whose decisions are judged.
        self.learner = learner
        self.coach = CoachPanel(publish_coach, coach_worlds, "coach_worlds")
        #: The hint's coach (its own job and cache, the table's lock).
        self.hinter = CoachPanel(publish_hint, hint_worlds, "hint_worlds")
        self.hinter.lock = self.coach.lock
        self.drill = Drill(show_practice)
        #: The position a hint was asked for (its key), True: asked off turn, or None.
        self.asked: Hashable | bool | None = None

    # -- the hint: the best move for the learner now, judged from the learner's view (R31)
    # over ``worlds`` sampled deals in the background, told in the coach's words -----------

    def ask_hint(self, match: Match, key: Hashable | None, worlds: int) -> None:
        """Ask for the best move at the position ``key`` of ``match`` (None: it is not the
        learner's turn, and the hint says so)."""
        self.asked = True
        if key is None:
            return
        self.asked = key
        deal = match.deal
        view = deal.view(self.learner)  # the learner's knowledge only (R31)
        seed = match.seed * 8 + len(deal.moves) + 100 * match.deal_number
        self.hinter.wanted = worlds
        budget = self.hinter.worlds()

        def work(progress: Any) -> Decision:
            return analyse_decision(view, worlds=budget, seed=seed, progress=progress)

        self.hinter.ask(key, budget, work, every=max(1, budget // 10))

    def hint_words(self, lang: str | None) -> dict[str, Any]:
        """The hint's payload in ``lang`` (``hint_payload``): the advice, its progress, or
        nothing when none was asked for."""
        asked = self.asked
        if asked is None or isinstance(asked, bool):
            return hint_payload(asked, lang)
        found = self.hinter.cache.get(asked)
        progress = self.hinter.progress if found is None else None
        return hint_payload(found, lang, progress)

    # -- the coach after the deal, and "Practise these" -------------------------------------

    def costliest(self, key: Hashable) -> list[Decision] | None:
        """The learner's costliest decisions of the deal ``key`` (None while judging)."""
        found: list[Decision] | None = self.coach.cache.get(key)
        return found

    def panel(self, key: Hashable, lang: str | None, deal: Deal | None = None) -> dict[str, Any]:
        """The coach's panel for the finished deal ``key``, saying whether "Practise these" is
        offered (only when the coach found a mistake or a blunder of the learner's). With
        ``deal``, a job judges it when it is new."""
        ask = None if deal is None else (deal, self.learner)
        panel = self.coach.costliest_panel(key, lang, ask)
        panel["practise"] = worth_practising(self.costliest(key))
        panel["practise_label"] = ui("practise_these", lang)
        return panel

    def practise(self, key: Hashable, deal: Deal, worlds: int, lang: str, **options: Any) -> Any:
        """Practise the costliest decisions of the deal ``key`` that the coach called a
        mistake or a blunder, as best-move puzzles from the learner's view (R31)."""
        found = self.costliest(key)
        if found is None:
            raise ValueError("the coach has not judged a finished deal yet (wait_coach())")
        if not worth_practising(found):
            raise ValueError("the coach found no mistake or blunder in this deal")
        puzzles = coach_puzzles(found, self.learner, worlds, deal)
        return self.drill.open(puzzles, lang, **options)
