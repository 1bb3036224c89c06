"""Practice: one exercise at a time (``unsun_lab.practice``), answered by clicking cards, seats
or choices, with instant feedback and the rule's text one click away; progress per rule kept
in a small JSON file (in JupyterLite, in the browser's storage).

>>> p = Practice(kinds=["stronger"], seed=3, progress=None)
>>> p.exercise.kind
'stronger'
>>> fb = p.answer(sorted(p.exercise.answer))
>>> fb.correct, p.progress.rules[p.focus[0]]["seen"]
(True, 1)
"""

from __future__ import annotations

import html
import json
import random
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from unsun_lab.explain import Explanation
from unsun_lab.i18n import resolve_language, text
from unsun_lab.practice import (
    KINDS,
    LEVELS,
    RULES_OF,
    Exercise,
    Feedback,
    Progress,
    ProgressError,
    choice_label,
    exercise,
    focus,
    kinds_for,
)
from unsun_lab.rules import team_of
from unsun_lab.widgets._common import (
    Messages,
    StaticWidget,
    bundle,
    bundle_css,
    card_payload,
    labels,
    not_a_choice,
    seen_plays_payload,
)

__all__ = ["DEFAULT_PROGRESS", "Practice"]

#: Where progress is kept unless told otherwise.
DEFAULT_PROGRESS = Path.home() / ".unsun-lab" / "practice-progress.json"

#: The browser's storage key of the progress in JupyterLite.
STORAGE_KEY = "unsun-lab-practice-progress"

#: The practice's own words (catalogue keys ``practice.ui.<word>``), sent in ``labels``.
WORDS = ("check", "next", "try_again", "show", "level", "kinds", "pick_one", "pick_all", "keys")


def _in_browser() -> bool:
    return sys.platform == "emscripten"


