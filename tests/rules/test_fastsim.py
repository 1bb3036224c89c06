"""The lean bitmask simulator agrees with the core Deal move for move (R11–R28)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from unsun_lab.cards import DECK, Suit
from unsun_lab.deal import Deal
from unsun_lab.fastsim import DECLARE, PASS, PLAY_PHASE, FastDeal, bits, move_code
from unsun_lab.orders import COMBO_PAIRS, TrumpTable, table_for
from unsun_lab.players.knowledge import knowledge_of
from unsun_lab.players.rollout import cost, greedy_move, playout_greedy
from unsun_lab.rules import Play, combination, play_obligation, trick_winner


def _deal_pair(seed: int) -> tuple[Deal, FastDeal]:
    deal = Deal.shuffled(seed=seed, dealer=seed % 8)
    return deal, FastDeal.from_deal(deal, log=True)


def _core_table(fd: FastDeal) -> TrumpTable:
    return table_for(list(Suit)[fd.table.trump])


def _core_legal(fd: FastDeal) -> list[int]:
    """R19–R23 by the engine's one definition, rules.play_obligation, for fd's seat to move."""
    seat = fd.to_move
    hand = [DECK[i] for i in bits(fd.hands[seat])]
    lead = DECK[fd.plays[0]] if fd.plays else None
    _, allowed = play_obligation(
        hand, lead, fd.number, _core_table(fd), fd.meri_seen, fd.sun_exc[seat]
    )
    return sorted(c.index for c in allowed)


def _core_trick(
    fd: FastDeal, cards: list[int], leader: int, number: int, meri: bool
) -> tuple[int, int, int, int, int]:
    """R25–R28 by rules.trick_winner and rules.combination: fd.log's entry for the trick."""
    table = _core_table(fd)
    plays = [Play((leader + k) & 7, DECK[c], False) for k, c in enumerate(cards)]
    if number == 9:  # R26: the dealer's card names the led suit
        led = table.follow_suit[plays[(fd.dealer - leader) & 7].card.index]
    else:
        led = plays[0].card.suit
    i = trick_winner(plays, table, led)
    combo, _ = combination(
        plays, i, table, number=number, meri=meri, ninth=number == 9, robai_hidden=fd.hidden
    )
    pair = -1 if combo is None else COMBO_PAIRS.index(combo.pair)
    return number, leader, plays[i].seat, pair, 0 if combo is None else combo.points


def _play_checked(fd: FastDeal, choose: Callable[[list[int]], int]) -> int:
    """Play fd to its end, each move ``choose(legal)``, checking at every decision that the
    legal set, and at every finished trick the winner, pair and points, are the core's.
    Returns the number of combinations seen."""
    combos = 0
    while fd.phase == PLAY_PHASE:
        legal = fd.legal()
        assert legal == _core_legal(fd), (fd, fd.plays)
        card = choose(legal)
        number, leader, meri = fd.number, fd.leader, fd.meri
        trick = [*fd.plays, card]
        if len(trick) == 8 and number == 8:  # the ninth trick follows at once (R26)
            hands = fd.hands[:]
            hands[(leader + 7) & 7] &= ~(1 << card)
        expected = [_core_trick(fd, trick, leader, number, meri)] if len(trick) == 8 else []
        if number == 8 and len(trick) == 8:
            winner = expected[0][2]
            last = [hands[(winner + k) & 7].bit_length() - 1 for k in range(8)]
            expected.append(_core_trick(fd, last, winner, 9, False))
        before = len(fd.log or [])
        score = fd.score[:]
        fd.push(card)
        assert fd.log is not None
        assert fd.log[before:] == expected
        for _, _, winner, pair, points in expected:
            score[winner & 1] += 1 + points
            score[1 - (winner & 1)] -= points
            combos += pair >= 0
        assert fd.score == score
    return combos


def _at_random(rng: random.Random) -> Callable[[list[int]], int]:
    return lambda legal: legal[rng.randrange(len(legal))]


def _in_step_with(deal: Deal, fd: FastDeal, rng: random.Random) -> Callable[[list[int]], int]:
    """A chooser that also plays each move on ``deal``, after checking its legal moves."""

    def choose(legal: list[int]) -> int:
        assert [move_code(m) for m in legal] == deal.legal_moves(), len(deal.moves)
        assert fd.to_move == deal.to_move
        move = legal[rng.randrange(len(legal))]
        deal.push(move_code(move))
        return move

    return choose


