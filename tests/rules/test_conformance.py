"""Every conformance record replays to its expected output (the fields of its README).

The records ship in ``tests/data/conformance``; where ``../shared/conformance`` sits beside the
repository, any record there that differs from the shipped ones is replayed too.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import conformance_records
from unsun_lab.record import RecordError
from unsun_lab.replay import replay

RECORDS = conformance_records()


def _normal(value: Any) -> Any:
    """Compare 'legal' as a set, everything else exactly."""
    if isinstance(value, dict):
        return {k: sorted(v) if k == "legal" else _normal(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_normal(v) for v in value]
    return value


def test_there_are_conformance_records() -> None:
    assert len(RECORDS) >= 10


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.parent.name}-{p.stem}")
def test_conformance_record_replays_to_expected(path: Path) -> None:
    expected = json.loads(path.with_suffix(".expected.json").read_text())
    if "error" in expected:
        with pytest.raises(RecordError) as caught:
            replay(path, legal=True)
        assert caught.value.to_dict() == expected["error"]
    else:
        assert _normal(replay(path, legal=True)) == _normal(expected)


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.parent.name}-{p.stem}")
def test_conformance_command_line(path: Path) -> None:
    expected = json.loads(path.with_suffix(".expected.json").read_text())
    run = subprocess.run(
        [sys.executable, "-m", "unsun_lab", "replay", str(path), "--json", "--legal"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert _normal(json.loads(run.stdout)) == _normal(expected)
    assert run.returncode == (2 if "error" in expected else 0)
    assert "Traceback" not in run.stderr


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.parent.name}-{p.stem}")
def test_conformance_narration(path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "unsun_lab", "replay", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    if path.name.startswith(("BAD", "ILLEGAL")):
        assert run.returncode == 2 and run.stdout == ""
        assert run.stderr.startswith("unsun-lab: ") and "Traceback" not in run.stderr
    else:
        assert run.returncode == 0
        assert "Trick 9" in run.stdout and "(R26)" in run.stdout
        assert "together 9 (R29)" in run.stdout
