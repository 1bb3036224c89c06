"""A match: eight deals, the dealer moving one seat left each deal, scores adding up (R30).

>>> from unsun_lab.deal import Deal
>>> class First:
...     def choose(self, view): return view.legal_moves[0]
>>> m = Match(seed=1, players=[First()] * 8)
>>> m.play()
>>> len(m.results), sum(m.totals)
(8, 72)

A computer player that raises, takes longer than ``timeout`` seconds, or answers with a move
that is not legal stops the match with a :class:`PlayerFailure` naming the seat; the deal is
left as it was, so the caller may put another player in that seat and go on:

>>> class Broken:
...     def choose(self, view): return "ZZ"
>>> m = Match(seed=1, players=[First()] * 7 + [Broken()])
>>> try:
...     m.play()
... except PlayerFailure as failure:
...     print(failure.seat, failure.reason)
7 not_a_move
>>> m.players[7] = First()
>>> m.play()
>>> m.over
True
"""

from __future__ import annotations

import random
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import Literal, Protocol

from unsun_lab.cards import Card
from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation, Move, Term
from unsun_lab.i18n import CATALOGUES
from unsun_lab.rules import team_label
from unsun_lab.safe import quote
from unsun_lab.view import PlayerView

__all__ = [
    "DEALS_PER_MATCH",
    "DEFAULT_TIMEOUT",
    "Match",
    "Player",
    "PlayerFailure",
    "ask_player",
    "play_out",
]

DEALS_PER_MATCH = 8

#: Seconds a computer player may think over one move before :func:`ask_player` gives up.
DEFAULT_TIMEOUT = 60.0

FailureReason = Literal["raised", "timeout", "not_a_move", "illegal"]


class Player(Protocol):
    """The one player protocol (matches, simulations, widgets): anything with
    ``choose(view) -> move`` that picks a move string from what one seat knows (R31).

    The computer players (``unsun_lab.players``) and any object with that method qualify.
    """

    def choose(self, view: PlayerView) -> str: ...


def play_out(
    deal: Deal, seats: Sequence[Player], stop: Callable[[Deal], bool] | None = None
) -> bool:
    """The seats play from their own views (R31) until the deal is over: the seat to move
    asks its player, ``seats[seat].choose(deal.view(seat))``, and the move is pushed (an
    illegal one raises ``IllegalMove``). With ``stop``, the play halts before the first move
    where ``stop(deal)`` holds; returns whether it did (False: the deal is over).

    The trusted loop of simulations and studies; a match asks through :func:`ask_player`,
    which also guards against players that fail or take too long.

    >>> class First:
    ...     def choose(self, view): return view.legal_moves[0]
    >>> deal = Deal.shuffled(seed=1)
    >>> play_out(deal, [First()] * 8, stop=lambda d: d.phase == "play"), deal.phase
    (True, 'play')
    >>> play_out(deal, [First()] * 8), deal.over
    (False, True)
    """
    while (seat := deal.to_move) is not None:  # None once the deal is over
        if stop is not None and stop(deal):
            return True
        deal.push(seats[seat].choose(deal.view(seat)))
    return False


class PlayerFailure(RuntimeError):
    """A computer player gave no usable move; the deal is unchanged.

    ``seat`` is the seat it plays, ``reason`` one of 'raised', 'timeout', 'not_a_move',
    'illegal', ``player`` its class name, ``explanation`` the sentence as an Explanation (to
    show it in the learner's language) and, for 'raised', ``__cause__`` the exception.

    Every move made before the failure stays applied: a human's move pushed before, and the
    computer moves that :meth:`Match.advance` made before this one (``made``, in order).
    Only the failed player's move is missing. Of the player's exception, the message shows
    only its class name and, when it can be read, its message, quoted and cut short.
    """

    def __init__(
        self, seat: int, reason: FailureReason, player: str, explanation: Explanation
    ) -> None:
        self.seat = seat
        self.reason: FailureReason = reason
        self.player = player
        self.explanation = explanation
        #: The moves Match.advance made before this failure (applied and kept).
        self.made: tuple[str, ...] = ()
        super().__init__(str(explanation))


