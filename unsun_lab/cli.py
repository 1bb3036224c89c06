"""The command line: ``unsun-lab replay RECORD.json [--json] [--legal]`` and
``unsun-lab analyse RECORD.json [--seat N] [--json] [--worlds K]``."""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import sys
from collections.abc import Sequence
from typing import Any

from unsun_lab.i18n import LANGUAGES
from unsun_lab.record import RecordError
from unsun_lab.replay import narrate, replay
from unsun_lab.safe import json_printable, printable, printable_lines, quote

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="unsun-lab", description="Learn and explore Hachinin Meri (八人メリ)."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    rep = sub.add_parser("replay", help="narrate a recorded deal trick by trick, with reasons")
    rep.add_argument("record", help="a deal record (JSON, format unsun-lab/deal-1)")
    rep.add_argument("--json", action="store_true", help="print the machine-readable replay")
    rep.add_argument(
        "--legal", action="store_true", help="with --json: list the legal moves before each play"
    )
    rep.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help="the language of the narration: " + ", ".join(LANGUAGES) + " (default en)",
    )
    ana = sub.add_parser(
        "analyse", help="judge every decision of a recorded deal from the seat's own view"
    )
    ana.add_argument("record", help="a deal record (JSON, format unsun-lab/deal-1)")
    ana.add_argument("--seat", type=int, action="append", help="a seat 0-7 (repeatable)")
    ana.add_argument("--json", action="store_true", help="print the analysis as JSON")
    ana.add_argument("--worlds", type=int, default=None, help="sampled worlds per decision")
    ana.add_argument("--seed", type=int, default=0, help="seed of the sampled worlds")
    ana.add_argument("--lang", default=None, help="language of the sentences: en, pt, cs, ja")
    return parser


def _analyse(args: argparse.Namespace) -> int:
    """``unsun-lab analyse``: the coach's verdict on each decision, with a progress bar."""
    from unsun_lab.analysis import DEFAULT_WORLDS, analyse, check_parameters
    from unsun_lab.i18n import resolve_language

    try:
        lang = resolve_language(args.lang)
    except ValueError as err:
        print(f"unsun-lab: --lang: {err}", file=sys.stderr)
        return 2
    seats = args.seat
    worlds = DEFAULT_WORLDS if args.worlds is None else args.worlds
    # Each option checked before the record is read, so that a refusal names the option.
    given: dict[str, dict[str, object]] = {
        "--seat": {"seats": seats},
        "--worlds": {"worlds": worlds},
        "--seed": {"seed": args.seed},
    }
    for option, parameter in given.items():
        try:
            check_parameters(**parameter)
        except (TypeError, ValueError) as err:
            _say(f"{option}: {err}")
            return 2
    bar = _progress_bar()
    try:
        result = analyse(args.record, seats=seats, worlds=worlds, seed=args.seed, progress=bar)
    except RecordError as err:
        if args.json:
            _emit(_json({"error": err.to_dict(lang)}))
        _say(err.render(lang))
        return 2
    finally:
        bar.close()
    if args.json:
        return _emit(_json(result.to_dict(lang=lang)))
    return _emit(result.narrate(lang))


def _json(data: object) -> str:
    """``data`` as indented JSON whose every character is printable (see :func:`_emit`)."""
    return json_printable(json.dumps(data, indent=1, ensure_ascii=False))


def _emit(out: str) -> int:
    """Print ``out`` on stdout, each line with its control characters escaped (the
    catalogue's sentences as safely as a record's text); 0, or 1 when the reader stopped
    early (``| head``): not an error of ours, and nothing more is said."""
    try:
        print(printable_lines(out))
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


class _progress_bar:
    """tqdm on stderr when it is installed, else a plain counter line on stderr."""

    def __init__(self) -> None:
        self.bar: Any = None
        self.shown = False

    def __call__(self, done: int, total: int) -> None:
        if self.bar is None:
            try:
                tqdm = importlib.import_module("tqdm").tqdm
                self.bar = tqdm(total=total, desc="analysing", unit="decision", file=sys.stderr)
            except ImportError:
                self.bar = False
        if self.bar:
            self.bar.update(done - self.bar.n)
        else:
            print(f"\ranalysing: {done}/{total} decisions", end="", file=sys.stderr, flush=True)
            self.shown = True

    def close(self) -> None:
        if self.bar:
            self.bar.close()
        elif self.shown:
            print(file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status (2 for a bad record or an illegal move).

    Whatever the input, a refusal is one line on stderr (``unsun-lab: ...``, quoting at most
    80 characters of the offending value), never a traceback.
    """
    args = _parser().parse_args(argv)  # a bad command line: argparse's usage line, exit 2
    for stream in (sys.stdout, sys.stderr):  # an unprintable character is escaped, not fatal
        with contextlib.suppress(AttributeError, ValueError):
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    if args.command == "analyse":
        try:
            return _analyse(args)
        except KeyboardInterrupt:
            _say("interrupted")
            return 130
        except Exception as err:  # a bug, not the input's fault: still one line
            _say(f"cannot analyse {quote(args.record)}: {type(err).__name__}: {quote(str(err))}")
            return 2
    try:
        out = (
            _json(replay(args.record, legal=args.legal))
            if args.json
            else narrate(args.record, args.lang)
        )
    except RecordError as err:  # in the narration's language (--lang; English by default)
        lang = args.lang if args.lang in LANGUAGES else "en"
        if args.json:
            _emit(_json({"error": err.to_dict(lang)}))
        _say(err.render(lang))
        return 2
    except KeyboardInterrupt:
        _say("interrupted")
        return 130
    except Exception as err:  # a bug, not the input's fault: still one line, no traceback
        _say(f"cannot replay {quote(args.record)}: {type(err).__name__}: {quote(str(err))}")
        return 2
    return _emit(out)


def _say(message: str) -> None:
    """One line on stderr: control characters escaped, and never longer than 400 characters."""
    line = printable(message)
    if len(line) > _LONGEST_LINE:
        line = line[: _LONGEST_LINE - 1] + "…"
    print(f"unsun-lab: {line}", file=sys.stderr)


_LONGEST_LINE = 400


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
