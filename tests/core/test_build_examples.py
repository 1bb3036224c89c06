"""The example library is rebuilt by tools/build_examples.py, byte for byte.

The build script lives outside the package (an installed unsun_lab holds the library, not its
build script). Two examples are searched again from their seeds and written to a temporary
folder; the files must equal the committed ones exactly.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "build_examples.py"
LIBRARY = ROOT / "unsun_lab" / "examples"


def test_the_build_script_is_not_in_the_package() -> None:
    assert TOOL.is_file()
    assert not list(LIBRARY.glob("*.py"))[1:], "only __init__.py in unsun_lab/examples"
    assert [p.name for p in LIBRARY.glob("*.py")] == ["__init__.py"]


@pytest.mark.parametrize("name", ["first_tricks", "monchi"])
def test_an_example_rebuilds_byte_for_byte(tmp_path: Path, name: str) -> None:
    run = subprocess.run(
        [sys.executable, str(TOOL), "--out", str(tmp_path), name],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith(f"{name}: seed ")
    assert [p.name for p in tmp_path.iterdir()] == [f"{name}.json"]
    assert (tmp_path / f"{name}.json").read_bytes() == (LIBRARY / f"{name}.json").read_bytes()


def test_an_unknown_example_name_is_refused(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, str(TOOL), "--out", str(tmp_path), "no_such_example"],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )
    assert run.returncode == 2 and "no example named no_such_example" in run.stderr
    assert list(tmp_path.iterdir()) == []
