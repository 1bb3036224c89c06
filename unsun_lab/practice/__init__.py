"""Exercises for every rule, each checked by the engine and explained rule by rule.

An :class:`Exercise` asks one question about a real position: which of two cards is stronger
(R14-R17), which cards a seat may play or discard (R12, R19-R23), which seat wins a finished
trick (R24-R26), how many points its combination moves (R27, R28), what the deal score is
(R29), or which move is clearly best (a verified puzzle). Everything is drawn from a
``random.Random(seed)``, so the same kind, seed and level give the same exercise anywhere.

A question asked from a seat holds only what that seat knows (R31): it is built from
``deal.view(seat)``. The answer comes from the engine, and :meth:`Exercise.check` says for
each card or seat concerned why it is right or wrong, citing the rule.

>>> ex = exercise("legal", 3)
>>> ex.kind, ex.multiple, 0 < len(ex.answer) < len(ex.choices)
('legal', True, True)
>>> ex.check(sorted(ex.answer)).correct
True
>>> fb = exercise("winner", 5).check(["0"])
>>> all(e.rules for e in fb.why)
True
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from unsun_lab.cards import DECK, Card, Suit
from unsun_lab.compare import compare
from unsun_lab.deal import Deal, Trick
from unsun_lab.explain import Explanation, Number, Term
from unsun_lab.orders import TENKA, table_for
from unsun_lab.rules import team_of

__all__ = [
    "KINDS",
    "LEVELS",
    "RULES_OF",
    "Exercise",
    "Feedback",
    "Progress",
    "ProgressError",
    "choice_label",
    "exercise",
    "focus",
    "from_analysis",
    "kinds_for",
    "puzzles",
]

#: The kinds of exercise, in the order a course meets them.
KINDS: tuple[str, ...] = ("stronger", "legal", "winner", "combination", "score", "best_move")

#: The rule ids each kind trains.
RULES_OF: dict[str, tuple[str, ...]] = {
    "stronger": ("R14", "R15", "R16", "R17"),
    "legal": ("R12", "R19", "R20", "R21", "R22", "R23"),
    "winner": ("R24", "R25", "R26"),
    "combination": ("R27", "R28"),
    "score": ("R29",),
    "best_move": ("R29",),
}

#: Levels 1 (first steps) to 3 (rarer rules, more cards in play).
LEVELS: tuple[int, ...] = (1, 2, 3)

#: Kinds whose reason for a wrong choice also gives the right one and why.
_SAYS_THE_ANSWER = frozenset({"combination", "score"})

#: How many seeded deals a generator may try before it settles for what it found.
_TRIES = 60


@dataclass(frozen=True)
class Feedback:
    """What :meth:`Exercise.check` says: right or not, the answers missed, the wrong picks,
    and why (an Explanation citing the rule for each card or seat concerned)."""

    correct: bool
    missed: frozenset[str]
    wrong: frozenset[str]
    why: tuple[Explanation, ...]

    def render(self, lang: str | None = None) -> list[str]:
        """The feedback as sentences in ``lang``."""
        return [e.render(lang) for e in self.why]


@dataclass(frozen=True)
class Exercise:
    """One question. ``choices`` are card codes, seats "0"-"7", points "0"/"2"/"5" or scores
    "A:B" (team 0/2/4/6 : team 1/3/5/7); ``answer`` the right ones; ``multiple``: pick every
    one that applies (else exactly one). ``record`` is the deal up to the position asked
    about (format ``unsun-lab/deal-1``; None for "stronger", which asks about two cards and
    no deal). ``seat`` is whose view the question is asked from (None: the open table)."""

    kind: str
    rules: tuple[str, ...]
    seed: int
    level: int
    record: dict[str, Any] | None
    seat: int | None
    question: Explanation
    choices: tuple[str, ...]
    answer: frozenset[str]
    multiple: bool
    #: Why each choice is right or wrong, by choice, as data.
    reasons: tuple[tuple[str, Explanation], ...] = field(repr=False, default=())

    def reason(self, choice: str) -> Explanation:
        """Why ``choice`` is right or wrong."""
        for c, why in self.reasons:
            if c == choice:
                return why
        raise KeyError(f"{choice!r} is not a choice of this exercise: {list(self.choices)}")

    def check(self, response: str | Iterable[str]) -> Feedback:
        """Judge a response: one choice, or (``multiple``) every choice picked.

        A pick that is not a choice raises ValueError naming it and the choices."""
        picks = {response} if isinstance(response, str) else set(response)
        unknown = sorted(picks - set(self.choices))
        if unknown:
            raise ValueError(f"not a choice of this exercise: {unknown}; choices: {self.choices}")
        if not self.multiple and len(picks) > 1:
            raise ValueError(f"pick one choice, not {len(picks)}: {sorted(picks)}")
        missed = self.answer - picks
        wrong = frozenset(picks - self.answer)
        if self.multiple:
            correct = not missed and not wrong
        else:
            correct = bool(picks) and not wrong
            missed = frozenset() if correct else missed
        order = {c: i for i, c in enumerate(self.choices)}
        concerned = sorted(wrong, key=order.__getitem__) + sorted(missed, key=order.__getitem__)
        if self.kind in _SAYS_THE_ANSWER and wrong:
            # The reason of a wrong points or score already says what the right one is.
            concerned = sorted(wrong, key=order.__getitem__)
        if not concerned:
            concerned = sorted(self.answer & picks, key=order.__getitem__)
        return Feedback(correct, frozenset(missed), wrong, tuple(self.reason(c) for c in concerned))

    def deal(self) -> Deal | None:
        """The position as a Deal (the whole table: for replaying, not for the question)."""
        return None if self.record is None else Deal.from_record(self.record)


def choice_label(ex: Exercise, choice: str, lang: str | None = None) -> str:
    """How a choice reads for a learner: a card code as is (R3), a seat, points, a score."""
    if ex.kind == "winner":
        return Explanation("R4", "seat.name", {"seat": int(choice)}).render(lang)
    if ex.kind == "combination":
        return Term(f"practice.points.{choice}").render(lang)
    if ex.kind == "score":
        a, b = choice.split(":")
        return Explanation("R29", "practice.choice.score", {"a": a, "b": b}).render(lang)
    if choice in ("declare", "pass"):
        return Term(f"practice.choice.{choice}").render(lang)
    return choice


def kinds_for(rules: Iterable[str]) -> list[str]:
    """The kinds that train any of ``rules`` (rule ids), in course order."""
    wanted = set(rules)
    return [k for k in KINDS if wanted & set(RULES_OF[k])]


def exercise(kind: str, seed: int, *, level: int = 1) -> Exercise:
    """A new exercise of ``kind`` (one of KINDS), the same for the same seed and level."""
    if kind not in _MAKERS:
        raise ValueError(f"unknown kind {kind!r}: known kinds are {', '.join(KINDS)}")
    if isinstance(level, bool) or level not in LEVELS:
        raise ValueError(f"level must be one of {LEVELS}, got {level!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an integer, got {type(seed).__name__}")
    return _MAKERS[kind](seed, level, random.Random(f"{kind}:{level}:{seed}"))


# -- playing seeded deals -------------------------------------------------------------------


def _playout(deal: Deal, rng: random.Random, trump_bias: float) -> Deal:
    """Play ``deal`` to the end with random legal moves from ``rng``: the native Robai
    holder declares or passes at random (R11); when trumps and plain cards are both legal,
    a trump is chosen with probability ``trump_bias``."""
    is_trump = deal.table.is_trump
    while deal.phase != "over":
        legal = deal.legal_moves()
        if len(legal) > 1 and deal.phase == "play":
            trumps = [m for m in legal if is_trump[_INDEX[m]]]
            if trumps and len(trumps) < len(legal):
                if rng.random() < trump_bias:
                    legal = trumps
                else:
                    legal = [m for m in legal if not is_trump[_INDEX[m]]]
        deal.push(rng.choice(legal))
    return deal


#: Card code -> deck index, for the playouts' quick trump test.
_INDEX: dict[str, int] = {c.code: c.index for c in DECK}


def _new_deal(rng: random.Random) -> Deal:
    return Deal.shuffled(rng.getrandbits(32), dealer=rng.randrange(8))


def _moves_through(deal: Deal, number: int) -> int:
    """How many moves of a finished deal lead up to the end of trick ``number`` (1-9)."""
    if number == 9:
        return len(deal.moves)
    return len(deal.moves) - 64 + 8 * number


def _record_at(deal: Deal, moves: int) -> dict[str, Any]:
    return deal.after(moves).to_record()


def _plays(trick: Trick) -> list[Explanation]:
    """A finished trick's cards in play order, all face up (R24: turned up at the end)."""
    return [
        Explanation(
            "R24",
            "practice.play_down" if down else "practice.play",
            {"seat": seat, "card": card},
        )
        for seat, card, down in trick.plays
    ]


