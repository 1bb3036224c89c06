"""The expert player: the search player's possible worlds, spent where they decide the move.

Like :class:`~unsun_lab.players.search.SearchPlayer` it samples whole possible deals behind
the view (R31) and plays each legal move to the end in every world with the same greedy
rollouts. It differs in how it spends its budget of rollouts (a number, never a time, so the
same seed and view give the same move on any machine):

* **One move per equivalent set.** Two plain cards of one suit with no card between them
  still in play elsewhere (in another hand, unseen, or on the current trick) win and lose
  exactly the same tricks: plain cards make no combination (R15, R25, R27). Only the weaker
  is searched, so each distinct move meets more worlds.
* **More worlds.** Its default budget is 4,000 rollouts, over three times the search player's,
  affordable because the greedy rollouts (``players.rollout.playout_greedy``) were made about 1.4
  times faster without changing a single move. The extra worlds cut the noise in each move's
  estimate; with 1,200 rollouts two close moves are often ranked the wrong way round.

``policy="greedy-leads"`` makes the rollouts lead by a rule instead of at random: a Meri with
the strongest trump when holding three or more (R20), else the strongest card of the longest
plain suit (``players.rollout.greedy_move``). As a policy the rule is stronger: against random leads
over duplicate simulated deals it gains about 0.15 points a deal (``benchmarks/rollouts.py
--duel 20000``). But an expert searching with it (3,600 rollouts, the same time) was not
measurably stronger against the search player than this default, so it is an option only.

``inference=True`` weighs each sampled world by how likely the other seats' follows are in it
under the search player's habits (``players.knowledge.HABITS``): a seat that did not beat the
trick when it could have (R25) is less likely to have held a winner. The weights are well
calibrated: after such a follow, the share of weighted worlds in which the seat could have
beaten matches how often it truly could (``benchmarks/rollouts.py --habits``). But an expert
using them (3,600 rollouts, the same time) was not measurably stronger than this default:
+0.07 points a deal, 95 % interval [-0.15, +0.30], over 202 duplicate pairs. An option only.

``convention=True`` makes the experts of a team keep a convention and read it in each other's
play. A card is the seat's weakest card that does the same on this trick: a *duck* (a plain
card that does not beat the trick, R17/R25, or a trump that does not beat a Meri trick, R20)
is the weakest of its suit, and the trick's last card, when it wins, is the weakest that
wins (:func:`~unsun_lab.players.knowledge.ruled_out`). It is meant to cost little: the card
does the same on the trick, and the stronger cards stay in hand. Reading it rules out cards
in the partners' hands (``Knowledge.read_convention``): a partner that ducked O7 holds no
weaker Ouru. The explanation says when the convention changed the card. ``readable`` names
the seats to read (default: every partner; leave out a human partner, who need not keep
it), and a seat seen to break the convention is not read at all. But the information is
small, and the expert was not measurably stronger with it: +0.11 points a deal, 95 % interval
[-0.04, +0.26], over 400 duplicate pairs, against +0.10 for this default on the same deals
(``benchmarks/expert.py --convention``). An option only.

``benchmarks/expert.py`` measures it against the search player over duplicate deal pairs.

>>> from unsun_lab.deal import Deal
>>> deal = Deal.shuffled(seed=3)
>>> view = deal.view(deal.to_move)
>>> ExpertPlayer(seed=1).choose(view) in view.legal_moves
True
"""

from __future__ import annotations

import itertools
from collections.abc import Collection

from unsun_lab.cards import DECK, Card
from unsun_lab.explain import Margin
from unsun_lab.fastsim import bits, fast_table, mask_of
from unsun_lab.players.base import Advice, BasePlayer, advice
from unsun_lab.players.knowledge import HABITS, Knowledge, knowledge_of, ruled_out
from unsun_lab.players.search import check_policy, rollouts
from unsun_lab.rules import team_of
from unsun_lab.view import PlayerView

__all__ = ["ExpertPlayer", "equivalent_moves"]


