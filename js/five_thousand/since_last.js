// What happened since the person's last turn, shown when their turn begins:
// one short line per seat that acted (what it drew, melded, laid off and
// threw), read from view.history (this deal's public steps), so it holds
// after a reload and says itself again in a new language. With eight
// players the wait between two turns of the person is long and the log's
// newest line alone cannot tell it; this panel can (the whole log is a tap
// away: log_sheet.js).

import { clear, h } from "../shell/dom.js";
import { isYou, manyPeople, seatName } from "./cards.js";

/** The steps since `me`'s own last step (the whole deal when they have not played yet). */
export function sinceLast(history, me = 0) {
  let start = 0;
  history.forEach((step, i) => { if (step.player === me) start = i + 1; });
  return history.slice(start);
}

/** Whether the deal on the table (over) ended before the person's first turn: its history holds
 *  no step of theirs (one person against CPUs only; several people each had a turn or not). */
export function endedBeforeYourTurn(view) {
  return Boolean(view) && ["deal_over", "match_over"].includes(view.phase) && isYou(0)
    && !(view.history || []).some((step) => step.player === 0);
}

/** [{seat, parts: [text]}] in the order the seats first acted. */
export function summary(steps, i18n, me = 0) {
  const t = i18n.t;
  const short = (card) => i18n.cardShort(card);
  const rows = new Map();
  for (const step of steps) {
    if (step.player === me) continue;
    if (!rows.has(step.player)) rows.set(step.player, []);
    const parts = rows.get(step.player);
    switch (step.action) {
      case "draw":
        if (step.from === "stock") parts.push(t("ftSinceStock"));
        else if (step.count > 1) parts.push(t("ftSinceDeep", { n: step.count, card: short(step.cards[0]) }));
        else parts.push(t("ftSinceTop", { card: short(step.cards[0]) }));
        break;
      case "meld": parts.push(t("ftSinceMeld", { cards: step.cards.map((e) => short(e.card)).join("") })); break;
      case "layoff": parts.push(t("ftSinceLayoff", { card: short(step.card) })); break;
      case "rummy": parts.push(t("ftSinceRummy", { card: short(step.card) })); break;
      case "pass": parts.push(t("ftSincePass")); break;
      case "discard": parts.push(t(step.out ? "ftSinceOut" : "ftSinceThrew", { card: short(step.card) })); break;
      case "stop": parts.push(t("ftSinceStop")); break;
      default: parts.push("");   // (one part a step: merged() counts on it)
        break;
    }
  }
  return [...rows].map(([seat, parts]) => ({ seat, parts: merged(parts, steps.filter((s) => s.player === seat), t, short) }));
}

/** Several melds in one turn say how many (the log names their cards), several lay-offs say
 *  their cards once: each line stays short. */
function merged(parts, steps, t, short) {
  const melds = steps.filter((s) => s.action === "meld").length;
  const layoffs = steps.filter((s) => s.action === "layoff");
  const out = [];
  const said = new Set();
  steps.forEach((step, i) => {
    if (step.action === "meld" && melds > 1) {
      if (!said.has("meld")) out.push(t("ftSinceMelds", { n: melds }));
      said.add("meld");
    } else if (step.action === "layoff" && layoffs.length > 1) {
      if (!said.has("layoff")) out.push(t("ftSinceLayoff", { card: layoffs.map((s) => short(s.card)).join("") }));
      said.add("layoff");
    } else out.push(parts[i]);
  });
  return out.filter(Boolean);
}

export function createSinceLast(doc, i18n, { onClose }) {
  const t = i18n.t;
  const center = doc.querySelector("#ft-table .ft-center");
  const list = h("ul", { class: "ft-since-list" });
  const close = h("button", { type: "button", class: "secondary ft-since-close", "data-testid": "since-last-close" });
  const title = h("h2", { id: "ft-since-title" });
  const panel = h("section", { class: "ft-since", "data-testid": "since-last", "aria-labelledby": "ft-since-title", hidden: true },
    h("div", { class: "ft-since-head" }, close, title), list);   // (the button floats at the top right)
  close.addEventListener("click", () => onClose());
  center.prepend(panel);

  // On a phone (the seats a strip above the centre) the panel covers the seats too, from the
  // table's top down to the pile row: seven seats' lines need that room at 360x640.
  const seats = doc.querySelector("#ft-seats");
  const pilerow = doc.querySelector("#ft-table .ft-pilerow");
  const wide = () => Boolean(window.matchMedia && window.matchMedia("(min-width: 900px) and (min-height: 600px)").matches);
  function place() {
    const over = !panel.hidden && !wide();
    panel.classList.toggle("over", over);
    if (!over) return;
    const c = center.getBoundingClientRect();
    panel.style.top = `${seats.getBoundingClientRect().top - c.top}px`;
    panel.style.bottom = `${c.bottom - pilerow.getBoundingClientRect().top + 4}px`;
  }

  /** Shown while `show` (the person is to draw, the panel not closed this turn). */
  function render(view, show) {
    const me = view.you ?? 0;
    const rows = show ? summary(sinceLast(view.history || [], me), i18n, me) : [];
    panel.hidden = !rows.length;
    place();
    if (!rows.length) return;
    title.textContent = manyPeople() ? t("ftSinceTitleOf", { who: seatName(me, i18n) }) : t("ftSinceTitle");
    close.textContent = t("ftOk");
    clear(list);
    for (const { seat, parts } of rows) {
      list.append(h("li", { class: `seat-c${seat}`, "data-seat": String(seat) },
        h("b", { class: "ft-since-who", text: seatName(seat, i18n) }), " ", h("span", { text: parts.join(t("ftSinceSep")) })));
    }
  }

  return { render };
}