def _pick(rng: random.Random, weights: dict[str, float], found: dict[str, list[Any]]) -> Any:
    """One found item, from a category chosen by ``weights`` among those found."""
    live = [k for k in sorted(weights) if found.get(k)]
    if not live:
        raise RuntimeError("no exercise found")
    category = rng.choices(live, [weights[k] for k in live])[0]
    return rng.choice(found[category])


# -- "stronger": two cards, a trump suit and a led suit (R14-R17) ----------------------------


def _stronger(seed: int, level: int, rng: random.Random) -> Exercise:
    suits = list(Suit)
    trump = rng.choice(suits)
    table = table_for(trump)
    led = rng.choice([s for s in suits if s is not trump] if level == 1 else suits)
    is_trump = table.is_trump

    def follows(c: Card) -> bool:
        return not is_trump[c.index] and c.suit is led

    pool = [c for c in DECK if is_trump[c.index] or follows(c)]
    others = [c for c in DECK if not is_trump[c.index] and not follows(c)]
    tricky: list[tuple[Card, Card]] = []
    if level >= 2:
        # The rarer places: Tenka beside the native Robai, the plain Isu Robai, round numerals.
        native = table.native_robai
        if native is not TENKA:
            tricky.append((TENKA, native))
        if led is Suit.ISU and trump is not Suit.ISU:
            tricky += [(Card("IRo"), Card(f"I{r}")) for r in (1, 2, 3)]
        if not led.is_long and led is not trump:
            tricky += [
                (Card(f"{led.letter}{a}"), Card(f"{led.letter}{b}"))
                for a, b in ((1, 9), (2, 8), (1, 4))
            ]
        if led is not trump:
            tricky += [(Card(f"{led.letter}So"), Card(f"{led.letter}Ka"))]
        if trump is not Suit.PAO:
            tricky += [(Card(f"{trump.letter}So"), Card(f"{trump.letter}Ka"))]
        tricky = [(a, b) for a, b in tricky if a in pool and b in pool and a is not b]
    roll = rng.random()
    if tricky and roll < (0.5 if level == 2 else 0.7):
        a, b = rng.choice(tricky)
    elif roll < 0.85 and others:
        # R17: a card of another plain suit, often the higher-looking one.
        a = rng.choice(pool)
        b = rng.choice(others)
    else:
        a, b = rng.sample(pool, 2)
    if rng.random() < 0.5:
        a, b = b, a
    why = compare(a, b, trump, led)
    winner: Card = why.params["winner"]
    loser: Card = why.params["loser"]
    question = Explanation(
        "R25", "practice.q.stronger", {"trump": trump, "suit": led, "a": a, "b": b}
    )
    return Exercise(
        "stronger",
        RULES_OF["stronger"],
        seed,
        level,
        None,
        None,
        question,
        (a.code, b.code),
        frozenset({winner.code}),
        False,
        ((winner.code, why), (loser.code, why)),
    )


