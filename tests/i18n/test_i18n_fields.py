"""Every field of every catalogue is written as English writes it: ``{name}``.

A translation whose field carries a format spec (``{seat:>300000000}`` builds a 300 MB string
each time a seat is named; ``{seat:{nope}}`` raises KeyError whenever it is shown), a
conversion (``{seat!a}``), an attribute or an index (``{seat.__class__}``) or a control
character (ESC, BEL, U+202E reach the learner's terminal) is caught here, whichever way it got
into the files: ``tools/i18n.py import`` refuses it, and these tests fail on a catalogue edited
by hand. They need nothing but the catalogue (no ``msgfmt``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import unicodedata
from collections.abc import Mapping
from pathlib import Path
from string import Formatter

import pytest

from unsun_lab.i18n import CATALOGUES

#: Never in a sentence: controls, invisible formatting, line and paragraph separators.
UNSAFE = {"Cc", "Cf", "Cs", "Co", "Zl", "Zp"}


def _forms(entry: object) -> list[str]:
    return [entry] if isinstance(entry, str) else list(entry.values())  # type: ignore[attr-defined]


def _faults(template: str) -> list[str]:
    """Each field of ``template`` (and of any spec nested in it) that is not a bare name."""
    out = []
    for _, name, spec, conversion in Formatter().parse(template):
        if name is None:
            continue
        if spec or conversion or not name.isidentifier():
            out.append(f"{{{name}{'!' + conversion if conversion else ''}:{spec}}}")
        if spec:
            out += _faults(spec)  # a field nested in the spec
    return out


def faults_of(catalogues: Mapping[str, Mapping[str, object]]) -> list[str]:
    """What is wrong with the fields and characters of every entry, as 'lang key: what'."""
    found = []
    for lang, catalogue in catalogues.items():
        for key, entry in catalogue.items():
            for form in _forms(entry):
                try:
                    found += [f"{lang} {key}: field {f}" for f in _faults(form)]
                except ValueError as error:  # a lone brace
                    found.append(f"{lang} {key}: {error}")
                found += [
                    f"{lang} {key}: character U+{ord(c):04X}"
                    for c in form
                    if unicodedata.category(c) in UNSAFE
                ]
    return found


def test_every_field_is_a_bare_name_and_every_character_is_printable() -> None:
    assert faults_of(CATALOGUES) == []


@pytest.mark.parametrize(
    ("written", "caught"),
    [
        ("seat {seat} cannot play {move}", False),
        ("{{seat}} is written with braces", False),
        ("seat {seat:>300000000}", True),
        ("seat {seat:{nope}}", True),
        ("seat {seat:{seat.__class__.__mro__}}", True),
        ("seat {seat!a}", True),
        ("seat {seat.__class__}", True),
        ("seat {seat[0]}", True),
        ("seat {0} or {}", True),
        ("seat {seat}\x1b[2J", True),
        ("seat \u202e{seat}", True),
        ("seat {seat}\x07\x7f\x00", True),
    ],
)
def test_the_check_catches_each_way_to_break_a_template(written: str, caught: bool) -> None:
    assert bool(faults_of({"pt": {"illegal.cannot_play": written}})) is caught


ROOT = Path(__file__).resolve().parents[2]
#: The Portuguese sentence a tampered copy changes, as its file writes it.
SENTENCE = "o jogador {seat} não pode jogar {move}: {reason}"


@pytest.mark.parametrize("bad", ["{move:>300000000}", "\\x1b[2J"])
def test_a_catalogue_edited_by_hand_fails_these_tests(tmp_path: Path, bad: str) -> None:
    """A copy of the package with one Portuguese sentence tampered (in its .py file, as a
    hand edit would): this file's tests, run on the copy without msgfmt on PATH, fail and
    name the entry."""
    copy = tmp_path / "unsun_lab"
    shutil.copytree(ROOT / "unsun_lab", copy, ignore=shutil.ignore_patterns("__pycache__"))
    messages = copy / "i18n" / "languages" / "pt" / "messages.py"
    source = messages.read_text(encoding="utf-8")
    assert source.count(SENTENCE) == 1
    messages.write_text(
        source.replace(SENTENCE, SENTENCE.replace("{move}", f"{{move}}{bad}")), encoding="utf-8"
    )
    shutil.copy(__file__, tmp_path / "test_fields_copy.py")
    empty = tmp_path / "bin"
    empty.mkdir()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "test_fields_copy.py",
            "-k",
            "every_field_is_a_bare_name",
        ],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(tmp_path), "PATH": str(empty)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 failed" in done.stdout and "pt illegal.cannot_play" in done.stdout, done.stdout
    where = subprocess.run(  # the tampered copy is the package that was tested
        [sys.executable, "-c", "import unsun_lab; print(unsun_lab.__file__)"],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(tmp_path), "PATH": str(empty)},
        capture_output=True,
        text=True,
        check=True,
    )
    assert where.stdout.strip() == str(copy / "__init__.py")
