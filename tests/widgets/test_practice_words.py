"""A best-move puzzle answered in the Practice widget explains itself in the game's words: each
line names a card, the principle at work opens its advice (not R29), the numbers wait behind
"Details", "Try again" is offered only while two wrong cards remain, and a puzzle with several
equally good cards says so in its question and names them in its feedback."""

from __future__ import annotations

import re

from unsun_lab.deal import Deal
from unsun_lab.practice import puzzles
from unsun_lab.practice.kinds.best_move import puzzle_exercise, stored_exercise
from unsun_lab.widgets import Practice

CODE = re.compile(r"\b[PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su)\b")
HEADS = 1  # the first line says right, wrong or "try again"


def _answered(ex, pick: str) -> Practice:  # type: ignore[no-untyped-def]
    w = Practice(exercises=[ex], progress=None)
    w.answer(pick)
    return w


def test_every_shipped_puzzle_has_its_words_and_rating() -> None:
    shipped = puzzles()
    assert all("why" in p and isinstance(p.get("rating"), int) for p in shipped)
    for p in shipped:
        others = set(p["values"]) - {p["best"]}
        assert set(p["why"]) == others
        assert 400 <= p["rating"] <= 2400
        assert set(p["shares"]) == {"random", "heuristic", "search"}


def test_no_puzzle_feedback_without_a_card_code() -> None:
    checked = 0
    for i, p in enumerate(puzzles()[:120]):
        ex = stored_exercise(p, i, 1)
        for pick in ex.choices:
            w = _answered(ex, pick)
            fb = w.feedback
            if fb["status"] == "try":
                w.show()
                fb = w.feedback
            lines = fb["lines"][HEADS:]
            assert lines, (i, pick)
            words = [ln["text"] for ln in lines if not ln["text"].startswith(("Not right", "You"))]
            for text in words:
                assert CODE.search(text), (i, pick, text)
                checked += 1
            for d in fb["details"]:
                assert CODE.search(d["text"])
            # The numbers are behind Details, not in the words.
            assert not any("margin (its points" in t for t in words)
            # No rule link to R29: the principle, when there is one, is the link.
            assert all("R29" not in ln["rules"] for ln in lines)
            if ex.themes:
                assert fb["principle"]["id"] == ex.themes[0]
                assert any(ln.get("principle") == ex.themes[0] for ln in lines)
    assert checked > 300


def test_the_words_say_what_the_better_card_does_and_name_the_principle() -> None:
    found = 0
    for i, p in enumerate(puzzles()):
        ex = stored_exercise(p, i, 1)
        if not ex.themes:
            continue
        wrong = next(c for c in ex.choices if c not in ex.answer)
        w = _answered(ex, wrong)
        if w.feedback["status"] == "try":
            try_lines = [ln["text"] for ln in w.feedback["lines"][HEADS:]]
            assert all(p["best"] not in t for t in try_lines), try_lines  # not given away
            w.show()
        texts = " ".join(ln["text"] for ln in w.feedback["lines"])
        assert p["best"] in texts and wrong in texts
        assert "Principle at work" in texts
        found += 1
    assert found >= 30


def test_a_best_that_still_loses_says_so() -> None:
    losing = [p for p in puzzles() if p["values"][p["best"]] < 0]
    assert losing
    for i, p in enumerate(losing[:20]):
        ex = stored_exercise(p, i, 1)
        w = _answered(ex, p["best"])
        assert w.feedback["status"] == "right"
        assert any(
            ln["text"].startswith(f"Even {p['best']} loses points on average")
            for ln in w.feedback["lines"]
        )


def test_try_again_only_while_two_wrong_cards_remain() -> None:
    two = next(p for p in puzzles() if len(p["values"]) == 2)
    ex = stored_exercise(two, 0, 1)
    w = _answered(ex, next(c for c in ex.choices if c not in ex.answer))
    assert w.feedback["status"] == "wrong" and w.feedback["answer"] == sorted(ex.answer)
    four = next(p for p in puzzles() if len(p["values"]) >= 4)
    ex = stored_exercise(four, 0, 1)
    wrong = [c for c in ex.choices if c not in ex.answer]
    w = Practice(exercises=[ex], progress=None)
    for n, pick in enumerate(wrong):
        w.again()
        w.answer(pick)
        left = len(wrong) - n - 1
        assert w.feedback["status"] == ("try" if left >= 2 else "wrong"), (n, left)
        if w.feedback["status"] == "wrong":
            break


def test_several_equally_good_cards_are_asked_and_named_as_such() -> None:
    p = next(p for p in puzzles() if len(p["values"]) >= 3)
    ranked = sorted(p["values"], key=lambda m: -p["values"][m])
    best = set(ranked[:2])
    ex = puzzle_exercise(0, 3, p["record"], int(p["seat"]), dict(p["values"]), best)
    assert ex.question.key == "context.q.best_any"
    assert "pick any of the best" in ex.question.render("en")
    w = _answered(ex, ranked[0])
    texts = " ".join(ln["text"] for ln in w.feedback["lines"])
    assert ranked[0] in texts and ranked[1] in texts and "equally good" in texts
    one = puzzle_exercise(0, 3, p["record"], int(p["seat"]), dict(p["values"]), {ranked[0]})
    assert one.question.key == "context.q.best_move"
    assert Deal.from_record(p["record"]).to_move == int(p["seat"])