def test_random_deals_agree_with_the_core_engine_at_every_decision() -> None:
    """2,000 deals, played side by side with the Deal: at every decision the legal set is the
    Deal's and rules.play_obligation's; every trick's winner, pair and points are the Deal's and
    rules.trick_winner/combination's; the scores agree throughout (R11–R29)."""
    combos = 0
    for seed in range(2000):
        rng = random.Random(1000 + seed)
        deal, fd = _deal_pair(seed)
        while deal.phase != "play":  # the declaration and the discard
            legal = deal.legal_moves()
            assert [move_code(m) for m in fd.legal()] == legal, seed
            k = rng.randrange(len(legal))
            deal.push(legal[k])
            fd.push(fd.legal()[k])
        combos += _play_checked(fd, _in_step_with(deal, fd, rng))
        assert deal.over and fd.over and fd.score == list(deal.score) and sum(fd.score) == 9
        assert fd.log is not None
        for trick, (number, leader, winner, pair, points) in zip(deal.tricks, fd.log, strict=True):
            assert (number, leader, winner) == (trick.number, trick.leader, trick.winner)
            combo = trick.combo
            assert (pair, points) == (
                (-1, 0) if combo is None else (COMBO_PAIRS.index(combo.pair), combo.points)
            )
    assert combos > 150  # the sample exercises R27/R28, not only plain tricks


def test_search_worlds_agree_with_the_core_at_every_decision() -> None:
    """The search player's sampled worlds (R31), from every stage of 60 deals, played to the
    end with random moves: each decision and each trick is the core rules' (R19–R28)."""
    worlds = combos = 0
    for seed in range(60):
        rng = random.Random(seed)
        deal = Deal.shuffled(seed=seed, dealer=seed % 8)
        while not deal.over:
            if deal.phase == "play" and len(deal.moves) % 3 == 0:
                view = deal.view(deal.to_move)
                world = knowledge_of(view).world(view, rng)
                world.log = []
                combos += _play_checked(world, _at_random(rng))
                assert world.over and world.hands == [0] * 8
                worlds += 1
            legal = deal.legal_moves()
            deal.push(legal[rng.randrange(len(legal))])
    assert worlds > 1000 and combos > 40


@pytest.mark.parametrize("moves_in", [0, 1, 2, 9, 23, 40, 63])
def test_from_deal_resumes_mid_deal(moves_in: int) -> None:
    for seed in range(20):
        rng = random.Random(seed)
        deal = Deal.shuffled(seed=seed)
        for _ in range(moves_in):
            if deal.phase == "over":
                break
            legal = deal.legal_moves()
            deal.push(legal[rng.randrange(len(legal))])
        fd = FastDeal.from_deal(deal)
        assert [move_code(m) for m in fd.legal()] == deal.legal_moves()
        copy = fd.copy()
        deal.play_out(lambda d: d.legal_moves()[-1])
        fd.play(lambda f, mask: PASS if f.phase == 0 else bits(mask)[-1])
        assert fd.score == list(deal.score)
        assert copy.legal() != [] or copy.over  # the copy was not advanced


def test_declare_gives_the_holder_the_indicator() -> None:
    for seed in range(200):
        fd = FastDeal.shuffled(seed, dealer=3)
        if fd.holder >= 0 and fd.holder != 3:
            fd.push(DECLARE)
            assert fd.recipient == fd.holder and fd.hands[fd.holder] >> fd.indicator & 1  # R11
            assert not fd.hidden
            return
    pytest.fail("no deal with a holder other than the dealer")


class _Recorder(FastDeal):
    """A FastDeal that writes down every card its own play loops put on the table."""

    __slots__ = ("moves",)

    def play_card(self, card: int) -> None:
        self.moves.append(move_code(card))
        super().play_card(card)

    def push(self, move: int) -> None:
        if self.phase != PLAY_PHASE:  # declaring and discarding go through push
            self.moves.append(move_code(move))
        super().push(move)


@pytest.mark.parametrize("policy", ["playout", "playout_greedy"])
def test_playout_loops_play_legal_deals_the_core_scores_the_same(policy: str) -> None:
    """The rollout loops (not only push) agree with the core: replaying the cards they chose
    through Deal is legal move for move and ends with the same score (R18–R28)."""
    ninth_combos = other_combos = 0
    for seed in range(200):
        rng = random.Random(seed)
        fd = _Recorder.shuffled(random.Random(seed), dealer=seed % 8)
        fd.moves = []
        if policy == "playout":
            fd.playout(rng)
        else:
            playout_greedy(fd, rng)
        deal = Deal.shuffled(seed=seed, dealer=seed % 8)
        for move in fd.moves:
            if deal.over:
                break  # the ninth trick's cards are played by the engine (R26)
            deal.push(move)  # raises IllegalMove if a loop broke a rule
        assert deal.over and deal.score == tuple(fd.score), seed
        for trick in deal.tricks:
            if trick.combo is not None:
                ninth_combos += trick.ninth
                other_combos += not trick.ninth
    assert other_combos > ninth_combos  # combos mostly fall on tricks 1-8


