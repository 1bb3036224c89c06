"""The seats round a learner at a PlayTable: the declaration paced as at a real table, and the
computer players, each asked from its own view and replaced when it fails.

At a real table the seats speak in turn from the dealer's left (R11): the holder of the native
Robai decides, every other seat passes. A table shows one seat speaking per pace step, the
holder's pass like any other, so neither the words nor the timing tell who holds it (R31).
Once the declaration has been heard, the computer seats move when asked, from their own views.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from unsun_lab.deal import Trick
from unsun_lab.explain import Explanation
from unsun_lab.match import Match, Player, PlayerFailure, ask_player, player_label
from unsun_lab.rules import team_of
from unsun_lab.view import PlayerView, Spoken
from unsun_lab.widgets._common import not_a_choice

__all__ = ["PACES", "TEAMS", "Seats", "levels", "new_match", "pace_delay", "pace_name"]

#: The two sides of the table as the learner names them (R5).
TEAMS = ("partners", "opponents")

#: The computers' pace: seconds between two computer moves.
PACES: dict[str, float] = {"slow": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}


def pace_delay(pace: str) -> float:
    """The seconds between two computer moves at ``pace`` ('slow' … 'instant')."""
    if pace not in PACES:
        raise not_a_choice("pace", list(PACES), pace)
    return PACES[pace]


def pace_name(delay: float) -> str:
    """The name of the pace nearest ``delay``."""
    return min(PACES, key=lambda name: abs(PACES[name] - delay))


def levels() -> dict[str, Any]:
    """The computer players' levels by name (``unsun_lab.players.LEVELS``)."""
    from unsun_lab.players import LEVELS

    return dict(LEVELS)


def new_match(
    seed: int, learner: int, players: Sequence[Player | None] | None, chosen: dict[str, str]
) -> Match:
    """A match with the learner's seat empty and a computer player at every other seat:
    ``players`` if given, else the level ``chosen`` for its side, each seeded from ``seed``
    so that a table replays exactly."""
    for name in chosen.values():
        if name not in levels():
            raise ValueError(f"unknown level {name!r}: expected one of {sorted(levels())}")
    if players is None:
        make = levels()
        players = [
            None if s == learner else make[chosen[side_of(s, learner)]](seed=seed * 8 + s)
            for s in range(8)
        ]
    if len(players) != 8:
        raise ValueError(f"players must list 8 seats (None at seat 0), got {len(players)}")
    if players[learner] is not None:
        raise ValueError(f"seat {learner} is the learner's: players[{learner}] must be None")
    return Match(seed, players=list(players))


def side_of(seat: int, learner: int) -> str:
    """'partners' or 'opponents': the learner's side of the table for ``seat`` (R5)."""
    return TEAMS[0] if team_of(seat) == team_of(learner) else TEAMS[1]


