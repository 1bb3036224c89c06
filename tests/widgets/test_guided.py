"""The guided first deal of a PlayTable: the course deal, its stops, right and wrong answers,
the stars kept in the progress, and nothing in its panel that seat 0 cannot see (R31)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from unsun_lab import examples
from unsun_lab.practice.progress import Progress
from unsun_lab.widgets import PlayTable
from unsun_lab.widgets._common import BadMessage
from unsun_lab.widgets._guided import LESSON, STOPS

COURSE_MOVES = examples.load("course").moves
# The right answer at each stop: a choice about the table, or the course's card for seat 0.
RIGHT = {
    0: "pass", 1: "not_trump", 2: "not_trump", 7: "trump", 8: "I3", 12: "K3", 25: "O5",
    26: "two", 66: "five",
}  # fmt: skip
# A wrong one: another answer, or another card (legal at 8 and 25, not allowed at 12).
WRONG = {
    0: "declare", 1: "any", 2: "trump", 7: "which", 8: "IRe", 12: "O1", 25: "KKa",
    26: "none", 66: "two",
}  # fmt: skip


def table(tmp_path: Path) -> PlayTable:
    t = PlayTable(guided=True, delay=0)
    t.guide.progress = tmp_path / "progress.json"
    return t


def play_through(t: PlayTable, answers: dict[int, str]) -> list[dict]:
    """Answer every stop from ``answers``; between the stops play any legal card."""
    panels = []
    while True:
        g = t.state["guide"]
        made = len(t.deal.moves)
        if g["stop"] is not None and g["verdict"] is None:
            move = STOPS[g["stop"] - 1][0][0]
            assert move == made
            if g["choices"]:
                t.guide_answer(answers[move])
            else:
                assert t.state["your_turn"]
                t.play(answers[move])
            panels.append(t.state["guide"])
            t.guide_next()
        elif t.deal.over:
            return panels
        else:
            assert t.state["your_turn"], f"the table stopped at move {made} with no question"
            t.play(t.view.legal_moves[-1])


def test_stops_list_where_the_deal_stops_and_why() -> None:
    t = PlayTable(guided=True, delay=0)
    assert t.stops == [
        (0, "R11"), (1, "R12"), (2, "R19"), (7, "R24"), (8, "R22"), (12, "R20"),
        (25, "R23"), (26, "R27"), (66, "R26"),
    ]  # fmt: skip
    assert PlayTable(delay=0).stops == []


def test_the_table_waits_at_the_declaration_until_answered_and_continued() -> None:
    t = PlayTable(guided=True, delay=0)
    t.guide.progress = None
    assert len(t.deal.moves) == 0 and t.state["guide"]["stop"] == 1
    assert t.state["pending"] is False
    t.run_computers()
    assert len(t.deal.moves) == 0, "no seat speaks before the question is answered"
    t.guide_answer("pass")
    assert len(t.deal.moves) == 0 and t.state["guide"]["next"] == "Continue"
    t.guide_next()
    assert len(t.deal.moves) == 1 and t.state["guide"]["stop"] == 2  # the discard's question


def test_right_answers_at_every_stop_earn_three_stars_and_keep_the_course(tmp_path: Path) -> None:
    t = table(tmp_path)
    panels = play_through(t, RIGHT)
    assert [p["verdict"] for p in panels] == ["right"] * 9
    assert t.deal.moves == COURSE_MOVES, "the deal stays the composed one"
    assert t.deal.score == (8, 1)
    assert t.state["guide"]["stars"] == 3
    assert "9 of 9 answers right, 3 stars" in t.state["guide"]["done"]
    assert Progress.load(tmp_path / "progress.json").stars()[LESSON] == 3


def test_wrong_answers_are_explained_and_the_course_card_is_played(tmp_path: Path) -> None:
    t = table(tmp_path)
    panels = play_through(t, WRONG)
    assert [p["verdict"] for p in panels] == ["wrong"] * 9
    assert t.deal.moves == COURSE_MOVES
    said = {STOPS[i][0][0]: p["explain"] for i, p in enumerate(panels)}
    assert said[0].startswith("Not quite. KRo is not in your hand") and "(R11)" in said[0]
    assert "(R12, R13)" in said[1] and "(R19)" in said[2] and "(R24)" in said[7]
    assert said[8].startswith("You chose IRe.") and "I3 is played for you instead" in said[8]
    assert said[12].startswith("O1 is not allowed:") and "K3 for you" in said[12]
    assert "R20" in said[12]
    assert said[25].startswith("You chose KKa.") and "O5" in said[25] and "R23" in said[25]
    assert "Combination Sun-Un" in said[26] and "2 points" in said[26]
    assert "5 points because it is the ninth trick (R28)" in said[66]
    assert t.state["guide"]["stars"] == 1
    assert Progress.load(tmp_path / "progress.json").stars()[LESSON] == 1


def test_a_right_answer_is_explained_with_its_rule(tmp_path: Path) -> None:
    t = table(tmp_path)
    t.guide_answer("pass")
    assert t.state["guide"]["explain"].startswith("Right. KRo is not in your hand")


def test_answers_are_checked() -> None:
    t = PlayTable(guided=True, delay=0)
    t.guide.progress = None
    with pytest.raises(BadMessage, match="'choice'"):
        t.guide_answer("maybe")
    t.guide_answer("pass")
    with pytest.raises(BadMessage):
        t.guide_answer("pass")  # asked once
    with pytest.raises(BadMessage):
        PlayTable(delay=0).guide_answer("pass")


def test_the_guide_speaks_every_language(tmp_path: Path) -> None:
    for lang, word in (("pt", "Passo"), ("cs", "Pasuji"), ("ja", "パスする")):
        t = PlayTable(guided=True, delay=0, lang=lang)
        assert word in [label for _, label in t.state["guide"]["choices"]]


def seen_by_seat_0(t: PlayTable) -> set[str]:
    """Every card code seat 0 may know now: its hand, the cards turned up in its view, the
    indicator and the side cards shown, and the native Robai's name (R10, R13, R24, R31)."""
    view = t.view
    known = {c.code for c in view.dealt} | {c.code for c in view.hand}
    known |= {p.card.code for tr in view.tricks for p in tr.plays if p.card is not None}
    known |= {view.indicator.code, view.table.native_robai.code, "PRo"}  # Tenka's name (R9)
    if view.discard is not None:
        known.add(view.discard.code)
    known |= {c.code for c in view.stock or ()}
    return known


