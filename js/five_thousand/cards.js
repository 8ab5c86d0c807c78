// Display helpers for 5000 Rummy's cards: the order the person's hand is
// shown in, wild marks, short texts. Display only: what a card is worth, what
// melds and what may be played always comes from the engine (the view, its
// legal list, its answers to queries).

import { h } from "../shell/dom.js";
import { cardFace } from "../shell/cards_svg.js";
import { seatTable } from "../shell/seats_names.js";

const SUITS = { S: 0, H: 1, C: 2, D: 3 };          // colours alternate: ♠ ♥ ♣ ♦
const RANKS = "23456789TJQKA";                      // ace shown high: it is worth 100

export const isWild = (code, wild) => Boolean(code) && code[0] === wild;
export const rankText = (rank) => (rank === "T" ? "10" : rank || "");

/** The hand in display order: [{code, index}] (index: the card's place in
 *  view.hand, which tells two copies of a card apart). Wild cards go last. */
export function sortHand(hand, wild, by) {
  const key = (code) => {
    const suit = SUITS[code[1]];
    const rank = RANKS.indexOf(code[0]);
    return (isWild(code, wild) ? 1000 : 0) + (by === "rank" ? rank * 4 + suit : suit * 20 + rank);
  };
  return hand.map((code, index) => ({ code, index })).sort((a, b) => key(a.code) - key(b.code) || a.index - b.index);
}

/** A small face-up card (melds, the seats' known cards, results); a wild card
 *  is marked, and `as` (what a wild card stands for in a meld) is written on it. */
export function mini(code, i18n, view, { as = null, extra = "", by = null } = {}) {
  const wild = view && isWild(code, view.wild);
  const span = h("span", {
    class: ["mini", "ft-mini", wild ? "wild" : "", extra].filter(Boolean).join(" "),
    "data-card": code,
    "data-by": by === null ? null : String(by),
  });
  span.append(cardFace(code));
  if (wild) span.append(h("i", { class: "ft-wild-mark", "aria-hidden": "true", text: "★" }));
  if (as && as !== code) span.append(h("i", { class: "card-as ft-as", "aria-hidden": "true", text: `=${i18n.cardShort(as)}` }));
  if (by !== null) span.append(h("i", { class: `ft-by seat-c${by}${isYou(by) ? " ft-by-you" : ""}`, "aria-hidden": "true", text: seatMark(by, i18n) }));
  return span;
}

/** A card's spoken name, with its wild mark. */
export function cardLabel(code, i18n, view) {
  const name = i18n.cardName(code);
  return view && isWild(code, view.wild) ? `${name} (${i18n.t("ftWildCard")})` : name;
}

/** A card button's name as content: what it shows, then its words ("K♥ king of hearts"). */
export function shownLabel(code, i18n, view) {
  return `${i18n.cardShort(code)} ${cardLabel(code, i18n, view)}`;
}

// Who sits where (the bridge's `seats`), kept here beside the words that name the
// seats, because every part of the table names them; the page sets it from each
// reply (setTable) before it draws.
const table = seatTable();
export const setTable = table.set;
/** More than one person at the device: every seat goes by its name, no one is "You". */
export const manyPeople = table.manyPeople;
export const isYou = table.isYou;
export const isPerson = table.isPerson;

/** "You", "CPU 3"; with several people, each person's name ("Ann"; "Player 2" when none was given). */
export function seatName(seat, i18n) {
  if (manyPeople() && isPerson(seat)) return table.given(seat) || i18n.t("ftPlayer", { n: seat + 1 });
  return isYou(seat) ? i18n.t("ftYou") : i18n.t("ftCpu", { n: seat });
}

/** A seat's one-sign mark (a card laid off by another seat, a narrow score sheet's heading). */
export function seatMark(seat, i18n) {
  if (isYou(seat)) return i18n.t("ftYouShort");
  return manyPeople() && isPerson(seat) ? Array.from(seatName(seat, i18n))[0] : String(seat);
}

/** What a meld is, without whose: "run of hearts", "set of 7s" (a seat's own box names its melds so). */
export function meldKind(meld, i18n) {
  return meld.kind === "run"
    ? i18n.t("ftRunOf", { suit: i18n.t(`ftSuit${meld.suit}`) })
    : i18n.t("ftSetOf", { rank: i18n.t(`ftRankPlural${meld.rank}`) });
}

/** A meld in words: "CPU 2's run of spades" / "your set of kings". */
export function meldName(meld, i18n) {
  const what = meldKind(meld, i18n);
  return isYou(meld.owner) ? i18n.t("ftYourMeld", { what }) : i18n.t("ftTheirMeld", { who: seatName(meld.owner, i18n), what });
}

/** A meld's cards in words, each wild card with its place. */
export function meldCardsText(cards, i18n) {
  return i18n.list(cards.map((e) => (e.as && e.as !== e.card
    ? i18n.t("ftAsCard", { card: i18n.cardName(e.card), as: i18n.cardName(e.as) })
    : i18n.cardName(e.card))));
}

/** Sentences said one after another: ". " in English, "。" in Japanese. */
export function sentences(parts, i18n) {
  return i18n.lang === "ja" ? parts.map((p) => p.replace(/。$/, "")).join("。") : parts.join(". ");
}

/** "name: what" with the language's colon. */
export function titled(name, what, i18n) {
  return i18n.lang === "ja" ? `${name}：${what}` : `${name}: ${what}`;
}
