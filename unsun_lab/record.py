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
import math
import os
import re
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from unsun_lab.cards import DECK, Card, CardCodeError
from unsun_lab.explain import Explanation
from unsun_lab.safe import quote

if TYPE_CHECKING:
    from unsun_lab.deal import Deal

__all__ = [
    "FORMAT",
    "MAX_DEPTH",
    "MAX_INT_DIGITS",
    "MAX_RECORD_BYTES",
    "MAX_STRING",
    "RecordError",
    "check_layout",
    "load_record",
    "parse_json",
    "save_record",
    "write_atomic",
]

FORMAT = "unsun-lab/deal-1"
_KNOWN = ("format", "title", "notes", "dealer", "hands", "indicator", "stock", "moves")


def Said(key: str, /, **params: object) -> Explanation:
    """A catalogue sentence (key ``record.*``) with its parameters and no rule id: an
    :class:`~unsun_lab.explain.Explanation`, the one message class. A parameter may itself
    be a sentence.

    >>> Said("record.field", field="dealer", detail=Said("record.missing")).render("cs")
    'dealer: chybí'
    """
    return Explanation(None, key, params)


class RecordError(ValueError):
    """A record that cannot be loaded. ``field`` names the bad field; for a bad move,
    ``move`` is its 1-based number, ``index`` its 0-based index, with ``seat`` and ``rule``.

    ``message`` is English; :meth:`render` gives the same refusal in another language where
    the catalogue has it (the field, the move number and the rule stay as data).
    """

    def __init__(
        self,
        message: str | Explanation,
        *,
        field: str | None = None,
        move: int | None = None,
        seat: int | None = None,
        rule: str | None = None,
    ) -> None:
        #: The refusal as data (an Explanation), to render in any language; None when it
        #: was given as an English string.
        self.said = message if isinstance(message, Explanation) else None
        if isinstance(message, Explanation):
            message = message.render("en")
        super().__init__(message)
        self.message = message
        self.field = field
        self.move = move
        self.index = None if move is None else move - 1
        self.seat = seat
        self.rule = rule

    def render(self, lang: str | None = "en") -> str:
        """The refusal in ``lang`` (None: the process's language); English is ``message``."""
        return self.message if self.said is None else self.said.render(lang)

    def to_dict(self, lang: str | None = "en") -> dict[str, Any]:
        """The error as the replay command prints it with ``--json`` (message in ``lang``)."""
        message = self.render(lang)
        if self.move is None:
            return {"field": self.field, "message": message}
        return {
            "move": self.move,
            "index": self.index,
            "seat": self.seat,
            "rule": self.rule,
            "message": message,
        }


def _field_error(field: str, detail: str | Explanation) -> RecordError:
    if isinstance(detail, str):
        return RecordError(f"{field}: {detail}", field=field)
    return RecordError(Said("record.field", field=field, detail=detail), field=field)


def _at(where: str, detail: Explanation) -> Explanation:
    return Said("record.where", where=where, detail=detail)


def _card(value: object, where: str, field: str) -> Card:
    if not isinstance(value, str):
        raise _field_error(field, _at(where, Said("record.card_type", got=_kind(value))))
    try:
        return Card.parse(value)
    except CardCodeError:
        raise _field_error(field, _at(where, Said("card.bad_code", text=quote(value)))) from None


def _kind(value: object) -> Explanation | str:
    """What a value is, for a refusal: 'a list', 'the number 3' (a Python type's name else)."""
    names: dict[type, str] = {dict: "object", list: "list", str: "string"}
    if value is None:
        return Said("record.kind.null")
    if isinstance(value, bool):
        return Said("record.kind.boolean")
    if isinstance(value, int | float):
        return Said("record.kind.number", value=quote(value))
    if type(value) in names:
        return Said(f"record.kind.{names[type(value)]}")
    return type(value).__name__


