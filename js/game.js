// The match as the page runs it: sends the person's intents to the engine,
// paces the CPU's steps (one request each, ~450 ms apart), and hands every
// view to the renderer. It keeps only UI state (the lifted card, whether a
// request is in flight); every rule stays in the engine.

const IN_PLAY = ["upcard", "draw", "discard"];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const RESYNCED = Symbol("resynced");

export function createGame({ getEngine, renderer, animator, i18n, settings, sound, host, storage, stats, saves, onFatal, onStalled }) {
  let view = null;
  let state = null;
  let lifted = null;
  let busy = false;
  let fresh = null;
  let holdResult = false; // after the CPU ends a round: let its last card land first
  let generation = 0; // a new match makes replies to older requests harmless
  const t = i18n.t;

  function ui() {
    return { lifted, busy: busy || holdResult, fresh, holdResult };
  }

  // Drawing never stops the game: a failed draw is reported as an uncaught
  // error would be (so tests still see it), the turn goes on, and the next
  // draw repairs the table.
  function show(extra) {
    try {
      renderer.render(view, extra ? { ...ui(), ...extra } : ui());
    } catch (err) {
      reportError(err);
    }
  }

  function redraw() {
    if (view) show();
  }

  // Keep keyboard players in the game: when focus has fallen to the page
  // (its element was redrawn away), put it where the next decision is.
  function guideFocus() {
    if (!view || busy || view.to_act !== 0) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !document.contains(active) || active.hidden;
    const onPile = active && active.classList && active.classList.contains("pile");
    if (lost || (onPile && view.phase === "discard")) renderer.focusFor(view);
  }

  function legal(type, extra) {
    return Boolean(view) && (view.legal || []).some((a) => a.type === type && Object.entries(extra || {}).every(([k, v]) => a[k] === v));
  }

  function describe(entry, prevHand) {
    const who = i18n.who(entry.player);
    const card = entry.card ? i18n.cardName(entry.card) : "";
    switch (entry.action) {
      case "take": return t("logTake", { who, card });
      case "pass": return t("logPass", { who });
      case "draw":
        if (entry.from === "discard") return t("logDrawDiscard", { who, card });
        if (entry.player === 0 && prevHand) {
          const got = view.hand.find((c) => !prevHand.includes(c));
          if (got) return t("logDrawStockYou", { card: i18n.cardName(got) });
        }
        return t("logDrawStock", { who });
      case "discard": return t("logDiscard", { who, card });
      case "knock": return t(view.result && view.result.kind === "gin" ? "logGin" : "logKnock", { who, card });
      case "big_gin": return t("kindGin", { who });
      default: return "";
    }
  }

  function roundStartLine(v) {
    return t("logRoundStart", { n: v.round || 1, dealer: i18n.who(v.dealer), card: i18n.cardName(v.discard[0]) });
  }

  function resultLine(v) {
    const r = v.result;
    if (!r) return "";
    if (r.kind === "void") return t("kindVoid");
    const head = r.kind === "undercut" ? t("kindUndercut", { who: i18n.who(r.winner) })
      : t(r.kind === "gin" || r.kind === "big_gin" ? "kindGin" : "kindKnock", { who: i18n.who(r.knocker) });
    const pts = t(r.winner === 0 ? "youWinRound" : "cpuWinsRound", { p: r.points });
    let line = `${head}. ${pts} ${t("totals")}: ${t("you")} ${v.scores[0]}, ${t("cpu")} ${v.scores[1]}.`;
    if (v.phase === "match_over") line += ` ${v.scores[0] > v.scores[1] ? t("matchYou") : t("matchCpu")}`;
    return line;
  }

  /** Take a reply's view: redraw with movement, speak what happened. */
  function accept(reply) {
    // The engine's state only rises: a reply older than the view on screen must
    // never bring back a table the person has already left behind.
    if (view && reply.state < state) return;
    const before = animator.snapshot();
    const prev = view;
    view = reply.view;
    state = reply.state;
    lifted = null;
    const newRound = !prev || prev.round !== view.round || (view.history || []).length < (prev.history || []).length;
    const history = view.history || [];
    const fromIndex = newRound ? 0 : (prev.history || []).length;
    const added = history.slice(fromIndex);
    const last = added[added.length - 1] || null;
    const mine = prev && last && last.player === 0 && last.action === "draw" ? view.hand.find((c) => !prev.hand.includes(c)) : null;
    fresh = mine || (last && last.player === 0 && last.action === "take" ? last.card : null);
    holdResult = false;
    show();
    // Movement, the spoken log and sounds are decoration: if one of them fails
    // (no Web Animations, no audio), the turn still goes on.
    try {
      animator.play(newRound ? null : before, last);
      if (newRound && IN_PLAY.includes(view.phase)) renderer.announce(roundStartLine(view));
      for (const entry of added) renderer.announce(describe(entry, prev && prev.hand));
      const name = last && { draw: "draw", take: "take", discard: "discard", knock: "knock" }[last.action];
      if (name) sound.play(name);
    } catch (err) {
      reportError(err);
    }
    const ended = prev && IN_PLAY.includes(prev.phase) && !IN_PLAY.includes(view.phase);
    if (ended && last && last.player === 1) {
      holdResult = true;
      show();
      const mine = generation;
      setTimeout(() => {
        if (mine !== generation) return;
        holdResult = false;
        redraw();
      }, settings.cpuPauseMs() + settings.moveMs());
    }
    if (ended) roundEnded();
  }

  function roundEnded() {
    const r = view.result || {};
    renderer.announce(resultLine(view));
    const scores = [...view.scores];
    if (view.result) stats.round(view.result);
    host.post("round_over", { scores, round: view.round, kind: r.kind, winner: r.winner ?? null, points: r.points ?? 0 });
    if (view.phase === "match_over") {
      const winner = view.match_result ? view.match_result.winner : r.winner;
      host.post("match_over", { scores, winner });
      stats.finish(view.level, winner, scores);
      sound.play(winner === 0 ? "win" : "lose");
    } else if (r.kind === "gin" || r.kind === "big_gin") sound.play("gin");
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
      if (reply.error && reply.error.code === "stale_state") {
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
  // path that hands the turn to the CPU comes here, and a second call while a
  // loop runs would send each step twice. If the engine refuses a step (even
  // after the view is fetched again), the table would wait on the CPU for
  // ever: onStalled takes the person back to the start screen to resume.
  let cpuLoop = 0;   // the generation whose CPU loop is running
  const cpuToAct = () => Boolean(view) && view.to_act === 1 && IN_PLAY.includes(view.phase);
  async function runCpu() {
    const mine = generation;
    if (cpuLoop === mine) return;
    cpuLoop = mine;
    let stale = 0;
    refusal = null;
    try {
      busy = true;
      redraw();
      while (mine === generation && cpuToAct()) {
        await sleep(settings.cpuPauseMs());
        if (mine !== generation) return;
        const reply = await call("cpu", { state });
        if (reply === RESYNCED && (stale += 1) < 3) continue;
        if (!reply || reply === RESYNCED) break;
        accept(reply);
        saveProgress();
      }
    } finally {
      // Whatever ended the loop (even an error), the table is the person's again.
      if (cpuLoop === mine) cpuLoop = 0;
      if (mine === generation) {
        busy = false;
        redraw();
        guideFocus();
        saveProgress();
        if (cpuToAct()) onStalled({ code: refusal || "internal" });   // the loop gave up
      }
    }
  }

  /** After the person's action (or a resync): the CPU plays on, or the person does. */
  async function next() {
    if (cpuToAct()) await runCpu();
    else guideFocus();
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
    if (reply && reply !== RESYNCED) {
      accept(reply);
      saveProgress();
    } else {
      redraw();
    }
    await next();
  }

  // Saved after every action (the person's and each CPU step), so a reload
  // loses nothing; a reply to an older save request never overwrites a newer one.
  // Each state is saved once (the end of a CPU turn would ask again).
  let saveSeq = 0;
  let savedState = null;   // the state the latest save was asked at
  async function saveProgress() {
    if (!view || state === savedState) return;
    const mine = ++saveSeq;
    savedState = state;
    if (view.phase === "match_over") {
      saves.clear();
      return;
    }
    try {
      const reply = await getEngine().request("save", {});
      if (mine === saveSeq && reply.ok && reply.save) saves.store(reply.save);
      else if (mine === saveSeq && !reply.ok) savedState = null;   // asked again at the next step
    } catch {
      // Resume is a convenience; losing it is not an error.
    }
  }

  async function begin(reply, resumed) {
    generation += 1;
    stats.begin(resumed);
    busy = false;
    savedState = null;
    view = null;
    renderer.clearLog();
    renderer.showScreen("table");
    accept(reply);
    if (view.to_act !== 1 || !IN_PLAY.includes(view.phase)) saveProgress();
    await next();
  }

  return {
    getView: () => view,
    isBusy: () => busy,
    redraw,
    async newMatch({ target, level, deal, rules }) {
      let reply;
      try {
        reply = await getEngine().request("new_match", { target, level, seed: null, deal: deal || null, rules: rules || {} });
      } catch (err) {
        onFatal(err);
        return null;
      }
      if (!reply.ok) return reply.error || { code: "internal" };
      await begin(reply, false);
      return null;
    },
    async resume(save) {
      let reply;
      try {
        reply = await getEngine().request("load", { save });
      } catch (err) {
        onFatal(err);
        return null;
      }
      if (!reply.ok) return reply.error || { code: "bad_save" };
      await begin(reply, true);
      return null;
    },
    leave() {
      generation += 1;
      busy = false;
      view = null;
    },
    /** An intent from input.js. */
    handle(intent) {
      if (!view) return;
      switch (intent.type) {
        case "card":
          if (busy || view.phase !== "discard" || view.to_act !== 0) return;
          if (!legal("discard", { card: intent.card })) return;
          if (lifted === intent.card) act({ type: "discard", card: intent.card });
          else {
            lifted = intent.card;
            show({ focusCard: intent.card });
          }
          return;
        case "lower":
          if (lifted) {
            lifted = null;
            redraw();
          }
          return;
        case "knock":
          if (lifted && legal("knock", { card: lifted })) act({ type: "knock", card: lifted });
          return;
        case "draw":
          if (legal("draw", { from: intent.from })) act({ type: "draw", from: intent.from });
          return;
        case "take":
        case "pass":
        case "big_gin":
        case "next_round":
          if (legal(intent.type)) act({ type: intent.type });
          return;
        default:
      }
    },
  };
}
