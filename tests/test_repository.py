"""The repository stands on its own: no path of one machine in it; (slow) a fresh clone passes."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Folders that exist on one machine only; written in pieces so this file does not match itself.
FOLDERS = ["wo" + "rk", "ro" + "ot", "ho" + "me"]
MACHINE_PATH = re.compile("(?<![\\w.])/(" + "|".join(FOLDERS) + ")/")


def _tracked_files() -> list[Path]:
    try:
        out = subprocess.run(
            ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return [ROOT / name for name in out.decode().split("\0") if name]


def test_no_absolute_machine_path_in_the_repository() -> None:
    offenders = []
    for path in _tracked_files():
        if not path.is_file():
            continue
        text = path.read_bytes().decode("utf-8", errors="replace")
        for number, line in enumerate(text.splitlines(), 1):
            if MACHINE_PATH.search(line):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:80]}")
    assert offenders == []


def test_the_conformance_records_ship_with_the_tests() -> None:
    records = [
        p
        for p in (ROOT / "tests" / "data" / "conformance").glob("*.json")
        if not p.name.endswith(".expected.json")
    ]
    assert len(records) >= 10
    assert all(p.with_suffix(".expected.json").is_file() for p in records)