def ask_player(
    player: Player,
    view: PlayerView,
    seat: int | None = None,
    timeout: float | None = DEFAULT_TIMEOUT,
    deal: Deal | None = None,
) -> str:
    """The move ``player`` chooses from ``view``: always one of ``view.legal_moves``.

    The player thinks in a separate thread for at most ``timeout`` seconds (None: in this
    thread, without a limit). In a browser (Pyodide) there are no threads: the player thinks in
    this thread and an answer later than ``timeout`` is refused once it comes.
    If it raises, does not answer in time, or answers anything but a
    legal move (a card code or a Card naming one is accepted), :class:`PlayerFailure` is raised
    naming the seat. ``deal``, if given, is only read, to say which rule an illegal move breaks.
    A player that timed out keeps running in the background, but its late answer is dropped.
    """
    seat = view.seat if seat is None else seat
    name = type(player).__name__
    params: dict[str, object] = {"seat": seat, "player": player_label(player)}
    if timeout is None or not threads_available():
        started = time.monotonic()
        try:
            answer: object = player.choose(view)
        except Exception as err:
            raise _raised(seat, player, err) from err
        if timeout is not None and time.monotonic() - started > timeout:
            raise _timed_out(seat, player, timeout)
    else:
        answer = _choose_in_thread(player, view, seat, name, timeout)
    legal = view.legal_moves
    move = _as_legal(answer, legal)
    if move is not None:
        return move
    params.update(move=quote(answer), legal=[Move(m) for m in legal])
    reason = _refusal(deal, answer) if deal is not None else None
    if reason is not None:
        params["reason"] = reason
        explanation = Explanation(reason.rule, "player.illegal", params)
        raise PlayerFailure(seat, "illegal", name, explanation)
    raise PlayerFailure(seat, "not_a_move", name, Explanation("R18", "player.not_a_move", params))


def player_label(player: object) -> Term | str:
    """How a sentence names a computer player: its level in the catalogue's words ('heuristic',
    「定石」), or, for a player of the learner's own making, its class name."""
    level = getattr(type(player), "name", None)
    if isinstance(level, str) and f"ui.level_{level}" in CATALOGUES["en"]:
        return Term(f"ui.level_{level}")
    return type(player).__name__


def threads_available() -> bool:
    """False in a browser (Pyodide, WebAssembly), where a thread cannot be started."""
    return sys.platform != "emscripten"


def _timed_out(seat: int, player: object, timeout: float) -> PlayerFailure:
    name = type(player).__name__
    params = {"seat": seat, "player": player_label(player), "count": f"{timeout:g}"}
    return PlayerFailure(seat, "timeout", name, Explanation("R18", "player.timeout", params))


