"""Deal records (JSON, format ``unsun-lab/deal-1``): validate, load, save.

A record is data only: it is parsed and checked, never executed. A bad one raises
RecordError naming the field, or the 1-based move number, the seat and the rule.

>>> from unsun_lab.deal import Deal
>>> deal = Deal.shuffled(seed=3)
>>> again = Deal.from_record(deal.to_record())
>>> again.state_key() == deal.state_key()
True
"""

from __future__ import annotations

import contextlib
import copy
import itertools
import json
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from unsun_lab.cards import DECK, Card, CardCodeError

if TYPE_CHECKING:
    from unsun_lab.deal import Deal

__all__ = [
    "FORMAT",
    "RecordError",
    "check_layout",
    "load_record",
    "save_record",
    "write_atomic",
]

FORMAT = "unsun-lab/deal-1"
_KNOWN = ("format", "title", "notes", "dealer", "hands", "indicator", "stock", "moves")


class RecordError(ValueError):
    """A record that cannot be loaded. ``field`` names the bad field; for a bad move,
    ``move`` is its 1-based number, ``index`` its 0-based index, with ``seat`` and ``rule``."""

    def __init__(
        self,
        message: str,
        *,
        field: str | None = None,
        move: int | None = None,
        seat: int | None = None,
        rule: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.move = move
        self.index = None if move is None else move - 1
        self.seat = seat
        self.rule = rule

    def to_dict(self) -> dict[str, Any]:
        """The error as the replay command prints it with ``--json``."""
        if self.move is None:
            return {"field": self.field, "message": self.message}
        return {
            "move": self.move,
            "index": self.index,
            "seat": self.seat,
            "rule": self.rule,
            "message": self.message,
        }


def _field_error(field: str, detail: str) -> RecordError:
    return RecordError(f"{field}: {detail}", field=field)


def _card(value: object, where: str, field: str) -> Card:
    if not isinstance(value, str):
        raise _field_error(field, f"{where}: expected a card code string, got {_kind(value)}")
    try:
        return Card.parse(value)
    except CardCodeError as err:
        raise _field_error(field, f"{where}: {err}") from None


def _kind(value: object) -> str:
    names: dict[type, str] = {dict: "an object", list: "a list", str: "a string"}
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return f"the number {value!r}"
    return names.get(type(value), type(value).__name__)


def check_layout(
    dealer: object, hands: object, indicator: object, stock: object
) -> tuple[int, tuple[tuple[Card, ...], ...], Card, tuple[Card, Card]]:
    """R4/R6/R7: a dealer seat 0–7, 8 hands of 9 cards, an indicator and 2 stock cards:
    the 75 cards, each once. Raises RecordError naming the field."""
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer <= 7:
        raise _field_error("dealer", f"expected a seat number 0-7 (R4), got {_kind(dealer)}")
    if not isinstance(hands, list | tuple) or len(hands) != 8:
        got = f"{len(hands)} entries" if isinstance(hands, list | tuple) else _kind(hands)
        raise _field_error("hands", f"expected a list of 8 hands, one per seat (R6), got {got}")
    parsed: list[tuple[Card, ...]] = []
    for seat, hand in enumerate(hands):
        if not isinstance(hand, list | tuple) or len(hand) != 9:
            got = f"{len(hand)} cards" if isinstance(hand, list | tuple) else _kind(hand)
            raise _field_error("hands", f"hands[{seat}]: expected 9 dealt cards (R6), got {got}")
        parsed.append(
            tuple(c if isinstance(c, Card) else _card(c, f"hands[{seat}]", "hands") for c in hand)
        )
    ind = indicator if isinstance(indicator, Card) else _card(indicator, "indicator", "indicator")
    if not isinstance(stock, list | tuple) or len(stock) != 2:
        got = f"{len(stock)} cards" if isinstance(stock, list | tuple) else _kind(stock)
        raise _field_error("stock", f"expected the 2 stock cards (R7), got {got}")
    stk = tuple(c if isinstance(c, Card) else _card(c, "stock", "stock") for c in stock)
    seen: dict[Card, str] = {}
    places = [(f"hands[{s}]", "hands", h) for s, h in enumerate(parsed)]
    places += [("indicator", "indicator", (ind,)), ("stock", "stock", stk)]
    for where, field, cards in places:
        for card in cards:
            if card in seen:
                raise _field_error(
                    field,
                    f"{where}: {card.code} is already in {seen[card]}: each of the 75 cards"
                    " appears once (R1)",
                )
            seen[card] = where
    assert len(seen) == len(DECK)
    return dealer, tuple(parsed), ind, (stk[0], stk[1])


def load_record(source: str | Path | dict[str, Any]) -> dict[str, Any]:
    """Read a record: a dict, JSON text, or a path to a JSON file. Only JSON is parsed."""
    if isinstance(source, dict):
        return source
    if isinstance(source, str) and source.lstrip()[:1] in ("{", "["):
        text = source
    else:
        path = Path(source)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            raise RecordError(f"record: cannot read {str(path)!r}: {err}", field="record") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise RecordError(f"record: not valid JSON: {err}", field="record") from None
    if not isinstance(data, dict):
        raise RecordError(f"record: expected a JSON object, got {_kind(data)}", field="record")
    return data


def _moves(data: dict[str, Any]) -> list[tuple[str, str | None]]:
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise _field_error("moves", f"expected a list of moves, got {_kind(moves)}")
    out: list[tuple[str, str | None]] = []
    for i, entry in enumerate(moves):
        where = f"moves[{i}] (move {i + 1})"
        if isinstance(entry, str):
            out.append((entry, None))
        elif isinstance(entry, dict):
            move, note = entry.get("move"), entry.get("note")
            extra = sorted(set(entry) - {"move", "note"})
            if not isinstance(move, str):
                raise _field_error("moves", f"{where}: 'move' must be a string, got {_kind(move)}")
            if note is not None and not isinstance(note, str):
                raise _field_error("moves", f"{where}: 'note' must be a string, got {_kind(note)}")
            if extra:
                detail = f"{where}: unknown keys {extra}: expected 'move', 'note'"
                raise _field_error("moves", detail)
            out.append((move, note))
        else:
            raise _field_error(
                "moves",
                f"{where}: expected a move string or {{'move': ..., 'note': ...}},"
                f" got {_kind(entry)}",
            )
    return out


def deal_from_record(
    source: str | Path | dict[str, Any],
    observe: Callable[[Deal, str], None] | None = None,
) -> Deal:
    """Validate a record and replay its moves. ``observe(deal, move)`` is called before each
    move is applied (the replay command uses it to list the legal moves)."""
    from unsun_lab.deal import Deal, IllegalMove

    data = load_record(source)
    fmt = data.get("format")
    if fmt != FORMAT:
        raise _field_error("format", f"expected {FORMAT!r}, got {fmt!r}")
    for key in ("dealer", "hands", "indicator", "stock"):
        if key not in data:
            raise _field_error(key, "missing")
    for key in ("title", "notes"):
        if data.get(key) is not None and not isinstance(data[key], str):
            raise _field_error(key, f"expected a string, got {_kind(data[key])}")
    moves = _moves(data)
    deal = Deal(data["dealer"], data["hands"], data["indicator"], data["stock"])
    deal.title = data.get("title")
    deal.notes = data.get("notes")
    # kept for the round trip, as a copy: later edits of ``data`` do not reach the deal
    deal.extra = copy.deepcopy({k: v for k, v in data.items() if k not in _KNOWN})
    for i, (move, note) in enumerate(moves):
        seat = deal.to_move
        if observe is not None:
            observe(deal, move)
        try:
            deal.push(move)
        except IllegalMove as err:
            raise RecordError(
                f"move {i + 1}: {err}", field="moves", move=i + 1, seat=seat, rule=err.rule
            ) from None
        if note is not None:
            deal.move_notes[i] = note
    return deal


def deal_to_record(deal: Deal) -> dict[str, Any]:
    """The record of a deal: its cards, moves and notes (format ``unsun-lab/deal-1``)."""
    record: dict[str, Any] = {"format": FORMAT}
    if deal.title is not None:
        record["title"] = deal.title
    if deal.notes is not None:
        record["notes"] = deal.notes
    moves: list[Any] = []
    for i, move in enumerate(deal.moves):
        note = deal.move_notes.get(i)
        moves.append(move if note is None else {"move": move, "note": note})
    record.update(
        dealer=deal.dealer,
        hands=[[c.code for c in hand] for hand in deal.dealt],
        indicator=deal.indicator.code,
        stock=[c.code for c in deal.stock],
        moves=moves,
    )
    record.update(copy.deepcopy(deal.extra))
    return record


def save_record(deal: Deal, path: str | Path) -> Path:
    """Write the deal's record as indented JSON (UTF-8), atomically, and return the path.

    The file is replaced only once the whole new record is on disk (:func:`write_atomic`):
    a failed save leaves the old record as it was.
    """
    text = json.dumps(deal_to_record(deal), ensure_ascii=False, indent=1, allow_nan=False)
    return write_atomic(path, text + "\n")


_temp_names = itertools.count()


def write_atomic(path: str | Path, data: str | bytes, encoding: str = "utf-8") -> Path:
    """Write ``data`` to ``path`` so that the file holds either its old content or all of the
    new one, never a part: the data goes to a temporary file in the same folder, is flushed
    and synced to disk, then the temporary file replaces ``path`` (``os.replace``). On any
    failure the temporary file is removed and the error raised; ``path`` is untouched.

    An existing file keeps its permissions; a symbolic link is written through, to its target.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     first = write_atomic(Path(folder) / "a.txt", "one")
    ...     again = write_atomic(Path(folder) / "a.txt", "two")
    ...     print(again.read_text(), sorted(p.name for p in Path(folder).iterdir()))
    two ['a.txt']
    """
    path = Path(path)
    if path.is_symlink():
        path = path.resolve()
    payload = data.encode(encoding) if isinstance(data, str) else bytes(data)
    try:
        mode: int | None = stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        mode = None
    temp, fd = _create_temp(path)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(payload)
            out.flush()
            os.fsync(out.fileno())
        if mode is not None:
            os.chmod(temp, mode)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
        raise
    _sync_folder(path.parent)
    return path


def _create_temp(path: Path) -> tuple[Path, int]:
    """A new file beside ``path``, created exclusively (honouring the umask); its name and fd."""
    while True:
        temp = path.with_name(f".{path.name}.{os.getpid()}.{next(_temp_names)}.tmp")
        try:
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
            return temp, os.open(temp, flags, 0o666)
        except FileExistsError:
            continue


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)
