"""Progress per rule: exercises seen, answered right, and a Leitner box; and per theme (a
principle of play, ``unsun_lab.principles``) a Glicko-2 rating of the learner's puzzles. Kept
in a small JSON file (format ``unsun-lab/practice-progress-2``; files of the older format
``unsun-lab/practice-progress-1``, which hold no ratings, still load) read and written through
``unsun_lab.fileio``.

Several writers may keep one file (two Practice widgets, two kernels): each save takes the
file's lock (``fileio.locked``), reads what the file holds now, adds what this writer answered
since it last read or wrote the file (:meth:`Progress.merged`) and writes the sum atomically.
No writer loses another's answers.

>>> p = Progress()
>>> p.record(["R20"], True)
>>> p.box("R20"), p.box("R25"), p.weight(["R20"]) < p.weight(["R25"])
(2, 1, True)
>>> p.record_puzzle(["win_cheaply"], 900, True)
>>> p.rating("win_cheaply") > START_RATING > p.rating("count_trumps") - 1
True
"""

from __future__ import annotations

import json
import math
import random
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from unsun_lab.fileio import (
    FileRefused,
    FileTooBig,
    locked,
    read_bounded,
    regular_or_missing,
    write_atomic,
)
from unsun_lab.practice.base import Exercise, Feedback, focus
from unsun_lab.safe import quote

__all__ = [
    "BOXES",
    "MAX_PROGRESS_BYTES",
    "PROGRESS_FORMAT",
    "START_RATING",
    "Progress",
    "ProgressError",
    "credited",
    "glicko2",
    "quiz_stars",
]

PROGRESS_FORMAT = "unsun-lab/practice-progress-2"
#: The older formats a progress file may still be in (read, then written in the new one):
#: ``-1`` holds no ratings by theme.
OLD_FORMATS = ("unsun-lab/practice-progress-1",)
#: Leitner boxes 1 (asked soonest) to 5 (asked least).
BOXES = 5
#: A progress file is small; anything bigger is refused unread.
MAX_PROGRESS_BYTES = 64_000
#: A progress file nests three levels deep and counts in integers below 10**9: deeper
#: brackets and longer numbers are refused before the JSON parser meets them.
_MAX_DEPTH = 3
_MAX_DIGITS = 10
_MAX_SEEN = 10**9
_RULE_ID = re.compile(r"R([1-9]|[12][0-9]|3[01])")
#: A theme's id: a principle id of ``unsun_lab.principles`` (any such word is read: a theme
#: a later version drops does not make the file unreadable).
_THEME_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")
#: At most this many themes are kept.
_MAX_THEMES = 64
#: A number in a progress file is written in at most this many characters.
_MAX_NUMBER_CHARS = 24
Entry = dict[str, int]


class ProgressError(ValueError):
    """A progress file that cannot be used: the ``detail`` names the field and the problem
    (for a file refused unread, ``unsun_lab.fileio``'s words, which name the path). The
    words are English, as the progress file's fields are.

    ``corrupt`` is True when the path holds a regular file whose content is not progress
    (not JSON, not this format, too big): such a file may be moved aside and practice start
    afresh. It is False when the path was refused as it is (a folder, a FIFO, a device, a
    link: never moved, never replaced) or when another writer held the file's lock."""

    def __init__(self, detail: str, *, corrupt: bool = True) -> None:
        super().__init__(detail)
        self.detail = detail
        self.corrupt = corrupt

    def render(self, lang: str | None = None) -> str:
        """The refusal (``detail``; English whatever ``lang``)."""
        return self.detail


# -- Glicko-2: a learner's rating per theme --------------------------------------------------
#
# Mark E. Glickman, "Example of the Glicko-2 system" (Boston University, 2013,
# http://www.glicko.net/glicko/glicko2.pdf), steps 1-8, with the paper's constants: the
# scale factor 173.7178 between the Glicko and Glicko-2 scales, the system constant
# tau = 0.5 and the convergence tolerance epsilon = 0.000001 of the volatility's iteration
# (the Illinois algorithm of step 5). One answer is one rating period of one game.

