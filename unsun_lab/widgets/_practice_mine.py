"""Your own mistakes in a Practice (``Practice(mine=True)``): a session of the queue kept
beside the progress (``practice.mine``), its mistakes due asked as puzzles from seat 0's view
(R31), each first answer moving it in the Leitner boxes.
"""

from __future__ import annotations

from pathlib import Path

from unsun_lab.i18n import resolve_language, text
from unsun_lab.practice import Exercise
from unsun_lab.safe import printable


class MineSession:
    """One session of your own mistakes: the learner's ``folder``, the mistake each puzzle
    asks (``keys``, by the exercise) and what was said of the queue (``said``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.keys: dict[int, tuple[str, int]] = {}
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
                except MineError as err:
                    session.said.append(printable(err.detail)[:200])
                    continue
                made.append(ex)
                session.keys[id(ex)] = mistake.key
        except (MineError, OSError, ValueError) as err:
            session.said.append(printable(str(err))[:200])
        if not made:
            session.said.insert(0, text("practice.mine.empty", resolve_language(lang)))
        return session, made

    def answered(self, ex: Exercise, correct: bool) -> str:
        """A first answer to one of your own mistakes moves it in the Leitner boxes, once a
        session (``Mine.answered``); returns what went wrong ('' when all is well)."""
        from unsun_lab.practice.mine import Mine, MineError

        key = self.keys.pop(id(ex), None)
        if key is None:
            return ""
        try:
            Mine.answered(self.folder, key, correct)
        except (MineError, OSError, ValueError) as err:
            return printable(str(err))[:200]
        return ""
