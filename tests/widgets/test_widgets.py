"""The widgets' Python side, driven as the front end drives it: custom messages in, state out.

No browser here: ``_handle_custom_msg(content, buffers)`` is the entry point anywidget uses
for a message from the front end.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import unsun_lab as ul
from unsun_lab.widgets import ComboExplainer, DealStepper, RankExplorer

CONFORMANCE = Path(__file__).resolve().parents[1] / "data" / "conformance"
R20 = CONFORMANCE / "R20_meri_tenka_must_follow.json"
R28 = CONFORMANCE / "R28_hidden_robai_5.json"


def click(widget: Any, **content: Any) -> None:
    """Deliver a message as the front end would."""
    widget._handle_custom_msg(content, [])


# -- RankExplorer (R9, R10, R14–R17, R25) ---------------------------------------------------


def test_rank_explorer_tenka_beats_native_robai_when_koppu_is_trump() -> None:
    x = RankExplorer(trump="K")
    click(x, type="card", card="KRo")
    click(x, type="card", card="PRo")
    click(x, type="led", suit="O")
    assert x.selected == ["KRo", "PRo"]
    assert x.verdict["winner"] == "PRo"
    assert x.verdict["rules"] == ["R9", "R14", "R10", "R25"]
    assert "4th of 16 trumps" in x.verdict["text"]


def test_rank_explorer_marks_and_hover_words() -> None:
    x = RankExplorer()
    trumps = x.orders[0]
    assert trumps["kind"] == "trump" and len(trumps["cards"]) == 16
    marked = {c["code"]: c["marks"] for c in trumps["cards"] if c["marks"]}
    assert marked == {"PRo": ["Tenka"], "KRo": ["native Robai"]}
    isu = next(o for o in x.orders if o["suit"] == "I")
    assert [c["code"] for c in isu["cards"] if c["marks"]] == ["IRo"]
    assert x.describe("KRo") == "KRo is 5th of 16 trumps: the native Robai (R10, R14)"
    assert "between the 2 and the 1" in x.describe("IRo")


def test_rank_explorer_choosing_pao_makes_tenka_the_native_robai() -> None:
    x = RankExplorer()
    click(x, type="trump", suit="P")
    assert x.trump == "P"
    trumps = x.orders[0]["cards"]
    assert len(trumps) == 15
    assert next(c for c in trumps if c["code"] == "PRo")["marks"] == ["Tenka", "native Robai"]
    assert [o["suit"] for o in x.orders[1:]] == ["I", "K", "O", "G"]


@pytest.mark.parametrize(
    ("a", "b", "led", "winner", "rules"),
    [
        ("KSu", "KUn", "K", "KSu", ["R14", "R25"]),
        ("K9", "O1", "O", "K9", ["R14", "R25"]),  # the lowest trump beats a plain card
        ("O1", "O2", "O", "O1", ["R15", "R16", "R25"]),  # round suit: 1 high
        ("I2", "IRo", "I", "I2", ["R15", "R16", "R25"]),  # plain Isu Robai below the 2
        ("G1", "O3", "O", "O3", ["R17", "R25"]),  # suits do not compete
        ("G1", "O3", "I", None, ["R17", "R25"]),  # neither is of the led suit
    ],
)
def test_rank_explorer_picks_the_winner_and_cites_rules(
    a: str, b: str, led: str, winner: str | None, rules: list[str]
) -> None:
    verdict = RankExplorer(trump="K").select(a, b, led=led)
    assert verdict["winner"] == winner
    assert set(rules) <= set(verdict["rules"])  # the core's sentence cites at least these
    assert all(f"{r}" in verdict["text"] for r in verdict["rules"])


def test_rank_explorer_third_click_keeps_the_last_two_and_repr_is_stable() -> None:
    x = RankExplorer(trump="Guru")
    for code in ("G1", "G2", "G3"):
        click(x, type="card", card=code)
    assert x.selected == ["G2", "G3"]
    click(x, type="card", card="G3")  # a second click unselects
    assert x.selected == ["G2"]
    assert x.verdict["winner"] is None
    click(x, type="clear")
    assert repr(x) == "RankExplorer(trump='Guru', selected=(), led=None)"
    data, _ = x._repr_mimebundle_()
    assert data["text/plain"] == repr(x)
    assert "Plain Pao" in data["text/html"]


# -- DealStepper ------------------------------------------------------------------------------


def _goto_turn(stepper: DealStepper, trick: int, seat: int) -> None:
    for k in range(stepper.total):
        stepper.goto(k)
        open_trick = stepper.deal.current_trick
        if open_trick is not None and open_trick.number == trick and stepper.deal.to_move == seat:
            return
    raise AssertionError(f"no turn of seat {seat} in trick {trick}")


def test_stepper_meri_tenka_must_follow_and_refusals_cite_r20() -> None:
    s = DealStepper(R20)
    _goto_turn(s, trick=2, seat=5)
    d = s.decision
    assert d["seat"] == 5
    assert d["legal"] == ["PRo"]
    assert d["rule"] == "R20"
    assert len(d["refusals"]) == 7
    assert {r["rule"] for r in d["refusals"]} == {"R20"}
    assert all("Meri" in r["reason"] for r in d["refusals"])
    assert repr(s) == f"DealStepper(move={s.move}/66, trick=2, seat=open)"


def test_stepper_forward_back_jump_and_keys() -> None:
    s = DealStepper(json.loads(R20.read_text()))
    assert s.move == 0 and s.decision["legal"] == ["declare", "pass"]
    assert s.decision["rule"] == "R11"
    click(s, type="step", by=1)
    click(s, type="step", by=1)
    assert s.move == 2 and len(s.deal.moves) == 2
    click(s, type="step", by=-1)
    assert s.move == 1 and s.state["last"]["move"] == "declare"
    click(s, type="trick", number=2)
    assert s.deal.current_trick is None and len(s.deal.tricks) == 1
    assert s.state["trick"]["number"] == 1 and "wins trick 1" in s.state["trick"]["explain"]
    click(s, type="end")
    assert s.move == 66 and s.deal.over
    assert s.state["score"] == list(ul.Deal.from_record(R20.read_text()).score)
    click(s, type="step", by=1)  # past the end: stays
    assert s.move == 66
    click(s, type="start")
    assert s.move == 0 and s.deal.moves == []


def _face_down_position(stepper: DealStepper) -> tuple[int, int]:
    """A position with a face-down trump in the unfinished trick: (move, seat that played it)."""
    for k in range(stepper.total):
        stepper.goto(k)
        trick = stepper.deal.current_trick
        if trick is not None:
            down = [s for s, _, fd in trick.plays if fd]
            if down:
                return k, down[0]
    raise AssertionError("the record has no face-down trump")


def test_stepper_hides_face_down_trumps_in_a_seat_view_and_show_all_reveals() -> None:
    s = DealStepper(R28)
    _, player = _face_down_position(s)
    trick = s.deal.current_trick
    assert trick is not None
    code = next(c.code for seat, c, _ in trick.plays if seat == player)

    def shown(stepper: DealStepper) -> dict[str, Any]:
        return next(p["card"] for p in stepper.state["trick"]["plays"] if p["seat"] == player)

    assert shown(s).get("back") is True  # the open table hides it too (R24)
    click(s, type="show_all", value=True)
    assert shown(s)["code"] == code
    other = (player + 1) % 8
    click(s, type="seat", seat=str(other))
    assert shown(s).get("back") is True  # R31: the seat does not know it
    hands = s.state["hands"]
    assert [h["open"] for h in hands] == [seat == other for seat in range(8)]
    assert hands[player]["cards"] == []
    click(s, type="seat", seat=player)
    assert shown(s)["code"] == code  # a seat sees its own face-down trump
    assert repr(s).endswith(f"seat={player})")


def test_stepper_notes_edit_save_and_reload_identical(tmp_path: Path) -> None:
    s = DealStepper(R20)
    _goto_turn(s, trick=2, seat=5)
    click(s, type="note", text="Tenka is a trump, so seat 5 must play it (R20).")
    s.goto(3)
    s.set_note("the first lead may not be a trump (R19)")
    s.goto(15)
    assert s.note == "Tenka is a trump, so seat 5 must play it (R20)."
    path = s.save(tmp_path / "my_deal.json")
    again = DealStepper(path)
    assert again.record() == s.record()
    assert again.full.move_notes == {3: "the first lead may not be a trump (R19)", 15: s.note}
    replayed = ul.Deal.from_record(json.loads(path.read_text()))
    assert replayed.state_key() == ul.Deal.from_record(R20.read_text()).state_key()
    click(again, type="goto", move=15)
    click(again, type="note", text="")  # an empty note removes it
    assert 15 not in again.full.move_notes


def test_stepper_accepts_a_deal_and_does_not_change_it() -> None:
    deal = ul.Deal.from_record(R20.read_text())
    before = deal.state_key()
    s = DealStepper(deal)
    s.goto(30)
    s.set_note("mine")
    assert deal.state_key() == before and deal.move_notes == {}
    data, _ = s._repr_mimebundle_()
    assert data["text/plain"] == "DealStepper(move=30/66, trick=4, seat=open)"
    assert "Score" in data["text/html"]


# -- ComboExplainer (R27, R28) ------------------------------------------------------------------


def test_combo_explainer_hidden_robai_makes_five() -> None:
    deal = ul.Deal.from_record(R28.read_text())
    number = next(t.number for t in deal.tricks if t.combo is not None)
    c = ComboExplainer(number, deal)
    s = c.state
    assert s["pair"] == "Robai-Rei" and s["points"] == 5
    assert [p["name"] for p in s["pairs"] if p["lit"]] == ["Robai-Rei"]
    assert [p["name"] for p in s["pairs"]] == [
        "Sun-Un",
        "Un-Sota",
        "Sota-Robai",
        "Robai-Rei",
        "2-1" if deal.trump.is_long else "8-9",
    ]
    assert "hidden" in s["why_points"] and "R28" in s["why_points"]
    assert s["w"]["code"] == "KRo" and s["o"]["code"] == "KRe"
    assert repr(c) == f"ComboExplainer(trick={number}, pair='Robai-Rei', points=5)"


def test_combo_explainer_says_why_there_was_none() -> None:
    deal = ul.Deal.from_record(R20.read_text())
    meri = next(t for t in deal.tricks if t.meri)
    c = ComboExplainer(meri, deal)
    assert c.state["pair"] is None and c.state["points"] == 0
    assert c.state["reason"] == str(meri.combo_reason)
    assert "Meri" in c.state["reason"] and "R27" in c.state["reason"]
    assert not any(p["lit"] for p in c.state["pairs"])


def test_stepper_embeds_the_combo_of_the_last_finished_trick() -> None:
    s = DealStepper(R28)
    deal = ul.Deal.from_record(R28.read_text())
    number = next(t.number for t in deal.tricks if t.combo is not None)
    s.jump_to_trick(number + 1)
    assert s.state["combo"]["number"] == number
    assert s.state["combo"]["pair"] == "Robai-Rei"
    assert s.combo.state == s.state["combo"]


# -- PlayTable (R5, R11, R12, R18–R23, R30) ---------------------------------------------------

from unsun_lab.widgets import PlayTable  # noqa: E402


def _until_illegal_card(table: PlayTable) -> str:
    """Play the first legal card until the learner holds a card that is not legal."""
    for _ in range(200):
        if table.deal.over:
            table.next_deal()
        s = table.state
        illegal = [c["code"] for c in s["hand"] if not c["legal"]]
        if s["ask"] == "play" and illegal:
            return illegal[0]
        table.play(s["legal"][0])
    raise AssertionError("the learner never held an illegal card")


def test_play_table_refuses_an_illegal_click_with_the_rule_and_changes_nothing() -> None:
    t = PlayTable(seed=1, delay=0)
    card = _until_illegal_card(t)
    before = t.deal.state_key()
    click(t, type="play", card=card)
    assert t.deal.state_key() == before
    assert t.state["message_kind"] == "refusal"
    assert t.state["message"] == f"{card} is not allowed: {t.deal.why_illegal(card)}"
    assert any(f"(R{n})" in t.state["message"] for n in (19, 20, 23))


def test_play_table_legal_click_advances_and_computers_answer() -> None:
    t = PlayTable(seed=1, delay=0)
    assert t.state["your_turn"] and t.state["ask"] == "play"
    assert t.state["prompt"].endswith("(R22)")
    card = t.state["legal"][0]
    moves = len(t.deal.moves)
    click(t, type="play", card=card)
    assert card not in [c["code"] for c in t.state["hand"]]
    assert t.state["message"] == f"You played {card}."
    assert t.deal.moves[moves] == card
    assert len(t.deal.moves) > moves + 1  # the computers answered (delay=0: at once)
    assert t.match.waiting_for == 0 and t.state["your_turn"]


def test_play_table_whole_deal_then_next_and_restart_clears_scores() -> None:
    t = PlayTable(seed=1, delay=0)
    while not t.deal.over:
        click(t, type="play", card=t.state["legal"][0])
    assert len(t.state["results"]) == 1 and sum(t.state["results"][0]) == 9  # R29
    assert t.state["deal_over"] and not t.state["your_turn"]
    click(t, type="play", card="P1")  # nothing to play now
    assert t.state["message"] == "The deal is over: there are no more moves to make (R18)."
    click(t, type="next_deal")
    assert t.match.deal_number == 2 and t.state["deal_over"] is False
    assert t.state["totals"] == t.state["results"][0]
    click(t, type="restart")
    assert t.state["results"] == [] and t.state["totals"] == [0, 0]
    assert t.match.deal_number == 1 and t.match.seed == 2
    assert repr(t).startswith("PlayTable(seed=2, deal=1/8, move=")


def test_play_table_asks_the_learner_to_declare_and_to_discard() -> None:
    t = PlayTable(seed=9, delay=0)  # seed 9: the learner holds the native Robai (R11)
    assert t.state["ask"] == "declare" and t.state["legal"] == ["declare", "pass"]
    assert "R11" in t.state["prompt"]
    click(t, type="declare")
    assert t.deal.declaration == "declare" and t.deal.recipient == 0
    assert t.state["ask"] == "discard"  # R12: the declarer took the indicator
    trumps = [c["code"] for c in t.state["hand"] if c["trump"]]
    if len(trumps) < len(t.state["hand"]):
        click(t, type="play", card=trumps[0])
        assert "(R12)" in t.state["message"] and t.deal.discard is None
    discard = t.state["legal"][0]
    click(t, type="play", card=discard)
    assert t.deal.discard is not None and t.deal.discard.code == discard


def test_play_table_paced_ticks_move_one_computer_at_a_time() -> None:
    t = PlayTable(seed=2, delay=0.5)  # seed 2: a computer seat leads the deal
    speakers = []
    while t.state["phase"] == "declare":  # R11: each seat speaks in one tick, in turn
        if t.state["your_turn"]:
            click(t, type=t.state["legal"][0])
        else:
            speakers.append(t.state["to_move"])
            click(t, type="tick", at=t.state["at"])
    assert speakers == [s for s in [*range(1, 8), 0] if s in speakers] and len(speakers) >= 7
    assert len(t.state["declaration"]) == 8
    while t.state["your_turn"]:
        click(t, type="play", card=t.state["legal"][0])
    assert t.state["pending"] and t.state["delay_ms"] == 500
    token = t.state["at"]
    moves = len(t.deal.moves)
    click(t, type="tick", at=token)
    assert len(t.deal.moves) == moves + 1
    click(t, type="tick", at=token)  # a stale tick (e.g. from a second view) does nothing
    assert len(t.deal.moves) == moves + 1
    t.run_computers()
    assert t.match.waiting_for == 0 and not t.state["pending"]


def test_play_table_hint_comes_from_the_coach_with_reasons_in_game_terms() -> None:
    t = PlayTable(seed=1, delay=0, hint_worlds=30)
    click(t, type="hint")
    assert t.wait_hint(120)
    move = t.state["hint_move"]
    head = t.state["hint_head"]
    named = (f"Hint: the best move is {move};", f"Hint: {move} and ")  # best, or as good
    assert move in t.state["legal"] and head.startswith(named), head
    assert t.state["hint_why"] and all(re.search(r"\(R2[5-9]", w) for w in t.state["hint_why"])


def test_play_table_computer_seeds_derive_from_the_table_seed() -> None:
    a, b = PlayTable(seed=5, delay=0), PlayTable(seed=5, delay=0)
    assert a.deal.moves == b.deal.moves and repr(a) == repr(b)
    assert "Scoreboard" not in a._repr_mimebundle_()[0]["text/plain"]


# -- Card faces: the display layer's pictures, sent once, only for cards shown (R24, R31) -----

from unsun_lab.widgets._common import BACK_FACE, face_key, face_svg  # noqa: E402

CODE_WORD = re.compile(r"(?<![A-Za-z])[PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su)(?![a-z0-9])")


def spy(widget: Any) -> list[dict[str, Any]]:
    """The custom messages the widget sends to the front end from now on."""
    sent: list[dict[str, Any]] = []
    widget.send = lambda content, buffers=None: sent.append(content)
    return sent


def test_face_keys_name_the_trump_marks_and_faces_are_the_display_layers() -> None:
    koppu = ul.orders.table_for(ul.Suit.KOPPU)
    assert face_key(ul.Card("KSu"), koppu) == "KSu.K"  # a trump: it wears the star (R14)
    assert face_key(ul.Card("PRo"), koppu) == "PRo.K"  # Tenka: always a trump (R9)
    assert face_key(ul.Card("OSu"), koppu) == "OSu" and face_key(ul.Card("OSu")) == "OSu"
    svg = face_svg("KRo.K")
    assert svg.startswith("<svg") and 'viewBox="4 4 60 90"' in svg
    assert "NATIVE ROBAI" in svg and 'id="ul-KRo"' in svg  # R10: the native Robai's band
    assert "<title>" not in svg and "<style>" not in svg and " width=" not in svg.split(">")[0]
    assert "NATIVE ROBAI" not in face_svg("KRo")  # the same card when Koppu is not trump
    back = face_svg(BACK_FACE)
    assert "TRUMP" in back and not CODE_WORD.search(back)  # a back names no card (R24)


def test_faces_are_sent_once_on_request_then_only_new_ones() -> None:
    t = PlayTable(seed=1, delay=0)
    sent = spy(t)
    shown = set(t.faces)
    assert shown and all(k in str(t.state) for k in shown)
    click(t, type="faces?")  # a view starts: every face so far, in one message
    assert sent == [{"type": "faces", "faces": t.faces}]
    sent.clear()
    click(t, type="play", card=t.state["legal"][0])
    new = [k for m in sent for k in m["faces"]]
    assert new and not set(new) & shown  # nothing sent twice
    assert len(new) < 20 and len(str(sent)) < 40_000  # a move's faces, not the deck's
    assert all(m["type"] == "faces" for m in sent)


def test_play_table_sends_only_faces_seat_0_has_seen() -> None:
    t = PlayTable(seed=2, delay=0)
    sent = spy(t)
    click(t, type="faces?")
    seen: set[str] = {BACK_FACE}
    for _ in range(30):
        view = t.view
        seen |= {face_key(c, view.table) for c in [*view.seen_cards(), view.indicator]}
        assert set(t.faces) <= seen, set(t.faces) - seen
        if t.deal.over:
            break
        click(t, type="play", card=t.state["legal"][0])
    assert all(set(m["faces"]) <= set(t.faces) for m in sent)


def test_stepper_in_a_seat_view_never_sends_a_face_down_trumps_face() -> None:
    probe = DealStepper(R28)
    move, player = _face_down_position(probe)
    trick = probe.deal.current_trick
    assert trick is not None
    card = next(c for seat, c, _ in trick.plays if seat == player)
    other = (player + 1) % 8
    s = DealStepper(R28, seat=other, move=move)
    hidden = face_key(card, s.deal.table)
    assert BACK_FACE in s.faces and hidden not in s.faces  # R24, R31: never left Python
    shown = next(p["card"] for p in s.state["trick"]["plays"] if p["seat"] == player)
    assert shown == {
        "code": None,
        "back": True,
        "seat": player,
        "name": "a face-down trump (R24)",
        "face": BACK_FACE,
    }
    sent = spy(s)
    click(s, type="faces?")
    assert not any(card.code in k for m in sent for k in m["faces"])
    click(s, type="show_all", value=True)  # teaching switch: only for the open table
    assert hidden not in s.faces


def test_rank_explorer_badges_only_what_the_face_does_not_show() -> None:
    x = RankExplorer(trump="K")
    badges = {c["code"]: c["badge"] for o in x.orders for c in o["cards"] if c["badge"]}
    assert badges == {"IRo": "plain Isu Robai"}  # Tenka and the native Robai wear bands
    assert len(x.faces) == 75
    sent = spy(x)
    click(x, type="faces?")
    click(x, type="trump", suit="I")
    new = set(sent[-1]["faces"])
    # Isu's cards become trumps (their faces get the star), Koppu's plain: only these are new.
    isu = {f"{c.code}.I" for c in ul.DECK if c.suit is ul.Suit.ISU}
    koppu = {c.code for c in ul.DECK if c.suit is ul.Suit.KOPPU}
    assert new == isu | koppu | {"PRo.I"}
    assert len(x.faces) == 75 + len(new)


# -- R31: a seat's view, as synced state and as messages, holds nothing the seat cannot know --

import random  # noqa: E402

from unsun_lab.widgets._common import BadMessage, field  # noqa: E402


def _hidden_codes(view: ul.PlayerView) -> set[str]:
    return {c.code for c in ul.DECK} - {c.code for c in view.seen_cards()}


def _leaks(payload: Any, view: ul.PlayerView) -> set[str]:
    """Card codes in the JSON of ``payload`` that the view's seat has not seen.

    The combination panel lists the five pairs of the trump suit by their cards ("Sun-Un:
    KSu over KUn", as chips and in the legend of the pairs not made): rule data (R27), not
    where a card is; those labels are left out."""
    text = json.dumps(_without_coach_words(payload))
    text = re.sub(r"[A-Za-z0-9-]+: [A-Z][A-Za-z0-9]+ over [A-Z][A-Za-z0-9]+", "", text)
    return set(CODE_WORD.findall(text)) & _hidden_codes(view)


def _without_coach_words(payload: Any) -> Any:
    """``payload`` without a judged decision's sentences ("why", "reasons"): the coach names
    cards of the worlds it sampled behind the seat's view ("an opponent's trump (PUn)"), not
    where a card is; tests/players/test_practice_coach.py checks that those words depend on the view
    alone. Every other field is scanned."""
    if isinstance(payload, dict):
        coach = {"best", "moves", "why"} <= set(payload)
        return {
            k: _without_coach_words(v)
            for k, v in payload.items()
            if not (coach and k in ("why", "reasons"))
        }
    if isinstance(payload, list | tuple):
        return [_without_coach_words(v) for v in payload]
    return payload


def _played(seed: int) -> ul.Deal:
    """A whole deal from ``seed``, played by seeded random choices (a pass or a declaration)."""
    rng = random.Random(seed)
    deal = ul.Deal.shuffled(seed, dealer=seed % 8)
    while not deal.over:
        deal.push(rng.choice(deal.legal_moves()))
    return deal


@pytest.mark.parametrize("seed", range(12))
def test_stepper_seat_views_hold_no_hidden_card_at_any_position(seed: int) -> None:
    deal = _played(seed)
    for seat in range(8):
        s = DealStepper(deal, seat=seat)
        sent = spy(s)
        click(s, type="faces?")
        for _ in range(s.steps + 1):
            view = s.deal.view(seat)
            assert not _leaks(s.state, view), (seat, s.step_index)
            assert not _leaks(sent, view), (seat, s.step_index)
            if s.step_index % 9 == 0:  # the static picture (text/html) is slow to draw
                assert not _leaks(s._repr_mimebundle_()[0], view)
            assert set(s.state) >= {"step", "steps"} and "move" not in s.state
            sent.clear()
            click(s, type="step", by=1)


def _without_holder(deal: ul.Deal) -> ul.Deal:
    """The same cards, but the native Robai swapped into the stock (nobody can declare)."""
    h = deal.holder
    assert h is not None
    hands = [list(cards) for cards in deal.dealt]
    swap = deal.stock[0]
    hands[h][hands[h].index(deal.native_robai)] = swap
    return ul.Deal.from_cards(
        deal.dealer, hands, deal.indicator, [deal.native_robai, deal.stock[1]]
    )


def _first_legal_passing(deal: ul.Deal) -> ul.Deal:
    while not deal.over:
        moves = deal.legal_moves()
        deal.push("pass" if "pass" in moves else moves[0])
    return deal


@pytest.mark.parametrize("seed", range(6))
def test_stepper_seat_view_cannot_tell_a_holders_pass_from_a_robai_in_the_stock(
    seed: int,
) -> None:
    """R11/R31: until the side cards are turned up, a seat that is neither the holder nor
    the dealer sees the same states whether the holder passed or the Robai lies in the stock."""
    base = ul.Deal.shuffled(seed + 100)
    if base.holder is None:
        return
    passed = _first_legal_passing(
        ul.Deal.from_cards(base.dealer, base.dealt, base.indicator, base.stock)
    )
    stock = _first_legal_passing(_without_holder(base))
    for seat in set(range(8)) - {base.holder, base.dealer}:
        a, b = DealStepper(passed, seat=seat), DealStepper(stock, seat=seat)
        assert a.steps == b.steps
        for _ in range(10):  # the eight seats speak, the discard, the opening lead is next
            assert a.state == b.state, (seat, a.step_index)
            assert repr(a) == repr(b)
            a.forward()
            b.forward()


def test_stepper_declaration_is_each_seat_in_turn_and_the_declarer_is_lit() -> None:
    deal = next(d for d in map(_played, range(40)) if d.declaration == "declare")
    holder = deal.holder
    assert holder is not None
    s = DealStepper(deal, seat=holder)
    order = [(deal.dealer + 1 + j) % 8 for j in range(8)]
    for j, speaker in enumerate(order):
        assert s.state["to_move"] == speaker and len(s.state["declaration"]) == j
        if speaker == holder:
            assert s.decision["legal"] == ["declare", "pass"] and s.decision["rule"] == "R11"
            assert s.decision["recorded"] == "declare"
        else:
            assert s.decision["legal"] == []
        s.forward()
    assert s.state["recipient"] == holder and s.state["robai"] == "declared"
    last = {"seat": order[-1], "move": "declare" if order[-1] == holder else "pass"}
    assert s.state["last"] == last


def _scan_play_table(seed: int, deals: int) -> int:
    t = PlayTable(seed=seed, delay=0.5)
    sent = spy(t)
    click(t, type="faces?")
    checked = 0
    for _ in range(deals):
        while not t.deal.over:
            view = t.view
            assert not _leaks(t.state, view) and not _leaks(sent, view), t.state["status"]
            sent.clear()
            checked += 1
            if t.state["your_turn"]:
                click(t, type="play", card=t.state["legal"][0])
            else:
                click(t, type="tick", at=t.state["at"])
        view = t.view
        assert not _leaks(t.state, view) and not _leaks(sent, view)
        sent.clear()
        click(t, type="next_deal")
    return checked


def test_play_table_states_and_messages_hold_no_hidden_card() -> None:
    assert _scan_play_table(3, deals=3) > 3 * 70


def test_play_table_declaration_takes_eight_ticks_whoever_holds_the_robai() -> None:
    for seed in range(6):
        t = PlayTable(seed=seed, delay=0.5)
        ticks = 0
        while t.state["phase"] == "declare":
            assert t.state["recipient"] is None and t.state["declared"] is None
            assert t.state["hand_sizes"] == [9] * 8 and len(t.state["hand"]) == 9
            # No status names who holds the native Robai; seat 0 may be told it does not.
            status = t.state["status"]
            own = status == ul.i18n.text("ui.decl_you_forced", "en")
            assert "native Robai" not in status or t.state["your_turn"] or own
            if t.state["your_turn"]:
                click(t, type="pass")
            else:
                click(t, type="tick", at=t.state["at"])
            ticks += 1
        assert ticks == 8 and len(t.state["declaration"]) == 8


# -- Bad input from the front end: refused, shown, and the widget keeps working -------------

BAD_MESSAGES: list[Any] = [
    "not a dict",
    {},
    {"type": 3},
    {"type": "explode"},
    {"type": "step"},
    {"type": "step", "by": "1"},
    {"type": "step", "by": True},
    {"type": "step", "by": 7},
    {"type": "goto", "move": None},
    {"type": "trick", "number": 99},
    {"type": "seat", "seat": 8},
    {"type": "seat", "seat": [0]},
    {"type": "show_all", "value": "yes"},
    {"type": "note"},
    {"type": "note", "text": 5},
]


@pytest.mark.parametrize("content", BAD_MESSAGES, ids=repr)
def test_stepper_refuses_bad_messages_and_keeps_working(content: Any) -> None:
    s = DealStepper(R20, move=5)
    before = (s.move, s.seat, s.show_all, s.record())
    s._handle_custom_msg(content, [])
    assert s.state["refused"].startswith("Refused: ") and len(s.state["refused"]) > 12
    assert (s.move, s.seat, s.show_all, s.record()) == before
    click(s, type="step", by=1)
    assert s.move == 6 and s.state["refused"] == ""


@pytest.mark.parametrize(
    "content",
    [
        {"type": "play"},
        {"type": "play", "card": 5},
        {"type": "play", "card": "ZZ"},
        {"type": "play", "card": "PRo" * 100},
        {"type": "tick", "at": 1},
        {"type": "pace", "delay": -1},
        {"type": "pace", "delay": "fast"},
        {"type": "nope"},
        ["play"],
    ],
    ids=repr,
)
def test_play_table_refuses_bad_messages_and_keeps_working(content: Any) -> None:
    t = PlayTable(seed=1, delay=0)
    before = t.deal.state_key()
    t._handle_custom_msg(content, [])
    assert t.deal.state_key() == before
    assert t.state["message_kind"] == "refusal" and t.state["message"]
    click(t, type="play", card=t.state["legal"][0])
    assert t.deal.state_key() != before and t.state["message_kind"] == "info"


def test_play_table_refuses_a_card_not_in_hand_naming_it() -> None:
    t = PlayTable(seed=1, delay=0)
    mine = {c["code"] for c in t.state["hand"]}
    other = next(c.code for c in ul.DECK if c.code not in mine)
    click(t, type="play", card=other)
    assert f"{other} is not a card in your hand (R18)" in t.state["message"]


def test_rank_explorer_refuses_a_bad_suit_and_keeps_working() -> None:
    x = RankExplorer(trump="K")
    click(x, type="trump", suit="Q")
    assert x.trump == "K" and "not a suit" in x.verdict["refused"]
    click(x, type="trump", suit="I")
    assert x.trump == "I" and "refused" not in x.verdict


def test_field_checks_presence_and_type() -> None:
    assert field({"n": 2}, "n", int) == 2
    with pytest.raises(BadMessage, match="'n' is missing"):
        field({}, "n", int)
    with pytest.raises(BadMessage, match="must be int"):
        field({"n": True}, "n", int)


# -- Computer players that fail are replaced, and play goes on -------------------------------------


class _Raises:
    def choose(self, view: Any) -> str:
        raise RuntimeError("boom")


class _Garbage:
    def __init__(self, answer: Any) -> None:
        self.answer = answer

    def choose(self, view: Any) -> Any:
        return self.answer


class _Hangs:
    def choose(self, view: Any) -> str:
        import threading

        threading.Event().wait(60)  # far past the player_timeout below
        return "pass"


@pytest.mark.parametrize(
    "bad",
    [_Raises(), _Garbage(None), _Garbage(42), _Garbage("ZZ"), _Hangs()],
    ids=["raises", "answers-None", "answers-42", "answers-ZZ", "hangs"],  # stable across runs
)
def test_play_table_replaces_a_failing_computer_player_and_goes_on(bad: Any) -> None:
    from unsun_lab.players import HeuristicPlayer

    players: list[Any] = [None] + [HeuristicPlayer(seed=s) for s in range(1, 8)]
    players[3] = bad
    # long enough for the other computers to answer on a busy machine, short for the hanging one
    t = PlayTable(seed=4, delay=0, players=players, player_timeout=1.5)
    while not t.deal.over:
        click(t, type="play", card=t.state["legal"][0])
    assert isinstance(t.match.players[3], HeuristicPlayer)
    assert t.state["replaced"] and "seat 3" in t.state["replaced"][0]
    assert sum(t.deal.score) == 9  # R29: the deal was played to its end


# -- PlayTable features and languages --------------------------------------------------------------


def test_play_table_hand_is_sorted_trumps_first_strongest_first() -> None:
    t = PlayTable(seed=3, delay=0)
    table = t.view.table
    hand = [ul.Card(c["code"]) for c in t.state["hand"]]
    flags = [table.is_trump[c.index] for c in hand]
    assert flags == sorted(flags, reverse=True)  # every trump before every plain card
    trumps = [table.strength[c.index] for c in hand if table.is_trump[c.index]]
    assert trumps == sorted(trumps, reverse=True)


def test_play_table_take_back_undoes_the_learners_card_and_the_replies() -> None:
    t = PlayTable(seed=1, delay=0)
    before = t.deal.state_key()
    click(t, type="play", card=t.state["legal"][0])
    assert t.deal.state_key() != before and t.state["can_take_back"]
    click(t, type="take_back")
    assert t.deal.state_key() == before and t.state["your_turn"]
    assert t.state["took_back"] == [1] and not t.state["can_take_back"]
    click(t, type="take_back")
    assert t.state["message_kind"] == "refusal"


def test_play_table_pace_and_levels_from_the_widget_and_from_python() -> None:
    from unsun_lab.players import LEVELS

    t = PlayTable(seed=1, pace="slow")
    assert t.delay == 1.2 and t.state["pace"] == "slow"
    click(t, type="pace", pace="instant")
    assert t.delay == 0 and t.state["pace"] == "instant"
    assert [name for name, _ in t.labels["levels"]] == list(LEVELS)
    click(t, type="level", team="opponents", level="random")
    assert all(type(t.match.players[s]) is LEVELS["random"] for s in (1, 3, 5, 7))
    click(t, type="level", team="opponents", level="nope")
    assert "'level'" in t.state["message"] and "'nope'" in t.state["message"]
    t.set_pace("fast")
    assert t.state["delay_ms"] == 250


def test_play_table_past_tricks_summary_adds_to_nine_and_review() -> None:
    t = PlayTable(seed=1, delay=0)
    while not t.deal.over:
        click(t, type="play", card=t.state["legal"][0])
    history = t.state["history"]
    assert [h["number"] for h in history] == list(range(1, 10))
    assert all(h["explain"] and len(h["plays"]) == 8 for h in history)
    *lines, waiting = t.state["summary"]["lines"]  # the last: your own mistakes waiting
    assert "of your own mistakes" in waiting
    a, b = t.deal.score
    assert lines[-1].endswith("together 9 (R29).") and f"{a}" in lines[-1] and a + b == 9
    combos = [tr for tr in t.deal.tricks if tr.combo is not None]
    assert len(lines) == 2 + len(combos)
    click(t, type="review")
    assert t.reviewer is not None and t.review_state["open"]
    assert t.reviewer.full.moves == t.deal.moves and t.reviewer.seat == "open"
    click(t, type="review_msg", msg={"type": "start"})
    assert t.review_state["step"] == 0
    click(t, type="review_close")
    assert t.review_state == {}


def test_play_table_saves_the_deal_and_asks_before_replacing(tmp_path: Path) -> None:
    t = PlayTable(seed=1, delay=0, save_dir=tmp_path)
    click(t, type="play", card=t.state["legal"][0])
    click(t, type="save", name="mine.json")
    saved = tmp_path / "mine.json"
    assert saved.is_file() and str(saved) in t.state["message"]
    assert ul.Deal.from_record(saved.read_text()).moves == t.deal.moves
    click(t, type="save", name="mine.json")
    assert "exists already" in t.state["message"] and t.state["message_kind"] == "refusal"
    click(t, type="save", name="../escape.json")
    assert not (tmp_path.parent / "escape.json").exists() and t.state["message_kind"] == "refusal"
    click(t, type="save", name="mine.json", replace=True)
    assert t.state["message_kind"] == "info"


@pytest.mark.parametrize("lang", ["pt", "cs", "ja"])
def test_widgets_switch_language_live(lang: str) -> None:
    t = PlayTable(seed=1, delay=0)
    english = (t.labels["hint"], t.state["status"])
    click(t, type="lang", lang=lang)
    assert t.labels["lang"] == lang and (t.labels["hint"], t.state["status"]) != english
    s = DealStepper(R20, lang=lang)
    assert s.labels["forward"] == ul.i18n.text("ui.forward", lang)
    assert "R11" in s.state["decision"]["reason"]
    click(s, type="lang", lang="en")
    assert s.labels["forward"] == "Forward ▶"
    click(s, type="lang", lang="xx")
    assert "unknown language" in s.state["refused"]


@pytest.mark.parametrize("lang", ["en", "pt", "cs"])
def test_the_stepper_reason_reads_as_a_sentence(lang: str) -> None:
    """The reason under "Seat 6 is to declare or pass." starts a sentence of its own, on the
    widget and in the notebook's HTML fallback (it said "… or pass. seat 6 holds …")."""
    deal = ul.Deal.shuffled(seed=3, dealer=0).play_out()
    for move in (0, 5, 30):
        s = DealStepper(deal, move=move, lang=lang)
        reason = s.state["decision"]["reason"]
        assert reason[:1].isupper() and reason.endswith("."), reason
        assert not re.search(r"\. [a-zà-ž]", s._static_html()), s._static_html()


def test_widget_stylesheets_are_scoped_to_their_own_root() -> None:
    from unsun_lab.widgets import ComboExplainer as C

    for widget, root in (
        (PlayTable, "ul-play-table"),
        (DealStepper, "ul-deal-stepper"),
        (RankExplorer, "ul-rank-explorer"),
        (C, "ul-combo-explainer"),
    ):
        css = re.sub(r"/\*.*?\*/", "", str(widget._css), flags=re.S)
        selectors = re.findall(r"(?m)^([^{}@/\n][^{}]*)\{", css)
        for group in selectors:
            for selector in group.split(","):
                assert root in selector, (widget.__name__, selector)
        assert "ul-widget" not in css


def test_stepper_notes_reach_the_deal_at_once_and_save_load_round_trip(tmp_path: Path) -> None:
    s = DealStepper(R20, save_dir=tmp_path)
    s.goto(15)
    click(s, type="note", text="Tenka must follow (R20).")
    assert s.deal.move_notes[15] == "Tenka must follow (R20)." == s.record()["moves"][15]["note"]
    s.back()  # stepping back deletes no note
    assert s.deal.move_notes == {15: "Tenka must follow (R20)."}
    click(s, type="save", name="annotated.json")
    path = tmp_path / "annotated.json"
    assert path.is_file() and str(path) in s.state["saved"]
    click(s, type="save", name="annotated.json")
    assert "exists already" in s.state["refused"]
    click(s, type="save", name="a/b.json")
    assert "not a file name" in s.state["refused"]
    again = DealStepper(R20, save_dir=tmp_path)
    click(again, type="load", name="annotated.json")
    assert again.record() == s.record() and again.full.move_notes == s.full.move_notes


def test_rule_ids_open_the_rule_texts_of_the_catalogue() -> None:
    t = PlayTable(seed=1, delay=0, lang="cs")
    rules = t.labels["rules"]
    assert sorted(rules, key=lambda r: int(r[1:])) == [f"R{n}" for n in range(1, 32)]
    assert rules["R20"] == ul.i18n.text("rule.R20", "cs")
    s = DealStepper(R20)
    assert s.labels["rules"]["R11"] == ul.i18n.text("rule.R11", "en")


def test_rank_explorer_and_combo_explainer_speak_the_chosen_language() -> None:
    x = RankExplorer(trump="K", lang="pt")
    x.select("KRo", "PRo", led="K")
    english = RankExplorer(trump="K")
    english.select("KRo", "PRo", led="K")
    assert x.verdict["winner"] == english.verdict["winner"] == "PRo"
    assert x.verdict["text"] != english.verdict["text"] and "R14" in x.verdict["text"]
    deal = ul.Deal.from_record(R28.read_text())
    number = next(t.number for t in deal.tricks if t.combo is not None)
    assert (
        ComboExplainer(number, deal, lang="ja").state["text"]
        != ComboExplainer(number, deal).state["text"]
    )


def test_the_hint_is_the_same_for_the_same_position() -> None:
    """The hint comes from a fixed budget of sampled worlds, never the clock."""
    hints = []
    for _ in range(2):
        table = PlayTable(seed=5, delay=0)
        table.run_computers()
        click(table, type="hint")
        assert table.wait_hint(120)
        hints.append(table.state["hint"])
    assert hints[0] == hints[1]
    assert table.state["hint_move"] in table.state["legal"] and table.state["hint_move"] in hints[0]


def test_the_stepper_static_fallback_is_the_trick_not_the_whole_table() -> None:
    """A notebook keeps a compact fallback; in a seat view it hides what the seat
    cannot see (R24, R31)."""
    deal = ul.Deal.shuffled(seed=1)
    deal.play_out()
    open_table = DealStepper(deal)
    open_table.goto(30)
    page = open_table._static_html()
    assert len(page) < 30_000
    trick = open_table.shown_trick
    assert trick is not None and all(p.card.code in page for p in trick.plays)
    for seat in range(8):
        stepper = DealStepper(deal, seat=seat)
        for _ in range(stepper.steps):
            page = stepper._static_html()
            view = stepper.view
            assert view is not None
            now = stepper.deal
            hidden = {c.code for s in range(8) if s != seat for c in now.hand(s)}
            current = view.current_trick
            if current is not None:
                hidden |= {
                    c.code
                    for (s, c, fd) in now.current_trick.plays  # type: ignore[union-attr]
                    if fd and s != seat
                }
            leaked = {code for code in hidden if re.search(rf"\b{code}\b", page)}
            assert not leaked, (seat, stepper.step_index, leaked)
            stepper.forward()
