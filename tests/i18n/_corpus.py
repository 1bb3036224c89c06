"""Every composed sentence a learner reads, with real parameters: deals played out with seeded
random play (the prompts, refusals and trick sentences, for the open table and for the seat
concerned), exercises of every kind checked right and wrong, the coach's reasons, the
table's statuses and announcements, the replay's narration, the DealStepper's lines and a
computer player's failures. ``sentences(lang)`` renders them all in one language."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import cache

from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation, sentence
from unsun_lab.practice.kinds import KINDS, LEVELS, exercise
from unsun_lab.rules import team_of

#: (where it comes from, how to render it in a language)
Said = tuple[str, Callable[[str], str]]

DEALS = 36
EXERCISES_PER_KIND = 6
TABLE_SEEDS = 3
COACH_DECISIONS = 6


def _said(where: str, e: Explanation) -> Said:
    return where, lambda lang: sentence(e.render(lang))


def _deal_sentences() -> Iterator[Said]:
    for seed in range(DEALS):
        deal, rng = Deal.shuffled(seed=seed), random.Random(seed)
        while not deal.over:
            seat = deal.to_move
            reason = deal.legal_reason()
            if reason is not None and seed % 3 == 0:
                yield _said(f"deal {seed} legal", reason)
                yield _said(f"deal {seed} legal, seat view", reason.addressed(seat))
            for code, why in list(deal.refusals().items())[:2]:
                refused = deal.why_illegal(code)
                if refused is not None:
                    yield _said(f"deal {seed} refusal {code}", refused.explanation)
                    yield _said(f"deal {seed} refusal {code}, seat view", why.addressed(seat))
            if deal.phase != "declare" and seed % 4 == 0:
                refused = deal.why_illegal("declare")
                if refused is not None:
                    yield _said(f"deal {seed} declare refused", refused.explanation)
            before = len(deal.tricks)
            deal.push(rng.choice(deal.legal_moves()))
            if len(deal.tricks) > before or deal.over:
                done = [t for t in deal.tricks if t.complete]
                if done and len(done) > before - (0 if deal.over else 1):
                    trick = done[-1]
                    for e in trick.reasons():
                        yield _said(f"deal {seed} trick {trick.number}", e)
                        yield _said(f"deal {seed} trick {trick.number}, seat 0", e.addressed(0))
                        winner = trick.winner
                        if winner is not None:
                            yield _said(f"deal {seed} trick, winner", e.addressed(winner))
            if deal.over:
                yield f"deal {seed} summary", lambda lang, d=deal: _summary(d, lang)
                for trick in deal.tricks:
                    yield (
                        f"deal {seed} trick sentence {trick.number}",
                        lambda lang, t=trick: t.explain(lang, you=0),
                    )


def _summary(deal: Deal, lang: str) -> str:
    """The PlayTable's deal summary, line by line, as the learner at seat 0 sees it."""
    from unsun_lab.widgets._payloads import summary_payload

    found = summary_payload(deal.view(0), lang)
    return "\n".join(found["lines"]) if found else ""


def _exercise_sentences() -> Iterator[Said]:
    for kind in KINDS:
        for level in LEVELS:
            for seed in range(EXERCISES_PER_KIND):
                ex = exercise(kind, seed, level=level)
                where = f"{kind} L{level} s{seed}"
                yield _said(f"{where} question", ex.question)
                for choice in ex.choices:
                    for e in ex.check([choice] if ex.multiple else choice).why:
                        yield _said(f"{where} checked {choice}", e)
                if ex.multiple:
                    for e in ex.check(sorted(ex.answer)).why:
                        yield _said(f"{where} checked right", e)


def _coach_sentences() -> Iterator[Said]:
    from unsun_lab.analysis import analyse_decision

    for seed in range(COACH_DECISIONS):
        deal, rng = Deal.shuffled(seed=100 + seed), random.Random(seed)
        for _ in range(seed * 7 % 40):  # the declaration, the discard and some tricks
            if deal.over:
                break
            deal.push(rng.choice(deal.legal_moves()))
        if deal.over or len(deal.legal_moves()) < 2:
            continue
        seat = deal.to_move
        assert seat is not None
        decision = analyse_decision(deal.view(seat), worlds=16)
        for e in decision.reasons():
            yield _said(f"coach {seed}", e)
            yield _said(f"coach {seed}, to the learner", e.addressed(seat))
        for line in range(len(decision.narrate("en").splitlines())):  # a line each
            yield (
                f"coach {seed} narrate {line}",
                lambda lang, d=decision, i=line: sentence(d.narrate(lang).splitlines()[i].strip()),
            )
        yield f"coach {seed} hint", lambda lang, d=decision: sentence(d.hint(lang))


