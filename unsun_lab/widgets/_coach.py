"""The coach in the widgets: one panel (a background job, its lock, its cache) for every widget,
and what it sends.

The core judges a decision (``unsun_lab.analysis``, always from the deciding seat's view,
R31); this module only runs it off the kernel's main thread (:class:`CoachPanel`) and turns a
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
from collections.abc import Callable, Hashable
from typing import Any

from unsun_lab.analysis import THRESHOLDS, Decision, analyse, analyse_decision
from unsun_lab.deal import Deal
from unsun_lab.explain import Move, sentence
from unsun_lab.i18n import decimal, text
from unsun_lab.match import threads_available
from unsun_lab.view import PlayerView
from unsun_lab.widgets._payloads import ui

__all__ = [
    "SYNC_WORLDS",
    "Background",
    "Cancelled",
    "CoachPanel",
    "Coached",
    "decision_payload",
    "hint_payload",
]

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


#: A job's work: given a progress callback ``(done, total)``, it returns the result.
Work = Callable[[Callable[[int, int], None]], Any]


class CoachPanel:
    """One widget's coach: a background job at a time, its results cached by key, its
    progress, and a lock under which the widget and the job change the synced state.

    ``publish(key)`` is called from the job (with the lock held) when the job for ``key``
    has news; the widget redraws its panel if ``key`` is still shown.
    """

    def __init__(self, publish: Callable[[Hashable], None], wanted: int, name: str) -> None:
        if not isinstance(wanted, int) or isinstance(wanted, bool) or wanted < 1:
            raise ValueError(f"{name} must be a whole number >= 1, got {wanted!r}")
        #: Worlds per decision asked for (a number, never a time, so any machine agrees).
        self.wanted = wanted
        self.jobs = Background()
        self.lock = threading.RLock()
        self.cache: dict[Hashable, Any] = {}
        self.asked: Hashable | None = None
        self.progress = (0, 0)
        self._publish = publish

    def knows(self, key: Hashable) -> bool:
        """Whether ``key`` is judged already, or being judged now."""
        return key in self.cache or self.asked == key

    def ask(self, key: Hashable, total: int, work: Work, every: int = 1) -> None:
        """Start the job for ``key`` unless its result is cached or it is running; the job
        publishes its progress every ``every`` steps, then its result."""
        if self.knows(key):
            return
        self.asked, self.progress = key, (0, total)

        def job(check: Check) -> None:
            def progress(done: int, total: int) -> None:
                check()
                if done % every == 0 and done < total:
                    self._update(key, (done, total), False)

            result = work(progress)
            check()
            self._update(key, result, True)

        self.jobs.start(job)

    def _update(self, key: Hashable, news: Any, done: bool) -> None:
        with self.lock:
            if self.asked != key:
                raise Cancelled
            if done:
                self.cache[key], self.asked = news, None
            else:
                self.progress = news
            if self.jobs.threaded:
                self._publish(key)

    def cancel(self) -> None:
        """Stop the running job (its result is not kept)."""
        with self.lock:
            self.jobs.cancel()
            self.asked = None

    def forget(self) -> None:
        """Stop the job and drop every result (another deal is shown)."""
        with self.lock:
            self.cancel()
            self.cache.clear()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the running job (scripts and tests); True when nothing runs any more."""
        return self.jobs.wait(timeout)

    def worlds(self) -> int:
        """The budget a job gets: ``wanted``, or :data:`SYNC_WORLDS` at most without threads."""
        return self.wanted if self.jobs.threaded else min(SYNC_WORLDS, self.wanted)

    # -- the two panels the widgets draw ----------------------------------------------------

    def decision_panel(
        self, key: int, lang: str | None, ask: tuple[PlayerView, str] | None = None
    ) -> dict[str, Any]:
        """The DealStepper's Analyse panel for decision ``key`` (the move index): the judged
        legal moves, or the progress. With ``ask`` (the deciding seat's view, R31, and the
        move played), a job judges it when it is new."""
        if ask is not None:
            view, played = ask
            worlds = self.worlds()

            def work(progress: Callable[[int, int], None]) -> Decision:
                return analyse_decision(
                    view, played, worlds=worlds, seed=0, number=key + 1, progress=progress
                )

            self.ask(key, worlds, work, every=max(1, worlds // 10))
        out = self.idle_panel(lang)
        found = self.cache.get(key)
        if found is not None:
            out["decision"] = decision_payload(found, lang)
            out["title"] = ui("analysis_title", lang, seat=found.seat, count=found.worlds)
        else:
            done, total = self.progress
            out["pending"] = {"done": done, "total": total}
            out["text"] = ui("analysis_running", lang, done=done, count=total)
        return out

    def idle_panel(self, lang: str | None, why: str = "", **words: object) -> dict[str, Any]:
        """The Analyse panel switched on, with the sentence ``ui.<why>`` (why there is nothing
        to judge here) and, without threads, the note on the small budget."""
        out: dict[str, Any] = {"on": True}
        if not self.jobs.threaded:
            out["note"] = ui("analysis_sync", lang, count=self.worlds())
        if why:
            out["text"] = ui(why, lang, **words)
        return out

    def costliest_panel(
        self, key: Hashable, lang: str | None, ask: tuple[Deal, int] | None = None
    ) -> dict[str, Any]:
        """The PlayTable's coach after a deal: the three costliest decisions of the seat, or
        the progress. With ``ask`` (the finished deal and the seat, judged from its own view,
        R31), a job judges the deal when it is new."""
        if ask is not None and not self.knows(key):
            self._judge_deal(key, *ask)
        out: dict[str, Any] = {"title": ui("coach_title", lang)}
        result: list[Decision] | None = self.cache.get(key)
        if result is None:
            done, total = self.progress
            out["pending"] = {"done": done, "total": total}
            out["text"] = ui("coach_running", lang, done=done, total=total)
            return out
        if not result:
            out["text"] = ui("coach_none", lang)
        out["items"] = [_costly_item(d, lang) for d in result]
        return out

    def _judge_deal(self, key: Hashable, deal: Deal, seat: int) -> None:
        worlds = self.worlds()
        probe = Deal.from_cards(deal.dealer, deal.dealt, deal.indicator, deal.stock)
        total = 0  # the seat's decisions with a choice: the job's steps
        for move in deal.moves:
            total += probe.to_move == seat and len(probe.legal_moves()) > 1
            probe.push(move)

        def work(progress: Callable[[int, int], None]) -> list[Decision]:
            found = analyse(deal, seats=[seat], worlds=worlds, progress=progress)
            return [d for d in found.costliest(3, seat=seat) if d.label != "best"]

        self.ask(key, total, work)


class Coached:
    """What a widget with a coach panel shows scripts and tests: the panel's job (``jobs``,
    also ``coach_jobs``; a test may set one that runs without threads) and the lock under
    which the job and the widget change the synced state."""

    coach: CoachPanel

    @property
    def jobs(self) -> Background:
        return self.coach.jobs

    @jobs.setter
    def jobs(self, jobs: Background) -> None:
        self.coach.jobs = jobs

    @property
    def coach_jobs(self) -> Background:
        return self.coach.jobs

    @property
    def _state_lock(self) -> threading.RLock:
        return self.coach.lock


def hint_payload(
    advice: Decision | bool | None, lang: str | None, progress: tuple[int, int] | None = None
) -> dict[str, Any]:
    """The hint the PlayTable draws, in the coach's words (the Analyse panel's sentences):
    the best move and the next best, then what differs between them in the same sampled
    deals (R25, R27, R28), with the numbers (R29) only in ``hint_details``. ``True``: a hint
    is given on the learner's turn; ``progress`` (done, total): still judging. ``hint`` is
    all the words in one line."""
    head, why, details = "", [], []
    if isinstance(advice, Decision):
        best = Move(advice.best).render(lang)  # the declaration's moves in words
        if len(advice.moves) == 1:
            head = ui("hint_only", lang, move=best)
        else:
            other = Move(advice.moves[1].move).render(lang)
            # the runner-up within the noise of the best is called as good, not "next best"
            equal = advice.moves[0].value - advice.moves[1].value <= THRESHOLDS[0]
            head = ui("hint_equal" if equal else "hint_best", lang, move=best, other=other)
            said = [] if advice.contrast is None else advice.contrast.reasons()
            if advice.principle is not None:  # the principle at work leads, then the contrast
                said = [advice.principle, *said]
            why = [e.render(lang) for e in said] or [ui("hint_even", lang, move=best, other=other)]
            why = [sentence(w) for w in why]  # each a sentence: capital, full stop
            verdict = next(r for r in advice.reasons() if r is not advice.principle)
            details = [verdict.render(lang)] + [
                f"{Move(m.move).render(lang)}: {decimal(m.value, lang, sign=True)}"
                f" ± {decimal(m.stderr, lang)}"
                for m in advice.moves
            ]
    elif progress is not None:
        done, total = progress
        head = ui("hint_running", lang, done=done, count=total)
    elif advice:
        head = ui("hint_not_now", lang)
    return {
        "hint": " ".join([head, *why]),
        "hint_head": head,
        "hint_move": advice.best if isinstance(advice, Decision) else None,
        "hint_why": why,
        "hint_details": details,
        "hint_details_label": ui("hint_details", lang),
        "hint_pending": None if progress is None else {"done": progress[0], "total": progress[1]},
    }


def _costly_item(d: Decision, lang: str | None) -> dict[str, Any]:
    """One costly decision: its payload and the sentence saying what was better."""
    if d.trick is not None:
        where = text("analysis.where_trick", lang, trick=d.trick)
    else:
        where = text(f"analysis.where_{d.phase}", lang)
    item = decision_payload(d, lang)
    item["text"] = ui(
        "coach_item",
        lang,
        where=where[:1].upper() + where[1:],
        played=d.played,
        best=d.best,
        count=decimal(d.loss, lang),
        label=item["label_text"],
    )
    return item


def _bar_scale(decision: Decision) -> tuple[float, float]:
    """The values the bars span: from a little below the worst move's value (one standard
    error under it) to the best's, so close values still look different."""
    lows = [m.value - m.stderr for m in decision.moves]
    highs = [m.value + m.stderr for m in decision.moves]
    lo, hi = min(lows), max(highs)
    span = hi - lo if hi - lo > 1e-9 else 1.0
    return lo - 0.1 * span, hi + 0.02 * span


def decision_payload(decision: Decision, lang: str | None = None) -> dict[str, Any]:
    """What a widget draws for one judged decision: every legal move's value (expected team
    margin, R29) with its standard error, best first, and where its bar ends on a scale that
    starts near the worst move (percent of the track); the played move; its label; the
    reasons.

    Only the deciding seat's own moves appear, so this is safe to send to that seat (R31)."""
    label = decision.label
    lo, hi = _bar_scale(decision)

    def at(x: float) -> float:
        return round(100 * (x - lo) / (hi - lo), 2)

    return {
        "number": decision.number,
        "seat": decision.seat,
        "trick": decision.trick,
        "played": decision.played,
        "best": decision.best,
        "loss": round(decision.loss, 2),
        "label": label,
        "label_text": text(f"analysis.label.{label}", lang),
        "zero": at(0.0) if lo <= 0 <= hi else None,
        "moves": [
            {
                "move": m.move,
                "value": round(m.value, 2),
                "stderr": round(m.stderr, 2),
                "bar": at(m.value),
                "err": [at(m.value - m.stderr), at(m.value + m.stderr)],
            }
            for m in decision.moves
        ],
        "why": [sentence(w) for w in decision.why(lang)],  # lines of their own, or run on
        "worlds": decision.worlds,
    }