# -- "legal": a seat's cards, some allowed and some refused (R12, R19-R23) ------------------

#: How often each reason for the legal set is asked, by level (R19 first lead, R20 Meri,
#: R21 the Sun exception, R23 Monchi, R12 the discard).
_LEGAL_WEIGHTS: dict[int, dict[str, float]] = {
    1: {"R19": 3, "R20": 3, "R23": 2, "R12": 2, "R21": 1},
    2: {"R19": 1, "R20": 3, "R23": 4, "R12": 1, "R21": 2},
    3: {"R19": 1, "R20": 2, "R23": 4, "R12": 1, "R21": 4},
}


def _refusal(deal: Deal, card: str) -> Explanation:
    """Why the seat to move may not play ``card``: its own view's answer (R31)."""
    seat = deal.to_move
    if seat is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: seat is None")
    return deal.view(seat).refusals()[card]


def _legal(seed: int, level: int, rng: random.Random) -> Exercise:
    found: dict[str, list[tuple[Deal, int]]] = {}
    weights = _LEGAL_WEIGHTS[level]
    for _ in range(_TRIES):
        deal = _new_deal(rng)
        bias = rng.choice((0.2, 0.5, 0.8))
        while deal.phase != "over":
            seat = deal.to_move
            if seat is None:  # checked explicitly: python -O removes an assert
                raise RuntimeError("impossible here: seat is None")
            legal = deal.legal_moves()
            if deal.phase in ("discard", "play"):
                hand = deal.hand(seat)
                if 0 < len(legal) < len(hand):
                    reason = deal.legal_reason()
                    if reason is None:  # checked explicitly: python -O removes an assert
                        raise RuntimeError("impossible here: reason is None")
                    found.setdefault(reason.rule or "", []).append((deal, len(deal.moves)))
            if deal.phase == "play":
                trumps = [m for m in legal if deal.table.is_trump[Card(m).index]]
                plain = [m for m in legal if m not in trumps]
                if trumps and plain:
                    legal = trumps if rng.random() < bias else plain
            move = rng.choice(legal)
            deal.push(move)
        if found.get(max(weights, key=lambda k: weights[k])) and len(found) >= 3:
            break
    base, moves = _pick(rng, weights, found)
    deal = base.after(moves)
    seat = deal.to_move
    if seat is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: seat is None")
    view = deal.view(seat)
    allowed = set(view.legal_moves)
    choices = tuple(c.code for c in view.hand)
    if view.phase == "discard":
        question = Explanation(
            "R12", "practice.q.discard", {"seat": seat, "indicator": view.indicator}
        )
    else:
        trick = view.current_trick
        meri = Term("practice.meri.seen" if view.meri_seen else "practice.meri.not_yet")
        if trick is None:
            question = Explanation(
                "R19",
                "practice.q.legal_lead",
                {"trump": view.trump, "seat": seat, "number": len(view.tricks) + 1, "meri": meri},
            )
        else:
            lead = trick.plays[0]
            question = Explanation(
                "R20" if trick.meri else "R23",
                "practice.q.legal_follow",
                {
                    "trump": view.trump,
                    "seat": seat,
                    "number": trick.number,
                    "leader": lead.seat,
                    "lead": lead.card,
                    "meri": meri,
                },
            )
    why_allowed = deal.legal_reason()
    if why_allowed is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: why_allowed is None")
    reasons = []
    for code in choices:
        if code in allowed:
            why = Explanation(
                why_allowed.rule, "practice.why.allowed", {"card": code, "reason": why_allowed}
            )
        else:
            refused = _refusal(deal, code)
            why = Explanation(
                refused.rule, "practice.why.refused", {"card": code, "reason": refused}
            )
        reasons.append((code, why))
    return Exercise(
        "legal",
        RULES_OF["legal"],
        seed,
        level,
        deal.to_record(),
        seat,
        question,
        choices,
        frozenset(allowed),
        True,
        tuple(reasons),
    )


