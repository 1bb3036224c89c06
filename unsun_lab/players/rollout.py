"""The rollout policy of the search players: a cheap greedy way to play a deal to its end.

The search and expert players value a move by playing each sampled world to the end as if
everyone after the move played this way (``unsun_lab.players.search``). It is a player's
policy, so it lives with the players; ``unsun_lab.fastsim`` holds only the rules over bitmasks.

- :func:`playout_greedy`: play a :class:`~unsun_lab.fastsim.FastDeal` to the end, with a random
  slip with probability ``eps``;
- :func:`greedy_move`: the same policy's card for the seat to move, written plainly;
- :func:`lead_card`: its lead rule; :func:`cost`: its per-card numbers (cheap discards first).

>>> import random
>>> from unsun_lab.fastsim import FastDeal
>>> fd = FastDeal.shuffled(seed=7)
>>> playout_greedy(fd, random.Random(1))
>>> fd.over, sum(fd.score)
(True, 9)
"""

from __future__ import annotations

import random
from typing import Final

from unsun_lab.cards import Suit
from unsun_lab.fastsim import (
    PLAY_PHASE,
    FastDeal,
    FastTable,
    allowed,
    best_of,
    bits,
    fast_table,
    pick,
)

__all__ = ["cost", "greedy_move", "lead_card", "playout_greedy"]


def _costs(table: FastTable) -> tuple[int, ...]:
    return tuple(table.strength[i] + (200 if table.trumps >> i & 1 else 0) for i in range(75))


#: Per trump suit (by index), per card: the strength, plus 200 for a trump.
_COSTS: Final = tuple(_costs(fast_table(s)) for s in Suit)


def cost(table: FastTable) -> tuple[int, ...]:
    """The rollouts' number per card under ``table``'s trump: smaller is a cheaper discard
    (any plain card before any trump, R25; then by strength, R14/R15).

    >>> t = fast_table(Suit.PAO)
    >>> plain = [i for i in range(75) if not t.trumps >> i & 1]
    >>> min(cost(t)[i] for i in bits(t.trumps)) > max(cost(t)[i] for i in plain)
    True
    """
    return _COSTS[table.trump]


def playout_greedy(fd: FastDeal, rng: random.Random, eps: float = 0.1, leads: bool = False) -> None:
    """Play ``fd`` to the end with a cheap greedy policy, a random move with probability
    ``eps``: lead at random; follow low when a partner is winning, else win with the cheapest
    card that beats the trick so far, else throw the cheapest card (R25). With ``leads``,
    lead by :func:`greedy_move`'s lead rule instead (it may slip too).

    The rollouts of the search players spend most of their time here, so the trick's
    strongest card is kept as cards are played instead of being looked for again, and
    the per-card numbers come from the table's precomputed tuples. The moves and the
    random draws are those of the plain loop it replaces (``tests/rules/test_fastsim.py``).
    """
    fd.open_at_random(rng)
    hands = fd.hands
    rand = rng.random
    table = fd.table
    strength = table.strength
    follow = table.follow
    trumps = table.trumps
    cost_of = _COSTS[table.trump]
    play = fd.play_card
    while fd.phase == PLAY_PHASE:
        # One trick: best_key is the strongest card that can win so far (R25).
        n = len(fd.plays)
        if n:
            led = follow[fd.plays[0]]
            best_i, best_key = best_of(fd.plays, led, table)
            key_of = table.key[led]
        else:
            led, best_i, best_key, key_of = -2, 0, -1, cost_of
        leader = fd.leader
        plays = fd.plays  # play_card gives the next trick a new list
        while n < 8:
            seat = (leader + n) & 7
            mask = allowed(fd, hands[seat], plays)
            if (not n and not leads) or rand() < eps:
                c = pick(mask, rand())
            elif not n:
                c = lead_card(mask, table)
                if c < 0:
                    c = pick(mask, rand())
            else:
                partner = (leader + best_i) & 1 == seat & 1
                low, low_key, win, win_key = -1, 999, -1, 999
                m = mask
                while m:
                    b = m & -m
                    c = b.bit_length() - 1
                    m ^= b
                    k = cost_of[c]
                    if k < low_key:
                        low, low_key = c, k
                    if not partner:
                        k = key_of[c]
                        if k > best_key and k < win_key:
                            win, win_key = c, k
                c = win if win >= 0 else low
            if not n:
                led = follow[c]
                best_key = strength[c]
                key_of = table.key[led]
            elif trumps >> c & 1 or follow[c] == led:
                k = strength[c]
                if k > best_key:
                    best_i, best_key = n, k
            play(c)  # after the eighth card: R25-R28, and the ninth trick (R26)
            n += 1


def greedy_move(fd: FastDeal, leads: bool = False) -> int:
    """The card :func:`playout_greedy` plays to the current trick when it does not slip,
    written plainly (the loop there is its fast form): low when a partner is winning, else
    the cheapest card that beats the trick so far, else the cheapest card (R25). It sees
    only the hand to move and the trick.

    A lead is -1 (the rollouts lead at random), or with ``leads`` the lead rule: the
    strongest trump when holding three or more (a Meri, R20), else the strongest plain
    card of the longest plain suit (ties: the stronger card); -1 when only trumps are
    left (then at random). R19 keeps trumps out of the first lead.

    >>> fd = FastDeal.shuffled(seed=3)
    >>> fd.push(fd.legal()[0]) if fd.phase != PLAY_PHASE else None
    >>> fd.push(fd.legal()[0]) if fd.phase != PLAY_PHASE else None
    >>> greedy_move(fd)
    -1
    >>> fd.push(fd.legal()[0])
    >>> greedy_move(fd) in fd.legal()
    True
    """
    plays = fd.plays
    if fd.phase != PLAY_PHASE:
        return -1
    table = fd.table
    if not plays:
        return lead_card(fd.legal_mask(), table) if leads else -1
    partner, above = fd.follow_state()
    legal = fd.legal_mask()
    low = min(bits(legal), key=_COSTS[table.trump].__getitem__)
    if partner:
        return low
    beat = bits(legal & above)
    return min(beat, key=table.key[table.follow[plays[0]]].__getitem__) if beat else low


def lead_card(mask: int, table: FastTable) -> int:
    """The rollouts' lead rule (see :func:`greedy_move`): a card of ``mask``, or -1."""
    costs = _COSTS[table.trump]
    trumps = mask & table.trumps
    if trumps.bit_count() >= 3:
        return max(bits(trumps), key=costs.__getitem__)
    plain = mask & ~table.trumps
    best, best_len, best_cost = -1, 0, -1
    for suit_mask in table.follow_mask:
        m = plain & suit_mask
        if m:
            length = m.bit_count()
            top = max(bits(m), key=costs.__getitem__)
            if length > best_len or (length == best_len and costs[top] > best_cost):
                best, best_len, best_cost = top, length, costs[top]
    return best