def check_layout(
    dealer: object, hands: object, indicator: object, stock: object
) -> tuple[int, tuple[tuple[Card, ...], ...], Card, tuple[Card, Card]]:
    """R4/R6/R7: a dealer seat 0–7, 8 hands of 9 cards, an indicator and 2 stock cards:
    the 75 cards, each once. Raises RecordError naming the field."""
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer <= 7:
        raise _field_error("dealer", Said("record.dealer", got=_kind(dealer)))
    if not isinstance(hands, list | tuple) or len(hands) != 8:
        got = (
            Said("record.entries", count=len(hands))
            if isinstance(hands, list | tuple)
            else _kind(hands)
        )
        raise _field_error("hands", Said("record.hands", got=got))
    parsed: list[tuple[Card, ...]] = []
    for seat, hand in enumerate(hands):
        if not isinstance(hand, list | tuple) or len(hand) != 9:
            got = (
                Said("record.cards", count=len(hand))
                if isinstance(hand, list | tuple)
                else _kind(hand)
            )
            raise _field_error("hands", _at(f"hands[{seat}]", Said("record.hand", got=got)))
        parsed.append(
            tuple(c if isinstance(c, Card) else _card(c, f"hands[{seat}]", "hands") for c in hand)
        )
    ind = indicator if isinstance(indicator, Card) else _card(indicator, "indicator", "indicator")
    if not isinstance(stock, list | tuple) or len(stock) != 2:
        got = (
            Said("record.cards", count=len(stock))
            if isinstance(stock, list | tuple)
            else _kind(stock)
        )
        raise _field_error("stock", Said("record.stock", got=got))
    stk = tuple(c if isinstance(c, Card) else _card(c, "stock", "stock") for c in stock)
    seen: dict[Card, str] = {}
    places = [(f"hands[{s}]", "hands", h) for s, h in enumerate(parsed)]
    places += [("indicator", "indicator", (ind,)), ("stock", "stock", stk)]
    for where, field, cards in places:
        for card in cards:
            if card in seen:
                twice = Said("record.card_twice", card=card.code, place=seen[card])
                raise _field_error(field, _at(where, twice))
            seen[card] = where
    assert len(seen) == len(DECK)
    return dealer, tuple(parsed), ind, (stk[0], stk[1])


#: A record file holds at most this many bytes (a real record is about 2 KB).
MAX_RECORD_BYTES = 1_000_000
#: Arrays and objects nest at most this deep (a real record: 3).
MAX_DEPTH = 32
#: A string (a title, a note, a key) holds at most this many characters.
MAX_STRING = 100_000
#: An integer has at most this many digits.
MAX_INT_DIGITS = 20

_BOM = "\ufeff"
# A JSON string (skipped) or a bracket (counted), to measure nesting before parsing.
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


def load_record(source: str | Path | bytes | dict[str, Any]) -> dict[str, Any]:
    """Read a record: a dict, JSON text (leading whitespace or a BOM allowed), UTF-8 bytes,
    or the path of a regular file of at most MAX_RECORD_BYTES. Only JSON is parsed, and
    strictly: duplicate keys, NaN and Infinity, nesting deeper than MAX_DEPTH, strings longer
    than MAX_STRING and integers of more than MAX_INT_DIGITS digits are refused, as is a value
    that is not JSON data in a dict. Raises RecordError naming the field.

    >>> load_record('\\ufeff {"format": "unsun-lab/deal-1"}')
    {'format': 'unsun-lab/deal-1'}
    >>> load_record('{"dealer": 0, "dealer": 1}')
    Traceback (most recent call last):
    ...
    unsun_lab.record.RecordError: dealer: the key 'dealer' appears twice in one object
    """
    if isinstance(source, dict):
        _check_data(source, strict_known=False)
        return source
    if isinstance(source, bytes | bytearray):
        data = parse_json(_decode(bytes(source)))
    elif isinstance(source, str) and _json_text(source):
        data = parse_json(source)
    elif isinstance(source, str | os.PathLike):
        data = parse_json(_read_bounded(source))
    else:
        raise RecordError(Said("record.not_a_source", got=_kind(source)), field="record")
    if not isinstance(data, dict):
        raise RecordError(Said("record.not_an_object", got=_kind(data)), field="record")
    return data


def _json_text(source: str) -> bool:
    """Whether a string is JSON text rather than a path: its first visible character is a
    bracket (after a BOM and whitespace), or it is too long to be a path."""
    head = source[:4096].removeprefix(_BOM).lstrip()
    return head[:1] in ("{", "[") or len(source) > 4096


