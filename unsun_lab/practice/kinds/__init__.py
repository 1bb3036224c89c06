"""The kinds of exercise, one module each, and :func:`exercise`, which makes one of them.

Every module of this folder whose name does not start with ``_`` is a kind: it declares
``KIND = Kind(name, course, rules, make)`` (:class:`~unsun_lab.practice.base.Kind`), its
``name`` being the module's. The registry finds them here, so a new kind is one new module;
``course`` places it among the others in :data:`KINDS`.

>>> KINDS[:8]
('stronger', 'legal', 'winner', 'combination', 'score', 'best_move', 'discard', 'free')
>>> KINDS[8:]
('teams', 'dealing', 'trumps', 'declaration', 'side_cards', 'leader', 'seen')
>>> kinds_for(["R20", "R27"])
['legal', 'combination']
>>> kinds_for(["R12"])
['discard']
>>> REGISTRY["winner"]
<Kind winner: course 3, rules R24 R25 R26>
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Iterable, Mapping
from types import MappingProxyType

from unsun_lab.parallel import MAX_SEED_BITS
from unsun_lab.practice.base import Exercise, Kind, focus
from unsun_lab.practice.kinds._checkpoint import Checkpoint, CourseMap, course_map
from unsun_lab.safe import quote

__all__ = [
    "KINDS",
    "LEVELS",
    "REGISTRY",
    "RULES_OF",
    "Checkpoint",
    "CourseMap",
    "checkpoint",
    "course_map",
    "exercise",
    "kinds_for",
]


def _found() -> dict[str, Kind]:
    """Every kind of this folder, in course order."""
    kinds: list[Kind] = []
    for module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
        if module.startswith("_"):
            continue
        declared = getattr(importlib.import_module(f"{__name__}.{module}"), "KIND", None)
        if not isinstance(declared, Kind) or declared.name != module:
            raise TypeError(f"{__name__}.{module} declares no KIND = Kind({module!r}, ...)")
        kinds.append(declared)
    kinds.sort(key=lambda k: k.course)
    courses = [k.course for k in kinds]
    if len(set(courses)) != len(courses):
        raise ValueError(f"two kinds share a place in the course: {courses}")
    return {k.name: k for k in kinds}


#: Every kind by name, in the order a course meets them.
REGISTRY: Mapping[str, Kind] = MappingProxyType(_found())

#: The kinds of exercise, in the order a course meets them.
KINDS: tuple[str, ...] = tuple(REGISTRY)

#: The rule ids each kind trains.
RULES_OF: dict[str, tuple[str, ...]] = {name: k.rules for name, k in REGISTRY.items()}

#: Levels 1 (first steps) to 3 (rarer rules, more cards in play).
LEVELS: tuple[int, ...] = (1, 2, 3)


#: Kinds asked for by name only, never by a rules filter: a best-move puzzle is a question
#: of strategy, not of the rule its margin is counted in (R29).
ASKED_BY_NAME: frozenset[str] = frozenset({"best_move"})


def kinds_for(rules: Iterable[str]) -> list[str]:
    """The kinds that keep to ``rules`` (rule ids), in course order: every kind all of whose
    rules are wanted, and a kind that also trains other rules only for the wanted rules no
    such kind covers (so R12 alone asks discards, not every restricted play). Puzzles
    (:data:`ASKED_BY_NAME`) only when nothing else trains the rules."""
    wanted = set(rules)
    touching = [k for k in KINDS if wanted & set(RULES_OF[k])]
    asked = [k for k in touching if k not in ASKED_BY_NAME] or touching
    within = [k for k in asked if set(RULES_OF[k]) <= wanted]
    covered = {r for k in within for r in RULES_OF[k]}
    return [k for k in asked if k in within or (wanted & set(RULES_OF[k])) - covered]


def exercise(kind: str, seed: int, *, level: int = 1) -> Exercise:
    """A new exercise of ``kind`` (one of KINDS), the same for the same seed and level.

    ``kind`` is a kind's name (a string), ``level`` an int among LEVELS (not 1.0, not True),
    ``seed`` an int of at most ``parallel.MAX_SEED_BITS`` bits (not "1", not True); anything
    else is refused by name, the value shown in a few dozen characters at most.

    >>> exercise("legal", 1, level=1.0)
    Traceback (most recent call last):
    ...
    ValueError: level must be one of (1, 2, 3) (an int), got 1.0
    """
    if not isinstance(kind, str):
        raise TypeError(f"kind must be a string, one of {', '.join(KINDS)}; got {quote(kind)}")
    if kind not in REGISTRY:
        raise ValueError(f"unknown kind {quote(kind)}: known kinds are {', '.join(KINDS)}")
    if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
        raise ValueError(f"level must be one of {LEVELS} (an int), got {quote(level)}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an integer, got {type(seed).__name__} {quote(seed)}")
    if int.__index__(seed).bit_length() > MAX_SEED_BITS:
        raise ValueError(f"seed must have at most {MAX_SEED_BITS} bits, got {quote(seed)}")
    seed = int.__index__(seed)
    return REGISTRY[kind].make(seed, level, random.Random(f"{kind}:{level}:{seed}"))


#: How many exercises a checkpoint may draw to find its questions on exactly its rules.
_TRIES = 40


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
