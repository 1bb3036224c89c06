"""A checkpoint: two or three questions on exactly the rules a lesson has just taught, and a
sample question with its explained answer that a static page shows (GitHub, nbviewer), where
the questions cannot be answered (``practice.kinds.checkpoint`` draws them); and the course
map, each lesson with its stars.

>>> from unsun_lab.practice import checkpoint, focus
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
from dataclasses import dataclass

from unsun_lab.explain import Explanation, sentence
from unsun_lab.i18n import text
from unsun_lab.practice.base import Exercise, choice_label

__all__ = ["Checkpoint", "CourseMap", "course_map"]


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
        # A reason that several cards share (any card may be played, R22) is said once.
        said: list[Explanation] = []
        shapes: list[tuple[str, dict[str, object]]] = []
        wrong = [c for c in ex.choices if c not in ex.answer][:1]
        for c in [c for c in ex.choices if c in ex.answer] + wrong:
            why = ex.reason(c)
            shape = (why.key, {k: v for k, v in why.params.items() if k != "card"})
            if shape not in shapes:
                shapes.append(shape)
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