# -- "winner": a finished trick, all cards face up (R24-R26) ---------------------------------

_WINNER_WEIGHTS: dict[int, dict[str, float]] = {
    1: {"plain": 3, "face_down": 3, "meri": 2, "tenka": 1, "isu_robai": 1, "ninth": 1},
    2: {"plain": 1, "face_down": 3, "meri": 1, "tenka": 2, "isu_robai": 2, "ninth": 2},
    3: {"plain": 1, "face_down": 2, "meri": 1, "tenka": 3, "isu_robai": 3, "ninth": 3},
}


def _trick_kinds(deal: Deal, trick: Trick) -> list[str]:
    """What a finished trick shows: face-down trumps (R24), Tenka, the plain Isu Robai
    winning or beaten (R15), the ninth trick (R26), a Meri trick (R20), or plain play."""
    cards = [c for _, c, _ in trick.plays]
    kinds = []
    if trick.number == 9:
        kinds.append("ninth")
    if TENKA in cards:
        kinds.append("tenka")
    isu_robai = Card("IRo")
    if (
        isu_robai in cards
        and deal.trump is not Suit.ISU
        and trick.plays[0].card.suit is Suit.ISU
        and not any(deal.table.is_trump[c.index] for c in cards)
    ):
        kinds.append("isu_robai")
    if any(fd for _, _, fd in trick.plays):
        kinds.append("face_down")
    if trick.meri:
        kinds.append("meri")
    if not kinds:
        kinds.append("plain")
    return kinds


def _finished_trick(
    rng: random.Random, weights: dict[str, float], kinds: Any
) -> tuple[Deal, Trick]:
    """A finished trick of a seeded deal whose kind (``kinds(deal, trick)``) is drawn by
    ``weights``; after _TRIES deals without one, a trick of any kind found."""
    names = sorted(weights)
    wanted = rng.choices(names, [weights[k] for k in names])[0]
    seen: list[tuple[Deal, Trick]] = []
    for _ in range(_TRIES):
        deal = _playout(_new_deal(rng), rng, rng.choice((0.3, 0.6, 0.9)))
        hits = [t for t in deal.tricks if wanted in kinds(deal, t)]
        if hits:
            return deal, rng.choice(hits)
        seen += [(deal, t) for t in deal.tricks if set(kinds(deal, t)) & set(weights)]
    return rng.choice(seen)


