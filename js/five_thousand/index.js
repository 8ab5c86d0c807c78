// 5000 Rummy's page: the table for 3-8 players, its results, log, input and
// statistics, behind the small interface the shell's runner drives
// (js/shell/runner.js). Loaded when a 5000 match starts (its own bundle).
// It keeps only UI state (the selection, the sort order, an open seat chip,
// the engine's answer about the selection, a result held back while a CPU's
// last card lands); every rule stays in the engine: the person is offered
// what view.legal holds and the melds the engine's meld query accepts.
// Its state is one object (page_state.js); this module answers the runner.

import { createAnimator } from "./anim.js";
import { isPerson, isYou, seatName, setTable } from "./cards.js";
import { createDialogs } from "./dialogs.js";
import { HELP } from "./help_text.js";
import { createInput } from "./input.js";
import { createIntents } from "./intents.js";
import { createNarrator } from "./narration.js";
import { createMoveLog } from "../shell/move_log.js";
import { GAME, IN_PLAY, askMeld, createPageState, intentsPage, redraw, uiFor } from "./page_state.js";
import { createStats } from "./stats.js";
import { fillStats } from "./stats_view.js";
import { EN } from "./strings_en.js";
import { JA } from "./strings_ja.js";
import { createRenderer } from "./table.js";

export { GAME };
const ACTIONS = ["draw", "meld", "layoff", "rummy", "pass", "discard", "stop"];
// docs/rules-five-thousand.md's ~450 ms per CPU step, faster with the animation speed setting; when the
// person asks the CPUs to hurry, only what the screen needs to show each step.
const PAUSE_MS = { normal: 450, fast: 250, off: 150 };
const HURRY_MS = 40;
const SOUNDS = { draw: "draw", discard: "discard", meld: "discard", layoff: "discard", rummy: "knock" };

/** services: {doc, i18n, settings, sound, host, storage, runner, scoreboard, matchEnd, toStart} */
export function createPage({ doc, i18n, settings, sound, host, storage, runner, matchEnd }) {
  i18n.addGame(GAME, { en: EN, ja: JA }, HELP);
  const renderer = createRenderer(doc, i18n, settings, { matchEnd, onFirstClose: () => { pg.firstClosed = true; redraw(pg); },
    onSinceClose: () => intents.handle({ type: "since_close" }) });
  const dialogs = createDialogs(doc, i18n);
  const animator = createAnimator(doc, () => (pg.hurry ? 0 : settings.moveMs()));
  const log = createMoveLog(renderer.elements.log, createNarrator(i18n).lines);
  const stats = createStats(storage);
  const pg = createPageState({ doc, i18n, settings, sound, host, runner, renderer, dialogs, animator, log, stats });
  const intents = createIntents({ page: intentsPage(pg), runner, dialogs, i18n });
  createInput(doc, { emit: intents.handle, table: renderer.elements.table });

  return {
    game: GAME,
    update: (next, events, runnerUi) => update(pg, next, events, runnerUi),
    render(next, runnerUi) {
      noteSeats(runnerUi);
      pg.view = next;
      renderer.render(pg.view, uiFor(pg, runnerUi));
      dialogs.relabel();   // a language switch: an open question in the new words
    },
    guideFocus: (current) => guideFocus(pg, current),
    cpuPauseMs: () => cpuPauseMs(pg),
    /** What `seat` will have to do once its hand shows (the shell's handoff screen says it). */
    handoffTask: (view) => handoffTask(i18n, view),
    begin: (resumed) => begin(pg, resumed),
    restore: (recent, view) => restore(pg, recent, view),
    leave: () => leave(pg),
    /** The language changed: the move log says its lines again in the new words. */
    relabel: () => log.relabel(),
    /** Fill the statistics dialog's body with 5000 Rummy's statistics. */
    fillStats: (body) => fillStats(body, i18n, stats),
  };
}

const TASKS = { draw: "ftTaskDraw", play: "ftTaskPlay", rummy_discard: "ftTaskRummyDiscard" };
const handoffTask = (i18n, view) => (view && TASKS[view.phase] ? i18n.t(TASKS[view.phase]) : null);

/** The runner's ui carries the reply's `seats` (docs/protocol.md, pass-and-play). */
function noteSeats(runnerUi) {
  if (runnerUi && "seats" in runnerUi) setTable(runnerUi.seats);
}

const cpuPauseMs = (pg) => (pg.hurry ? HURRY_MS : PAUSE_MS[pg.settings.get("speed")] || PAUSE_MS.normal);

