"""Your own mistakes: every deal finished at the PlayTable is kept as a deal record (format
``unsun-lab/deal-1``) in the learner's folder, and the moves of seat 0 that the coach called
a mistake or a blunder form the learner's own queue, asked again from seat 0's view (R31) as
best-move puzzles (``Practice(mine=True)``).

The folder (by default ``~/.unsun-lab``, beside the progress file) holds ``deals/`` (the
records, ``deal-00001.json`` ..., the newest ``MAX_KEPT`` kept) and ``mine.json`` (format
``unsun-lab/mine-1``): the sessions so far, the deals kept and each mistake with its
position (the deal and the move's number), the values the coach gave each legal move (R29),
the moves as good as the best, the coach's words, its place in the schedule and its
``rating`` (the shipped puzzles' scale, given once it is asked: :meth:`Mine.rated`). Every file
goes through ``unsun_lab.fileio`` (bounded read, atomic write, never through a link), each
change under the queue file's lock.

The schedule is the Leitner system (Sebastian Leitner, "So lernt man lernen", 1972): five
boxes, asked every 1, 2, 4, 8 and 16 sessions (``INTERVALS``). A new mistake starts in box 1,
due at the next session; answered right it moves one box up and comes back that many
sessions later; answered wrong it goes back to box 1. A session is one
``Practice(mine=True)`` opened (:meth:`Mine.begin_session`).

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     mine = Mine.load(folder)
...     print(mine.waiting(), mine.session)
0 0
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation, Move, Term
from unsun_lab.fileio import FileRefused, locked, read_bounded, regular_or_missing, write_atomic
from unsun_lab.limits import RecordError, load_record
from unsun_lab.practice.base import Exercise
from unsun_lab.practice.puzzle_store import explanation_from_data, explanation_to_data
from unsun_lab.record import save_record
from unsun_lab.safe import quote

__all__ = [
    "DEFAULT_FOLDER",
    "INTERVALS",
    "MAX_KEPT",
    "MINE_FORMAT",
    "Mine",
    "MineError",
    "Mistake",
    "load_kept",
]

MINE_FORMAT = "unsun-lab/mine-1"
#: The learner's folder: the progress file and the deals kept live here. In the
#: browser-only site (Pyodide, ``sys.platform == "emscripten"``) the home folder is lost on
#: reload, so the deals are kept beside the notebooks, in the site's drive, which the
#: browser keeps in its own storage (JupyterLite's contents, IndexedDB).
DEFAULT_FOLDER = (
    Path.cwd() / ".unsun-lab" if sys.platform == "emscripten" else Path.home() / ".unsun-lab"
)
#: The deals kept, newest last; older ones are removed with their mistakes.
MAX_KEPT = 40
#: Sessions between two askings of a mistake in Leitner boxes 1-5.
INTERVALS = (1, 2, 4, 8, 16)
#: The queue file is refused unread beyond this size (40 deals of a few mistakes each).
MAX_QUEUE_BYTES = 2_000_000
#: The seat whose mistakes are kept: the learner's at the PlayTable.
SEAT = 0
#: The ratings a mistake may carry: the shipped puzzles' range (``tools/build_puzzles.py``).
MIN_RATING, MAX_RATING = 400, 2400
#: The coach's labels that make a move a mistake to practise.
WORTH = ("mistake", "blunder")
_NAME = re.compile(r"deal-[0-9]{5}\.json")
_MOVE = re.compile(r"declare|pass|[PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su)")


class MineError(ValueError):
    """A kept deal or queue that cannot be used: ``detail`` names the file and the field."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


