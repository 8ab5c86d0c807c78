// The match as the page runs it, for any game: sends the person's actions
// to the engine, paces the CPU's steps (one `cpu` request each, ~450 ms
// apart, while the reply says `cpu_turn`), keeps the save every reply that
// changed the match carries (docs/protocol.md), and recovers from a stale
// state. It hands each reply to the game's page (`page.update`), which
// draws, narrates and animates it; it keeps no rule and no view of its own
// beyond the last one received.
//
// A game's page (js/<game>/index.js) gives the runner:
//   update(view, events, ui)   a reply arrived: draw it, tell its events
//   render(view, ui)           draw again (ui.busy changed, a language switch)
//   begin(resumed)             a match starts on the table (statistics)
//   restore(recent, view)      (optional) a resumed match: the events of the last replies
//                              before the reload (oldest first), to rebuild the log and
//                              what marks the latest move, with no sound or movement
//   guideFocus(view, ui)       the person is to act: put the keyboard focus there
//   leave()                    the table is left
//   cpuPauseMs()               (optional) its own pause before each CPU step
//   handoffTask(view, seat)    (optional) what that person will have to do, in words
// and calls runner.act(action) for the person (only actions of view.legal,
// or actions the engine's answers to runner.query(question) said it takes).
// `ui` holds busy, and who is at the table (pass-and-play, docs/protocol.md):
// viewer (the seat whose view it is; null: the public view), seats
// ([{person, name}] by seat; null from an engine without them) and handoff (the
// seat the handoff screen waits for, else null). When the public view is on the
// table, no CPU is to act, nothing public can be done (view.legal is empty) and a
// person is to act in a deal in play, the runner hands the table over
// (onHandoff(seat)); runner.reveal(seat) then asks for that person's hand.
//
// The runner's state is one object (`run`, made by createRunner); the
// functions below each do one step of the match's way with it.

import { summaryOf } from "./save.js";
import { handoffSeat } from "./seats_names.js";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const RESYNCED = Symbol("resynced");
const STALE_TRIES = 3;
const RECENT = 16;   // the replies whose events a save keeps for the resumed log (save.js)

export function createRunner({ getEngine, settings, savesFor, onBegin, onFatal, onStalled, onSaving = () => {},
  onReply = () => {}, onHandoff = () => {} }) {
  const run = {
    getEngine, settings, savesFor, onBegin, onFatal, onStalled, onSaving, onReply, onHandoff,
    page: null,
    saves: null,
    game: null,
    view: null,
    state: null,
    cpuTurn: false,
    viewer: null,    // the seat whose view is on the table (null: the public view)
    seats: null,     // [{person, name}] by seat, as the latest reply said
    handoff: null,   // the seat the handoff screen waits for
    busy: false,
    generation: 0,   // a new match makes replies to older requests harmless
    lastNew: null,   // {game, options} of the latest new match: Play again sends them again
    refusal: null,   // the code of the latest refused request
    cpuLoop: 0,      // the generation whose CPU loop is running
    recent: [],      // the events of the latest replies, kept with the save
  };
  return {
    getView: () => run.view,
    getGame: () => run.game,
    getViewer: () => run.viewer,
    getSeats: () => run.seats,
    isBusy: () => run.busy,
    /** The person named by the handoff holds the device: their hand, from the engine. */
    reveal: (seat) => reveal(run, seat),
    redraw: () => redraw(run),
    act: (action) => act(run, action),
    /** A read-only question about the position on the table (the `query` op,
     *  docs/protocol.md): the game's answer, or null (refused, the table moved
     *  on meanwhile, or the engine is gone: the next action will say so). */
    query: (question) => query(run, question),
    /** A new match of `gameId` with that game's options (docs/protocol.md). */
    newMatch(gameId, gamePage, options) {
      run.lastNew = { game: gameId, options: { ...options } };
      return open(run, gameId, gamePage, "new_match", { ...options, game: gameId, seed: null }, null);
    },
    /** The options of the latest new match of `gameId` (null: none, e.g. a resumed match). */
    lastOptions: (gameId) => (run.lastNew && run.lastNew.game === gameId ? { ...run.lastNew.options } : null),
    /** Resume a stored (sealed) save of `gameId`; `recent`: the events saved with it (save.js). */
    resume: (gameId, gamePage, save, recent = []) => open(run, gameId, gamePage, "load", { save }, recent),
    leave: () => leave(run),
  };
}

