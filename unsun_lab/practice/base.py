"""The shared exercise types: :class:`Exercise` (one question), :class:`Feedback` (what its
check says) and :class:`Kind` (what a kind of exercise declares to the registry).

>>> from unsun_lab.practice import exercise
>>> ex = exercise("legal", 3)
>>> ex
<Exercise legal seed=3 level=1 seat=2>
>>> fb = ex.check(sorted(ex.answer))
>>> fb.correct, fb.explanation == fb.why
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from unsun_lab.cards import Suit
from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation, Term
from unsun_lab.safe import quote

__all__ = ["Exercise", "Feedback", "Kind", "choice_label", "focus", "near_rating"]


@dataclass(frozen=True)
class Feedback:
    """What :meth:`Exercise.check` says: right or not, the answers missed, the wrong picks,
    and why (an Explanation citing the rule for each card or seat concerned)."""

    correct: bool
    missed: frozenset[str]
    wrong: frozenset[str]
    why: tuple[Explanation, ...]

    @property
    def explanation(self) -> tuple[Explanation, ...]:
        """The sentences of the feedback as data: ``why``, one Explanation per card or seat
        concerned."""
        return self.why

    def render(self, lang: str | None = None) -> str:
        """The feedback in ``lang``: one line per sentence of ``why``."""
        return "\n".join(e.render(lang) for e in self.why)


@dataclass(frozen=True, repr=False)
class Exercise:
    """One question. ``choices`` are card codes, seats "0"-"7", points "0"/"2"/"5", scores
    "A:B" (team 0/2/4/6 : team 1/3/5/7), moves "declare"/"pass" or "partner"/"opponent";
    ``answer`` the right ones; ``multiple``: pick every
    one that applies (else exactly one). ``record`` is the deal up to the position asked
    about (format ``unsun-lab/deal-1``; None for a question whose choices are not the
    asking seat's cards and that names what it needs, such as "stronger" or "teams").
    ``seat`` is whose view the question is asked from (None: the open table).

    The repr names the exercise, never its record: the record holds cards the asking seat
    cannot see (R31)."""

    kind: str
    rules: tuple[str, ...]
    seed: int
    level: int
    record: dict[str, Any] | None
    seat: int | None
    question: Explanation
    choices: tuple[str, ...]
    answer: frozenset[str]
    multiple: bool
    #: Why each choice is right or wrong, by choice, as data.
    reasons: tuple[tuple[str, Explanation], ...] = ()
    #: Whether the reason of a wrong choice already says the right one and why (points, a
    #: score): then a check explains only the wrong picks.
    wrong_says_answer: bool = False
    #: What the asking seat knows that the question needs (``practice.context``): the trump,
    #: the dealer, the native Robai, the Meri, the tricks so far, the trumps unseen (R31).
    #: Built from the record and the seat when not given.
    context: tuple[Explanation, ...] = ()
    #: The principles at work (``unsun_lab.principles`` ids) in a best-move puzzle; ().
    themes: tuple[str, ...] = ()
    #: A best-move puzzle's difficulty on an Elo scale (``tools/build_puzzles.py`` rates it
    #: from how often the random, heuristic and search players choose the answer); None
    #: otherwise.
    rating: int | None = None
    #: A best-move puzzle's explanation in the game's words, by choice: what the better card
    #: does that this one does not, and the principle at work (``reasons`` keep the numbers).
    words: tuple[tuple[str, tuple[Explanation, ...]], ...] = ()

    def __post_init__(self) -> None:
        from unsun_lab.practice.context import context, trump_line

        trump = self.question.params.get("trump")
        if not self.context and self.record is None and isinstance(trump, Suit):
            object.__setattr__(self, "context", (trump_line(trump),))
        if not self.context and self.record is not None:
            number = self.question.params.get("number") if self.seat is None else None
            before = number if isinstance(number, int) else None
            found = context(Deal.from_record(self.record), self.seat, before)
            object.__setattr__(self, "context", found)

    def __repr__(self) -> str:
        return f"<Exercise {self.kind} seed={self.seed} level={self.level} seat={self.seat}>"

    def reason(self, choice: str) -> Explanation:
        """Why ``choice`` is right or wrong."""
        for c, why in self.reasons:
            if c == choice:
                return why.addressed(self.seat)  # the asking seat is the learner: "you"
        raise KeyError(f"{choice!r} is not a choice of this exercise: {list(self.choices)}")

    def check(self, response: str | Iterable[str]) -> Feedback:
        """Judge a response: one choice, or (``multiple``) every choice picked.

        The response is a choice (a string) or a list of them: anything else (None, a number,
        bytes, a list holding a list or a number) raises TypeError naming the response; a pick
        that is not a choice raises ValueError naming it and the choices. A message shows at
        most a few dozen characters of any value (``safe.quote``)."""
        picks = _picks(response)
        unknown = [p for p in picks if p not in self.choices]
        if unknown:
            shown = ", ".join(quote(p) for p in sorted(unknown)[:5])
            more = f" and {len(unknown) - 5} more" if len(unknown) > 5 else ""
            raise ValueError(
                f"response: not a choice of this exercise: {shown}{more};"
                f" choices: {', '.join(self.choices)}"
            )
        if not self.multiple and len(picks) > 1:
            shown = ", ".join(quote(p) for p in sorted(picks)[:5])
            raise ValueError(f"response: pick one choice, not {len(picks)}: {shown}")
        missed = self.answer - picks
        wrong = frozenset(picks - self.answer)
        if self.multiple:
            correct = not missed and not wrong
        else:
            correct = bool(picks) and not wrong
            missed = frozenset() if correct else missed
        order = {c: i for i, c in enumerate(self.choices)}
        concerned = sorted(wrong, key=order.__getitem__) + sorted(missed, key=order.__getitem__)
        if wrong and self.wrong_says_answer:
            # The reason of a wrong points or score already says what the right one is.
            concerned = sorted(wrong, key=order.__getitem__)
        if not concerned:
            concerned = sorted(self.answer & picks, key=order.__getitem__)
        # Two choices may share one reason (the stronger of two cards): it is said once.
        why: list[Explanation] = []
        for c in concerned:
            said = self.reason(c)
            if said not in why:
                why.append(said)
        return Feedback(correct, frozenset(missed), wrong, tuple(why))

    def deal(self) -> Deal | None:
        """The position as a Deal (the whole table: for replaying, not for the question)."""
        return None if self.record is None else Deal.from_record(self.record)


#: At most this many picks are read from a response (an exercise has fewer choices).
MAX_PICKS = 100


def _picks(response: object) -> set[str]:
    """The picks of a response to :meth:`Exercise.check`, or TypeError naming the response."""
    if isinstance(response, str):
        return {str.__str__(response)}
    if isinstance(response, bytes | bytearray | memoryview) or not isinstance(response, Iterable):
        raise TypeError(
            f"response must be a choice (a string) or a list of choices, got"
            f" {type(response).__name__} {quote(response)}"
        )
    picks: set[str] = set()
    for at, pick in enumerate(response):
        if at >= MAX_PICKS:
            raise ValueError(f"response: more than {MAX_PICKS} picks")
        if not isinstance(pick, str):
            raise TypeError(
                f"response: pick {at + 1} must be a choice (a string), got"
                f" {type(pick).__name__} {quote(pick)}"
            )
        picks.add(str.__str__(pick))
    return picks


#: A kind's generator: (seed, level, the seeded random source) -> a new exercise.
Maker = Callable[[int, int, random.Random], Exercise]


@dataclass(frozen=True, repr=False)
class Kind:
    """A kind of exercise as its module declares it (``KIND = Kind(...)`` in
    ``unsun_lab.practice.kinds.NAME``): its ``name``, its place in the ``course`` (kinds are
    met in increasing order), the rule ids it trains and its generator."""

    name: str
    course: int
    rules: tuple[str, ...]
    make: Maker

    def __repr__(self) -> str:
        return f"<Kind {self.name}: course {self.course}, rules {' '.join(self.rules)}>"


def choice_label(ex: Exercise, choice: str, lang: str | None = None) -> str:
    """How a choice reads for a learner: a card code as is (R3), a seat, points, a score."""
    if ex.kind == "winner":
        return Explanation("R4", "seat.name", {"seat": int(choice)}).render(lang)
    if ex.kind == "combination":
        return Term(f"practice.points.{choice}").render(lang)
    if ex.kind == "score":
        a, b = choice.split(":")
        return Explanation("R29", "practice.choice.score", {"a": a, "b": b}).render(lang)
    if choice in ("declare", "pass", "partner", "opponent"):
        return Term(f"practice.choice.{choice}").render(lang)
    if choice.isdigit():  # a seat (R4)
        return Explanation("R4", "seat.name", {"seat": int(choice)}).render(lang)
    return choice


def focus(ex: Exercise) -> tuple[str, ...]:
    """The rules an exercise actually turns on: those its answer's reasons cite, among the
    rules of its kind (all of them when the reasons cite none)."""
    cited = {r for c in ex.answer for r in ex.reason(c).rules}
    found = tuple(r for r in ex.rules if r in cited)
    return found or ex.rules


T = TypeVar("T")

#: A puzzle is "near" a learner's rating within this many points (on the Elo-like scale, 200
#: points is a 76 % chance for the stronger side)...
NEAR = 150.0
#: ...and at least this many of the nearest are drawn from, wherever they lie.
NEAREST = 5


def near_rating(
    items: Sequence[T], target: float, rng: random.Random, rating_of: Callable[[T], float | None]
) -> T:
    """One of ``items`` drawn with ``rng`` among those whose rating is within ``NEAR`` of
    ``target`` (a learner's rating), or among the ``NEAREST`` nearest when fewer are; an
    item without a rating counts as rated ``target`` + ``NEAR`` (near, never first).

    >>> ratings = list(range(700, 1700, 25))
    >>> abs(near_rating(ratings, 1550, random.Random(0), float) - 1550) <= NEAR
    True
    """
    if not items:
        raise ValueError("near_rating: no item to choose from")

    def distance(item: T) -> float:
        found = rating_of(item)
        return NEAR if found is None else abs(float(found) - target)

    near = [x for x in items if distance(x) <= NEAR]
    if len(near) < min(NEAREST, len(items)):
        near = sorted(items, key=distance)[:NEAREST]
    return rng.choice(near)
