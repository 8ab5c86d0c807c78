// The card pictures of the help: a paragraph of a game's help text made only
// of markers, [[7H 8H 9H | A run]] [[KS KH KD | A set]], is drawn as a row of
// small card faces (js/shell/cards_svg.js), each group with its caption. The
// help text stays the one source, in each language; a picture's name says
// its cards for a screen reader.
//
// A card in a marker: its code ("7H", "TS"); "5S=8H" a wild card standing for
// 8H; "5S*" a wild card standing for nothing named; "+6C" a card laid off.

import { h } from "./dom.js";
import { cardFace } from "./cards_svg.js";

const MARKER = /\[\[([^\]]*)\]\]/g;
const CARD = /^(\+)?([A2-9TJQK][SHDC])(\*|=([A2-9TJQK][SHDC]))?$/;

/** Whether the paragraph `text` is a row of pictures (it starts with a marker). */
export const isPictureRow = (text) => text.trimStart().startsWith("[[");

/** The groups of a picture row: [{cards: [{code, wild, as, laidOff}], caption}].
 *  Anything but markers in the row, or a card that is no card, is an error
 *  naming it (a typo in the help text must not draw a wrong picture). */
export function parsePictureRow(text) {
  const outside = text.replace(MARKER, "").trim();
  if (outside) throw new Error(`help picture row: text outside [[...]]: ${JSON.stringify(outside)} in ${JSON.stringify(text)}`);
  const groups = [...text.matchAll(MARKER)].map(([, inner]) => {
    const [codes, caption = "", ...rest] = inner.split("|");
    if (rest.length) throw new Error(`help picture row: more than one "|" in [[${inner}]]`);
    const cards = codes.trim().split(/\s+/).filter(Boolean).map((token) => {
      const m = CARD.exec(token);
      if (!m) throw new Error(`help picture row: ${JSON.stringify(token)} is no card, in [[${inner}]]`);
      return { code: m[2], laidOff: Boolean(m[1]), wild: Boolean(m[3]), as: m[4] || null };
    });
    if (!cards.length) throw new Error(`help picture row: no cards in [[${inner}]]`);
    return { cards, caption: caption.trim() };
  });
  if (!groups.length) throw new Error(`help picture row: no [[...]] in ${JSON.stringify(text)}`);
  return groups;
}

/** What a screen reader says of one card: "5 of spades (wild, as 8 of hearts)". */
function spokenCard(card, i18n) {
  const name = i18n.cardName(card.code);
  if (card.as) return i18n.t("helpWildAs", { card: name, as: i18n.cardName(card.as) });
  if (card.wild) return i18n.t("helpWild", { card: name });
  if (card.laidOff) return i18n.t("helpLaidOff", { card: name });
  return name;
}

function pictureCard(card, i18n) {
  const span = h("span", {
    class: ["help-card", card.wild ? "wild" : "", card.laidOff ? "laid-off" : ""].filter(Boolean).join(" "),
    "data-card": card.code,
  });
  span.append(cardFace(card.code));
  if (card.wild) span.append(h("i", { class: "help-wild-mark", "aria-hidden": "true", text: "★" }));
  if (card.as) span.append(h("i", { class: "card-as help-as", "aria-hidden": "true", text: `=${i18n.cardShort(card.as)}` }));
  if (card.laidOff) span.append(h("i", { class: "help-laid-mark", "aria-hidden": "true", text: "+" }));
  return span;
}

/** A row of pictures: one figure per group, its faces named as one image, its caption below. */
export function pictureRow(text, i18n) {
  const row = h("div", { class: "help-cards" });
  for (const group of parsePictureRow(text)) {
    const faces = h("span", {
      class: "help-meld",
      role: "img",
      "aria-label": i18n.list(group.cards.map((card) => spokenCard(card, i18n))),
      "data-cards": group.cards.map((card) => card.code).join(" "),
    });
    for (const card of group.cards) faces.append(pictureCard(card, i18n));
    const figure = h("figure", { class: "help-figure" }, faces);
    if (group.caption) figure.append(h("figcaption", { text: group.caption }));
    row.append(figure);
  }
  return row;
}