// Drawing never stops the game: a failed draw is reported as an uncaught
// error would be (so tests still see it), the turn goes on, and the next
// draw repairs the table.
function guarded(fn) {
  try {
    fn();
  } catch (err) {
    reportError(err);
  }
}

/** What the page is told beside the view (see the top of this file). */
const uiOf = (run) => ({ busy: run.busy, viewer: run.viewer, seats: run.seats, handoff: run.handoff });

function redraw(run) {
  if (run.view && run.page) guarded(() => run.page.render(run.view, uiOf(run)));
}

/** A reply's view and events; its save kept. */
function accept(run, reply) {
  // The engine's state only rises: a reply older than the view on screen must
  // never bring back a table the person has already left behind.
  if (run.view && reply.state < run.state) return;
  const changed = run.state === null || reply.state > run.state;
  run.view = reply.view;
  run.state = reply.state;
  run.cpuTurn = Boolean(reply.cpu_turn);
  // An engine from before pass-and-play says neither: seat 0's view, seats unknown.
  run.viewer = "viewer" in reply ? reply.viewer : 0;
  run.seats = Array.isArray(reply.seats) ? reply.seats : null;
  const events = reply.events || [];
  guarded(() => run.onReply({ game: run.game, viewer: run.viewer, seats: run.seats, events }));
  guarded(() => run.page.update(run.view, events, uiOf(run)));
  if (events.length) run.recent = [...run.recent, events].slice(-RECENT);
  if (changed) keepSave(run, reply);
}

// Every reply that changed the match carries its sealed save (null once the
// match is over: nothing to resume; null with save_error when it could not
// be sealed: then nothing is kept, and nothing is cleared either).
// onSaving(false) when storage refuses it (a full disk), onSaving(true)
// once a save is stored again.
function keepSave(run, reply) {
  if (reply.save) {
    const outcome = run.saves.store(reply.save, { about: summaryOf(run.view, run.seats), recent: run.recent });
    if (outcome !== "not_owner") run.onSaving(outcome === "stored");
  } else if (!reply.save_error && "save" in reply) run.saves.clear();
}

// One request. Its answer: the reply, RESYNCED (the page's view was behind
// the engine's, so the current view was fetched and shown instead), or null
// (refused, or the match it was made for is no longer on the table).
async function call(run, op, payload) {
  const mine = run.generation;
  try {
    const reply = await run.getEngine().request(op, payload);
    if (mine !== run.generation) return null;
    if (reply.ok) return reply;
    run.refusal = (reply.error && reply.error.code) || "internal";
    if (run.refusal === "stale_state") {
      const current = await run.getEngine().request("view", {});
      if (current.ok && mine === run.generation) {
        accept(run, current);
        return RESYNCED;
      }
    } else {
      console.warn("engine refused", op, reply.error);
    }
    return null;
  } catch (err) {
    if (mine === run.generation) {
      run.busy = false;
      run.onFatal(err);
    }
    return null;
  }
}

// The CPU's turn, one request per step. One loop per match at a time: every
// path that hands the turn to a CPU comes here, and a second call while a
// loop runs would send each step twice. If the engine refuses a step (even
// after the view is fetched again), the table would wait on the CPU for
// ever: onStalled takes the person back to the start screen to resume.
async function runCpu(run) {
  const mine = run.generation;
  if (run.cpuLoop === mine) return;
  run.cpuLoop = mine;
  let stale = 0;
  run.refusal = null;
  try {
    run.busy = true;
    redraw(run);
    while (mine === run.generation && run.cpuTurn) {
      await sleep(run.page.cpuPauseMs ? run.page.cpuPauseMs() : run.settings.cpuPauseMs());
      if (mine !== run.generation) return;
      const reply = await call(run, "cpu", { state: run.state });
      if (reply === RESYNCED && (stale += 1) < STALE_TRIES) continue;
      if (!reply || reply === RESYNCED) break;
      accept(run, reply);
    }
  } finally {
    // Whatever ended the loop (even an error), the table is the person's again.
    if (run.cpuLoop === mine) run.cpuLoop = 0;
    if (mine === run.generation) {
      run.busy = false;
      redraw(run);
      if (run.cpuTurn) run.onStalled({ code: run.refusal || "internal" });   // the loop gave up
      else settle(run);
    }
  }
}

