// 5000 Rummy's page: the table for 3-8 players, its results, log, input and
// statistics, behind the small interface the shell's runner drives
// (js/shell/runner.js). Loaded when a 5000 match starts (its own bundle).
// It keeps only UI state (the selection, the sort order, an open seat chip,
// the engine's answer about the selection, a result held back while a CPU's
// last card lands); every rule stays in the engine: the person is offered
// what view.legal holds and the melds the engine's meld query accepts.

import { createAnimator } from "./anim.js";
import { seatName } from "./cards.js";
import { createDialogs } from "./dialogs.js";
import { HELP } from "./help_text.js";
import { createInput } from "./input.js";
import { createIntents } from "./intents.js";
import { createNarrator } from "./narration.js";
import { createMoveLog } from "../shell/move_log.js";
import { createStats } from "./stats.js";
import { fillStats } from "./stats_view.js";
import { EN } from "./strings_en.js";
import { JA } from "./strings_ja.js";
import { createRenderer } from "./table.js";

export const GAME = "five_thousand";
const IN_PLAY = ["draw", "play", "rummy", "rummy_discard"];
const ACTIONS = ["draw", "meld", "layoff", "rummy", "pass", "discard", "stop"];
// The rule book's ~450 ms per CPU step, faster with the animation speed setting.
const PAUSE_MS = { normal: 450, fast: 250, off: 150 };
const SOUNDS = { draw: "draw", discard: "discard", meld: "discard", layoff: "discard", rummy: "knock" };

