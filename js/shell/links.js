// Links to a game: what the page's query string asks of the start screen,
// read once at load (js/main.js), and the link that opens a deal.
//
//   ?game=gin|five_thousand   the start screen opens on that game
//   &players= &level= &target= that game's options, preset as taps would set them
//   &deal=CODE                the deal code field filled (and opened)
//
// A value counts only when the start screen offers it (its markup is read:
// offeredChoices) or, for a deal, when it is a deal code by the engine's own
// format (py/rummy/seeding.py); anything else is dropped by parseLink, so
// nothing of the query string reaches the page but a value from those sets
// (compared, never put into markup or a selector). A link never starts a
// match, and a saved match stays resumable: the start screen only shows
// what a tap would.

import { h } from "./dom.js";

/** The options a link may preset (each one a choice group, [data-option], of the start screen). */
export const LINK_OPTIONS = ["players", "level", "target"];

// Deal codes as py/rummy/seeding.py makes and reads them (normalize_code):
// ten characters of Crockford base32; a typed O reads as 0, I and L as 1.
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_LENGTH = 10;

/** A deal code's canonical form (as seeding.normalize_code gives it), or null when it is not one. */
export function dealCode(text) {
  if (typeof text !== "string") return null;
  const code = text.trim().toUpperCase().replace(/[- ]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (code.length !== CODE_LENGTH || [...code].some((ch) => !CODE_ALPHABET.includes(ch))) return null;
  return code;
}

/**
 * What a query string asks, keeping only what is offered.
 * offered: {game: {option: [value, ...]}} (offeredChoices); current: the game shown without a link.
 * Returns {game, options, deal}: game null when none (or none offered) was asked; options
 * ({name: value}, values as the markup writes them) those the link's game, else `current`, offers.
 * A parameter given twice counts as not given: a link means one thing.
 */
export function parseLink(search, offered, current) {
  const params = new URLSearchParams(search);
  const one = (name) => {
    const all = params.getAll(name);
    return all.length === 1 ? all[0] : null;
  };
  const asked = one("game");
  const game = asked !== null && Object.hasOwn(offered, asked) ? asked : null;
  const choices = Object.hasOwn(offered, game || current) ? offered[game || current] : {};
  const options = {};
  for (const name of LINK_OPTIONS) {
    const value = one(name);
    if (value !== null && Object.hasOwn(choices, name) && choices[name].includes(value)) options[name] = value;
  }
  const deal = one("deal");
  return { game, options, deal: deal === null ? null : dealCode(deal) };
}

/** The address that opens deal `code` of `game`: this page's own address (`where`), its query and
 *  fragment replaced, so the link works wherever the game is hosted. */
export function dealLink(game, code, where) {
  const url = new URL(where);
  url.search = new URLSearchParams({ game, deal: code }).toString();
  url.hash = "";
  return url.href;
}

/** "Copy link" beside a deal code (each game's result view puts it there): the link that opens
 *  that deal in `game`, copied by the shell as any [data-copy] (js/shell/help.js wireCopy). In a
 *  box of its own, so its status is its own; with no text shown to select (data-copy-hidden),
 *  when the Clipboard API is out of reach the status shows the link for the person to copy. */
export function dealLinkCopy(t, game, code, where) {
  const link = dealLink(game, code, where);
  return h("span", { class: "deal-link" }, " ",
    h("button", { type: "button", class: "link copy", "data-testid": "copy-deal-link", "data-copy": link, "data-copy-hidden": "",
      "data-copy-label": "copyLink", "data-copy-done": t("linkCopied", { code }), "data-copy-selected": t("linkShown", { code, link }),
      text: t("copyLink") }),
    h("span", { class: "copy-status", role: "status", "data-testid": "copy-link-status" }));
}

const gamesOf = (node) => node.dataset.gameOptions.split(/\s+/);

/** The games and the choices the start screen offers, read from its markup:
 *  {game: {option: [value, ...]}} (js/shell/start.js says how it is marked up). */
export function offeredChoices(doc) {
  const offered = {};
  for (const btn of doc.querySelectorAll("[data-choose-game] [data-game]")) {
    const options = {};
    for (const section of doc.querySelectorAll("[data-game-options]")) {
      if (!gamesOf(section).includes(btn.dataset.game)) continue;
      for (const group of section.querySelectorAll(".seg[data-option]")) {
        options[group.dataset.option] = [...group.querySelectorAll("[data-value]")].map((b) => b.dataset.value);
      }
    }
    offered[btn.dataset.game] = options;
  }
  return offered;
}

/** The link's choices made on the start screen as a person would make them: its game's button and
 *  each option's button tapped (so they are remembered as taps are), its deal code typed in.
 *  `link` is parseLink's: only offered values, each found by comparison. */
export function applyLink(doc, link) {
  const tap = (buttons, wanted) => {
    const button = [...buttons].find(wanted);
    if (button) button.click();
  };
  if (link.game) tap(doc.querySelectorAll("[data-choose-game] [data-game]"), (b) => b.dataset.game === link.game);
  // The chosen game's sections are the ones shown now (the game's button showed them).
  const shown = [...doc.querySelectorAll("[data-game-options]")].filter((section) => !section.hidden);
  for (const [name, value] of Object.entries(link.options)) {
    for (const section of shown) {
      for (const group of section.querySelectorAll(".seg[data-option]")) {
        if (group.dataset.option === name) tap(group.querySelectorAll("[data-value]"), (b) => b.dataset.value === value);
      }
    }
  }
  if (link.deal) {
    const input = shown.map((section) => section.querySelector("input[data-option=deal]")).find(Boolean);
    if (input) {
      input.value = link.deal;
      const box = input.closest("details");
      if (box) box.open = true;
    }
  }
}

/** Read the page's query string once and show what it asks on the start screen (js/main.js). */
export function followLink(doc, search, currentGame) {
  const link = parseLink(search, offeredChoices(doc), currentGame);
  applyLink(doc, link);
  return link;
}
