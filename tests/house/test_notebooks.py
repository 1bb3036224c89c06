"""Static checks of the notebooks: the rule index links every rule to a real heading, every
notebook carries its outputs (so GitHub shows them), and no output leaks an object address.

Executing the notebooks is nbval's job (``pytest --nbval-lax notebooks/``).
"""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
START = NOTEBOOKS / "00_start_here.ipynb"
RULE_IDS = [f"R{n}" for n in range(1, 32)]
# A table row of the rule index: | R19 | what | [label](notebook.ipynb#anchor) |
ROW = re.compile(r"^\|\s*(R\d+)\s*\|[^|]*\|\s*\[[^\]]*\]\(([^)#]+\.ipynb)#([^)]+)\)\s*\|\s*$")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*$")
ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{6,}\b")


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def source(cell: dict[str, Any]) -> str:
    src = cell["source"]
    return src if isinstance(src, str) else "".join(src)


def anchor(heading: str) -> str:
    """The id JupyterLab gives a markdown heading: its text with spaces as hyphens."""
    return heading.replace(" ", "-")


def heading_anchors(path: Path) -> set[str]:
    anchors = set()
    for cell in load(path)["cells"]:
        if cell["cell_type"] == "markdown":
            for line in source(cell).splitlines():
                match = HEADING.match(line)
                if match:
                    anchors.add(anchor(match.group(1)))
    return anchors


def rule_index() -> dict[str, tuple[str, str]]:
    """Rule id -> (target notebook, anchor), from 00_start_here's markdown table."""
    links: dict[str, tuple[str, str]] = {}
    for cell in load(START)["cells"]:
        if cell["cell_type"] == "markdown":
            for line in source(cell).splitlines():
                match = ROW.match(line.strip())
                if match:
                    links[match.group(1)] = (match.group(2), match.group(3))
    return links


def all_notebooks() -> list[Path]:
    return sorted(NOTEBOOKS.glob("*.ipynb"))


def test_the_lessons_exist_in_order() -> None:
    """00-07, the primer on playing well between 04 and 05, and any later lesson (08 ...)."""
    names = [p.stem for p in all_notebooks()]
    assert [n[:2] for n in names[:9]] == ["00", "01", "02", "03", "04", "04", "05", "06", "07"]
    assert names[5] == "04b_playing_well", names


@pytest.mark.parametrize("path", all_notebooks(), ids=lambda p: p.stem)
def test_each_lesson_says_how_long_it_takes_and_what_it_teaches(path: Path) -> None:
    first = source(load(path)["cells"][0])
    assert re.search(r"\*About \d+ minutes", first), f"{path.name}: no time at the top"
    assert "Afterwards you will" in first, f"{path.name}: no outcome at the top"


# A catalogue key printed where a sentence should be, e.g. "combo.none_partner".
KEY = re.compile(r"\b(?:combo|legal|win|refuse|study|advice|show|explain)\.[a-z_]+\b")


def _printed(cell: dict[str, Any]) -> str:
    return "".join(
        "".join(o.get("text", ""))
        for o in cell.get("outputs", [])
        if o.get("output_type") == "stream"
    )


@pytest.mark.parametrize("path", all_notebooks(), ids=lambda p: p.stem)
def test_printed_lessons_are_sentences_not_keys_or_none(path: Path) -> None:
    for i, cell in enumerate(load(path)["cells"]):
        printed = _printed(cell)
        found = KEY.search(printed)
        assert found is None, f"{path.name} cell {i} prints the catalogue key {found.group(0)}"
        assert not re.search(r"\bNone\b", printed), f"{path.name} cell {i} prints None"