CODE = re.compile(r"\b[PIKOG](?:[1-9]|Su|Un|So|Ro|Re|Ka)\b")


def test_the_guided_payload_holds_nothing_seat_0_cannot_see(tmp_path: Path) -> None:
    t = table(tmp_path)
    checked = 0
    while not t.deal.over or t.state["guide"]["verdict"] is None:
        payload = json.dumps(t.state["guide"], ensure_ascii=False)
        unknown = set(CODE.findall(payload)) - seen_by_seat_0(t)
        assert not unknown, (len(t.deal.moves), unknown)
        checked += 1
        g = t.state["guide"]
        if len(t.deal.moves) == 7:  # seat 6's K4 is face down: the guide does not name it
            assert "K4" not in payload and "Seat 6 played a card face down" in payload
        if g["choices"] and g["verdict"] is None:
            t.guide_answer(g["choices"][0][0])
        elif g["next"]:
            t.guide_next()
        else:
            t.play(t.view.legal_moves[0])
    assert checked > 20


def test_the_guided_table_says_so_in_its_repr_and_on_a_static_page() -> None:
    t = PlayTable(guided=True, delay=0)
    t.guide.progress = None
    assert repr(t).startswith("PlayTable(seed=1, guided=True, deal=1/8")
    page = t._static_html()
    assert "Guided deal, stop 1 of 9 (R11)" in page and "I pass" in page
    assert "Guided deal" not in PlayTable(delay=0)._static_html()


