"""Notebooks 02-04 follow the composed course deal (issue 35, item 3), not random play.

02 deals, declares and discards the course deal of ``examples.load("course")``; the tricks 03
draws and tells card by card are that deal's (or a library example's); 04 shows no trick from a
random playout but the one ninth trick it says it found there. The checks read the stored
outputs, so a notebook executed from an older text fails them.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.house.test_notebooks import NOTEBOOKS, _printed, load, source
from unsun_lab import examples

LESSON_02 = NOTEBOOKS / "02_dealing_and_the_indicator.ipynb"
LESSON_03 = NOTEBOOKS / "03_playing_tricks.ipynb"
LESSON_04 = NOTEBOOKS / "04_scoring_and_combinations.ipynb"
COURSE = examples.load("course")
#: A trick as the notebooks print it: "<Trick 3 leader=1 [1:O2 ...] winner=5>".
TRICK = re.compile(r"<Trick \d+ [^>]*>")
PLAYED = re.compile(r"^trick (\d+): ((?:\d:\w+ ?){8})$", re.MULTILINE)


def _cells(path: Path) -> list[dict[str, Any]]:
    return list(load(path)["cells"])


def _plain(cell: dict[str, Any]) -> str:
    return "".join(
        "".join(o["data"].get("text/plain", "")) for o in cell.get("outputs", []) if "data" in o
    )


def _library_tricks() -> set[str]:
    return {repr(t) for name in examples.names() for t in examples.load(name).tricks}


def _markdown_before(cells: list[dict[str, Any]], i: int) -> str:
    return " ".join(source(cells[i - 1]).split())


@pytest.mark.parametrize("path", [LESSON_02, LESSON_03, LESSON_04], ids=lambda p: p.stem[:2])
def test_the_deal_a_lesson_follows_is_the_course_deal_never_a_shuffle(path: Path) -> None:
    code = [source(c) for c in _cells(path) if c["cell_type"] == "code"]
    assert any('examples.load("course")' in c for c in code), f"{path.name} never loads it"
    for c in code:
        assert not re.search(r"Deal\.shuffled\(\s*seed=\d+\s*,\s*dealer", c), c[:80]
        assert not re.search(r"random_playout\(\d+\)", c), f"{path.name} follows a playout"
    prose = " ".join(source(c) for c in _cells(path) if c["cell_type"] == "markdown")
    assert not re.search(r"\bseed \d", prose), f"{path.name} follows a seed"


def test_02_deals_declares_and_discards_the_course_deal() -> None:
    cells = _cells(LESSON_02)
    printed = "".join(_printed(c) for c in cells)
    dealer = COURSE.dealer
    for k in range(1, 9):  # R6: from the dealer's left, three cards a round, three rounds
        seat = (dealer + k) % 8
        for r in range(3):
            first = 24 * r + 3 * (k - 1) + 1
            cards = " ".join(c.code for c in COURSE.dealt[seat][3 * r : 3 * r + 3])
            assert f"cards {first}-{first + 2}: {cards}" in printed, (seat, r)
    assert f"indicator {COURSE.indicator.code}: {COURSE.trump.title} is trump" in printed
    for move in (0, 1):  # the declaration and the discard, with the deal's own notes
        assert COURSE.move_notes[move] in printed
    assert f"seat {COURSE.recipient} discarded {COURSE.discard.code}" in printed
    # a seed is said to be a label before a seeded count is shown
    prose = [" ".join(source(c).split()) for c in cells if c["cell_type"] == "markdown"]
    first_seed = next(i for i, p in enumerate(prose) if "seed" in p)
    assert "*seed*" in prose[first_seed] and "label" in prose[first_seed]


def test_02_and_03_agree_about_who_declares_and_leads() -> None:
    assert COURSE.moves[0] == "declare"
    said_02 = "".join(_printed(c) for c in _cells(LESSON_02))
    said_03 = "".join(_printed(c) for c in _cells(LESSON_03))
    assert f"held by seat {COURSE.holder}" in said_02
    assert f"seat {COURSE.recipient} received the indicator" in said_03
    leads = [f"trick {t.number}: led by seat {t.leader}, won by seat {t.winner}" for t in
             COURSE.tricks[:8]]  # fmt: skip
    assert all(line in said_03 for line in leads)


def test_the_tricks_03_shows_are_the_course_deals() -> None:
    cells = _cells(LESSON_03)
    course = {repr(t) for t in COURSE.tricks}
    drawn = [m.group(0) for c in cells for m in TRICK.finditer(_plain(c))]
    assert {repr(COURSE.tricks[n - 1]) for n in (1, 2, 3, 4, 9)} <= set(drawn), drawn
    assert all(t in course for t in drawn), [t for t in drawn if t not in course]
    printed = "".join(_printed(c) for c in cells)
    for number, plays in PLAYED.findall(printed):
        trick = COURSE.tricks[int(number) - 1]
        assert plays.strip() == " ".join(f"{p.seat}:{p.card.code}" for p in trick.plays)
    # each trick told card by card carries every note the record has for it
    for number in (1, 2, 3):
        first = 2 + 8 * (number - 1)
        for move in range(first, first + 8):
            if move in COURSE.move_notes:
                assert COURSE.move_notes[move] in printed, (number, move)


def test_03_shows_no_position_of_random_play() -> None:
    """The one case the course deal lacks (Tenka alone on a Pao lead, R23) is built card by card."""
    cells = _cells(LESSON_03)
    searched = [
        i
        for i, c in enumerate(cells)
        if c["cell_type"] == "code" and re.search(r"find_position|random_playout", source(c))
    ]
    assert searched == [], searched
    void = "seat 3 holds no Pao, so any card may be played (R23)"
    built = next(i for i, c in enumerate(cells) if void in _printed(c))
    assert "Deal.from_cards" in source(cells[built])
    assert "built card by card" in _markdown_before(cells, built)


def test_04_shows_tricks_of_the_course_deal_the_library_or_its_built_trick() -> None:
    cells = _cells(LESSON_04)
    known = _library_tricks()
    drawn = []
    for c in cells:
        for match in TRICK.finditer(_plain(c)):
            drawn.append(match.group(0))
            assert match.group(0) in known or "worked" in source(c), match.group(0)
    assert repr(COURSE.tricks[2]) in drawn, "the course deal's combination is not drawn"
    random_cells = [  # cells that print a trick of the random deals, not only a count
        i
        for i, c in enumerate(cells)
        if c["cell_type"] == "code"
        and re.search(r"\bin deals\b|\(deals\b", source(c))
        and re.search(r"wins (trick|the ninth trick)|won \d", _printed(c))
    ]
    # the one trick taken from a random playout is the ninth, said to be so
    assert len(random_cells) == 1, random_cells
    assert "nobody chooses a card" in _markdown_before(cells, random_cells[0])
    assert "the ninth trick" in _printed(cells[random_cells[0]])
