"""The translators' workflow: a catalogue to a gettext PO file and back.

    python tools/i18n.py export pt > pt.po      # open it in Poedit, Weblate, Lokalize ...
    python tools/i18n.py import pt.po           # write the corrected entries back

Each entry of the PO file is one catalogue entry: its key is the ``msgctxt``, the English
sentence the ``msgid``, the translation the ``msgstr``. An entry with plural forms (see
``unsun_lab/i18n/__init__.py``) carries the English one and other forms as ``msgid`` and
``msgid_plural`` and the language's CLDR forms, in CLDR order, as ``msgstr[0]``,
``msgstr[1]`` ...; the header's ``Plural-Forms`` tells the editor which is which. Czech has
four: one, few, many (decimals: "0,5 bodu") and other; gettext's formula only ever picks one,
few or other for a whole number, and the comment of each Czech entry says what ``msgstr[2]``
is for.

Import reads the PO file as text (it is never executed) and refuses, naming the line, anything
it cannot vouch for: a key that is not in the catalogue, an English ``msgid`` that is not the
catalogue's (the file is stale: export again), missing or extra plural forms, placeholders or
rule ids that differ from English, an empty translation. Then it rewrites, in place, only the
string literals of the entries whose translation changed, in the language's own folder
(``languages/<lang>/messages.py``, ``ui.py`` and ``examples.py``), checks that the new files
read back to exactly the intended catalogue, and replaces each file atomically
(``unsun_lab.fileio``). ``--into FOLDER`` writes into another copy of ``unsun_lab/i18n`` (the
tests use it).
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
import tempfile
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from string import Formatter

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # the catalogue of this checkout, not an installed one
    sys.path.insert(0, str(ROOT))

from unsun_lab.fileio import FileRefused, read_bounded, regular_or_missing, write_atomic  # noqa: E402
from unsun_lab.i18n import CATALOGUES, CITES, LANGUAGE_NAMES, PLURAL_CATEGORIES, Entry  # noqa: E402
from unsun_lab.safe import printable, quote  # noqa: E402

FOLDER = ROOT / "unsun_lab" / "i18n"
#: The files of ``languages/<lang>/`` that hold catalogue entries (the glossary holds none).
CATALOGUE_FILES = ("messages.py", "ui.py", "examples.py")
#: The most a PO file may hold: every catalogue exports to well under a megabyte.
PO_LIMIT = 8 * 1024 * 1024
LINE_LENGTH = 100  # pyproject.toml's ruff line-length

#: The PO ``Language`` of each catalogue, and back.
PO_LANGUAGE = {"en": "en", "pt": "pt_BR", "cs": "cs", "ja": "ja"}
#: gettext's formula for each language; its indices are the CLDR categories' (Czech: 0 one,
#: 1 few, 3 other for whole numbers; 2, many, is the decimals' form gettext never picks).
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "pt": "nplurals=2; plural=(n > 1);",
    "cs": "nplurals=4; plural=(n == 1) ? 0 : (n >= 2 && n <= 4) ? 1 : 3;",
    "ja": "nplurals=1; plural=0;",
}
#: What each form is for, as a translator's comment on every counted entry.
FORMS_NOTE = {
    "en": "msgstr[0]: one (1); msgstr[1]: other (0, 2, 0.5 ...)",
    "pt": "msgstr[0]: one (0, 1, 1,5); msgstr[1]: other (2, 3 ...)",
    "cs": (
        "msgstr[0]: one (1); msgstr[1]: few (2-4); msgstr[2]: many, the decimals"
        " (0,5; 1,25); msgstr[3]: other (0, 5, 21 ...)"
    ),
    "ja": "msgstr[0]: other (every number)",
}
_RULE_ID = re.compile(r"\bR\d{1,2}\b")


class PoError(ValueError):
    """A PO file that cannot be imported; the message names the file and line."""


# ---------------------------------------------------------------------------------------
# Export


def _quote(s: str) -> str:
    out = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{out}"'


def _forms(value: Entry) -> list[str]:
    return [value] if isinstance(value, str) else list(value.values())


def export(lang: str) -> str:
    """The catalogue of ``lang`` as a PO file (English keys in catalogue order)."""
    if lang not in CATALOGUES:
        raise SystemExit(f"unknown language {lang!r}: known languages are {', '.join(CATALOGUES)}")
    english, mine = CATALOGUES["en"], CATALOGUES[lang]
    header = [
        "Project-Id-Version: unsun_lab",
        "Language-Team: unsun_lab translators",
        f"Language: {PO_LANGUAGE[lang]}",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=UTF-8",
        "Content-Transfer-Encoding: 8bit",
        f"Plural-Forms: {PLURAL_FORMS[lang]}",
    ]
    lines = [
        f"# {LANGUAGE_NAMES[lang]}: the unsun_lab message catalogue.",
        "# Keep every {placeholder} and every rule id (R11 ...) of the English.",
        'msgid ""',
        'msgstr ""',
        *(_quote(h + "\n") for h in header),
    ]
    for key, source in english.items():
        value = mine.get(key, source)
        lines.append("")
        if CITES.get(key):
            lines.append(f"#. cites {', '.join(CITES[key])}")
        if isinstance(source, str):
            assert isinstance(value, str), key
            lines += ["#, python-brace-format", f"msgctxt {_quote(key)}", f"msgid {_quote(source)}"]
            lines.append(f"msgstr {_quote(value)}")
        else:
            assert not isinstance(value, str), key
            lines += [f"#. {FORMS_NOTE[lang]}", "#, python-brace-format"]
            lines += [f"msgctxt {_quote(key)}", f"msgid {_quote(source['one'])}"]
            lines.append(f"msgid_plural {_quote(source['other'])}")
            for n, category in enumerate(PLURAL_CATEGORIES[lang]):
                lines.append(f"msgstr[{n}] {_quote(value[category])}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------
# Reading a PO file (as text, never executed)


@dataclass
class PoEntry:
    line: int  # where the entry starts
    fields: dict[str, list[str]] = field(default_factory=dict)  # keyword -> pieces
    lines: dict[str, int] = field(default_factory=dict)  # keyword -> its line
    piece_lines: dict[str, list[int]] = field(default_factory=dict)  # keyword -> each piece's

    def get(self, keyword: str) -> str | None:
        pieces = self.fields.get(keyword)
        return None if pieces is None else "".join(pieces)


_KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(\".*)$")
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def _unquote(token: str, where: str) -> str:
    if len(token) < 2 or not token.startswith('"') or not token.endswith('"'):
        raise PoError(f"{where}: expected a string in double quotes, got {token}")
    body, out, i = token[1:-1], [], 0
    while i < len(body):
        c = body[i]
        if c == '"':
            raise PoError(f"{where}: an unescaped '\"' inside a string")
        if c == "\\":
            nxt = body[i + 1 : i + 2]
            if nxt not in _ESCAPES:
                raise PoError(f'{where}: unknown escape \\{nxt} (\\n, \\t, \\" and \\\\ only)')
            out.append(_ESCAPES[nxt])
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def parse_po(text: str, name: str = "<po>") -> list[PoEntry]:
    """The entries of a PO file, the header first; a malformed line is refused, named."""
    entries: list[PoEntry] = []
    current: PoEntry | None = None
    last: str | None = None
    # Lines end at "\n" only, as in an editor (splitlines() would also cut at U+2028, U+0085
    # and the like, and the line named would not be the line the translator sees).
    text = text.removeprefix("\ufeff")  # the byte-order mark some editors write
    for number, raw in enumerate(text.split("\n"), start=1):
        where = f"{name}:{number}"
        raw = raw.removesuffix("\r")
        column, bad = _first_unsafe(raw, allowed="\t")
        if bad:
            raise PoError(f"{where}: column {column}: {bad}; a translation is plain text")
        line = raw.strip()
        if not line:
            current, last = None, None
            continue
        if line.startswith("#"):
            if line.startswith("#~"):
                raise PoError(f"{where}: obsolete entries (#~) are not imported; delete them")
            continue
        if line.startswith('"'):
            if current is None or last is None:
                raise PoError(f"{where}: a string continues no msgid or msgstr")
            current.fields[last].append(_unquote(line, where))
            current.piece_lines[last].append(number)
            continue
        found = _KEYWORD.match(line)
        if found is None:
            raise PoError(f"{where}: expected msgctxt, msgid, msgid_plural or msgstr, got {raw!r}")
        keyword, token = found.groups()
        if current is None or (keyword in ("msgctxt", "msgid") and "msgid" in current.fields):
            current = PoEntry(number)
            entries.append(current)
        if keyword in current.fields:
            raise PoError(f"{where}: {keyword} appears twice in one entry")
        current.fields[keyword] = [_unquote(token, where)]
        current.lines[keyword] = number
        current.piece_lines[keyword] = [number]
        last = keyword
    return entries


#: Short names of the control characters a terminal acts on (the others are named by code).
_CONTROL_NAMES = {0: "NUL", 7: "BEL", 8: "BS", 0x1B: "ESC", 0x7F: "DEL", 0x9B: "CSI"}
#: Unicode categories never written into a catalogue: controls (NUL, ESC, BEL, DEL, C1),
#: invisible formatting (U+202E turns text around, zero-width characters), line and
#: paragraph separators, surrogates and private use.
_UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Zl", "Zp"})


def _first_unsafe(s: str, allowed: str = "") -> tuple[int, str]:
    """(1-based column, what it is) of the first character of ``s`` a catalogue may not hold,
    or (0, "") when there is none."""
    if s.isprintable():
        return 0, ""  # the common case, at C speed (isprintable() is False for Cc, Cf, Zl ...)
    for column, c in enumerate(s, start=1):
        if c not in allowed and unicodedata.category(c) in _UNSAFE_CATEGORIES:
            named = _CONTROL_NAMES.get(ord(c)) or unicodedata.name(c, "a control character")
            return column, f"the character U+{ord(c):04X} ({named})"
    return 0, ""


def field_faults(template: str) -> list[str]:
    """The fields of ``template`` not written as English writes every field, ``{name}``: a
    format spec (``{seat:>300000000}`` builds a 300 MB string, ``{seat:{nope}}`` nests a
    field that is never given), a conversion (``{seat!a}``), an attribute or an index
    (``{seat.__class__}``, ``{seat[0]}``) or a positional field (``{}``, ``{0}``). Each is
    shown as written, at most 80 characters of it.

    >>> field_faults("seat {seat} plays {move}")
    []
    >>> field_faults("{seat:>9} {seat!a} {seat.real} {seat:{nope}}")
    ["'{seat:>9}'", "'{seat!a}'", "'{seat.real}'", "'{seat:{nope}}'"]
    """
    faults = []
    for _, name, spec, conversion in Formatter().parse(template):
        if name is None:
            continue
        if spec or conversion or not name.isidentifier():
            written = "{" + name + (f"!{conversion}" if conversion else "")
            written += (f":{spec}" if spec else "") + "}"
            faults.append(quote(written))
    return faults


def _placeholders(template: str) -> set[str]:
    try:
        return {n for _, n, _, _ in Formatter().parse(template) if n is not None}
    except ValueError as error:  # a lone { or }
        raise ValueError(f"not a template: {error}") from None


def _header(entry: PoEntry) -> dict[str, str]:
    lines = (entry.get("msgstr") or "").splitlines()
    return dict(line.split(":", 1) for line in lines if ":" in line)


def read_po(text: str, name: str = "<po>") -> tuple[str, dict[str, Entry]]:
    """The language of a PO file and its translations by key, each checked against English."""
    entries = parse_po(text, name)
    if not entries or entries[0].get("msgid") != "" or "msgctxt" in entries[0].fields:
        raise PoError(f'{name}:1: the file must start with the header entry (msgid "")')
    head = entries[0]
    header = {k.strip(): v.strip() for k, v in _header(head).items()}
    at = f"{name}:{head.line}"
    codes = {po: lang for lang, po in PO_LANGUAGE.items()}
    lang = codes.get(header.get("Language", ""))
    if lang is None:
        known = ", ".join(codes)
        raise PoError(f"{at}: header Language {header.get('Language')!r} is not one of {known}")
    forms = PLURAL_CATEGORIES[lang]
    plural_forms = header.get("Plural-Forms", "")
    pieces = zip(head.fields.get("msgstr", []), head.piece_lines.get("msgstr", []), strict=True)
    at = next((f"{name}:{n}" for piece, n in pieces if "Plural-Forms" in piece), at)
    if f"nplurals={len(forms)};" not in plural_forms.replace(" ", ""):
        raise PoError(
            f"{at}: header Plural-Forms {plural_forms!r} does not give {lang}'s"
            f" {len(forms)} forms ({PLURAL_FORMS[lang]})"
        )
    english = CATALOGUES["en"]
    found: dict[str, Entry] = {}
    for entry in entries[1:]:
        where = f"{name}:{entry.line}"
        key = entry.get("msgctxt")
        if key is None:
            raise PoError(f"{where}: the entry has no msgctxt (the catalogue key)")
        if key not in english:
            raise PoError(f"{where}: {key!r} is not a key of the catalogue")
        if key in found:
            raise PoError(f"{where}: {key!r} appears twice")
        source = english[key]
        msgid, plural = entry.get("msgid"), entry.get("msgid_plural")
        expected = (source, None) if isinstance(source, str) else (source["one"], source["other"])
        if (msgid, plural) != expected:
            raise PoError(
                f"{where}: the English of {key!r} is not the catalogue's (the file is older or"
                " was edited in msgid): export it again"
            )
        if isinstance(source, str):
            if any(k.startswith("msgstr[") for k in entry.fields):
                raise PoError(f"{where}: {key!r} has no plural forms; use msgstr")
            value: Entry = entry.get("msgstr") or ""
            texts = {"msgstr": value}
        else:
            if "msgstr" in entry.fields:
                raise PoError(
                    f"{where}: {key!r} counts; give msgstr[0] ... msgstr[{len(forms) - 1}]"
                )
            keys = sorted(k for k in entry.fields if k.startswith("msgstr["))
            wanted = [f"msgstr[{n}]" for n in range(len(forms))]
            if keys != sorted(wanted):
                raise PoError(f"{where}: {key!r} needs exactly {', '.join(wanted)}")
            texts = {w: entry.get(w) or "" for w in wanted}
            value = {c: texts[w] for c, w in zip(forms, wanted, strict=True)}
        for keyword, translated in texts.items():
            line = f"{name}:{entry.lines.get(keyword, entry.line)}"
            if not translated.strip():
                raise PoError(f"{line}: the translation of {key!r} is empty")
            column, bad = _first_unsafe(translated)
            if bad:
                raise PoError(
                    f"{line}: the translation of {key!r} holds {bad} at character {column};"
                    " a translation is plain text on one line"
                )
            try:
                fields = _placeholders(translated)
                faults = field_faults(translated)
            except ValueError as error:
                raise PoError(f"{line}: {key!r}: {error}") from None
            if faults:
                raise PoError(
                    f"{line}: {key!r}: write every field as the English does, {{name}}, with"
                    f" no format spec, conversion, attribute or index: not {', '.join(faults)}"
                )
            want = set().union(*(_placeholders(t) for t in _forms(source)))
            if fields != want and not (fields | {"count"} == want and "count" in want):
                raise PoError(
                    f"{line}: {key!r} must have the placeholders {sorted(want)},"
                    f" not {sorted(fields)}"
                )
            cited = tuple(dict.fromkeys(_RULE_ID.findall(translated)))
            if not key.startswith("rule.") and cited != CITES.get(key, ()):
                raise PoError(
                    f"{line}: {key!r} must cite {', '.join(CITES.get(key, ())) or 'no rule'}"
                    f" as the English does, not {', '.join(cited) or 'none'}"
                )
        found[key] = value
    return lang, found


# ---------------------------------------------------------------------------------------
# Writing the catalogue back: only the changed literals, found with ast (never executed)


@dataclass(frozen=True)
class Site:
    path: Path
    start: int  # byte offsets of the value's literal in the file
    end: int
    indent: int  # the column of the entry's key
    value: Entry


def _files(folder: Path, lang: str) -> list[Path]:
    """The files of ``lang``'s folder that hold its entries, under the i18n folder ``folder``."""
    own = folder / "languages" / lang
    return [own / n for n in CATALOGUE_FILES if (own / n).is_file()]