def _winner(seed: int, level: int, rng: random.Random) -> Exercise:
    deal, trick = _finished_trick(rng, _WINNER_WEIGHTS[level], _trick_kinds)
    winner = trick.winner
    if winner is None or trick.result is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: winner and trick.result is None")
    win_card = next(c for s, c, _ in trick.plays if s == winner)
    led = trick.result.params["suit"]
    if trick.number == 9:
        question = Explanation(
            "R26",
            "practice.q.winner_ninth",
            {"trump": deal.trump, "dealer": deal.dealer, "plays": _plays(trick)},
        )
    else:
        question = Explanation(
            "R25",
            "practice.q.winner",
            {"trump": deal.trump, "number": trick.number, "plays": _plays(trick)},
        )
    reasons = []
    for seat, card, _ in sorted(trick.plays):
        if seat == winner:
            reasons.append((str(seat), trick.result))
        else:
            versus = compare(win_card, card, deal.trump, led)
            reasons.append(
                (
                    str(seat),
                    Explanation(
                        versus.rule,
                        "practice.why.loses",
                        {"seat": seat, "card": card, "reason": versus},
                    ),
                )
            )
    return Exercise(
        "winner",
        RULES_OF["winner"],
        seed,
        level,
        _record_at(deal, _moves_through(deal, trick.number)),
        None,
        question,
        tuple(str(s) for s in range(8)),
        frozenset({str(winner)}),
        False,
        tuple(reasons),
    )


# -- "combination": a finished trick, how many points move (R27, R28) -----------------------

_COMBO_WEIGHTS: dict[int, dict[str, float]] = {
    1: {"2": 4, "0_trumped": 3, "0_meri": 1, "0_plain": 1, "5": 1},
    2: {"2": 3, "0_trumped": 3, "0_meri": 1, "5": 3},
    3: {"2": 2, "0_trumped": 3, "0_meri": 1, "5": 4},
}


def _combo_kinds(deal: Deal, trick: Trick) -> list[str]:
    if trick.combo is not None:
        return [str(trick.combo.points)]
    if trick.meri:
        return ["0_meri"]
    winner_card = next(c for s, c, _ in trick.plays if s == trick.winner)
    return ["0_trumped" if deal.is_trump(winner_card) else "0_plain"]


_STATUS = {
    "declared": "practice.status.declared",
    "hidden": "practice.status.hidden",
    "indicator": "practice.status.indicator",
    "stock": "practice.status.stock",
}


def _combination(seed: int, level: int, rng: random.Random) -> Exercise:
    deal, trick = _finished_trick(rng, _COMBO_WEIGHTS[level], _combo_kinds)
    points = 0 if trick.combo is None else trick.combo.points
    status = deal.native_robai_status
    if status is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: status is None")
    question = Explanation(
        "R27",
        "practice.q.combination",
        {
            "trump": deal.trump,
            "status": Term(_STATUS[status]),
            "number": trick.number,
            "plays": _plays(trick),
        },
    )
    why = trick.combo_reason if trick.combo is None else trick.combo.why_points
    if why is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: why is None")
    full = trick.combo_reason
    if full is None:  # checked explicitly: python -O removes an assert
        raise RuntimeError("impossible here: full is None")
    reasons = []
    for choice in ("0", "2", "5"):
        if int(choice) == points:
            if trick.combo is None:
                reasons.append((choice, full))
            else:
                reasons.append(
                    (
                        choice,
                        Explanation("R28", "practice.why.points", {"combo": full, "points": why}),
                    )
                )
        else:
            reasons.append(
                (
                    choice,
                    Explanation(
                        why.rule,
                        "practice.why.points_not",
                        {
                            "wrong": Term(f"practice.points.{choice}"),
                            "right": Term(f"practice.points.{points}"),
                            "reason": full if trick.combo is None else why,
                        },
                    ),
                )
            )
    return Exercise(
        "combination",
        RULES_OF["combination"],
        seed,
        level,
        _record_at(deal, _moves_through(deal, trick.number)),
        None,
        question,
        ("0", "2", "5"),
        frozenset({str(points)}),
        False,
        tuple(reasons),
    )


# -- "score": a finished deal, each team's score (R29) ---------------------------------------


