"""The coach's puzzles practised inside another widget ("Practise these" in the PlayTable's
deal summary): a :class:`~unsun_lab.widgets.Practice` of the deal's mistakes and blunders,
each a best-move puzzle asked from the learner's seat alone (R31), drawn in the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from unsun_lab.analysis import Analysis, Decision
from unsun_lab.deal import Deal
from unsun_lab.practice import Exercise, from_analysis
from unsun_lab.widgets._common import bundle, ui
from unsun_lab.widgets._nested import Nested

__all__ = ["Drill", "coach_puzzles", "drill_css", "worth_practising"]

#: The coach's labels that make a decision a puzzle.
WORTH = ("mistake", "blunder")


def drill_css(root: str) -> str:
    """The Practice widget's stylesheet for a practice drawn inside the widget ``root``."""
    return bundle("practice.css").replace(".ul-widget", f".{root} .ul-practice-inner")


def worth_practising(found: Sequence[Decision] | None) -> bool:
    """Whether the coach found a mistake or a blunder among ``found``."""
    return any(d.label in WORTH for d in found or ())


def coach_puzzles(found: Sequence[Decision], seat: int, worlds: int, deal: Deal) -> list[Exercise]:
    """The coach's mistakes and blunders of ``seat`` in ``deal`` as best-move puzzles, each
    from ``seat``'s view of the position (R31)."""
    judged = Analysis(tuple(found), (seat,), worlds, 0, deal.to_record())
    return list(from_analysis(judged, seat))


class Drill(Nested):
    """The practice a widget holds: ``practice`` (None when closed); ``show(state)`` is called
    with what the front end draws (the practice's ``state`` and ``labels``, the intro and the
    Close button's words) whenever it changes, and with {} when it closes."""

    closed_key = "no_practice"

    @property
    def practice(self) -> Any:
        """The Practice shown, or None."""
        return self.widget

    def open(self, puzzles: Sequence[Exercise], lang: str, **options: Any) -> Any:
        """Practise ``puzzles`` (in turn, again and again); the one it replaces is closed.
        ``options`` go to the Practice (no progress file unless ``progress=`` names one)."""
        from unsun_lab.widgets.practice import Practice

        self.close()
        options.setdefault("progress", None)
        return self._hold(Practice(exercises=list(puzzles), lang=lang, **options))

    def payload(self, widget: Any) -> dict[str, Any]:
        said = {
            "close": ui("practice_close", widget.lang),
            "intro": ui("practise_intro", widget.lang, count=len(widget.given)),
        }
        return {**said, **super().payload(widget)}