@dataclass
class Mistake:
    """One of the learner's own mistakes: the kept ``deal`` (its file name) and the move's
    ``number`` (1-based, in the record's ``moves``), the coach's ``label``, the ``values``
    of each legal move (expected team margin, R29), the ``best`` moves (as good as the
    best), the coach's ``words`` by move (sentences as data), and its Leitner ``box`` and
    the session it is ``due``; ``seen`` and ``right`` count its askings; ``rating`` is its
    difficulty on the shipped puzzles' Elo scale (``Exercise.rating``), None until rated."""

    deal: str
    number: int
    label: str
    values: dict[str, float]
    best: tuple[str, ...]
    words: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    box: int = 1
    due: int = 1
    seen: int = 0
    right: int = 0
    rating: int | None = None

    @property
    def key(self) -> tuple[str, int]:
        return (self.deal, self.number)

    @property
    def deal_number(self) -> int:
        """The kept deal's number in the learner's folder (``deal-00003.json``: 3)."""
        return int(self.deal[5:10])

    @classmethod
    def of_exercise(cls, deal: str, ex: Exercise, label: str, due: int) -> Mistake:
        """The mistake a coach's puzzle (``Analysis.puzzles``: seeded by the decision's move
        number, its reasons holding each move's value) stands for."""
        values = {}
        for move, why in ex.reasons:
            value: Any = why.params.get("value")
            values[move] = float(getattr(value, "value", value))  # a Number, or a float
        words = {m: [explanation_to_data(_storable(e)) for e in lines] for m, lines in ex.words}
        best = tuple(c for c in ex.choices if c in ex.answer)
        return cls(deal, ex.seed, label, values, best, words, 1, due)

    def to_dict(self) -> dict[str, Any]:
        return {
            "deal": self.deal,
            "number": self.number,
            "label": self.label,
            "values": {m: round(v, 4) for m, v in self.values.items()},
            "best": list(self.best),
            "words": self.words,
            "box": self.box,
            "due": self.due,
            "seen": self.seen,
            "right": self.right,
            "rating": self.rating,
        }