/** No CPU is to act: the handoff screen for the person to act, or the focus for the one
 *  whose hand shows. */
function settle(run) {
  const seat = handoffSeat(run);   // seats_names.js
  if (seat !== run.handoff) {
    run.handoff = seat;
    guarded(() => run.onHandoff(seat));
    redraw(run);
  }
  if (seat === null) guarded(() => run.page.guideFocus(run.view, uiOf(run)));
}

/** After the person's action (or a resync): a CPU plays on, or a person does. */
async function next(run) {
  if (run.cpuTurn) {
    if (run.handoff !== null) settle(run);   // a CPU's turn: no handoff waits meanwhile
    await runCpu(run);
  } else settle(run);
}

async function reveal(run, seat) {
  if (run.busy || !run.view || run.handoff !== seat) return;
  const mine = run.generation;
  let reply = null;
  try {
    run.busy = true;
    reply = await call(run, "reveal", { seat, state: run.state });
  } finally {
    if (mine === run.generation) run.busy = false;
  }
  if (mine !== run.generation || !run.view) return;
  if (reply && reply !== RESYNCED) accept(run, reply);
  await next(run);
  // Refused (or the table moved on to the same handoff): its button may be pressed again.
  if (mine === run.generation && run.handoff === seat) guarded(() => run.onHandoff(seat));
}

async function act(run, action) {
  if (run.busy || !run.view || run.handoff !== null) return;
  const mine = run.generation;
  let reply = null;
  try {
    run.busy = true;
    redraw(run);
    reply = await call(run, "act", { action, state: run.state });
  } finally {
    if (mine === run.generation) run.busy = false;
  }
  // The person left this match (quit, a new match, a resume) while it was
  // asked: the table now belongs to another match and its own turn loop.
  if (mine !== run.generation || !run.view) return;
  if (reply && reply !== RESYNCED) accept(run, reply);
  else redraw(run);
  await next(run);
}

/** A match on the table; `recent`: null for a new match, the saved replies' events for a resumed one. */
async function begin(run, gameId, gamePage, reply, recent) {
  run.generation += 1;
  run.game = gameId;
  run.page = gamePage;
  run.saves = run.savesFor(gameId);
  run.busy = false;
  run.view = null;
  run.state = null;
  run.handoff = null;
  run.recent = recent ? [...recent] : [];
  run.onBegin();
  guarded(() => run.page.begin(recent !== null));
  accept(run, reply);
  if (recent && run.page.restore) guarded(() => run.page.restore(run.recent, run.view));
  await next(run);
}

/** Ask the engine for a match (`op` new_match or load: `recent` as begin's); the error, or null
 *  once it is on the table. */
async function open(run, gameId, gamePage, op, payload, recent) {
  let reply;
  try {
    reply = await run.getEngine().request(op, payload);
  } catch (err) {
    run.onFatal(err);
    return null;
  }
  if (!reply.ok) return reply.error || { code: "internal" };
  await begin(run, gameId, gamePage, reply, recent);
  return null;
}

async function query(run, question) {
  if (!run.view) return null;
  const mine = run.generation;
  const asked = run.state;
  try {
    const reply = await run.getEngine().request("query", { question, state: asked });
    return reply.ok && mine === run.generation && asked === run.state ? reply.answer : null;
  } catch {
    return null;
  }
}

function leave(run) {
  run.generation += 1;
  run.busy = false;
  run.view = null;
  run.viewer = null;
  run.seats = null;
  if (run.handoff !== null) {
    run.handoff = null;
    guarded(() => run.onHandoff(null));
  }
  if (run.page) guarded(() => run.page.leave());
}
