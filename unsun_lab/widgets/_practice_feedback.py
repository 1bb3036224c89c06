"""What a Practice says once an exercise is checked (``state["feedback"]``): right or wrong,
the picks missed and wrong, and why, each sentence with the rules it cites; a best-move
puzzle's in the game's words (``Exercise.words``), naming the principle at work, its numbers
behind "Details". Plain functions of the exercise, the check's Feedback and the language.
"""

from __future__ import annotations

from typing import Any

from unsun_lab.explain import Explanation
from unsun_lab.i18n import text
from unsun_lab.practice import Exercise, Feedback, choice_label
from unsun_lab.principles import PRINCIPLES
from unsun_lab.widgets._practice_item import sentence


def feedback_payload(ex: Exercise, fb: Feedback, status: str, lang: str) -> dict[str, Any]:
    """The feedback the front end draws: ``status`` is "right", "wrong", or "try" (a puzzle
    answered wrong that may be tried again: the answer is not named)."""
    head = {"right": "practice.fb.right", "wrong": "practice.fb.wrong"}.get(
        status, "practice.fb.try_again"
    )
    lines = [{"text": text(head, lang), "rules": []}]
    label = {c: choice_label(ex, c, lang) for c in ex.choices}
    if status != "try":
        if fb.wrong:
            names = [label[c] for c in ex.choices if c in fb.wrong]
            lines.append(
                {
                    "text": text("practice.fb.wrong_picks", lang, choices=", ".join(names)),
                    "rules": [],
                }
            )
        if fb.missed:
            names = [label[c] for c in ex.choices if c in fb.missed]
            lines.append(
                {
                    "text": text("practice.fb.missed", lang, choices=", ".join(names)),
                    "rules": [],
                }
            )
    why = fb.why
    if status == "try":
        # Before the answer is shown, say why a pick is worse without naming the best.
        why = tuple(
            Explanation(
                "R29",
                "practice.why.try_move",
                {"move": c, "loss": ex.reason(c).params.get("loss", "")},
            )
            for c in ex.choices
            if c in fb.wrong
        )
    puzzle = puzzle_feedback(ex, fb, status, lang) if ex.words else None
    if puzzle is not None:
        lines += puzzle["lines"]
    else:
        for e in why:
            lines.append({"text": sentence(e.render(lang)), "rules": e.rules})
    answer = [] if status == "try" else [c for c in ex.choices if c in ex.answer]
    out: dict[str, Any] = {
        "status": status,
        "lines": lines,
        "answer": answer,
        "answer_text": text("practice.fb.answer", lang, choices=", ".join(label[c] for c in answer))
        if answer
        else "",
        "wrong": [c for c in ex.choices if c in fb.wrong],
        "missed": [c for c in ex.choices if c in fb.missed] if status != "try" else [],
    }
    if puzzle is not None:
        out.update(details=puzzle["details"], principle=puzzle["principle"])
        out["details_label"] = text("principle.ui.details", lang)
    return out


def puzzle_feedback(ex: Exercise, fb: Feedback, status: str, lang: str) -> dict[str, Any] | None:
    """A best-move puzzle's feedback in the game's words (``Exercise.words``): what the better
    card does that the one picked does not, and the principle at work, whose title opens it
    (not R29); the numbers go in ``details``. Before the answer is shown ("try"), the card
    picked and the principle to think of, without naming the best card."""
    from unsun_lab.practice.kinds.best_move import words_for

    theme = PRINCIPLES[ex.themes[0]] if ex.themes else None
    if status == "try":
        said = [
            Explanation(None, "principle.fb.try", {"move": c, "title": theme.title})
            if theme is not None
            else Explanation(None, "principle.fb.try_plain", {"move": c})
            for c in ex.choices
            if c in fb.wrong
        ]
    else:
        concerned = [c for c in ex.choices if c in fb.wrong] or [
            c for c in ex.choices if c in ex.answer
        ][:1]
        said = [e for c in concerned for e in words_for(ex, c)]
    lines = []
    for e in said:
        line: dict[str, Any] = {
            "text": sentence(e.render(lang)),
            "rules": [r for r in e.rules if r != "R29"],
        }
        if e.key in ("principle.fb.at_work", "principle.fb.try") and theme is not None:
            line["principle"] = theme.id
        lines.append(line)
    details = (
        []
        if status == "try"
        else [{"text": sentence(e.render(lang)), "rules": e.rules} for e in fb.why]
    )
    principle = None
    if theme is not None:
        principle = {
            "id": theme.id,
            "title": theme.title.render(lang),
            "text": " ".join(
                [*(a.render(lang) for a in theme.advice), sentence(theme.evidence.render(lang))]
            ),
        }
    return {"lines": lines, "details": details, "principle": principle}


def wrong_left(ex: Exercise, tried: set[str]) -> int:
    """How many wrong choices a learner who tried ``tried`` has not tried yet."""
    return len(set(ex.choices) - set(ex.answer) - tried)
