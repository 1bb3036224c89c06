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
import itertools
import random
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from unsun_lab.display.chart import practice_chart_svg
from unsun_lab.display.svg import SVG
from unsun_lab.i18n import resolve_language, text
from unsun_lab.practice import (
    KINDS,
    LEVELS,
    Exercise,
    Feedback,
    Progress,
    ProgressError,
    exercise,
    focus,
    kinds_for,
)
from unsun_lab.practice.base import MAX_PICKS
from unsun_lab.widgets._common import (
    BadMessage,
    Messages,
    StaticWidget,
    bundle,
    bundle_css,
    field,
    labels,
    not_a_choice,
    ui,
)
from unsun_lab.widgets._payloads import face_down_labels
from unsun_lab.widgets._practice_choose import (
    DEAL_RULES,
    PUZZLE,
    least_known,
    near_learner,
    shown_rules,
    shown_themes,
    theme_ids,
    theme_pool,
    themes_row,
    trained_rules,
    trains,
)
from unsun_lab.widgets._practice_feedback import feedback_payload, wrong_left
from unsun_lab.widgets._practice_item import item_payload
from unsun_lab.widgets._practice_mine import MineSession
from unsun_lab.widgets._practice_quiz import count_for_quiz, quiz_line, quiz_state
from unsun_lab.widgets._practice_store import STORAGE_KEY, BrowserStore, load_progress

__all__ = ["DEAL_RULES", "DEFAULT_PROGRESS", "PUZZLE", "STORAGE_KEY", "Practice"]

#: Where progress is kept unless told otherwise.
DEFAULT_PROGRESS = Path.home() / ".unsun-lab" / "practice-progress.json"

#: The messages about one exercise: the front end tags each with the exercise's ``id``
#: (``item["id"]``), and one meant for an exercise no longer shown is refused. One without a
#: tag (a notebook driving the widget) is about the exercise shown.
ABOUT_THE_EXERCISE = frozenset({"pick", "check", "again", "show", "next"})

#: Each exercise shown gets an id of its own, never reused in a kernel (also across widgets).
_exercise_ids = itertools.count(1)

#: The practice's own words (catalogue keys ``practice.ui.<word>``), sent in ``labels``.
WORDS = ("check", "next", "try_again", "show", "level", "kinds", "pick_one", "pick_all", "keys")


def _in_browser() -> bool:
    return sys.platform == "emscripten"


