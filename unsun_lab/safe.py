"""Showing untrusted values safely: in an error message, a narration, a terminal.

A record, a note or a computer player's answer can hold anything: a 20 MB string, an integer
of 5,000 digits, terminal escape sequences, newlines that would forge a line of narration.
:func:`quote` shows at most a few dozen characters of such a value on one line, and
:func:`printable` turns the control characters of a text into visible escapes.

>>> quote("KSu")
"'KSu'"
>>> quote("Z" * 1000, limit=12)
"'ZZZZZZZZZZZZ'… (1000 characters)"
>>> quote(10**5000)
'an integer of 5001 digits'
>>> printable("Deal\\x1b[2J\\nTrick 1")
'Deal\\\\x1b[2J\\\\nTrick 1'
"""

from __future__ import annotations

import reprlib

__all__ = ["QUOTE_LIMIT", "json_printable", "printable", "printable_lines", "quote"]

#: At most this many characters of an offending value are quoted in a message.
QUOTE_LIMIT = 80

_LONG_INT_BITS = 256  # beyond this an integer is described, not written out


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` on one line, showing at most ``limit`` characters of the value."""
    if isinstance(value, str):  # a subclass is shown as the plain string it holds
        text = str.__str__(value)
        if len(text) <= limit:
            return repr(text)
        return f"{text[:limit]!r}… ({len(text)} characters)"
    if isinstance(value, int) and not isinstance(value, bool):
        number = int.__index__(value)  # a subclass's own methods are never called
        if number.bit_length() > _LONG_INT_BITS:
            digits = _digit_count(number)
            return f"an integer of {digits} digits"
        return repr(number)
    shortener = reprlib.Repr()
    shortener.maxlevel = 2
    shortener.maxstring = shortener.maxother = shortener.maxlong = limit
    try:
        text = shortener.repr(value)
    except Exception:  # a huge integer inside, a repr that raises: name the type only
        return f"a {type(value).__name__}"
    text = printable(text)
    return text if len(text) <= limit else text[:limit] + "…"


def _digit_count(value: int) -> int:
    """The number of decimal digits of ``value``, without writing it out (that is slow)."""
    magnitude = abs(value)
    estimate = int(magnitude.bit_length() * 0.30102999566398120) + 1  # log10(2)
    # the estimate is the count or one more: compare with the power of ten it implies
    return estimate if magnitude >= 10 ** (estimate - 1) else estimate - 1


def printable(text: str) -> str:
    """``text`` with every control or invisible formatting character written as an escape
    (``\\n``, ``\\x1b``, ``\\u202e``), so it stays on its line and sends no terminal command.
    Letters of every script and ordinary spaces are kept as they are."""
    if text.isprintable():
        return text
    return "".join(_visible(ch) for ch in text)


def printable_lines(text: str) -> str:
    """``text``'s lines, each made :func:`printable`: the line breaks ("\\n") stay, every
    other control character is shown as an escape.

    >>> printable_lines("Trick 1\\nseat 0 \\x1b[31mleads\\u202e")
    'Trick 1\\nseat 0 \\\\x1b[31mleads\\\\u202e'
    """
    if text.isprintable():
        return text
    return "\n".join(printable(line) for line in text.split("\n"))


def json_printable(document: str) -> str:
    """A JSON document with every character that is not printable (but the line breaks and
    spaces of its layout) written as a JSON escape (``\\u001b``, ``\\u202e``), so that
    it reads as the same data and sends no terminal command. Outside its strings a JSON
    document holds only spaces and line breaks, so every escape lands inside a string.

    >>> json_printable('{"note": "\\x7f\\u202e"}')
    '{"note": "\\\\u007f\\\\u202e"}'
    """
    if document.isprintable():
        return document
    return "".join(_json_visible(ch) for ch in document)


def _json_visible(ch: str) -> str:
    if ch.isprintable() or ch in " \n":
        return ch
    code = ord(ch)
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000  # a surrogate pair, as JSON writes a character beyond the BMP
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def _visible(ch: str) -> str:
    if ch.isprintable() or (ch.isspace() and ch not in _ESCAPED_SPACES):
        return ch
    return ch.encode("unicode_escape").decode("ascii")


# The characters str.splitlines() breaks a line at, and the tab: written as escapes.
_ESCAPED_SPACES = frozenset("\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029\t")
