// Gin Rummy's page: the table, its result view, its log, its input and its
// statistics, behind the small interface the shell's runner drives
// (js/shell/runner.js). Loaded when a Gin match starts (its own bundle).
// It keeps only UI state (the lifted card, the card just drawn, a result held
// back while the CPU's last card lands); every rule stays in the engine, and
// the person is offered only what view.legal holds.

import { createAnimator } from "./anim.js";
import { HELP } from "./help_text.js";
import { createInput } from "./input.js";
import { createNarrator } from "./narration.js";
import { createMoveLog } from "../shell/move_log.js";
import { createStats } from "./stats.js";
import { fillStats } from "./stats_view.js";
import { EN } from "./strings_en.js";
import { JA } from "./strings_ja.js";
import { createRenderer } from "./table.js";

export const GAME = "gin";
const ACTIONS = ["draw", "take", "pass", "discard", "knock", "big_gin"];

function isLegal(view, type, extra) {
  return Boolean(view) && (view.legal || []).some((a) => a.type === type && Object.entries(extra || {}).every(([k, v]) => a[k] === v));
}

/** services: {doc, i18n, settings, sound, host, storage, runner, scoreboard, matchEnd, toStart} */
export function createPage({ doc, i18n, settings, sound, host, storage, runner, scoreboard, matchEnd }) {
  i18n.addGame(GAME, { en: EN, ja: JA }, HELP);
  const renderer = createRenderer(doc, i18n, { scoreboard, matchEnd });
  const animator = createAnimator(doc, () => settings.moveMs());
  const log = createMoveLog(renderer.elements.log, createNarrator(i18n).lines);
  const stats = createStats(storage);
  let view = null;
  let lifted = null;
  let fresh = null;        // the card just drawn or taken by the person
  let holdResult = false;  // after the CPU ends a round: let its last card land first
  let shown = 0;           // a left or new match makes a pending hold harmless

  function ui(extra) {
    return { lifted, fresh, holdResult, busy: runner.isBusy() || holdResult, ...extra };
  }

  function render(next, extra) {
    view = next;
    renderer.render(view, ui(extra));
  }

  // Movement, the spoken log and sounds are decoration: if one of them fails
  // (no Web Animations, no audio), the turn still goes on.
  function decorate(events, before) {
    const acts = events.filter((e) => ACTIONS.includes(e.type));
    const last = acts[acts.length - 1] || null;
    const dealt = events.some((e) => e.type === "deal");
    try {
      animator.play(dealt ? null : before, last);
      log.add(events, view);
      if (last && last.type !== "pass" && last.type !== "big_gin") sound.play(last.type);
    } catch (err) {
      reportError(err);
    }
    return last;
  }

  function roundEnded(event, last, matchOver) {
    if (last && last.player === 1) {   // the CPU's last card lands before the result shows
      holdResult = true;
      renderer.render(view, ui());
      const mine = shown;
      setTimeout(() => {
        if (mine !== shown) return;
        holdResult = false;
        runner.redraw();
      }, settings.cpuPauseMs() + settings.moveMs());
    }
    if (view.result) stats.round(view.result);
    host.post("round_over", { game: GAME, scores: event.scores, round: event.round, kind: event.kind,
      winner: event.winner ?? null, points: event.points ?? 0 });
    if (!matchOver && (event.kind === "gin" || event.kind === "big_gin")) sound.play("gin");
  }

  function matchEnded(event) {
    host.post("match_over", { game: GAME, scores: event.scores, winner: event.winner });
    stats.finish(view.level, event.winner, event.scores);
    sound.play(event.winner === 0 ? "win" : "lose");
  }

  function update(next, events, runnerUi) {
    const before = animator.snapshot();
    lifted = null;
    holdResult = false;
    const mine = events.find((e) => e.player === 0 && (e.type === "take" || e.type === "draw") && e.card);
    fresh = mine ? mine.card : null;
    render(next, runnerUi);
    const last = decorate(events, before);
    const matchOver = events.some((e) => e.type === "match_over");
    for (const event of events) {
      if (event.type === "round_over") roundEnded(event, last, matchOver);
      else if (event.type === "match_over") matchEnded(event);
    }
  }

  /** Where the keyboard focus belongs when the person is to act and it was lost. */
  function guideFocus(current) {
    if (!current || runner.isBusy() || current.to_act !== 0) return;
    const active = doc.activeElement;
    const lost = !active || active === doc.body || !doc.contains(active) || active.hidden;
    const onPile = active && active.classList && active.classList.contains("pile");
    if (lost || (onPile && current.phase === "discard")) renderer.focusFor(current);
  }

  /** An intent from input.js. */
  function handle(intent) {
    if (!view) return;
    const busy = runner.isBusy();
    switch (intent.type) {
      case "card":
        if (busy || view.phase !== "discard" || view.to_act !== 0) return;
        if (!isLegal(view, "discard", { card: intent.card })) return;
        if (lifted === intent.card) runner.act({ type: "discard", card: intent.card });
        else {
          lifted = intent.card;
          renderer.render(view, ui({ focusCard: intent.card }));
        }
        return;
      case "lower":
        if (lifted) {
          lifted = null;
          runner.redraw();
        }
        return;
      case "knock":
        if (lifted && isLegal(view, "knock", { card: lifted })) runner.act({ type: "knock", card: lifted });
        return;
      case "draw":
        if (isLegal(view, "draw", { from: intent.from })) runner.act({ type: "draw", from: intent.from });
        return;
      case "take":
      case "pass":
      case "big_gin":
      case "next_round":
        if (isLegal(view, intent.type)) runner.act({ type: intent.type });
        return;
      default:
    }
  }

  createInput(doc, { getView: () => view, isBusy: runner.isBusy, emit: handle });

  return {
    game: GAME,
    update,
    render,
    guideFocus,
    begin(resumed) {
      shown += 1;
      view = null;
      lifted = null;
      holdResult = false;
      stats.begin(resumed);
      log.clear();
      renderer.showTable(true);
    },
    leave() {
      shown += 1;
      view = null;
      holdResult = false;
      renderer.closeSheets();
      renderer.showTable(false);
    },
    /** The language changed: the move log says its lines again in the new words. */
    relabel: () => log.relabel(),
    /** Fill the statistics dialog's body with Gin's statistics. */
    fillStats: (body) => fillStats(body, i18n, stats),
  };
}
