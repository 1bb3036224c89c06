"""What a deal record may hold, and reading one within those limits.

The record limits (``MAX_RECORD_BYTES``, ``MAX_DEPTH``, ``MAX_STRING``, ``MAX_INT_DIGITS``),
the strict JSON reader (:func:`load_record`, :func:`parse_json`), the field checks a
:class:`~unsun_lab.deal.Deal` makes of what it is given (:func:`check_layout`,
:func:`check_text`, :func:`check_extra`, :func:`check_record`) and the one refusal they raise,
:class:`RecordError`. This module knows neither the deal nor the record file:
``unsun_lab.deal`` builds a deal with these checks, ``unsun_lab.record`` (which re-exports
every name here that it exported before) saves one.

>>> check_text("Tenka must follow (R20).", "moves", move=3)
'Tenka must follow (R20).'
"""

from __future__ import annotations

import json
import math
import os
import re
from pathlib import Path
from typing import Any

from unsun_lab.cards import DECK, Card, CardCodeError
from unsun_lab.explain import Explanation
from unsun_lab.fileio import FileRefused, read_bounded
from unsun_lab.safe import quote

__all__ = [
    "FORMAT",
    "KNOWN_FIELDS",
    "MAX_DEPTH",
    "MAX_INT_DIGITS",
    "MAX_RECORD_BYTES",
    "MAX_STRING",
    "RecordError",
    "check_data",
    "check_extra",
    "check_layout",
    "check_record",
    "check_text",
    "load_record",
    "parse_json",
]

#: The format a record names in its ``format`` field.
FORMAT = "unsun-lab/deal-1"
#: The fields of the record itself; any other field is kept for the round trip (``extra``).
KNOWN_FIELDS = ("format", "title", "notes", "dealer", "hands", "indicator", "stock", "moves")

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


