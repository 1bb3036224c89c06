"""Practice draws the one face-down mark of every widget with its sentence (R24), and names
the seat that led a "who wins" trick in words; the stepper's trick carries the same sentence."""

from __future__ import annotations

from pathlib import Path

import pytest

import unsun_lab as ul
from unsun_lab.i18n import LANGUAGES
from unsun_lab.widgets import DealStepper, Practice
from unsun_lab.widgets._payloads import FACE_DOWN_MARK, face_down_note

WIDGETS = Path(ul.__file__).parent / "widgets"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_practice_labels_carry_the_one_mark_its_sentence_and_the_leader_word(lang: str) -> None:
    words = Practice(kinds=["winner"], seed=3, progress=None, lang=lang).labels
    assert words["face_down_mark"] == FACE_DOWN_MARK
    assert (
        words["face_down_note"] == face_down_note(lang)
        and FACE_DOWN_MARK in words["face_down_note"]
    )
    assert words["leader"] and words["history_toggle"]


def test_practice_draws_no_other_face_down_mark() -> None:
    source = (WIDGETS / "practice.js").read_text(encoding="utf-8")
    assert "▾" not in source and "W.face_down_mark" in source and "W.face_down_note" in source


def test_the_stepper_explains_a_face_down_trump_on_an_open_trick() -> None:
    for seed in range(40):
        deal = ul.Deal.shuffled(seed=seed, dealer=0).play_out()
        s = DealStepper(deal, seat=0)
        for _ in range(s.steps):
            t = s.state.get("trick") or {}
            if any(p["face_down"] for p in t.get("plays", [])) and not t.get("complete"):
                assert t["hidden_note"] == face_down_note("en")
                assert s.labels["face_down_mark"] == FACE_DOWN_MARK
                # Turned up, the mark stays after the name; the stepper's labels say it too.
                assert s.labels["face_down_note"] == face_down_note("en")
                assert "L.face_down_note" in (WIDGETS / "deal_stepper.js").read_text("utf-8")
                return
            s.forward()
    pytest.fail("no face-down trump in 40 deals")
