"""The coach's puzzles practised inside another widget ("Practise these" in the PlayTable's
deal summary): a :class:`~unsun_lab.widgets.Practice` of the deal's mistakes and blunders,
each a best-move puzzle asked from the learner's seat alone (R31), drawn in the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from unsun_lab.analysis import Analysis, Decision
from unsun_lab.deal import Deal
from unsun_lab.practice import Exercise, from_analysis
from unsun_lab.widgets._common import BadMessage, bundle, ui

__all__ = ["Drill", "coach_puzzles", "drill_css", "worth_practising"]

#: The Practice traits the front end draws, sent inside the table's ``practice_state``.
SHOWN = (
    "words", "menu", "level", "item", "picked", "feedback", "bar", "rules_text", "notice",
    "lang_code",
)  # fmt: skip

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


class Drill:
    """The practice a widget holds: ``practice`` (None when closed); ``show(state)`` is called
    with what the front end draws whenever it changes, and with {} when it closes."""

    def __init__(self, show: Callable[[dict[str, Any]], None]) -> None:
        self.practice: Any = None
        self._show = show

    def open(self, puzzles: Sequence[Exercise], lang: str, **options: Any) -> Any:
        """Practise ``puzzles`` (in turn, again and again); the one it replaces is closed.
        ``options`` go to the Practice (no progress file unless ``progress=`` names one)."""
        from unsun_lab.widgets.practice import Practice

        self.close()
        options.setdefault("progress", None)
        self.practice = Practice(exercises=list(puzzles), lang=lang, **options)
        self.practice.observe(lambda _change: self._changed(), names=list(SHOWN))
        self._changed()
        return self.practice

    def _changed(self) -> None:
        p = self.practice
        if p is not None:
            count = len(p._given)
            said = {
                "close": ui("practice_close", p.lang),
                "intro": ui("practise_intro", p.lang, count=count),
            }
            self._show({"open": True, **said, **{name: getattr(p, name) for name in SHOWN}})

    def set_language(self, lang: str) -> None:
        if self.practice is not None:
            self.practice.set_language(lang)

    def close(self) -> None:
        """Close the practice and its widget."""
        if self.practice is not None:
            self.practice.close()
        self.practice = None
        self._show({})

    def message(self, inner: dict[str, Any]) -> None:
        """A front-end message for the practice, handled (or refused) by it."""
        if self.practice is None:
            raise BadMessage.of("no_practice")
        self.practice._on_any_msg(self.practice, inner, [])
