"""The heuristic player: card memory, void inference, trump counting, partner protection.

It follows the principles of play that the primer measured as worth points
(:data:`FOLLOWED`, asked of ``unsun_lab.principles``): declare the native Robai when not the
dealer (R11, R28); after a partner's face-down trump on a plain-led trick, play a plain card
(R24); keep a trump in danger off a plain-led trick (R27); before the first Meri, as one of
the last two to play to a plain lead an opponent's plain card is winning, take it with the
lowest trump not in danger (R22, R25); lead no plain Sun before the first Meri (R22); keep a
lone Sun back on a Meri (R21). Where one of them speaks, the moves it
advises are the only ones considered, and when that changes the move the reason given is the
principle's.

Among the moves left, rules of thumb, each with its reason: draw trumps with the boss trump (a
Meri trick has no combination, R20/R27); lead a boss plain card; play low when the partner is
winning; win as cheaply as possible otherwise; beat an opponent's known trump with the card
one above it in a pair (R27); avoid giving the opponents a pair; as the dealer, weigh the
indicator against keeping the Robai hidden (R11, R28).
"""

from __future__ import annotations

from unsun_lab.cards import DECK, Card, Rank
from unsun_lab.explain import Explanation, Number
from unsun_lab.fastsim import DECLARE, PASS, bits
from unsun_lab.orders import plain_order, trump_order
from unsun_lab.players.base import Advice, BasePlayer, advice
from unsun_lab.players.knowledge import Knowledge, knowledge_of
from unsun_lab.principles import PRINCIPLES
from unsun_lab.rules import team_of
from unsun_lab.view import PlayerView

__all__ = ["FOLLOWED", "HeuristicPlayer"]

#: The principles the player follows, first has priority: those whose measured gain has its
#: 95 % interval above zero (``benchmarks/primer.py``, ``notebooks/primer_measurements.json``).
#: When two speak, the moves both advise are kept (if none, the first one's).
FOLLOWED: tuple[str, ...] = (
    "declare_robai",
    "partner_trumped",
    "card_in_danger",
    "trump_plain_lead",
    "no_plain_sun_early",
    "lone_sun",
)


