"""A match: eight deals, the dealer moving one seat left each deal, scores adding up (R30).

>>> from unsun_lab.deal import Deal
>>> class First:
...     def choose(self, view): return view.legal_moves[0]
>>> m = Match(seed=1, players=[First()] * 8)
>>> m.play()
>>> len(m.results), sum(m.totals)
(8, 72)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from unsun_lab.deal import Deal
from unsun_lab.view import PlayerView

__all__ = ["DEALS_PER_MATCH", "Match", "Player"]

DEALS_PER_MATCH = 8


class Player(Protocol):
    """Anything that picks a move from what one seat knows (R31)."""

    def choose(self, view: PlayerView) -> str: ...


class Match:
    """Eight deals (R30). ``players`` holds 8 entries: a player, or None for a human seat
    whose moves come through :meth:`push`. The first dealer is seat ``first_dealer``
    (R30 Decision: seat 0 by default)."""

    def __init__(
        self,
        seed: int = 0,
        players: Sequence[Player | None] | None = None,
        first_dealer: int = 0,
    ) -> None:
        seats: list[Player | None] = list(players) if players is not None else [None] * 8
        if len(seats) != 8:
            raise ValueError(f"a match needs 8 seats' players (None for a human), got {len(seats)}")
        if not 0 <= first_dealer <= 7:
            raise ValueError(f"first_dealer must be a seat 0-7 (R4), got {first_dealer!r}")
        self.players: list[Player | None] = seats
        self.first_dealer = first_dealer
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
        return "team 0/2/4/6" if a > b else "team 1/3/5/7"

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
        """Let the computer seat to move make one move; None if a human or nobody is to move."""
        seat = self.deal.to_move
        if seat is None:
            return None
        player = self.players[seat]
        if player is None:
            return None
        move = player.choose(self.deal.view(seat))
        self.push(move)
        return move

    def advance(self) -> list[str]:
        """Computer seats move until a human seat is to move or the deal is over."""
        made = []
        while (move := self.step()) is not None:
            made.append(move)
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
