"""W and O marked in a trick picture where the combination test compared them (R27)."""

from __future__ import annotations

import re

from unsun_lab import examples
from unsun_lab.display.trick import trick_svg, w_and_o

COURSE = examples.load("course")
O_RING = 'stroke-dasharray="6 4"'


def tags_under_cards(svg: str) -> list[str]:
    return re.findall(r'font-size="11\.5"[^>]*>([^<]+)<', svg)


def test_the_course_deal_sun_un_trick_marks_w_and_o_with_a_legend() -> None:
    trick = COURSE.tricks[2]  # KSu (seat 5) over KUn (seat 4): Sun-Un
    assert w_and_o(trick) == {5: "w", 4: "o"}
    svg = str(trick_svg(trick, trump=COURSE.trump, lang="en"))
    assert svg.count(O_RING) == 1
    tags = tags_under_cards(svg)
    assert tags.count("W") == 1 and tags.count("O") == 1
    assert "W: the winning trump; O: the other team's strongest trump (R27)." in svg


def test_a_comparison_without_a_pair_is_marked_too_and_a_meri_is_not() -> None:
    assert w_and_o(COURSE.tricks[0]) == {6: "w", 1: "o"}  # K4 over K7: no pair (R27)
    meri = str(trick_svg(COURSE.tricks[1], trump=COURSE.trump, lang="en"))
    assert w_and_o(COURSE.tricks[1]) == {} and O_RING not in meri  # a Meri makes none (R27)
    assert "W: the winning trump" not in meri


def test_the_seat_view_marks_the_same_cards_and_the_legend_is_in_its_language() -> None:
    seen = COURSE.view(0).tricks[8]  # the ninth trick: KRo (seat 2) over KRe (seat 7)
    assert w_and_o(seen) == {2: "w", 7: "o"}
    svg = str(trick_svg(seen, trump=COURSE.trump, lang="pt"))
    assert "V: o trunfo vencedor" in svg and {"V", "A"} <= set(tags_under_cards(svg))


def test_an_unfinished_trick_has_no_marks() -> None:
    deal = COURSE.copy()
    while len(deal.moves) > 20:
        deal.pop()
    assert w_and_o(deal.view(0).tricks[-1]) == {}
