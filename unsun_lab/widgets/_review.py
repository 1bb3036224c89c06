"""A review of a deal drawn inside another widget: a DealStepper of the deal's record, from
the open table once the deal is over and, while it is played, from the learner's seat only
(its seat menu offers nothing else, R31). Opening a review closes the one it replaces.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from unsun_lab.deal import Deal
from unsun_lab.widgets._common import BadMessage

__all__ = ["Review"]


class Review:
    """The review a widget holds: ``stepper`` (None when closed); ``show(state)`` is called
    with the stepper's state whenever it changes, and with {} when the review closes."""

    def __init__(self, show: Callable[[dict[str, Any]], None]) -> None:
        self.stepper: Any = None
        self._show = show

    def open(self, deal: Deal, seat: int, lang: str, save_dir: Path) -> Any:
        """Review ``deal`` (a copy) at its end: the open table once it is over, else ``seat``'s
        view alone (R31)."""
        from unsun_lab.widgets.deal_stepper import DealStepper

        self.close()
        view, seats = ("open", None) if deal.over else (seat, (seat,))
        self.stepper = DealStepper(deal, seat=view, seats=seats, lang=lang, save_dir=save_dir)
        self.stepper.end()
        self.stepper.observe(lambda change: self._changed(change["new"]), names="state")
        self._changed(self.stepper.state)
        return self.stepper

    def _changed(self, state: dict[str, Any]) -> None:
        if self.stepper is not None:
            self._show({"open": True, "labels": self.stepper.labels, **state})

    def close(self) -> None:
        """Close the review and its widgets."""
        if self.stepper is not None:
            self.stepper.close()
        self.stepper = None
        self._show({})

    def message(self, inner: dict[str, Any]) -> None:
        """A front-end message for the review, handled (or refused) by it."""
        if self.stepper is None:
            raise BadMessage.of("no_review")
        self.stepper._on_any_msg(self.stepper, inner, [])
