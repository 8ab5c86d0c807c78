// Gin Rummy's page: the table, its result view, its log, its input and its
// statistics, behind the small interface the shell's runner drives
// (js/shell/runner.js). Loaded when a Gin match starts (its own bundle).
// It keeps only UI state, in one object (the lifted card, the card just
// drawn, a result held back while the CPU's last card lands); every rule
// stays in the engine, and the person is offered only what view.legal holds
// (intents.js).

import { createAnimator } from "./anim.js";
import { HELP } from "./help_text.js";
import { createInput } from "./input.js";
import { handleIntent } from "./intents.js";
import { createNarrator } from "./narration.js";
import { isPerson, setTable } from "./names.js";
import { createMoveLog } from "../shell/move_log.js";
import { createStats } from "./stats.js";
import { fillStats } from "./stats_view.js";
import { EN } from "./strings_en.js";
import { JA } from "./strings_ja.js";
import { createRenderer } from "./table.js";

export const GAME = "gin";
const TASKS = { upcard: "taskUpcard", draw: "taskDraw", discard: "taskDiscard" };
const ACTIONS = ["draw", "take", "pass", "discard", "knock", "big_gin"];

/** services: {doc, i18n, settings, sound, host, storage, runner, scoreboard, matchEnd, toStart} */
export function createPage({ doc, i18n, settings, sound, host, storage, runner, scoreboard, matchEnd }) {
  i18n.addGame(GAME, { en: EN, ja: JA }, HELP);
  const renderer = createRenderer(doc, i18n, { scoreboard, matchEnd });
  const page = {
    doc, settings, sound, host, runner, renderer,
    animator: createAnimator(doc, () => settings.moveMs()),
    log: createMoveLog(renderer.elements.log, createNarrator(i18n).lines),
    stats: createStats(storage),
    state: {
      view: null,
      lifted: null,
      fresh: null,        // the card just drawn or taken by the person
      pileWhy: false,     // the closed pile was tapped: the prompt says why (until the next reply)
      holdResult: false,  // after the CPU ends a round: let its last card land first
      shown: 0,           // a left or new match makes a pending hold harmless
    },
    ui(extra) {
      const s = page.state;
      return { lifted: s.lifted, fresh: s.fresh, pileWhy: s.pileWhy, holdResult: s.holdResult,
        busy: runner.isBusy() || s.holdResult, ...extra };
    },
  };
  const { state } = page;

  createInput(doc, { getView: () => state.view, isBusy: runner.isBusy, emit: (intent) => handleIntent(page, intent) });

  return {
    game: GAME,
    update: (next, events, runnerUi) => update(page, next, events, runnerUi),
    render: (next, extra) => render(page, next, extra),
    guideFocus: (current) => guideFocus(page, current),
    /** What the person handed the device will have to do (the shell's handoff screen says it). */
    handoffTask: (view) => (view && TASKS[view.phase] ? i18n.t(TASKS[view.phase]) : null),
    begin(resumed) {
      state.shown += 1;
      state.view = null;
      state.lifted = null;
      state.holdResult = false;
      page.stats.begin(resumed);
      page.log.clear();
      renderer.showTable(true);
    },
    /** A resumed match (js/shell/runner.js): the log's last lines and the card just drawn
     *  come back from the events of the replies saved with it; no sound, no movement. */
    restore(recent, current) {
      for (const events of recent) page.log.add(events, current);
      state.fresh = drawnNow(recent.at(-1) || [], current.you);
      render(page, current, {});
    },
    leave() {
      state.shown += 1;
      state.view = null;
      state.holdResult = false;
      renderer.closeSheets();
      renderer.showTable(false);
    },
    /** The language changed: the move log says its lines again in the new words. */
    relabel: () => page.log.relabel(),
    /** Fill the statistics dialog's body with Gin's statistics. */
    fillStats: (body) => fillStats(body, i18n, page.stats),
  };
}

/** The card the person whose hand is shown (`me`) just drew or took, of one reply's events (null: none). */
function drawnNow(events, me = 0) {
  const mine = events.find((e) => e.player === me && (e.type === "take" || e.type === "draw") && e.card);
  return mine ? mine.card : null;
}

function render(page, next, extra) {
  if (extra && "seats" in extra) setTable(extra.seats);   // the reply's seats: the names the table says
  page.state.view = next;
  page.renderer.render(next, page.ui(extra));
}

// Movement, the spoken log and sounds are decoration: if one of them fails
// (no Web Animations, no audio), the turn still goes on.
function decorate(page, events, before) {
  const acts = events.filter((e) => ACTIONS.includes(e.type));
  const last = acts[acts.length - 1] || null;
  const dealt = events.some((e) => e.type === "deal");
  try {
    page.animator.play(dealt ? null : before, last, page.state.view.you);
    page.log.add(events, page.state.view);
    if (last && last.type !== "pass" && last.type !== "big_gin") page.sound.play(last.type);
  } catch (err) {
    reportError(err);
  }
  return last;
}

function roundEnded(page, event, last, matchOver) {
  const { state } = page;
  if (last && last.player !== 0) {   // the other seat's last card lands before the result shows
    state.holdResult = true;
    page.renderer.render(state.view, page.ui());
    const mine = state.shown;
    setTimeout(() => {
      if (mine !== state.shown) return;
      state.holdResult = false;
      page.runner.redraw();
    }, page.settings.cpuPauseMs() + page.settings.moveMs());
  }
  if (state.view.result) page.stats.round(state.view.result);
  page.host.post("round_over", { game: GAME, scores: event.scores, round: event.round, kind: event.kind,
    winner: event.winner ?? null, points: event.points ?? 0 });
  if (!matchOver && (event.kind === "gin" || event.kind === "big_gin")) page.sound.play("gin");
}

function matchEnded(page, event) {
  page.host.post("match_over", { game: GAME, scores: event.scores, winner: event.winner });
  page.stats.finish(page.state.view.level, event.winner, event.scores);
  page.sound.play(isPerson(event.winner) ? "win" : "lose");
}

function update(page, next, events, runnerUi) {
  const { state } = page;
  const before = page.animator.snapshot();
  state.lifted = null;
  state.holdResult = false;
  state.pileWhy = false;
  if (runnerUi && "seats" in runnerUi) setTable(runnerUi.seats);
  state.fresh = drawnNow(events, next.you);
  render(page, next, runnerUi);
  const last = decorate(page, events, before);
  const matchOver = events.some((e) => e.type === "match_over");
  for (const event of events) {
    if (event.type === "round_over") roundEnded(page, event, last, matchOver);
    else if (event.type === "match_over") matchEnded(page, event);
  }
}

/** Where the keyboard focus belongs when the person is to act and it was lost. */
function guideFocus(page, current) {
  const { doc } = page;
  if (!current || page.runner.isBusy() || current.to_act !== current.you) return;
  const active = doc.activeElement;
  const lost = !active || active === doc.body || !doc.contains(active) || active.hidden;
  const onPile = active && active.classList && active.classList.contains("pile");
  if (lost || (onPile && current.phase === "discard")) page.renderer.focusFor(current);
}
