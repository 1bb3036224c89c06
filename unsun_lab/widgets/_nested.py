"""A widget drawn inside another one: the host the PlayTable holds its review (a DealStepper,
:class:`~unsun_lab.widgets._review.Review`) and its practice (a Practice,
:class:`~unsun_lab.widgets._drill.Drill`) in.

The host keeps the inner widget (``widget``, None when closed). Whenever the inner widget's
``state`` or ``labels`` change it calls ``show`` with what the outer front end draws (see
:meth:`Nested.payload`), and ``show({})`` once it closes. The front-end messages meant for
the inner widget are handed to it, checked and refused there as if they came to it directly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from unsun_lab.widgets._common import BadMessage

__all__ = ["Nested"]


class Nested:
    """The host of one inner widget, opened by the subclass's ``open``."""

    #: The refusal (``ui.<key>``) of a message for the inner widget while none is open.
    closed_key: ClassVar[str]

    def __init__(self, show: Callable[[dict[str, Any]], None]) -> None:
        self.widget: Any = None
        self._show = show

    def _hold(self, widget: Any) -> Any:
        """Keep ``widget`` (opened after the one it replaces was closed) and show it."""
        self.widget = widget
        widget.observe(lambda _change: self._changed(), names=["state", "labels"])
        self._changed()
        return widget

    def payload(self, widget: Any) -> dict[str, Any]:
        """What the outer front end draws of the open ``widget`` (besides ``open``)."""
        return {"state": widget.state, "labels": widget.labels}

    def _changed(self) -> None:
        if self.widget is not None:
            self._show({"open": True, **self.payload(self.widget)})

    def set_language(self, lang: str) -> None:
        """Speak ``lang`` (the outer widget's language changed)."""
        if self.widget is not None:
            self.widget.set_language(lang)

    def close(self) -> None:
        """Close the inner widget (its own widgets too)."""
        if self.widget is not None:
            self.widget.close()
        self.widget = None
        self._show({})

    def message(self, inner: dict[str, Any]) -> None:
        """A front-end message for the inner widget, handled (or refused) by it."""
        if self.widget is None:
            raise BadMessage.of(self.closed_key)
        self.widget._on_any_msg(self.widget, inner, [])
