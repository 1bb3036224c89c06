"""Which exercise a Practice asks next and which rows its progress shows: the rules question
of the rule a new learner knows least, the puzzle near the learner's rating (in a theme asked
for, or in the level's band), the shipped puzzles of the themes asked for, and the progress
row's rules and themes with what to work on. Plain functions of the progress and the choices
made.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from unsun_lab.i18n import text
from unsun_lab.practice import KINDS, RULES_OF, Exercise, Progress, exercise, focus, puzzles
from unsun_lab.practice.base import near_rating
from unsun_lab.practice.kinds.best_move import stored_exercise
from unsun_lab.practice.progress import START_RATING
from unsun_lab.principles import PRINCIPLES

#: The rules of a deal a learner must know before puzzles come unasked: every rule from the
#: declaration to the transfer (R12-R28) that a level-1 question turns on (``focus``), each
#: at Leitner box 2 or higher (``Progress.knows``), in the order the course meets them.
#: R21 is asked from level 3 on and R24 only inside other questions, so they wait.
DEAL_RULES: tuple[str, ...] = (
    "R14", "R15", "R16", "R17", "R12", "R19", "R20", "R23", "R25", "R26", "R27", "R28", "R22",
)  # fmt: skip

#: The puzzles' kind, which comes to a new learner only when asked or once DEAL_RULES are known.
PUZZLE = "best_move"

#: The rules a kind trains in a practice (those chosen among its rules, else all of them).
Trains = Callable[[str], list[str]]


def trains(kind: str, chosen: Sequence[str] | None) -> list[str]:
    """The rules ``kind`` trains among the ``chosen`` rules (None: all; none chosen of it:
    all of its rules)."""
    rules = RULES_OF[kind]
    return [r for r in rules if chosen is None or r in chosen] or list(rules)


def least_known(
    progress: Progress, kinds: Sequence[str], on: set[str], trained: Trains, level: int, seed: int
) -> Exercise:
    """A new learner's rules question: of a kind that trains the rule known least
    (``Progress.least_known`` over ``DEAL_RULES`` and the kinds on), at the level (1
    unless chosen), and
    turning on that rule where one of a few seeds gives such a question."""
    on_kinds = [k for k in kinds if k in on and k != PUZZLE] or [k for k in kinds if k != PUZZLE]
    rules = [r for k in on_kinds for r in trained(k) if r in DEAL_RULES] or [
        r for k in on_kinds for r in trained(k)
    ]
    drawn = random.Random(seed)
    rule = progress.least_known(rules)  # a tie: the first the course meets
    trains_it = [k for k in on_kinds if rule in trained(k)]
    first = found = exercise(trains_it[0], seed, level=level)
    for n in range(24):  # a few seeds, of each kind that trains it: most turn on it often
        if rule in focus(found):
            return found
        found = exercise(trains_it[n % len(trains_it)], drawn.getrandbits(31), level=level)
    return found if rule in focus(found) else first


def near_learner(
    progress: Progress, theme_ids: Sequence[str], level: int, rng: random.Random, seed: int
) -> Exercise:
    """A puzzle near the learner's rating (``practice.base.near_rating``): of a theme
    asked for, near the learner's rating in it; else of the level's band, near the
    learner's mean rating over the themes practised."""
    from unsun_lab.practice.kinds.best_move import _LEVEL_LEADS

    if theme_ids:
        theme = rng.choice(list(theme_ids))
        pool = list(puzzles(theme))
        target = progress.rating(theme)
    else:
        low, high = _LEVEL_LEADS[level]
        pool = [p for p in puzzles() if low <= p["margin"] < high] or list(puzzles())
        seen = [t for t, e in progress.themes.items() if e["seen"]]
        target = sum(progress.rating(t) for t in seen) / len(seen) if seen else START_RATING
    chosen = near_rating(pool, target, rng, lambda p: p.get("rating"))
    return stored_exercise(chosen, seed, level)


def shown_rules(kinds: Sequence[str], trained: Trains) -> list[str]:
    """The rules of the progress row: those of the rules questions (puzzles are shown
    by theme, :func:`shown_themes`)."""
    found: dict[str, None] = {}
    for k in kinds:
        if k == PUZZLE:
            continue
        for r in trained(k):
            found[r] = None
    return sorted(found, key=lambda r: int(r[1:]))


def shown_themes(kinds: Sequence[str], theme_ids: Sequence[str], progress: Progress) -> list[str]:
    """The themes of the progress row: those asked for, else those practised, when
    puzzles are among the kinds."""
    if PUZZLE not in kinds:
        return []
    if theme_ids:
        return list(theme_ids)
    return [t for t in PRINCIPLES if progress.themes.get(t, {}).get("seen")]


def themes_row(progress: Progress, shown: Sequence[str], lang: str) -> dict[str, Any]:
    """The progress row's part for puzzles: each theme's title, rating (rounded), seen and
    right; and what to work on: the weakest themes practised (``Progress.weakest``)."""
    cells = []
    for t in shown:
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
    weakest = [t for t in progress.weakest(2) if t in shown]
    titles = [PRINCIPLES[t].title.render(lang) for t in weakest]
    work_on = ""
    if len(titles) == 1:
        work_on = text("practice.ui.work_on", lang, theme=titles[0])
    elif titles:
        work_on = text("practice.ui.work_on_two", lang, theme=titles[0], then=titles[1])
    return {"themes": cells, "work_on": work_on, "work_on_ids": weakest}


def theme_pool(themes: Iterable[str] | None) -> list[dict[str, Any]]:
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


def theme_ids(themes: Iterable[str] | None) -> list[str]:
    """The theme ids asked for, each once, in the order given (checked by :func:`theme_pool`)."""
    if themes is None:
        return []
    return list(dict.fromkeys([themes] if isinstance(themes, str) else themes))


def trained_rules() -> list[str]:
    return sorted({r for k in KINDS for r in RULES_OF[k]}, key=lambda r: int(r[1:]))
