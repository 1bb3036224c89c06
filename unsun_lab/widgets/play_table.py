"""PlayTable: play a match at seat 0 with three computer partners against four computer
opponents (R5, R30). Python checks every click; a refused card is explained with its rule.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import traitlets

from unsun_lab.deal import Deal
from unsun_lab.match import DEALS_PER_MATCH, Match, Player
from unsun_lab.view import PlayerView, SeenTrick
from unsun_lab.widgets._common import (
    StaticWidget,
    bundle,
    card_payload,
    seen_plays_payload,
    svg_or_none,
)

__all__ = ["LEARNER", "PlayTable"]

#: The learner's seat (R5: seats 0, 2, 4, 6 are one team).
LEARNER = 0


def _seat_name(seat: int) -> str:
    if seat == LEARNER:
        return "you (seat 0)"
    return f"seat {seat} ({'partner' if seat % 2 == 0 else 'opponent'})"


def _default_players(seed: int) -> list[Player | None]:
    from unsun_lab.players import HeuristicPlayer

    # Each computer seat's seed is derived from the table's seed, so a table replays exactly.
    return [None] + [HeuristicPlayer(seed=seed * 8 + s) for s in range(1, 8)]


class PlayTable(StaticWidget):
    """A full match of eight deals (R30) with the learner at seat 0.

    ``delay`` is the pause between computer moves in seconds (0: they move at once, as in
    tests). The front end asks for each computer move with a ``tick`` message after that
    pause, so the learner can follow the play. ``players`` replaces the seven computer
    players (a list of 8 with None at seat 0); ``hint_time`` is the search player's budget.

    Front-end messages: ``{"type": "play", "card": "K3"}`` (a play or the discard),
    ``{"type": "declare"}``, ``{"type": "pass"}``, ``{"type": "hint"}``,
    ``{"type": "tick", "at": token}``, ``{"type": "next_deal"}``, ``{"type": "restart"}``.
    """

    _esm = bundle("_cards.js", "play_table.js")
    _css = bundle("_cards.css", "play_table.css")

    state = traitlets.Dict().tag(sync=True)
    delay = traitlets.Float(0.6).tag(sync=True)

    def __init__(
        self,
        seed: int = 1,
        *,
        delay: float = 0.6,
        players: Sequence[Player | None] | None = None,
        hint_time: float = 0.3,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.delay = delay
        self.hint_time = hint_time
        self._custom_players = None if players is None else list(players)
        self.message = ""
        self.message_kind = "info"
        self.hint = ""
        self.match = self._new_match(seed)
        self.on_msg(self._on_msg)
        self._after_change()

    # -- the learner's actions --------------------------------------------------------------

    @property
    def deal(self) -> Deal:
        return self.match.deal

    @property
    def view(self) -> PlayerView:
        """What the learner knows (R31): the table draws only this."""
        return self.deal.view(LEARNER)

    def play(self, move: str) -> bool:
        """Try the learner's move (a card, 'declare' or 'pass'). An illegal one changes nothing
        and sets ``message`` to the reason (with its rule id); returns whether it was made."""
        self.hint = ""
        if self.match.waiting_for != LEARNER:
            seat = self.deal.to_move
            who = "nobody: the deal is over" if seat is None else _seat_name(seat)
            self._say(f"Not your turn: {who} is to move (R18).", "refusal")
            self._refresh()
            return False
        why = self.deal.why_illegal(move)
        if why is not None:
            self._say(f"{move} is not allowed: {why}", "refusal")
            self._refresh()
            return False
        phase = self.deal.phase
        self.match.push(move)
        verb = {"declare": "declared", "pass": "passed"}.get(move) or (
            f"discarded {move}" if phase == "discard" else f"played {move}"
        )
        self._say(f"You {verb}.", "info")
        self._after_change()
        return True

    def tick(self, at: str | None = None) -> str | None:
        """One computer move (the front end asks after ``delay``); a stale tick does nothing."""
        if at is not None and at != self._token():
            return None
        move = self.match.step()
        self._refresh()
        return move

    def run_computers(self) -> list[str]:
        """Let every computer seat move until the learner is asked or the deal ends."""
        made = self.match.advance()
        self._refresh()
        return made

    def ask_hint(self) -> str:
        """The search player's suggestion for the learner and why (a small time budget)."""
        if self.match.waiting_for != LEARNER:
            self.hint = "A hint is given when it is your turn."
        else:
            from unsun_lab.players import SearchPlayer

            seed = self.match.seed * 8 + len(self.deal.moves) + 100 * self.match.deal_number
            advice = SearchPlayer(seed=seed, time_limit=self.hint_time).explain(self.view)
            self.hint = f"Hint: {advice.move} — {advice.reason}"
        self._refresh()
        return self.hint

    def next_deal(self) -> bool:
        """Start the next deal once this one is over (R30); False when the match is over."""
        if not self.deal.over:
            self._say("Finish this deal first.", "refusal")
            self._refresh()
            return False
        started = self.match.next_deal()
        self._say(f"Deal {self.match.deal_number} of {DEALS_PER_MATCH}." if started else "", "info")
        self._after_change()
        return started

    def restart(self, seed: int | None = None) -> None:
        """A new match: the scores are cleared (R30). ``seed=None`` takes the next seed."""
        self.match = self._new_match(self.match.seed + 1 if seed is None else seed)
        self.hint = ""
        self._say("New match: scores cleared (R30).", "info")
        self._after_change()

    # -- internals ----------------------------------------------------------------------------

    def _new_match(self, seed: int) -> Match:
        if self._custom_players is not None:
            players = self._custom_players
        else:
            players = _default_players(seed)
        if players[LEARNER] is not None:
            raise ValueError("seat 0 is the learner's: players[0] must be None")
        return Match(seed, players=players)

    def _say(self, text: str, kind: str) -> None:
        self.message, self.message_kind = text, kind

    def _token(self) -> str:
        """Names the position, so a tick sent for an earlier one is ignored."""
        return f"{self.match.seed}:{self.match.deal_number}:{len(self.deal.moves)}"

    def _after_change(self) -> None:
        if self.delay <= 0:
            self.match.advance()
        self._refresh()

    @traitlets.observe("delay")
    def _delay_changed(self, change: dict[str, Any]) -> None:
        if getattr(self, "match", None) is not None:
            self._after_change()

    def _on_msg(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        kind = content.get("type")
        if kind == "play":
            self.play(str(content["card"]))
        elif kind in ("declare", "pass"):
            self.play(kind)
        elif kind == "tick":
            self.tick(str(content.get("at")))
        elif kind == "hint":
            self.ask_hint()
        elif kind == "next_deal":
            self.next_deal()
        elif kind == "restart":
            self.restart()

    def _trick_payload(self, trick: SeenTrick | None, view: PlayerView) -> dict[str, Any] | None:
        if trick is None:
            return None
        plays = seen_plays_payload(trick, view.table)
        return {
            "number": trick.number,
            "leader": trick.leader,
            "meri": trick.meri,
            "complete": trick.complete,
            "winner": trick.winner,
            "plays": plays,
            "explain": trick.explanation or "",
        }

    def _refresh(self) -> None:
        deal, match = self.deal, self.match
        view = self.view
        table = view.table
        mine = match.waiting_for == LEARNER
        legal = list(view.legal_moves) if mine else []
        ask = deal.phase if mine else None
        reason = deal.legal_reason() if mine else None
        finished = [t for t in view.tricks if t.complete]
        shown = view.current_trick or (finished[-1] if finished else None)
        computer_next = deal.to_move is not None and match.players[deal.to_move] is not None
        to_move = view.to_move  # R31: the learner does not learn who holds the native Robai
        outcome = None
        if match.over:
            outcome = {
                "team 0/2/4/6": "You win: your team 0/2/4/6 has the higher total (R30).",
                "team 1/3/5/7": "You lose: team 1/3/5/7 has the higher total (R30).",
                "draw": "A draw: the totals are equal, and no extra deal is played (R30).",
            }[match.outcome or "draw"]
        if mine:
            status = "Your turn: " + (
                "declare or pass."
                if ask == "declare"
                else "choose a card to discard."
                if ask == "discard"
                else "play a card."
            )
        elif to_move is not None:
            status = f"Waiting for {_seat_name(to_move)}."
        elif deal.phase == "declare":
            status = "Waiting for the declaration of the native Robai (R11)."
        elif match.over:
            status = "The match is over."
        else:
            status = "The deal is over."
        state = {
            "seed": match.seed,
            "deal_number": match.deal_number,
            "deals": DEALS_PER_MATCH,
            "dealer": deal.dealer,
            "trump": deal.trump.title,
            "indicator": card_payload(deal.indicator, table),
            "recipient": view.recipient,
            "declared": view.declared,
            "side": {
                "discard": None if view.discard is None else card_payload(view.discard, table),
                "stock": [card_payload(c, table) for c in view.stock or ()],
            },
            "phase": deal.phase,
            "to_move": to_move,
            "your_turn": mine,
            "ask": ask,
            "status": status,
            "prompt": "" if reason is None else str(reason),
            "hand": [card_payload(c, table, legal=c.code in legal) for c in view.hand],
            "legal": legal,
            "hand_sizes": list(view.hand_sizes),
            "trick": self._trick_payload(shown, view),
            "last": None if not finished else self._trick_payload(finished[-1], view),
            "score": list(view.score),
            "results": [list(r) for r in match.results],
            "totals": list(match.totals),
            "deal_over": deal.over,
            "match_over": match.over,
            "outcome": outcome,
            "message": self.message,
            "message_kind": self.message_kind,
            "hint": self.hint,
            "pending": computer_next and self.delay > 0,
            "delay_ms": int(self.delay * 1000),
            "at": self._token(),
        }
        self._send_faces(state)  # only the cards seat 0 sees now (R24, R31)
        self.state = state

    def __repr__(self) -> str:
        return (
            f"PlayTable(seed={self.match.seed}, deal={self.match.deal_number}/{DEALS_PER_MATCH},"
            f" move={len(self.deal.moves)}, totals={list(self.match.totals)})"
        )

    def _static_html(self) -> str:
        svg = svg_or_none("table_svg", self.view)
        rows = "".join(
            f"<tr><td>{i + 1}</td><td>{a}</td><td>{b}</td></tr>"
            for i, (a, b) in enumerate(self.match.results)
        )
        a, b = self.match.totals
        return (
            f"<div><strong>{html.escape(repr(self))}</strong></div>{svg or ''}"
            f"<p>{html.escape(str(self.state.get('status', '')))}</p>"
            "<table><tr><th>deal</th><th>team 0/2/4/6</th><th>team 1/3/5/7</th></tr>"
            f"{rows}<tr><td>total</td><td>{a}</td><td>{b}</td></tr></table>"
        )