/** services: {doc, i18n, settings, sound, host, storage, runner, scoreboard, matchEnd, toStart} */
export function createPage({ doc, i18n, settings, sound, host, storage, runner, matchEnd }) {
  i18n.addGame(GAME, { en: EN, ja: JA }, HELP);
  const t = i18n.t;
  const renderer = createRenderer(doc, i18n, { matchEnd, onFirstClose: () => { firstClosed = true; redraw(); } });
  const dialogs = createDialogs(doc, i18n);
  const animator = createAnimator(doc, () => settings.moveMs());
  const log = createMoveLog(renderer.elements.log, createNarrator(i18n).lines);
  const stats = createStats(storage);
  let view = null;
  let selected = new Set();     // indices into view.hand
  let meldAnswer = null;        // the engine's answer about the selection as a meld
  let asked = 0;                // the latest meld question: older answers are moot
  let asking = false;           // a meld question is out
  let message = "";
  let expanded = null;          // the seat chip open on a phone
  let rummyChoice = 0;
  let firstClosed = false;
  let holdResult = false;       // after a CPU ends a deal: its last card lands first
  let shown = 0;                // a left or new match makes a pending hold harmless
  let fresh = new Set();        // hand indices just drawn
  let freshMelds = new Set();
  let sort = settings.choice(GAME, "sort") === "rank" ? "rank" : "suit";

  const mine = () => Boolean(view) && view.to_act === 0 && !runner.isBusy() && !holdResult && IN_PLAY.includes(view.phase);
  const selectedCards = () => [...selected].sort((a, b) => a - b).map((i) => view.hand[i]);

  function ui(extra) {
    const cards = selectedCards();
    const one = cards.length === 1 ? cards[0] : null;
    const targets = new Set(one && mine() && view.phase === "play"
      ? view.legal.filter((a) => a.type === "layoff" && a.card === one).map((a) => a.meld) : []);
    const calls = view.phase === "rummy" && view.to_act === 0 ? view.legal.filter((a) => a.type === "rummy") : [];
    const call = calls[rummyChoice] || calls[0];
    const rummyTargets = new Set(calls.map((a) => a.meld));
    return {
      busy: runner.isBusy() || holdResult, holdResult, selected, selectedCount: cards.length, selectedCard: one,
      targets, rummyTargets, rummyChosen: call ? call.meld : null, meld: meldAnswer, meldAsking: asking, message, sort, expanded, rummyChoice,
      selectable: mine() && ["play", "rummy_discard"].includes(view.phase), dropping: Boolean(one) && mine(),
      fresh, freshMelds, showFirstDealer: view.deal === 1 && !firstClosed && !view.melds.length && IN_PLAY.includes(view.phase), ...extra,
    };
  }

  function redraw() {
    if (view) renderer.render(view, ui());
  }

  /** Ask the engine whether the selection is a meld (the Meld button waits for the answer). */
  async function askMeld() {
    meldAnswer = null;
    asking = false;
    const cards = view ? selectedCards() : [];
    if (!mine() || view.phase !== "play" || cards.length < 3) return;
    const mineAsk = ++asked;
    asking = true;
    const answer = await runner.query({ type: "meld", cards, as: null });
    if (mineAsk !== asked) return;
    asking = false;
    meldAnswer = answer;
    redraw();
  }

  const page = {
    view: () => view, mine, selectedCards, meldAnswer: () => meldAnswer, rummyChoice: () => rummyChoice,
    say(text) { message = text; redraw(); },
    act(action) {
      selected = new Set();
      meldAnswer = null;
      message = "";
      firstClosed = true;
      asked += 1;
      asking = false;
      runner.act(action);
    },
    toggle(index) {
      if (!ui().selectable || !(index >= 0 && index < view.hand.length)) return;
      if (selected.has(index)) selected.delete(index);
      else selected.add(index);
      message = "";
      fresh = new Set();
      askMeld();
      redraw();
    },
    setRummyChoice(index) { rummyChoice = index; redraw(); },
    ui(intent) {
      if (intent.type === "sort") {
        const before = animator.snapshot();
        sort = sort === "suit" ? "rank" : "suit";
        settings.setChoice(GAME, "sort", sort);
        redraw();
        animator.play(before, null);
      } else if (intent.type === "seat") {
        expanded = expanded === intent.seat ? null : intent.seat;
        redraw();
      } else if (intent.type === "clear") {
        selected = new Set();
        meldAnswer = null;
        expanded = null;
        message = "";
        redraw();
      } else if (intent.type === "to_targets" || intent.type === "to_hand") {
        const target = doc.querySelector(intent.type === "to_targets" ? "#ft-table .ft-meld.target" : "#ft-table .ft-card[tabindex='0']");
        if (target) target.focus();
      }
    },
  };
  const intents = createIntents({ page, runner, dialogs, i18n });
  createInput(doc, { emit: intents.handle, table: renderer.elements.table });

  // Movement, the spoken log, banners and sounds are decoration: if one fails, the game goes on.
  function decorate(events, before) {
    const acts = events.filter((e) => ACTIONS.includes(e.type));
    const last = acts[acts.length - 1] || null;
    try {
      const dealt = events.some((e) => e.type === "deal");
      animator.play(dealt ? null : before, last);
      if (dealt) renderer.flashWild();
      log.add(events, view);
      for (const e of acts) {
        if (e.type === "rummy" && e.player !== 0) renderer.toast(t("ftToastRummy", { who: seatName(e.player, i18n) }), 1400);
      }
      if (last && SOUNDS[last.type]) sound.play(SOUNDS[last.type]);
    } catch (err) {
      reportError(err);
    }
    return last;
  }

  function dealEnded(event, last) {
    if (last && last.player !== 0) {   // the CPU's last card lands before the result shows
      holdResult = true;
      const mineHold = shown;
      setTimeout(() => {
        if (mineHold !== shown) return;
        holdResult = false;
        runner.redraw();
      }, page.cpuPauseMs() + settings.moveMs());
    }
    stats.deal(event);
    host.post("deal_over", { game: GAME, scores: event.scores, deal: event.deal, kind: event.kind,
      out: event.out ?? null, points: event.points });
    if (event.out === 0) sound.play("gin");
  }

  function update(next, events, runnerUi) {
    const before = animator.snapshot();
    const handChanged = !view || view.hand.join() !== next.hand.join() || view.state === undefined;
    view = next;
    holdResult = false;
    message = "";
    if (handChanged) selected = new Set();
    fresh = freshCards(events);
    freshMelds = new Set(events.filter((e) => e.type === "meld").map((e) => e.meld));
    if (view.phase !== "rummy") rummyChoice = 0;
    if (view.deal > 1) firstClosed = true;
    const last = events.filter((e) => ACTIONS.includes(e.type)).at(-1) || null;
    for (const event of events) {
      if (event.type === "deal_over") dealEnded(event, last);
      else if (event.type === "match_over") {
        host.post("match_over", { game: GAME, scores: event.scores, winner: event.winner, settlement: event.settlement });
        stats.finish(view.level, event.winner, event.scores);
        sound.play(event.winner === 0 ? "win" : "lose");
      } else if (event.type === "rummy" && event.player === 0) stats.rummy();
    }
    if (!IN_PLAY.includes(view.phase)) dialogs.close();
    renderer.render(view, ui(runnerUi));
    decorate(events, before);
    askMeld();
  }

  /** The hand indices of the cards the person just drew (to mark them). */
  function freshCards(events) {
    const drawn = [];
    for (const e of events) {
      if (e.type === "draw" && e.player === 0) drawn.push(...(e.card ? [e.card] : e.cards || []));
    }
    const out = new Set();
    for (const code of drawn) {
      const i = view.hand.findIndex((c, k) => c === code && !out.has(k));
      if (i >= 0) out.add(i);
    }
    return out;
  }

  /** Where the keyboard focus belongs when the person is to act and it was lost. */
  function guideFocus(current) {
    if (!current || runner.isBusy() || current.to_act !== 0 || dialogs.isOpen()) return;
    const active = doc.activeElement;
    const lost = !active || active === doc.body || !doc.contains(active) || active.hidden || active.disabled;
    if (lost) renderer.focusFor(current);
  }

  page.cpuPauseMs = () => PAUSE_MS[settings.get("speed")] || PAUSE_MS.normal;

  return {
    game: GAME,
    update,
    render(next, runnerUi) {
      view = next;
      renderer.render(view, ui(runnerUi));
      dialogs.relabel();   // a language switch: an open question in the new words
    },
    guideFocus,
    cpuPauseMs: page.cpuPauseMs,
    begin(resumed) {
      shown += 1;
      view = null;
      selected = new Set();
      meldAnswer = null;
      message = "";
      expanded = null;
      holdResult = false;
      firstClosed = resumed;
      stats.begin(resumed);
      log.clear();
      renderer.showTable(true);
    },
    leave() {
      shown += 1;
      view = null;
      holdResult = false;
      dialogs.close();
      renderer.showTable(false);
    },
    /** The language changed: the move log says its lines again in the new words. */
    relabel: () => log.relabel(),
    /** Fill the statistics dialog's body with 5000 Rummy's statistics. */
    fillStats: (body) => fillStats(body, i18n, stats),
  };
}
