"""The end-of-lesson quiz a Practice may hold (``Practice(quiz=N, lesson="02")``): ``N``
questions counted by their first answer, then a score and 1-3 stars, kept in the progress
under the lesson (``Progress.record_quiz``). Its state is a plain dict ({} for no quiz).
"""

from __future__ import annotations

from typing import Any

from unsun_lab.i18n import text
from unsun_lab.practice import Progress
from unsun_lab.practice.progress import LESSON, MAX_QUIZ, quiz_stars


def count_for_quiz(quiz: dict[str, Any], progress: Progress, correct: bool) -> None:
    """A first answer counts for the quiz; the last one scores it and keeps its stars."""
    if not quiz or quiz["asked"] >= quiz["of"]:
        return
    quiz["asked"] += 1
    quiz["right"] += int(correct)
    if quiz["asked"] == quiz["of"]:
        if quiz["lesson"] is None:
            quiz["stars"] = quiz_stars(quiz["right"], quiz["of"])
        else:
            quiz["stars"] = progress.record_quiz(quiz["lesson"], quiz["right"], quiz["of"])


def quiz_line(quiz: dict[str, Any], lang: str) -> str:
    """The quiz's score under the feedback: so far, or at the end with its stars ('' before
    any answer or without a quiz)."""
    if not quiz or not quiz["asked"]:
        return ""
    if quiz["asked"] < quiz["of"]:
        return text("course.quiz.progress", lang, **_counts(quiz))
    marks = "★" * quiz["stars"] + "☆" * (3 - quiz["stars"])
    key = "course.quiz.done" if quiz["lesson"] else "course.quiz.done_unkept"
    return text(key, lang, marks=marks, lesson=quiz["lesson"] or "", **_counts(quiz))


def _counts(quiz: dict[str, Any]) -> dict[str, int]:
    return {"asked": quiz["asked"], "of": quiz["of"], "right": quiz["right"]}


def quiz_state(quiz: int | None, lesson: str | None) -> dict[str, Any]:
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
