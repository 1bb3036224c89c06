// The coach's panels, bundled after _patch.js: the DealStepper's Analyse switch
// with the legal moves as bars of value, and the PlayTable's costliest decisions. Python
// judges every move (unsun_lab.analysis) and writes every word; this only draws.

// One row per legal move, best first: a bar on a scale Python chose to start a little below
// the worst move (so +2.3 and +3.2 look different), ending at the move's expected team margin
// (R29), with a whisker of one standard error either way; the played move is marked. The
// zero line is drawn when zero is on the scale.
function ulValueBars(dec, L) {
  const moves = dec.moves || [];
  const pct = (x) => x.toFixed(2) + "%";
  // Two decimals with the language's decimal mark (a comma in Portuguese and Czech).
  const fixed = (x) => x.toFixed(2).replace(".", L.decimal_mark || ".");
  const sign = (x) => (x > 0 ? "+" : "") + fixed(x);
  return ulH("div", { cls: "ul-bars", key: "bars", attrs: { role: "list" } }, moves.map((m) => {
    const played = m.move === dec.played;
    return ulH("div", {
      cls: "ul-bar-row" + (played ? " ul-played" : "") + (m.move === dec.best ? " ul-best" : ""),
      key: m.move, attrs: { role: "listitem", "data-move": m.move, "data-value": m.value, "data-bar": m.bar },
    },
    ulH("span", { cls: "ul-bar-move", key: "m", text: m.move }),
    ulH("span", { cls: "ul-bar-track", key: "t" },
      dec.zero === null || dec.zero === undefined ? null
        : ulH("span", { cls: "ul-bar-zero", key: "z", attrs: { style: "left:" + pct(dec.zero) } }),
      ulH("span", { cls: "ul-bar" + (m.value < 0 ? " ul-neg" : ""), key: "b",
        attrs: { style: "left:0;width:" + pct(m.bar) } }),
      ulH("span", { cls: "ul-bar-err", key: "e",
        attrs: { style: "left:" + pct(m.err[0]) + ";width:" + pct(m.err[1] - m.err[0]) } })),
    ulH("span", { cls: "ul-bar-value", key: "v", text: sign(m.value) + " ± " + fixed(m.stderr) }),
    played ? ulH("span", { cls: "ul-bar-played", key: "p", text: L.analysis_played }) : null);
  }));
}

// A progress bar with its sentence.
function ulProgress(p, text, key) {
  return ulH("div", { cls: "ul-progress-row", key: key || "prog", attrs: { role: "status" } },
    ulH("progress", { cls: "ul-progress", key: "p", attrs: { max: p.total || 1, value: p.done || 0 } }),
    ulH("span", { cls: "ul-muted", key: "t", text }));
}

// The DealStepper's panel: the switch, then (when on) the bars, the label and the reasons.
function ulAnalysisPanel(s, L, send) {
  const a = s.analysis || { on: false };
  const kids = [ulH("label", { cls: "ul-analyse-switch", key: "sw" },
    ulH("input", { cls: "ul-analyse", key: "c", checked: !!a.on,
      attrs: { type: "checkbox", role: "switch", "aria-checked": a.on ? "true" : "false" },
      on: { change: (ev) => send({ type: "analyse", value: ev.target.checked }) } }),
    " " + L.analyse)];
  if (a.on) {
    if (a.note) kids.push(ulH("div", { cls: "ul-muted ul-analysis-note", key: "note", text: a.note }));
    const d = a.decision;
    if (d) {
      kids.push(ulH("div", { cls: "ul-muted ul-analysis-title", key: "title", text: a.title }));
      kids.push(ulValueBars(d, L));
      kids.push(ulH("div", { cls: "ul-row ul-verdict", key: "verdict" },
        ulH("span", { cls: "ul-chip ul-label-" + d.label, key: "chip", text: d.label_text }),
        ulH("span", { cls: "ul-verdict-move", key: "mv", text: d.played || "" })));
      kids.push(ulH("ul", { cls: "ul-why", key: "why" },
        (d.why || []).map((line, i) => ulH("li", { key: "w" + i, text: line }))));
      kids.push(ulH("div", { cls: "ul-muted ul-legend", key: "legend", text: L.analysis_legend }));
    } else if (a.pending) {
      kids.push(ulProgress(a.pending, a.text));
    } else if (a.text) {
      kids.push(ulH("div", { cls: "ul-muted ul-analysis-text", key: "text", text: a.text }));
    }
  }
  return ulH("div", { cls: "ul-panel ul-analysis" + (a.on ? " ul-on" : ""), key: "analysis" }, kids);
}

// The PlayTable's end-of-deal coach: the learner's costliest decisions, or its progress.
function ulCoachPanel(c) {
  if (!c) return null;
  const kids = [ulH("div", { cls: "ul-heading", key: "h", text: c.title })];
  if (c.pending) kids.push(ulProgress(c.pending, c.text));
  else if (c.items && c.items.length) {
    kids.push(ulH("ol", { cls: "ul-costly", key: "l" }, c.items.map((it) => ulH("li", {
      cls: "ul-costly-item ul-label-" + it.label, key: "n" + it.number, attrs: { "data-number": it.number } },
      ulH("div", { cls: "ul-costly-head", key: "t", text: it.text }),
      ulH("div", { cls: "ul-muted ul-costly-why", key: "w", text: (it.why || []).slice(1).join(" ") })))));
  } else if (c.text) kids.push(ulH("div", { cls: "ul-muted", key: "t", text: c.text }));
  return ulH("div", { cls: "ul-panel ul-coach", key: "coach" }, kids);
}
