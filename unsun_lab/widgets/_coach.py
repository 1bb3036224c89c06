"""The coach in the widgets (issue 12): analysis in a background thread, and what it sends.

The core judges a decision (``unsun_lab.analysis``, always from the deciding seat's view,
R31); this module only runs it off the kernel's main thread and turns a
:class:`~unsun_lab.analysis.Decision` into what a widget draws. A widget keeps working while a
job runs: stepping or playing on never waits for it, and a newer job makes the older one stop
at its next progress call.

Where threads cannot be started (Pyodide, ``unsun_lab.match.threads_available()``), a job
runs at once, in the caller, with the small budget :data:`SYNC_WORLDS`.

>>> jobs = Background(threaded=False)
>>> seen = []
>>> jobs.start(lambda check: seen.append(check() is None))
>>> seen
[True]
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import Any

from unsun_lab.analysis import Decision
from unsun_lab.i18n import text
from unsun_lab.match import threads_available

__all__ = ["SYNC_WORLDS", "Background", "Cancelled", "decision_payload"]

#: Worlds per decision when the analysis must run in the caller (no threads).
SYNC_WORLDS = 24

#: A job gets ``check``: call it now and then; it raises Cancelled once a newer job started.
Check = Callable[[], None]


class Cancelled(Exception):
    """Raised inside a job that a newer one replaced."""


class Background:
    """One job at a time, in a daemon thread; starting a job cancels the one before."""

    def __init__(self, threaded: bool | None = None) -> None:
        self.threaded = threads_available() if threaded is None else threaded
        self._generation = 0
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def start(self, work: Callable[[Check], None]) -> None:
        with self._lock:
            self._generation += 1
            mine = self._generation

        def check() -> None:
            if self._generation != mine:
                raise Cancelled

        def run() -> None:
            with contextlib.suppress(Cancelled):
                work(check)

        if not self.threaded:
            run()
            return
        self._thread = threading.Thread(target=run, name="unsun-lab-coach", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Make the running job stop at its next check."""
        with self._lock:
            self._generation += 1

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the last job (tests, scripts); True when nothing runs any more."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        return not self.busy


def decision_payload(decision: Decision, lang: str | None = None) -> dict[str, Any]:
    """What a widget draws for one judged decision: every legal move's value (expected team
    margin, R29) with its standard error, best first; the played move; its label; the reasons.

    Only the deciding seat's own moves appear, so this is safe to send to that seat (R31)."""
    label = decision.label
    return {
        "number": decision.number,
        "seat": decision.seat,
        "trick": decision.trick,
        "played": decision.played,
        "best": decision.best,
        "loss": round(decision.loss, 2),
        "label": label,
        "label_text": text(f"analysis.label.{label}", lang),
        "moves": [
            {"move": m.move, "value": round(m.value, 2), "stderr": round(m.stderr, 2)}
            for m in decision.moves
        ],
        "why": decision.why(lang),
        "worlds": decision.worlds,
    }