@dataclass
class Mine:
    """The learner's own queue, as the folder holds it (:meth:`load`)."""

    folder: Path
    session: int = 0
    next_number: int = 1
    deals: list[str] = field(default_factory=list)
    items: list[Mistake] = field(default_factory=list)

    @property
    def path(self) -> Path:
        return self.folder / "mine.json"

    @property
    def deals_folder(self) -> Path:
        return self.folder / "deals"

    # -- reading and writing ------------------------------------------------------------

    @classmethod
    def load(cls, folder: str | Path) -> Mine:
        """The queue kept in ``folder`` (none yet: an empty one). Raises MineError naming the
        file and the field of anything that is not a queue."""
        folder = Path(folder)
        path = folder / "mine.json"
        try:
            if regular_or_missing(path) is None:
                return cls(folder)
            raw = read_bounded(path, MAX_QUEUE_BYTES)
        except FileNotFoundError:
            return cls(folder)
        except FileRefused as err:
            raise MineError(str(err)) from None
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError) as err:
            raise MineError(f"mine.json: not JSON: {quote(str(err), 100)}") from None
        return cls._from_dict(folder, data)

    @classmethod
    def _from_dict(cls, folder: Path, data: Any) -> Mine:
        where = "mine.json"
        if not isinstance(data, dict) or data.get("format") != MINE_FORMAT:
            got = data.get("format") if isinstance(data, dict) else data
            raise MineError(f"{where}: format: expected {MINE_FORMAT!r}, got {quote(got, 40)}")
        if set(data) != {"format", "session", "next", "deals", "items"}:
            raise MineError(
                f"{where}: expected the keys 'format', 'session', 'next', 'deals', 'items',"
                f" got {sorted(map(str, data))}"
            )
        session, number = (
            _count(data["session"], f"{where}: session"),
            _count(data["next"], f"{where}: next"),
        )
        deals = data["deals"]
        if not isinstance(deals, list) or len(deals) > MAX_KEPT:
            raise MineError(f"{where}: deals: expected a list of at most {MAX_KEPT} names")
        for name in deals:
            if not isinstance(name, str) or not _NAME.fullmatch(name):
                raise MineError(f"{where}: deals: {quote(name, 30)} is not a kept deal's name")
        items = data["items"]
        if not isinstance(items, list):
            raise MineError(f"{where}: items: expected a list")
        found = [_mistake(entry, f"{where}: items[{i}]", deals) for i, entry in enumerate(items)]
        return cls(folder, session, max(1, number), list(deals), found)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": MINE_FORMAT,
            "session": self.session,
            "next": self.next_number,
            "deals": list(self.deals),
            "items": [m.to_dict() for m in self.items],
        }

    def _write(self) -> None:
        write_atomic(self.path, json.dumps(self.to_dict(), ensure_ascii=False, indent=1) + "\n")

    def _folder_ready(self) -> None:
        for folder in (self.folder, self.deals_folder):
            if folder.is_symlink() or (folder.exists() and not folder.is_dir()):
                raise MineError(f"{folder}: not a folder (a link or a file): nothing is kept")
            folder.mkdir(parents=True, exist_ok=True)

    # -- what the PlayTable and the Practice ask -----------------------------------------

    @classmethod
    def keep(
        cls,
        folder: str | Path,
        deal: Deal,
        puzzles: Sequence[tuple[Exercise, str]] | None = None,
        name: str | None = None,
    ) -> str:
        """Keep a finished ``deal`` (its record, ``name`` when it was kept already) and the
        coach's ``puzzles`` of it (each a best-move puzzle of seat 0's and the coach's label;
        None: not judged yet), due at the next session; the oldest deals beyond ``MAX_KEPT``
        go, with their mistakes. Returns the deal's name."""
        folder = Path(folder)
        probe = cls(folder)
        probe._folder_ready()
        with locked(probe.path):
            mine = cls.load(folder)
            if name is None or name not in mine.deals:
                name = f"deal-{mine.next_number:05d}.json"
                mine.next_number += 1
                try:
                    save_record(deal, mine.deals_folder / name, replace=False)
                except (RecordError, FileRefused) as err:
                    raise MineError(f"{name}: {err}") from None
                mine.deals.append(name)
            known = {m.key for m in mine.items}
            for ex, label in puzzles or ():
                if label in WORTH and ex.seat == SEAT and (name, ex.seed) not in known:
                    mine.items.append(Mistake.of_exercise(name, ex, label, mine.session + 1))
            mine._prune()
            mine._write()
        return name

    def _prune(self) -> None:
        """Remove the oldest kept deals beyond ``MAX_KEPT``, their files and mistakes."""
        while len(self.deals) > MAX_KEPT:
            gone = self.deals.pop(0)
            self.items = [m for m in self.items if m.deal != gone]
            path = self.deals_folder / gone
            try:
                if regular_or_missing(path) is not None:
                    path.unlink()
            except (FileRefused, OSError):
                pass  # a link or a folder there is no record of ours: left alone

    @classmethod
    def begin_session(cls, folder: str | Path) -> Mine:
        """A new session (a ``Practice(mine=True)`` opened): counted in the file; returns
        the queue, whose :meth:`due` are asked now."""
        folder = Path(folder)
        probe = cls(folder)
        if not probe.path.exists():
            return cls.load(folder)
        with locked(probe.path):
            mine = cls.load(folder)
            mine.session += 1
            mine._write()
        return mine

    def due(self) -> list[Mistake]:
        """The mistakes to ask in this session: due now, the lowest box first, then the
        oldest."""
        order = {n: i for i, n in enumerate(self.deals)}
        ready = [m for m in self.items if m.due <= self.session]
        return sorted(ready, key=lambda m: (m.box, order.get(m.deal, 0), m.number))

    def waiting(self) -> int:
        """How many mistakes the next session will ask."""
        return sum(m.due <= self.session + 1 for m in self.items)

    @classmethod
    def answered(cls, folder: str | Path, key: tuple[str, int], correct: bool) -> Mine:
        """A mistake answered (its first try of the session): right moves it one box up, to
        come back ``INTERVALS[box]`` sessions later; wrong puts it back in box 1."""
        folder = Path(folder)
        with locked(cls(folder).path):
            mine = cls.load(folder)
            for m in mine.items:
                if m.key == tuple(key):
                    m.seen += 1
                    m.right += int(correct)
                    m.box = min(len(INTERVALS), m.box + 1) if correct else 1
                    m.due = mine.session + INTERVALS[m.box - 1]
            mine._write()
        return mine

    @classmethod
    def rated(cls, folder: str | Path, key: tuple[str, int], rating: int) -> Mine:
        """A mistake's ``rating`` kept (``MIN_RATING``-``MAX_RATING``), so it is rated once."""
        if isinstance(rating, bool) or not isinstance(rating, int):
            raise ValueError(f"rating must be an int, got {quote(rating, 20)}")
        if not MIN_RATING <= rating <= MAX_RATING:
            raise ValueError(f"rating must be {MIN_RATING}-{MAX_RATING}, got {rating}")
        folder = Path(folder)
        with locked(cls(folder).path):
            mine = cls.load(folder)
            for m in mine.items:
                if m.key == tuple(key):
                    m.rating = rating
            mine._write()
        return mine

    def origin(self, mistake: Mistake) -> Explanation:
        """Where the mistake comes from, in words: the kept deal's number, the move's and
        what the learner played there ("From your deal 3, move 11: you played P7"; a
        declaration: "you declared", "you passed", R11). Raises MineError as
        :meth:`exercise` does."""
        record = load_kept(self.deals_folder / mistake.deal)
        moves = list(record["moves"])
        if mistake.number > len(moves):
            where = f"{mistake.deal}: moves[{mistake.number}]"
            raise MineError(f"{where}: the record holds only {len(moves)} moves")
        played = str(moves[mistake.number - 1])
        said = {"deal": mistake.deal_number, "move": mistake.number}
        if played in ("declare", "pass"):
            return Explanation("R11", f"practice.mine.origin_{played}", said)
        return Explanation(None, "practice.mine.origin", {**said, "card": played})

    def exercise(self, mistake: Mistake) -> Exercise:
        """The mistake as a best-move puzzle asked from seat 0's view of the position before
        the move (R31), with the coach's words. A kept record that cannot be read, or that
        does not hold this position, raises MineError naming the file and the field."""
        from unsun_lab.practice.kinds.best_move import puzzle_exercise

        record = load_kept(self.deals_folder / mistake.deal)
        moves = list(record["moves"])
        where = f"{mistake.deal}: moves[{mistake.number}]"
        if mistake.number > len(moves):
            raise MineError(f"{where}: the record holds only {len(moves)} moves")
        before = dict(record, moves=moves[: mistake.number - 1])
        deal = Deal.from_record(before)
        if deal.over or deal.to_move != SEAT:
            raise MineError(f"{where}: seat {SEAT} is not the seat to move there")
        legal = list(deal.legal_moves())
        if set(legal) != set(mistake.values) or not set(mistake.best) <= set(legal):
            raise MineError(f"{where}: the moves judged are not the legal moves ({legal})")
        ex = puzzle_exercise(
            mistake.number,
            3,
            before,
            SEAT,
            dict(mistake.values),
            set(mistake.best),
            rating=mistake.rating,
        )
        words = tuple(
            (m, tuple(explanation_from_data(e) for e in mistake.words.get(m, ())))
            for m in ex.choices
        )
        return dataclasses.replace(ex, words=words) if any(w for _, w in words) else ex


