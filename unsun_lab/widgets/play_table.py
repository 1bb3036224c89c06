"""PlayTable: play a match at seat 0 with three computer partners against four computer
opponents (R5, R30). Python checks every click; a refused card is explained with its rule.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import traitlets

from unsun_lab.cards import Card
from unsun_lab.deal import Deal
from unsun_lab.match import DEALS_PER_MATCH, Match, Player, PlayerFailure, ask_player
from unsun_lab.view import PlayerView, SeenTrick
from unsun_lab.widgets._common import (
    BadMessage,
    StaticWidget,
    bundle,
    card_payload,
    field,
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
        player_timeout: float = 20.0,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.delay = delay
        self.hint_time = hint_time
        self._custom_players = None if players is None else list(players)
        self.message = ""
        self.message_kind = "info"
        self.hint = ""
        #: Seconds a computer player may think before it is taken to hang (issue 10).
        self.player_timeout = player_timeout
        #: One line per computer seat replaced after its player failed (shown on the table).
        self.replaced: dict[int, str] = {}
        self._announce = ""
        self.match = self._new_match(seed)
        self._start_declaration()
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
        if not self._learner_to_act():
            seat = self._seat_to_act()
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
        if self._speaking:
            self._spoke(LEARNER, move)
        verb = {"declare": "declared", "pass": "passed"}.get(move) or (
            f"discarded {move}" if phase == "discard" else f"played {move}"
        )
        self._say(f"You {verb}.", "info")
        self._announce = f"You {verb}."
        self._after_change()
        return True

    def tick(self, at: str | None = None) -> str | None:
        """One computer move (the front end asks after ``delay``); a stale tick does nothing.

        During the declaration a tick is one seat speaking (R11): every seat takes one tick,
        the holder's pass like any other, so the pace tells nothing (R31)."""
        if at is not None and at != self._token():
            return None
        move = self._advance_one()
        self._refresh()
        return move

    def run_computers(self) -> list[str]:
        """Let every computer seat move until the learner is asked or the deal ends."""
        made = self._run()
        self._refresh()
        return made

    def ask_hint(self) -> str:
        """The search player's suggestion for the learner and why (a small time budget)."""
        if not self._learner_to_act():
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
        if started:
            self._start_declaration()
        self._say(f"Deal {self.match.deal_number} of {DEALS_PER_MATCH}." if started else "", "info")
        self._after_change()
        return started

    def restart(self, seed: int | None = None) -> None:
        """A new match: the scores are cleared (R30). ``seed=None`` takes the next seed."""
        self.match = self._new_match(self.match.seed + 1 if seed is None else seed)
        self.replaced = {}
        self.hint = ""
        self._start_declaration()
        self._say("New match: scores cleared (R30).", "info")
        self._after_change()

    # -- the declaration as a seat sees it (R11, R31) -------------------------------------------

    def _start_declaration(self) -> None:
        #: The seats that have spoken in this deal's declaration, and what each said.
        self._spoken: list[tuple[int, str]] = []
        self._speaking = True
        self._announce = ""  # what was said of the last deal belongs to it

    def _speaker(self) -> int:
        return (self.deal.dealer + 1 + len(self._spoken)) % 8

    def _spoke(self, seat: int, word: str) -> None:
        self._spoken.append((seat, word))
        self._speaking = len(self._spoken) < 8

    def _holder_asked(self, seat: int) -> bool:
        return self.deal.phase == "declare" and self.deal.holder == seat

    def _learner_to_act(self) -> bool:
        if self._speaking:
            return self._speaker() == LEARNER and self._holder_asked(LEARNER)
        return self.match.waiting_for == LEARNER

    def _seat_to_act(self) -> int | None:
        return self._speaker() if self._speaking else self.deal.to_move

    # -- computer seats, guarded (issue 10) -----------------------------------------------------

    def _advance_one(self) -> str | None:
        """One step of a computer seat (or of a seat speaking in the declaration); None when
        the learner is asked or the deal is over."""
        if self._speaking:
            seat = self._speaker()
            if seat == LEARNER and self._holder_asked(LEARNER):
                return None
            word = "pass"
            if self._holder_asked(seat):
                word = self._ask(seat)
                self.match.push(word)
            self._spoke(seat, word)
            self._announce = (
                f"{_seat_name(seat).capitalize()} {word}es."
                if word == "pass"
                else (f"{_seat_name(seat).capitalize()} declares the native Robai (R11).")
            )
            self._clear_message()
            return word
        mover = self.deal.to_move
        if mover is None or self.match.players[mover] is None:
            return None
        move = self._ask(mover)
        self.match.push(move)
        self._announce = self._play_words(mover)
        self._clear_message()
        return move

    def _run(self) -> list[str]:
        made = []
        while (move := self._advance_one()) is not None:
            made.append(move)
        return made

    def _ask(self, seat: int) -> str:
        """The computer seat's move, from its view only (R31). A player that raises, hangs
        past ``player_timeout`` or answers with no legal move is replaced by a heuristic
        player for the rest of the match, and the table says so."""
        from unsun_lab.players import HeuristicPlayer

        view = self.deal.view(seat)
        player = self.match.players[seat]
        assert player is not None
        try:
            return ask_player(player, view, seat, timeout=self.player_timeout, deal=self.deal)
        except PlayerFailure as failure:
            problem = str(failure.explanation)
        fallback = HeuristicPlayer(seed=self.match.seed * 8 + seat)
        self.match.players[seat] = fallback
        note = (
            f"{problem[:1].upper()}{problem[1:]}. A heuristic player takes seat {seat}"
            " for the rest of the match."
        )
        self.replaced[seat] = note
        self._say(note, "error")
        return fallback.choose(view)

    def _play_words(self, seat: int) -> str:
        """The last play as the learner saw it (R24, R31), for the live region."""
        view = self.view
        trick = view.tricks[-1] if view.tricks else None
        if trick is None:
            return f"{_seat_name(seat).capitalize()} discarded a card face down (R12)."
        if trick.complete and trick.explanation:
            return trick.explanation
        return f"{_seat_name(seat).capitalize()}: {trick.plays[-1]}."

    def _clear_message(self) -> None:
        """A refusal belongs to the state it refused in: the next move clears it. What the
        learner did ("You played X") stays until the learner's next action; a replaced
        player is said on the table for the rest of the match (``replaced``)."""
        if self.message_kind == "refusal":
            self._say("", "info")

    # -- internals ----------------------------------------------------------------------------

    def _new_match(self, seed: int) -> Match:
        if self._custom_players is not None:
            players = list(self._custom_players)
        else:
            players = _default_players(seed)
        if len(players) != 8:
            raise ValueError(f"players must list 8 seats (None at seat 0), got {len(players)}")
        if players[LEARNER] is not None:
            raise ValueError("seat 0 is the learner's: players[0] must be None")
        return Match(seed, players=players)

    def _say(self, text: str, kind: str) -> None:
        self.message, self.message_kind = text, kind

    def _token(self) -> str:
        """Names the position, so a tick sent for an earlier one is ignored. It counts what
        the learner sees (R31): steps of the declaration and moves as the view counts them."""
        m = self.match
        return f"{m.seed}:{m.deal_number}:{len(self._spoken)}:{self.view.moves_made}"

    def _after_change(self) -> None:
        if self.delay <= 0:
            self._run()
        self._refresh()

    @traitlets.observe("delay")
    def _delay_changed(self, change: dict[str, Any]) -> None:
        if getattr(self, "match", None) is not None:
            self._after_change()

    _message_types = frozenset(
        {"play", "declare", "pass", "tick", "hint", "next_deal", "restart", "pace"}
    )

    def _on_message(self, kind: str, content: dict[str, Any]) -> None:
        if kind == "play":
            code = field(content, "card", str)
            if self._learner_to_act() and code not in {c.code for c in self._hand_shown()}:
                raise BadMessage(f"{code:.20} is not a card in your hand (R18)")
            self.play(code)
        elif kind in ("declare", "pass"):
            self.play(kind)
        elif kind == "tick":
            self.tick(field(content, "at", str))
        elif kind == "hint":
            self.ask_hint()
        elif kind == "next_deal":
            self.next_deal()
        elif kind == "restart":
            self.restart()
        elif kind == "pace":
            delay = field(content, "delay", (int, float))
            if not 0 <= delay <= 5:
                raise BadMessage(f"field 'delay' must be 0-5 seconds, got {delay}")
            self.delay = float(delay)

    def _after_refusal(self) -> None:
        self._say(self.refused, "refusal")
        self._refresh()

    def _hand_shown(self) -> tuple[Card, ...]:
        view = self.view
        return tuple(sorted(view.dealt)) if self._speaking else view.hand

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
        mine = self._learner_to_act()
        speaking = self._speaking
        legal = list(view.legal_moves) if mine else []
        ask = deal.phase if mine else None
        reason = deal.legal_reason() if mine else None
        finished = [t for t in view.tricks if t.complete]
        shown = view.current_trick or (finished[-1] if finished else None)
        acting = self._seat_to_act()
        computer_next = acting is not None and not mine
        to_move = acting if speaking else view.to_move
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
        elif speaking and acting is not None:
            status = f"Declaration (R11): {_seat_name(acting)} declares or passes."
        elif to_move is not None:
            status = f"Waiting for {_seat_name(to_move)}."
        elif match.over:
            status = "The match is over."
        else:
            status = "The deal is over."
        hand = self._hand_shown()
        state = {
            "seed": match.seed,
            "deal_number": match.deal_number,
            "deals": DEALS_PER_MATCH,
            "dealer": deal.dealer,
            "trump": deal.trump.title,
            "indicator": card_payload(deal.indicator, table),
            "recipient": None if speaking else view.recipient,
            "declared": None if speaking else view.declared,
            "declaration": [{"seat": s, "said": w} for s, w in self._spoken],
            "side": {
                "discard": None if view.discard is None else card_payload(view.discard, table),
                "stock": [card_payload(c, table) for c in view.stock or ()],
            },
            "phase": "declare" if speaking else deal.phase,
            "to_move": to_move,
            "your_turn": mine,
            "ask": ask,
            "status": status,
            "prompt": "" if reason is None else str(reason),
            "hand": [card_payload(c, table, legal=c.code in legal) for c in hand],
            "legal": legal,
            "hand_sizes": [9] * 8 if speaking else list(view.hand_sizes),
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
            "replaced": [self.replaced[s] for s in sorted(self.replaced)],
            "announce": self._announce,
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
