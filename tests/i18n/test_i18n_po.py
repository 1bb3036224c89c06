"""The translators' workflow (tools/i18n.py): each catalogue to a gettext PO file and back.

Export then import changes nothing; a PO file edited in one entry changes that entry and
nothing else, in a copy of ``unsun_lab/i18n``; a malformed or stale PO file is refused with a
message that names its line, and leaves the files as they were.
"""

from __future__ import annotations

import ast
import importlib.util
import itertools
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from unsun_lab.fileio import FileRefused, FileTooBig
from unsun_lab.i18n import CATALOGUES, PLURAL_CATEGORIES

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "i18n.py"
TRANSLATIONS = ["pt", "cs", "ja"]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("i18n_tool", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["i18n_tool"] = module
    spec.loader.exec_module(module)
    return module


tool = _tool()


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A copy of the catalogue files to import into."""
    copy = tmp_path / "i18n"
    shutil.copytree(ROOT / "unsun_lab" / "i18n", copy, ignore=shutil.ignore_patterns("__pycache__"))
    return copy


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*.py"))}


def _read(folder: Path, lang: str) -> dict[str, object]:
    return {k: s.value for k, s in tool.sites(folder, lang).items()}


def _entry_at(po: str, key: str) -> tuple[int, int]:
    """The first and last line index (0-based) of ``key``'s entry in ``po``."""
    lines = po.split("\n")
    start = lines.index(f'msgctxt "{key}"')
    end = start
    while end + 1 < len(lines) and lines[end + 1].startswith(("msgid", "msgstr", '"')):
        end += 1
    return start, end


@pytest.mark.parametrize("lang", ["en", *TRANSLATIONS])
def test_export_then_import_changes_nothing(lang: str, folder: Path) -> None:
    po = tool.export(lang)
    assert f"Language: {tool.PO_LANGUAGE[lang]}" in po
    assert f"nplurals={len(PLURAL_CATEGORIES[lang])};" in po
    assert po.count("msgctxt ") == len(CATALOGUES["en"])
    path = folder / f"{lang}.po"
    path.write_text(po, encoding="utf-8")
    before = _snapshot(folder)
    assert tool.import_po(path, folder) == (lang, [])
    assert _snapshot(folder) == before
    assert tool.read_po(po, "x.po") == (lang, dict(CATALOGUES[lang]))


def test_the_po_file_carries_the_plural_forms_in_cldr_order() -> None:
    po = tool.export("cs")
    start, end = _entry_at(po, "show.cards")
    block = po.split("\n")[start : end + 1]
    assert block == [
        'msgctxt "show.cards"',
        'msgid "{count} card"',
        'msgid_plural "{count} cards"',
        'msgstr[0] "{count} karta"',
        'msgstr[1] "{count} karty"',
        'msgstr[2] "{count} karty"',
        'msgstr[3] "{count} karet"',
    ]
    assert "plural=(n == 1) ? 0 : (n >= 2 && n <= 4) ? 1 : 3;" in po
    assert "msgstr[2]: many, the decimals" in po
    ja = tool.export("ja").split("\n")
    at = ja.index('msgctxt "show.cards"')
    assert ja[at + 3 : at + 5] == ['msgstr[0] "{count}枚"', ""]


def test_msgfmt_accepts_the_exported_files(tmp_path: Path) -> None:
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        pytest.skip("gettext's msgfmt is not installed")
    for lang in TRANSLATIONS:
        path = tmp_path / f"{lang}.po"
        path.write_text(tool.export(lang), encoding="utf-8")
        done = subprocess.run(
            [msgfmt, "--check", "-o", str(tmp_path / f"{lang}.mo"), str(path)],
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, done.stderr


def test_an_edit_in_one_entry_changes_only_that_entry(folder: Path) -> None:
    po = tool.export("pt")
    old = 'msgstr "Passe o mouse sobre uma carta para ver o lugar dela na ordem."'
    assert po.count(old) == 1
    edited = po.replace(old, 'msgstr "Passe o mouse sobre uma carta para ver onde ela fica."')
    path = folder / "pt.po"
    path.write_text(edited, encoding="utf-8")
    before = _snapshot(folder)
    assert tool.import_po(path, folder) == ("pt", ["ui.rank_hover"])
    after = _snapshot(folder)
    assert [n for n in after if after[n] != before[n]] == ["languages/pt/ui.py"]
    new = _read(folder, "pt")
    assert new["ui.rank_hover"] == "Passe o mouse sobre uma carta para ver onde ela fica."
    assert {k for k, v in new.items() if v != CATALOGUES["pt"][k]} == {"ui.rank_hover"}
    for lang in ("en", "cs", "ja"):  # each language's files are its own; the others read as before
        places = tool.sites(folder, lang)
        written = {k: v for k, v in CATALOGUES[lang].items() if k in places}
        assert _read(folder, lang) == written
        assert len(written) > 400
    ast.parse(after["languages/pt/ui.py"])  # still Python, and still formatted as ruff writes it
    config = str(ROOT / "pyproject.toml")
    ruff = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "format",
            "--check",
            "--config",
            config,
            str(folder / "languages" / "pt" / "ui.py"),
        ],
        capture_output=True,
        text=True,
    )
    assert ruff.returncode == 0, ruff.stdout + ruff.stderr


