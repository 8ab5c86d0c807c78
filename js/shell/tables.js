// Each game's table lives in the markup in parts marked data-table="<game>"
// (its table section and dialogs, its part of the top bar). The games share
// test hooks (stock, hand, pass, new-match...), and ids must stay unique in
// the document, so only one game's parts are in it at a time: the chosen
// game's on the start screen, the playing game's at the table. The others'
// nodes are kept (with their listeners and the references their page holds)
// and put back in place, where a comment marks their spot, when their game
// is shown again. The root carries data-game: the game whose parts are in.

export function createTables(doc) {
  const root = doc.documentElement;
  const parts = [...doc.querySelectorAll("[data-table]")].map((node) => {
    const spot = doc.createComment(`table part: ${node.dataset.table}`);
    node.before(spot);
    return { game: node.dataset.table, node, spot };
  });
  // A game's own dialogs (its results) are closed only by the game: Esc does not dismiss them.
  for (const { node } of parts) {
    const dialogs = node.matches("dialog") ? [node] : [...node.querySelectorAll("dialog:not(.closable)")];
    for (const dialog of dialogs) dialog.addEventListener("cancel", (event) => event.preventDefault());
  }
  let shown = null;

  /** Put `game`'s parts in the document and take every other game's out. */
  function show(game) {
    root.dataset.game = game || "";
    if (game === shown) return;
    shown = game;
    for (const part of parts) {
      if (part.game === game) {
        if (!part.node.isConnected) part.spot.after(part.node);
      } else if (part.node.isConnected) {
        for (const dialog of part.node.querySelectorAll("dialog[open]")) dialog.close();
        part.node.remove();
      }
    }
  }

  return {
    show,
    shown: () => shown,
    /** Run `fn` with `game`'s parts in the document (a page made while another
     *  game is shown finds its elements), then show what was shown before. */
    withShown(game, fn) {
      const before = shown;
      show(game);
      try {
        return fn();
      } finally {
        show(before);
      }
    },
    /** Every game's parts, in the document or not (relabelled on a language switch). */
    nodes: () => parts.map((part) => part.node),
    /** Close the open dialogs of the game shown (its results): the table is left. */
    closeDialogs() {
      for (const part of parts) for (const dialog of part.node.querySelectorAll("dialog[open]")) dialog.close();
    },
  };
}
