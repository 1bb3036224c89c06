"""A computer player that raises, hangs or answers garbage stops a Match with PlayerFailure
naming the seat; the deal is unchanged and the match can go on with another player."""

from __future__ import annotations

import threading
from typing import Any

import pytest

import unsun_lab as ul
from unsun_lab.match import Match, PlayerFailure, ask_player
from unsun_lab.players import HeuristicPlayer, RandomPlayer
from unsun_lab.view import PlayerView


class First:
    def choose(self, view: PlayerView) -> str:
        return view.legal_moves[0]


class Raises:
    def choose(self, view: PlayerView) -> str:
        raise ZeroDivisionError("no idea\x1b[2J" + "x" * 10_000)


class Answers:
    def __init__(self, answer: Any) -> None:
        self.answer = answer

    def choose(self, view: PlayerView) -> Any:
        return self.answer


class Hangs:
    """Blocks until released (the test releases it), so the timeout is what ends the wait;
    ``answered`` tells whether it ever gave its move."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.answered = threading.Event()

    def choose(self, view: PlayerView) -> str:
        self.started.set()
        self.release.wait(600)  # a safety net: the test releases it
        self.answered.set()
        return view.legal_moves[0]


class Interrupts:
    def choose(self, view: PlayerView) -> str:
        raise KeyboardInterrupt


# A limit for players that answer at once: far above what a busy machine needs.
GENEROUS_S = 120.0
# The limit when a player hangs: every other seat (answering at once) must still beat it.
HANG_S = 1.5


def _failing_at(seat: int, player: Any, timeout: float | None = GENEROUS_S) -> tuple[Match, Any]:
    players: list[Any] = [First() for _ in range(8)]
    players[seat] = player
    match = Match(seed=4, players=players, timeout=timeout)
    before = None
    with pytest.raises(PlayerFailure) as caught:
        for _ in range(200):
            before = (match.deal_number, match.deal.state_key())
            match.step()
            if match.deal.over:
                match.next_deal()
    assert before == (match.deal_number, match.deal.state_key()), "the deal was changed"
    assert match.deal.to_move == seat
    return match, caught.value


@pytest.mark.parametrize("timeout", [None, GENEROUS_S])
def test_a_raising_player_names_its_seat_and_the_error(timeout: float | None) -> None:
    _, failure = _failing_at(3, Raises(), timeout)
    assert failure.seat == 3 and failure.reason == "raised" and failure.player == "Raises"
    assert isinstance(failure.__cause__, ZeroDivisionError)
    message = str(failure)
    assert message.startswith("seat 3's computer player (Raises) raised ZeroDivisionError")
    assert "\x1b" not in message and "\n" not in message and len(message) < 400
    assert failure.explanation.key == "player.raised"


@pytest.mark.parametrize(
    ("answer", "shown"),
    [(None, "None"), (42, "42"), ("ZZ", "'ZZ'"), ("", "''"), (["KSu"], "['KSu']")],
)
def test_a_garbage_answer_is_not_a_move(answer: Any, shown: str) -> None:
    match, failure = _failing_at(5, Answers(answer))
    assert failure.seat == 5 and failure.reason == "not_a_move"
    assert f"answered {shown}, which is not one of the legal moves" in str(failure)
    for move in match.deal.legal_moves():
        assert move in str(failure)


def test_a_huge_answer_is_quoted_short() -> None:
    _, failure = _failing_at(2, Answers("Z" * 20_000_000))
    assert failure.reason == "not_a_move" and len(str(failure)) < 600


def test_an_illegal_card_names_the_rule_it_breaks() -> None:
    deal = ul.Deal.shuffled(seed=4)
    while deal.phase != "play":
        deal.push(deal.legal_moves()[0])
    seat = deal.to_move
    assert seat is not None
    # a card in another seat's hand: refused by R18
    other = next(c for s in range(8) if s != seat for c in deal.hand(s))
    before = deal.state_key()
    with pytest.raises(PlayerFailure) as caught:
        ask_player(Answers(other.code), deal.view(seat), seat, timeout=GENEROUS_S, deal=deal)
    failure = caught.value
    assert failure.reason == "illegal" and failure.seat == seat
    assert failure.explanation.rule == "R18"
    assert f"is not in seat {seat}'s hand" in str(failure) and str(failure).endswith("(R18)")
    assert deal.state_key() == before


def test_the_first_lead_with_a_trump_is_refused_by_r19() -> None:
    for seed in range(200):
        deal = ul.Deal.shuffled(seed=seed)
        while deal.phase != "play":
            deal.push(deal.legal_moves()[0])
        seat = deal.to_move
        assert seat is not None
        trumps = [c for c in deal.hand(seat) if deal.is_trump(c)]
        if trumps and len(trumps) < len(deal.hand(seat)):
            break
    with pytest.raises(PlayerFailure) as caught:
        ask_player(Answers(trumps[0]), deal.view(seat), timeout=None, deal=deal)
    assert caught.value.reason == "illegal" and caught.value.explanation.rule == "R19"


def test_a_hanging_player_times_out_naming_its_seat() -> None:
    hangs = Hangs()
    try:
        _, failure = _failing_at(6, hangs, timeout=HANG_S)
        assert hangs.started.is_set() and not hangs.answered.is_set()  # the timeout ended it
        assert failure.seat == 6 and failure.reason == "timeout"
        assert "gave no move within 1.5 seconds" in str(failure)
    finally:
        hangs.release.set()


def test_a_late_answer_is_dropped_and_the_match_goes_on() -> None:
    hangs = Hangs()
    try:
        match, failure = _failing_at(1, hangs, timeout=HANG_S)
    finally:
        hangs.release.set()
    match.players[failure.seat] = HeuristicPlayer()
    match.play()
    assert match.over and len(match.results) == 8
    assert all(sum(r) == 9 for r in match.results)


def test_a_keyboard_interrupt_in_a_player_is_not_a_player_failure() -> None:
    deal = ul.Deal.shuffled(seed=1)
    with pytest.raises(KeyboardInterrupt):
        ask_player(Interrupts(), deal.view(deal.to_move or 0), timeout=GENEROUS_S)


@pytest.mark.parametrize("timeout", [None, GENEROUS_S])
def test_a_good_player_answers_a_legal_move_in_the_engines_own_spelling(
    timeout: float | None,
) -> None:
    deal = ul.Deal.shuffled(seed=2)
    while deal.phase != "play":
        deal.push(deal.legal_moves()[0])
    view = deal.view(deal.to_move or 0)
    card = ul.Card.parse(view.legal_moves[-1])
    for answer in (card, card.code, card.code.lower(), f"  {card.name}  "):
        move = ask_player(Answers(answer), view, timeout=timeout)
        assert move == card.code and move in view.legal_moves


def test_a_match_with_a_timeout_plays_as_one_without() -> None:
    with_limit = Match(seed=9, players=[RandomPlayer(seed=s) for s in range(8)], timeout=30.0)
    without = Match(seed=9, players=[RandomPlayer(seed=s) for s in range(8)], timeout=None)
    with_limit.play()
    without.play()
    assert [d.moves for d in with_limit.deals] == [d.moves for d in without.deals]
