"""Deal records (JSON, format ``unsun-lab/deal-1``): validate, load, save.

A record is data only: it is parsed and checked, never executed. A bad one raises
RecordError naming the field, or the 1-based move number, the seat and the rule.

What a record may hold, the strict reader and the field checks live in
:mod:`unsun_lab.limits` (below the deal, which checks what it is given with them); the
conversion between a deal and a record dict is the deal's own (``Deal.from_record``,
``Deal.to_record``). This module saves a deal, and keeps every name it exported before.

>>> from unsun_lab.deal import Deal
>>> deal = Deal.shuffled(seed=3)
>>> again = Deal.from_record(deal.to_record())
>>> again.state_key() == deal.state_key()
True
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation
from unsun_lab.fileio import NotARegularFile, write_atomic
from unsun_lab.limits import (
    FORMAT,
    MAX_DEPTH,
    MAX_INT_DIGITS,
    MAX_RECORD_BYTES,
    MAX_STRING,
    RecordError,
    check_data,
    check_extra,
    check_layout,
    check_text,
    load_record,
    parse_json,
)

__all__ = [
    "FORMAT",
    "MAX_DEPTH",
    "MAX_INT_DIGITS",
    "MAX_RECORD_BYTES",
    "MAX_STRING",
    "NotARegularFile",
    "RecordError",
    "check_extra",
    "check_layout",
    "check_text",
    "load_record",
    "parse_json",
    "save_record",
    "write_atomic",
]

#: The older name of :meth:`Explanation.of <unsun_lab.explain.Explanation.of>`, kept for
#: code that imports it from here (a test does); new code calls ``Explanation.of``.
Said = Explanation.of


def deal_from_record(
    source: str | Path | bytes | dict[str, Any],
    observe: Callable[[Deal, str], None] | None = None,
) -> Deal:
    """``Deal.from_record(source, observe=observe)``: ``observe(deal, move)`` is called
    before each move is applied (the replay command uses it to list the legal moves). Kept
    as a thin alias for scripts that call it."""
    return Deal.from_record(source, observe=observe)


def deal_to_record(deal: Deal) -> dict[str, Any]:
    """``deal.to_record()``: the record of a deal, its cards, moves and notes (format
    ``unsun-lab/deal-1``). Kept as a thin alias for scripts that call it."""
    return deal.to_record()


def _same_deal(deal: Deal, again: Deal) -> str | None:
    """The first field in which ``again`` (the saved record, loaded back) differs from
    ``deal``, or None when they are the same deal with the same notes."""
    checks: list[tuple[str, object, object]] = [
        ("title", deal.title, again.title),
        ("notes", deal.notes, again.notes),
        ("dealer", deal.dealer, again.dealer),
        ("hands", deal.dealt, again.dealt),
        ("indicator", deal.indicator, again.indicator),
        ("stock", deal.stock, again.stock),
        ("moves", deal.state_key(), again.state_key()),
        ("moves", dict(deal.move_notes), dict(again.move_notes)),
        ("extra", dict(deal.extra), dict(again.extra)),
    ]
    return next((field for field, mine, theirs in checks if mine != theirs), None)


def save_record(deal: Deal, path: str | Path, *, replace: bool = True) -> Path:
    """Write the deal's record as indented JSON (UTF-8), atomically, and return the path.

    What is written loads back as the same deal, with the same title, notes and unknown
    fields: the text is read back with the loader and replayed before the file is touched,
    and a record that would load differently, or not at all (too big, too deep, not JSON
    data, a lone surrogate in a note), raises RecordError naming the field; nothing is
    written. The file is replaced only once the whole new record is on disk
    (:func:`write_atomic`): a failed save leaves the old record as it was.

    ``path`` must be a regular file or a name not yet taken: a symbolic link (even one
    pointing nowhere), a folder, a FIFO or a device raises RecordError and is left alone.
    With ``replace=False`` an existing file is never replaced: FileExistsError, decided
    atomically (no other save can slip in between the check and the write).
    """
    record = deal.to_record()
    check_data(record, strict_known=True)  # names the field the loader would refuse
    text = json.dumps(record, ensure_ascii=False, indent=1, allow_nan=False)
    payload = (text + "\n").encode("utf-8")
    if len(payload) > MAX_RECORD_BYTES:
        raise RecordError(
            f"record: {len(payload)} bytes, more than the {MAX_RECORD_BYTES} a record file may"
            " hold; nothing was written",
            field="record",
        )
    # What is written must load again, as the same deal: the loader's limits and the replay.
    again = Deal.from_record(parse_json(text))
    differs = _same_deal(deal, again)
    if differs is not None:
        raise RecordError(
            f"{differs}: the record would load back as a different deal; nothing was written",
            field=differs,
        )
    try:
        return write_atomic(path, payload, replace=replace)
    except NotARegularFile as err:
        raise RecordError(f"record: {err}; nothing was written", field="record") from None
