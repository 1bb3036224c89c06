"""The drawings: suit emblems, court figures and the card back, as SVG fragments.

All are drawn here in code. Emblems sit in a 20×20 box and court figures in a 40×52 box, both
painted in ``currentColor`` so one drawing serves every suit: the card sets the colour.

R1: Pao a baton, Isu a sword, Koppu a cup, Ouru a coin, Guru a tomoe swirl. Each suit also has
its own ink, chosen from a palette that colour-blind readers can tell apart (Okabe–Ito hues,
darkened for text on ivory); the emblem shape alone already tells the suit.
"""

from __future__ import annotations

from typing import Final

from unsun_lab.cards import Rank, Suit

__all__ = ["BACK", "BACK_CLIP", "EMBLEM", "FIGURE", "INK", "PAPER", "SUIT_INK"]

#: Card paper and the dark ink of outlines and names.
PAPER: Final = "#fffdf6"
INK: Final = "#2f2923"
GOLD: Final = "#d9a521"
SKIN: Final = "#f4d8bb"

#: R1: each suit's ink (vermilion, blue, bluish green, ochre, reddish purple).
SUIT_INK: Final = {
    Suit.PAO: "#c5461a",
    Suit.ISU: "#1560a8",
    Suit.KOPPU: "#00785a",
    Suit.OURU: "#9a6a00",
    Suit.GURU: "#9b3f82",
}

# -- emblems (20×20, centred on 10,10) ---------------------------------------------------------

_BATON = (
    '<g transform="rotate(-40 10 10)">'
    '<rect x="7.4" y=".8" width="5.2" height="18.4" rx="2.6"/>'
    '<circle cx="10" cy="2.6" r="3"/><circle cx="10" cy="17.4" r="3"/>'
    f'<path d="M7.4 7.4h5.2M7.4 12.6h5.2" stroke="{PAPER}" stroke-width="1.2"/>'
    "</g>"
)
_SWORD = (
    '<path d="M10 .6 12.3 4v9.2H7.7V4z"/>'
    f'<path d="M10 4.2v8.2" stroke="{PAPER}" stroke-width=".8"/>'
    '<rect x="4.2" y="13.1" width="11.6" height="2.2" rx="1.1"/>'
    '<rect x="8.9" y="15.2" width="2.2" height="2.9"/><circle cx="10" cy="18.6" r="1.4"/>'
)
_CUP = (
    '<path d="M2.8 2.6h14.4c0 6.4-3 9.6-7.2 9.6S2.8 9 2.8 2.6z"/>'
    '<rect x="9" y="11.8" width="2" height="4.4"/>'
    '<path d="M5 19.3c.6-2.4 2.6-3.4 5-3.4s4.4 1 5 3.4z"/>'
    f'<path d="M4.6 4.6h10.8" stroke="{PAPER}" stroke-width=".9"/>'
)
_COIN = (
    '<circle cx="10" cy="10" r="9.2"/>'
    f'<circle cx="10" cy="10" r="6.8" fill="none" stroke="{PAPER}" stroke-width=".9"/>'
    f'<rect x="7.3" y="7.3" width="5.4" height="5.4" fill="{PAPER}"/>'
)
# One comma of the mitsudomoe: head on the centre-top diameter, tail along the rim for 120°,
# its inner edge following the next comma's head. Three of them, parted by paper-coloured seams.
_COMMA = "M10 .8A9.2 9.2 0 0 1 17.97 14.6 4.6 4.6 0 0 0 10 10 4.6 4.6 0 0 1 10 .8z"
_TOMOE = (
    f'<g stroke="{PAPER}" stroke-width="1.1" stroke-linejoin="round">'
    + "".join(f'<path d="{_COMMA}" transform="rotate({a} 10 10)"/>' for a in (0, 120, 240))
    + "</g>"
)

#: R1: the emblem of each suit, drawn in currentColor in a 20×20 box.
EMBLEM: Final = {
    Suit.PAO: _BATON,
    Suit.ISU: _SWORD,
    Suit.KOPPU: _CUP,
    Suit.OURU: _COIN,
    Suit.GURU: _TOMOE,
}

