"""The PlayTable's text view: the table as plain text, from seat 0's view alone (R31), in the
learner's language; and the one mark of a face-down trump with its one sentence (R24)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

import unsun_lab as ul
from tests.widgets.test_widgets import _hidden_codes, _leaks, click
from unsun_lab.explain import card_name
from unsun_lab.i18n import LANGUAGES, text
from unsun_lab.widgets import DealStepper, PlayTable
from unsun_lab.widgets import _payloads as pay


def _hidden_names(payload: Any, view: ul.PlayerView, lang: str) -> set[str]:
    """Cards named (in ``lang``) in ``payload`` that the view's seat has not seen."""
    words = json.dumps(payload, ensure_ascii=False)
    hidden = [c for c in ul.DECK if c.code in _hidden_codes(view)]
    return {
        c.code
        for c in hidden
        if re.search(re.escape(card_name(c, lang)) + r"(?![0-9A-Za-z])", words)
    }


def _step(t: PlayTable) -> None:
    st = t.state
    if st["your_turn"]:
        move = st["legal"][-1]
        click(
            t, **({"type": move} if move in ("declare", "pass") else {"type": "play", "card": move})
        )
    else:
        click(t, type="tick", at=st["at"])


@pytest.mark.parametrize("seed", [1, 3, 6])
def test_the_text_view_holds_nothing_seat_0_cannot_know(seed: int) -> None:
    t = PlayTable(seed=seed, delay=0.5)
    face_down_unknown = checked = 0
    for i in range(400):
        if t.deal.over:
            break
        lang = LANGUAGES[i % len(LANGUAGES)]
        if t.lang != lang:
            t.set_language(lang)
        tv, view = t.state["text_view"], t.view
        assert not _leaks(tv, view), (i, _leaks(tv, view))
        assert not _hidden_names(tv, view, lang), (i, lang, _hidden_names(tv, view, lang))
        current = view.current_trick
        if current is not None and any(p.card is None for p in current.plays):
            face_down_unknown += 1
            said = text("ui.said_played_down", lang, name="").strip()
            assert any(said in line for line in tv["trick"]["lines"]), tv["trick"]
        checked += 1
        _step(t)
    assert t.deal.over and checked > 60
    assert face_down_unknown, "no position with a face-down trump seat 0 may not know"


def test_the_leak_check_can_fail() -> None:
    """Seat 1's text view read as if seat 0 had it names seat 1's hand: the check sees it."""
    t = PlayTable(seed=1, delay=0.5)
    other = t.deal.view(1)
    payload = pay.text_view_payload(
        other, "cs", str, hand=other.hand_in_order(), legal=[], sizes=[9] * 8, recipient=None,
        spoken=(), totals=[0, 0], deals_done=0,
    )  # fmt: skip
    assert _hidden_names(payload, t.view, "cs") and _leaks(payload, t.view)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_text_view_says_the_hand_by_suit_the_trick_and_the_score(lang: str) -> None:
    t = PlayTable(seed=1, delay=0, lang=lang)
    for _ in range(3):
        t.play(t.state["legal"][0])
    tv, view = t.state["text_view"], t.view
    hand = view.hand_in_order()
    listed = " ".join(tv["hand"])
    assert all(card_name(c, lang) in listed and c.code in listed for c in hand)
    # one line per suit held, trumps first (R14), each card in its suit's line
    assert len(tv["hand"]) == len({"T" if view.is_trump(c) else c.suit.letter for c in hand})
    trick = view.current_trick or view.tricks[-1]
    assert len([line for line in tv["trick"]["lines"] if ":" in line or "：" in line]) >= len(
        trick.plays
    )
    a, b = view.score
    assert text("ui.tv_score", lang, a=a, b=b) in tv["score"]
    assert [c["code"] for c in tv["choices"]] == [c.code for c in hand]
    assert {c["code"] for c in tv["choices"] if c["legal"]} == set(view.legal_moves)
    assert text("suit." + view.trump.letter, lang) in tv["table"][0]
    words = t.text_view()
    assert tv["title"] in words and t.state["status"] in words
    if lang != "en":
        assert "Trump" not in words and "face up" not in words


def test_a_card_chosen_in_the_text_view_is_played_or_refused_with_its_rule() -> None:
    t = PlayTable(seed=1, delay=0)
    while all(c["legal"] for c in t.state["text_view"]["choices"]):  # to a card refused
        t.play(t.state["legal"][0])
    tv = t.state["text_view"]
    illegal = [c["code"] for c in tv["choices"] if not c["legal"]]
    legal = [c["code"] for c in tv["choices"] if c["legal"]]
    assert illegal and legal
    moves = len(t.deal.moves)
    click(t, type="play", card=illegal[0])
    assert len(t.deal.moves) == moves and re.search(r"R(19|2[0-3])", t.message)
    click(t, type="play", card="Isu Sun")  # typed words that name no card of the hand
    assert len(t.deal.moves) == moves and "R18" in t.refused
    click(t, type="play", card=legal[0])
    assert len(t.deal.moves) > moves


# -- one mark for a face-down trump, one sentence for it (R24) --------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_face_down_mark_and_its_sentence_in_every_language(lang: str) -> None:
    assert text("ui.face_down_mark", lang) == pay.FACE_DOWN_MARK
    note = pay.face_down_note(lang)
    assert pay.FACE_DOWN_MARK in note and "R24" in note
    for widget in (PlayTable(seed=1, delay=0.5, lang=lang), DealStepper(ul.Deal.shuffled(3))):
        widget.set_language(lang)
        assert widget.labels["face_down_mark"] == pay.FACE_DOWN_MARK
    assert PlayTable(seed=1, delay=0.5, lang=lang).labels["face_down_note"] == note


def test_a_trick_with_a_face_down_trump_carries_the_marks_sentence() -> None:
    t = PlayTable(seed=3, delay=0.5)
    for _ in range(400):
        current = t.view.current_trick
        if current is not None and any(p.face_down for p in current.plays):
            break
        _step(t)
    assert t.state["trick"]["hidden_note"] == pay.face_down_note("en")
    assert t.state["text_view"]["note"] == pay.face_down_note("en")