def _greedy_reference(fd: FastDeal, rng: random.Random, eps: float, leads: bool) -> None:
    """playout_greedy's policy one card at a time, each from the plain
    ``players.rollout.greedy_move``, as it was before the loop kept the trick's strongest card: the
    oracle for the faster loop."""
    fd.open_at_random(rng)
    while fd.phase == PLAY_PHASE:
        mask = fd.legal_mask()
        move = -1
        if (fd.plays or leads) and rng.random() >= eps:
            move = greedy_move(fd, leads)
        if move < 0:
            k = int(rng.random() * mask.bit_count())
            move = bits(mask)[k]
        fd.play_card(move)


def _random_play(deals: int) -> Iterator[FastDeal]:
    """Each play position of ``deals`` seeded deals played with random legal moves."""
    for seed in range(deals):
        rng = random.Random(seed)
        fd = FastDeal.shuffled(seed, dealer=seed % 8)
        fd.open_at_random(rng)
        while fd.phase == PLAY_PHASE:
            yield fd
            moves = fd.legal()
            fd.push(moves[rng.randrange(len(moves))])


def test_greedy_move_follows_the_rule_it_states() -> None:
    """Partner winning: the cheapest card; else the cheapest winner; else the cheapest (R25)."""
    seen = set()
    for fd in _random_play(200):
        if not fd.plays:
            assert greedy_move(fd) == -1  # a lead: the rollouts lead at random
            continue
        t, cards = fd.table, fd.legal()
        led = t.follow[fd.plays[0]]
        keys = [t.strength[c] if t.key[led][c] else -1 for c in fd.plays]
        partner = (fd.leader + keys.index(max(keys))) & 1 == fd.to_move & 1
        winners = [c for c in cards if t.key[led][c] > max(keys)]
        move = greedy_move(fd)
        assert move in cards
        if partner or not winners:
            assert cost(t)[move] == min(cost(t)[c] for c in cards)
        else:
            assert move in winners and t.strength[move] == min(t.strength[c] for c in winners)
        seen.add((partner, bool(winners)))
    assert len(seen) == 4  # every branch was met


def test_the_lead_rule_leads_a_meri_with_three_trumps_else_the_longest_plain_suit() -> None:
    kinds = set()
    for fd in _random_play(300):
        if fd.plays:
            continue
        t, cards = fd.table, fd.legal()
        lead = greedy_move(fd, leads=True)
        trumps = [c for c in cards if t.trumps >> c & 1]
        plain = [c for c in cards if not t.trumps >> c & 1]
        assert greedy_move(fd) == -1
        if len(trumps) >= 3:
            assert lead == max(trumps, key=lambda c: t.strength[c])  # R20
            kinds.add("meri")
        elif not plain:
            assert lead == -1
            kinds.add("random")
        else:
            longest = max(sum(t.follow[x] == t.follow[c] for x in plain) for c in plain)
            assert sum(t.follow[x] == t.follow[lead] for x in plain) == longest
            assert t.strength[lead] == max(
                t.strength[c] for c in plain if t.follow[c] == t.follow[lead]
            )
            kinds.add("plain")
        if fd.number == 1 and plain:
            assert lead in plain  # R19
    assert kinds == {"meri", "random", "plain"}


@pytest.mark.parametrize("leads", [False, True])
@pytest.mark.parametrize("eps", [0.0, 0.1, 1.0])
def test_the_fast_greedy_loop_makes_the_reference_moves(eps: float, leads: bool) -> None:
    """The search players' rollouts: the same cards, tricks, score and random draws as the
    plain loop, from the deal's start and from the middle of tricks."""
    for seed in range(300):
        rng = random.Random(seed)
        start = FastDeal.shuffled(seed, dealer=seed % 8)
        start.open_at_random(rng)
        for _ in range(rng.randrange(60)):  # into the deal, often mid-trick
            moves = start.legal()
            start.push(moves[rng.randrange(len(moves))])
            if start.phase != PLAY_PHASE:
                break
        fast, plain = start.copy(), start.copy()
        fast.log, plain.log = [], []
        r1, r2 = random.Random(seed + 1), random.Random(seed + 1)
        playout_greedy(fast, r1, eps, leads)
        _greedy_reference(plain, r2, eps, leads)
        assert (fast.score, fast.log) == (plain.score, plain.log), seed
        assert r1.random() == r2.random(), seed
