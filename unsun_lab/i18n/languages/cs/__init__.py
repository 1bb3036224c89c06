"""Czech: the sentences, the widgets' words, the example notes and the glossary."""

from unsun_lab.i18n.languages.cs import examples, glossary, messages, ui

__all__ = ["examples", "glossary", "messages", "ui"]
