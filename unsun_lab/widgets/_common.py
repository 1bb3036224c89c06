"""What every widget shares: the one label set, checked front-end messages and their
refusals, the static fallback, and the card faces.

The card payloads and the one word helper :func:`ui` are ``_payloads``'s (the bottom of the
widgets); they are re-exported here, where the widgets have always imported them.
``seen_plays_payload`` is ``_payloads.plays_payload``, a trick's plays as one seat saw them.

The front ends only draw what these payloads say; every decision and sentence is made here in
Python from the core (DESIGN.md: thin widgets).

Card faces are the display layer's (``unsun_lab.display.card_svg``/``back_svg``). A payload names
its face by a key (``face_key``); each face is sent to the front end once per widget, in a custom
message ``{"type": "faces", "faces": {key: svg}}``, and only for a card the widget shows, so a
card the viewer may not see (R24, R31) never reaches the browser. A view that starts (or starts
again) asks for every face sent so far with ``{"type": "faces?"}``.
"""

from __future__ import annotations

import contextlib
import functools
import html
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import anywidget

from unsun_lab.cards import Card, Suit
from unsun_lab.explain import Explanation
from unsun_lab.i18n import LANGUAGES, message, resolve_language, text
from unsun_lab.widgets._payloads import (
    BACK_FACE,
    CardPayload,
    back_payload,
    card_payload,
    face_key,
    ui,
)
from unsun_lab.widgets._payloads import plays_payload as seen_plays_payload

if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = [
    "BACK_FACE",
    "HERE",
    "LABELS",
    "BadMessage",
    "CardPayload",
    "Messages",
    "StaticWidget",
    "Talk",
    "back_payload",
    "bundle",
    "bundle_css",
    "card_payload",
    "face_key",
    "face_keys",
    "face_svg",
    "field",
    "labels",
    "language_menu",
    "not_a_choice",
    "parse_suit",
    "rule_texts",
    "seen_plays_payload",
    "static_cards_html",
    "svg_or_none",
    "synced_text",
    "ui",
]

HERE = Path(__file__).parent

#: A widget's front-end messages: type -> (method, fields), see ``StaticWidget._messages``.
Messages = dict[str, tuple[str, tuple[tuple[Any, ...], ...]]]


def bundle(*names: str) -> str:
    """One ES module (or stylesheet) from files shipped beside this module, in order.

    Shared drawing code (``_cards.js``) is plain functions placed before the widget's own
    file, which ends with ``export default``: no build step, no import at run time. A
    module's default export is wrapped so that its ``model.get`` reads synced text back as it
    was written (see :func:`synced_text`).
    """
    text = "\n".join((HERE / name).read_text(encoding="utf-8") for name in names)
    if not names or not names[-1].endswith(".js"):
        return text
    head, found, tail = text.rpartition("export default ")
    if not found:
        return text
    return f"{_SYNCED_TEXT_JS}\n{head}const ulWidgetModule = {tail}\n{_SYNCED_EXPORT_JS}"