@pytest.mark.parametrize("path", all_notebooks(), ids=lambda p: p.stem)
def test_no_progress_bar_is_stored(path: Path) -> None:
    """A stored progress bar reads "0/10000" forever: the lessons run without them."""
    for i, cell in enumerate(load(path)["cells"]):
        for output in cell.get("outputs", []):
            texts = [output.get("text", ""), *output.get("data", {}).values()]
            text = " ".join(t if isinstance(t, str) else "".join(map(str, t)) for t in texts)
            assert not re.search(r"\b0/[\d,]+ \[", text), f"{path.name} cell {i}: a progress bar"


COURSE = [p for p in all_notebooks() if p.stem[:2] in {f"0{i}" for i in range(8)}]


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_each_code_cell_has_its_point_said_before_it(path: Path) -> None:
    """A reader who does not read code reads the prose: each code cell follows a paragraph."""
    cells = load(path)["cells"]
    for i, cell in enumerate(cells):
        if cell["cell_type"] == "code":
            assert cells[i - 1]["cell_type"] == "markdown", f"{path.name} cell {i}: code after code"


# Lines of a cell that only imports and defines helpers (it may be folded with no output).
DEFINES = re.compile(r"^(?:$|\s|#|import |from |def |\)|@)")


@pytest.mark.parametrize("path", all_notebooks(), ids=lambda p: p.stem)
def test_folded_cells_show_their_output(path: Path) -> None:
    """A cell whose code is folded away (a search, a count, a chart) is there for its output."""
    folded = 0
    for i, cell in enumerate(load(path)["cells"]):
        if cell["metadata"].get("jupyter", {}).get("source_hidden"):
            folded += 1
            assert cell["cell_type"] == "code", f"{path.name} cell {i}"
            setup = all(DEFINES.match(line) for line in source(cell).splitlines())
            assert cell.get("outputs") or setup, f"{path.name} cell {i} hides a silent cell"
            before = load(path)["cells"][i - 1]
            assert before["cell_type"] == "markdown", f"{path.name} cell {i}: no prose before it"
    if path.stem[:2] in {"02", "03", "04", "07"}:
        assert folded, f"{path.name} folds none of its searches and counts"


def test_every_rule_is_linked_from_the_start_page() -> None:
    links = rule_index()
    missing = [r for r in RULE_IDS if r not in links]
    assert not missing, f"rules without a link in 00_start_here's table: {missing}"


@pytest.mark.parametrize("rule", RULE_IDS)
def test_rule_link_points_to_a_heading(rule: str) -> None:
    target, fragment = rule_index()[rule]
    path = NOTEBOOKS / target
    assert path.is_file(), f"{rule} links to {target}, which does not exist"
    anchors = heading_anchors(path)
    assert fragment in anchors, f"{rule}: no heading #{fragment} in {target}; has {sorted(anchors)}"


