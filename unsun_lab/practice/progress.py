"""Progress per rule: exercises seen, answered right, and a Leitner box, kept in a small JSON
file (format ``unsun-lab/practice-progress-1``) read and written through ``unsun_lab.fileio``.

>>> p = Progress()
>>> p.record(["R20"], True)
>>> p.box("R20"), p.box("R25"), p.weight(["R20"]) < p.weight(["R25"])
(2, 1, True)
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from unsun_lab.fileio import FileRefused, read_bounded, regular_or_missing, write_atomic

__all__ = [
    "BOXES",
    "MAX_PROGRESS_BYTES",
    "PROGRESS_FORMAT",
    "Progress",
    "ProgressError",
    "quiz_stars",
]

PROGRESS_FORMAT = "unsun-lab/practice-progress-1"
#: Leitner boxes 1 (asked soonest) to 5 (asked least).
BOXES = 5
#: A progress file is small; anything bigger is refused unread.
MAX_PROGRESS_BYTES = 64_000
_RULE_ID = re.compile(r"R([1-9]|[12][0-9]|3[01])")


class ProgressError(ValueError):
    """A progress file that cannot be used: the ``detail`` names the field and the problem
    (for a file refused unread, ``unsun_lab.fileio``'s words, which name the path). The
    words are English, as the progress file's fields are."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail

    def render(self, lang: str | None = None) -> str:
        """The refusal (``detail``; English whatever ``lang``)."""
        return self.detail


@dataclass
class Progress:
    """Per rule id: exercises seen, answered right, and a Leitner box (1-5). A right answer
    moves the rule one box up (it comes back later), a wrong one back to box 1 (soon)."""

    rules: dict[str, dict[str, int]] = field(default_factory=dict)
    #: Per lesson ("02" ...): the best end-of-lesson quiz, right answers of asked.
    lessons: dict[str, dict[str, int]] = field(default_factory=dict)

    def record(self, rules: Iterable[str], correct: bool) -> None:
        for rule in sorted(set(rules)):
            entry = self.rules.setdefault(rule, {"seen": 0, "right": 0, "box": 1})
            entry["seen"] += 1
            if correct:
                entry["right"] += 1
                entry["box"] = min(BOXES, entry["box"] + 1)
            else:
                entry["box"] = 1

    def box(self, rule: str) -> int:
        return self.rules.get(rule, {}).get("box", 1)

    def weight(self, rules: Iterable[str]) -> float:
        """How soon exercises on ``rules`` should come back: rules in box 1 (never seen, or
        just missed) weigh 16, box 5 weighs 1."""
        return max((2.0 ** (BOXES - self.box(r)) for r in rules), default=1.0)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": PROGRESS_FORMAT,
            "rules": {r: dict(self.rules[r]) for r in sorted(self.rules, key=_rule_number)},
        }
        if self.lessons:  # the quizzes' section, only once a quiz was finished
            out["lessons"] = {k: dict(self.lessons[k]) for k in sorted(self.lessons)}
        return out

    # -- the end-of-lesson quizzes: a score and 1-3 stars per lesson -------------------------

    def record_quiz(self, lesson: str, right: int, asked: int) -> int:
        """Keep a finished quiz of ``lesson`` (its best score is kept); return its stars."""
        if not LESSON.fullmatch(lesson) or not 0 <= right <= asked <= MAX_QUIZ or asked < 1:
            raise ProgressError(f"quiz of lesson {lesson!r:.20}: got {right} right of {asked}")
        best = self.lessons.get(lesson)
        if best is None or right * best["asked"] > best["right"] * asked:
            self.lessons[lesson] = {"right": right, "asked": asked}
        return quiz_stars(right, asked)

    def stars(self) -> dict[str, int]:
        """Lesson -> 0..3: the stars of its best finished quiz (0: none finished yet)."""
        return {k: quiz_stars(v["right"], v["asked"]) for k, v in sorted(self.lessons.items())}

    @classmethod
    def from_dict(cls, data: Any) -> Progress:
        """Strictly: the format, rule ids R1-R31, and for each the integers seen >= right >= 0
        and box 1-5, nothing else. Raises ProgressError naming the field."""
        if not isinstance(data, dict):
            raise ProgressError(f"expected a JSON object, got {type(data).__name__}")
        if set(data) - {"lessons"} != {"format", "rules"}:
            raise ProgressError(f"expected the keys 'format' and 'rules', got {sorted(data)}")
        if data["format"] != PROGRESS_FORMAT:
            raise ProgressError(f"format: expected {PROGRESS_FORMAT!r}, got {data['format']!r:.60}")
        rules = data["rules"]
        if not isinstance(rules, dict):
            raise ProgressError("rules: expected an object")
        out: dict[str, dict[str, int]] = {}
        for rule, entry in rules.items():
            if not isinstance(rule, str) or not _RULE_ID.fullmatch(rule):
                raise ProgressError(f"rules: {rule!r:.40} is not a rule id R1-R31")
            if not isinstance(entry, dict) or set(entry) != {"seen", "right", "box"}:
                raise ProgressError(f"rules.{rule}: expected the keys 'seen', 'right', 'box'")
            values = [entry[k] for k in ("seen", "right", "box")]
            if any(isinstance(v, bool) or not isinstance(v, int) for v in values):
                raise ProgressError(f"rules.{rule}: seen, right and box must be integers")
            seen, right, box = values
            if not 0 <= right <= seen <= 10**9 or not 1 <= box <= BOXES:
                raise ProgressError(
                    f"rules.{rule}: expected 0 <= right <= seen and box 1-{BOXES},"
                    f" got seen {seen}, right {right}, box {box}"
                )
            out[rule] = {"seen": seen, "right": right, "box": box}
        return cls(out, _lessons_from(data.get("lessons", {})))

    @classmethod
    def load(cls, path: str | Path) -> Progress:
        """The progress kept in ``path`` (a missing file: a fresh start). A file that is no
        regular file or is too big is refused unread, as ``unsun_lab.fileio`` refuses it, and
        one that is not JSON or not a progress file: all raise ProgressError."""
        try:
            if regular_or_missing(path) is None:  # a link is judged itself, never followed
                return cls()
            raw = read_bounded(path, MAX_PROGRESS_BYTES)
        except FileNotFoundError:  # removed meanwhile
            return cls()
        except FileRefused as err:
            raise ProgressError(str(err)) from None
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as err:
            raise ProgressError(f"not JSON: {err}") from None
        return cls.from_dict(data)

    def save(self, path: str | Path) -> Path:
        """Write the progress atomically (``unsun_lab.fileio.write_atomic``: a whole new file
        replaces the old one); never through a link, never onto anything but a regular file
        (ProgressError, in fileio's words)."""
        path = Path(path)
        text = json.dumps(self.to_dict(), indent=1, sort_keys=False) + "\n"
        try:
            regular_or_missing(path)
            path.parent.mkdir(parents=True, exist_ok=True)
            return write_atomic(path, text)
        except FileRefused as err:
            raise ProgressError(str(err)) from None


