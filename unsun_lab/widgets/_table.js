// The table shared by the PlayTable and the DealStepper (placed before each widget's module,
// see _common.bundle): the eight seats around the middle, where the trick lies in play order.
// The seat at the bottom (you in the PlayTable) is place 0; the others follow clockwise (R4),
// up the left side, across the top and down the right. It only places what Python sent.

// The grid area of `seat` when `bottom` sits at the bottom of the table.
function ulPlace(seat, bottom) {
  return "s" + ((seat - (bottom || 0) + 8) % 8);
}

// A team mark that is not only a colour: ◆ for team 0, ● for team 1 (R5; the team is
// Python's, rules.team_of).
function ulTeamMark(team) {
  return team === 0 ? "◆" : "●";
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

// A trick (payload of _payloads.trick_payload): its heading (after `title`, if any), the plays
// in order with who played each (↓: played face down, R24), the winner ringed, W and O tagged
// under their cards where the combination test compared them (O ringed dashed, R27) with the
// legend, and the core's sentence once complete. The one trick renderer of the PlayTable and
// the DealStepper.
function ulTrickH(t, title, faces, L, key, local) {
  if (!t) return ulH("div", { cls: "ul-panel ul-trick", key }, ulH("div", { cls: "ul-muted", key: "n", text: title }));
  return ulH("div", { cls: "ul-panel ul-trick", key, attrs: { "data-trick": t.number } },
    ulH("div", { cls: "ul-heading", key: "h", text: title ? title + L.join + t.heading : t.heading }),
    ulH("div", { cls: "ul-row ul-plays", key: "plays" }, t.plays.map((p, i) => ulH("div", { cls: "ul-play", key: "p" + i },
      ulCardH(p.card, faces, { key: "c", cls: ulMarkCls(t, p, i, "ul-winner", "ul-o-card"), label: t.names[i] }),
      ulH("div", { cls: "ul-muted ul-play-who", key: "w", text: t.names[i] + (p.face_down ? " " + L.face_down_mark : "") }),
      ulWoTagH(t, i)))),
    t.hidden_note ? ulH("div", { cls: "ul-muted ul-hidden-note", key: "hn", text: t.hidden_note }) : null,
    t.legend ? ulH("div", { cls: "ul-muted ul-wo-legend", key: "lg", text: t.legend }) : null,
    t.explain ? ulH("div", { cls: "ul-explain ul-trick-result", key: "ex" }, ulRich(t.explain, L, local || {}, key + "-ex")) : null);
}

// The classes of a trick's card: `win` for the winner, `o` for the other team's strongest
// trump where the combination test compared it with W (Python's `marks`, R27).
function ulMarkCls(t, p, i, win, o) {
  const cls = [];
  if (t.complete && p.seat === t.winner) cls.push(win);
  if ((t.marks || [])[i] === "o") cls.push(o);
  return cls.join(" ");
}

// W or O under a card (Python's words: W/O, V/A, V/S, 勝/相), or nothing.
function ulWoTagH(t, i) {
  const mark = (t.marks || [])[i];
  return mark ? ulH("div", { cls: "ul-wo-tag ul-wo-" + mark, key: "wo", text: t.tags[i], attrs: { "data-mark": mark } }) : null;
}

// A refusal or a message shown beside the control that caused it.
function ulNote(text, key, cls, role) {
  return text ? ulH("div", { cls: "ul-refusal " + (cls || ""), key, text, attrs: { role: role || "alert" } }) : null;
}
