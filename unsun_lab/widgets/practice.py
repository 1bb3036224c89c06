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
import json
import random
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from unsun_lab.display.chart import practice_chart_svg
from unsun_lab.display.svg import SVG
from unsun_lab.explain import Explanation
from unsun_lab.fileio import FileRefused, regular_or_missing
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
    puzzles,
)
from unsun_lab.practice.base import MAX_PICKS, near_rating
from unsun_lab.practice.kinds.best_move import stored_exercise
from unsun_lab.practice.progress import LESSON, MAX_QUIZ, START_RATING, quiz_stars
from unsun_lab.principles import PRINCIPLES
from unsun_lab.rules import team_of
from unsun_lab.safe import printable, quote
from unsun_lab.widgets._common import (
    BadMessage,
    Messages,
    StaticWidget,
    bundle,
    bundle_css,
    card_payload,
    field,
    labels,
    not_a_choice,
    seen_plays_payload,
    ui,
)
from unsun_lab.widgets._payloads import face_down_labels

__all__ = ["DEFAULT_PROGRESS", "Practice"]

#: Where progress is kept unless told otherwise.
DEFAULT_PROGRESS = Path.home() / ".unsun-lab" / "practice-progress.json"

#: The browser's storage key of the progress in JupyterLite.
STORAGE_KEY = "unsun-lab-practice-progress"

#: The messages about one exercise: the front end tags each with the exercise's ``id``
#: (``item["id"]``), and one meant for an exercise no longer shown is refused. One without a
#: tag (a notebook driving the widget) is about the exercise shown.
ABOUT_THE_EXERCISE = frozenset({"pick", "check", "again", "show", "next"})

#: Each exercise shown gets an id of its own, never reused in a kernel (also across widgets).
_exercise_ids = itertools.count(1)

#: The practice's own words (catalogue keys ``practice.ui.<word>``), sent in ``labels``.
WORDS = ("check", "next", "try_again", "show", "level", "kinds", "pick_one", "pick_all", "keys")


#: The rules of a deal a learner must know before puzzles come unasked: every rule from the
#: declaration to the transfer (R12-R28) that a level-1 question turns on (``focus``), each
#: at Leitner box 2 or higher (``Progress.knows``), in the order the course meets them.
#: R21 is asked from level 3 on and R24 only inside other questions, so they wait.
DEAL_RULES: tuple[str, ...] = (
    "R14", "R15", "R16", "R17", "R12", "R19", "R20", "R23", "R25", "R26", "R27", "R28", "R22",
)  # fmt: skip

