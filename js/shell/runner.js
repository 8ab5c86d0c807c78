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
//   guideFocus(view)           the person is to act: put the keyboard focus there
//   leave()                    the table is left
//   cpuPauseMs()               (optional) its own pause before each CPU step
// and calls runner.act(action) for the person (only actions of view.legal,
// or actions the engine's answers to runner.query(question) said it takes).

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const RESYNCED = Symbol("resynced");
const STALE_TRIES = 3;

export function createRunner({ getEngine, settings, savesFor, onBegin, onFatal, onStalled, onSaving = () => {} }) {
  let page = null;
  let saves = null;
  let game = null;
  let view = null;
  let state = null;
  let cpuTurn = false;
  let busy = false;
  let generation = 0;   // a new match makes replies to older requests harmless
  let lastNew = null;   // {game, options} of the latest new match: Play again sends them again

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

  function redraw() {
    if (view && page) guarded(() => page.render(view, { busy }));
  }

  /** A reply's view and events; its save kept. */
  function accept(reply) {
    // The engine's state only rises: a reply older than the view on screen must
    // never bring back a table the person has already left behind.
    if (view && reply.state < state) return;
    const changed = state === null || reply.state > state;
    view = reply.view;
    state = reply.state;
    cpuTurn = Boolean(reply.cpu_turn);
    guarded(() => page.update(view, reply.events || [], { busy }));
    if (changed) keepSave(reply);
  }

  // Every reply that changed the match carries its sealed save (null once the
  // match is over: nothing to resume; null with save_error when it could not
  // be sealed: then nothing is kept, and nothing is cleared either).
  // onSaving(false) when storage refuses it (a full disk), onSaving(true)
  // once a save is stored again.
  function keepSave(reply) {
    if (reply.save) {
      const outcome = saves.store(reply.save);
      if (outcome !== "not_owner") onSaving(outcome === "stored");
    } else if (!reply.save_error && "save" in reply) saves.clear();
  }

  // One request. Its answer: the reply, RESYNCED (the page's view was behind
  // the engine's, so the current view was fetched and shown instead), or null
  // (refused, or the match it was made for is no longer on the table).
  let refusal = null;   // the code of the latest refused request
  async function call(op, payload) {
    const mine = generation;
    try {
      const reply = await getEngine().request(op, payload);
      if (mine !== generation) return null;
      if (reply.ok) return reply;
      refusal = (reply.error && reply.error.code) || "internal";
      if (refusal === "stale_state") {
        const current = await getEngine().request("view", {});
        if (current.ok && mine === generation) {
          accept(current);
          return RESYNCED;
        }
      } else {
        console.warn("engine refused", op, reply.error);
      }
      return null;
    } catch (err) {
      if (mine === generation) {
        busy = false;
        onFatal(err);
      }
      return null;
    }
  }

  // The CPU's turn, one request per step. One loop per match at a time: every
  // path that hands the turn to a CPU comes here, and a second call while a
  // loop runs would send each step twice. If the engine refuses a step (even
  // after the view is fetched again), the table would wait on the CPU for
  // ever: onStalled takes the person back to the start screen to resume.
  let cpuLoop = 0;   // the generation whose CPU loop is running
  async function runCpu() {
    const mine = generation;
    if (cpuLoop === mine) return;
    cpuLoop = mine;
    let stale = 0;
    refusal = null;
    try {
      busy = true;
      redraw();
      while (mine === generation && cpuTurn) {
        await sleep(page.cpuPauseMs ? page.cpuPauseMs() : settings.cpuPauseMs());
        if (mine !== generation) return;
        const reply = await call("cpu", { state });
        if (reply === RESYNCED && (stale += 1) < STALE_TRIES) continue;
        if (!reply || reply === RESYNCED) break;
        accept(reply);
      }
    } finally {
      // Whatever ended the loop (even an error), the table is the person's again.
      if (cpuLoop === mine) cpuLoop = 0;
      if (mine === generation) {
        busy = false;
        redraw();
        if (cpuTurn) onStalled({ code: refusal || "internal" });   // the loop gave up
        else guarded(() => page.guideFocus(view));
      }
    }
  }

  /** After the person's action (or a resync): a CPU plays on, or the person does. */
  async function next() {
    if (cpuTurn) await runCpu();
    else guarded(() => page.guideFocus(view));
  }

  async function act(action) {
    if (busy || !view) return;
    const mine = generation;
    let reply = null;
    try {
      busy = true;
      redraw();
      reply = await call("act", { action, state });
    } finally {
      if (mine === generation) busy = false;
    }
    // The person left this match (quit, a new match, a resume) while it was
    // asked: the table now belongs to another match and its own turn loop.
    if (mine !== generation || !view) return;
    if (reply && reply !== RESYNCED) accept(reply);
    else redraw();
    await next();
  }

  async function begin(gameId, gamePage, reply, resumed) {
    generation += 1;
    game = gameId;
    page = gamePage;
    saves = savesFor(gameId);
    busy = false;
    view = null;
    state = null;
    onBegin();
    guarded(() => page.begin(resumed));
    accept(reply);
    await next();
  }

  /** Ask the engine for a match (`op` new_match or load); the error, or null once it is on the table. */
  async function open(gameId, gamePage, op, payload, resumed) {
    let reply;
    try {
      reply = await getEngine().request(op, payload);
    } catch (err) {
      onFatal(err);
      return null;
    }
    if (!reply.ok) return reply.error || { code: "internal" };
    await begin(gameId, gamePage, reply, resumed);
    return null;
  }

  return {
    getView: () => view,
    getGame: () => game,
    isBusy: () => busy,
    redraw,
    act,
    /** A read-only question about the position on the table (the `query` op,
     *  docs/protocol.md): the game's answer, or null (refused, the table moved
     *  on meanwhile, or the engine is gone: the next action will say so). */
    async query(question) {
      if (!view) return null;
      const mine = generation;
      const asked = state;
      try {
        const reply = await getEngine().request("query", { question, state: asked });
        return reply.ok && mine === generation && asked === state ? reply.answer : null;
      } catch {
        return null;
      }
    },
    /** A new match of `gameId` with that game's options (docs/protocol.md). */
    newMatch(gameId, gamePage, options) {
      lastNew = { game: gameId, options: { ...options } };
      return open(gameId, gamePage, "new_match", { ...options, game: gameId, seed: null }, false);
    },
    /** The options of the latest new match of `gameId` (null: none, e.g. a resumed match). */
    lastOptions: (gameId) => (lastNew && lastNew.game === gameId ? { ...lastNew.options } : null),
    /** Resume a stored (sealed) save of `gameId`. */
    resume: (gameId, gamePage, save) => open(gameId, gamePage, "load", { save }, true),
    leave() {
      generation += 1;
      busy = false;
      view = null;
      if (page) guarded(() => page.leave());
    },
  };
}
