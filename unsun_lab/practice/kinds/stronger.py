"""Which of two cards is stronger, given the trump suit and the led suit (R14-R17)."""

from __future__ import annotations

import random

from unsun_lab.cards import DECK, Card, Suit
from unsun_lab.compare import compare
from unsun_lab.explain import Explanation
from unsun_lab.orders import TENKA, table_for
from unsun_lab.practice.base import Exercise, Kind

RULES = ("R14", "R15", "R16", "R17")


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
        RULES,
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


KIND = Kind("stronger", 1, RULES, _stronger)