class HeuristicPlayer(BasePlayer):
    """A rule-of-thumb player that explains each move with the numbers behind it."""

    name = "heuristic"

    def explain(self, view: PlayerView) -> Advice:
        view = self._check(view)
        if view.phase == "discard":
            return self._discard(view, knowledge_of(view))
        allowed = _principled(view)
        found = self._rule_of_thumb(view, list(view.legal_moves))
        if allowed is None or found.move in allowed:
            return found
        # a principle rules the rule of thumb's move out: choose among what it advises, and
        # say why with the principle's reason
        first = found.move
        found = self._rule_of_thumb(view, sorted(allowed))
        if _sun_lead_ruled_out(view, first, allowed):
            # R22: the primer measured leading the strongest other plain card against the Sun
            # lead (benchmarks/primer.py, sun_lead): lead that card, as it was measured
            plain = [Card(m) for m in allowed if not view.is_trump(Card(m))]
            if plain:
                best = min(plain, key=lambda c: (plain_order(c.suit).position(c), c.index))
                found = Advice(best.code, found.why, found.numbers)
        pid, why = next(
            (pid, why)
            for pid in FOLLOWED
            if (why := PRINCIPLES[pid].applies(view, found.move)) is not None
        )
        return Advice(found.move, why, {**found.numbers, "principle": pid})

    def _rule_of_thumb(self, view: PlayerView, moves: list[str]) -> Advice:
        if view.phase == "declare":
            return self._declare(view, moves)
        know = knowledge_of(view)
        legal = [Card(m) for m in moves]
        if view.current_trick is None:
            return self._lead(view, know, legal)
        return self._follow(view, know, legal)

    # -- R11: declare or pass -----------------------------------------------------------

    def _declare(self, view: PlayerView, moves: list[str]) -> Advice:
        table = view.table
        order = trump_order(view.trump)
        rank = table.trump_position(view.indicator) or len(order)
        t = view.trump
        hand = set(view.hand)
        holds_sota = Card(t, _rank("So")) in hand
        holds_above = sum(Card(t, _rank(r)) in hand for r in ("Su", "Un"))
        # Passing: 5 instead of 2 for Sota-Robai / Robai-Rei (R28). Our Robai is O under the
        # Sota and W over the Rei; holding the Sota removes the danger side.
        pass_value = 1.5 + (1.5 if holds_sota else 0.0) + 0.5 * holds_above
        declare_value = max(0.5, (len(order) - rank) / 3)  # an extra trump, stronger = better
        move = DECLARE if declare_value > pass_value else PASS
        word = "declare" if move == DECLARE else "pass"
        if word not in moves:  # a principle left only the other one
            word = moves[0]
        return advice(
            word,
            "advice.declare_sota" if holds_sota else "advice.declare",
            {"declare": declare_value, "pass": pass_value},
            card=view.indicator,
            rank=rank,
            count=len(order),
            declare_value=Number(declare_value, 1),
            pass_value=Number(pass_value, 1),
        )

    # -- R12: the discard -------------------------------------------------------------------

    def _discard(self, view: PlayerView, know: Knowledge) -> Advice:
        table = know.table
        legal = [Card(m) for m in view.legal_moves]
        plain = [c for c in legal if not table.trumps >> c.index & 1]
        if not plain:
            card = min(legal, key=lambda c: table.strength[c.index])
            return advice(card.code, "advice.discard_trumps")
        counts = {s: sum(1 for c in view.hand if table.follow[c.index] == s) for s in range(5)}

        def cost(c: Card) -> tuple[int, int]:
            boss = _is_boss(c, know)
            return (1 if boss else 0, counts[table.follow[c.index]] * 20 + table.strength[c.index])

        card = min(plain, key=cost)
        n = counts[table.follow[card.index]]
        return advice(
            card.code, "advice.discard_short", {"suit_length": n}, count=n, suit=card.suit
        )

    # -- leading ----------------------------------------------------------------------------

    def _lead(self, view: PlayerView, know: Knowledge, legal: list[Card]) -> Advice:
        table = know.table
        my_trumps = [c for c in legal if table.trumps >> c.index & 1]
        unseen_trumps = bits(know.unseen & table.trumps)
        if my_trumps:
            top = max(my_trumps, key=lambda c: table.strength[c.index])
            above = [i for i in unseen_trumps if table.strength[i] > table.strength[top.index]]
            if not above and len(my_trumps) >= 2 and unseen_trumps:
                return advice(
                    top.code,
                    "advice.lead_boss_trump",
                    {"my_trumps": len(my_trumps), "unseen_trumps": len(unseen_trumps)},
                    count=len(unseen_trumps),
                )
        plain = [c for c in legal if not _trump(c, know)]
        if plain:
            bosses = [c for c in plain if _is_boss(c, know)]
            if bosses:

                def outside(c: Card) -> int:
                    return (know.unseen & table.follow_mask[table.follow[c.index]]).bit_count()

                card = max(bosses, key=outside)
                return advice(
                    card.code,
                    "advice.lead_boss",
                    {"unseen_in_suit": outside(card)},
                    card=card,
                    suit=card.suit,
                    count=outside(card),
                )
            card = min(plain, key=lambda c: table.strength[c.index])
            order = plain_order(card.suit)
            return advice(
                card.code,
                "advice.lead_low",
                card=card,
                position=order.position(card),
                count=len(order),
                suit=card.suit,
            )
        card = min(legal, key=lambda c: table.strength[c.index])
        return advice(card.code, "advice.lead_low_trump")

    # -- following --------------------------------------------------------------------------

    def _follow(self, view: PlayerView, know: Knowledge, legal: list[Card]) -> Advice:
        table = know.table
        strength = table.strength
        trick = view.current_trick
        lead = trick.plays[0].card if trick is not None and trick.plays else None
        if trick is None or lead is None:  # a led card is always face up (R24)
            raise ValueError("following needs a trick with its led card seen")
        led = table.follow[lead.index]
        unseen_trumps = bits(know.unseen & table.trumps)
        # The strength of each play; an unseen face-down trump counts as the median unseen.
        guess = sorted(strength[i] for i in unseen_trumps)
        mid = guess[len(guess) // 2] if guess else table.trump_floor

        def key(c: Card | None) -> int:
            if c is None:
                return mid
            if table.trumps >> c.index & 1 or table.follow[c.index] == led:
                return strength[c.index]
            return -1

        best = max(trick.plays, key=lambda p: key(p.card))
        best_key = key(best.card)
        partner_wins = team_of(best.seat) == team_of(view.seat)
        left = 7 - len(trick.plays)  # seats after me
        later = [(view.seat + k) & 7 for k in range(1, left + 1)]
        opp_later = [s for s in later if team_of(s) != team_of(view.seat)]

        def cost(c: Card) -> int:
            if table.trumps >> c.index & 1:
                return 21 + strength[c.index] - table.trump_floor + _pair_risk(c, know)
            return strength[c.index]

        if partner_wins:
            threat = [
                s
                for s in opp_later
                if not know.holds_no_trump(s)
                or (not trick.meri and not know.void_in(s, led) and best_key < table.trump_floor)
            ]
            card = min(legal, key=cost)
            return advice(
                card.code,
                "advice.partner_wins" if threat else "advice.partner_safe",
                {"threats": len(threat)},
                seat=best.seat,
                count=len(threat),
                card=card,
            )
        winners = [c for c in legal if key(c) > best_key]
        if not winners:
            card = min(legal, key=cost)
            return advice(card.code, "advice.cannot_beat", seat=best.seat, card=card)
        # R27 on purpose: beat an opponent's face-down trump known to be a pair's lower card.
        if not trick.meri:
            for p in trick.plays:
                if p.card is None and team_of(p.seat) != team_of(view.seat):
                    for o in bits(know.known[p.seat] & table.trumps):
                        for w in winners:
                            if table.pairs.get(w.index * 75 + o, -1) >= 0:
                                return advice(
                                    w.code,
                                    "advice.pair",
                                    {"pair_with": DECK[o].code},
                                    seat=p.seat,
                                    held=DECK[o],
                                    card=w,
                                )
        unseen_above = [i for i in unseen_trumps if strength[i] > min(key(c) for c in winners)]
        safe = [
            c
            for c in winners
            if not opp_later
            or (
                all(strength[i] < key(c) for i in unseen_trumps)
                and (
                    key(c) >= table.trump_floor
                    or all(know.void_in(s, led) is False for s in opp_later)
                )
            )
        ]
        pool = safe or winners
        card = min(pool, key=cost)
        return advice(
            card.code,
            "advice.win_cheap",
            {"opponents_after": len(opp_later), "trumps_above": len(unseen_above)},
            card=card,
            opponents=Explanation("R25", "advice.n_opponents", {"count": len(opp_later)}),
            trumps=Explanation("R25", "advice.n_unseen_trumps", {"count": len(unseen_above)}),
        )


def _sun_lead_ruled_out(view: PlayerView, first: str, allowed: frozenset[str]) -> bool:
    """Leading, the rule of thumb chose a plain Sun, and no_plain_sun_early ruled it out (R22)."""
    advised = PRINCIPLES["no_plain_sun_early"].advised(view)
    return view.current_trick is None and advised is not None and first not in advised


def _principled(view: PlayerView) -> frozenset[str] | None:
    """The moves the followed principles advise here (None: none of them speaks)."""
    allowed: frozenset[str] | None = None
    for pid in FOLLOWED:
        advised = PRINCIPLES[pid].advised(view)
        if not advised:
            continue
        if allowed is None:
            allowed = advised
        elif allowed & advised:
            allowed &= advised
    return allowed


def _rank(code: str) -> Rank:
    return next(r for r in Rank if r.code == code)


def _trump(c: Card, know: Knowledge) -> bool:
    return bool(know.table.trumps >> c.index & 1)


def _is_boss(c: Card, know: Knowledge) -> bool:
    """No unseen card of the same suit (or unseen trump, for a trump) is stronger."""
    table = know.table
    pool = table.trumps if _trump(c, know) else table.follow_mask[table.follow[c.index]]
    s = table.strength[c.index]
    return all(table.strength[i] < s for i in bits(know.unseen & pool))


def _pair_risk(c: Card, know: Knowledge) -> int:
    """R27: a trump whose pair-upper card is unseen may hand the opponents a combination."""
    table = know.table
    return sum(
        4 for w in bits(know.unseen & table.trumps) if table.pairs.get(w * 75 + c.index, -1) >= 0
    )
