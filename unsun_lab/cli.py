"""The command line: ``unsun-lab replay RECORD.json [--json] [--legal]``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from unsun_lab.record import RecordError
from unsun_lab.replay import narrate, replay

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
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status (2 for a bad record or an illegal move)."""
    args = _parser().parse_args(argv)
    try:
        if args.json:
            out = json.dumps(replay(args.record, legal=args.legal), indent=1, ensure_ascii=False)
        else:
            out = narrate(args.record)
    except RecordError as err:
        if args.json:
            print(json.dumps({"error": err.to_dict()}, indent=1, ensure_ascii=False))
        print(f"unsun-lab: {err}", file=sys.stderr)
        return 2
    print(out)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