def synced_text(value: Any) -> Any:
    """``value`` (a synced trait: nested dicts, lists, strings) with every ``<`` of its text
    and keys written ``\\u003c``, and every backslash ``\\u005c``, so that the widget state
    a notebook saves, and an HTML export embeds in a ``<script>``, holds no ``<`` at all: a
    note holding ``<!--<script>`` cannot end or hide the script (nbconvert escapes ``</``
    only). The widgets' JavaScript reads it back exactly (:func:`bundle` wraps ``model.get``).

    >>> synced_text({"note": "<!--<script>", "path": "C:\\\\x", "n": [1, "a<b"]})
    {'note': '\\\\u003c!--\\\\u003cscript>', 'path': 'C:\\\\u005cx', 'n': [1, 'a\\\\u003cb']}
    """
    if isinstance(value, str):
        if "<" not in value and "\\" not in value:
            return value
        return value.replace("\\", "\\u005c").replace("<", "\\u003c")
    if isinstance(value, dict):
        return {synced_text(k): synced_text(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [synced_text(v) for v in value]
    return value


#: Reads synced text back (the inverse of :func:`synced_text`), once per value synced: every
#: widget module's ``render`` gets a model whose ``get`` returns the text as Python wrote it.
_SYNCED_TEXT_JS = r"""const ulSyncedText = (s) =>
  s.indexOf("\\u00") < 0 ? s : s.replace(/\\u00(?:3c|5c)/g, (m) => (m === "\\u003c" ? "<" : "\\"));
function ulSyncedValue(v) {
  if (typeof v === "string") return ulSyncedText(v);
  if (Array.isArray(v)) return v.map(ulSyncedValue);
  if (v && typeof v === "object") {
    const out = {};
    for (const [k, x] of Object.entries(v)) out[ulSyncedText(k)] = ulSyncedValue(x);
    return out;
  }
  return v;
}
function ulSyncedModel(model) {
  const read = new WeakMap();
  const get = (name) => {
    const raw = model.get(name);
    if (!raw || typeof raw !== "object") return raw;
    if (!read.has(raw)) read.set(raw, ulSyncedValue(raw));
    return read.get(raw);
  };
  return new Proxy(model, {
    get(target, key) {
      if (key === "get") return get;
      const found = Reflect.get(target, key, target);
      return typeof found === "function" ? found.bind(target) : found;
    },
  });
}
function ulSyncedModule(module) {
  const out = {};
  for (const [name, hook] of Object.entries(module)) {
    const wrapped = (ctx) => hook({ ...ctx, model: ulSyncedModel(ctx.model) });
    out[name] = typeof hook === "function" ? wrapped : hook;
  }
  return out;
}"""
_SYNCED_EXPORT_JS = "export default ulSyncedModule(ulWidgetModule);"


def bundle_css(root: str, *names: str) -> str:
    """A stylesheet from files beside this module, every rule scoped to the widget's root class.

    The shared files write their rules under ``.ul-widget``; here that becomes ``.<root>``, so
    one widget's stylesheet never restyles another widget on the same page.
    """
    return bundle(*names).replace(".ul-widget", f".{root}")


def rule_texts(lang: str | None = None) -> dict[str, str]:
    """R1–R31 by id, from the catalogue: what a rule id shown in a widget opens."""
    return {f"R{n}": text(f"rule.R{n}", lang) for n in range(1, 32)}


def language_menu() -> list[list[str]]:
    """The language menu: each language's code and its name in that language."""
    return [[code, ui("lang_name", code)] for code in LANGUAGES]


#: The fixed words every front end shows as they are (keys ``ui.<name>``): one set for all
#: the widgets, so a label one widget draws cannot be missing from another's.
LABELS = (
    # navigation and the seat menu (the DealStepper, also drawn in a PlayTable's review)
    "start", "back", "forward", "end", "trick_label", "view_label", "open_table", "show_all",
    "no_card", "indicator", "side", "legal", "why_not", "save_note", "keys_help",
    "note_saved", "note_unsaved", "declaration", "face_down_mark",
    # the table (the PlayTable)
    "on_table", "last_trick", "your_hand", "declare", "pass", "hint", "thinking", "next_deal",
    "restart", "new_match", "restart_confirm", "confirm", "cancel", "scoreboard", "col_deal",
    "col_us", "col_them", "total", "pace", "partners", "opponents", "take_back", "history",
    "summary", "review", "review_close", "took_back_mark", "you", "partner", "opponent",
    "dealer_mark", "recipient_mark",
    # saving, languages, the coach
    "save", "save_name", "replace", "load", "language", "analyse", "analysis_legend",
    "analysis_played",
)  # fmt: skip


def labels(lang: str | None = None) -> dict[str, Any]:
    """The one label set in ``lang``: the words, the language menu, the rule texts (R1–R31)
    a rule id opens, and the decimal mark."""
    out: dict[str, Any] = {key: ui(key, lang) for key in LABELS}
    seats = [[str(s), ui("seat", lang, seat=s)] for s in range(8)]
    out["seats"] = [["open", ui("open_table", lang)], *seats]  # the views a menu offers
    out["languages"] = language_menu()
    out["rules"] = rule_texts(lang)
    out["decimal_mark"] = message("number.decimal_mark", lang)
    out["join"] = message("list.dot", lang)  # the parts of one line, joined
    out["lang"] = resolve_language(lang)
    return out


def parse_suit(value: Suit | str) -> Suit:
    """A suit from a Suit, its letter ('K') or its name ('Koppu'), case-insensitive (R1)."""
    if isinstance(value, Suit):
        return value
    text = value.strip().lower()
    for suit in Suit:
        if text in (suit.letter.lower(), suit.title.lower(), suit.name.lower()):
            return suit
    names = ", ".join(f"{s.letter} ({s.title})" for s in Suit)
    raise ValueError(f"{value!r} is not a suit: expected one of {names} (R1)")


#: The width, in px, the faces are drawn at (the front end scales them with CSS).
FACE_WIDTH = 60


def face_svg(key: str, lang: str | None = None) -> str:
    """The face named by ``key`` as an inline ``<svg>``: the display layer's picture, fitted to
    the card (no margin, no fixed size: CSS sizes it) and without its ``<title>`` (the widget
    sets its own hover text) or its page ``<style>`` (the widget's stylesheet has the font).

    The words on a face (the Tenka and native Robai bands, the back's trump mark) are in
    ``lang``, so a widget sends its faces again when its language changes.

    >>> "TENKA" in face_svg("PRo.K", "en"), "天下" in face_svg("PRo.K", "ja")
    (True, True)
    """
    return _face_svg(key, resolve_language(lang))


@functools.cache
def _face_svg(key: str, lang: str) -> str:
    from unsun_lab.display import back_svg, card_svg

    if key == BACK_FACE:
        svg = str(back_svg(width=FACE_WIDTH, trump_mark=True, lang=lang))
    else:
        code, _, letter = key.partition(".")
        trump = parse_suit(letter) if letter else None
        svg = str(card_svg(Card.parse(code), trump, width=FACE_WIDTH, lang=lang))
    svg = re.sub(r"<title>.*?</title>\n?|<style>.*?</style>\n?", "", svg, flags=re.S)
    # The <svg ...> tag: the picture has a 4 px margin round the card; fit the viewBox to it.
    end = svg.index(">")
    head = re.sub(r' (?:width|height|style|viewBox)="[^"]*"', "", svg[:end])
    return f'{head} viewBox="4 4 {FACE_WIDTH} {FACE_WIDTH * 3 // 2}"{svg[end:]}'


class BadMessage(ValueError):
    """A message from the front end that the widget refuses (unknown type, bad field): a
    refusal kept as data, ``explanation`` (an Explanation of a ``ui.`` key and its
    parameters), said in a learner's language by :meth:`render`.

    ``str()`` of it is the English sentence for the programmer: the explanation in English,
    unless ``words`` gives the programmer other words. :meth:`of` builds one from a key.

    >>> refusal = BadMessage.of("field_missing", name="'by'")
    >>> str(refusal), refusal.render("pt")
    ("The message has no field 'by'.", "Falta o campo 'by'.")
    >>> refusal.explanation
    Explanation(None, 'ui.field_missing', {'name': "'by'"})
    """

    def __init__(self, explanation: Explanation, words: str | None = None) -> None:
        super().__init__(explanation.render("en") if words is None else words)
        self.explanation = explanation

    @classmethod
    def of(cls, key: str, /, **params: object) -> BadMessage:
        """The refusal ``ui.<key>``, its English words for the programmer."""
        return cls(Explanation(None, f"ui.{key}", params))

    def render(self, lang: str | None = None) -> str:
        """The refusal in ``lang``."""
        return self.explanation.render(lang)


def not_a_choice(name: str, choices: Iterable[object], got: object) -> BadMessage:
    """The refusal of a value that is not one of ``choices`` (a field, a seat, a level…).

    >>> not_a_choice("pace", ["slow", "fast"], "warp").render("cs")
    "Pole 'pace' musí mít jednu z hodnot 'slow', 'fast', ne 'warp'."
    """
    options = ", ".join(repr(c) for c in choices)
    return BadMessage.of("field_choice", name=repr(name), choices=options, got=f"{got!r:.40}")


def field(content: dict[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    """``content[name]`` if it is there and of ``kind``, else :class:`BadMessage` naming it.

    A message comes from a browser: it is input, checked like any other (bool is not an int).

    >>> field({"by": 1}, "by", int)
    1
    >>> field({"by": "1"}, "by", int)
    Traceback (most recent call last):
    ...
    unsun_lab.widgets._common.BadMessage: field 'by' must be int, got '1'
    """
    if name not in content:
        missing = Explanation.of("ui.field_missing", name=repr(name))
        raise BadMessage(missing, f"field {name!r} is missing")
    value = content[name]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if (isinstance(value, bool) and bool not in kinds) or not isinstance(value, kinds):
        names = " or ".join(k.__name__ for k in kinds)
        got = f"{value!r:.40}"
        wrong = Explanation.of("ui.field_type", name=repr(name), kind=names, got=got)
        raise BadMessage(wrong, f"field {name!r} must be {names}, got {got}")
    return value


def face_keys(tree: Any) -> Iterator[str]:
    """Every face key in a payload (nested dicts and lists), in order of appearance."""
    if isinstance(tree, dict):
        face = tree.get("face")
        if isinstance(face, str):
            yield face
        for value in tree.values():
            if isinstance(value, dict | list):
                yield from face_keys(value)
    elif isinstance(tree, list):
        for item in tree:
            yield from face_keys(item)


def svg_or_none(fn_name: str, *args: Any, **kwargs: Any) -> str | None:
    """Call ``unsun_lab.display.<fn_name>`` if the display layer is there, else None."""
    try:
        from unsun_lab import display
    except ImportError:
        return None
    fn = getattr(display, fn_name, None)
    if fn is None:
        return None
    try:
        return str(fn(*args, **kwargs))
    except Exception:  # a static fallback must never break the notebook
        return None


def static_cards_html(codes: Iterable[str]) -> str:
    return " ".join(f"<code>{html.escape(c)}</code>" for c in codes)


class Talk:
    """What a widget says now: a sentence kept as data until it is shown (an Explanation, an
    object that says itself in a language, or a refusal), its kind ('info' or 'refusal') and
    the control it answers. A refusal belongs to the state it refused: the next state drawn
    says it, the one after drops it."""

    def __init__(self) -> None:
        self.words: Any = None
        self.kind, self.at, self._fresh = "info", "", False

    def tell(self, words: Any, kind: str = "info", at: str = "") -> None:
        self.words, self.kind, self.at, self._fresh = words, kind, at, True

    def drop_refusal(self) -> None:
        if self.kind == "refusal":
            self.tell(None)

    def now(self, render: Callable[[Any], str]) -> dict[str, Any]:
        """The message, its kind and control, for the state being drawn."""
        if self.kind == "refusal" and not self._fresh:
            self.tell(None)
        self._fresh = False
        return {"message": render(self.words), "message_kind": self.kind, "message_at": self.at}


class StaticWidget(anywidget.AnyWidget):
    """An AnyWidget with a deterministic ``__repr__``, a static HTML fallback, and card faces.

    anywidget's own repr names the object's address, which changes from run to run and
    breaks nbval; an exported notebook without a widget manager shows ``text/html`` instead.

    ``faces`` holds every face sent to the front end (key -> SVG). A widget calls
    :meth:`_send_faces` with each payload before it syncs it: faces not sent yet go in one
    message, before the state that needs them.
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.faces: dict[str, str] = {}
        self._faces_wanted = False  # no view listens before the first "faces?"
        #: The last front-end message refused, and the message type it came with; it belongs
        #: to the state it refused: the next change of state clears it.
        self._refusal: Exception | None = None
        self.refused_at = ""
        self._showing_refusal = False
        self.on_msg(self._on_any_msg)

    @property
    def refused(self) -> str:
        """ "Refused: …" for the last message refused while its state is shown, else ''."""
        err = self._refusal
        if err is None:
            return ""
        lang = getattr(self, "lang", None)
        render: Callable[[str | None], str] | None = getattr(err, "render", None)
        if isinstance(err, ValueError) and render is not None:
            reason = render(lang)
        elif isinstance(err, ValueError):
            reason = str(err)
        else:
            reason = type(err).__name__
        return ui("refused", lang, reason=reason[:300])

    def _refusal_now(self) -> str:
        """The refusal to show in the state being built: kept only while it is shown for the
        first time (a refusal belongs to the state it refused)."""
        if not self._showing_refusal:
            self._refusal, self.refused_at = None, ""
        return self.refused

    def _send_faces(self, *payloads: Any) -> None:
        new = {}
        lang = getattr(self, "lang", None)
        for key in face_keys(list(payloads)):
            if key not in self.faces and key not in new:
                new[key] = face_svg(key, lang)
        if not new:
            return
        self.faces.update(new)
        if self._faces_wanted:
            self.send({"type": "faces", "faces": new})

    def _resend_faces(self) -> None:
        """Every face sent so far, drawn again in the widget's language (after a switch): the
        front end replaces the faces it holds and redraws."""
        lang = getattr(self, "lang", None)
        self.faces = {key: face_svg(key, lang) for key in self.faces}
        if self._faces_wanted and self.faces:
            self.send({"type": "faces", "faces": self.faces})

    def _on_any_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Every front-end message: checked, handled, and never an exception out of here.

        A bad message (not a dict, unknown type, missing or mistyped field, card not in hand)
        is refused with a sentence the widget shows beside the control that sent it; the
        state is left as it was.
        """
        kind: Any = ""
        try:
            if not isinstance(content, dict):
                raise BadMessage.of("not_object", got=type(content).__name__)
            kind = content.get("type")
            if kind == "faces?":
                self._faces_wanted = True
                self.send({"type": "faces", "faces": self.faces})
                return
            if not isinstance(kind, str) or kind not in self._message_types:
                known = ", ".join(sorted(self._message_types))
                raise BadMessage.of("unknown_type", got=f"{kind!r:.40}", known=known)
            self._on_message(kind, content)
        except Exception as err:  # a handler must never raise into the kernel
            self._refusal = err
            self.refused_at = kind if isinstance(kind, str) else ""
            self._showing_refusal = True
            try:
                with contextlib.suppress(Exception):  # the widget keeps working whatever happens
                    self._after_refusal()
            finally:
                self._showing_refusal = False

    def close(self) -> None:
        """Close the widget and its layout (a widget replaced leaves nothing behind)."""
        layout = getattr(self, "layout", None)
        super().close()
        if layout is not None:
            layout.close()

    #: The front-end messages a widget takes (besides "faces?"): each type names the method
    #: it calls and the fields passed to it, in order, as (name, kind) or, for a field that
    #: may be left out, (name, kind, default). This map is the widget's whole translation of
    #: front-end messages into calls; every field is checked before the call.
    _messages: ClassVar[Messages] = {}

    @staticmethod
    def _trait_to_json(x: Any, self: Any) -> Any:
        """Every synced dict or list (a widget's ``state``, ``labels`` ...) goes out with its
        text escaped by :func:`synced_text`; strings such as ``_esm`` go as they are."""
        return synced_text(x) if isinstance(x, dict | list) else x

    @property
    def _message_types(self) -> frozenset[str]:
        return frozenset(self._messages)

    def _on_message(self, kind: str, content: dict[str, Any]) -> None:
        method, fields = self._messages[kind]
        args = [
            spec[2] if len(spec) == 3 and spec[0] not in content else field(content, *spec[:2])
            for spec in fields
        ]
        getattr(self, method)(*args)

    def _after_refusal(self) -> None:
        """Show ``self.refused`` (each widget redraws its state with it)."""

    def _static_html(self) -> str:  # pragma: no cover - every widget overrides it
        return f"<pre>{html.escape(repr(self))}</pre>"

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        bundle_ = super()._repr_mimebundle_(**kwargs)
        if bundle_ is None:
            return None
        data, meta = bundle_ if isinstance(bundle_, tuple) else (bundle_, {})
        data = dict(data)
        data["text/plain"] = repr(self)
        data["text/html"] = self._static_html()
        return data, meta