class Seats:
    """The seats of ``match`` round the ``learner``: who speaks or moves next, and one step of
    a computer seat at a time. ``replaced`` holds, by seat, why a computer player was
    replaced by a heuristic player for the rest of the match."""

    def __init__(self, match: Match, learner: int, timeout: float) -> None:
        self.match, self.learner, self.timeout = match, learner, timeout
        self.replaced: dict[int, Explanation] = {}
        self.new_deal()

    def set_level(self, team: str, level: str) -> None:
        """Give one side's computer seats (not those replaced) a player of ``level``."""
        if team not in TEAMS:
            raise not_a_choice("team", list(TEAMS), team)
        if level not in levels():
            raise not_a_choice("level", sorted(levels()), level)
        for seat in range(8):
            mine = side_of(seat, self.learner) == team and seat not in self.replaced
            if mine and seat != self.learner:
                self.match.players[seat] = levels()[level](seed=self.match.seed * 8 + seat)

    def new_deal(self) -> None:
        #: How many seats the table has heard in this deal's declaration (R11).
        self.heard = 0
        #: Where each card the learner played or discarded in this deal was made (take-back).
        self.taken: list[int] = []

    def play(self, move: str) -> tuple[bool, Explanation]:
        """The learner's move (a card, 'declare' or 'pass'): made, and what the table says of
        it; or refused, why (with its rule), and nothing changed."""
        deal = self.match.deal
        if not self.learner_to_act():
            seat = self.to_act()
            if seat is None:  # R18: nobody moves once the deal is over
                return False, Explanation.of("ui.not_your_turn_over")
            return False, Explanation.of("ui.not_your_turn", who=self.name(seat))
        refused = deal.why_illegal(move)
        if refused is not None:
            why = refused.explanation.addressed(self.learner)
            key = "ui.not_discardable" if deal.phase == "discard" else "ui.not_allowed"
            return False, Explanation.of(key, move=move, reason=why)
        phase = deal.phase
        if phase != "declare":
            self.taken.append(len(deal.moves))
        self.match.push(move)
        if self.speaking:
            self.heard += 1
        if phase == "declare":
            return True, Explanation.of("ui.you_declared" if move == "declare" else "ui.you_passed")
        played = "ui.you_discarded" if phase == "discard" else "ui.you_played"
        return True, Explanation.of(played, card=move)

    def take_back(self) -> bool:
        """Undo the learner's last card of this deal and the replies after it; False when
        there is none."""
        if not self.taken:
            return False
        index, deal = self.taken.pop(), self.match.deal
        while len(deal.moves) > index:
            deal.pop()
        return True

    @property
    def speaking(self) -> bool:
        """Whether the table is still hearing the declaration."""
        return self.heard < 8

    @property
    def spoken(self) -> tuple[Spoken, ...]:
        """The seats heard so far and what each said, as the learner knows it (R11, R31)."""
        return self.view().spoken_so_far(self.heard)

    def view(self) -> PlayerView:
        """What the learner knows now (R31)."""
        return self.match.deal.view(self.learner)

    def speaker(self) -> int:
        """The seat the table hears next at the declaration (R11)."""
        return self.view().speakers[self.heard]

    def holder_asked(self, seat: int) -> bool:
        deal = self.match.deal
        return deal.phase == "declare" and deal.holder == seat

    def learner_to_act(self) -> bool:
        if self.speaking:
            return self.speaker() == self.learner and self.holder_asked(self.learner)
        return self.match.waiting_for == self.learner

    def to_act(self) -> int | None:
        return self.speaker() if self.speaking else self.match.deal.to_move

    def moves_seen(self) -> int:
        """Moves made as the learner counts them: none while the seats speak (R11, R31)."""
        return 0 if self.speaking else self.match.deal.view(self.learner).moves_made

    def token(self) -> str:
        """Names the position, so a tick sent for an earlier one is ignored. It counts what
        the learner sees (R31): steps of the declaration and moves as its view counts them."""
        m = self.match
        return f"{m.seed}:{m.deal_number}:{self.heard}:{self.moves_seen()}"

    def status(self) -> Explanation:
        """Whose turn it is, as the learner may know it (R11, R18, R31)."""
        deal = self.match.deal
        if self.learner_to_act():
            return Explanation.of(f"ui.your_turn_{deal.phase}")
        acting = self.to_act()
        if self.speaking and acting == self.learner:
            return Explanation.of("ui.decl_you_forced")  # R11: only the holder may declare
        view = deal.view(self.learner)
        who, key = (acting, "decl_status") if self.speaking else (view.to_move, "waiting")
        if who is not None:  # "waiting for" names the seat in the accusative (cs: "na hráče 1")
            return Explanation.of(f"ui.{key}", name=self.name(who, accusative=key == "waiting"))
        if view.phase == "declare":  # R11, R31: the indicator is taken and discarded
            return Explanation.of("ui.decl_settling")
        return Explanation.of("ui.match_over" if self.match.over else "ui.deal_over_short")

    def name(self, seat: int, *, accusative: bool = False) -> Explanation:
        """'you (seat 0)', 'seat 2 (partner)' or 'seat 3 (opponent)' (R5); ``accusative``: as
        the object of a preposition ("Čeká se na hráče 1 (soupeře)")."""
        if seat == self.learner:
            return Explanation.of("ui.name_you")
        partner = side_of(seat, self.learner) == TEAMS[0]
        key = "ui.name_partner" if partner else "ui.name_opponent"
        return Explanation.of(key + (".acc" if accusative else ""), seat=seat)

    def step(self) -> tuple[str, Explanation | Trick] | None:
        """One computer seat moves, or one seat speaks at the declaration: the move and what
        the live region says of it; None when the learner is asked or the deal is over."""
        if self.speaking:
            return self._speak()
        deal = self.match.deal
        mover = deal.to_move
        if mover is None or self.match.players[mover] is None:
            return None
        move = self.ask(mover)
        self.match.push(move)
        return move, self._play_words(mover)

    def _speak(self) -> tuple[str, Explanation] | None:
        """One seat speaks (R11): the holder decides, every other seat passes; the learner
        is told it passes because it does not hold the native Robai."""
        seat = self.speaker()
        if seat == self.learner and self.holder_asked(seat):
            return None
        word = "pass"
        if self.holder_asked(seat):
            word = self.ask(seat)
            self.match.push(word)
        self.heard += 1
        if seat == self.learner:
            return word, Explanation.of("ui.you_passed_forced")
        key = "ui.passes_announce" if word == "pass" else "ui.declares_announce"
        return word, Explanation.of(key, name=self.name(seat))

    def ask(self, seat: int) -> str:
        """The computer seat's move, from its view only (R31). A player that fails in any way
        (raises, hangs past the timeout, answers no legal move, or fails so oddly that even
        its failure cannot be read) is replaced by a heuristic player for the rest of the
        match, and the table says so."""
        from unsun_lab.players import HeuristicPlayer

        deal = self.match.deal
        view = deal.view(seat)
        player: Any = self.match.players[seat]
        try:
            return ask_player(player, view, seat, timeout=self.timeout, deal=deal)
        except PlayerFailure as failure:
            problem = failure.explanation
        except Exception as err:  # a player's failure, however odd, never stops the table
            params = {"seat": seat, "player": player_label(player), "error": type(err).__name__}
            problem = Explanation("R18", "player.raised", params)
        fallback = HeuristicPlayer(seed=self.match.seed * 8 + seat)
        self.match.players[seat] = fallback
        self.replaced[seat] = Explanation.of("ui.replaced", problem=problem, seat=seat)
        return fallback.choose(view)

    def _play_words(self, seat: int) -> Explanation | Trick:
        """The last play as the learner saw it (R24, R31): a finished trick says its own
        sentence (``Trick.explain``) in whatever language it is shown."""
        deal = self.match.deal
        view = deal.view(self.learner)
        if not view.tricks:
            return Explanation.of("ui.discarded_down", name=self.name(seat))
        trick = view.tricks[-1]
        if trick.complete:
            return deal.tricks[trick.number - 1]
        card = trick.plays[-1].card
        if card is None:
            return Explanation.of("ui.played_down", name=self.name(seat))
        return Explanation.of("ui.played", name=self.name(seat), card=card.code)
