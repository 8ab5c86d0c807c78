// 5000 Rummy's page state: the one object (`pg`) that holds what the page
// keeps between replies (the view on screen, the selection, the sort order,
// an open seat chip, the engine's answer about the selection, a result held
// back while a CPU's last card lands) beside the parts it drives, and what
// the person's intents do to it (intents.js sees it through intentsPage).
// No rule here: what may be done comes from view.legal and the engine.

import { isPerson } from "./cards.js";

export const GAME = "five_thousand";
export const IN_PLAY = ["draw", "play", "rummy", "rummy_discard"];

/** parts: {doc, settings, runner, renderer, animator, ...}: kept in the state object beside the UI state. */
export function createPageState(parts) {
  return {
    ...parts,
    view: null,
    selected: new Set(),     // indices into view.hand
    meldAnswer: null,        // the engine's answer about the selection as a meld
    asked: 0,                // the latest meld question: older answers are moot
    asking: false,           // a meld question is out
    message: "",
    expanded: null,          // the seat chip open on a phone
    rummyChoice: 0,
    firstClosed: false,
    holdResult: false,       // after a CPU ends a deal: its last card lands first
    shown: 0,                // a left or new match makes a pending hold harmless
    fresh: new Set(),        // hand indices just drawn
    freshMelds: new Set(),
    sinceClosed: -1,         // the history length at which the person closed the since-last summary
    hurry: false,            // the person asked the CPUs to hurry (until the person's turn)
    sort: parts.settings.choice(GAME, "sort") === "rank" ? "rank" : "suit",
  };
}

/** Whether the person whose hand is shown (view.you) may act now (their turn, nothing playing, no result held back). */
export const isMine = (pg) => Boolean(pg.view) && pg.view.to_act === pg.view.you && !pg.runner.isBusy() && !pg.holdResult && IN_PLAY.includes(pg.view.phase);

/** Whether a rummy call is asked of the table now: of the person whose hand is shown, or aloud
 *  (several people: the public view's legal holds the asked person's calls, no hand shown). */
export const rummyAsked = (pg) => Boolean(pg.view) && pg.view.phase === "rummy" && !pg.runner.isBusy() && !pg.holdResult
  && (pg.view.to_act === pg.view.you || (pg.view.you === null && (pg.view.legal || []).length > 0));
export const selectedCards = (pg) => [...pg.selected].sort((a, b) => a - b).map((i) => pg.view.hand[i]);

/** The UI state the renderer draws beside the view. */
export function uiFor(pg, extra) {
  const { view } = pg;
  const cards = selectedCards(pg);
  const one = cards.length === 1 ? cards[0] : null;
  const targets = new Set(one && isMine(pg) && view.phase === "play"
    ? view.legal.filter((a) => a.type === "layoff" && a.card === one).map((a) => a.meld) : []);
  const calls = rummyAsked(pg) ? view.legal.filter((a) => a.type === "rummy") : [];
  const call = calls[pg.rummyChoice] || calls[0];
  const rummyTargets = new Set(calls.map((a) => a.meld));
  // The first dealer's draw stays until closed or the person's first action, CPU melds or not (they show beside it).
  const first = view.deal === 1 && !pg.firstClosed && IN_PLAY.includes(view.phase);
  return {
    busy: pg.runner.isBusy() || pg.holdResult, holdResult: pg.holdResult, selected: pg.selected, selectedCount: cards.length, selectedCard: one,
    targets, rummyTargets, rummyChosen: call ? call.meld : null, meld: pg.meldAnswer, meldAsking: pg.asking, message: pg.message, sort: pg.sort,
    expanded: pg.expanded, rummyChoice: pg.rummyChoice, rummyAsked: rummyAsked(pg),
    selectable: isMine(pg) && ["play", "rummy_discard"].includes(view.phase), dropping: Boolean(one) && isMine(pg),
    fresh: pg.fresh, freshMelds: pg.freshMelds,
    // The score sheet's rows: the view's finished deals, so a reload keeps the earlier ones.
    showFirstDealer: first, deals: view.score_sheet || [], hurry: pg.hurry,
    showSince: !first && view.phase === "draw" && view.to_act === view.you && !pg.runner.isBusy() && pg.sinceClosed !== (view.history || []).length,
    ...extra,
  };
}

export function redraw(pg) {
  if (pg.view) pg.renderer.render(pg.view, uiFor(pg));
}

/** Ask the engine whether the selection is a meld (the Meld button waits for the answer). */
export async function askMeld(pg) {
  pg.meldAnswer = null;
  pg.asking = false;
  const cards = pg.view ? selectedCards(pg) : [];
  if (!isMine(pg) || pg.view.phase !== "play" || cards.length < 3) return;
  const mineAsk = ++pg.asked;
  pg.asking = true;
  const answer = await pg.runner.query({ type: "meld", cards, as: null });
  if (mineAsk !== pg.asked) return;
  pg.asking = false;
  pg.meldAnswer = answer;
  redraw(pg);
}

/** What intents.js sees of the page: the view, the selection, and the page's own answers to intents. */
export function intentsPage(pg) {
  return {
    view: () => pg.view,
    mine: () => isMine(pg),
    rummyAsked: () => rummyAsked(pg),
    selectedCards: () => selectedCards(pg),
    meldAnswer: () => pg.meldAnswer,
    rummyChoice: () => pg.rummyChoice,
    say(text) { pg.message = text; redraw(pg); },
    act: (action) => act(pg, action),
    toggle: (index) => toggle(pg, index),
    setRummyChoice(index) { pg.rummyChoice = index; redraw(pg); },
    ui: (intent) => uiIntent(pg, intent),
  };
}

function act(pg, action) {
  pg.selected = new Set();
  pg.meldAnswer = null;
  pg.message = "";
  pg.firstClosed = true;
  pg.asked += 1;
  pg.asking = false;
  pg.runner.act(action);
}

function toggle(pg, index) {
  if (!uiFor(pg).selectable || !(index >= 0 && index < pg.view.hand.length)) return;
  if (pg.selected.has(index)) pg.selected.delete(index);
  else pg.selected.add(index);
  pg.message = "";
  pg.fresh = new Set();
  askMeld(pg);
  redraw(pg);
}

/** The intents that change only the page's own state (sort, seat chip, clear) or the focus. */
function uiIntent(pg, intent) {
  if (intent.type === "sort") {
    const before = pg.animator.snapshot();
    pg.sort = pg.sort === "suit" ? "rank" : "suit";
    pg.settings.setChoice(GAME, "sort", pg.sort);
    redraw(pg);
    pg.animator.play(before, null);
  } else if (intent.type === "seat") {
    pg.expanded = pg.expanded === intent.seat ? null : intent.seat;
    redraw(pg);
  } else if (intent.type === "since_close") {
    pg.sinceClosed = (pg.view.history || []).length;
    redraw(pg);
  } else if (intent.type === "hurry") {
    if (!isPerson(pg.view.to_act) && IN_PLAY.includes(pg.view.phase) && !pg.hurry) {
      pg.hurry = true;
      redraw(pg);
    }
  } else if (intent.type === "clear") {
    pg.selected = new Set();
    pg.meldAnswer = null;
    pg.expanded = null;
    pg.message = "";
    redraw(pg);
  } else if (intent.type === "to_targets" || intent.type === "to_hand") {
    const target = pg.doc.querySelector(intent.type === "to_targets" ? "#ft-table .ft-meld.target" : "#ft-table .ft-card[tabindex='0']");
    if (target) target.focus();
  }
}