def _offsets(source: bytes) -> list[int]:
    starts, at = [0], 0
    for line in source.splitlines(keepends=True):
        at += len(line)
        starts.append(at)
    return starts


def _literal(node: ast.expr) -> Entry | None:
    try:
        value = ast.literal_eval(node)
    except ValueError:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(v, str) for k, v in value.items()
    ):
        return value
    return None


def sites(folder: Path, lang: str) -> dict[str, Site]:
    """Where each entry of ``lang`` is written in its files under the i18n folder ``folder``."""
    out: dict[str, Site] = {}
    for path in _files(folder, lang):
        source = path.read_bytes()
        starts = _offsets(source)
        for node in ast.walk(ast.parse(source, str(path))):
            if not isinstance(node, ast.Dict):
                continue
            for key_node, value in zip(node.keys, node.values, strict=True):
                if not isinstance(key_node, ast.Constant) or key_node.value not in CATALOGUES["en"]:
                    continue  # a plural form's category, or not a catalogue entry
                key = key_node.value
                literal = _literal(value)
                if literal is None:
                    raise PoError(f"{path}:{value.lineno}: {key!r} is not a literal")
                if key in out:
                    raise PoError(f"{path}:{value.lineno}: {key!r} is written twice for {lang}")
                assert value.end_lineno is not None and value.end_col_offset is not None
                start = starts[value.lineno - 1] + value.col_offset
                end = starts[value.end_lineno - 1] + value.end_col_offset
                out[key] = Site(path, *_unwrap(source, start, end), key_node.col_offset, literal)
    return out