def _rule_number(rule: str) -> int:
    return int(rule[1:])


#: A lesson's name: its notebook's number, "00" to "99", with an optional letter ("04b").
LESSON = re.compile(r"[0-9]{2}[a-z]?")
#: The longest quiz kept.
MAX_QUIZ = 50


def quiz_stars(right: int, asked: int) -> int:
    """A finished quiz's stars: 3 for at least 7 in 8 right, 2 for at least 5 in 8, else 1.

    >>> [quiz_stars(n, 8) for n in (8, 7, 6, 5, 4, 0)]
    [3, 3, 2, 2, 1, 1]
    """
    if 8 * right >= 7 * asked:
        return 3
    return 2 if 8 * right >= 5 * asked else 1


def _lessons_from(data: Any) -> dict[str, dict[str, int]]:
    """The quizzes' section, strictly: lesson -> the integers right <= asked (1-50)."""
    if not isinstance(data, dict):
        raise ProgressError("lessons: expected an object")
    out: dict[str, dict[str, int]] = {}
    for lesson, entry in data.items():
        if not isinstance(lesson, str) or not LESSON.fullmatch(lesson):
            raise ProgressError(f"lessons: {lesson!r:.20} is not a lesson such as '02'")
        if not isinstance(entry, dict) or set(entry) != {"right", "asked"}:
            raise ProgressError(f"lessons.{lesson}: expected the keys 'right', 'asked'")
        right, asked = entry["right"], entry["asked"]
        if any(isinstance(v, bool) or not isinstance(v, int) for v in (right, asked)):
            raise ProgressError(f"lessons.{lesson}: right and asked must be integers")
        if not 0 <= right <= asked <= MAX_QUIZ or asked < 1:
            raise ProgressError(f"lessons.{lesson}: expected 0 <= right <= asked, 1-{MAX_QUIZ}")
        out[lesson] = {"right": right, "asked": asked}
    return out