def parse_json(text: str) -> Any:
    """Parse JSON text with the limits of :func:`load_record`; a refused value is reported
    by the field it is in. Raises RecordError."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(
            f"record: the text holds {len(text)} characters; a record holds at most"
            f" {MAX_RECORD_BYTES}",
            field="record",
        )
    text = text.removeprefix(_BOM)
    depth = 0
    for token in _TOKENS.finditer(text):
        bracket = token.group()
        if bracket in ("[", "{"):
            depth += 1
            if depth > MAX_DEPTH:
                raise RecordError(
                    f"record: arrays and objects nest deeper than {MAX_DEPTH} levels"
                    f" (at character {token.start()})",
                    field="record",
                )
        elif bracket in ("]", "}"):
            depth -= 1
    try:
        data = json.loads(
            text,
            object_pairs_hook=_object,
            parse_int=_integer,
            parse_float=_float,
            parse_constant=_Refused.constant,
        )
    except json.JSONDecodeError as err:
        raise RecordError(
            f"record: not valid JSON: {err.msg} (line {err.lineno}, column {err.colno})",
            field="record",
        ) from None
    except (RecursionError, ValueError) as err:  # the scan above should make these impossible
        raise RecordError(f"record: not valid JSON: {quote(str(err))}", field="record") from None
    _check_data(data, strict_known=True)
    return data


class _Refused:
    """A value the JSON parser met that a record may not hold; reported with its field by
    :func:`_check_data`, once the parser is done."""

    __slots__ = ("detail",)

    def __init__(self, detail: str) -> None:
        self.detail = detail

    @classmethod
    def constant(cls, name: str) -> _Refused:
        return cls(f"{name} is not a number a record may hold (JSON has no NaN or Infinity)")


def _object(pairs: list[tuple[str, Any]]) -> dict[Any, Any]:
    out: dict[Any, Any] = {}
    for key, value in pairs:
        if key in out:
            out[_Refused(f"the key {quote(key)} appears twice in one object")] = key
        out[key] = value
    return out


def _integer(digits: str) -> int | _Refused:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        return _Refused(
            f"an integer of {len(digits.lstrip('-'))} digits; a record's integers have at most"
            f" {MAX_INT_DIGITS}"
        )
    return int(digits)


def _float(literal: str) -> float | _Refused:
    value = float(literal) if len(literal) <= 64 else math.inf
    if not math.isfinite(value):
        return _Refused(f"the number {quote(literal, 20)} is out of range (or too long)")
    return value


def _check_data(data: Any, *, strict_known: bool) -> None:
    """Walk the record: JSON data only, within the limits. The known fields of a dict may
    hold Card objects (check_layout reads them); the unknown ones hold JSON data only."""
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(data, ())]
    while stack:
        value, path = stack.pop()
        if len(path) > MAX_DEPTH:
            raise _path_error(path, f"arrays and objects nest deeper than {MAX_DEPTH} levels")
        if isinstance(value, _Refused):
            raise _path_error(path, value.detail)
        if value is None or isinstance(value, bool):
            continue
        if isinstance(value, str):
            if len(value) > MAX_STRING:
                raise _path_error(
                    path,
                    f"a string of {len(value)} characters; a record's strings hold at most"
                    f" {MAX_STRING}",
                )
        elif isinstance(value, int):
            if value.bit_length() > 4 * MAX_INT_DIGITS or len(str(abs(value))) > MAX_INT_DIGITS:
                detail = f"{quote(value)}: a record's integers have at most {MAX_INT_DIGITS} digits"
                raise _path_error(path, detail)
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise _path_error(path, f"{value!r} is not a number JSON can hold")
        elif isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, _Refused):
                    raise _path_error((*path, str(item)), key.detail)
                if not isinstance(key, str):
                    raise _path_error(path, f"the key {quote(key)} is not a string")
                if len(key) > MAX_STRING:
                    raise _path_error(path, f"a key of {len(key)} characters")
                stack.append((item, (*path, key)))
        elif isinstance(value, list | tuple):
            stack.extend((item, (*path, i)) for i, item in enumerate(value))
        elif isinstance(value, Card) and not strict_known and path and path[0] in _KNOWN:
            continue
        else:
            raise _path_error(path, f"a value of type {type(value).__name__} is not JSON data")


def _path_error(path: tuple[str | int, ...], detail: str) -> RecordError:
    """A RecordError naming the top-level field (and the move) where ``detail`` was found."""
    if not path or not isinstance(path[0], str):
        return RecordError(f"record: {detail}", field="record")
    field = path[0]
    where = "".join(f"[{p}]" if isinstance(p, int) else f".{_key_shown(p)}" for p in path[1:4])
    if len(path) > 4:
        where += "…"
    if field == "moves" and len(path) > 1 and isinstance(path[1], int):
        where += f" (move {path[1] + 1})"
    location = f"{_key_shown(field)}{where}" if where else ""
    prefix = f"{location}: " if location else ""
    return _field_error(field if len(field) <= 40 else "record", prefix + detail)


def _key_shown(key: str) -> str:
    return key if key.isidentifier() and len(key) <= 40 else quote(key, 40)


def _decode(raw: bytes) -> str:
    try:
        return raw.decode("utf-8").removeprefix(_BOM)
    except UnicodeDecodeError as err:
        raise RecordError(
            f"record: not UTF-8 text (byte {err.start} is {raw[err.start]:#04x})", field="record"
        ) from None


def _read_bounded(source: str | os.PathLike[str]) -> str:
    """The text of a regular file of at most MAX_RECORD_BYTES, read without ever holding
    more: a folder, a FIFO, a device are refused before a byte is read."""
    shown = quote(os.fspath(source))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(source, flags | getattr(os, "O_NOCTTY", 0))
    except (OSError, ValueError) as err:
        reason = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
        raise RecordError(f"record: cannot read {shown}: {reason}", field="record") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RecordError(
                f"record: {shown} is {_file_kind(info.st_mode)}, not a regular file",
                field="record",
            )
        if info.st_size > MAX_RECORD_BYTES:
            raise RecordError(
                f"record: {shown} holds {info.st_size} bytes; a record file holds at most"
                f" {MAX_RECORD_BYTES}",
                field="record",
            )
        chunks: list[bytes] = []
        size = 0
        while size <= MAX_RECORD_BYTES:
            chunk = os.read(fd, MAX_RECORD_BYTES + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > MAX_RECORD_BYTES:  # it grew while being read
            raise RecordError(
                f"record: {shown} holds more than {MAX_RECORD_BYTES} bytes", field="record"
            )
    except OSError as err:
        raise RecordError(f"record: cannot read {shown}: {err.strerror}", field="record") from None
    finally:
        os.close(fd)
    return _decode(b"".join(chunks))


def _file_kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _moves(data: dict[str, Any]) -> list[tuple[str, str | None]]:
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise _field_error("moves", Said("record.moves", got=_kind(moves)))
    out: list[tuple[str, str | None]] = []
    for i, entry in enumerate(moves):
        where = Said("record.move_where", index=i, number=i + 1)
        if isinstance(entry, str):
            out.append((entry, None))
        elif isinstance(entry, dict):
            move, note = entry.get("move"), entry.get("note")
            extra = sorted(set(entry) - {"move", "note"})
            if not isinstance(move, str):
                detail = Said("record.entry_key", key="move", got=_kind(move))
                raise _field_error("moves", Said("record.where", where=where, detail=detail))
            if note is not None and not isinstance(note, str):
                detail = Said("record.entry_key", key="note", got=_kind(note))
                raise _field_error("moves", Said("record.where", where=where, detail=detail))
            if extra:
                detail = Said("record.entry_extra", extra=str(extra))
                raise _field_error("moves", Said("record.where", where=where, detail=detail))
            out.append((move, note))
        else:
            detail = Said("record.entry", got=_kind(entry))
            raise _field_error("moves", Said("record.where", where=where, detail=detail))
    return out


def deal_from_record(
    source: str | Path | bytes | dict[str, Any],
    observe: Callable[[Deal, str], None] | None = None,
) -> Deal:
    """``Deal.from_record`` (the one way to load a deal), with a hook: ``observe(deal, move)``
    is called before each move is applied (the replay command uses it to list the legal
    moves). Kept as a thin alias for scripts that call it."""
    from unsun_lab.deal import Deal, IllegalMove

    data = load_record(source)
    fmt = data.get("format")
    if fmt != FORMAT:
        raise _field_error("format", Said("record.format", expected=repr(FORMAT), got=quote(fmt)))
    for key in ("dealer", "hands", "indicator", "stock"):
        if key not in data:
            raise _field_error(key, Said("record.missing"))
    for key in ("title", "notes"):
        if data.get(key) is not None and not isinstance(data[key], str):
            raise _field_error(key, Said("record.string", got=_kind(data[key])))
    moves = _moves(data)
    deal = Deal.from_cards(data["dealer"], data["hands"], data["indicator"], data["stock"])
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
            said = Said("record.move", number=i + 1, reason=err)
            raise RecordError(said, field="moves", move=i + 1, seat=seat, rule=err.rule) from None
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
    a failed save leaves the old record as it was. A record the loader would refuse (too
    big, too deep, not JSON data) raises RecordError and nothing is written.
    """
    record = deal_to_record(deal)
    _check_data(record, strict_known=True)  # names the field the loader would refuse
    text = json.dumps(record, ensure_ascii=False, indent=1, allow_nan=False)
    payload = (text + "\n").encode("utf-8")
    if len(payload) > MAX_RECORD_BYTES:
        raise RecordError(
            f"record: {len(payload)} bytes, more than the {MAX_RECORD_BYTES} a record file may"
            " hold; nothing was written",
            field="record",
        )
    parse_json(text)  # what is written must load again: the loader's limits, checked first
    return write_atomic(path, payload)


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
