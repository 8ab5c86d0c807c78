// What the person's taps and keys do (intents from input.js), for the page
// (index.js). Every action sent is one view.legal lists, or a meld the
// engine's answer to the meld query accepted; an action the legal list does
// not hold is not sent: the engine is asked why (the `check` query) and the
// page says it in words.
//
// `ctx` is what the intents work with: {page, runner, dialogs, i18n}; they
// keep no state of their own (the page's is page_state.js's).

import { meldName } from "./cards.js";

const DISCARDING = ["play", "rummy_discard"];

export function createIntents({ page, runner, dialogs, i18n }) {
  const ctx = { page, runner, dialogs, i18n, t: i18n.t };
  /** An intent from input.js. */
  return { handle: (intent) => handle(ctx, intent) };
}

const legal = ({ page }, type, fn) => ((page.view() && page.view().legal) || []).filter((a) => a.type === type && (!fn || fn(a)));

/** The words for a refusal code (the engine's answer to a check query). */
function refusal({ page, i18n, t }, answer, card) {
  const view = page.view();
  if (!answer || answer.ok) return "";
  const names = { card: i18n.cardName(card || ""), target: i18n.cardName(view.must_play || card || "") };
  const key = {
    must_play: "ftWhyMustPlay", no_discard: "ftWhyNoDiscard", cannot_go_out: "ftWhyCannotGoOut",
    cannot_take: "ftWhyCannotTake", cannot_finish: "ftWhyCannotFinish", cannot_lay_off: "ftWhyCannotLayOff",
    bad_meld: "ftWhyBadMeld",
  }[answer.code];
  return key ? t(key, names) : t("ftWhyOther", { code: answer.code });
}

async function explain(ctx, action, card) {
  const answer = await ctx.runner.query({ type: "check", action });
  if (answer && !answer.ok) ctx.page.say(refusal(ctx, answer, card));
}

function discard(ctx, card) {
  if (legal(ctx, "discard", (a) => a.card === card).length) ctx.page.act({ type: "discard", card });
  else explain(ctx, { type: "discard", card }, card);
}

async function pile(ctx, depth) {
  const { page, t } = ctx;
  const view = page.view();
  if (!page.mine()) return;
  if (DISCARDING.includes(view.phase)) {
    const one = page.selectedCards();
    if (one.length === 1) discard(ctx, one[0]);
    else page.say(t("ftSelectToDiscard"));
    return;
  }
  if (view.phase !== "draw" || depth < 1) return;
  const card = view.discard[view.discard.length - depth];
  if (!legal(ctx, "draw", (a) => a.from === "discard" && a.count === depth).length) {
    explain(ctx, { type: "draw", from: "discard", count: depth }, card);
    return;
  }
  if (depth === 1 || await ctx.dialogs.askDeep(view, depth)) page.act({ type: "draw", from: "discard", count: depth });
}

async function meld(ctx) {
  const { page, t } = ctx;
  const answer = page.meldAnswer();
  const cards = page.selectedCards();
  if (!page.mine() || !answer) return;
  if (answer.ok) {
    page.act({ type: "meld", cards, as: answer.as });
    return;
  }
  if (answer.code !== "ambiguous_wild") return;
  let reading = answer.readings.length === 1 ? answer.readings[0] : null;
  if (!reading) {
    const options = () => answer.readings.map((r) => ({
      as: r.as.filter(Boolean).join(","),
      label: t(r.meld.kind === "run" ? "ftReadRun" : "ftReadSet", readingWords(ctx, r.meld)),
      cards: r.meld.cards, reading: r,
    }));
    const chosen = await ctx.dialogs.askChoice(page.view(), () => ({ title: t("ftWildTitle"), text: t("ftWildAsk"), options: options() }));
    reading = chosen && chosen.reading;
  }
  if (reading && page.meldAnswer() === answer) page.act({ type: "meld", cards, as: reading.as });
}

function readingWords({ i18n, t }, meld) {
  const first = meld.cards[0].as;
  const last = meld.cards[meld.cards.length - 1].as;
  return { rank: t(`ftRankPlural${meld.rank}`), from: i18n.cardShort(first), to: i18n.cardShort(last) };
}

async function layoff(ctx, id) {
  const { page, i18n, t } = ctx;
  const view = page.view();
  if (view.phase === "rummy") {   // a tap on a lit meld chooses where the call goes (again: its next place)
    const places = legal(ctx, "rummy");
    const here = places.map((a, i) => (a.meld === id ? i : -1)).filter((i) => i >= 0);
    if (here.length) page.setRummyChoice(here[(here.indexOf(page.rummyChoice()) + 1) % here.length]);
    return;
  }
  const one = page.selectedCards();
  if (!page.mine() || view.phase !== "play" || one.length !== 1) return;
  const card = one[0];
  const places = legal(ctx, "layoff", (a) => a.card === card && a.meld === id);
  if (!places.length) {
    explain(ctx, { type: "layoff", card, meld: id }, card);
    return;
  }
  let place = places[0];
  if (places.length > 1) {
    const target = view.melds.find((m) => m.id === id);
    const options = () => places.map((a) => ({ as: a.as, card: a.as, label: t("ftEndAs", { as: i18n.cardName(a.as) }), action: a }));
    const chosen = await ctx.dialogs.askChoice(view, () => ({ title: t("ftEndTitle"), text: t("ftEndAsk", { card: i18n.cardName(card), where: meldName(target, i18n) }), options: options() }));
    if (!chosen || page.view() !== view) return;
    place = chosen.action;
  }
  page.act({ type: "layoff", card, meld: id, as: place.as });
}

function rummy(ctx) {
  const places = legal(ctx, "rummy");
  const chosen = places[ctx.page.rummyChoice()] || places[0];
  if (chosen && ctx.page.rummyAsked()) ctx.page.act(chosen);
}

function handle(ctx, intent) {
  const { page } = ctx;
  const view = page.view();
  if (!view) return;
  switch (intent.type) {
    case "select": return page.toggle(intent.index);
    case "stock": return legal(ctx, "draw", (a) => a.from === "stock").length && page.mine() && page.act({ type: "draw", from: "stock" });
    case "pile": return pile(ctx, intent.depth);
    case "meld": return meld(ctx);
    case "discard": return page.selectedCards().length === 1 && page.mine() && discard(ctx, page.selectedCards()[0]);
    case "layoff": return layoff(ctx, intent.meld);
    case "stop": return legal(ctx, "stop").length && page.mine() && page.act({ type: "stop" });
    case "rummy": return rummy(ctx);
    case "pass": return view.phase === "rummy" && legal(ctx, "pass").length && page.rummyAsked() && page.act({ type: "pass" });
    case "rummy_place": return page.setRummyChoice(intent.index);
    case "next_deal": return legal(ctx, "next_deal").length && page.act({ type: "next_deal" });
    default: return page.ui(intent);
  }
}
