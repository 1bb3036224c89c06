"""In a browser (Pyodide: ``sys.platform == "emscripten"``) no thread can be started, so
``ask_player`` asks the player in the calling thread; a late answer is still refused (R18)."""

from __future__ import annotations

import sys
import threading
import time

import pytest

import unsun_lab as ul
from unsun_lab.match import PlayerFailure, ask_player, threads_available
from unsun_lab.players import HeuristicPlayer
from unsun_lab.view import PlayerView


class Where:
    """Answers its first legal move and remembers which thread asked it."""

    def __init__(self) -> None:
        self.threads: list[int] = []

    def choose(self, view: PlayerView) -> str:
        self.threads.append(threading.get_ident())
        return view.legal_moves[0]


class Slow:
    """Thinks for at least ``seconds`` (busy, as a search does), then answers."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def choose(self, view: PlayerView) -> str:
        end = time.monotonic() + self.seconds
        while time.monotonic() < end:
            pass
        return view.legal_moves[0]


@pytest.fixture
def browser(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "emscripten")

    def no_threads(self: threading.Thread) -> None:
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(threading.Thread, "start", no_threads)


def test_threads_are_available_here_and_not_in_a_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    assert threads_available()
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert not threads_available()


@pytest.mark.usefixtures("browser")
def test_in_a_browser_the_player_is_asked_in_this_thread() -> None:
    deal = ul.Deal.shuffled(seed=3, dealer=0)
    seat = deal.to_move
    assert seat is not None
    player = Where()
    move = ask_player(player, deal.view(seat), timeout=120.0, deal=deal)  # never reached
    assert move == deal.view(seat).legal_moves[0]
    assert player.threads == [threading.get_ident()]


@pytest.mark.usefixtures("browser")
def test_in_a_browser_a_late_answer_is_refused_naming_the_seat() -> None:
    deal = ul.Deal.shuffled(seed=3, dealer=0)
    seat = deal.to_move
    assert seat is not None
    before = deal.to_record()
    with pytest.raises(PlayerFailure) as caught:
        ask_player(Slow(0.05), deal.view(seat), timeout=0.01, deal=deal)
    assert caught.value.seat == seat and caught.value.reason == "timeout"
    assert "R18" in str(caught.value)
    assert deal.to_record() == before


@pytest.mark.usefixtures("browser")
def test_in_a_browser_a_match_plays_to_the_end() -> None:
    players = [HeuristicPlayer(seed=seat) for seat in range(8)]
    match = ul.Match(seed=4, players=players)
    match.play()
    assert len(match.results) == 8
