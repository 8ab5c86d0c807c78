// What the person's taps and keys do (intents from input.js), for the page
// (index.js): a card tapped is lifted, tapped again it is discarded; the
// rest becomes the action it names. Every action sent is one view.legal
// lists; anything else is ignored.

import { isLegal } from "./legal.js";

/** page: index.js's page object (its state, renderer, runner and ui()). */
export function handleIntent(page, intent) {
  const { state, renderer, runner } = page;
  const view = state.view;
  if (!view) return;
  const busy = runner.isBusy();
  switch (intent.type) {
    case "card":
      if (busy || view.phase !== "discard" || view.to_act !== view.you) return;
      if (!isLegal(view, "discard", { card: intent.card })) return;
      if (state.lifted === intent.card) runner.act({ type: "discard", card: intent.card });
      else {
        state.lifted = intent.card;
        renderer.render(view, page.ui({ focusCard: intent.card }));
      }
      return;
    case "lower":
      if (state.lifted) {
        state.lifted = null;
        runner.redraw();
      }
      return;
    case "knock":
      if (state.lifted && isLegal(view, "knock", { card: state.lifted })) runner.act({ type: "knock", card: state.lifted });
      return;
    case "draw":
      if (isLegal(view, "draw", { from: intent.from })) runner.act({ type: "draw", from: intent.from });
      return;
    case "pile_closed":   // said on the prompt line until the next reply (no sound: nothing went wrong)
      state.pileWhy = true;
      renderer.render(view, page.ui());
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