def _unwrap(source: bytes, start: int, end: int) -> tuple[int, int]:
    """The span of a literal with the parentheses around it (ast leaves them out)."""
    before = source[:start].rstrip()
    after = source[end:].lstrip()
    if before.endswith(b"(") and after.startswith(b")"):
        return len(before) - 1, len(source) - len(after) + 1
    return start, end


def _width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def _py(s: str) -> str:
    out = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{out}"'


def _chunks(s: str, room: int) -> list[str]:
    """``s`` cut into pieces whose literals fit in ``room`` columns: before a space, or after
    Japanese punctuation, or (for a long run without either) between two characters."""
    # One pass over the characters: each cut is where the next character would not fit.
    tokens: list[tuple[str, int]] = []  # (token, the width of its literal)
    for token in re.split(r"(?= )|(?<=[、。：）」])", s):
        start, used = 0, 2  # the literal's two quotes
        for i, c in enumerate(token):
            w = _literal_width(c)
            if used + w > room and i > start:
                tokens.append((token[start:i], used))
                start, used = i, 2
            used += w
        tokens.append((token[start:], used))
    pieces: list[str] = []
    widths: list[int] = []
    for token, width in tokens:
        if not token:
            continue
        if pieces and widths[-1] + width - 2 <= room:
            pieces[-1] += token
            widths[-1] += width - 2
        else:
            pieces.append(token)
            widths.append(width)
    return pieces


