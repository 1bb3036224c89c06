"""Terms chosen on purpose and applied where a learner reads them: the card faces' Japanese
numerals in one register, a line's parts joined by each language's own mark."""

from __future__ import annotations

from unsun_lab.cards import Card, Rank
from unsun_lab.display.cards import card_svg
from unsun_lab.i18n import message
from unsun_lab.widgets._payloads import legal_text

#: The modern readings of 1-9, the one register the faces use (the ja glossary's decision).
MODERN = ("イチ", "ニ", "サン", "ヨン", "ゴ", "ロク", "ナナ", "ハチ", "キュウ")


def test_the_faces_read_the_numerals_in_one_register() -> None:
    numerals = [r for r in Rank if r.is_numeral]
    assert tuple(r.katakana for r in numerals) == MODERN
    face = str(card_svg(Card("I1")))
    assert "イチ" in face and "ピン" not in face


def test_the_gaming_word_for_one_still_names_the_card() -> None:
    assert Card.parse("イス ピン") is Card.parse("イス イチ") is Card("I1")


def test_a_line_joins_its_parts_in_the_language_s_own_mark() -> None:
    assert legal_text(["declare", "pass"], "ja") == "選べる手：名乗る、パスする"
    assert legal_text(["P5", "K3"], "en") == "Legal: P5 · K3"
    assert "·" not in message("list.dot", "ja")