def _score(seed: int, level: int, rng: random.Random) -> Exercise:
    # Level 1: one combination or more; 2: sometimes two; 3: two, or a 5-point one.
    wanted = 1 if level == 1 or rng.random() < 0.5 else 2
    chosen: Deal | None = None
    fallback: Deal | None = None
    for _ in range(_TRIES):
        tried = _playout(_new_deal(rng), rng, 0.9)
        combos = [t for t in tried.tricks if t.combo is not None]
        if combos and fallback is None:
            fallback = tried
        five = any(t.combo.points == 5 for t in combos if t.combo is not None)
        if len(combos) >= wanted and (level < 3 or five or len(combos) >= 2):
            chosen = tried
            break
    deal = chosen or fallback
    if deal is None:
        raise RuntimeError(f"no deal with a combination in {_TRIES} tries")
    tricks = [sum(team_of(t.winner or 0) == team for t in deal.tricks) for team in (0, 1)]
    a, b = deal.score
    combos = [t for t in deal.tricks if t.combo is not None]
    lines: list[Explanation] = []
    for t in combos:
        if t.combo is None:  # checked explicitly: python -O removes an assert
            raise RuntimeError("impossible here: t.combo is None")
        team = team_of(t.combo.winner_seat)
        lines.append(
            Explanation(
                "R28",
                "practice.combo_line",
                {
                    "number": t.number,
                    "pair": Term(f"pair.{t.combo.pair}"),
                    "team": ("0/2/4/6", "1/3/5/7")[team],
                    "points": Term(f"practice.points.{t.combo.points}"),
                },
            )
        )
    question = Explanation(
        "R29",
        "practice.q.score",
        {"trump": deal.trump, "tricks_a": tricks[0], "tricks_b": tricks[1], "combos": lines},
    )
    right = f"{a}:{b}"
    delta = a - tricks[0]
    wrong: dict[str, Explanation] = {}
    only = f"{tricks[0]}:{tricks[1]}"
    if only != right:
        wrong[only] = Explanation(
            "R28", "practice.why.score_tricks_only", {"a": tricks[0], "b": tricks[1]}
        )
    swapped = f"{tricks[0] - delta}:{tricks[1] + delta}"
    if swapped not in wrong and swapped != right:
        wrong[swapped] = Explanation(
            "R28", "practice.why.score_swapped", {"a": tricks[0] - delta, "b": tricks[1] + delta}
        )
    half = f"{a}:{tricks[1]}" if delta > 0 else f"{tricks[0]}:{b}"
    if half not in wrong and half != right:
        x, y = (int(v) for v in half.split(":"))
        wrong[half] = Explanation(
            "R29", "practice.why.score_not_nine", {"a": x, "b": y, "sum": x + y}
        )
    k = 1
    while len(wrong) < 3:
        other = f"{a + k}:{b - k}"
        if other not in wrong and other != right:
            wrong[other] = Explanation(
                "R29",
                "practice.why.score_off",
                {"a": a + k, "b": b - k},
            )
        k = -k if k > 0 else -k + 1
    right_why = Explanation(
        "R29",
        "practice.why.score",
        {
            "tricks_a": tricks[0],
            "tricks_b": tricks[1],
            "delta_a": Number(delta, 0, sign=True),
            "delta_b": Number(-delta, 0, sign=True),
            "a": a,
            "b": b,
        },
    )
    options = [right, *sorted(wrong)[:3]]
    rng.shuffle(options)
    reasons = [
        (
            o,
            right_why
            if o == right
            else Explanation(
                wrong[o].rule, "practice.why.score_wrong", {"reason": wrong[o], "right": right_why}
            ),
        )
        for o in options
    ]
    return Exercise(
        "score",
        RULES_OF["score"],
        seed,
        level,
        deal.to_record(),
        None,
        question,
        tuple(options),
        frozenset({right}),
        False,
        tuple(reasons),
    )


# -- "best_move": verified puzzles, and the coach's mistakes ---------------------------------


@cache
def puzzles() -> tuple[dict[str, Any], ...]:
    """The shipped puzzles (package data built by ``tools/build_puzzles.py``), read once."""
    path = resources.files("unsun_lab").joinpath("puzzles.json")
    if not path.is_file():
        return ()
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != "unsun-lab/puzzles-1":
        raise ValueError(
            f"puzzles.json: expected format unsun-lab/puzzles-1, got {data.get('format')!r}"
        )
    return tuple(data["puzzles"])


#: The coach's bound for a move as good as the best (``analysis.THRESHOLDS[0]``, points); the
#: core does not import the coach, a layer above it (tests/test_practice_coach.py checks both).
AS_GOOD = 0.10

