// What the move log says (aria-live) of 5000 Rummy's events
// (rummy/five_thousand/view.py lists them): one line per event, from the
// event itself and the view after the reply. A stock card is named only in
// the person's own draw (the engine tells no one else).

import { isPerson, isYou, manyPeople, meldKind, meldName, rankText, seatName } from "./cards.js";
import { points, signed } from "./numbers.js";
import { endedBeforeYourTurn } from "./since_last.js";

export function createNarrator(i18n) {
  const t = i18n.t;

  function meldOf(view, id) {
    return (view.melds || []).find((m) => m.id === id) || null;
  }

  function cardsText(cards) {
    return cards.map((e) => (e.as && e.as !== e.card
      ? t("ftAsCard", { card: i18n.cardShort(e.card), as: i18n.cardShort(e.as) }) : i18n.cardShort(e.card))).join(" ");
  }

  /** The meld a card went to: "CPU 2's run of spades"; a seat's own: "its own run of spades"
   *  (not "CPU 2 called … onto CPU 2's run"). */
  function where(view, id, player) {
    const meld = meldOf(view, id);
    if (!meld) return "";
    if (meld.owner !== player || isYou(player)) return meldName(meld, i18n);
    return t(isPerson(player) ? "ftOwnMeldPerson" : "ftOwnMeld", { what: meldKind(meld, i18n) });
  }

  function dealOver(event, view) {
    const head = event.kind === "out"
      ? (isYou(event.out) ? t("ftOutYou") : t("ftOutCpu", { who: seatName(event.out, i18n) }))
      : t({ stop: "ftEndStop", quiet_circle: "ftEndQuiet", no_take: "ftEndNoTake" }[event.reason] || "ftEndStock");
    if (manyPeople()) return head;   // no one is "you": the result shows every seat's points
    const early = endedBeforeYourTurn(view) ? ` ${t("ftEndedBeforeYou")}` : "";
    return `${head}${early} ${t("ftLogDealPoints", { p: signed(event.points[0]), total: points(event.scores[0]) })}`;
  }

  /** The log line of one event ("" for none). */
  function line(event, view) {
    const who = seatName(event.player, i18n);
    const card = event.card ? i18n.cardName(event.card) : "";
    switch (event.type) {
      case "first_dealer": return isYou(event.dealer) ? t("ftFirstDealerYou") : t("ftFirstDealerCpu", { who: seatName(event.dealer, i18n) });
      case "deal": return t("ftLogDeal", { n: event.deal, who: seatName(event.dealer, i18n),
        card: i18n.cardName(event.face_up[event.dealer]), rank: rankText(event.wild) });
      case "draw":
        // Several people: the log stays on screen as the device passes, so it names no stock card.
        if (event.from === "stock") return isYou(event.player) && event.card ? t("ftLogDrawYou", { card }) : t("ftLogDraw", { who });
        if (event.count > 1) return t("ftLogDeep", { who, n: event.count, card: i18n.cardName(event.cards[0]) });
        return t("ftLogTakeTop", { who, card: i18n.cardName(event.cards[0]) });
      case "meld": return t("ftLogMeld", { who, what: t(event.kind === "run" ? "ftRun" : "ftSet"), cards: cardsText(event.cards) });
      case "layoff": return t("ftLogLayoff", { who, card, where: where(view, event.meld, event.player) });
      case "rummy": return t("ftLogRummy", { who, card, where: where(view, event.meld, event.player) });
      case "pass": return t("ftLogPass", { who, card });
      case "discard": return t(event.out ? "ftLogOut" : "ftLogDiscard", { who, card });
      case "stop": return t("ftLogStop", { who });
      case "hand_empty": return t("ftLogEmpty", { who });
      case "deal_over": return dealOver(event, view);
      case "match_over": return isYou(event.winner) ? t("ftMatchYou") : t("ftMatchCpu", { who: seatName(event.winner, i18n) });
      default: return "";
    }
  }

  /** The lines of a reply's events, in order. */
  function lines(events, view) {
    return events.map((e) => line(e, view)).filter(Boolean);
  }

  return { lines };
}
