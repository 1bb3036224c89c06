"""A computer player that fails in any way stops Match.step with a PlayerFailure naming its
seat (R18), never with another error; every move made before stays applied."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest

from unsun_lab.cards import Card
from unsun_lab.deal import Deal
from unsun_lab.match import Match, PlayerFailure
from unsun_lab.view import PlayerView


class First:
    def choose(self, view: PlayerView) -> str:
        return view.legal_moves[0]


class Unspeakable(Exception):
    """An exception whose message cannot even be asked for."""

    def __str__(self) -> str:
        raise RuntimeError("__str__ raised too")


class NotAString(Exception):
    def __str__(self) -> Any:
        return 12345


class Hostile:
    """A player that raises ``error`` on its first decision."""

    def __init__(self, error: Exception) -> None:
        self.error = error

    def choose(self, view: PlayerView) -> str:
        raise self.error


class LyingText(str):
    """A move that is a string subclass whose repr and comparisons raise."""

    def __repr__(self) -> str:
        raise RuntimeError("repr raised")

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("eq raised")

    __hash__ = str.__hash__


class Answers:
    def __init__(self, answer: object) -> None:
        self.answer = answer

    def choose(self, view: PlayerView) -> Any:
        return self.answer


@pytest.mark.parametrize("timeout", [None, 60.0])  # in this thread, and in a thinking thread
@pytest.mark.parametrize(
    ("player", "reason", "shown"),
    [
        (Hostile(Unspeakable()), "raised", "Unspeakable"),
        (Hostile(NotAString()), "raised", "NotAString"),
        (Hostile(ValueError("x" * 10_000)), "raised", "ValueError: 'xxx"),
        (Answers(LyingText("P1")), "not_a_move", "'P1'"),
        (Answers(object()), "not_a_move", "object"),
    ],
)
def test_a_failing_player_surfaces_as_player_failure_and_the_learners_move_stays(
    player: Any, reason: str, shown: str, timeout: float | None
) -> None:
    match = Match(seed=5, players=[None] + [First() for _ in range(7)], timeout=timeout)
    deal = match.deal
    match.advance()
    while deal.phase != "play":  # the learner declares or discards first
        match.push(deal.legal_moves()[0])
        match.advance()
    assert match.waiting_for == 0
    match.players[1:] = [player] * 7
    learner = deal.legal_moves()[0]
    match.push(learner)  # the learner's move is applied ...
    before = deal.state_key()
    with pytest.raises(PlayerFailure) as caught:
        match.advance()  # ... and the next seat's player fails
    failure = caught.value
    assert failure.reason == reason and failure.seat == deal.to_move and failure.made == ()
    message = failure.explanation.render("en")
    assert shown in message and len(message) < 400 and "\n" not in message
    for lang in ("pt", "cs", "ja"):
        assert failure.explanation.render(lang)
    assert deal.state_key() == before and deal.moves[-1] == learner  # kept, nothing else
    if reason == "raised":
        assert isinstance(failure.__cause__, type(player.error))
    match.players[failure.seat] = First()  # another player takes the seat and play goes on
    assert match.step() is not None


def test_the_moves_made_before_a_failure_are_named_and_kept() -> None:
    match = Match(seed=2, players=[First() for _ in range(8)])
    deal = match.deal
    while deal.phase != "play":
        match.step()
    start = len(deal.moves)
    bad = (deal.to_move or 0) + 3 & 7  # three seats play before it fails
    match.players[bad] = Hostile(Unspeakable())
    with pytest.raises(PlayerFailure) as caught:
        match.advance()
    assert len(caught.value.made) == 3 and caught.value.seat == bad
    assert deal.moves[start:] == list(caught.value.made) and deal.to_move == bad


class ReprAndStrRaise(Exception):
    def __repr__(self) -> str:
        raise RuntimeError("repr raised")

    def __str__(self) -> str:
        raise ValueError("str raised")


class ArgsRaise(Exception):
    @property
    def args(self) -> Any:  # type: ignore[override]
        raise RuntimeError("args raised")


class LyingNumber(int):
    def __repr__(self) -> str:
        raise RuntimeError("repr raised")

    def bit_length(self) -> int:
        raise RuntimeError("bit_length raised")


class BadRepr:
    def __repr__(self) -> str:
        raise RuntimeError("repr raised")


class Mutator:
    """Tries to clear every trick it is shown, then answers nonsense."""

    def choose(self, view: PlayerView) -> str:
        for trick in view.tricks:
            with contextlib.suppress(Exception):
                trick.plays.clear()  # type: ignore[attr-defined]
        return "ZZ"


@pytest.mark.parametrize("timeout", [None, 60.0])
@pytest.mark.parametrize(
    "player",
    [
        Hostile(ReprAndStrRaise()),
        Hostile(ArgsRaise()),
        Hostile(ValueError("\x1b[2J" * 10_000)),
        Hostile(RecursionError()),
        Hostile(MemoryError()),
        Answers(LyingNumber(3)),
        Answers(BadRepr()),
        Answers(None),
        Answers("x" * 10**6),
        Answers(b"P1"),
        Answers(["P1"]),
        Answers(Card("KSu")),
        Mutator(),
    ],
)
def test_any_hostile_player_plays_a_legal_move_or_fails_with_one_line_and_the_deal_kept(
    player: Any, timeout: float | None
) -> None:
    match = Match(seed=4, players=[None] + [First() for _ in range(7)], timeout=timeout)
    deal = match.deal
    match.advance()
    while deal.phase != "play":
        match.push(deal.legal_moves()[0])
        match.advance()
    match.players[1:] = [player] * 7
    learner = deal.legal_moves()[0]
    match.push(learner)
    before = list(deal.moves)
    try:
        match.advance()
    except PlayerFailure as failure:
        message = failure.explanation.render("en")
        assert "\n" not in message and len(message) < 400
        assert all(failure.explanation.render(lang) for lang in ("pt", "cs", "ja"))
        assert deal.moves == [*before, *failure.made] and learner in deal.moves
    else:  # an answer that names a legal card is played
        assert deal.moves[: len(before)] == before
    assert Deal.from_record(deal.to_record()).state_key() == deal.state_key()  # intact