#: Puzzles by level: a larger lead is easier to see.
_LEVEL_LEADS: dict[int, tuple[float, float]] = {1: (1.5, 99.0), 2: (0.8, 1.5), 3: (0.5, 1.0)}


def _move_question(deal: Deal, seat: int) -> Explanation:
    view = deal.view(seat)
    if view.phase == "declare":
        return Explanation(
            "R11", "practice.q.best_declare", {"seat": seat, "card": deal.native_robai}
        )
    if view.phase == "discard":
        return Explanation(
            "R12", "practice.q.best_discard", {"seat": seat, "indicator": view.indicator}
        )
    trick = view.current_trick
    number = len(view.tricks) + 1 if trick is None else trick.number
    return Explanation("R29", "practice.q.best_move", {"seat": seat, "number": number})


def _move_reasons(
    values: Sequence[tuple[str, float]], best: set[str], lead: float
) -> tuple[tuple[str, Explanation], ...]:
    top_move, top = values[0]
    out = []
    for move, value in values:
        if move in best:
            why = Explanation(
                "R29",
                "practice.why.best_move",
                {"move": move, "value": Number(value, 2, sign=True), "lead": Number(lead)},
            )
        else:
            why = Explanation(
                "R29",
                "practice.why.worse_move",
                {
                    "move": move,
                    "value": Number(value, 2, sign=True),
                    "loss": Number(top - value),
                    "best": top_move,
                },
            )
        out.append((move, why))
    return tuple(out)


def _puzzle_exercise(
    kind_seed: int,
    level: int,
    record: dict[str, Any],
    seat: int,
    values: dict[str, float],
    best: set[str],
) -> Exercise:
    deal = Deal.from_record(record)
    view = deal.view(seat)
    ranked = sorted(values.items(), key=lambda kv: -kv[1])
    beaten = [v for m, v in ranked if m not in best]
    lead = ranked[0][1] - (beaten[0] if beaten else ranked[0][1])
    reasons = dict(_move_reasons(ranked, best, lead))
    choices = tuple(view.legal_moves)
    return Exercise(
        "best_move",
        RULES_OF["best_move"],
        kind_seed,
        level,
        record,
        seat,
        _move_question(deal, seat),
        choices,
        frozenset(best),
        False,
        tuple((c, reasons[c]) for c in choices),
    )


def _best_move(seed: int, level: int, rng: random.Random) -> Exercise:
    shipped = puzzles()
    if not shipped:
        raise RuntimeError("no puzzles shipped: run tools/build_puzzles.py")
    low, high = _LEVEL_LEADS[level]
    pool = [p for p in shipped if low <= p["margin"] < high] or list(shipped)
    puzzle = rng.choice(pool)
    return _puzzle_exercise(
        seed, level, puzzle["record"], int(puzzle["seat"]), dict(puzzle["values"]), {puzzle["best"]}
    )


def from_analysis(result: Any, seat: int) -> list[Exercise]:
    """Every decision of ``seat`` that the coach (``unsun_lab.analysis.analyse``) labelled a
    mistake or a blunder, as a best-move puzzle from that seat's view (R31). The right
    answers are the moves the coach judged as good as the best (within 0.10 points)."""
    record = getattr(result, "record", None)
    if record is None:
        raise ValueError("this analysis holds no record: make it with unsun_lab.analysis.analyse")
    moves = list(record["moves"])
    out = []
    for d in result.of_seat(seat):
        if d.label not in ("mistake", "blunder"):
            continue
        before = dict(record, moves=moves[: d.number - 1])
        values = {m.move: m.value for m in d.moves}
        top = d.moves[0].value
        best = {m.move for m in d.moves if top - m.value <= AS_GOOD}
        out.append(_puzzle_exercise(d.number, 3, before, seat, values, best))
    return out


_MAKERS = {
    "stronger": _stronger,
    "legal": _legal,
    "winner": _winner,
    "combination": _combination,
    "score": _score,
    "best_move": _best_move,
}


# -- progress per rule: seen, right, a Leitner box ---------------------------------------------

PROGRESS_FORMAT = "unsun-lab/practice-progress-1"
#: Leitner boxes 1 (asked soonest) to 5 (asked least).
BOXES = 5
#: A progress file is small; anything bigger is refused unread.
MAX_PROGRESS_BYTES = 64_000
_RULE_ID = re.compile(r"R([1-9]|[12][0-9]|3[01])")


