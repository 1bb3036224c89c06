"""The SVG string type and a small canvas that assembles one picture.

Every picture is one self-contained ``<svg>`` document: the card drawings it needs are defined
once in ``<defs>`` under ids derived from their content (``ul-KSu``, ``ul-e-K`` …) and placed
with ``<use>``, so the same input always gives the same bytes and two pictures inlined in one
page can share ids harmlessly (same id, same drawing).

Colours that belong to the page (background, text, lines, highlights) come from JupyterLab's
CSS variables with light fallbacks, set once in a ``<style>`` block scoped by the ``ul-svg``
class. Cards keep their own ivory paper and suit inks in every theme, like real cards.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Callable
from xml.sax.saxutils import escape, quoteattr

from unsun_lab.i18n import resolve_language

__all__ = ["SVG", "Canvas", "as_html", "attr", "num", "text"]

SVG_NS = "http://www.w3.org/2000/svg"

#: The theme: page colours from JupyterLab's variables, with fallbacks for a light page.
#: JupyterLab shows ``image/svg+xml`` output as an <img>, where the fallbacks apply; a page
#: that inlines the SVG (an HTML export, a browser) lends its own --jp-* values.
STYLE = (
    ".ul-svg{font-family:var(--jp-ui-font-family,system-ui,-apple-system,'Segoe UI',Roboto,"
    "'Helvetica Neue',Arial,'Hiragino Sans','Yu Gothic','Meiryo','Noto Sans CJK JP',"
    "'IPAGothic',sans-serif)}"
    ".ul-svg .bg{fill:var(--jp-layout-color0,#fff)}"
    ".ul-svg .felt{fill:var(--jp-layout-color2,#eee)}"
    ".ul-svg .cell{fill:var(--jp-layout-color1,#fff);stroke:var(--jp-border-color2,#e0e0e0)}"
    ".ul-svg .ink{fill:var(--jp-ui-font-color1,#222)}"
    ".ul-svg .ink2{fill:var(--jp-ui-font-color2,#5f6368)}"
    ".ul-svg .rule{stroke:var(--jp-border-color1,#bdbdbd);fill:none}"
    ".ul-svg .hl{stroke:var(--jp-brand-color1,#1976d2);fill:none}"
    ".ul-svg .ta{fill:var(--jp-info-color1,#0097a7)}"
    ".ul-svg .tb{fill:var(--jp-warn-color1,#f57c00)}"
    ".ul-svg .b{font-weight:700}"
)


_ROOT_SIZE = re.compile(r'<svg [^>]*?\bwidth="([\d.]+)"')
_ROOT_LABEL = re.compile(r'<svg [^>]*?\baria-label=("[^"]*"|\'[^\']*\')')


def as_html(svg: str, *, inline: bool = False) -> str:
    """The picture as HTML: an ``<img>`` of the SVG document that is never drawn wider than
    the SVG says and shrinks with a narrower output (``max-width:100%``), so it is never cut
    off or scrolled sideways. JupyterLab, nbconvert and nbviewer prefer this to the bare
    ``image/svg+xml`` output, which JupyterLab shows at its full width whatever the room.

    >>> html = as_html(SVG('<svg xmlns="http://www.w3.org/2000/svg" width="688" height="10"'
    ...                   ' aria-label="Trick 2"></svg>'))
    >>> html.startswith('<img class="ul-svg-img" src="data:image/svg+xml;base64,')
    True
    >>> html.endswith('width="688" alt="Trick 2" style="max-width:100%;height:auto">')
    True

    ``inline``: the picture flows in a line with its neighbours, as an ``<svg>`` inlined in
    HTML does (JupyterLab draws an HTML ``<img>`` as a block of its own).
    """
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    size = _ROOT_SIZE.search(svg)
    label = _ROOT_LABEL.search(svg)
    width = f' width="{size.group(1)}"' if size else ""
    alt = f" alt={label.group(1)}" if label else ""
    flow = ";display:inline-block;vertical-align:top" if inline else ""
    return (
        f'<img class="ul-svg-img" src="data:image/svg+xml;base64,{data}"{width}{alt}'
        f' style="max-width:100%;height:auto{flow}">'
    )


class SVG(str):
    """An SVG document as a string that displays itself in Jupyter (``_repr_svg_``, and
    ``_repr_html_``: the same picture, scaled down to fit a narrow output).

    It is a plain ``str`` otherwise: save it with ``Path('x.svg').write_text(svg)``.
    """

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return as_html(self)


def num(x: float) -> str:
    """A coordinate written compactly and always the same way (no '1.0000001')."""
    if x == int(x):
        return str(int(x))
    return f"{x:.2f}".rstrip("0").rstrip(".")


def attr(**attrs: object) -> str:
    """Attributes as text; ``class_`` becomes ``class``, ``_`` in names becomes ``-``.

    Floats go through :func:`num`; None values are left out.
    """
    parts = []
    for key, value in attrs.items():
        if value is None:
            continue
        name = "class" if key == "class_" else key.replace("_", "-")
        if isinstance(value, float | int) and not isinstance(value, bool):
            parts.append(f'{name}="{num(value)}"')
        else:
            parts.append(f"{name}={quoteattr(str(value))}")
    return " ".join(parts)


def text(x: float, y: float, content: str, **attrs: object) -> str:
    """A ``<text>`` element with escaped content."""
    return f"<text {attr(x=x, y=y, **attrs)}>{escape(content)}</text>"


class Canvas:
    """Collects the definitions and the elements of one picture, then renders it."""

    def __init__(self, width: float, height: float, label: str, lang: str | None = None) -> None:
        self.width = width
        self.height = height
        self.label = label
        #: The language of the picture's words (checked; None: the process's language).
        self.lang = resolve_language(lang)
        self._defs: dict[str, str] = {}
        self._body: list[str] = []

    def define(self, ident: str, build: Callable[[Canvas], str]) -> str:
        """Define ``ident`` once (``build`` gives its element); return the reference '#ident'."""
        if ident not in self._defs:
            self._defs[ident] = ""  # reserve first: a drawing may define what it uses
            self._defs[ident] = build(self)
        return "#" + ident

    def add(self, *elements: str) -> None:
        self._body.extend(elements)

    def render(self, background: bool = True) -> SVG:
        """The finished document: sized in px, scaled down to fit narrower outputs."""
        w, h = num(self.width), num(self.height)
        head = (
            f'<svg xmlns="{SVG_NS}" version="1.1"'
            f' class="ul-svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"'
            f' role="img" aria-label={quoteattr(self.label)}'
            ' style="max-width:100%;height:auto">'
        )
        parts = [head, f"<title>{escape(self.label)}</title>", f"<style>{STYLE}</style>"]
        if self._defs:
            parts.append("<defs>")
            parts.extend(self._defs[k] for k in sorted(self._defs))
            parts.append("</defs>")
        if background:
            parts.append(f'<rect class="bg" width="{w}" height="{h}" rx="6"/>')
        parts.extend(self._body)
        parts.append("</svg>")
        return SVG("\n".join(parts))
