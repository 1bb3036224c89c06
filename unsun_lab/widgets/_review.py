"""A review of a deal drawn inside another widget: a DealStepper of the deal's record, from
the open table once the deal is over and, while it is played, from the learner's seat only
(its seat menu offers nothing else, R31). Opening a review closes the one it replaces.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from unsun_lab.deal import Deal
from unsun_lab.widgets._nested import Nested

__all__ = ["Review"]


class Review(Nested):
    """The review a widget holds: ``stepper`` (None when closed); ``show(state)`` is called
    with the stepper's state and its labels whenever they change, and with {} when the
    review closes."""

    closed_key = "no_review"

    @property
    def stepper(self) -> Any:
        """The DealStepper shown, or None."""
        return self.widget

    def open(self, deal: Deal, seat: int, lang: str, save_dir: Path) -> Any:
        """Review ``deal`` (a copy) at its end: the open table once it is over, else ``seat``'s
        view alone (R31)."""
        from unsun_lab.widgets.deal_stepper import DealStepper

        self.close()
        view, seats = ("open", None) if deal.over else (seat, (seat,))
        stepper = DealStepper(deal, seat=view, seats=seats, lang=lang, save_dir=save_dir)
        stepper.end()
        return self._hold(stepper)

    def payload(self, widget: Any) -> dict[str, Any]:
        """The stepper's state with its labels beside it (the table draws the stepper's view)."""
        return {"labels": widget.labels, **widget.state}
