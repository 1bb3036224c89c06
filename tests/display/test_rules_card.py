"""The rules card (``ul.rules_card``): one printable page in each language, every word from
the catalogue, the orders and pairs read from the core (R9, R14-R17, R19-R29)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import unsun_lab as ul
from unsun_lab.display import rules_card
from unsun_lab.i18n import CATALOGUES, LANGUAGES, text
from unsun_lab.orders import COMBO_PAIRS

NS = "{http://www.w3.org/2000/svg}"
SOURCE = Path(rules_card.__file__).read_text(encoding="utf-8")
#: The card's words (``card.bad_code`` and ``card.name`` name a card, R3).
CARD_KEYS = sorted(
    k for k in CATALOGUES["en"] if k.startswith("card.") and k not in {"card.bad_code", "card.name"}
)


def words(svg: str) -> str:
    """Every word the picture shows, its text lines joined by spaces."""
    root = ET.fromstring(svg)
    return " ".join("".join(t.itertext()) for t in root.iter(f"{NS}text"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_is_one_printable_page_in_each_language(lang: str) -> None:
    svg = ul.rules_card(lang).svg
    root = ET.fromstring(svg)
    assert root.get("width") == str(rules_card.PAGE_WIDTH)
    assert root.get("height") == str(rules_card.PAGE_HEIGHT), "the card runs over one A4 page"
    shown = words(svg)
    for key in ("card.title", "card.flow.title", "card.rank.title", "card.combo.title"):
        assert text(key, lang) in shown, (lang, key)
    for rule in ("R9", "R14", "R15", "R16", "R17", "R19", "R20", "R21", "R22", "R23", "R24"):
        assert any(f"{rule}{end}" in shown for end in "),）、"), (lang, rule)  # ja: （R9、R10）
    for rule in ("R25", "R26", "R27", "R28", "R29"):
        assert any(f"{rule}{end}" in shown for end in "),）、"), (lang, rule)  # ja: （R9、R10）
    assert not re.search(r"\bcard\.[a-z_.]+\b", shown), "a catalogue key printed"
    for pair in COMBO_PAIRS:
        assert text(f"pair.{pair}", lang) in shown


def test_every_word_of_the_card_is_a_catalogue_entry_in_four_languages() -> None:
    """Each ``card.*`` key is drawn (by name, or as yes/no and the long/round pair labels),
    and each language writes each of them."""
    named = set(re.findall(r"[\"'](card\.[a-z0-9_.]+)[\"']", SOURCE))
    built = {"card.yes", "card.no", "card.combo.long", "card.combo.round"}
    assert set(CARD_KEYS) == named | built
    shown = words(ul.rules_card("en").svg)
    assert "yes" in shown.split() and "no" in shown.split()
    assert "2-1 (long trump suit)" in shown and "8-9 (round trump suit)" in shown
    for key in CARD_KEYS:
        for lang in LANGUAGES:
            assert text(key, lang, order="9 > 1").strip(), (lang, key)


def test_the_flow_walks_every_case_of_which_cards_may_be_played() -> None:
    shown = words(ul.rules_card("en").svg)
    order = [
        "Are you leading",  # R19
        "Do you hold a trump? Tenka is one",  # R20, R9
        "Is the Sun your only trump",  # R21
        "Play a trump (R20).",
        "Has a Meri been led earlier",  # R22
        "Tenka is not a Pao card",  # R23
        "Monchi: a card of the led suit, or a trump (R23).",
    ]
    at = [shown.find(" ".join(s.split())) for s in order]
    assert all(i >= 0 for i in at), list(zip(order, at, strict=True))
    assert at == sorted(at)


def test_the_rank_patterns_come_from_the_orders() -> None:
    """Tenka sits between the Sota and the native Robai (R14); the plain Sota below the Kaba
    (R15); the Isu Robai between the 2 and the 1 (R15); numerals long and round (R16)."""
    shown = words(ul.rules_card("en").svg)
    assert "Sun > Un > Sota > Tenka > native Robai > Rei > Kaba > numerals" in shown
    assert "Sun > Un > Rei > Kaba > Sota > Robai > numerals" in shown
    assert "I2 > IRo > I1" in shown
    assert "9 > 8 > 7 > 6 > 5 > 4 > 3 > 2 > 1 (R16)" in shown
    assert "1 > 2 > 3 > 4 > 5 > 6 > 7 > 8 > 9 (R16)" in shown


def test_the_combination_test_names_w_o_and_the_ninth_trick() -> None:
    shown = words(ul.rules_card("en").svg)
    for words_ in ("The ninth trick never is (R26, R27)", "That trump is W", "is O (R27)"):
        assert words_ in shown
    assert "Never more than 5 (R28)" in shown


def test_the_card_follows_the_language_chosen(tmp_path: Path) -> None:
    before = ul.get_language()
    try:
        ul.set_language("cs")
        card = ul.rules_card()
        assert repr(card) == "RulesCard(lang='cs')"
        assert text("card.title", "cs") in words(card.svg)
    finally:
        ul.set_language(before)
    assert card._repr_html_().startswith('<img class="ul-svg-img"')
    path = tmp_path / "card.svg"
    card.save(str(path))
    assert path.read_text(encoding="utf-8") == card.svg
    with pytest.raises(ValueError, match="xx"):
        ul.rules_card("xx")