def _choose_in_thread(
    player: Player, view: PlayerView, seat: int, name: str, timeout: float
) -> object:
    box: dict[str, object] = {}

    def think() -> None:
        try:
            box["move"] = player.choose(view)
        except BaseException as err:  # handed over to the asking thread
            box["error"] = err

    thread = threading.Thread(target=think, name=f"unsun-lab seat {seat} player", daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        raise _timed_out(seat, player, timeout)
    error = box.get("error")
    if isinstance(error, Exception):
        raise _raised(seat, player, error) from error
    if isinstance(error, BaseException):  # KeyboardInterrupt, SystemExit: not the player's
        raise error
    return box.get("move")


def _raised(seat: int, player: object, err: Exception) -> PlayerFailure:
    name = type(player).__name__
    said = _said(err)
    error = type(err).__name__ if said is None else f"{type(err).__name__}: {said}"
    params = {"seat": seat, "player": player_label(player), "error": error}
    return PlayerFailure(seat, "raised", name, Explanation("R18", "player.raised", params))


def _said(err: BaseException) -> str | None:
    """What an exception says, quoted and cut short; None when its ``__str__`` raises or
    gives no string (a player's exception is then named by its class alone, and never
    escapes as another error)."""
    try:
        message = str(err)
    except Exception:
        return None
    return quote(message)


def _as_legal(answer: object, legal: Sequence[str]) -> str | None:
    """The legal move ``answer`` names, or None. Only exact strings and Cards are read."""
    if isinstance(answer, Card):
        answer = answer.code
    if type(answer) is not str or len(answer) > 40:
        return None
    for move in legal:  # the engine's own string is returned, never the player's object
        if move == answer:
            return move
    try:
        code = Card.parse(answer).code
    except ValueError:
        code = answer.strip().lower()
    return next((move for move in legal if move == code), None)


def _refusal(deal: Deal, answer: object) -> Explanation | None:
    """Why the deal refuses ``answer``, when it is a well-formed card code or word."""
    if isinstance(answer, Card):
        answer = answer.code
    if type(answer) is not str or len(answer) > 40:
        return None
    why = deal.why_illegal(answer)
    if why is None or why.explanation.key == "illegal.not_a_move":
        return None
    return why.explanation


class Match:
    """Eight deals (R30). ``players`` holds 8 entries: a player, or None for a human seat
    whose moves come through :meth:`push`. The first dealer is seat ``first_dealer``
    (R30 Decision: seat 0 by default). A computer player has ``timeout`` seconds per move
    (None: no limit); one that fails raises :class:`PlayerFailure` (see :func:`ask_player`)."""

    def __init__(
        self,
        seed: int = 0,
        players: Sequence[Player | None] | None = None,
        first_dealer: int = 0,
        timeout: float | None = DEFAULT_TIMEOUT,
    ) -> None:
        seats: list[Player | None] = list(players) if players is not None else [None] * 8
        if len(seats) != 8:
            raise ValueError(f"a match needs 8 seats' players (None for a human), got {len(seats)}")
        if not 0 <= first_dealer <= 7:
            raise ValueError(f"first_dealer must be a seat 0-7 (R4), got {first_dealer!r}")
        self.players: list[Player | None] = seats
        self.first_dealer = first_dealer
        self.timeout = timeout
        self.restart(seed)

    def restart(self, seed: int | None = None) -> None:
        """Start a new match: the scores are cleared (R30)."""
        if seed is not None:
            self.seed = seed
        self._rng = random.Random(self.seed)
        self.deals: list[Deal] = []
        self._start_deal()

    def _start_deal(self) -> None:
        dealer = (self.first_dealer + len(self.deals)) % 8  # R30: the dealer moves left
        self.deals.append(Deal.shuffled(self._rng.getrandbits(64), dealer=dealer))

    @property
    def deal(self) -> Deal:
        """The deal being played (the last one once the match is over)."""
        return self.deals[-1]

    @property
    def deal_number(self) -> int:
        """1–8."""
        return len(self.deals)

    @property
    def results(self) -> list[tuple[int, int]]:
        """The scores of the finished deals, in order (however their moves were made)."""
        return [deal.score for deal in self.deals if deal.over]

    @property
    def totals(self) -> tuple[int, int]:
        """Cumulative scores of team 0/2/4/6 and team 1/3/5/7 over the finished deals."""
        return (sum(r[0] for r in self.results), sum(r[1] for r in self.results))

    @property
    def over(self) -> bool:
        """R30: the match is over when its eighth deal is."""
        return len(self.deals) == DEALS_PER_MATCH and self.deals[-1].over

    @property
    def outcome(self) -> str | None:
        """'team 0/2/4/6', 'team 1/3/5/7' or 'draw' once the match is over (R30), else None."""
        if not self.over:
            return None
        a, b = self.totals
        if a == b:
            return "draw"
        return "team " + team_label(0 if a > b else 1)  # R5

    @property
    def waiting_for(self) -> int | None:
        """The human seat whose move is awaited, or None."""
        seat = self.deal.to_move
        if seat is not None and self.players[seat] is None:
            return seat
        return None

    def push(self, move: str) -> None:
        """Apply a move of the seat to move (a human's, usually). Raises IllegalMove."""
        self.deal.push(move)

    def step(self) -> str | None:
        """Let the computer seat to move make one move; None if a human or nobody is to move.

        Raises :class:`PlayerFailure` naming the seat, the deal unchanged, when its player
        raises, takes longer than ``timeout`` or answers with a move that is not legal."""
        seat = self.deal.to_move
        if seat is None:
            return None
        player = self.players[seat]
        if player is None:
            return None
        move = ask_player(player, self.deal.view(seat), seat, self.timeout, deal=self.deal)
        self.push(move)
        return move

    def advance(self) -> list[str]:
        """Computer seats move until a human seat is to move or the deal is over."""
        made: list[str] = []
        try:
            while (move := self.step()) is not None:
                made.append(move)
        except PlayerFailure as failure:
            failure.made = tuple(made)  # applied, and kept: only the failed move is missing
            raise
        return made

    def next_deal(self) -> bool:
        """Start the next deal once the current one is over; False when the match is over."""
        if not self.deal.over:
            raise ValueError("the current deal is not over yet")
        if self.over:
            return False
        self._start_deal()
        return True

    def play(self) -> None:
        """Play the rest of the match; every seat to move must be a computer player."""
        while True:
            self.advance()
            if not self.deal.over:
                raise ValueError(f"seat {self.deal.to_move} is a human seat: use push()")
            if not self.next_deal():
                return

    def __repr__(self) -> str:
        return (
            f"<Match seed={self.seed} deal={self.deal_number}/8 totals={list(self.totals)}"
            f" outcome={self.outcome}>"
        )
