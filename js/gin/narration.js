// What the move log says (aria-live) of Gin's events (docs/protocol.md): one
// line per event, from the event itself and the view after the reply. The
// person's own stock draw names its card (the engine tells that seat only).
// Whole sentences come from the strings, so each language keeps its own
// punctuation (。、 in Japanese).

import { isYou, whoOf } from "./names.js";
import { matchHeadline, roundHeadline, totalsText, winsLine } from "./result_view.js";

export function createNarrator(i18n) {
  const t = i18n.t;
  const who = (seat) => whoOf(seat, t);

  function resultLine(event, view) {
    if (event.kind === "void") {
      const why = (view.result || {}).reason === "turn_limit" ? "voidTurns" : "voidStock";
      return t("logVoid", { why: t(why) });
    }
    const result = { ...(view.result || {}), kind: event.kind, winner: event.winner };
    return t("logResult", {
      head: roundHeadline(result, t),
      points: winsLine(t, event.winner, event.points),
      totals: totalsText(t, event.scores),
    });
  }

  /** The log line of one event ("" for none); `gin`: the round this reply ended was gin. */
  function line(event, view, gin) {
    const name = event.card ? i18n.cardName(event.card) : "";
    const w = who(event.player);
    switch (event.type) {
      case "deal": return t("logRoundStart", { n: event.round, dealer: who(event.dealer), card: i18n.cardName(event.upcard) });
      case "take": return t("logTake", { who: w, card: name });
      case "pass": return t("logPass", { who: w });
      case "draw":
        if (event.from === "discard") return t("logDrawDiscard", { who: w, card: name });
        // Two people: the log stays on screen as the device passes, so it names no stock card.
        return event.card && isYou(event.player) ? t("logDrawStockYou", { card: name }) : t("logDrawStock", { who: w });
      case "discard": return t("logDiscard", { who: w, card: name });
      case "knock": return t(gin ? "logGin" : "logKnock", { who: w, card: name });
      case "big_gin": return roundHeadline({ kind: "big_gin", knocker: event.player }, t);
      case "round_over": return resultLine(event, view);
      case "match_over": return matchHeadline(t, event.winner);
      default: return "";
    }
  }

  /** The lines of a reply's events, in order. A match's end is said on the
   *  line of the round that ended it. */
  function lines(events, view) {
    const gin = events.some((e) => e.type === "round_over" && e.kind === "gin");
    const out = [];
    for (const event of events) {
      const text = line(event, view, gin);
      if (event.type === "match_over" && out.length) out[out.length - 1] += t("sentenceJoin") + text;
      else if (text) out.push(text);
    }
    return out;
  }

  return { lines, who };
}
