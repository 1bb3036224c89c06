"""What a screen reader hears from the widgets: every card named in the learner's language (its
hover text and its label in the browser come from the payload's ``name``), and each play said
in a sentence of the catalogue."""

from __future__ import annotations

from typing import Any

import pytest

import unsun_lab as ul
from unsun_lab.cards import Card
from unsun_lab.explain import card_name
from unsun_lab.i18n import LANGUAGES, text
from unsun_lab.widgets import ComboExplainer, DealStepper, PlayTable, Practice, RankExplorer
from unsun_lab.widgets._payloads import said_play


def _cards(payload: Any) -> list[dict[str, Any]]:
    """Every card payload (a dict with a code and a name) anywhere inside ``payload``."""
    if isinstance(payload, dict):
        here = [payload] if "code" in payload and "name" in payload and "suit" in payload else []
        return here + [c for v in payload.values() for c in _cards(v)]
    if isinstance(payload, list):
        return [c for v in payload for c in _cards(v)]
    return []


def _named_in(cards: list[dict[str, Any]], lang: str) -> None:
    assert cards
    for c in cards:
        assert c["name"] == card_name(Card(c["code"]), lang), c
    # The language shows: Japanese names are not the English ones.
    if lang == "ja":
        assert all(c["name"] != card_name(Card(c["code"]), "en") for c in cards)


DEAL = ul.Deal.shuffled(seed=12, dealer=0).play_out()


@pytest.mark.parametrize("lang", ["ja", "pt"])
def test_the_table_names_its_cards_in_the_learners_language(lang: str) -> None:
    table = PlayTable(seed=1, delay=0, lang=lang)
    for _ in range(2):
        table.play(table.state["legal"][0])
    state = table.state
    _named_in(state["hand"], lang)
    _named_in([state["indicator"]], lang)
    plays = state["trick"]["plays"]
    _named_in([p["card"] for p in plays if p["card"]["code"]], lang)
    # Each play is said with who played it and the card's name in the language.
    for play, line in zip(plays, state["trick"]["said"], strict=True):
        if play["card"]["code"]:
            assert card_name(Card(play["card"]["code"]), lang) in line, line


def test_a_switch_of_language_names_the_cards_again() -> None:
    table = PlayTable(seed=1, delay=0)
    _named_in(table.state["hand"], "en")
    table.set_language("ja")
    _named_in(table.state["hand"], "ja")


@pytest.mark.parametrize("lang", ["ja", "cs"])
def test_the_teaching_widgets_name_their_cards_in_the_language(lang: str) -> None:
    _named_in(_cards(DealStepper(DEAL, move=23, lang=lang).state), lang)
    _named_in(_cards(ComboExplainer(9, DEAL, lang=lang).state), lang)
    _named_in(_cards(RankExplorer("K", lang=lang).state), lang)
    _named_in(_cards(Practice(kinds=["legal"], seed=7, lang=lang).state), lang)


def test_a_face_down_trump_is_said_without_its_card() -> None:
    for lang in LANGUAGES:
        line = said_play("x", None, lang)
        assert "R24" in line and line == text("ui.said_played_down", lang, name="x")
        named = said_play("x", Card("KSo"), lang)
        assert card_name(Card("KSo"), lang) in named