#: The puzzles' kind, which comes to a new learner only when asked or once DEAL_RULES are known.
PUZZLE = "best_move"


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
        self._mine_folder: Path | None = None
        self._mine_keys: dict[int, tuple[str, int]] = {}
        self._mine_said: list[str] = []
        if mine is not False:
            found = self._mine_exercises(mine, progress, lang)
            if found:
                exercises = found
        #: A new learner's start (``Practice()``, nothing chosen): rules questions, from the
        #: rule known least; puzzles only when asked for or once the rules of a deal are known.
        self._start = rules is None and kinds is None and themes is None and exercises is None
        #: The end-of-lesson quiz: ``quiz`` questions counted, then a score and 1-3 stars
        #: kept in the progress under ``lesson`` (``Progress.stars()``).
        self._quiz = _quiz_state(quiz, lesson)
        self.lang = resolve_language(lang)
        #: The principles trained (``Practice(themes=[...])``): best-move puzzles of those
        #: themes only (``practice.puzzles(theme)``).
        self._themes = _theme_pool(themes)
        self._theme_ids = _theme_ids(themes)
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
        #: The storage text the progress was last merged onto, one refused (for the front
        #: end to set aside), and the texts this practice asked the front end to write.
        self._stored_base = self._stored_bad = ""
        self._sent: list[str] = []
        self._id = 0
        self._path: Path | None = None
        self._browser = progress is not None and _in_browser()
        self.progress = Progress()
        if self._browser:
            self._storage_key = STORAGE_KEY
        elif progress is not None:
            self._path = Path(progress)
            self.progress = self._load(self._path)
        self.labels = self._labels()
        if self._mine_said:
            self._notice = " ".join([self._notice, *self._mine_said]).strip()
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
            if self._mine_folder is not None and self._turn == len(self._given) + 1:
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
            if self._ex.kind != PUZZLE:  # a wrong one: the rule it got wrong
                self.progress.answered(self._ex, fb)
            elif self._ex.rating is not None:  # a puzzle counts for its themes' ratings
                self.progress.record_puzzle(self._ex.themes, self._ex.rating, fb.correct)
            self._mine_answered(fb.correct)
            self._count_for_quiz(fb.correct)
            self._save()
        puzzle = self._ex.kind == "best_move"
        if puzzle and not fb.correct:
            self._tried |= set(fb.wrong)
            puzzle = _wrong_left(self._ex, self._tried) >= 2
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

    def _check_picks(self) -> None:
        """The Check button: nothing picked, nothing to judge."""
        if self._picked:
            self.check()

    def _after_refusal(self) -> None:
        self._notice = self.refused
        self._draw()

    def _mine_exercises(
        self, mine: bool | str | Path, progress: str | Path | None, lang: str | None
    ) -> list[Exercise]:
        """Begin a session of your own mistakes (``practice.mine.Mine.begin_session``) and
        make those due into puzzles from seat 0's view (R31). A kept deal that cannot be
        read is left out, and the notice names it and the field; an empty queue is said in
        words (and the rules questions come instead)."""
        from unsun_lab.practice.mine import DEFAULT_FOLDER, Mine, MineError

        if mine is True:  # beside the progress file; in the browser, where the table keeps them
            default = progress is None or progress == DEFAULT_PROGRESS or _in_browser()
            folder = DEFAULT_FOLDER if default or progress is None else Path(progress).parent
        elif isinstance(mine, str | Path):
            folder = Path(mine)
        else:
            raise ValueError(f"mine must be True or a folder, got {mine!r:.40}")
        self._mine_folder = folder
        made: list[Exercise] = []
        try:
            queue = Mine.begin_session(folder)
            for mistake in queue.due():
                try:
                    ex = queue.exercise(mistake)
                except MineError as err:
                    self._mine_said.append(printable(err.detail)[:200])
                    continue
                made.append(ex)
                self._mine_keys[id(ex)] = mistake.key
        except (MineError, OSError, ValueError) as err:
            self._mine_said.append(printable(str(err))[:200])
        if not made:
            self._mine_said.insert(0, text("practice.mine.empty", resolve_language(lang)))
        return made

    def _mine_answered(self, correct: bool) -> None:
        """A first answer to one of your own mistakes moves it in the Leitner boxes, once a
        session (``Mine.answered``)."""
        from unsun_lab.practice.mine import Mine, MineError

        key = self._mine_keys.pop(id(self._ex), None)
        if key is None or self._mine_folder is None:
            return
        try:
            Mine.answered(self._mine_folder, key, correct)
        except (MineError, OSError, ValueError) as err:
            self._notice = printable(str(err))[:200]

    def _least_known(self, seed: int) -> Exercise:
        """A new learner's rules question: of a kind that trains the rule known least
        (``Progress.least_known`` over ``DEAL_RULES`` and the kinds on), at the level (1
        unless chosen), and
        turning on that rule where one of a few seeds gives such a question."""
        on = [k for k in self._kinds if k in self._on and k != PUZZLE] or [
            k for k in self._kinds if k != PUZZLE
        ]
        rules = [r for k in on for r in self._trains(k) if r in DEAL_RULES] or [
            r for k in on for r in self._trains(k)
        ]
        drawn = random.Random(seed)
        rule = self.progress.least_known(rules)  # a tie: the first the course meets
        trains = [k for k in on if rule in self._trains(k)]
        first = found = exercise(trains[0], seed, level=self._level)
        for n in range(24):  # a few seeds, of each kind that trains it: most turn on it often
            if rule in focus(found):
                return found
            found = exercise(trains[n % len(trains)], drawn.getrandbits(31), level=self._level)
        return found if rule in focus(found) else first

    def _near_rating(self, seed: int) -> Exercise:
        """A puzzle near the learner's rating (``practice.base.near_rating``): of a theme
        asked for, near the learner's rating in it; else of the level's band, near the
        learner's mean rating over the themes practised."""
        from unsun_lab.practice.kinds.best_move import _LEVEL_LEADS

        if self._theme_ids:
            theme = self._rng.choice(self._theme_ids)
            pool = list(puzzles(theme))
            target = self.progress.rating(theme)
        else:
            low, high = _LEVEL_LEADS[self._level]
            pool = [p for p in puzzles() if low <= p["margin"] < high] or list(puzzles())
            seen = [t for t, e in self.progress.themes.items() if e["seen"]]
            target = (
                sum(self.progress.rating(t) for t in seen) / len(seen) if seen else START_RATING
            )
        chosen = near_rating(pool, target, self._rng, lambda p: p.get("rating"))
        return stored_exercise(chosen, seed, self._level)

    def _trains(self, kind: str) -> list[str]:
        rules = RULES_OF[kind]
        return [r for r in rules if self._rules is None or r in self._rules] or list(rules)

    def _shown_rules(self) -> list[str]:
        """The rules of the progress row: those of the rules questions (puzzles are shown
        by theme, ``_shown_themes``)."""
        found: dict[str, None] = {}
        for k in self._kinds:
            if k == PUZZLE:
                continue
            for r in self._trains(k):
                found[r] = None
        return sorted(found, key=lambda r: int(r[1:]))

    def _shown_themes(self) -> list[str]:
        """The themes of the progress row: those asked for, else those practised, when
        puzzles are among the kinds."""
        if PUZZLE not in self._kinds:
            return []
        if self._theme_ids:
            return list(self._theme_ids)
        return [t for t in PRINCIPLES if self.progress.themes.get(t, {}).get("seen")]

    def _themes_row(self) -> dict[str, Any]:
        """The progress row's part for puzzles: each theme's title, rating (rounded), seen and
        right; and what to work on: the weakest themes practised (``Progress.weakest``)."""
        lang, progress = self.lang, self.progress
        cells = []
        for t in self._shown_themes():
            entry = progress.themes.get(t, {})
            said = {
                "theme": PRINCIPLES[t].title.render(lang),
                "rating": round(progress.rating(t)),
                "seen": int(entry.get("seen", 0)),
                "right": int(entry.get("right", 0)),
            }
            cells.append(
                {
                    "id": t,
                    **said,
                    "title": text("practice.ui.theme_bar", lang, **said),
                    "rating_text": text("practice.ui.theme_nums", lang, **said),
                }
            )
        weakest = [t for t in progress.weakest(2) if t in self._shown_themes()]
        titles = [PRINCIPLES[t].title.render(lang) for t in weakest]
        work_on = ""
        if len(titles) == 1:
            work_on = text("practice.ui.work_on", lang, theme=titles[0])
        elif titles:
            work_on = text("practice.ui.work_on_two", lang, theme=titles[0], then=titles[1])
        return {"themes": cells, "work_on": work_on, "work_on_ids": weakest}

    def _count_for_quiz(self, correct: bool) -> None:
        """A first answer counts for the quiz; the last one scores it and keeps its stars."""
        quiz = self._quiz
        if not quiz or quiz["asked"] >= quiz["of"]:
            return
        quiz["asked"] += 1
        quiz["right"] += int(correct)
        if quiz["asked"] == quiz["of"]:
            if quiz["lesson"] is None:
                quiz["stars"] = quiz_stars(quiz["right"], quiz["of"])
            else:
                quiz["stars"] = self.progress.record_quiz(quiz["lesson"], quiz["right"], quiz["of"])

    def _say_quiz(self) -> None:
        """The quiz's score under the feedback: so far, or at the end with its stars."""
        quiz = self._quiz
        if not quiz or not quiz["asked"] or not self._feedback.get("lines"):
            return
        if quiz["asked"] < quiz["of"]:
            line = text("course.quiz.progress", self.lang, **_counts(quiz))
        else:
            marks = "★" * quiz["stars"] + "☆" * (3 - quiz["stars"])
            key = "course.quiz.done" if quiz["lesson"] else "course.quiz.done_unkept"
            line = text(key, self.lang, marks=marks, lesson=quiz["lesson"] or "", **_counts(quiz))
        self._feedback["lines"] = [*self._feedback["lines"], {"text": line, "rules": []}]

    def _load(self, path: Path) -> Progress:
        """The progress in ``path``. A regular file that is not progress is moved aside
        (``NAME.bad-N``) and practice starts afresh; anything else that cannot be read (a
        folder, a FIFO, a device, a link, a file that may not be read) is left where it is,
        and nothing is kept this time (it is never written over)."""
        try:
            return Progress.load(path)
        except (ProgressError, OSError) as err:
            detail = err.detail if isinstance(err, ProgressError) else quote(str(err), 200)
            aside = _aside(path) if isinstance(err, ProgressError) and err.corrupt else None
            if aside is not None:
                try:
                    if regular_or_missing(path) is None:
                        raise FileNotFoundError(str(path))
                    path.rename(aside)
                except (OSError, FileRefused):
                    aside = None
            if aside is None:
                self._path = None
                self._notice = text(
                    "practice.ui.refused_file", self.lang, path=str(path), detail=detail
                )
            else:
                said = {"path": str(path), "detail": detail, "aside": str(aside)}
                self._notice = text("practice.ui.bad_file", self.lang, **said)
            return Progress()

    def _from_browser(self, data: str, aside: str = "", wrote: bool = False) -> None:
        """What the browser's storage holds now (JupyterLite): loaded as strictly as a file
        and merged with what was answered here since the last merge (nothing is lost when two
        practices share the storage). Taken only when the progress lives in the storage.

        A text that cannot be read is refused and the progress left as it was; the front
        end is asked to set that text aside (``stored_bad``) and says so (``aside``: the
        text it set aside, ``data`` then ''): then the whole progress is written afresh. The
        text this practice had the front end write comes back as its receipt (``wrote``):
        only then is a text this practice sent taken as its own (another practice may have
        written the very same text, holding other answers)."""
        if not self._browser:
            raise BadMessage.of("practice_no_storage")
        if aside:
            if aside != self._stored_bad or data:
                raise not_a_choice(
                    "aside", [self._stored_bad[:20]] if self._stored_bad else [], aside
                )
            self._stored_bad = ""
            self.progress.base = {}
            self._stored_base = ""
            self._stored_for_browser()
            return
        if wrote and data in self._sent:  # the storage holds what this practice wrote
            written = Progress.from_text(data)
            self.progress.base, self.progress.themes_base = written.rules, written.themes
            self._stored_base = data
            return
        try:
            current = Progress.from_text(data) if data else Progress()
        except ProgressError as err:
            self._stored_bad = data
            detail = printable(err.detail)[:200]
            raise BadMessage.of(
                "practice_bad_storage", detail=detail, aside=f"{STORAGE_KEY}.bad"
            ) from None
        merged = self.progress.merged(current)
        self.progress = Progress(
            merged.rules, current.rules, merged.lessons, merged.themes, current.themes
        )
        self._stored_base = data
        if merged != current:
            self._stored_for_browser()
        else:
            self._stored = data  # the storage holds it all already: nothing to write

    def _stored_for_browser(self) -> None:
        """The progress for the front end to write in the storage, if it still holds the text
        the progress was merged onto (else it sends what it holds, to be merged first)."""
        self._stored = json.dumps(self.progress.to_dict())
        self._sent = [*self._sent[-15:], self._stored]

    def _save(self) -> None:
        if self._browser:
            self._stored_for_browser()
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
            "storage_key": self._storage_key,
            "stored": self._stored,
            "stored_base": self._stored_base,
            "stored_bad": self._stored_bad,
        }

    def _draw_item(self) -> None:
        """The exercise as the front end draws it: from the asking seat's view (R31), or the
        open table for a finished trick (all its cards turned up, R24)."""
        ex, lang = self._ex, self.lang
        item: dict[str, Any] = {
            "id": self._id,
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
        item.update(_context_payload(ex, deal, lang))
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
        puzzle = _puzzle_feedback(ex, fb, status, lang) if ex.words else None
        if puzzle is not None:
            lines += puzzle["lines"]
        else:
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
        if puzzle is not None:
            self._feedback.update(details=puzzle["details"], principle=puzzle["principle"])
            self._feedback["details_label"] = text("principle.ui.details", lang)

    def __repr__(self) -> str:
        kinds = [k for k in self._kinds if k in self._on]
        return f"Practice(kinds={kinds!r}, level={self._level})"

    def _static_html(self) -> str:
        return (
            f"<div><strong>{html.escape(repr(self))}</strong></div>"
            f"<p>{html.escape(str(self._item.get('question', '')))}</p>"
        )


def _theme_pool(themes: Iterable[str] | None) -> list[dict[str, Any]]:
    """The shipped puzzles of the ``themes`` asked for (principle ids), refused by name when a
    theme is unknown or has no puzzle; [] when none are asked for."""
    if themes is None:
        return []
    chosen = [themes] if isinstance(themes, str) else list(themes)
    if not chosen:
        raise ValueError("themes: give at least one principle id of unsun_lab.principles")
    pool: dict[int, dict[str, Any]] = {}
    for theme in chosen:
        if theme not in PRINCIPLES:
            known = ", ".join(PRINCIPLES)
            raise ValueError(f"themes: unknown principle {theme!r}; known: {known}")
        found = puzzles(theme)
        if not found:
            raise ValueError(f"themes: no shipped puzzle has the theme {theme!r} yet")
        pool.update({id(p): p for p in found})
    return list(pool.values())


def _theme_ids(themes: Iterable[str] | None) -> list[str]:
    """The theme ids asked for, each once, in the order given (checked by ``_theme_pool``)."""
    if themes is None:
        return []
    return list(dict.fromkeys([themes] if isinstance(themes, str) else themes))


def _wrong_left(ex: Exercise, tried: set[str]) -> int:
    """How many wrong choices a learner who tried ``tried`` has not tried yet."""
    return len(set(ex.choices) - set(ex.answer) - tried)


def _puzzle_feedback(ex: Exercise, fb: Feedback, status: str, lang: str) -> dict[str, Any] | None:
    """A best-move puzzle's feedback in the game's words (``Exercise.words``): what the better
    card does that the one picked does not, and the principle at work, whose title opens it
    (not R29); the numbers go in ``details``. Before the answer is shown ("try"), the card
    picked and the principle to think of, without naming the best card."""
    from unsun_lab.practice.kinds.best_move import words_for

    theme = PRINCIPLES[ex.themes[0]] if ex.themes else None
    if status == "try":
        said = [
            Explanation(None, "principle.fb.try", {"move": c, "title": theme.title})
            if theme is not None
            else Explanation(None, "principle.fb.try_plain", {"move": c})
            for c in ex.choices
            if c in fb.wrong
        ]
    else:
        concerned = [c for c in ex.choices if c in fb.wrong] or [
            c for c in ex.choices if c in ex.answer
        ][:1]
        said = [e for c in concerned for e in words_for(ex, c)]
    lines = []
    for e in said:
        line: dict[str, Any] = {
            "text": _sentence(e.render(lang)),
            "rules": [r for r in e.rules if r != "R29"],
        }
        if e.key in ("principle.fb.at_work", "principle.fb.try") and theme is not None:
            line["principle"] = theme.id
        lines.append(line)
    details = (
        []
        if status == "try"
        else [{"text": _sentence(e.render(lang)), "rules": e.rules} for e in fb.why]
    )
    principle = None
    if theme is not None:
        principle = {
            "id": theme.id,
            "title": theme.title.render(lang),
            "text": " ".join(
                [*(a.render(lang) for a in theme.advice), _sentence(theme.evidence.render(lang))]
            ),
        }
    return {"lines": lines, "details": details, "principle": principle}


def _context_payload(ex: Exercise, deal: Any, lang: str) -> dict[str, Any]:
    """What the asking seat knows, for the front end: the exercise's context sentences (the
    trick lines apart, drawn as ``history``), and the earlier tricks compactly: each trick's
    number, leader, winner and cards with their seats, trumps marked. From the seat's view
    (R31); for the open table only the tricks before the one asked about."""
    lines = [
        {"key": e.key, "text": _sentence(e.render(lang)), "rules": e.rules}
        for e in ex.context
        if e.key != "context.trick"
    ]
    history: list[dict[str, Any]] = []
    if deal is not None:
        view = deal.view(0 if ex.seat is None else ex.seat)
        shown = {int(e.params["number"]) for e in ex.context if e.key == "context.trick"}
        for trick in view.tricks:
            if not trick.complete or trick.number not in shown:
                continue
            history.append(
                {
                    "number": trick.number,
                    "label": text("show.trick", lang, number=trick.number),
                    "leader": trick.leader,
                    "winner": trick.winner,
                    "meri": trick.meri,
                    "plays": [
                        {
                            "seat": p.seat,
                            "code": p.card.code if p.card is not None else "",
                            "trump": p.card is not None and view.is_trump(p.card),
                            "team": team_of(p.seat),
                            "won": p.seat == trick.winner,
                        }
                        for p in trick.plays
                    ],
                    "text": _sentence(
                        next(
                            e.render(lang)
                            for e in ex.context
                            if e.key == "context.trick" and e.params["number"] == trick.number
                        )
                    ),
                }
            )
    legend = text("context.legend", lang) if history else ""
    return {"context": lines, "history": history, "history_legend": legend}


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


def _counts(quiz: dict[str, Any]) -> dict[str, int]:
    return {"asked": quiz["asked"], "of": quiz["of"], "right": quiz["right"]}


def _quiz_state(quiz: int | None, lesson: str | None) -> dict[str, Any]:
    """A new quiz's state ({} for none), its parameters checked."""
    if quiz is None:
        if lesson is not None:
            raise ValueError("lesson is the name a quiz's stars are kept under: give quiz= too")
        return {}
    if isinstance(quiz, bool) or not isinstance(quiz, int) or not 1 <= quiz <= MAX_QUIZ:
        raise ValueError(f"quiz must be a number of questions from 1 to {MAX_QUIZ}, got {quiz!r}")
    if lesson is not None and (not isinstance(lesson, str) or not LESSON.fullmatch(lesson)):
        raise ValueError(f"lesson must name a notebook such as '02' or '04b', got {lesson!r:.20}")
    return {"of": quiz, "asked": 0, "right": 0, "lesson": lesson, "stars": 0}