class Practice(StaticWidget):
    """Exercises for the chosen ``rules`` (rule ids) or ``kinds`` at a ``level`` (1-3).

    ``progress`` is the progress file's path (default ``~/.unsun-lab/practice-progress.json``;
    None keeps nothing). In JupyterLite the progress lives in the browser's storage. A file
    that cannot be read is moved aside and practice starts afresh, with a message that says
    so.

    The front end draws ``state`` (the exercise, the picks, the feedback, the kinds menu, the
    progress row, the notice) with ``labels`` (the one label set and the practice's words).
    Its messages (``_messages``: pick, check, again, show, next, level, kind, lang, stored)
    are checked; a bad one is refused in the notice. ``words``, ``menu``, ``level``, ``item``,
    ``picked``, ``feedback``, ``bar``, ``notice``, ``storage_key`` and ``stored`` read the
    same from Python.

    >>> p = Practice(kinds=["winner"], seed=1, progress=None)
    >>> p.state["item"]["layout"], p.labels["check"], p
    ('trick', 'Check', Practice(kinds=['winner'], level=1))
    """

    _esm = bundle("_cards.js", "_patch.js", "_table.js", "practice.js", "practice_main.js")
    _css = bundle_css("ul-practice", "_cards.css", "_table.css", "practice.css")
    _messages: ClassVar[Messages] = {
        "pick": ("pick", (("choice", str),)), "check": ("_check_picks", ()),
        "again": ("again", ()), "show": ("show", ()), "next": ("next", ()),
        "level": ("set_level", (("level", int),)), "kind": ("toggle_kind", (("kind", str),)),
        "lang": ("set_language", (("lang", str),)), "stored": ("_from_browser", (("data", str),)),
    }  # fmt: skip

    state = traitlets.Dict().tag(sync=True)
    #: The fixed words in the widget's language, sent once per language.
    labels = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        rules: Iterable[str] | None = None,
        *,
        kinds: Iterable[str] | None = None,
        level: int = 1,
        seed: int = 0,
        progress: str | Path | None = DEFAULT_PROGRESS,
        lang: str | None = None,
        exercises: Sequence[Exercise] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.lang = resolve_language(lang)
        #: Given exercises (e.g. the coach's mistakes as puzzles), asked in turn, again and again.
        self._given = list(exercises or [])
        if exercises is not None:
            if not self._given or not all(isinstance(e, Exercise) for e in self._given):
                raise ValueError("exercises must be a non-empty list of practice.Exercise")
            kinds = [k for k in KINDS if any(e.kind == k for e in self._given)]
        self._turn = 0
        chosen_rules = None if rules is None else [str(r).upper() for r in rules]
        if chosen_rules is not None:
            unknown = [r for r in chosen_rules if not kinds_for([r])]
            if unknown:
                raise ValueError(f"no exercise trains {unknown}: exercises train {_trained()}")
        pool = list(KINDS) if kinds is None else list(kinds)
        for k in pool:
            if k not in KINDS:
                raise ValueError(f"unknown kind {k!r}: known kinds are {', '.join(KINDS)}")
        if chosen_rules is not None:
            pool = [k for k in pool if k in kinds_for(chosen_rules)]
        if not pool:
            raise ValueError(text("practice.ui.none", self.lang))
        self._rules = chosen_rules
        self._kinds = pool
        self._on = set(pool)
        if isinstance(level, bool) or level not in LEVELS:
            raise ValueError(f"level must be one of {LEVELS}, got {level!r}")
        self._level = level
        self._rng = random.Random(seed)
        #: What the front end draws besides the exercise: the picks, the feedback, the notice,
        #: and (JupyterLite) the progress to write in the browser's storage under its key.
        self._picked: list[str] = []
        self._feedback: dict[str, Any] = {}
        self._notice = ""
        self._storage_key = self._stored = ""
        self._path: Path | None = None
        self._browser = progress is not None and _in_browser()
        self.progress = Progress()
        if self._browser:
            self._storage_key = STORAGE_KEY
        elif progress is not None:
            self._path = Path(progress)
            self.progress = self._load(self._path)
        self.labels = self._labels()
        self.next()

    # -- what the front end draws, read from Python -----------------------------------------

    @property
    def words(self) -> dict[str, str]:
        """The practice's own words in the widget's language (part of ``labels``)."""
        return {k: self.labels[k] for k in (*WORDS, "rule", "bar")}

    @property
    def menu(self) -> list[dict[str, Any]]:
        """The kinds menu: each kind, its name, and whether it is on."""
        return list(self.state["menu"])

    @property
    def level(self) -> int:
        """The level of the exercises drawn (1-3)."""
        return self._level

    @property
    def item(self) -> dict[str, Any]:
        """The exercise as the front end draws it."""
        return dict(self.state["item"])

    @property
    def picked(self) -> list[str]:
        """The choices picked so far."""
        return list(self._picked)

    @property
    def feedback(self) -> dict[str, Any]:
        """The feedback shown ({} before a check)."""
        return dict(self._feedback)

    @property
    def bar(self) -> list[dict[str, Any]]:
        """The progress row: seen, right and Leitner box of each rule practised."""
        return list(self.state["bar"])

    @property
    def notice(self) -> str:
        """A refusal, or what went wrong with the progress file ('' when all is well)."""
        return self._notice

    @property
    def storage_key(self) -> str:
        """The browser's storage key of the progress (JupyterLite), else ''."""
        return self._storage_key

    @property
    def stored(self) -> str:
        """The progress to write in the browser's storage (JupyterLite), as JSON text."""
        return self._stored

    @property
    def given(self) -> tuple[Exercise, ...]:
        """The exercises given (asked in turn), or () when they are drawn."""
        return tuple(self._given)

    # -- the learner's actions ----------------------------------------------------------------

    @property
    def exercise(self) -> Exercise:
        return self._ex

    @property
    def focus(self) -> tuple[str, ...]:
        """The rules the current exercise turns on (what its answer is counted for)."""
        return focus(self._ex)

    def next(self) -> Exercise:
        """A new exercise: its kind drawn among those chosen, rules you missed sooner (or the
        next of the exercises given)."""
        if self._given:
            self._ex = self._given[self._turn % len(self._given)]
            self._turn += 1
        else:
            kinds = [k for k in self._kinds if k in self._on] or list(self._kinds)
            weights = [self.progress.weight(self._trains(k)) for k in kinds]
            kind = self._rng.choices(kinds, weights)[0]
            self._ex = exercise(kind, self._rng.getrandbits(31), level=self._level)
        self._answered = False
        self._tries = 0
        self._picked = []
        self._feedback = {}
        self._draw_item()
        self._draw()
        return self._ex

    def pick(self, choice: str) -> None:
        """Select a choice (a second pick of it unselects it, when several may be picked)."""
        if choice not in self._ex.choices:
            raise not_a_choice("choice", self._ex.choices, choice)
        if self._answered:
            return
        picked = self._picked
        if self._ex.multiple:
            self._picked = (
                [c for c in picked if c != choice]
                if choice in picked
                else [c for c in self._ex.choices if c in picked or c == choice]
            )
        else:
            self._picked = [] if picked == [choice] else [choice]
        if self._feedback.get("status") == "try":
            self._feedback = {}
        self._draw()

    def answer(self, response: str | Sequence[str]) -> Feedback:
        """Answer at once (a notebook's way): the same as picking then checking."""
        self._picked = [response] if isinstance(response, str) else list(response)
        return self.check()

    def check(self) -> Feedback:
        """Judge the picks. A puzzle (best move) answered wrong may be tried again before the
        answer is shown; every other kind shows the answer and why at once."""
        fb = self._ex.check(self._picked)
        first = self._tries == 0
        self._tries += 1
        if first:
            self.progress.record(self.focus, fb.correct)
            self._save()
        puzzle = self._ex.kind == "best_move"
        if fb.correct or not puzzle:
            self._answered = True
            self._show(fb, "right" if fb.correct else "wrong")
        else:
            self._show(fb, "try")
        self._draw()
        return fb

    def again(self) -> None:
        """Try a puzzle again: the picks are cleared, the answer stays hidden."""
        if not self._answered:
            self._picked = []
            self._feedback = {}
        self._draw()

    def show(self) -> Feedback:
        """Show the answer and why (after a wrong try at a puzzle)."""
        fb = self._ex.check(sorted(self._ex.answer))
        missed = self._ex.check(self._picked) if self._picked else fb
        self._answered = True
        self._show(missed if self._picked else fb, "wrong", reveal=True)
        self._draw()
        return fb

    def set_level(self, level: int) -> None:
        if isinstance(level, bool) or level not in LEVELS:
            raise not_a_choice("level", LEVELS, level)
        self._level = level
        self.next()

    def toggle_kind(self, kind: str) -> None:
        if kind not in self._kinds:
            raise not_a_choice("kind", self._kinds, kind)
        if kind in self._on and len(self._on) > 1:
            self._on.discard(kind)
        else:
            self._on.add(kind)
        if self._ex.kind not in self._on:
            self.next()
        self._draw()

    def set_language(self, lang: str) -> None:
        self.lang = resolve_language(lang)
        self.labels = self._labels()
        self._resend_faces()
        self._draw_item()
        if self._feedback:
            status = str(self._feedback.get("status"))
            fb = self._ex.check(self._picked or sorted(self._ex.answer))
            self._show(fb, status, reveal=bool(self._feedback.get("answer")))
        self._draw()

    def chart(self) -> Any:
        """A matplotlib figure of the progress by rule: seen and right, and the Leitner box.
        Where matplotlib is not installed (the JupyterLite site ships without it), the same
        numbers as lines of text."""
        try:
            import matplotlib.pyplot as plt
        except ImportError:
            return _ProgressText([text("practice.ui.bar", self.lang, **cell) for cell in self.bar])

        rules = self._shown_rules()
        fig, ax = plt.subplots(figsize=(max(4.0, 0.6 * len(rules) + 2), 3.2))
        seen = [self.progress.rules.get(r, {}).get("seen", 0) for r in rules]
        right = [self.progress.rules.get(r, {}).get("right", 0) for r in rules]
        xs = range(len(rules))
        ax.bar(xs, seen, color="#bbbbbb", label=text("practice.chart.seen", self.lang))
        ax.bar(xs, right, color="#388e3c", label=text("practice.chart.right", self.lang))
        for x, r in zip(xs, rules, strict=True):
            ax.annotate(str(self.progress.box(r)), (x, seen[x]), ha="center", va="bottom")
        ax.set_xticks(list(xs), rules)
        ax.set_title(text("practice.chart.title", self.lang))
        ax.set_ylabel(text("practice.chart.box", self.lang), fontsize=8)
        ax.legend(loc="upper right", fontsize=8)
        if not any(seen):
            ax.text(
                0.5,
                0.5,
                text("practice.chart.empty", self.lang),
                ha="center",
                transform=ax.transAxes,
            )
        fig.tight_layout()
        plt.close(fig)
        return fig

    # -- internals ------------------------------------------------------------------------

    def _on_message(self, kind: str, content: dict[str, Any]) -> None:
        self._notice = ""  # a notice belongs to the message before this one
        super()._on_message(kind, content)
        self._draw()

    def _check_picks(self) -> None:
        """The Check button: nothing picked, nothing to judge."""
        if self._picked:
            self.check()

    def _after_refusal(self) -> None:
        self._notice = self.refused
        self._draw()

    def _trains(self, kind: str) -> list[str]:
        rules = RULES_OF[kind]
        return [r for r in rules if self._rules is None or r in self._rules] or list(rules)

    def _shown_rules(self) -> list[str]:
        found: dict[str, None] = {}
        for k in self._kinds:
            for r in self._trains(k):
                found[r] = None
        return sorted(found, key=lambda r: int(r[1:]))

    def _load(self, path: Path) -> Progress:
        try:
            return Progress.load(path)
        except (ProgressError, OSError) as err:
            aside = _aside(path)
            try:
                path.rename(aside)
            except OSError:
                aside = path
            detail = err.detail if isinstance(err, ProgressError) else str(err)
            self._notice = text(
                "practice.ui.bad_file", self.lang, path=str(path), detail=detail, aside=str(aside)
            )
            return Progress()

    def _from_browser(self, data: str) -> None:
        """The progress the browser kept (JupyterLite): loaded as strictly as a file."""
        if not data:
            return
        try:
            self.progress = Progress.from_dict(json.loads(data))
        except (ProgressError, ValueError) as err:
            detail = err.detail if isinstance(err, ProgressError) else str(err)
            self._notice = text(
                "practice.ui.bad_file",
                self.lang,
                path=STORAGE_KEY,
                detail=detail[:200],
                aside=f"{STORAGE_KEY}.bad",
            )
            self.progress = Progress()
        self._draw()

    def _save(self) -> None:
        if self._browser:
            self._stored = json.dumps(self.progress.to_dict())
        elif self._path is not None:
            try:
                self.progress.save(self._path)
            except (ProgressError, OSError) as err:
                self._notice = str(err)

    def _labels(self) -> dict[str, Any]:
        """The one label set and the practice's words (the rule and bar ones as templates the
        front end fills)."""
        out = labels(self.lang)
        out.update({k: text(f"practice.ui.{k}", self.lang) for k in WORDS})
        out["rule"] = text("practice.ui.rule", self.lang, rule="{rule}")
        out["bar"] = text(
            "practice.ui.bar", self.lang, rule="{rule}", right="{right}", seen="{seen}", box="{box}"
        )
        return out

    def _draw(self) -> None:
        """The state the front end draws, from the exercise drawn and what was done with it."""
        self.state = {
            "level": self._level,
            "menu": [
                {"kind": k, "label": text(f"practice.kind.{k}", self.lang), "on": k in self._on}
                for k in self._kinds
            ],
            "item": self._item,
            "picked": list(self._picked),
            "feedback": self._feedback,
            "bar": [
                {
                    "rule": r,
                    "seen": self.progress.rules.get(r, {}).get("seen", 0),
                    "right": self.progress.rules.get(r, {}).get("right", 0),
                    "box": self.progress.box(r),
                }
                for r in self._shown_rules()
            ],
            "notice": self._notice,
            "storage_key": self._storage_key,
            "stored": self._stored,
        }

    def _draw_item(self) -> None:
        """The exercise as the front end draws it: from the asking seat's view (R31), or the
        open table for a finished trick (all its cards turned up, R24)."""
        ex, lang = self._ex, self.lang
        item: dict[str, Any] = {
            "kind": ex.kind,
            "title": text(f"practice.kind.{ex.kind}", lang),
            "question": _sentence(ex.question.render(lang)),
            "rules": list(ex.rules),
            "multiple": ex.multiple,
            "prompt": text("practice.ui.pick_all" if ex.multiple else "practice.ui.pick_one", lang),
            "choices": [{"value": c, "label": choice_label(ex, c, lang)} for c in ex.choices],
            "layout": "options",
            "cards": [],
            "trick": [],
            "seat": ex.seat,
        }
        deal = ex.deal()
        if ex.kind == "stronger":
            params = ex.question.params
            from unsun_lab.orders import table_for

            table = table_for(params["trump"])
            item["layout"] = "cards"
            item["cards"] = [card_payload(params[k], table, lang) for k in ("a", "b")]
        elif deal is not None and ex.seat is not None:
            view = deal.view(ex.seat)
            table = view.table
            item["layout"] = "cards"
            item["cards"] = [card_payload(c, table, lang) for c in view.hand]
            current = view.current_trick
            if current is not None:
                item["trick"] = seen_plays_payload(current, table, lang)
        elif deal is not None and ex.kind in ("winner", "combination"):
            number = int(ex.question.params.get("number", 9))
            trick = deal.tricks[number - 1]
            item["layout"] = "trick" if ex.kind == "winner" else "options"
            item["trick"] = [
                {"seat": s, "card": card_payload(c, deal.table, lang), "face_down": fd}
                for s, c, fd in trick.plays
            ]
            item["dealer"] = deal.dealer
        for play in item["trick"]:
            play["label"] = text("seat.name", lang, seat=play["seat"])
            play["team"] = team_of(play["seat"])  # R5: the front end marks teams by it
        if item["trick"]:
            number = ex.question.params.get("number", 9)
            item["trick_label"] = text("show.trick", lang, number=number)
        self._send_faces(item)  # the faces first, then the state that needs them
        self._item = item

    def _show(self, fb: Feedback, status: str, reveal: bool = False) -> None:
        ex, lang = self._ex, self.lang
        head = {"right": "practice.fb.right", "wrong": "practice.fb.wrong"}.get(
            status, "practice.fb.try_again"
        )
        lines = [{"text": text(head, lang), "rules": []}]
        label = {c: choice_label(ex, c, lang) for c in ex.choices}
        if status != "try":
            if fb.wrong:
                names = [label[c] for c in ex.choices if c in fb.wrong]
                lines.append(
                    {
                        "text": text("practice.fb.wrong_picks", lang, choices=", ".join(names)),
                        "rules": [],
                    }
                )
            if fb.missed:
                names = [label[c] for c in ex.choices if c in fb.missed]
                lines.append(
                    {
                        "text": text("practice.fb.missed", lang, choices=", ".join(names)),
                        "rules": [],
                    }
                )
        why = fb.why
        if status == "try":
            # Before the answer is shown, say why a pick is worse without naming the best.
            why = tuple(
                Explanation(
                    "R29",
                    "practice.why.try_move",
                    {"move": c, "loss": ex.reason(c).params.get("loss", "")},
                )
                for c in ex.choices
                if c in fb.wrong
            )
        for e in why:
            lines.append({"text": _sentence(e.render(lang)), "rules": e.rules})
        answer = [] if status == "try" else [c for c in ex.choices if c in ex.answer]
        self._feedback = {
            "status": status,
            "lines": lines,
            "answer": answer,
            "answer_text": text(
                "practice.fb.answer", lang, choices=", ".join(label[c] for c in answer)
            )
            if answer
            else "",
            "wrong": [c for c in ex.choices if c in fb.wrong],
            "missed": [c for c in ex.choices if c in fb.missed] if status != "try" else [],
        }

    def __repr__(self) -> str:
        kinds = [k for k in self._kinds if k in self._on]
        return f"Practice(kinds={kinds!r}, level={self._level})"

    def _static_html(self) -> str:
        return (
            f"<div><strong>{html.escape(repr(self))}</strong></div>"
            f"<p>{html.escape(str(self._item.get('question', '')))}</p>"
        )


class _ProgressText(list[str]):
    """The progress by rule as lines of text (a notebook shows them one per line)."""

    def __repr__(self) -> str:
        return "\n".join(self)


def _sentence(words: str) -> str:
    """A rendered question or reason as a sentence; a question keeps its own mark."""
    from unsun_lab.explain import sentence

    if not words or words.endswith(("?", "!", "？", "！")):
        return words[:1].upper() + words[1:]
    return sentence(words)


def _aside(path: Path) -> Path:
    """A free name beside ``path`` for a progress file that could not be read."""
    n = 1
    while True:
        candidate = path.with_name(f"{path.stem}.bad-{n}{path.suffix}")
        if not candidate.exists() and not candidate.is_symlink():
            return candidate
        n += 1


def _trained() -> list[str]:
    return sorted({r for k in KINDS for r in RULES_OF[k]}, key=lambda r: int(r[1:]))