def _literal_width(c: str) -> int:
    """The columns ``c`` takes inside a literal written by :func:`_py`."""
    if c in '\\"\n\t':
        return 2  # written with a backslash
    return 2 if unicodedata.east_asian_width(c) in "WF" else 1


def format_value(value: Entry, indent: int, before: int) -> str:
    """``value`` as Python source for an entry whose key starts at column ``indent`` and whose
    value starts at column ``before`` (what ruff format writes)."""
    if isinstance(value, str):
        one = _py(value)
        if before + _width(one) + 1 <= LINE_LENGTH:
            return one
        inner = " " * (indent + 4)
        pieces = _chunks(value, LINE_LENGTH - indent - 4)
        return "(\n" + "".join(f"{inner}{_py(p)}\n" for p in pieces) + " " * indent + ")"
    inner = " " * (indent + 4)
    lines = ["{"]
    for category, form in value.items():
        head = f"{inner}{_py(category)}: "
        lines.append(head + format_value(form, indent + 4, _width(head)) + ",")
    lines.append(" " * indent + "}")
    return "\n".join(lines)


def apply(
    lang: str, values: Mapping[str, Entry], folder: Path = FOLDER, rewrite: bool = False
) -> list[str]:
    """Write ``values`` (key -> entry) into ``lang``'s files; returns the keys changed.
    ``rewrite`` writes each given entry again even if it is unchanged (to reflow it)."""
    where = sites(folder, lang)
    live = CATALOGUES[lang]  # an entry written nowhere here (English example notes) is unchanged
    changed = [
        k
        for k, v in values.items()
        if rewrite or (where[k].value != v if k in where else live.get(k) != v)
    ]
    missing = [k for k in changed if k not in where]
    if missing:
        raise PoError(f"no place in {folder} to write {', '.join(missing)} for {lang}")
    by_file: dict[Path, list[Site]] = {}
    for key in changed:
        by_file.setdefault(where[key].path, []).append(where[key])
    wanted = {k: where[k].value for k in where} | {k: values[k] for k in changed}
    new: dict[Path, bytes] = {}
    for path, spots in by_file.items():
        data = path.read_bytes()
        for site in sorted(spots, key=lambda s: -s.start):
            key = next(k for k in changed if where[k] is site)
            line_start = data.rfind(b"\n", 0, site.start) + 1
            before = _width(data[line_start : site.start].decode("utf-8"))
            literal = format_value(values[key], site.indent, before).encode("utf-8")
            data = data[: site.start] + literal + data[site.end :]
        new[path] = data
    # Read the result back before anything is written: exactly the intended entries.
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch)
        for path in _files(folder, lang):
            mirror = copy / path.relative_to(folder)
            mirror.parent.mkdir(parents=True, exist_ok=True)
            mirror.write_bytes(new.get(path, path.read_bytes()))
        again = {k: s.value for k, s in sites(copy, lang).items()}
    if again != wanted:
        wrong = sorted(k for k in wanted if again.get(k) != wanted[k])
        raise PoError(
            f"the rewritten files do not read back as intended ({wrong}); nothing written"
        )
    for path in new:  # every file is checked before the first is replaced
        regular_or_missing(path)
    for path, data in new.items():
        write_atomic(path, data)
    return changed


def import_po(path: Path, folder: Path = FOLDER) -> tuple[str, list[str]]:
    """Import a PO file into the catalogue files of ``folder``: (language, keys changed)."""
    lang, values = read_po(read_bounded(path, PO_LIMIT).decode("utf-8"), str(path))
    return lang, apply(lang, values, folder)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/i18n.py", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    out = commands.add_parser("export", help="print LANG's catalogue as a PO file")
    out.add_argument("lang", choices=sorted(CATALOGUES))
    into = commands.add_parser("import", help="write a PO file's translations back")
    into.add_argument("po", type=Path)
    into.add_argument("--into", type=Path, default=FOLDER, help="the i18n folder to write")
    args = parser.parse_args(argv)
    if args.command == "export":
        sys.stdout.write(export(args.lang))
        return 0
    try:
        lang, changed = import_po(args.po, args.into)
    except (PoError, FileRefused, OSError, UnicodeDecodeError) as error:
        print(f"refused: {printable(str(error))}", file=sys.stderr)  # one line, escapes shown
        return 2
    print(f"{lang}: {len(changed)} entries changed" + "".join(f"\n  {k}" for k in changed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
