"""Save and Load for every widget: a plain file name inside ``save_dir``, written atomically by
the core (``record.save_record``), never through a link and never onto anything but a regular
file (``fileio.regular_or_missing``); a record read back is data, checked and never run.

>>> import tempfile
>>> from unsun_lab import Deal
>>> with tempfile.TemporaryDirectory() as folder:
...     saved = save_deal(Deal.shuffled(1), folder, "one.json")
...     print(saved.name, load_deal(folder, "one.json")["format"])
one.json unsun-lab/deal-1
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from unsun_lab.deal import Deal
from unsun_lab.fileio import NotARegularFile, regular_or_missing
from unsun_lab.record import load_record, save_record
from unsun_lab.widgets._common import BadMessage, not_a_choice

__all__ = ["SAFE_NAME", "load_deal", "replace_flag", "save_deal", "target"]

#: A file name the widgets accept: letters, digits, '-', '_', '.', ending in '.json', whole
#: (``fullmatch``: a trailing newline is no part of a name).
SAFE_NAME = re.compile(r"[\w.-]{1,80}\.json")


def target(
    save_dir: str | Path, name: str, *, replace: bool = False, reading: bool = False
) -> Path:
    """``save_dir/name`` once it is safe to write (or, ``reading``, to read): a plain name, not
    a link, not a folder or a device, and not an existing file unless ``replace``."""
    if not isinstance(name, str) or not SAFE_NAME.fullmatch(name):
        raise BadMessage.of("bad_file_name", name=f"{name!r:.40}")
    path = Path(save_dir) / name
    try:  # a link, a folder, a FIFO, a device (``fileio``), or a folder that cannot be read
        exists = regular_or_missing(path) is not None
    except (NotARegularFile, OSError) as err:
        raise BadMessage.of("not_a_file", name=name) from err
    if exists and not reading and not replace:
        raise BadMessage.of("file_exists", name=name)
    return path


def save_deal(deal: Deal, save_dir: str | Path, name: str, replace: bool = False) -> Path:
    """Write ``deal``'s record to ``save_dir/name`` (atomically); returns the path."""
    path = target(save_dir, name, replace=replace)
    try:  # the core decides again, atomically: a link or a name taken meanwhile is refused
        return save_record(deal, path, replace=replace)
    except FileExistsError:
        raise BadMessage.of("file_exists", name=name) from None


def load_deal(save_dir: str | Path, name: str) -> dict[str, Any]:
    """The record ``save_dir/name``, checked (a record is data: never run)."""
    return load_record(target(save_dir, name, reading=True))


def replace_flag(content: dict[str, Any]) -> bool:
    """A Save message's ``replace`` field: true or false (absent: false)."""
    replace = content.get("replace", False)
    if not isinstance(replace, bool):
        raise not_a_choice("replace", [True, False], replace)
    return replace