class Practice(StaticWidget):
    """Exercises for the chosen ``rules`` (rule ids) or ``kinds`` at a ``level`` (1-3).

    ``progress`` is the progress file's path (default ``~/.unsun-lab/practice-progress.json``;
    None keeps nothing). In JupyterLite the progress lives in the browser's storage. A
    regular file that cannot be read as progress is moved aside and practice starts afresh;
    a path that is no regular file (a folder, a FIFO, a device, a link) is left as it is and
    nothing is kept; the notice says which. Each answer is added to what the file (or the
    storage) holds at that moment, so two practices on one file lose nothing of each other.

    The front end draws ``state`` (the exercise, the picks, the feedback, the kinds menu, the
    progress row, the notice) with ``labels`` (the one label set and the practice's words).
    Its messages (``_messages``: pick, check, again, show, next, level, kind, lang, stored)
    are checked; a bad one is refused in the notice. Those about the exercise carry its id
    (``item["id"]``) and are refused once another exercise is shown; ``stored`` (what the
    browser's storage holds) is taken only when the progress lives there. ``words``,
    ``menu``, ``level``, ``item``, ``picked``, ``feedback``, ``bar``, ``notice``,
    ``storage_key`` and ``stored`` read the same from Python.

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
        "lang": ("set_language", (("lang", str),)),
        "stored": ("_from_browser", (("data", str), ("aside", str, ""), ("wrote", bool, False))),
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
        quiz: int | None = None,
        lesson: str | None = None,
        themes: Iterable[str] | None = None,
        mine: bool | str | Path = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        #: Your own mistakes (``Practice(mine=True)``: the learner's folder beside the
        #: progress file; a path: that folder): the coach's mistakes and blunders of seat 0
        #: in the deals kept at the PlayTable that are due this session (``practice.mine``).
        self._mine: MineSession | None = None
        #: The place of the exercise shown among those given (None: one drawn).
        self._place: int | None = None
        if mine is not False:
            # In the browser, beside the progress file's default, or without one: the folder
            # the table keeps its deals in.
            default = progress is None or progress == DEFAULT_PROGRESS or _in_browser()
            beside = None if default or progress is None else Path(progress).parent
            self._mine, found = MineSession.begin(mine, beside, lang)
            if found:
                exercises = found
        #: A new learner's start (``Practice()``, nothing chosen): rules questions, from the
        #: rule known least; puzzles only when asked for or once the rules of a deal are known.
        self._start = rules is None and kinds is None and themes is None and exercises is None
        #: The end-of-lesson quiz: ``quiz`` questions counted, then a score and 1-3 stars
        #: kept in the progress under ``lesson`` (``Progress.stars()``).
        self._quiz = quiz_state(quiz, lesson)
        self.lang = resolve_language(lang)
        #: The principles trained (``Practice(themes=[...])``): best-move puzzles of those
        #: themes only (``practice.puzzles(theme)``).
        self._themes = theme_pool(themes)
        self._theme_ids = theme_ids(themes)
        if self._themes:
            kinds = ["best_move"]
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
                raise ValueError(f"no exercise trains {unknown}: exercises train {trained_rules()}")
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
        #: The storage text the progress was last merged onto, one refused (for the front
        #: end to set aside), and the texts this practice asked the front end to write.
        self._store = BrowserStore()
        self._id = 0
        self._path: Path | None = None
        self._browser = progress is not None and _in_browser()
        self.progress = Progress()
        if self._browser:
            self._store = BrowserStore(STORAGE_KEY)
        elif progress is not None:
            self._path = Path(progress)
            self.progress = self._load(self._path)
        self.labels = self._labels()
        if self._mine is not None and self._mine.said:
            self._notice = " ".join([self._notice, *self._mine.said]).strip()
        if self._start and not self.progress.knows(DEAL_RULES):
            self._on.discard(PUZZLE)  # the puzzles wait for the rules (or a click on them)
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
    def quiz(self) -> dict[str, Any]:
        """The end-of-lesson quiz: questions ``of``, ``asked`` and ``right`` so far, the
        ``lesson`` and, once all are asked, its ``stars`` (1-3); {} without a quiz."""
        return dict(self._quiz)

    @property
    def notice(self) -> str:
        """A refusal, or what went wrong with the progress file ('' when all is well)."""
        return self._notice

    @property
    def storage_key(self) -> str:
        """The browser's storage key of the progress (JupyterLite), else ''."""
        return self._store.key

    @property
    def stored(self) -> str:
        """The progress to write in the browser's storage (JupyterLite), as JSON text."""
        return self._store.stored

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
            place = self._turn % len(self._given)
            if self._mine is not None:  # your own mistake: rated once, when first shown
                self._given[place] = self._mine.rated(place, self._given[place])
            self._ex = self._given[place]
            self._place = place
            self._turn += 1
            if self._mine is not None and self._turn == len(self._given) + 1:
                self._notice = text("practice.mine.done", self.lang)
        else:
            if self._start and PUZZLE not in self._on and self.progress.knows(DEAL_RULES):
                self._on.add(PUZZLE)  # the rules of a deal are known: puzzles come too
            kinds = [k for k in self._kinds if k in self._on] or list(self._kinds)
            weights = [self.progress.weight(self._trains(k)) for k in kinds]
            kind = self._rng.choices(kinds, weights)[0]
            seed = self._rng.getrandbits(31)
            if self._start and not self.progress.knows(DEAL_RULES) and PUZZLE not in self._on:
                self._ex = self._least_known(seed)
            elif self._themes or kind == PUZZLE:
                self._ex = self._near_rating(seed)
            else:
                self._ex = exercise(kind, seed, level=self._level)
        self._id = next(_exercise_ids)
        self._answered = False
        self._tries = 0
        #: The wrong cards tried at this puzzle ("Try again" only while two wrong remain).
        self._tried: set[str] = set()
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
        """Answer at once (a notebook's way): the same as picking then checking. A response
        the exercise refuses (``Exercise.check``) leaves the picks as they were."""
        given: Any = response
        if isinstance(given, Iterable) and not isinstance(given, str | bytes | bytearray):
            given = list(itertools.islice(given, MAX_PICKS + 1))  # a generator read once
        self._ex.check(given)
        self._picked = [given] if isinstance(given, str) else list(given)
        return self.check()

    def check(self) -> Feedback:
        """Judge the picks. A puzzle (best move) answered wrong may be tried again before the
        answer is shown; every other kind shows the answer and why at once."""
        fb = self._ex.check(self._picked)
        first = self._tries == 0
        self._tries += 1
        if first:
            # One of your own mistakes counts once a session (asked again, it does not).
            counts = self._mine_answered(fb.correct)
            if self._ex.kind != PUZZLE:  # a wrong one: the rule it got wrong
                self.progress.answered(self._ex, fb)
            elif self._ex.rating is not None and counts:  # for its themes' ratings
                self.progress.record_puzzle(self._ex.themes, self._ex.rating, fb.correct)
            self._count_for_quiz(fb.correct)
            self._save()
        puzzle = self._ex.kind == "best_move"
        if puzzle and not fb.correct:
            self._tried |= set(fb.wrong)
            puzzle = wrong_left(self._ex, self._tried) >= 2
        if fb.correct or not puzzle:
            self._answered = True
            self._show(fb, "right" if fb.correct else "wrong")
        else:
            self._show(fb, "try")
        self._say_quiz()
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
        fb = self._ex.check(self._right_picks())
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
            fb = self._ex.check(self._picked or self._right_picks())
            self._show(fb, status, reveal=bool(self._feedback.get("answer")))
        self._draw()

    def chart(self) -> SVG:
        """The progress by rule as a picture: seen and right, and the Leitner box
        (``display.chart.practice_chart_svg``); before any answer, a sentence that says so."""
        return practice_chart_svg(
            [(c["rule"], c["seen"], c["right"], c["box"]) for c in self.bar],
            title=text("practice.chart.title", self.lang),
            seen=text("practice.chart.seen", self.lang),
            right=text("practice.chart.right", self.lang),
            box=text("practice.chart.box", self.lang),
            empty=text("practice.chart.empty", self.lang),
        )

    # -- internals ------------------------------------------------------------------------

    def _on_message(self, kind: str, content: dict[str, Any]) -> None:
        if kind != "stored":  # the storage's word is no learner's action: the notice stays
            self._notice = ""  # a notice belongs to the message before this one
        tagged = kind in ABOUT_THE_EXERCISE and "exercise" in content
        if tagged and field(content, "exercise", int) != self._id:
            raise BadMessage.of("practice_stale")  # clicked before the new one came
        super()._on_message(kind, content)
        self._draw()

    def _right_picks(self) -> list[str]:
        """A right response: every answer, or (pick one) the first of the answers, as good as
        each other (a puzzle of several best moves)."""
        right = [c for c in self._ex.choices if c in self._ex.answer]
        return right if self._ex.multiple else right[:1]

    def _check_picks(self) -> None:
        """The Check button: nothing picked, nothing to judge."""
        if self._picked:
            self.check()

    def _after_refusal(self) -> None:
        self._notice = self.refused
        self._draw()

    def _mine_answered(self, correct: bool) -> bool:
        """A first answer to one of your own mistakes moves it in the Leitner boxes, once a
        session (``Mine.answered``); returns whether the answer counts (False only for one
        of your own mistakes asked again this session)."""
        if self._mine is None or self._place is None:
            return True
        first, said = self._mine.answered(self._place, correct)
        if said:
            self._notice = said
        return first

    def _least_known(self, seed: int) -> Exercise:
        """A new learner's rules question (``_practice_choose.least_known``)."""
        return least_known(self.progress, self._kinds, self._on, self._trains, self._level, seed)

    def _near_rating(self, seed: int) -> Exercise:
        """A puzzle near the learner's rating (``_practice_choose.near_learner``)."""
        return near_learner(self.progress, self._theme_ids, self._level, self._rng, seed)

    def _trains(self, kind: str) -> list[str]:
        return trains(kind, self._rules)

    def _shown_rules(self) -> list[str]:
        """The rules of the progress row: those of the rules questions (puzzles are shown
        by theme, ``_shown_themes``)."""
        return shown_rules(self._kinds, self._trains)

    def _shown_themes(self) -> list[str]:
        """The themes of the progress row: those asked for, else those practised, when
        puzzles are among the kinds."""
        return shown_themes(self._kinds, self._theme_ids, self.progress)

    def _themes_row(self) -> dict[str, Any]:
        """The progress row's part for puzzles (``_practice_choose.themes_row``)."""
        return themes_row(self.progress, self._shown_themes(), self.lang)

    def _count_for_quiz(self, correct: bool) -> None:
        """A first answer counts for the quiz; the last one scores it and keeps its stars."""
        count_for_quiz(self._quiz, self.progress, correct)

    def _say_quiz(self) -> None:
        """The quiz's score under the feedback: so far, or at the end with its stars."""
        line = quiz_line(self._quiz, self.lang)
        if not line or not self._feedback.get("lines"):
            return
        self._feedback["lines"] = [*self._feedback["lines"], {"text": line, "rules": []}]

    def _load(self, path: Path) -> Progress:
        """The progress in ``path`` (``_practice_store.load_progress``): one that cannot be
        read is said in the notice, and one that may not be written again is not kept."""
        progress, kept, notice = load_progress(path, self.lang)
        if not kept:
            self._path = None
        if notice:
            self._notice = notice
        return progress

    def _from_browser(self, data: str, aside: str = "", wrote: bool = False) -> None:
        """What the browser's storage holds now (JupyterLite), merged with what was answered
        here (``_practice_store.BrowserStore.receive``). Taken only when the progress lives
        in the storage."""
        if not self._browser:
            raise BadMessage.of("practice_no_storage")
        self.progress = self._store.receive(self.progress, data, aside, wrote)

    def _save(self) -> None:
        if self._browser:
            self._store.write(self.progress)
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
        out["history_toggle"] = ui("practice_history", self.lang)  # narrow: folds the history
        out["leader"] = ui("practice_leader", self.lang)  # marks the seat that led the trick
        out.update(face_down_labels(self.lang))  # the one face-down mark and its sentence (R24)
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
            **self._themes_row(),
            "notice": self._notice,
            "quiz": dict(self._quiz),
            "storage_key": self._store.key,
            "stored": self._store.stored,
            "stored_base": self._store.base,
            "stored_bad": self._store.bad,
        }

    def _draw_item(self) -> None:
        """The exercise as the front end draws it (``_practice_item.item_payload``), its
        faces sent first."""
        item = item_payload(self._ex, self._id, self.lang)
        if self._mine is not None and self._place is not None:
            item["origin"] = self._mine.heading(self._place, self.lang)  # one of yours
        self._send_faces(item)  # the faces first, then the state that needs them
        self._item = item

    def _show(self, fb: Feedback, status: str, reveal: bool = False) -> None:
        self._feedback = feedback_payload(self._ex, fb, status, self.lang)
        if self._mine is not None and self._place is not None and status != "try":
            # Answered: where it comes from, and what you played there.
            said = {"text": self._mine.origin(self._place, self.lang), "rules": []}
            self._feedback["lines"].insert(1, said)

    def __repr__(self) -> str:
        kinds = [k for k in self._kinds if k in self._on]
        return f"Practice(kinds={kinds!r}, level={self._level})"

    def _static_html(self) -> str:
        return (
            f"<div><strong>{html.escape(repr(self))}</strong></div>"
            f"<p>{html.escape(str(self._item.get('question', '')))}</p>"
        )