class ExpertPlayer(BasePlayer):
    """Determinized search over the distinct legal moves with a larger budget.

    ``rollouts`` (default 4000, over three times the search player's) is spread over the distinct
    moves, at least ``min_worlds`` worlds each. ``time_limit`` (seconds, default None) is an
    optional cap that makes play faster but machine-dependent; ``eps`` is the rollouts'
    chance of a random slip, as in the search player; ``policy`` is the rollout policy, one
    of ``search.POLICIES``; ``inference`` weighs the worlds by the search player's habits.
    """

    name = "expert"

    def __init__(
        self,
        seed: int = 0,
        rollouts: int = 4000,
        min_worlds: int = 120,
        time_limit: float | None = None,
        eps: float = 0.1,
        policy: str = "greedy",
        inference: bool = False,
        convention: bool = False,
        readable: Collection[int] | None = None,
    ) -> None:
        super().__init__(seed)
        if rollouts < 1 or min_worlds < 1:
            raise ValueError("rollouts and min_worlds must be at least 1")
        check_policy(policy)
        self.rollouts = rollouts
        self.min_worlds = min_worlds
        self.time_limit = time_limit
        self.eps = eps
        self.policy = policy
        self.inference = inference
        self.convention = convention
        self.readable = None if readable is None else frozenset(readable)

    def evaluate(self, view: PlayerView) -> tuple[dict[str, float], dict[str, int]]:
        """Each legal move's mean team margin, and how many worlds it met. A card equivalent
        to a weaker one gets that card's numbers (see :func:`equivalent_moves`)."""
        view = self._check(view)
        know = self._knowledge(view)
        if self.convention:
            know.read_convention(view, self.readable_seats(view.seat))
        same = equivalent_moves(view, know)
        distinct = [m for m in view.legal_moves if same[m] == m]
        worlds = max(self.min_worlds, self.rollouts // len(distinct))
        found = rollouts(
            view,
            worlds,
            self._rng_for(view),
            moves=distinct,
            know=know,
            policy=self.policy,
            eps=self.eps,
            time_limit=self.time_limit,
            habits=HABITS if self.inference else None,
        )
        means = dict(zip(distinct, found.means(), strict=True))
        return (
            {m: means[same[m]] for m in view.legal_moves},
            {m: found.worlds for m in view.legal_moves},
        )

    def readable_seats(self, seat: int) -> list[int]:
        """The seats whose plays the convention reads: ``readable``, or every partner."""
        if self.readable is not None:
            return sorted(s for s in self.readable if s != seat)
        return [s for s in range(8) if s != seat and team_of(s) == team_of(seat)]

    def _knowledge(self, view: PlayerView) -> Knowledge:
        """What the search knows (R31); ``benchmarks/expert.py --see`` overrides it."""
        return knowledge_of(view)

    def explain(self, view: PlayerView) -> Advice:
        view = self._check(view)
        legal = list(view.legal_moves)
        if len(legal) == 1:
            return advice(legal[0], "advice.only_move", {"worlds": 0})
        means, counts = self.evaluate(view)
        best = max(legal, key=lambda m: (means[m], -legal.index(m)))
        move = conventional_card(view, best) if self.convention else best
        ranked = sorted(means.items(), key=lambda mv: -mv[1])
        top = [Margin(m, v) for m, v in ranked[:3]]
        worlds = counts[move]
        numbers = {"worlds": worlds, "margins": dict(ranked)}
        if move != best:
            return advice(
                move, "advice.convention", numbers, card=move, best=best, count=worlds, top=top
            )
        return advice(move, "advice.search", numbers, count=worlds, top=top)

    def __repr__(self) -> str:
        return (
            f"ExpertPlayer(seed={self.seed}, rollouts={self.rollouts}, policy={self.policy!r},"
            f" inference={self.inference}, convention={self.convention})"
        )


def conventional_card(view: PlayerView, move: str) -> str:
    """The convention's card for ``move`` (:func:`~unsun_lab.players.knowledge.ruled_out`):
    the seat's weakest card that does the same on this trick -- the weakest of the suit for a
    duck, the weakest winner for the trick's last card; otherwise ``move`` itself."""
    if view.phase != "play":  # declare, pass and discards are not tricks
        return move
    trick = view.current_trick
    table = fast_table(view.trump)
    plays = trick.plays if trick is not None else ()
    before = [None if p.card is None else p.card.index for p in plays]
    other = ruled_out(table, before, Card(move).index) & mask_of(view.hand)
    if not other:
        return move
    card = DECK[min(bits(other), key=table.strength.__getitem__)].code
    return card if card in view.legal_moves else move


def equivalent_moves(view: PlayerView, know: Knowledge | None = None) -> dict[str, str]:
    """Each legal move mapped to the weakest legal move that plays exactly like it.

    Two plain cards of one suit are equivalent when every card of that suit ranked between
    them (R15) is out of play or in this seat's own hand: none is unseen, known to be in
    another hand, or on the current trick. They then beat and lose to the same cards, and a
    plain card is never part of a combination (R27). Trumps, declaring and passing map to
    themselves.

    >>> from unsun_lab.deal import Deal
    >>> deal = Deal.shuffled(seed=3)
    >>> view = deal.view(deal.to_move)
    >>> same = equivalent_moves(view)
    >>> sorted(same) == sorted(view.legal_moves)
    True
    """
    know = knowledge_of(view) if know is None else know
    table = know.table
    live = know.unseen
    for s in range(8):
        if s != view.seat:
            live |= know.known[s] | know.pinned[s]
    trick = view.current_trick
    if trick is not None:
        live |= mask_of([p.card for p in trick.plays if p.card is not None])
    same = {m: m for m in view.legal_moves}
    by_suit: dict[int, list[int]] = {}
    for m in view.legal_moves:
        if m in ("declare", "pass"):
            continue
        i = Card(m).index
        if not table.trumps >> i & 1:
            by_suit.setdefault(table.follow[i], []).append(i)
    for suit, cards in by_suit.items():
        cards.sort(key=lambda i: table.strength[i])
        suit_mask = table.follow_mask[suit]
        for weak, strong in itertools.pairwise(cards):
            low, high = table.strength[weak], table.strength[strong]
            if not any(low < table.strength[c] < high for c in bits(suit_mask & live)):
                same[DECK[strong].code] = same[DECK[weak].code]
    return same
