"""A checkpoint: two or three questions on exactly the rules a lesson has just taught, and a
sample question with its explained answer that a static page shows (GitHub, nbviewer), where
the questions cannot be answered.

>>> cp = checkpoint(["R5"], seed=1)
>>> cp
<Checkpoint R5: 3 questions>
>>> all(set(focus(ex)) <= {"R5"} for ex in cp.exercises)
True
>>> "<details" in cp._repr_html_()
True
"""

from __future__ import annotations

import html
import random
from collections.abc import Iterable
from dataclasses import dataclass

from unsun_lab.explain import Explanation, sentence
from unsun_lab.i18n import text
from unsun_lab.practice.base import Exercise, choice_label, focus

__all__ = ["Checkpoint", "CourseMap", "checkpoint", "course_map"]

#: How many exercises a checkpoint may draw to find its questions on exactly its rules.
_TRIES = 40


@dataclass(frozen=True, repr=False)
class Checkpoint:
    """The questions of a checkpoint on ``rules`` (``exercises``, for ``Practice(exercises=
    ...)``) and a ``sample`` drawn apart, shown with its answer and why (its HTML)."""

    rules: tuple[str, ...]
    exercises: tuple[Exercise, ...]
    sample: Exercise
    lang: str | None = None

    def __repr__(self) -> str:
        return f"<Checkpoint {' '.join(self.rules)}: {len(self.exercises)} questions>"

    def _repr_html_(self) -> str:
        ex, lang = self.sample, self.lang
        labels = {c: choice_label(ex, c, lang) for c in ex.choices}
        answer = [labels[c] for c in ex.choices if c in ex.answer]
        # The reasons of the answer, then of one wrong choice (what a slip would be told).
        said: list[Explanation] = []
        wrong = [c for c in ex.choices if c not in ex.answer][:1]
        for c in [c for c in ex.choices if c in ex.answer] + wrong:
            why = ex.reason(c)
            if why not in said:
                said.append(why)
        context = "".join(f"<li>{_words(e, lang)}</li>" for e in ex.context)
        reasons = "".join(f"<li>{_words(e, lang)}</li>" for e in said)
        title = text("practice.checkpoint.title", lang, rules=", ".join(self.rules))
        return (
            '<div class="ul-checkpoint" style="border-left:4px solid #5b8def;'
            'padding:0.2em 0.8em;margin:0.4em 0">'
            f"<p><strong>{html.escape(title)}</strong></p>"
            f"<details><summary>{html.escape(text('practice.checkpoint.sample', lang))}"
            "</summary>"
            f"<p>{html.escape(ex.question.render(lang))}</p>"
            + (f"<ul>{context}</ul>" if context else "")
            + "<p>"
            + html.escape(
                text("practice.checkpoint.choices", lang, choices=", ".join(labels.values()))
            )
            + "</p><p><strong>"
            + html.escape(text("practice.fb.answer", lang, choices=", ".join(answer)))
            + f"</strong></p><ul>{reasons}</ul></details></div>"
        )


def _words(e: Explanation, lang: str | None) -> str:
    return html.escape(sentence(e.render(lang)))


def checkpoint(
    rules: Iterable[str],
    count: int = 3,
    *,
    seed: int = 0,
    level: int = 1,
    lang: str | None = None,
) -> Checkpoint:
    """``count`` questions (1-5) on ``rules`` (rule ids) and a sample, each drawn among the
    kinds that keep to those rules (``kinds_for``) and kept when the rules its answer turns
    on are all among ``rules`` (``focus``), else, after a few dozen tries, when one is; a
    rule too rare at ``level`` is looked for at the higher levels."""
    from unsun_lab.practice.kinds import exercise, kinds_for

    wanted = tuple(str(r).upper() for r in rules)
    kinds = kinds_for(wanted)
    if not kinds:
        raise ValueError(f"rules: no exercise trains {list(wanted)}")
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= 5:
        raise ValueError(f"count must be a number of questions from 1 to 5, got {count!r}")
    exact: list[Exercise] = []
    near: list[Exercise] = []
    # A rare rule (the lone Sun, R21) may need the higher levels, where it is asked more.
    for at in range(level, 4):
        rng = random.Random(f"checkpoint:{','.join(wanted)}:{seed}:{at}")
        for _ in range(_TRIES):
            ex = exercise(rng.choice(kinds), rng.getrandbits(31), level=at)
            turns_on = set(focus(ex))
            if turns_on <= set(wanted):
                exact.append(ex)
            elif turns_on & set(wanted):
                near.append(ex)
            if len(exact) > count:
                break
        if len(exact) > count:
            break
    found = (exact + near)[: count + 1]
    if len(found) < 2:
        raise RuntimeError(f"no checkpoint found for {list(wanted)}")
    return Checkpoint(wanted, tuple(found[:-1]), found[-1], lang)


#: The lessons whose end-of-lesson quiz keeps stars, with their notebooks.
LESSONS: tuple[tuple[str, str], ...] = (
    ("01", "01_the_deck_and_rank_orders.ipynb"),
    ("02", "02_dealing_and_the_indicator.ipynb"),
    ("03", "03_playing_tricks.ipynb"),
    ("04", "04_scoring_and_combinations.ipynb"),
)


@dataclass(frozen=True, repr=False)
class CourseMap:
    """The course as a map: each lesson with the stars of its best quiz (``Progress.stars()``,
    0 when none is finished), "lesson complete" once it has some.

    >>> CourseMap({"02": 3})
    <CourseMap 01 ☆☆☆, 02 ★★★, 03 ☆☆☆, 04 ☆☆☆>
    """

    stars: dict[str, int]
    lang: str | None = None

    def marks(self, lesson: str) -> str:
        got = max(0, min(3, self.stars.get(lesson, 0)))
        return "★" * got + "☆" * (3 - got)

    def __repr__(self) -> str:
        return "<CourseMap " + ", ".join(f"{n} {self.marks(n)}" for n, _ in LESSONS) + ">"

    def _repr_html_(self) -> str:
        lang = self.lang
        rows = []
        for number, notebook in LESSONS:
            done = self.stars.get(number, 0) > 0
            state = text("course.map.done" if done else "course.map.todo", lang)
            title = text(f"course.map.lesson.{number}", lang)
            rows.append(
                f'<li><a href="{notebook}">{html.escape(number)} · {html.escape(title)}</a>'
                f' <span aria-hidden="true">{self.marks(number)}</span> {html.escape(state)}</li>'
            )
        head = html.escape(text("course.map.title", lang))
        note = html.escape(text("course.map.note", lang))
        return f"<div><p><strong>{head}</strong></p><ol>{''.join(rows)}</ol><p>{note}</p></div>"


def course_map(stars: dict[str, int] | None = None, lang: str | None = None) -> CourseMap:
    """The course map from the stars of each lesson (``Progress.stars()``; None: the
    learner's progress file, as the Practice widget keeps it; a file that cannot be read
    counts as no stars yet)."""
    if stars is None:
        from pathlib import Path

        from unsun_lab.practice.progress import Progress, ProgressError

        try:
            stars = Progress.load(Path.home() / ".unsun-lab" / "practice-progress.json").stars()
        except ProgressError:
            stars = {}
    return CourseMap(dict(stars), lang)