# -- court figures (40×52): the robe is currentColor ------------------------------------------

_OUT = f'stroke="{INK}" stroke-width=".8" stroke-linejoin="round"'
_FACE = f'<circle cx="20" cy="13" r="5.2" fill="{SKIN}" {_OUT}/>'
_EYES = f'<path d="M18 12.6h.9M21.1 12.6h.9" stroke="{INK}" stroke-width=".9"/>'
_ROBE = f'<path d="M13 20.5c2-1.6 4.4-2.1 7-2.1s5 .5 7 2.1l4.5 29H8.5z" {_OUT}/>'
_BELT = f'<path d="M11.4 33h17.2" stroke="{GOLD}" stroke-width="2"/>'

_SUN = (  # the Chinese figure: wide hat, long beard, wide sleeves
    _ROBE
    + _BELT
    + f'<path d="M7 28.5 13 20.5l2 9.5zM33 28.5 27 20.5l-2 9.5z" {_OUT}/>'
    + _FACE
    + _EYES
    + f'<path d="M18 16.4h4l-2 7.2z" fill="{INK}"/>'
    + f'<path d="M6.5 8.8h27L20 1.6z" fill="{INK}"/>'
    + f'<path d="M9 8.8h22" stroke="{GOLD}" stroke-width="1.2"/>'
)
_UN = (  # the god of luck: halo, round body, a fan
    f'<circle cx="20" cy="13" r="9" fill="none" stroke="{GOLD}" stroke-width="2"/>'
    + f'<ellipse cx="20" cy="36" rx="13" ry="14" {_OUT}/>'
    + f'<ellipse cx="20" cy="38" rx="6.5" ry="7" fill="{SKIN}" {_OUT}/>'
    + _FACE
    + _EYES
    + f'<path d="M18 15.6q2 1.6 4 0" fill="none" stroke="{INK}" stroke-width=".8"/>'
    + f'<path d="M29 30 36 22a6 6 0 0 1 3 7z" fill="{GOLD}" {_OUT}/>'
)
_REI = (  # the king: crown, ermine band, sceptre
    f'<path d="M33 14v34" stroke="{INK}" stroke-width="1.4"/>'
    + f'<circle cx="33" cy="13" r="2.2" fill="{GOLD}" {_OUT}/>'
    + _ROBE
    + f'<path d="M9.6 41h20.8l.9 5.6H8.7z" fill="{PAPER}" {_OUT}/>'
    + _BELT
    + _FACE
    + _EYES
    + f'<path d="M14.4 9.2 13.6 2.4l3.4 3 3-4 3 4 3.4-3-.8 6.8z" fill="{GOLD}" {_OUT}/>'
)
_KABA = (  # the mounted warrior: a horse and its rider with a lance
    f'<path d="M9 39v11M14 40v10M23 40v10M28 38.5v11.5" stroke="{INK}" stroke-width="2.2"/>'
    + f'<path d="M6.2 33c-3 2-4 7-2.4 11" fill="none" stroke="{INK}" stroke-width="1.8"/>'
    + f'<ellipse cx="17.5" cy="35" rx="12" ry="6.6" {_OUT}/>'
    + f'<path d="M25 31.5 30.5 20q2.5-3.4 5.6-.8l3.4 5q.6 2-1.6 2.2l-4.4-1.2L30 35z" {_OUT}/>'
    + f'<path d="M31.6 19.6l1.2-3.6 1.6 3.4" fill="{INK}"/>'
    + f'<circle cx="35" cy="21.4" r=".8" fill="{PAPER}"/>'
    + f'<path d="M13.5 31c0-6 2-10 5.5-10.6 3.5.6 5 4.6 5 10.6z" fill="{INK}"/>'
    + f'<path d="M14.6 27.4h8.8" stroke="{GOLD}" stroke-width="1.2"/>'
    + f'<circle cx="19" cy="15.6" r="4" fill="{SKIN}" {_OUT}/>'
    + f'<path d="M14.8 14.6a4.2 4.2 0 0 1 8.4 0zM19 10.4l1.6-3.6" fill="{INK}" stroke="{INK}"'
    ' stroke-width=".8"/>'
    + f'<path d="M22 27 37.5 2.5" stroke="{INK}" stroke-width="1.3"/>'
    + f'<path d="M36.6 4 31.6 4.6l3.4 2.6z" fill="{GOLD}"/>'
)
_SOTA = (  # the lady: hair falling to the shoulders, a bell-shaped dress, a hairpin
    f'<path d="M20 18.5c4 0 7 2 8 5l6 26H6l6-26c1-3 4-5 8-5z" {_OUT}/>'
    + f'<path d="M12.6 31.5h14.8" stroke="{GOLD}" stroke-width="1.6"/>'
    + f'<path d="M13.6 13c0-5 2.8-7.6 6.4-7.6s6.4 2.6 6.4 7.6v9h-2.6V13h-7.6v9h-2.6z" '
    f'fill="{INK}"/>'
    + _FACE
    + _EYES
    + f'<path d="M15 7.4c1-4.4 9-4.4 10 0z" fill="{INK}"/>'
    + f'<path d="M25 4.6 30 2" stroke="{GOLD}" stroke-width="1.3"/>'
)
_ROBAI = (  # the dragon: a coiled body, a horned head, a pearl
    '<path d="M30 10c-10 0-14 7-8 12s10 10 2 15-18 2-17 10" fill="none" '
    'stroke="currentColor" stroke-width="6" stroke-linecap="round"/>'
    + f'<path d="M30 10c-10 0-14 7-8 12s10 10 2 15-18 2-17 10" fill="none" '
    f'stroke="{GOLD}" stroke-width="1" stroke-dasharray="2 2.4"/>'
    + f'<path d="M26 5.6 35 6l3 4-4 3.6-8-.6z" {_OUT}/>'
    + f'<path d="M28 6 25.5 1.4M31 6 30 1" stroke="{INK}" stroke-width="1.1"/>'
    + f'<circle cx="33" cy="8.8" r=".9" fill="{PAPER}"/>'
    + f'<path d="M38 10l2 2" stroke="{INK}" stroke-width=".8"/>'
    + f'<circle cx="9" cy="23" r="3.2" fill="{GOLD}" {_OUT}/>'
)

