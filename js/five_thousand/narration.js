// What the move log says (aria-live) of 5000 Rummy's events
// (rummy/five_thousand/view.py lists them): one line per event, from the
// event itself and the view after the reply. A stock card is named only in
// the person's own draw (the engine tells no one else).

import { meldName, rankText, seatName } from "./cards.js";

export function createNarrator(i18n) {
  const t = i18n.t;

  function meldOf(view, id) {
    return (view.melds || []).find((m) => m.id === id) || null;
  }

  function cardsText(cards) {
    return cards.map((e) => (e.as && e.as !== e.card
      ? t("ftAsCard", { card: i18n.cardShort(e.card), as: i18n.cardShort(e.as) }) : i18n.cardShort(e.card))).join(" ");
  }

  function where(view, id) {
    const meld = meldOf(view, id);
    return meld ? meldName(meld, i18n) : "";
  }

  function dealOver(event) {
    const head = event.kind === "out"
      ? (event.out === 0 ? t("ftOutYou") : t("ftOutCpu", { who: seatName(event.out, i18n) }))
      : t({ stop: "ftEndStop", quiet_circle: "ftEndQuiet", no_take: "ftEndNoTake" }[event.reason] || "ftEndStock");
    return `${head} ${t("ftLogDealPoints", { p: event.points[0], total: event.scores[0] })}`;
  }

  /** The log line of one event ("" for none). */
  function line(event, view) {
    const who = seatName(event.player, i18n);
    const card = event.card ? i18n.cardName(event.card) : "";
    switch (event.type) {
      case "first_dealer": return event.dealer === 0 ? t("ftFirstDealerYou") : t("ftFirstDealerCpu", { who: seatName(event.dealer, i18n) });
      case "deal": return t("ftLogDeal", { n: event.deal, who: seatName(event.dealer, i18n),
        card: i18n.cardName(event.face_up[event.dealer]), rank: rankText(event.wild) });
      case "draw":
        if (event.from === "stock") return event.player === 0 && event.card ? t("ftLogDrawYou", { card }) : t("ftLogDraw", { who });
        if (event.count > 1) return t("ftLogDeep", { who, n: event.count, card: i18n.cardName(event.cards[0]) });
        return t("ftLogTakeTop", { who, card: i18n.cardName(event.cards[0]) });
      case "meld": return t("ftLogMeld", { who, what: t(event.kind === "run" ? "ftRun" : "ftSet"), cards: cardsText(event.cards) });
      case "layoff": return t("ftLogLayoff", { who, card, where: where(view, event.meld) });
      case "rummy": return t("ftLogRummy", { who, card, where: where(view, event.meld) });
      case "pass": return t("ftLogPass", { who, card });
      case "discard": return t(event.out ? "ftLogOut" : "ftLogDiscard", { who, card });
      case "stop": return t("ftLogStop", { who });
      case "hand_empty": return t("ftLogEmpty", { who });
      case "deal_over": return dealOver(event);
      case "match_over": return event.winner === 0 ? t("ftMatchYou") : t("ftMatchCpu", { who: seatName(event.winner, i18n) });
      default: return "";
    }
  }

  /** The lines of a reply's events, in order. */
  function lines(events, view) {
    return events.map((e) => line(e, view)).filter(Boolean);
  }

  return { lines };
}