#: Glicko-2 scale factor (Glickman 2013, step 2).
GLICKO_SCALE = 173.7178
#: The rating the Glicko-2 scale is centred on (step 2).
GLICKO_CENTRE = 1500.0
#: The system constant tau: how much the volatility may change (Glickman suggests 0.3-1.2).
TAU = 0.5
#: The tolerance of the volatility's iteration (step 5).
EPSILON = 0.000001
#: A new learner's rating in a theme. The puzzles' ratings (``ex.rating``) are fitted on the
#: scale where the random player is 800, the heuristic player 1200 and the search player
#: 1600; a beginner starts between the first two.
START_RATING = 1000.0
#: A new learner's rating deviation and volatility (Glickman's values for an unrated player).
START_DEVIATION = 350.0
START_VOLATILITY = 0.06
#: The deviation a puzzle's rating is taken to have: it is fitted from thousands of the
#: players' choices, so it is known far better than a learner's.
PUZZLE_DEVIATION = 50.0


def glicko2(
    rating: float,
    deviation: float,
    volatility: float,
    games: Iterable[tuple[float, float, float]],
    tau: float = TAU,
) -> tuple[float, float, float]:
    """One Glicko-2 rating period (Glickman 2013, steps 1-8): the new rating, deviation and
    volatility of a player of ``rating``/``deviation``/``volatility`` after ``games``, each
    (opponent's rating, opponent's deviation, score: 1 won, 0 lost, 0.5 drawn). With no
    game, only the deviation grows (step 6 alone).

    The paper's worked example (1500, 200, 0.06 against 1400/30 won, 1550/100 and 1700/300
    lost) gives 1464.06, 151.52, 0.05999:

    >>> r, rd, vol = glicko2(1500, 200, 0.06, [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
    >>> round(r, 2), round(rd, 2), round(vol, 6)
    (1464.05, 151.52, 0.059996)
    """
    mu = (rating - GLICKO_CENTRE) / GLICKO_SCALE
    phi = deviation / GLICKO_SCALE
    played = [
        ((r - GLICKO_CENTRE) / GLICKO_SCALE, rd / GLICKO_SCALE, float(score))
        for r, rd, score in games
    ]
    if not played:
        return rating, GLICKO_SCALE * math.sqrt(phi * phi + volatility * volatility), volatility
    inv_v = 0.0
    gain = 0.0
    for mu_j, phi_j, score in played:
        g = 1.0 / math.sqrt(1.0 + 3.0 * phi_j * phi_j / (math.pi * math.pi))
        e = 1.0 / (1.0 + math.exp(-g * (mu - mu_j)))
        inv_v += g * g * e * (1.0 - e)
        gain += g * (score - e)
    v = 1.0 / inv_v
    delta = v * gain
    sigma = _volatility(delta, phi, v, volatility, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * gain
    return GLICKO_SCALE * new_mu + GLICKO_CENTRE, GLICKO_SCALE * new_phi, sigma


def _volatility(delta: float, phi: float, v: float, sigma: float, tau: float) -> float:
    """Step 5 of Glickman (2013): the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (
            x - a
        ) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def _new_theme() -> dict[str, Any]:
    return {
        "rating": START_RATING,
        "deviation": START_DEVIATION,
        "volatility": START_VOLATILITY,
        "seen": 0,
        "right": 0,
    }


@dataclass
class Progress:
    """Per rule id: exercises seen, answered right, and a Leitner box (1-5). A right answer
    moves the rule one box up (it comes back later), a wrong one back to box 1 (soon)."""

    rules: dict[str, dict[str, int]] = field(default_factory=dict)
    #: What the file held when this progress last read or wrote it: a save adds to the file
    #: only what was answered since.
    base: dict[str, dict[str, int]] = field(default_factory=dict, compare=False, repr=False)
    #: Per lesson ("02" ...): the best end-of-lesson quiz, right answers of asked.
    lessons: dict[str, dict[str, int]] = field(default_factory=dict)
    #: Per theme (a principle id): the learner's Glicko-2 ``rating``, ``deviation`` and
    #: ``volatility`` on the puzzles' scale, and the puzzles ``seen`` and answered ``right``.
    themes: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: The themes as the file held them when last read or written (see ``base``).
    themes_base: dict[str, dict[str, Any]] = field(default_factory=dict, compare=False, repr=False)

    def record(self, rules: Iterable[str], correct: bool) -> None:
        for rule in sorted(set(rules)):
            entry = self.rules.setdefault(rule, {"seen": 0, "right": 0, "box": 1})
            entry["seen"] += 1
            if correct:
                entry["right"] += 1
                entry["box"] = min(BOXES, entry["box"] + 1)
            else:
                entry["box"] = 1

    def record_puzzle(self, themes: Iterable[str], rating: float, correct: bool) -> None:
        """A puzzle of difficulty ``rating`` answered: in each of its ``themes`` the learner's
        rating is updated as after one game against a player of that rating and
        ``PUZZLE_DEVIATION`` (one Glicko-2 rating period, :func:`glicko2`), won when
        ``correct``."""
        for theme in sorted(set(themes)):
            if not _THEME_ID.fullmatch(theme):
                raise ProgressError(f"themes: {theme!r:.40} is not a principle id")
            entry = self.themes.setdefault(theme, _new_theme())
            r, rd, vol = glicko2(
                entry["rating"],
                entry["deviation"],
                entry["volatility"],
                [(float(rating), PUZZLE_DEVIATION, 1.0 if correct else 0.0)],
            )
            entry.update(rating=r, deviation=rd, volatility=vol)
            entry["seen"] = min(_MAX_SEEN, entry["seen"] + 1)
            entry["right"] += int(correct)

    def rating(self, theme: str) -> float:
        """The learner's rating in ``theme`` (a principle id), on the puzzles' scale (random
        player 800, heuristic 1200, search 1600): ``START_RATING`` before any puzzle of it."""
        return float(self.themes.get(theme, {}).get("rating", START_RATING))

    def deviation(self, theme: str) -> float:
        """How uncertain :meth:`rating` is (Glicko-2's rating deviation)."""
        return float(self.themes.get(theme, {}).get("deviation", START_DEVIATION))

    def weakest(self, n: int = 3) -> list[str]:
        """What to work on: up to ``n`` of the themes practised, lowest rating first (a tie
        by the theme's id)."""
        seen = [t for t, e in self.themes.items() if e["seen"]]
        return sorted(seen, key=lambda t: (self.rating(t), t))[:n]

    def knows(self, rules: Iterable[str]) -> bool:
        """Whether the learner knows ``rules``: each answered right at least once since it
        was last missed (Leitner box 2 or higher)."""
        return all(self.box(r) >= 2 for r in rules)

    def least_known(self, rules: Iterable[str], rng: random.Random | None = None) -> str:
        """The rule of ``rules`` the learner knows least: the lowest Leitner box, then the
        smallest share answered right, then the fewest seen; among rules known equally
        little, one drawn with ``rng`` (without one, the first in the order given)."""
        order = list(dict.fromkeys(rules))
        if not order:
            raise ValueError("least_known: no rule given")

        def known(rule: str) -> tuple[int, float, int]:
            entry = self.rules.get(rule, {"seen": 0, "right": 0})
            share = entry["right"] / entry["seen"] if entry["seen"] else 0.0
            return (self.box(rule), share, entry["seen"])

        least = min(known(r) for r in order)
        tied = [r for r in order if known(r) == least]
        return tied[0] if rng is None else rng.choice(tied)

    def answered(self, ex: Exercise, fb: Feedback) -> tuple[str, ...]:
        """Count an answer to ``ex`` (checked as ``fb``) for the rules it turned on: a right
        answer for the rules its answer turns on (``focus``); a wrong one for the rule the
        wrong answer got wrong (:func:`credited`). Returns the rules counted."""
        rules = credited(ex, fb)
        self.record(rules, fb.correct)
        return rules

    def box(self, rule: str) -> int:
        return self.rules.get(rule, {}).get("box", 1)

    def weight(self, rules: Iterable[str]) -> float:
        """How soon exercises on ``rules`` should come back: rules in box 1 (never seen, or
        just missed) weigh 16, box 5 weighs 1."""
        return max((2.0 ** (BOXES - self.box(r)) for r in rules), default=1.0)

    def merged(self, current: Progress) -> Progress:
        """``current`` (what the file or the browser's storage holds now) plus what this
        progress answered since ``base``: the counts seen and right are added, and the box of
        a rule answered here since is the one these answers give it from ``current``'s box
        (up one box for each right answer; after a wrong one, the box the answers since the
        last wrong one give, whatever the box was). Any other rule keeps ``current``'s.

        >>> mine = Progress(base={}); mine.record(["R20"], True)
        >>> theirs = Progress(); theirs.record(["R20"], False); theirs.record(["R25"], True)
        >>> merged = mine.merged(theirs)
        >>> merged.rules["R20"], merged.rules["R25"]["seen"]
        ({'seen': 2, 'right': 1, 'box': 2}, 1)
        """
        out: dict[str, dict[str, int]] = {r: dict(e) for r, e in current.rules.items()}
        for rule, entry in self.rules.items():
            before = self.base.get(rule, {"seen": 0, "right": 0, "box": 1})
            if entry == before:
                continue
            now = out.get(rule, {"seen": 0, "right": 0, "box": 1})
            answered = entry["seen"] - before["seen"]
            rights = entry["right"] - before["right"]
            seen = min(_MAX_SEEN, max(0, now["seen"] + answered))
            right = min(seen, max(0, now["right"] + rights))
            # All right since: each moved the box one up, from whatever box it is in now.
            # A wrong one among them put it back in box 1, whatever it was in: then the box
            # is this progress's own (one up for each right answer after the last wrong).
            all_right = answered > 0 and rights == answered
            box = min(BOXES, now["box"] + rights) if all_right else entry["box"]
            out[rule] = {"seen": seen, "right": right, "box": box}
        ordered = {r: out[r] for r in sorted(out, key=_rule_number)}
        lessons = {k: dict(v) for k, v in current.lessons.items()}
        for lesson, mine in self.lessons.items():  # each lesson's best quiz, from either side
            theirs = lessons.get(lesson)
            if theirs is None or mine["right"] * theirs["asked"] > theirs["right"] * mine["asked"]:
                lessons[lesson] = dict(mine)
        themes = {t: dict(e) for t, e in current.themes.items()}
        for theme, entry in self.themes.items():
            # A rating cannot be added up: a theme answered here since takes this side's
            # rating, and the counts seen and right of both sides.
            before = self.themes_base.get(theme, _new_theme())
            if entry == before:
                continue
            now = themes.get(theme, _new_theme())
            seen = min(_MAX_SEEN, max(0, now["seen"] + entry["seen"] - before["seen"]))
            right = min(seen, max(0, now["right"] + entry["right"] - before["right"]))
            themes[theme] = {**entry, "seen": seen, "right": right}
        themes = {t: themes[t] for t in sorted(themes)}
        return Progress(ordered, _copy(ordered), lessons, themes, _copy_themes(themes))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": PROGRESS_FORMAT,
            "rules": {r: dict(self.rules[r]) for r in sorted(self.rules, key=_rule_number)},
        }
        if self.lessons:  # the quizzes' section, only once a quiz was finished
            out["lessons"] = {k: dict(self.lessons[k]) for k in sorted(self.lessons)}
        if self.themes:  # the ratings by theme, only once a puzzle of a theme was answered
            out["themes"] = {
                t: {
                    "rating": round(e["rating"], 3),
                    "deviation": round(e["deviation"], 3),
                    "volatility": round(e["volatility"], 6),
                    "seen": e["seen"],
                    "right": e["right"],
                }
                for t, e in sorted(self.themes.items())
            }
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
        and box 1-5; the quizzes; the ratings by theme (:func:`_themes_from`); nothing else.
        A file of an older format (``OLD_FORMATS``) holds no ratings. Raises ProgressError
        naming the field."""
        if not isinstance(data, dict):
            raise ProgressError(f"expected a JSON object, got {type(data).__name__}")
        if set(data) - {"lessons", "themes"} != {"format", "rules"}:
            raise ProgressError(f"expected the keys 'format' and 'rules', got {sorted(data)}")
        if data["format"] not in (PROGRESS_FORMAT, *OLD_FORMATS):
            raise ProgressError(f"format: expected {PROGRESS_FORMAT!r}, got {data['format']!r:.60}")
        if data["format"] != PROGRESS_FORMAT and "themes" in data:
            raise ProgressError(f"themes: a file of the format {data['format']!r} holds no ratings")
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
        themes = _themes_from(data.get("themes", {}))
        return cls(
            out, _copy(out), _lessons_from(data.get("lessons", {})), themes, _copy_themes(themes)
        )

    @classmethod
    def from_text(cls, text: str) -> Progress:
        """A progress file's text, parsed strictly: no more than three levels of brackets and
        no number longer than ten digits reach the JSON parser (a small file of nested
        brackets or of a 5,000-digit number is refused as any other bad file is), no key
        twice; then :meth:`from_dict`. Raises ProgressError (``corrupt``)."""
        if len(text) > MAX_PROGRESS_BYTES:
            raise ProgressError(
                f"the text holds {len(text)} characters, more than the {MAX_PROGRESS_BYTES}"
                " a progress file may hold"
            )
        _check_nesting(text)
        try:
            data = json.loads(
                text,
                object_pairs_hook=_no_twice,
                parse_int=_integer,
                parse_float=_decimal,
                parse_constant=_not_a_count,
            )
        except ProgressError:
            raise
        except json.JSONDecodeError as err:
            raise ProgressError(f"not JSON: {err.msg} (line {err.lineno})") from None
        except (ValueError, RecursionError) as err:  # the checks above should leave none
            raise ProgressError(f"not JSON: {quote(str(err))}") from None
        return cls.from_dict(data)

    @classmethod
    def load(cls, path: str | Path) -> Progress:
        """The progress kept in ``path`` (a missing file: a fresh start). A path that is no
        regular file is refused as it is (``corrupt`` False), a file too big unread (its size
        is judged on the open file before a byte is read, and no more than the limit is ever
        read), one that is not JSON or not a progress file after reading at most the limit:
        all raise ProgressError, in ``unsun_lab.fileio``'s words for the first two."""
        try:
            if regular_or_missing(path) is None:  # a link is judged itself, never followed
                return cls()
            raw = read_bounded(path, MAX_PROGRESS_BYTES)
        except FileNotFoundError:  # removed meanwhile
            return cls()
        except FileTooBig as err:
            raise ProgressError(str(err)) from None
        except FileRefused as err:
            raise ProgressError(str(err), corrupt=False) from None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as err:
            raise ProgressError(f"not UTF-8 text (byte {err.start})") from None
        return cls.from_text(text)

    def save(self, path: str | Path) -> Path:
        """Add what was answered since the file was last read or written to what it holds
        now, and write the sum: under the file's lock (``unsun_lab.fileio.locked``, one
        writer at a time), the file is read again, merged (:meth:`merged`) and written
        atomically (``write_atomic``: a whole new file replaces the old one). Afterwards this
        progress holds the sum, other writers' answers included. Never through a link, never
        onto anything but a regular file; a file that another writer made unreadable is not
        written over (ProgressError, in fileio's words where fileio refused)."""
        path = Path(path)
        try:
            regular_or_missing(path)
            path.parent.mkdir(parents=True, exist_ok=True)
            with locked(path):
                merged = self.merged(Progress.load(path))
                text = json.dumps(merged.to_dict(), indent=1, sort_keys=False) + "\n"
                written = write_atomic(path, text)
        except FileRefused as err:
            raise ProgressError(str(err), corrupt=False) from None
        self.rules, self.base = merged.rules, merged.base
        self.themes, self.themes_base = merged.themes, merged.themes_base
        return written


#: The rank orders (R14-R17): a wrong answer whose reason turns on one of them was a slip in
#: the order, whatever the question was about (who won a trick, R25).
ORDER_RULES = ("R14", "R15", "R16", "R17")


def credited(ex: Exercise, fb: Feedback) -> tuple[str, ...]:
    """The rules an answer is counted for. A right one: those its answer turns on
    (``practice.focus``). A wrong one: the rules the reasons of the wrong picks (or, with
    none, of the answers missed) cite; a slip in a rank order is counted for that order
    (R14-R17), not for the trick it decided (R25); else those of the kind's rules cited;
    else ``focus``.

    >>> from unsun_lab.practice import exercise
    >>> ex = exercise("stronger", 0)
    >>> wrong = next(c for c in ex.choices if c not in ex.answer)
    >>> credited(ex, ex.check(wrong))
    ('R14',)
    """
    if fb.correct:
        return focus(ex)
    said = [ex.reason(c) for c in ex.choices if c in fb.wrong] or [
        ex.reason(c) for c in ex.choices if c in fb.missed
    ]
    cited = list(dict.fromkeys(r for e in said for r in e.rules if _RULE_ID.fullmatch(r)))
    order = tuple(r for r in cited if r in ORDER_RULES)
    if order:
        return order
    own = tuple(r for r in cited if r in ex.rules)
    return own or focus(ex)


def _rule_number(rule: str) -> int:
    return int(rule[1:])


def _copy(rules: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    return {r: dict(e) for r, e in rules.items()}


def _copy_themes(themes: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {t: dict(e) for t, e in themes.items()}


def _check_nesting(text: str) -> None:
    """Refuse brackets nested deeper than a progress file's, in one pass (a bracket inside a
    string is text), before the JSON parser recurses into them."""
    depth, in_string, escaped = 0, False, False
    for at, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > _MAX_DEPTH:
                raise ProgressError(
                    f"brackets nest deeper than {_MAX_DEPTH} levels (at character {at})"
                )
        elif ch in "]}":
            depth -= 1


def _no_twice(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ProgressError(f"the key {quote(key, 40)} appears twice in one object")
        out[key] = value
    return out


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > _MAX_DIGITS:
        raise ProgressError(
            f"an integer of {len(digits.lstrip('-'))} digits; a progress file counts in"
            f" integers of at most {_MAX_DIGITS}"
        )
    return int(digits)


def _decimal(digits: str) -> float:
    """A number with a point or an exponent: read (a rating is one), but no longer than
    ``_MAX_NUMBER_CHARS`` characters; a count that holds one is refused by its field."""
    if len(digits) > _MAX_NUMBER_CHARS:
        raise ProgressError(
            f"a number of {len(digits)} characters; a progress file writes numbers in at most"
            f" {_MAX_NUMBER_CHARS}"
        )
    return float(digits)


def _not_a_count(literal: str) -> int:
    raise ProgressError(f"{quote(literal, 20)} is not a count: seen, right and box are integers")


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


def _themes_from(data: Any) -> dict[str, dict[str, Any]]:
    """The ratings by theme, strictly: theme id -> a finite ``rating`` 0-4000, ``deviation``
    above 0 and at most 350 (a little more after a long pause is allowed: 500),
    ``volatility`` above 0 and below 1, and the integers seen >= right >= 0."""
    if not isinstance(data, dict):
        raise ProgressError("themes: expected an object")
    if len(data) > _MAX_THEMES:
        raise ProgressError(f"themes: {len(data)} themes, more than the {_MAX_THEMES} kept")
    out: dict[str, dict[str, Any]] = {}
    keys = {"rating", "deviation", "volatility", "seen", "right"}
    for theme, entry in data.items():
        if not isinstance(theme, str) or not _THEME_ID.fullmatch(theme):
            raise ProgressError(f"themes: {theme!r:.40} is not a principle id")
        if not isinstance(entry, dict) or set(entry) != keys:
            raise ProgressError(
                f"themes.{theme}: expected the keys 'rating', 'deviation', 'volatility',"
                " 'seen', 'right'"
            )
        numbers = {k: entry[k] for k in ("rating", "deviation", "volatility")}
        for name, value in numbers.items():
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise ProgressError(f"themes.{theme}.{name}: expected a number, got {value!r:.20}")
            if not math.isfinite(value):
                raise ProgressError(f"themes.{theme}.{name}: expected a finite number")
        rating, deviation, volatility = (float(v) for v in numbers.values())
        if not 0 <= rating <= 4000:
            raise ProgressError(f"themes.{theme}.rating: expected 0-4000, got {rating}")
        if not 0 < deviation <= 500:
            raise ProgressError(f"themes.{theme}.deviation: expected above 0, at most 500")
        if not 0 < volatility < 1:
            raise ProgressError(f"themes.{theme}.volatility: expected above 0, below 1")
        seen, right = entry["seen"], entry["right"]
        if any(isinstance(v, bool) or not isinstance(v, int) for v in (seen, right)):
            raise ProgressError(f"themes.{theme}: seen and right must be integers")
        if not 0 <= right <= seen <= _MAX_SEEN:
            raise ProgressError(f"themes.{theme}: expected 0 <= right <= seen")
        out[theme] = {
            "rating": rating,
            "deviation": deviation,
            "volatility": volatility,
            "seen": seen,
            "right": right,
        }
    return out