class RecordError(ValueError):
    """A record that cannot be loaded. ``field`` names the bad field; for a bad move,
    ``move`` is its 1-based number, ``index`` its 0-based index, with ``seat`` and ``rule``.

    ``message`` is English; ``explanation`` is the refusal as data (an
    :class:`~unsun_lab.explain.Explanation`, or None when it was given as an English
    string), and :meth:`render` gives it in another language where the catalogue has it
    (the field, the move number and the rule stay as data).

    >>> err = RecordError(Explanation.of("record.missing"), field="dealer")
    >>> err.explanation
    Explanation(None, 'record.missing')
    >>> err.render("cs"), err.said is err.explanation
    ('chybí', True)
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
        self.explanation = message if isinstance(message, Explanation) else None
        if isinstance(message, Explanation):
            message = message.render("en")
        super().__init__(message)
        self.message = message
        self.field = field
        self.move = move
        self.index = None if move is None else move - 1
        self.seat = seat
        self.rule = rule

    @property
    def said(self) -> Explanation | None:
        """The older name of :attr:`explanation` (read-only)."""
        return self.explanation

    def render(self, lang: str | None = None) -> str:
        """The refusal in ``lang`` (None: the process's language); a refusal given as an
        English string is ``message`` in every language."""
        return self.message if self.explanation is None else self.explanation.render(lang)

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
    return RecordError(Explanation.of("record.field", field=field, detail=detail), field=field)


def _at(where: str | Explanation, detail: Explanation) -> Explanation:
    return Explanation.of("record.where", where=where, detail=detail)


def _card(value: object, where: str, field: str) -> Card:
    if not isinstance(value, str):
        raise _field_error(field, _at(where, Explanation.of("record.card_type", got=_kind(value))))
    try:
        return Card.parse(value)
    except CardCodeError:
        raise _field_error(
            field, _at(where, Explanation.of("card.bad_code", text=quote(value)))
        ) from None


def _kind(value: object) -> Explanation | str:
    """What a value is, for a refusal: 'a list', 'the number 3' (a Python type's name else)."""
    names: dict[type, str] = {dict: "object", list: "list", str: "string"}
    if value is None:
        return Explanation.of("record.kind.null")
    if isinstance(value, bool):
        return Explanation.of("record.kind.boolean")
    if isinstance(value, int | float):
        return Explanation.of("record.kind.number", value=quote(value))
    if type(value) in names:
        return Explanation.of(f"record.kind.{names[type(value)]}")
    return type(value).__name__


def _count_or_kind(items: object, key: str) -> Explanation | str:
    """What a list of the wrong length holds, for a refusal: its count in the words of
    ``key`` ('3 cards', '9 entries'), or what it is when it is not a list at all."""
    if isinstance(items, list | tuple):
        return Explanation.of(key, count=len(items))
    return _kind(items)


def check_layout(
    dealer: object, hands: object, indicator: object, stock: object
) -> tuple[int, tuple[tuple[Card, ...], ...], Card, tuple[Card, Card]]:
    """R4/R6/R7: a dealer seat 0–7, 8 hands of 9 cards, an indicator and 2 stock cards:
    the 75 cards, each once. Raises RecordError naming the field."""
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer <= 7:
        raise _field_error("dealer", Explanation.of("record.dealer", got=_kind(dealer)))
    dealer = int(dealer)  # an int subclass is read once, as a plain int
    # Each list is copied into a tuple before it is measured, so a list that lies about its
    # length (a subclass overriding __len__) is judged by the items it really holds.
    hands = _items(hands)
    if not isinstance(hands, tuple) or len(hands) != 8:
        got = _count_or_kind(hands, "record.entries")
        raise _field_error("hands", Explanation.of("record.hands", got=got))
    parsed: list[tuple[Card, ...]] = []
    for seat, raw in enumerate(hands):
        hand = _items(raw)
        if not isinstance(hand, tuple) or len(hand) != 9:
            got = _count_or_kind(hand, "record.cards")
            raise _field_error(
                "hands", _at(f"hands[{seat}]", Explanation.of("record.hand", got=got))
            )
        parsed.append(
            tuple(c if type(c) is Card else _card(c, f"hands[{seat}]", "hands") for c in hand)
        )
    ind = indicator if type(indicator) is Card else _card(indicator, "indicator", "indicator")
    stock = _items(stock)
    if not isinstance(stock, tuple) or len(stock) != 2:
        got = _count_or_kind(stock, "record.cards")
        raise _field_error("stock", Explanation.of("record.stock", got=got))
    stk = tuple(c if type(c) is Card else _card(c, "stock", "stock") for c in stock)
    seen: dict[Card, str] = {}
    places = [(f"hands[{s}]", "hands", h) for s, h in enumerate(parsed)]
    places += [("indicator", "indicator", (ind,)), ("stock", "stock", stk)]
    for where, field, cards in places:
        for card in cards:
            if card in seen:
                twice = Explanation.of("record.card_twice", card=card.code, place=seen[card])
                raise _field_error(field, _at(where, twice))
            seen[card] = where
    if len(seen) != len(DECK) or len(parsed) != 8 or any(len(h) != 9 for h in parsed):
        raise RecordError(  # unreachable with the checks above; kept without assert (python -O)
            f"record: {len(seen)} different cards dealt; a deal holds the {len(DECK)} cards"
            " of the deck once each (R1, R6, R7)",
            field="hands",
        )
    return dealer, tuple(parsed), ind, (stk[0], stk[1])


def _items(value: object) -> object:
    """A list or tuple copied into a tuple of its real items (read once, whatever its
    ``__len__`` or ``__iter__`` claim); any other value as it is."""
    if isinstance(value, list):
        return tuple(list.__iter__(value))
    if isinstance(value, tuple):
        return tuple(tuple.__iter__(value))
    return value


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
    unsun_lab.limits.RecordError: dealer: the key 'dealer' appears twice in one object
    """
    if isinstance(source, dict):
        check_data(source, strict_known=False)
        return source
    if isinstance(source, bytes | bytearray):
        data = parse_json(_decode(bytes(source)))
    elif isinstance(source, str) and _json_text(source):
        data = parse_json(source)
    elif isinstance(source, str | os.PathLike):
        data = parse_json(_read_bounded(source))
    else:
        raise RecordError(Explanation.of("record.not_a_source", got=_kind(source)), field="record")
    if not isinstance(data, dict):
        raise RecordError(Explanation.of("record.not_an_object", got=_kind(data)), field="record")
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
    check_data(data, strict_known=True)
    return data


class _Refused:
    """A value the JSON parser met that a record may not hold; reported with its field by
    :func:`check_data`, once the parser is done."""

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


def check_data(data: Any, *, strict_known: bool) -> None:
    """Walk a record: JSON data only, within the limits; raises RecordError naming the field
    where it is not. With ``strict_known=False`` the known fields of a dict may hold Card
    objects (check_layout reads them); the unknown ones hold JSON data only."""
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
            problem = _text_problem(value)
            if problem is not None:
                raise _path_error(path, problem)
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
                problem = _text_problem(key)
                if problem is not None:
                    raise _path_error(path, f"a key: {problem}")
                stack.append((item, (*path, key)))
        elif isinstance(value, list | tuple):
            stack.extend((item, (*path, i)) for i, item in enumerate(value))
        elif isinstance(value, Card) and not strict_known and path and path[0] in KNOWN_FIELDS:
            continue
        else:
            raise _path_error(path, f"a value of type {type(value).__name__} is not JSON data")


def _text_problem(value: str) -> str | None:
    """Why a string cannot be in a record (too long, or not text UTF-8 can hold), or None."""
    if len(value) > MAX_STRING:
        return f"a string of {len(value)} characters; a record's strings hold at most {MAX_STRING}"
    if not value.isascii():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as err:
            shown = value[err.start].encode("unicode_escape").decode("ascii")
            return f"a lone surrogate ({shown}) at character {err.start + 1}: not UTF-8 text"
    return None


def check_text(value: object, field: str, *, move: int | None = None) -> str | None:
    """A title, the notes or a move's note (``move``: its 0-based index) as a record can
    hold it: None or a string of at most MAX_STRING characters that UTF-8 can encode.
    Raises TypeError for a value that is not a string, RecordError naming the field (and the
    move) for a string no record file can hold; nothing is changed.

    >>> check_text("Tenka must follow (R20).", "moves", move=3)
    'Tenka must follow (R20).'
    >>> check_text("\\ud800", "title")
    Traceback (most recent call last):
    ...
    unsun_lab.limits.RecordError: title: a lone surrogate (\\ud800) at character 1: not UTF-8 text
    """
    where = field if move is None else f"move {move + 1}: a note"
    if value is not None and not isinstance(value, str):
        raise TypeError(f"{where} must be a string or None, not {type(value).__name__}")
    if value is None:
        return None
    text = str.__str__(value)  # a str subclass is kept as the plain string it holds
    problem = _text_problem(text)
    if problem is not None:
        if move is None:
            raise RecordError(f"{field}: {problem}", field=field)
        raise RecordError(f"{field}[{move}] (move {move + 1}): {problem}", field=field)
    return text


def check_extra(fields: object) -> dict[str, Any]:
    """The unknown fields a deal keeps for the round trip, as a record will hold them: a
    dict of JSON data within the loader's limits, none of them a field of the record itself
    (``moves``, ``hands``, …). Returns a fresh copy, exactly as it would load back; raises
    RecordError naming the field.

    >>> check_extra({"source": "club night", "table": [1, 2]})
    {'source': 'club night', 'table': [1, 2]}
    >>> check_extra({"moves": []})
    Traceback (most recent call last):
    ...
    unsun_lab.limits.RecordError: moves: a field of the record itself, not an unknown one
    """
    if not isinstance(fields, dict):
        raise RecordError(
            f"extra: expected a dict of the record's unknown fields, got {_kind(fields)}",
            field="extra",
        )
    for key in list(fields):
        if key in KNOWN_FIELDS:
            raise RecordError(
                f"{key}: a field of the record itself, not an unknown one",
                field=str(key),
            )
    check_data(fields, strict_known=True)  # names the field the loader would refuse
    try:
        text = json.dumps(fields, ensure_ascii=True, allow_nan=False)
    except (TypeError, ValueError, RecursionError) as err:
        raise RecordError(f"extra: not JSON data: {quote(str(err))}", field="extra") from None
    data = parse_json(text)  # what a record file would hold, read as the loader reads it
    if not isinstance(data, dict) or set(data) & set(KNOWN_FIELDS):
        raise RecordError("extra: not a dict of unknown fields", field="extra")
    return data


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
    """The text of a regular file of at most MAX_RECORD_BYTES (``fileio.read_bounded``: a
    folder, a FIFO, a device or a file too big is refused before a byte is read)."""
    try:
        raw = read_bounded(source, MAX_RECORD_BYTES)
    except FileRefused as err:
        raise RecordError(f"record: {err}", field="record") from None
    except (OSError, ValueError) as err:
        reason = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
        shown = quote(os.fspath(source))
        raise RecordError(f"record: cannot read {shown}: {reason}", field="record") from None
    return _decode(raw)


def _moves(data: dict[str, Any]) -> list[tuple[str, str | None]]:
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise _field_error("moves", Explanation.of("record.moves", got=_kind(moves)))
    out: list[tuple[str, str | None]] = []
    for i, entry in enumerate(moves):
        where = Explanation.of("record.move_where", index=i, number=i + 1)
        if isinstance(entry, str):
            out.append((entry, None))
        elif isinstance(entry, dict):
            move, note = entry.get("move"), entry.get("note")
            extra = sorted(set(entry) - {"move", "note"})
            if not isinstance(move, str):
                detail = Explanation.of("record.entry_key", key="move", got=_kind(move))
                raise _field_error("moves", _at(where, detail))
            if note is not None and not isinstance(note, str):
                detail = Explanation.of("record.entry_key", key="note", got=_kind(note))
                raise _field_error("moves", _at(where, detail))
            if extra:
                detail = Explanation.of("record.entry_extra", extra=str(extra))
                raise _field_error("moves", _at(where, detail))
            out.append((move, note))
        else:
            detail = Explanation.of("record.entry", got=_kind(entry))
            raise _field_error("moves", _at(where, detail))
    return out


def check_record(data: dict[str, Any]) -> list[tuple[str, str | None]]:
    """The fields of a loaded record that the deal does not check itself: the format, the
    four card fields present, the title and notes strings or null, the moves a list of
    moves or ``{"move", "note"}`` entries. Returns the moves with their notes; raises
    RecordError naming the field (the cards are checked by :func:`check_layout`).

    >>> check_record({"format": "unsun-lab/deal-1", "dealer": 0})
    Traceback (most recent call last):
    ...
    unsun_lab.limits.RecordError: hands: missing
    """
    fmt = data.get("format")
    if fmt != FORMAT:
        detail = Explanation.of("record.format", expected=repr(FORMAT), got=quote(fmt))
        raise _field_error("format", detail)
    for key in ("dealer", "hands", "indicator", "stock"):
        if key not in data:
            raise _field_error(key, Explanation.of("record.missing"))
    for key in ("title", "notes"):
        if data.get(key) is not None and not isinstance(data[key], str):
            raise _field_error(key, Explanation.of("record.string", got=_kind(data[key])))
    return _moves(data)
