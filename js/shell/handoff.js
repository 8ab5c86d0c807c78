// The handoff screen between people at one device (pass-and-play, any game): it names
// the person to act ("Pass the device to Ann"), says what they will have to do (the
// game's page may say it: page.handoffTask), and waits for their one button ("I'm Ann
// — show my hand", focused; the name in its accessible name) before the runner asks
// the engine for their hand (`reveal`). While it shows, the table under it is inert
// (no Tab stop, no click) and the game's page draws no hand at all (the view it has is
// the public one). Names are put in as text only, never as markup.

export function createHandoff(doc, i18n, { onReady }) {
  const box = doc.querySelector("#handoff");
  const title = doc.querySelector("#handoff-title");
  const task = doc.querySelector("#handoff-task");
  const text = doc.querySelector("#handoff-text");
  const ready = doc.querySelector("[data-testid=handoff-ready]");
  let shown = null;   // {seat, describe}: describe() -> {name, task} in the current language

  function paint() {
    const { name, task: what } = shown.describe();
    title.textContent = i18n.t("handoffTitle", { name });
    task.textContent = what || "";
    task.hidden = !what;
    text.textContent = i18n.t("handoffText", { name });
    ready.textContent = i18n.t("handoffReady", { name });
    box.dataset.seat = String(shown.seat);
  }

  /** The game's table parts in the document: inert while the handoff covers them. */
  const tables = () => doc.querySelectorAll("main [data-table] > section");

  ready.addEventListener("click", () => {
    if (shown && !ready.disabled) {
      ready.disabled = true;   // one reveal per handoff: a second tap waits for the reply
      onReady(shown.seat);
    }
  });

  return {
    /** Show the handoff for `seat`; `describe()` gives its name and task, asked again on a relabel. */
    show(seat, describe) {
      const again = shown && shown.seat === seat && !box.hidden;
      shown = { seat, describe };
      paint();
      ready.disabled = false;
      box.hidden = false;
      for (const node of tables()) node.inert = true;
      if (!again || doc.activeElement !== ready) ready.focus();
    },
    hide() {
      if (!shown && box.hidden) return;
      shown = null;
      box.hidden = true;
      delete box.dataset.seat;
      for (const node of tables()) node.inert = false;
    },
    /** The seat the handoff waits for, or null. */
    seat: () => (shown ? shown.seat : null),
    /** The reveal was refused or lost: the button may be pressed again. */
    enable() {
      ready.disabled = false;
    },
    relabel() {
      if (shown) paint();
    },
  };
}