def test_an_edited_plural_form_and_a_long_sentence_are_written_back(folder: Path) -> None:
    lines = tool.export("cs").split("\n")
    start, end = _entry_at("\n".join(lines), "show.cards")
    assert lines[end - 1] == 'msgstr[2] "{count} karty"'
    lines[end - 1] = 'msgstr[2] "{count} karty (desetinné)"'
    po = "\n".join(lines)
    start, _ = _entry_at(po, "rule.R20")
    long = "Meri. " + "Zdvih vynesený trumfem je zdvih Meri, všechny karty jsou lícem nahoru. " * 3
    at = next(i for i in range(start, start + 4) if lines[i].startswith("msgstr"))
    lines[at] = f'msgstr "{long.strip()}"'
    path = folder / "cs.po"
    path.write_text("\n".join(lines), encoding="utf-8")
    lang, changed = tool.import_po(path, folder)
    assert (lang, sorted(changed)) == ("cs", ["rule.R20", "show.cards"])
    new = _read(folder, "cs")
    assert new["show.cards"] == {
        "one": "{count} karta",
        "few": "{count} karty",
        "many": "{count} karty (desetinné)",
        "other": "{count} karet",
    }
    assert new["rule.R20"] == long.strip()
    text = (folder / "languages" / "cs" / "messages.py").read_text(encoding="utf-8")
    assert max(len(line) for line in text.splitlines()) <= 100


def _swap(old: str, new: str) -> Callable[[str], str]:
    def breaks(po: str) -> str:
        return po.replace(old, new, 1)

    return breaks


#: (what is wrong, how to break an exported file, the refusal's words)
MALFORMED = [
    ("garbage line", _swap('msgctxt "illegal.over"', "msgctxt illegal.over"), "expected"),
    ("unknown key", _swap('msgctxt "illegal.over"', 'msgctxt "illegal.nope"'), "not a key"),
    ("stale English", _swap('msgid "the deal is over:', 'msgid "the game is over:'), "again"),
    (
        "lost placeholder",
        _swap("o jogador {seat} não pode jogar {move}", "o jogador não pode"),
        "placeh",
    ),
    ("lost rule id", _swap("já foram jogadas (R26)", "já foram jogadas"), "must cite R26"),
    ("bad escape", _swap("as nove vazas já", "as nove \\q vazas já"), "unknown escape"),
    (
        "lone brace",
        _swap("o jogador {seat} não pode jogar", "o jogador {seat não pode jogar"),
        "template",
    ),
    ("missing form", _swap('msgstr[1] "{count} cartas"\n', ""), "needs exactly"),
    (
        "empty",
        _swap('msgstr "a rodada terminou: as nove vazas já foram jogadas (R26)"', 'msgstr ""'),
        "empty",
    ),
    ("wrong plural count", _swap("nplurals=2; plural", "nplurals=3; plural"), "Plural-Forms"),
    # Every field is written {name}, as in English: a format spec, a conversion, an attribute
    # or an index would build a huge string, fail whenever shown, or walk into the object.
    *(
        (f"field {bad}", _swap("não pode jogar {move}", f"não pode jogar {bad}"), "every field")
        for bad in (
            "{move:>300000000}",
            "{move:{nope}}",
            "{move:{move.__class__}}",
            "{move!a}",
            "{move!r:^9}",
            "{move.__class__}",
            "{move[0]}",
        )
    ),
    # Control characters, raw in the file or written as an escape, never reach a terminal.
    *(
        (f"control {name}", _swap("não pode jogar {move}", f"não pode{c} jogar {{move}}"), says)
        for name, c, says in (
            ("NUL", "\x00", r"U\+0000 \(NUL\)"),
            ("ESC", "\x1b[2J", r"U\+001B \(ESC\)"),
            ("BEL", "\x07", r"U\+0007 \(BEL\)"),
            ("DEL", "\x7f", r"U\+007F \(DEL\)"),
            ("C1 CSI", "\x9b", r"U\+009B \(CSI\)"),
            ("right-to-left override", "\u202e", "U\\+202E"),
            ("line separator", "\u2028", "U\\+2028"),
            ("escaped newline", "\\n", r"U\+000A"),
            ("escaped tab", "\\t", r"U\+0009"),
        )
    ),
]


@pytest.mark.parametrize(("what", "breaks", "says"), MALFORMED, ids=[m[0] for m in MALFORMED])
def test_a_malformed_po_is_refused_naming_the_line(
    what: str, breaks: Callable[[str], str], says: str, folder: Path
) -> None:
    po = tool.export("pt")
    bad = breaks(po)
    assert bad != po, what
    path = folder / "pt.po"
    path.write_text(bad, encoding="utf-8")
    before = _snapshot(folder)
    with pytest.raises(tool.PoError, match=says) as refused:
        tool.import_po(path, folder)
    named = re.search(r"pt\.po:(\d+):", str(refused.value))
    assert named, str(refused.value)
    line = int(named.group(1))
    first_diff = next(
        i for i, (a, b) in enumerate(zip(po.split("\n"), bad.split("\n"), strict=False)) if a != b
    )
    assert abs(line - (first_diff + 1)) <= 4, (line, first_diff + 1)  # the entry or its line
    assert _snapshot(folder) == before