def _storable(e: Explanation) -> Explanation:
    """The sentence with each move named as the stored sentences name it: a card by its code
    (R3), the declaration's moves by their catalogue words (``move.declare``), as ``Move``
    renders them."""

    def plain(value: Any) -> Any:
        if isinstance(value, Move):
            return Term(f"move.{value.move}") if value.move in ("declare", "pass") else value.move
        if isinstance(value, Explanation):
            return _storable(value)
        if isinstance(value, list | tuple):
            return [plain(v) for v in value]
        return value

    return Explanation(e.rule, e.key, {k: plain(v) for k, v in e.params.items()})


def load_kept(path: str | Path) -> dict[str, Any]:
    """A kept deal record, read strictly (``limits.load_record``: through ``fileio``,
    bounded, never through a link) and replayed (``Deal.from_record``). Raises MineError
    naming the file and the field."""
    path = Path(path)
    try:
        record = load_record(path)
        Deal.from_record(record)
    except RecordError as err:
        raise MineError(f"{path.name}: {err}") from None
    except (FileRefused, OSError) as err:
        raise MineError(f"{path.name}: {quote(str(err), 200)}") from None
    return record


def _count(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 10**9:
        raise MineError(f"{where}: expected a count, got {quote(value, 20)}")
    return value


def _mistake(entry: Any, where: str, deals: Iterable[str]) -> Mistake:
    """One queued mistake, checked field by field (MineError naming the field)."""
    keys = {"deal", "number", "label", "values", "best", "words", "box", "due", "seen", "right"}
    # A queue written before the mistakes were rated has no "rating": read as not rated yet.
    if not isinstance(entry, dict) or set(entry) - {"rating"} != keys:
        raise MineError(f"{where}: expected the keys {', '.join(sorted(keys))} (and rating)")
    rating = entry.get("rating")
    if rating is not None and not (
        isinstance(rating, int)
        and not isinstance(rating, bool)
        and MIN_RATING <= rating <= MAX_RATING
    ):
        raise MineError(
            f"{where}.rating: expected a rating {MIN_RATING}-{MAX_RATING}, got {quote(rating, 20)}"
        )
    if entry["deal"] not in set(deals):
        raise MineError(f"{where}.deal: {quote(entry['deal'], 30)} is not a kept deal")
    number = _count(entry["number"], f"{where}.number")
    if not 1 <= number <= 80:
        raise MineError(f"{where}.number: expected a move number 1-80, got {number}")
    if entry["label"] not in WORTH:
        raise MineError(f"{where}.label: expected one of {', '.join(WORTH)}")
    values = entry["values"]
    if not isinstance(values, dict) or not 0 < len(values) <= 20:
        raise MineError(f"{where}.values: expected the value of each legal move")
    for move, value in values.items():
        if not isinstance(move, str) or not _MOVE.fullmatch(move):
            raise MineError(f"{where}.values: {quote(move, 20)} is not a move")
        ok = isinstance(value, int | float) and not isinstance(value, bool)
        if not ok or not math.isfinite(value) or abs(value) > 1000:
            raise MineError(f"{where}.values.{move}: expected a number, got {quote(value, 20)}")
    best = entry["best"]
    if not isinstance(best, list) or not best or not set(best) <= set(values):
        raise MineError(f"{where}.best: expected moves among the values")
    words = entry["words"]
    if not isinstance(words, dict) or not set(words) <= set(values):
        raise MineError(f"{where}.words: expected sentences by move")
    for move, lines in words.items():
        if not isinstance(lines, list) or len(lines) > 8:
            raise MineError(f"{where}.words.{move}: expected a list of sentences")
        for line in lines:
            try:
                explanation_from_data(line)
            except (KeyError, TypeError, ValueError, StopIteration):
                raise MineError(f"{where}.words.{move}: not a stored sentence") from None
    box = _count(entry["box"], f"{where}.box")
    if not 1 <= box <= len(INTERVALS):
        raise MineError(f"{where}.box: expected a Leitner box 1-{len(INTERVALS)}, got {box}")
    seen, right = _count(entry["seen"], f"{where}.seen"), _count(entry["right"], f"{where}.right")
    if right > seen:
        raise MineError(f"{where}.right: more than seen")
    return Mistake(
        entry["deal"],
        number,
        entry["label"],
        {m: float(v) for m, v in values.items()},
        tuple(best),
        {m: list(ls) for m, ls in words.items()},
        box,
        _count(entry["due"], f"{where}.due"),
        seen,
        right,
        rating,
    )
