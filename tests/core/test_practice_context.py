"""Every exercise carries what the asking seat knows and the question needs (its context):
the trump, the dealer, the native Robai, the Meri, the tricks so far, the trumps unseen; built
from the seat's view (R31), and never the answer of an open-table question."""

from __future__ import annotations

import re

import pytest

from unsun_lab.deal import Deal
from unsun_lab.i18n import LANGUAGES, message
from unsun_lab.practice import KINDS, exercise, puzzles
from unsun_lab.practice.kinds.best_move import puzzle_exercise
from unsun_lab.principles import trumps_unseen

CODE = re.compile(r"\b[PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su)\b")


def _shipped() -> list:  # type: ignore[type-arg]
    return [
        puzzle_exercise(i, 1, p["record"], int(p["seat"]), dict(p["values"]), {p["best"]})
        for i, p in enumerate(puzzles())
    ]


def test_every_shipped_puzzle_names_the_trump_and_has_the_trick_history() -> None:
    shipped = _shipped()
    assert len(shipped) >= 300
    for ex in shipped:
        deal = Deal.from_record(ex.record or {})
        assert ex.seat is not None
        view = deal.view(ex.seat)
        first = ex.context[0]
        assert first.key in ("context.trump", "context.trump_pao")
        suit = message(f"suit.{deal.trump.letter}", "en")
        assert suit in first.render("en") and suit in ex.question.render("en")
        for lang in LANGUAGES:
            name = message(f"suit.{deal.trump.letter}", lang)
            assert name in first.render(lang) and name in ex.question.render(lang)
        done = [t for t in view.tricks if t.complete]
        lines = [e for e in ex.context if e.key == "context.trick"]
        assert [e.params["number"] for e in lines] == [t.number for t in done]
        for e, t in zip(lines, done, strict=True):
            text = e.render("en")
            assert all(p.card is not None and p.card.code in text for p in t.plays)
            assert f"seat {t.winner} won" in text
        unseen = [e for e in ex.context if e.key == "context.unseen"]
        if view.phase != "play":  # a declaration puzzle: no trick, no trump seen yet
            assert not unseen and not lines
            continue
        assert len(unseen) == 1 and unseen[0].params["count"] == trumps_unseen(view)
        meri = "context.meri.yes" if view.meri_seen else "context.meri.no"
        assert meri in {e.key for e in ex.context}


def test_the_context_names_no_card_the_seat_has_not_seen() -> None:
    """R31: no hidden card is named, but Tenka and the native Robai (named by R9, R10)."""
    for ex in _shipped()[:120]:
        deal = Deal.from_record(ex.record or {})
        assert ex.seat is not None
        seen = {c.code for c in deal.view(ex.seat).seen_cards()}
        seen |= {"PRo", deal.table.native_robai.code}
        for lang in LANGUAGES:
            named = set(CODE.findall(" ".join(e.render(lang) for e in ex.context)))
            assert named <= seen, (lang, named - seen)


def test_a_face_down_trump_of_the_trick_being_played_stays_unnamed() -> None:
    found = 0
    for ex in _shipped():
        deal = Deal.from_record(ex.record or {})
        assert ex.seat is not None
        trick = deal.current_trick
        if trick is None:
            continue
        hidden = [c.code for s, c, fd in trick.plays if fd and s != ex.seat]
        if not hidden:
            continue
        found += 1
        current = next(e for e in ex.context if e.key == "context.current")
        words = current.render("en")
        assert "a face-down trump" in words
        assert not any(code in words for code in hidden)
    assert found >= 20


#: Kinds about no deal's trump (seats, dealing), or whose question is to find it (trumps).
NO_TRUMP_TOLD = ("teams", "dealing", "trumps")


@pytest.mark.parametrize("kind", [k for k in KINDS if k not in NO_TRUMP_TOLD])
def test_every_kind_carries_a_context_that_names_the_trump(kind: str) -> None:
    for seed in range(5):
        ex = exercise(kind, seed)
        assert ex.context, (kind, seed)
        assert ex.context[0].key in ("context.trump", "context.trump_pao")
        assert all(e.render(lang) for e in ex.context for lang in LANGUAGES)


@pytest.mark.parametrize("kind", NO_TRUMP_TOLD)
def test_a_kind_that_asks_the_trump_or_needs_none_does_not_name_it(kind: str) -> None:
    for seed in range(5):
        for level in (1, 3):
            ex = exercise(kind, seed, level=level)
            assert not any(e.key.startswith("context.trump") for e in ex.context)
            assert "trump" not in ex.question.render("en").lower() or kind == "trumps"


def test_an_open_table_question_does_not_show_the_trick_it_asks_about() -> None:
    for kind in ("winner", "combination", "score"):
        for seed in range(8):
            ex = exercise(kind, seed)
            asked = ex.question.params.get("number")
            numbers = [e.params["number"] for e in ex.context if e.key == "context.trick"]
            if isinstance(asked, int):
                assert all(n < asked for n in numbers), (kind, seed)
            else:
                assert numbers == [], (kind, seed)
            assert not any(e.key.startswith("context.robai") for e in ex.context)


def test_the_robai_line_follows_what_the_seat_knows() -> None:
    keys = set()
    for ex in _shipped():
        robai = [e for e in ex.context if e.key.startswith("context.robai")]
        assert len(robai) == 1
        deal = Deal.from_record(ex.record or {})
        assert ex.seat is not None
        state = deal.view(ex.seat).robai
        key = robai[0].key.removeprefix("context.robai.")
        assert key == state or (state, key) in {
            ("own", "own_hidden"),
            ("own", "own_deciding"),
            ("declared", "you_declared"),
        }
        keys.add(key)
    assert {"declared", "hidden"} <= keys