def test_the_command_line_round_trip(tmp_path: Path, folder: Path) -> None:
    out = subprocess.run(
        [sys.executable, str(TOOL), "export", "ja"], capture_output=True, text=True, check=True
    )
    po = tmp_path / "ja.po"
    po.write_text(out.stdout, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(TOOL), "import", str(po), "--into", str(folder)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0 and done.stdout.strip() == "ja: 0 entries changed", done
    po.write_text(out.stdout.replace("Language: ja", "Language: xx"), encoding="utf-8")
    refused = subprocess.run(
        [sys.executable, str(TOOL), "import", str(po), "--into", str(folder)],
        capture_output=True,
        text=True,
    )
    assert refused.returncode == 2 and "ja.po:3: header Language 'xx'" in refused.stderr


def test_import_never_writes_through_a_link(folder: Path, tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.py"
    link = folder / "languages" / "pt" / "ui.py"
    target.write_bytes(link.read_bytes())
    link.unlink()
    link.symlink_to(target)
    po = tool.export("pt").replace(
        'msgstr "Passe o mouse sobre uma carta para ver o lugar dela na ordem."',
        'msgstr "Passe o mouse sobre uma carta."',
    )
    path = folder / "pt.po"
    path.write_text(po, encoding="utf-8")
    with pytest.raises(FileRefused, match="never through a link"):
        tool.import_po(path, folder)
    assert target.read_bytes() == (ROOT / "unsun_lab/i18n/languages/pt/ui.py").read_bytes()


def test_a_po_file_over_the_limit_is_refused_before_it_is_read(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = folder / "pt.po"
    path.write_text(tool.export("pt"), encoding="utf-8")
    monkeypatch.setattr(tool, "PO_LIMIT", 1000)
    before = _snapshot(folder)
    with pytest.raises(FileTooBig, match="more than the 1000 it may hold"):
        tool.import_po(path, folder)
    assert _snapshot(folder) == before


def test_a_control_character_is_one_refusing_line_and_status_2(
    tmp_path: Path, folder: Path
) -> None:
    po = tool.export("pt").replace("não pode jogar {move}", "não pode\x00 jogar\x1b[2J {move}")
    path = tmp_path / "pt.po"
    path.write_text(po, encoding="utf-8")
    before = _snapshot(folder)
    done = subprocess.run(
        [sys.executable, str(TOOL), "import", str(path), "--into", str(folder)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2, done
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
    assert "pt.po:22: column" in done.stderr and "U+0000 (NUL)" in done.stderr
    assert "\x1b" not in done.stderr and "\x00" not in done.stderr
    assert _snapshot(folder) == before


def test_every_field_form_of_english_is_plain() -> None:
    """English, the form every translation copies, writes each field {name} and nothing else."""
    for key, entry in CATALOGUES["en"].items():
        for form in [entry] if isinstance(entry, str) else entry.values():
            assert tool.field_faults(form) == [], key


def test_a_pasted_paragraph_without_spaces_imports_at_once(tmp_path: Path, folder: Path) -> None:
    """8,000 characters without a space (a pasted URL or a paragraph of Japanese without its
    punctuation) are cut into lines in one pass: it took minutes when each cut measured every
    shorter prefix again."""
    pasted = "Passe" + "o" * 4000 + "席" * 4000
    po = tool.export("pt").replace(
        'msgstr "Passe o mouse sobre uma carta para ver o lugar dela na ordem."',
        f'msgstr "{pasted}"',
    )
    path = tmp_path / "pt.po"
    path.write_text(po, encoding="utf-8")
    done = subprocess.run(  # minutes before; a fraction of a second now (generous on purpose)
        [sys.executable, str(TOOL), "import", str(path), "--into", str(folder)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and done.stdout.split() == ["pt:", "1", "entries", "changed",
                                                            "ui.rank_hover"], done  # fmt: skip
    assert _read(folder, "pt")["ui.rank_hover"] == pasted
    text = (folder / "languages" / "pt" / "ui.py").read_text(encoding="utf-8")
    widths = [tool._width(line) for line in text.splitlines()]
    assert max(widths) <= 100
    assert sum(w > 90 for w in widths) >= 8000 / 100  # the run is cut into full lines


def test_the_cuts_fill_each_line() -> None:
    """Each piece is as long as the room allows (the next character would not fit), escapes
    and double-width characters counted as they are written."""
    text = 'ab"c\\d' * 50 + "席" * 70 + "x" * 130
    for room in (10, 37, 96):
        pieces = tool._chunks(text, room)
        assert "".join(pieces) == text
        widths = [tool._width(tool._py(p)) for p in pieces]
        assert max(widths) <= room
        for piece, following in itertools.pairwise(pieces):
            assert tool._width(tool._py(piece + following[0])) > room
