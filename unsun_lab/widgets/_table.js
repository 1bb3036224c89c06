// The table shared by the PlayTable and the DealStepper (placed before each widget's module,
// see _common.bundle): the eight seats around the middle, where the trick lies in play order.
// The seat at the bottom (you in the PlayTable) is place 0; the others follow clockwise (R4),
// up the left side, across the top and down the right. It only places what Python sent.

// The grid area of `seat` when `bottom` sits at the bottom of the table.
function ulPlace(seat, bottom) {
  return "s" + ((seat - (bottom || 0) + 8) % 8);
}

// A team mark that is not only a colour: ◆ for seats 0/2/4/6, ● for seats 1/3/5/7 (R5).
function ulTeamMark(seat) {
  return seat % 2 === 0 ? "◆" : "●";
}

// The ring: `places` are vnodes with `data-seat`; each is put at its place, `middle` inside.
// `cls` picks a layout ("ul-ring-hands": seats holding whole hands, the DealStepper's).
function ulRingH(key, places, middle, bottom, cls) {
  const placed = places.map((v) => {
    const seat = Number(v.props.attrs["data-seat"]);
    const style = "grid-area: " + ulPlace(seat, bottom);
    v.props.attrs = Object.assign({}, v.props.attrs, { style, "data-place": ulPlace(seat, bottom) });
    return v;
  });
  return ulH("div", { cls: "ul-ring" + (cls ? " " + cls : ""), key },
    placed, ulH("div", { cls: "ul-middle", key: "middle", attrs: { style: "grid-area: mid" } }, middle));
}
