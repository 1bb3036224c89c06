"""The Czech example notes, by the name they were first imported from; they are written in
``languages/cs/examples.py``."""

from __future__ import annotations

from unsun_lab.i18n.languages.cs.examples import EXAMPLES

__all__ = ["EXAMPLES"]