#: R2: a simple figure for each court rank, in a 40×52 box.
FIGURE: Final = {
    Rank.SUN: _SUN,
    Rank.UN: _UN,
    Rank.REI: _REI,
    Rank.KABA: _KABA,
    Rank.SOTA: _SOTA,
    Rank.ROBAI: _ROBAI,
}

#: The card back (60×90): an indigo lattice in a gold frame around a small medallion.
#: It needs the clip path BACK_CLIP (id ``ul-back-clip``) defined beside it.
BACK: Final = (
    '<rect x=".5" y=".5" width="59" height="89" rx="4.5" fill="#27335e" stroke="#16203f"/>'
    '<path d="'
    + "".join(f"M{x} 4l84 84" for x in range(-80, 57, 8))
    + "".join(f"M{x} 4l-84 84" for x in range(4, 141, 8))
    + '" stroke="#41518c" stroke-width="1" fill="none" clip-path="url(#ul-back-clip)"/>'
    f'<rect x="4" y="4" width="52" height="82" rx="2.5" fill="none" stroke="{GOLD}" '
    'stroke-width="1.1"/>'
    f'<circle cx="30" cy="45" r="11" fill="#27335e" stroke="{GOLD}" stroke-width="1.1"/>'
    f'<path d="M30 37.5 37.5 45 30 52.5 22.5 45z" fill="{GOLD}"/>'
)
BACK_CLIP: Final = (
    '<clipPath id="ul-back-clip"><rect x="4" y="4" width="52" height="82" rx="2.5"/></clipPath>'
)
