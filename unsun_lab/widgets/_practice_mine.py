"""Your own mistakes in a Practice (``Practice(mine=True)``): a session of the queue kept
beside the progress (``practice.mine``), its mistakes due asked as puzzles from seat 0's view
(R31), each saying where it comes from ("From your deal 3, move 11: you played P7"), each
first answer moving it in the Leitner boxes and counting for its themes.

A mistake is rated as the shipped puzzles are (``tools/build_puzzles.py``, ``--words``), by
``unsun_lab.players.rating``: how often the random, heuristic and search players choose a best
move from the seat's view (the random player exactly, the heuristic over 8 seeds, the search
over 3), and the Elo rating those shares fit best.
That costs three searches, about half a second on a desktop's CPython (0.4-0.75 s measured
on three mistakes), so it is done when the mistake is first shown, not for the whole queue
at once, and kept in the queue (``Mine.rated``): each mistake is rated once.
"""

from __future__ import annotations

import contextlib
import dataclasses
from pathlib import Path

from unsun_lab.explain import Explanation
from unsun_lab.i18n import resolve_language, text
from unsun_lab.practice import Exercise
from unsun_lab.safe import printable


def rate(ex: Exercise) -> int:
    """A best-move puzzle's rating, from its seat's view of the position (R31)."""
    deal = ex.deal()
    if deal is None or ex.seat is None:
        raise ValueError("only a puzzle of a position asked from a seat can be rated")
    from unsun_lab.players.rating import rating, shares  # the players load when one is rated

    return rating(shares(deal.view(ex.seat), ex.answer))


class MineSession:
    """One session of your own mistakes: the learner's ``folder``; by the puzzle's place
    among those asked, the mistake it asks (``keys``) and where it comes from
    (``origins``); the places not answered yet this session (``waiting``), and what was said
    of the queue (``said``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.keys: list[tuple[str, int]] = []
        self.origins: list[Explanation] = []
        self.waiting: set[int] = set()
        self.said: list[str] = []

    @classmethod
    def begin(
        cls, mine: bool | str | Path, folder_of_progress: Path | None, lang: str | None
    ) -> tuple[MineSession, list[Exercise]]:
        """Begin a session of your own mistakes (``practice.mine.Mine.begin_session``) and
        make those due into puzzles from seat 0's view (R31). ``mine`` is True (the folder
        ``folder_of_progress``, None: the default folder) or a folder. A kept deal that cannot
        be read is left out, and ``said`` names it and the field; an empty queue is said in
        words (and the rules questions come instead)."""
        from unsun_lab.practice.mine import DEFAULT_FOLDER, Mine, MineError

        if mine is True:
            folder = DEFAULT_FOLDER if folder_of_progress is None else folder_of_progress
        elif isinstance(mine, str | Path):
            folder = Path(mine)
        else:
            raise ValueError(f"mine must be True or a folder, got {mine!r:.40}")
        session = cls(folder)
        made: list[Exercise] = []
        try:
            queue = Mine.begin_session(folder)
            for mistake in queue.due():
                try:
                    ex = queue.exercise(mistake)
                    origin = queue.origin(mistake)
                except MineError as err:
                    session.said.append(printable(err.detail)[:200])
                    continue
                session.waiting.add(len(made))
                made.append(ex)
                session.keys.append(mistake.key)
                session.origins.append(origin)
        except (MineError, OSError, ValueError) as err:
            session.said.append(printable(str(err))[:200])
        if not made:
            session.said.insert(0, text("practice.mine.empty", resolve_language(lang)))
        return session, made

    def rated(self, place: int, ex: Exercise) -> Exercise:
        """The puzzle at ``place`` with its rating: the one kept, else rated now (:func:`rate`)
        and kept (``Mine.rated``; a queue that cannot be written rates it again next time)."""
        from unsun_lab.practice.mine import Mine, MineError

        if ex.rating is not None:
            return ex
        found = rate(ex)
        # A queue that cannot be written: the rating is used this session all the same.
        with contextlib.suppress(MineError, OSError, ValueError):
            Mine.rated(self.folder, self.keys[place], found)
        return dataclasses.replace(ex, rating=found)

    def heading(self, place: int, lang: str) -> str:
        """What the puzzle at ``place`` says before it is answered: that it is one of yours,
        from which deal and move (not what you played there: that would give one wrong
        move away)."""
        said = self.origins[place].params
        return text("practice.mine.from", lang, deal=said["deal"], move=said["move"])

    def origin(self, place: int, lang: str) -> str:
        """Where the puzzle at ``place`` comes from and what you played there."""
        return self.origins[place].render(lang)

    def answered(self, place: int, correct: bool) -> tuple[bool, str]:
        """A first answer to one of your own mistakes this session moves it in the Leitner
        boxes (``Mine.answered``). Returns whether it was the first (only then does it count
        for its themes) and what went wrong ('' when all is well)."""
        from unsun_lab.practice.mine import Mine, MineError

        if place not in self.waiting:
            return False, ""
        self.waiting.discard(place)
        try:
            Mine.answered(self.folder, self.keys[place], correct)
        except (MineError, OSError, ValueError) as err:
            return True, printable(str(err))[:200]
        return True, ""