@pytest.mark.parametrize("path", all_notebooks(), ids=lambda p: p.stem)
def test_notebook_has_committed_outputs(path: Path) -> None:
    code = [c for c in load(path)["cells"] if c["cell_type"] == "code" and source(c).strip()]
    assert code, f"{path.name} has no code cells"
    unrun = [i for i, c in enumerate(code) if c.get("execution_count") is None]
    assert not unrun, f"{path.name}: code cells {unrun} were not executed"
    assert sum(1 for c in code if c.get("outputs")) >= len(code) // 2, f"{path.name}: few outputs"
    errors = [o for c in code for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors, f"{path.name} has error outputs: {[e.get('ename') for e in errors]}"


@pytest.mark.parametrize("path", all_notebooks(), ids=lambda p: p.stem)
def test_committed_outputs_stay_small(path: Path) -> None:
    """A notebook with its outputs stays under 250 KB (tools/execute_notebooks.py drops the
    widget state; a widget's committed fallback is one picture, so few widgets per notebook)."""
    size = path.stat().st_size
    assert size <= 250_000, f"{path.name} is {size:,} bytes with its outputs"
    assert "widgets" not in load(path)["metadata"], f"{path.name} commits the widget state"


@pytest.mark.parametrize("path", all_notebooks(), ids=lambda p: p.stem)
def test_no_object_addresses_in_outputs(path: Path) -> None:
    for i, cell in enumerate(load(path)["cells"]):
        for output in cell.get("outputs", []):
            texts = [output.get("text", "")]
            texts += [v for k, v in output.get("data", {}).items() if k.startswith("text/")]
            for text in texts:
                text = text if isinstance(text, str) else "".join(text)
                found = ADDRESS.search(text)
                assert found is None, f"{path.name} cell {i}: object address {found.group(0)}"


@pytest.mark.parametrize("path", all_notebooks(), ids=lambda p: p.stem)
def test_cells_are_tagged_for_nbval(path: Path) -> None:
    """Each code cell says whether nbval compares its output (deterministic) or not."""
    tags = {"nbval-check-output", "nbval-ignore-output"}
    for i, cell in enumerate(load(path)["cells"]):
        if cell["cell_type"] == "code":
            assert tags & set(cell["metadata"].get("tags", [])), f"{path.name} cell {i}: no tag"


def _notebook(printed: str, svg: str) -> dict[str, Any]:
    """A one-cell notebook whose committed outputs are a printed line and an SVG picture."""
    code = "from IPython.display import SVG, display\nprint('R19: must follow')\n"
    code += 'display(SVG(\'<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>\'))'
    outputs = [
        {"output_type": "stream", "name": "stdout", "text": printed},
        {
            "output_type": "display_data",
            "metadata": {},
            "data": {"image/svg+xml": svg, "text/plain": "<IPython.core.display.SVG object>"},
        },
    ]
    cell = {
        "cell_type": "code",
        "execution_count": 1,
        "id": "c1",
        "source": code,
        "metadata": {"tags": ["nbval-check-output"]},
        "outputs": outputs,
    }
    return {
        "cells": [cell],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "py", "language": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }


@pytest.mark.slow
def test_nbval_compares_the_text_not_the_pictures(tmp_path: Path) -> None:
    """The root conftest makes nbval ignore SVG/HTML bytes, but a changed printed line fails."""
    root = NOTEBOOKS.parent
    (tmp_path / "conftest.py").write_text((root / "conftest.py").read_text(encoding="utf-8"))
    other_picture = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="9"/></svg>'
    (tmp_path / "same_text.ipynb").write_text(
        json.dumps(_notebook("R19: must follow\n", other_picture))
    )
    (tmp_path / "other_text.ipynb").write_text(
        json.dumps(_notebook("R20: may trump\n", other_picture))
    )
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--nbval-lax",
            "--nbval-current-env",
            "-rA",
            "same_text.ipynb",
            "other_text.ipynb",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    report = run.stdout + run.stderr
    assert re.search(r"PASSED same_text\.ipynb::Cell 0", report), report
    assert re.search(r"FAILED other_text\.ipynb::Cell 0", report), report
    assert "1 failed, 1 passed" in report, report


# The lessons use what `import unsun_lab as ul` offers, plus these public packages.
PUBLIC_PACKAGES = {
    "unsun_lab",
    "unsun_lab.analysis",
    "unsun_lab.practice",
    "unsun_lab.widgets",
    "unsun_lab.display",
    "unsun_lab.examples",
    "unsun_lab.players",
    "unsun_lab.principles",  # PRINCIPLES, a public name of the contract (DESIGN.md)
    "unsun_lab.study",
}
IMPORT = re.compile(r"^\s*(?:from\s+(unsun_lab[\w.]*)\s+import|import\s+(unsun_lab[\w.]*))", re.M)
DEF = re.compile(r"^def (\w+)\(", re.M)
LESSONS = all_notebooks()  # every English lesson, 07 and the primer included


def _code(path: Path) -> list[str]:
    return [source(c) for c in load(path)["cells"] if c["cell_type"] == "code"]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_lessons_use_the_public_api(path: Path) -> None:
    for i, code in enumerate(_code(path)):
        for match in IMPORT.finditer(code):
            module = match.group(1) or match.group(2)
            assert module in PUBLIC_PACKAGES, f"{path.name} code cell {i} imports {module}"
        assert not re.search(r"\.\s*_[a-z]", code), f"{path.name} code cell {i} uses a private name"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_lesson_helpers_are_a_few_lines(path: Path) -> None:
    for i, code in enumerate(_code(path)):
        for match in DEF.finditer(code):
            body = code[match.end() :].split("\n\n")[0]
            lines = [line for line in body.splitlines()[1:] if line.strip()]
            assert len(lines) <= 6, (
                f"{path.name} code cell {i}: {match.group(1)} is {len(lines)} lines"
            )


def test_no_helper_is_defined_in_two_lessons() -> None:
    where: dict[str, str] = {}
    for path in LESSONS:
        for code in _code(path):
            for name in DEF.findall(code):
                assert where.setdefault(name, path.name) == path.name, (
                    f"{name} is defined in {where[name]} and {path.name}: make it public instead"
                )


# Sentences RULES.md contradicts, which a lesson once said: (notebook glob, phrase, the rule).
CONTRADICTED = [
    ("*.ipynb", "the strongest card wins", "R17, R25: a card of another plain suit never wins"),
    (
        "*.ipynb",
        "plain card, and its trumps went face down)",
        "R26 Decision: the ninth trick is no Meri",
    ),
    ("*.ipynb", "a trick, not led with a trump", "R26 Decision: the ninth trick is no Meri"),
    ("*.ipynb", "native Robai gives up the indicator", "R11 Decision: the dealer may hold it"),
    ("*.ipynb", "this rule always bites", "R19: the all-trump hand is its exception"),
    ("*.ipynb", "can never be the other team's O", "R27: an opponent's win makes it O"),
    ("*.ipynb", "pairs of neighbouring trumps", "R27: Tenka sits inside Sota-native Robai"),
    ("*.ipynb", "Change `seed`", "the table has a New match button"),
    ("pt/*.ipynb", "parceiro nunca é o O", "R27: an opponent's win makes it O"),
    ("cs/*.ipynb", "spoluhráče nikdy není O", "R27: an opponent's win makes it O"),
    ("ja/*.ipynb", "味方の切り札は役のOにはなりません", "R27: an opponent's win makes it O"),
]


def _markdown(path: Path) -> list[str]:
    return [
        " ".join(source(c).split()) for c in load(path)["cells"] if c["cell_type"] == "markdown"
    ]


@pytest.mark.parametrize(("pattern", "phrase", "why"), CONTRADICTED, ids=lambda v: str(v)[:24])
def test_no_lesson_says_what_the_rules_contradict(pattern: str, phrase: str, why: str) -> None:
    paths = sorted(NOTEBOOKS.glob(pattern))
    assert paths, pattern
    for path in paths:
        for i, text in enumerate(_markdown(path)):
            assert phrase not in text, f"{path.name} markdown {i} says {phrase!r} ({why})"


def _section(path: Path, heading: str) -> str:
    """The prose of one section: from its heading to the next heading of the same level."""
    text = " \n".join(source(c) for c in load(path)["cells"] if c["cell_type"] == "markdown")
    start = text.index(f"\n{heading}" if not text.startswith(heading) else heading)
    level = heading.split(" ")[0]
    end = re.search(rf"\n{level} ", text[start + 2 :])
    return " ".join(text[start : start + 2 + end.start() if end else len(text)].split())


# Each Decision taught whole where its rule is taught: (notebook, heading, words it must hold).
DECISIONS = [
    (
        "02_dealing_and_the_indicator.ipynb",
        "## Declaring or hiding",
        "The dealer may be the holder",
    ),
    ("03_playing_tricks.ipynb", "## The Sun exception R21", "before the indicator was taken"),
    ("03_playing_tricks.ipynb", "## The Sun exception R21", "must** follow a Meri with a trump"),
    (
        "04_scoring_and_combinations.ipynb",
        "## Two points or five R28",
        "lay in the stock is **not** hidden",
    ),
    ("04_scoring_and_combinations.ipynb", "## Two points or five R28", "Not a dealer who holds it"),
    (
        "04_scoring_and_combinations.ipynb",
        "## Two points or five R28",
        "the conditions do not add up",
    ),
    (
        "04_scoring_and_combinations.ipynb",
        "## Every combination pair R27",
        "the ninth trick is never a Meri",
    ),
    ("07_exploring_by_simulation.ipynb", "## How often does each combination", "never a Meri"),
    ("05_play_a_match.ipynb", "## Your tools at the table", "**New match.**"),
]


@pytest.mark.parametrize(("name", "heading", "words"), DECISIONS, ids=lambda v: str(v)[:30])
def test_decisions_are_taught_whole(name: str, heading: str, words: str) -> None:
    assert words in _section(NOTEBOOKS / name, heading), f"{name} {heading}: no {words!r}"


def test_the_ninth_trick_example_of_r28_is_pointed_out_as_both_cases() -> None:
    """04's last R28 example is a ninth-trick Sota-Robai with a hidden Robai: the text says so."""
    cells = load(NOTEBOOKS / "04_scoring_and_combinations.ipynb")["cells"]
    i = next(i for i, c in enumerate(cells) if "why_points.key" in source(c))
    printed = _printed(cells[i]).strip().splitlines()
    assert "native Robai hidden" in printed[-2] and "ninth trick" in printed[-1], printed[-2:]
    after = " ".join(source(cells[i + 1]).split())
    assert "ninth trick **and** its pair holds a hidden native Robai" in after, after


def test_every_lesson_before_the_last_ends_with_a_link_to_the_next() -> None:
    lessons = [p for p in all_notebooks() if p.stem[:2] != "00"]
    for path, following in itertools.pairwise(lessons):
        last = source(load(path)["cells"][-1])
        assert f"({following.name})" in last, f"{path.name} ends without a link to {following.name}"


# The letter O of R27 in each language's prose (in Portuguese "O" is also an article).
O_USED = {"pt": r"\b[oé] O\b|\(O\)", "cs": r"(?<![A-Za-z])O(?![A-Za-z])", "ja": r"O"}


@pytest.mark.parametrize("code", sorted(O_USED))
def test_w_and_o_are_said_where_a_language_notebook_first_uses_o(code: str) -> None:
    path = next((NOTEBOOKS / code).glob("*.ipynb"))
    texts = _markdown(path)
    first = next(t for t in texts if re.search(O_USED[code], t))
    assert re.search(r"[(（]W[)）]", first) and re.search(r"[(（]O[)）]", first), (
        f"{path.name}: O used before it is defined: {first}"
    )


@pytest.mark.parametrize("name", ["03_playing_tricks.ipynb", "04_scoring_and_combinations.ipynb"])
def test_the_rules_card_is_shown_at_the_end_of_03_and_04(name: str) -> None:
    cells = load(NOTEBOOKS / name)["cells"]
    i = next(i for i, c in enumerate(cells) if source(c).strip() == "ul.rules_card()")
    assert source(cells[i - 1]).startswith("## The rules card")
    assert "## Practise" in source(cells[i + 1]), "the card closes the lesson, before its quiz"
    html = "".join(cells[i]["outputs"][0]["data"]["text/html"])
    assert html.startswith('<img class="ul-svg-img"'), "no picture stored for a static page"


def test_the_start_page_links_the_rules_card() -> None:
    prose = " ".join(source(c) for c in load(START)["cells"] if c["cell_type"] == "markdown")
    assert "(03_playing_tricks.ipynb#The-rules-card)" in prose
    assert "The-rules-card" in heading_anchors(NOTEBOOKS / "03_playing_tricks.ipynb")


@pytest.mark.parametrize(
    "name",
    [
        "01_the_deck_and_rank_orders.ipynb",
        "02_dealing_and_the_indicator.ipynb",
        "03_playing_tricks.ipynb",
        "04_scoring_and_combinations.ipynb",
    ],
)
def test_each_lesson_ends_with_its_quiz_of_eight_with_stars(name: str) -> None:
    code = [source(c) for c in load(NOTEBOOKS / name)["cells"] if c["cell_type"] == "code"]
    quiz = [c for c in code if "Practice(rules=" in c]
    assert len(quiz) == 1 and f'quiz=8, lesson="{name[:2]}")' in quiz[0], quiz


PRIMER = NOTEBOOKS / "04b_playing_well.ipynb"
# Sentences the primer once said that RULES.md or its own measurements contradict.
PRIMER_WRONG = [
    (
        "the Sota, the card just above it",
        "R14: Tenka sits above the native Robai unless Pao is trump",
    ),
    ("upper neighbour", "R27: the pairs are not all neighbours"),
    ("gives up the indicator", "R11 Decision: a dealer who holds it receives it either way"),
    ("pass and keep it hidden, which", "R11: passing keeps the indicator for a dealer-holder"),
    ("One of those deals", "a cherry-picked example"),
    ("and the Sun wins far more often", "R23: Monchi allows a trump, it protects no Sun"),
    ("they should agree with the large ones", "live runs that disagreed were shown uncommented"),
]
# Sentences the primer must say where it teaches the rule.
PRIMER_RIGHT = [
    "with Tenka between them, unless Pao is trump",
    "**not when the holder is the dealer**",
    "receives the indicator either way (R11)",
    "the strongest trump your team played on it is the O it is compared with (R27)",
    "Your extra trump can be that O",
    "does not protect it: a player may always trump instead",
]


def test_the_primer_states_the_rules_as_rules_md_does() -> None:
    prose = " ".join(_markdown(PRIMER))
    for phrase, why in PRIMER_WRONG:
        assert phrase not in prose, f"04b says {phrase!r} ({why})"
    for phrase in PRIMER_RIGHT:
        assert phrase in prose, f"04b does not say {phrase!r}"
    code = "\n".join(_code(PRIMER))
    assert "max(range(len(" not in code, "04b picks its example by the largest gain"


def _primer_sections() -> list[list[dict[str, Any]]]:
    """The cells of each numbered principle, from its heading to the next heading."""
    sections: list[list[dict[str, Any]]] = []
    for cell in load(PRIMER)["cells"]:
        text = source(cell)
        if cell["cell_type"] == "markdown" and text.startswith("## "):
            sections.append([cell] if re.match(r"## \d\. ", text) else [])
        elif sections and sections[-1]:
            sections[-1].append(cell)
    return [s for s in sections if s]


def _html(cell: dict[str, Any]) -> str:
    return "".join(
        "".join(o["data"]["text/html"])
        for o in cell.get("outputs", [])
        if "data" in o
        if "text/html" in o["data"]
    )


def test_each_principle_is_one_position_played_both_ways_side_by_side() -> None:
    sections = _primer_sections()
    assert len(sections) == 7, [source(s[0]).splitlines()[0] for s in sections]
    for cells in sections:
        title = source(cells[0]).splitlines()[0]
        shown = [c for c in cells if "both_ways(deal, ways" in source(c)]
        assert len(shown) == 1, f"{title}: no position played both ways"
        html = _html(shown[0])
        assert html.count("flex:1 1 300px") == 2, f"{title}: not two columns side by side"
        assert html.count("of the 9 tricks; the deal ends") == 2, (
            f"{title}: the points of each way are missing"
        )
        assert re.search(
            r"first column's way ended the deal better \d+ times", _printed(shown[0])
        ), title


def test_each_principles_measurement_is_in_a_folded_how_we_know_cell() -> None:
    for cells in _primer_sections():
        title = source(cells[0]).splitlines()[0]
        folded = [
            c
            for c in cells
            if c["cell_type"] == "code"
            and c["metadata"].get("jupyter", {}).get("source_hidden")
            and c["metadata"].get("jupyter", {}).get("outputs_hidden")
        ]
        assert len(folded) == 1, f"{title}: no folded 'how we know' cell"
        assert _printed(folded[0]).startswith("How we know."), title
        assert "95 % interval" in _printed(folded[0]), title
    prose = " ".join(" ".join(_markdown(PRIMER)[1:]).split())
    assert "95 % interval" not in prose, "the statistics belong in the folded cells"


def test_the_primer_measures_keeping_against_playing_and_every_trump() -> None:
    data = json.loads((NOTEBOOKS / "primer_measurements.json").read_text(encoding="utf-8"))
    keep = data["danger_keep"]["overall"]
    assert keep["n"] >= 300 and keep["low95"] < keep["value"] < keep["high95"], keep
    every = data["partner_every_trump"]
    for name in ("weakest", "strongest", "average", "best"):
        assert every[name]["n"] >= 300, (name, every[name])
    assert every["trumps_tried"] > every["average"]["n"], "more than one trump per position"
    printed = " ".join(_printed(c) for c in load(PRIMER)["cells"])
    assert "keeping the card in danger" in printed and "rather than playing it gained" in printed
    assert "Against every trump" in printed and "the strongest trump" in printed


# The language start notebooks as courses: (folder, glossary heading, a Monchi claim they dropped).
LANGUAGE_COURSES = {
    "pt": ("## Glossário", "com o Monchi (R23), ganha muito mais vezes"),
    "cs": ("## Slovníček", "Po prvním zdvihu Meri, s Monchi (R23),"),
    "ja": ("## 用語集", "最初のメリの後はモンチ（R23）があるので"),
}
# The rules each prose section teaches, in the order a course meets them.
COURSE_SECTIONS = ["R4", "R6", "R11", "R18", "R27"]


@pytest.mark.parametrize("code", sorted(LANGUAGE_COURSES))
def test_each_language_start_notebook_is_a_course(code: str) -> None:
    glossary, dropped = LANGUAGE_COURSES[code]
    path = next((NOTEBOOKS / code).glob("*.ipynb"))
    cells = load(path)["cells"]
    markdown = [source(c) for c in cells if c["cell_type"] == "markdown"]
    assert markdown[1].startswith(glossary), f"{path.name}: the glossary is not first"
    assert "glossary()" in source(cells[2]) and _printed(cells[2]).count(":") >= 15
    headings = [m.splitlines()[0] for m in markdown if m.startswith("## ")]
    at = [next((i for i, h in enumerate(headings) if re.search(rf"\b{r}\b", h)), -1) for r in
          COURSE_SECTIONS]  # fmt: skip
    assert -1 not in at and at == sorted(at), f"{path.name}: sections {headings}"
    assert not any(dropped in m for m in markdown), f"{path.name} says {dropped!r} (R23)"
    code_cells = [c for c in cells if c["cell_type"] == "code"]
    folded = [c["metadata"].get("jupyter", {}).get("source_hidden") for c in code_cells]
    assert all(folded), f"{path.name}: code cells not folded: {folded}"
    course = next(c for c in code_cells if 'examples.load("course")' in source(c))
    printed = _printed(course)
    from unsun_lab import examples

    for hand in examples.load("course").dealt:
        assert " ".join(card.code for card in hand) in printed, f"{path.name}: a hand is missing"
    told = "".join(_printed(c) for c in code_cells if "trick_told(" in source(c))
    assert told.count("(R24)") >= 2 and "(R21)" in told and "(R27, R28)" in told.replace("、", ", ")
    quiz = [source(c) for c in code_cells if "Practice(" in source(c)]
    assert len(quiz) == 1 and "quiz=8" in quiz[0] and f'lang="{code}"' in quiz[0], quiz
    assert any(source(c).strip() == "ul.rules_card()" for c in code_cells)


#: The rules each lesson asks right after teaching them, at least (a checkpoint each).
CHECKPOINTS = {
    "01_the_deck_and_rank_orders": [["R14"], ["R8", "R9"], ["R15", "R16"], ["R17"]],
    "02_dealing_and_the_indicator": [
        ["R4", "R5"], ["R6"], ["R8", "R9"], ["R10", "R11"], ["R12"], ["R13"],
    ],
    "03_playing_tricks": [
        ["R18"], ["R19"], ["R22"], ["R25"], ["R24", "R31"], ["R20"], ["R23"], ["R21"], ["R26"],
    ],
    "04_scoring_and_combinations": [["R27"], ["R28"], ["R29"]],
}  # fmt: skip
CHECKPOINT = re.compile(r"checkpoint\((\[[^\]]*\])\)")


def _checkpoints(path: Path) -> list[tuple[int, list[str], dict[str, Any]]]:
    found = []
    for i, cell in enumerate(load(path)["cells"]):
        match = CHECKPOINT.search(source(cell)) if cell["cell_type"] == "code" else None
        if match:
            found.append((i, json.loads(match.group(1)), cell))
    return found


@pytest.mark.parametrize("stem", sorted(CHECKPOINTS))
def test_a_checkpoint_follows_each_rule_where_it_is_taught(stem: str) -> None:
    path = NOTEBOOKS / f"{stem}.ipynb"
    cells = load(path)["cells"]
    found = _checkpoints(path)
    assert [rules for _, rules, _ in found] == CHECKPOINTS[stem]
    quiz = max(i for i, c in enumerate(cells) if "quiz=8" in source(c))
    for i, rules, cell in found:
        assert i < quiz, f"{stem} cell {i}: a checkpoint after the end-of-lesson quiz"
        said = source(cells[i - 1])
        assert said.startswith("**Check yourself:**"), f"{stem} cell {i - 1}: {said[:40]!r}"
        assert cell["metadata"].get("jupyter", {}).get("source_hidden"), f"{stem} cell {i}"
        # On a static page: a sample question with its explained answer, not only a repr.
        pages = [
            "".join(o["data"]["text/html"])
            for o in cell.get("outputs", [])
            if "text/html" in o.get("data", {})
        ]
        assert any("<details" in p and "The answer:" in p for p in pages), f"{stem} cell {i}"
        assert all(f"R{r[1:]}" in "".join(pages) for r in rules), f"{stem} cell {i}"


def test_03_asks_after_r22_r24_r20_r23_r21_and_r26_each_in_its_section() -> None:
    path = NOTEBOOKS / "03_playing_tricks.ipynb"
    cells = load(path)["cells"]
    asked = [rules[0] for _, rules, _ in _checkpoints(path)]
    named = ["R22", "R24", "R20", "R23", "R21", "R26"]
    assert [r for r in asked if r in named] == named
    for i, rules, _ in _checkpoints(path):
        if rules[0] not in named:
            continue
        heading = next(
            source(c) for c in reversed(cells[:i]) if source(c).startswith("## ")
        )  # the section the checkpoint closes teaches its rule
        assert rules[0] in heading.splitlines()[0], (i, rules, heading[:40])


def test_the_start_page_shows_the_course_map_with_each_lessons_stars() -> None:
    cells = load(START)["cells"]
    at = next(i for i, c in enumerate(cells) if "course_map()" in source(c))
    assert cells[at]["metadata"].get("jupyter", {}).get("source_hidden")
    shown = "".join(
        "".join(o["data"].get("text/html", "")) for o in cells[at].get("outputs", []) if "data" in o
    )
    for lesson in ("01", "02", "03", "04"):
        assert f"{lesson} · " in shown
    assert "☆" in shown and ("lesson complete" in shown or "not done yet" in shown)
    assert "stars" in source(cells[at - 1])