// Movement, the spoken log, banners and sounds are decoration: if one fails, the game goes on.
function decorate(pg, events, before) {
  const acts = events.filter((e) => ACTIONS.includes(e.type));
  const last = acts[acts.length - 1] || null;
  try {
    const dealt = events.some((e) => e.type === "deal");
    pg.animator.play(dealt ? null : before, last, pg.view.you);
    if (dealt) pg.renderer.flashWild();
    pg.log.add(events, pg.view);
    for (const e of acts) {
      if (e.type === "rummy" && e.player !== pg.view.you) pg.renderer.toast(pg.i18n.t("ftToastRummy", { who: seatName(e.player, pg.i18n) }), 1400);
    }
    if (last && SOUNDS[last.type]) pg.sound.play(SOUNDS[last.type]);
  } catch (err) {
    reportError(err);
  }
  return last;
}

function dealEnded(pg, event, last) {
  if (last && !isYou(last.player)) {   // the CPU's (another person's) last card lands before the result shows
    pg.holdResult = true;
    const mineHold = pg.shown;
    setTimeout(() => {
      if (mineHold !== pg.shown) return;
      pg.holdResult = false;
      pg.runner.redraw();
    }, cpuPauseMs(pg) + pg.settings.moveMs());
  }
  pg.stats.deal(event);   // (several people: the shell's statistics store drops the match at its end)
  pg.host.post("deal_over", { game: GAME, scores: event.scores, deal: event.deal, kind: event.kind,
    out: event.out ?? null, points: event.points });
  if (isPerson(event.out)) pg.sound.play("gin");
}

function update(pg, next, events, runnerUi) {
  noteSeats(runnerUi);
  const before = pg.animator.snapshot();
  const handChanged = !pg.view || pg.view.hand.join() !== next.hand.join() || pg.view.state === undefined;
  pg.view = next;
  pg.holdResult = false;
  pg.message = "";
  if (isPerson(next.to_act) || !IN_PLAY.includes(next.phase)) pg.hurry = false;   // a person's turn: the CPUs at their pace again
  if (handChanged) pg.selected = new Set();
  pg.fresh = freshCards(pg, events);
  pg.freshMelds = new Set(events.filter((e) => e.type === "meld").map((e) => e.meld));
  if (pg.view.phase !== "rummy") pg.rummyChoice = 0;
  if (pg.view.deal > 1) pg.firstClosed = true;
  const last = events.filter((e) => ACTIONS.includes(e.type)).at(-1) || null;
  for (const event of events) {
    if (event.type === "deal_over") dealEnded(pg, event, last);
    else if (event.type === "match_over") {
      pg.host.post("match_over", { game: GAME, scores: event.scores, winner: event.winner, settlement: event.settlement });
      pg.stats.finish(pg.view.level, event.winner, event.scores);
      pg.sound.play(isPerson(event.winner) ? "win" : "lose");
    } else if (event.type === "rummy" && isYou(event.player)) pg.stats.rummy();
  }
  if (!IN_PLAY.includes(pg.view.phase)) pg.dialogs.close();
  pg.renderer.render(pg.view, uiFor(pg, runnerUi));
  decorate(pg, events, before);
  askMeld(pg);
}

/** A resumed match (js/shell/runner.js): the log's last lines and the cards just drawn
 *  come back from the events of the replies saved with it; no sound, no movement. */
function restore(pg, recent, view) {
  for (const events of recent) pg.log.add(events, view);
  pg.fresh = freshCards(pg, recent.at(-1) || []);
  redraw(pg);
}

/** The hand indices of the cards the person just drew (to mark them). */
function freshCards(pg, events) {
  const drawn = [];
  for (const e of events) {
    if (e.type === "draw" && e.player === pg.view.you) drawn.push(...(e.card ? [e.card] : e.cards || []));
  }
  const out = new Set();
  for (const code of drawn) {
    const i = pg.view.hand.findIndex((c, k) => c === code && !out.has(k));
    if (i >= 0) out.add(i);
  }
  return out;
}

/** Where the keyboard focus belongs when the person is to act and it was lost. */
function guideFocus(pg, current) {
  const { doc } = pg;
  // The person whose hand is shown is to act, or a rummy call is asked aloud (no hand shown).
  const aloud = current && current.you === null && current.phase === "rummy" && (current.legal || []).length > 0;
  if (!current || pg.runner.isBusy() || (current.to_act !== current.you && !aloud) || pg.dialogs.isOpen()) return;
  const active = doc.activeElement;
  const lost = !active || active === doc.body || !doc.contains(active) || active.hidden || active.disabled;
  if (lost) pg.renderer.focusFor(current);
}

function begin(pg, resumed) {
  pg.shown += 1;
  pg.view = null;
  pg.selected = new Set();
  pg.meldAnswer = null;
  pg.message = "";
  pg.expanded = null;
  pg.holdResult = false;
  pg.firstClosed = resumed;
  pg.sinceClosed = -1;
  pg.hurry = false;
  pg.stats.begin(resumed);
  pg.log.clear();
  pg.renderer.showTable(true);
}

function leave(pg) {
  pg.shown += 1;
  pg.view = null;
  pg.holdResult = false;
  pg.dialogs.close();
  pg.renderer.showTable(false);
}
