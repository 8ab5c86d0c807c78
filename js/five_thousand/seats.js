// The other seats (CPU 1 ... CPU n-1) and the person's own line, drawn from
// view.seats: name, hand size, total, dealer badge, whose turn; and, in each
// seat's details, its face-up dealt card while held, the cards it took from
// the pile, the points it melded this deal and its melds. On a phone the
// seats are compact chips whose details open on tap (one at a time, over the
// table); on a wide screen they sit around the table with their details shown.
// Chips have no aria-label: their name is their own text (visually hidden
// words join the visible ones), so what is seen is what is read.
// With several people at the device, the own line is the seat whose hand is
// shown (during a handoff: the person about to take the device) and the
// others follow clockwise from it; test ids keep each seat's own number.

import { clear, h } from "../shell/dom.js";
import { cardLabel, isPerson, meldKind, mini, seatName } from "./cards.js";
import { points } from "./numbers.js";

const WIDE = "(min-width: 900px) and (min-height: 600px)";
// A chip's total of four or five signs ("4985", "-1480") takes a smaller size, to fit beside the hand count.
const LONG = { 4: " long", 5: " longer", 6: " longer" };

/** How many CPU seats sit on the left, on top and on the right (clockwise from the person). */
export function sides(cpuSeats) {
  const side = cpuSeats <= 4 ? 1 : 2;
  return { left: Math.min(side, cpuSeats), top: Math.max(0, cpuSeats - 2 * side), right: cpuSeats > 1 ? side : 0 };
}

export function createSeats(doc, i18n) {
  const t = i18n.t;
  const comma = () => (i18n.lang === "ja" ? "、" : ", ");   // between the spoken parts of a seat's name
  const box = doc.querySelector("#ft-seats");
  const me = doc.querySelector("#ft-me");
  const columns = { left: h("div", { class: "ft-side ft-left" }), top: h("div", { class: "ft-side ft-top" }),
    right: h("div", { class: "ft-side ft-right" }) };
  box.append(columns.left, columns.top, columns.right);
  const sr = (text) => h("span", { class: "sr", text });
  const wide = () => Boolean(window.matchMedia && window.matchMedia(WIDE).matches);
  let base = 0;   // the seat on the own line

  function badges(view, seat) {
    const out = [];
    if (view.dealer === seat) {
      out.push(h("span", { class: "ft-dealer", "aria-hidden": "true", text: t("ftDealerShort") }), sr(`${comma()}${t("ftDealer")}`));
    }
    if (view.to_act === seat && !["deal_over", "match_over"].includes(view.phase)) out.push(sr(`${comma()}${t("ftToAct")}`));
    return out;
  }

  function detail(view, seat) {
    const info = view.seats[seat];
    const melds = (view.melds || []).filter((m) => m.owner === seat);
    // Named, so a screen reader that lands in it says whose it is.
    const box = h("div", { class: "ft-seat-detail", id: `ft-seat-detail-${seat}`, role: "group",
      "aria-label": t("ftSeatDetailOf", { who: seatName(seat, i18n) }) });
    const row = (label, ...content) => box.append(h("div", { class: "ft-row" }, h("span", { class: "ft-label", text: label }), ...content));
    const cards = (list) => {
      const span = h("span", { class: "ft-cards", role: list.length ? "list" : null });
      for (const c of list) span.append(h("span", { role: "listitem", "aria-label": cardLabel(c, i18n, view) }, mini(c, i18n, view)));
      if (!list.length) span.append(h("span", { class: "none", text: t("ftNone") }));
      return span;
    };
    row(t("ftFaceUp"), cards(info.face_up ? [info.face_up] : []));
    row(t("ftTook"), cards(info.took || []));
    row(t("ftMeldedDeal"), h("b", { text: String(info.melded_points) }));
    row(t("ftMeldCount"), h("span", { text: melds.length ? i18n.list(melds.map((m) => meldKind(m, i18n))) : t("ftNone") }));
    return box;
  }

  /** The face-up dealt card on a chip: a small text badge ("6♦") in the suit's colour, ringed when wild. */
  function faceUpBadge(code, view) {
    const wild = code[0] === view.wild;
    return h("span", { class: `ft-chip-faceup ink-${code[1]}-text${wild ? " wild" : ""}`, "data-card": code },
      sr(`${comma()}${t("ftFaceUp")} ${cardLabel(code, i18n, view)}`),
      h("span", { "aria-hidden": "true", text: i18n.cardShort(code) }));   // a wild one: ringed in gold
  }

  function seatNode(view, seat, open, showDetail) {
    const info = view.seats[seat];
    const node = h("div", {
      class: `ft-seat seat-c${seat}${open ? " open" : ""}`,
      "data-testid": `seat-${seat}`,
      "data-seat": String(seat),
      "data-hand-count": String(info.hand_count),
      "data-dealer": String(view.dealer === seat),
      "data-to-act": String(view.to_act === seat && !["deal_over", "match_over"].includes(view.phase)),
    });
    const chip = h("button", { type: "button", class: "ft-chip", "data-seat": String(seat),
      "aria-controls": `ft-seat-detail-${seat}`, "aria-expanded": showDetail ? String(open) : null },
    h("span", { class: "ft-name", text: seatName(seat, i18n) }), ...badges(view, seat),
    sr(comma()), h("span", { class: "ft-count", text: String(info.hand_count) }), sr(` ${t("ftCardsWord")}${comma()}${t("ftTotalWord")} `),
    h("b", { class: `ft-total${LONG[String(info.score).length] || ""}`, "data-testid": `score-${seat}`, text: points(info.score) }),
    info.face_up ? faceUpBadge(info.face_up, view) : null);
    node.append(chip);
    const details = detail(view, seat);
    details.hidden = showDetail && !open;   // on a phone: shown when the chip is opened
    node.append(details);
    return node;
  }

  /** Draw the CPU seats and the person's line; `expanded`: the seat whose details are open (phone). */
  function render(view, expanded) {
    const phone = !wide();
    for (const column of Object.values(columns)) clear(column);
    const count = view.players - 1;
    const { left, top } = sides(count);
    if (Number.isInteger(view.you)) base = view.you;
    else if (isPerson(view.to_act)) base = view.to_act;
    base %= view.players;
    for (let place = 1; place < view.players; place += 1) {
      const seat = (base + place) % view.players;
      const column = place <= left ? columns.left : place <= left + top ? columns.top : columns.right;
      const node = seatNode(view, seat, phone && expanded === seat, phone);
      node.style.setProperty("order", String(place));
      column.append(node);
    }
    box.dataset.count = String(count);
    renderMe(view);
  }

  function renderMe(view) {
    const info = view.seats[base];
    clear(me);
    me.dataset.testid = `seat-${base}`;
    me.dataset.seat = String(base);
    me.dataset.handCount = String(info.hand_count);
    me.dataset.toAct = String(view.to_act === base && !["deal_over", "match_over"].includes(view.phase));
    me.append(h("span", { class: "ft-name", text: seatName(base, i18n) }), ...badges(view, base),
      sr(`${comma()}${t("ftTotalWord")} `), h("b", { class: "ft-total", "data-testid": `score-${base}`, text: points(info.score) }),
      h("span", { class: "ft-melded", text: t("ftMeldedShort", { n: info.melded_points }) }));
  }

  return { render };
}