def _table_sentences() -> Iterator[Said]:
    from unsun_lab.widgets._seats import Seats, new_match

    for seed in range(TABLE_SEEDS):
        chosen = {"partners": "random", "opponents": "random"}
        seats = Seats(new_match(seed, 0, None, chosen), 0, timeout=30.0)
        rng = random.Random(seed)
        for _ in range(2):  # two deals
            deal = seats.match.deal
            steps = 0
            while not deal.over and steps < 200:
                steps += 1
                yield _said(f"table {seed} status", seats.status())
                if seats.learner_to_act():
                    reason = deal.legal_reason(you=True)
                    if reason is not None:
                        yield _said(f"table {seed} prompt", reason)
                    for code in list(deal.refusals())[:1]:
                        ok, why = seats.play(code)
                        assert not ok
                        yield _said(f"table {seed} refused", why)
                    ok, said = seats.play(rng.choice(deal.legal_moves()))
                    assert ok
                    yield _said(f"table {seed} you", said)
                    continue
                if team_of(0) == 0 and rng.random() < 0.05:
                    ok, why = seats.play(deal.legal_moves()[0] if deal.legal_moves() else "pass")
                    if not ok:
                        yield _said(f"table {seed} not your turn", why)
                step = seats.step()
                if step is None:
                    break
                _, words = step
                if isinstance(words, Explanation):
                    yield _said(f"table {seed} announce", words)
                else:
                    yield f"table {seed} trick", lambda lang, t=words: t.explain(lang, you=0)
            yield _said(f"table {seed} over", seats.status())
            ok, why = seats.play("pass")
            if not ok:
                yield _said(f"table {seed} over, not your turn", why)
            seats.match.next_deal()
            seats.new_deal()


def _narration_sentences() -> Iterator[Said]:
    from unsun_lab.replay import narrate

    for seed in range(3):
        deal = Deal.shuffled(seed=seed).play_out()
        for i in range(len(narrate(deal, "en").splitlines())):
            yield (
                f"narrate {seed} line {i}",
                lambda lang, d=deal, n=i: narrate(d, lang).splitlines()[n].strip(),
            )


def _stepper_lines(seed: int, seat: int | str, lang: str) -> str:
    """The DealStepper's words at every fifth step of a deal, one a line."""
    from unsun_lab.widgets.deal_stepper import DealStepper

    stepper = DealStepper(Deal.shuffled(seed=seed).play_out(), seat=seat, lang=lang)
    lines: list[str] = []
    for step in range(0, stepper.state["steps"] + 1, 5):
        stepper.goto(step)
        state = stepper.state
        decision = state.get("decision") or {}
        lines += [state.get("info", ""), state.get("score_text", ""), state.get("tricks_text", "")]
        lines += [state.get("declaration_text", ""), decision.get("legal_text", "")]
        lines += [h.get("unseen", "") for h in state.get("hands", [])]
    return "\n".join(line for line in lines if line)


def _stepper_sentences() -> Iterator[Said]:
    for seed, seat in ((1, "open"), (2, 0), (3, 5)):
        where = f"stepper {seed} view {seat}"
        yield where, lambda lang, a=seed, b=seat: _stepper_lines(a, b, lang)


def _player_sentences() -> Iterator[Said]:
    """A computer player that answers no legal move, or raises, as the table reports it."""
    from unsun_lab.match import PlayerFailure, ask_player
    from unsun_lab.players import HeuristicPlayer
    from unsun_lab.view import PlayerView

    class Lost(HeuristicPlayer):
        def choose(self, view: PlayerView) -> str:
            return "nothing"

    class Broken(HeuristicPlayer):
        def choose(self, view: PlayerView) -> str:
            raise ValueError("broken")

    for seed in range(2):
        deal = Deal.shuffled(seed=seed)
        for player in (Lost(seed), Broken(seed)):
            try:
                ask_player(player, deal.view(deal.to_move or 0), timeout=None, deal=deal)
            except PlayerFailure as failure:
                yield _said(f"player {type(player).__name__} {seed}", failure.explanation)


@cache
def corpus() -> tuple[Said, ...]:
    """Every composed sentence's source, in a fixed order."""
    return (
        *_deal_sentences(),
        *_exercise_sentences(),
        *_coach_sentences(),
        *_table_sentences(),
        *_narration_sentences(),
        *_stepper_sentences(),
        *_player_sentences(),
    )


def sentences(lang: str) -> list[tuple[str, str]]:
    """(where, the sentence) for every composed sentence, rendered in ``lang``."""
    return [(where, say(lang)) for where, say in corpus()]