class ProgressError(ValueError):
    """A progress file that cannot be used: the ``detail`` names the field and the problem."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


@dataclass
class Progress:
    """Per rule id: exercises seen, answered right, and a Leitner box (1-5). A right answer
    moves the rule one box up (it comes back later), a wrong one back to box 1 (soon)."""

    rules: dict[str, dict[str, int]] = field(default_factory=dict)

    def record(self, rules: Iterable[str], correct: bool) -> None:
        for rule in sorted(set(rules)):
            entry = self.rules.setdefault(rule, {"seen": 0, "right": 0, "box": 1})
            entry["seen"] += 1
            if correct:
                entry["right"] += 1
                entry["box"] = min(BOXES, entry["box"] + 1)
            else:
                entry["box"] = 1

    def box(self, rule: str) -> int:
        return self.rules.get(rule, {}).get("box", 1)

    def weight(self, rules: Iterable[str]) -> float:
        """How soon exercises on ``rules`` should come back: rules in box 1 (never seen, or
        just missed) weigh 16, box 5 weighs 1."""
        return max((2.0 ** (BOXES - self.box(r)) for r in rules), default=1.0)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": PROGRESS_FORMAT,
            "rules": {r: dict(self.rules[r]) for r in sorted(self.rules, key=_rule_number)},
        }

    @classmethod
    def from_dict(cls, data: Any) -> Progress:
        """Strictly: the format, rule ids R1-R31, and for each the integers seen >= right >= 0
        and box 1-5, nothing else. Raises ProgressError naming the field."""
        if not isinstance(data, dict):
            raise ProgressError(f"expected a JSON object, got {type(data).__name__}")
        if set(data) != {"format", "rules"}:
            raise ProgressError(f"expected the keys 'format' and 'rules', got {sorted(data)}")
        if data["format"] != PROGRESS_FORMAT:
            raise ProgressError(f"format: expected {PROGRESS_FORMAT!r}, got {data['format']!r:.60}")
        rules = data["rules"]
        if not isinstance(rules, dict):
            raise ProgressError("rules: expected an object")
        out: dict[str, dict[str, int]] = {}
        for rule, entry in rules.items():
            if not isinstance(rule, str) or not _RULE_ID.fullmatch(rule):
                raise ProgressError(f"rules: {rule!r:.40} is not a rule id R1-R31")
            if not isinstance(entry, dict) or set(entry) != {"seen", "right", "box"}:
                raise ProgressError(f"rules.{rule}: expected the keys 'seen', 'right', 'box'")
            values = [entry[k] for k in ("seen", "right", "box")]
            if any(isinstance(v, bool) or not isinstance(v, int) for v in values):
                raise ProgressError(f"rules.{rule}: seen, right and box must be integers")
            seen, right, box = values
            if not 0 <= right <= seen <= 10**9 or not 1 <= box <= BOXES:
                raise ProgressError(
                    f"rules.{rule}: expected 0 <= right <= seen and box 1-{BOXES},"
                    f" got seen {seen}, right {right}, box {box}"
                )
            out[rule] = {"seen": seen, "right": right, "box": box}
        return cls(out)

    @classmethod
    def load(cls, path: str | Path) -> Progress:
        """The progress kept in ``path`` (a missing file: a fresh start). A file that is no
        regular file, too big, not JSON, or not a progress file raises ProgressError."""
        path = Path(path)
        if not path.exists() and not path.is_symlink():
            return cls()
        if path.is_symlink() or not path.is_file():
            raise ProgressError("not a regular file")
        raw = path.read_bytes()
        if len(raw) > MAX_PROGRESS_BYTES:
            raise ProgressError(f"{len(raw)} bytes, more than {MAX_PROGRESS_BYTES}")
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as err:
            raise ProgressError(f"not JSON: {err}") from None
        return cls.from_dict(data)

    def save(self, path: str | Path) -> Path:
        """Write the progress atomically (a whole new file replaces the old one); never
        through a link, never onto anything but a regular file."""
        from unsun_lab.record import write_atomic

        path = Path(path)
        if path.is_symlink() or (path.exists() and not path.is_file()):
            raise ProgressError(f"{path} is not a regular file: progress not saved")
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(self.to_dict(), indent=1, sort_keys=False) + "\n"
        return write_atomic(path, text)


def _rule_number(rule: str) -> int:
    return int(rule[1:])


def focus(ex: Exercise) -> tuple[str, ...]:
    """The rules an exercise actually turns on: those its answer's reasons cite, among the
    rules of its kind (all of them when the reasons cite none)."""
    cited = {r for c in ex.answer for r in ex.reason(c).rules}
    found = tuple(r for r in ex.rules if r in cited)
    return found or ex.rules
