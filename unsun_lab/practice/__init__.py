"""Exercises for every rule, each checked by the engine and explained rule by rule.

An :class:`Exercise` asks one question about a real position: which of two cards is stronger
(R14-R17), which cards a seat may play or discard (R12, R19-R23), which seat wins a finished
trick (R24-R26), how many points its combination moves (R27, R28), what the deal score is
(R29), or which move is clearly best (a verified puzzle). Everything is drawn from a
``random.Random(seed)``, so the same kind, seed and level give the same exercise anywhere.

A question asked from a seat holds only what that seat knows (R31): it is built from
``deal.view(seat)``. The answer comes from the engine, and :meth:`Exercise.check` says for
each card or seat concerned why it is right or wrong, citing the rule.

The package, by job: ``base`` (Exercise, Feedback, the Kind a kind declares), ``kinds`` (the
registry, :func:`exercise`, and one module per kind), ``puzzle_store`` (the shipped
puzzles), ``progress`` (progress per rule, ratings per theme, and its file), ``mine`` (your
own mistakes from the deals kept at the PlayTable, in Leitner boxes). The coach's puzzles
are made by the coach (``unsun_lab.analysis.Analysis.puzzles``); :func:`from_analysis` asks
it for them.

>>> ex = exercise("legal", 3)
>>> ex.kind, ex.multiple, 0 < len(ex.answer) < len(ex.choices)
('legal', True, True)
>>> ex.check(sorted(ex.answer)).correct
True
>>> fb = exercise("winner", 5).check(["0"])
>>> all(e.rules for e in fb.why)
True
"""

from __future__ import annotations

from unsun_lab.practice.base import Exercise, Feedback, choice_label, focus
from unsun_lab.practice.context import context
from unsun_lab.practice.kinds import KINDS, LEVELS, RULES_OF, exercise, kinds_for
from unsun_lab.practice.kinds import checkpoint as checkpoint
from unsun_lab.practice.kinds import course_map as course_map
from unsun_lab.practice.kinds.best_move import from_analysis
from unsun_lab.practice.mine import Mine, MineError
from unsun_lab.practice.progress import BOXES as BOXES
from unsun_lab.practice.progress import MAX_PROGRESS_BYTES as MAX_PROGRESS_BYTES
from unsun_lab.practice.progress import PROGRESS_FORMAT as PROGRESS_FORMAT
from unsun_lab.practice.progress import Progress, ProgressError
from unsun_lab.practice.puzzle_store import puzzles

__all__ = [
    "KINDS",
    "LEVELS",
    "RULES_OF",
    "Exercise",
    "Feedback",
    "Mine",
    "MineError",
    "Progress",
    "ProgressError",
    "choice_label",
    "context",
    "exercise",
    "focus",
    "from_analysis",
    "kinds_for",
    "puzzles",
]