def test_take_back_is_off_in_the_guided_deal_and_back_in_the_next(tmp_path: Path) -> None:
    t = table(tmp_path)
    play_through_to_first_card(t)
    made = list(t.deal.moves)
    assert t.seats.taken, "seat 0 has played a card the table could take back"
    assert t.state["can_take_back"] is False
    assert t.take_back() is False and t.deal.moves == made
    assert t.message.startswith("In the guided deal each answer counts once")
    assert t.state["message_kind"] == "refusal"
    free = PlayTable(seed=1, delay=0)
    free.play(free.view.legal_moves[0])
    assert free.state["can_take_back"] is True  # the same button works at a free table
    if t.state["guide"]["next"]:
        t.guide_next()
    play_through(t, RIGHT)
    t.next_deal()
    while not t.state["your_turn"] or t.state["ask"] != "play":
        t.play(t.view.legal_moves[-1])
    t.play(t.view.legal_moves[0])
    assert t.state["can_take_back"] is True and t.take_back() is True


def play_through_to_first_card(t: PlayTable) -> None:
    """Answer the stops until seat 0 has played its first card of the guided deal."""
    while not t.seats.taken:
        g = t.state["guide"]
        if g["choices"] and g["verdict"] is None:
            t.guide_answer(RIGHT[len(t.deal.moves)])
        elif g["next"]:
            t.guide_next()
        else:
            t.play(t.view.legal_moves[-1])


SENTENCE_END = re.compile(r"(?<=[.。])\s*")


def sentences(text: str) -> list[str]:
    """The sentences of ``text`` (a full stop or 「。」 ends one), each as written."""
    return [s.strip() for s in SENTENCE_END.split(text) if len(s.strip()) > 12]


def said_anywhere(t: PlayTable) -> str:
    """Everything the table sends and says: the state (minus the guide's own panel, which
    holds the answer once given) and the text view."""
    state = {k: v for k, v in t.state.items() if k != "guide"}
    return json.dumps(state, ensure_ascii=False) + "\n" + t.text_view()


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_an_open_question_is_not_answered_by_the_table_until_answered(
    tmp_path: Path, lang: str
) -> None:
    """At each stop, while its question is open, no sentence of the answer's explanation is in
    the payload or the text view; once answered, a trick's own sentence is back (R26-R28)."""
    t = PlayTable(guided=True, delay=0, lang=lang)
    t.guide.progress = tmp_path / "progress.json"
    stopped = []
    while not t.deal.over or t.state["guide"]["verdict"] is None:
        g, made = t.state["guide"], len(t.deal.moves)
        if g["stop"] is None or g["verdict"] is not None:
            t.guide_next() if g["next"] else t.play(t.view.legal_moves[-1])
            continue
        before, held = said_anywhere(t), dict(t.state)
        if made in (26, 66):  # the review would say it too: it opens once answered
            refused = t.review() is None and t.state["message_kind"] == "refusal"
        if made == 66:  # the deal is over, but its row waits for the answer (R30)
            assert t.next_deal() is False and t.match.deal_number == 1
        t.guide_answer(RIGHT[made]) if g["choices"] else t.play(RIGHT[made])
        explain = t.state["guide"]["explain"]
        said = sentences(explain)
        assert said, explain
        for line in said:
            assert line not in before, (made, line)
        if made in (26, 66):  # what the finished trick makes was asked: its result was held
            assert refused and held["summary"] is None and held["coach"] is None
            assert held["withheld"] and held["withheld"] in before
            assert held["last"]["explain"] == held["withheld"]
            assert held["results"] == []
            # answered: the trick's sentence and its points are back
            after = said_anywhere(t)
            assert all(line in after for line in said), made
            assert t.state["last"]["explain"] in explain and not t.state["withheld"]
            assert t.state["score"] != held["score"] or t.deal.over
        stopped.append(made)
    assert stopped == [move for move, _ in t.stops]
    assert t.state["results"] == [list(t.deal.score)] and t.state["summary"] is not None
