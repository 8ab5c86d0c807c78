// The end of a match, for any game: won or lost said plainly, the final
// score of every seat (best first), the game's own details (the deciding
// round, a settlement...), and three ways on: Play again with the same
// settings, Statistics, and Menu. The markup is index.html's #match-end.
//
//   const end = createMatchEnd(doc, { onPlayAgain, onMenu });
//   end.show({ key, won, headline, seats: [{name, score, winner}], details: [Node, ...] });
// `key` names what is shown (round, language...): the same key shows once.

import { clear, h, showAtTop } from "./dom.js";

export function createMatchEnd(doc, { onPlayAgain, onMenu }) {
  const dialog = doc.querySelector("#match-end");
  const headline = dialog.querySelector(".match-end-headline");
  const scores = dialog.querySelector(".final-scores");
  const details = dialog.querySelector(".match-end-details");
  const playAgain = dialog.querySelector("[data-testid=play-again]");
  dialog.addEventListener("cancel", (event) => event.preventDefault());   // Esc does not dismiss it
  playAgain.addEventListener("click", () => onPlayAgain());
  dialog.querySelector("[data-testid=new-match]").addEventListener("click", () => onMenu());

  function show({ key, won, headline: text, seats, details: nodes }) {
    if (dialog.open && dialog.dataset.key === key) return;
    dialog.dataset.key = key;
    dialog.dataset.won = won ? "true" : "false";
    headline.textContent = text;
    clear(scores);
    const ranked = seats.map((seat, i) => ({ ...seat, seat: i })).sort((a, b) => b.score - a.score);
    for (const seat of ranked) {
      scores.append(h("li", { class: "final-score", "data-seat": String(seat.seat), "data-winner": seat.winner ? "true" : "false" },
        h("span", { class: "name", text: seat.name }), h("b", { class: "pts", text: String(seat.score) })));
    }
    clear(details);
    for (const node of nodes || []) details.append(node);
    showAtTop(dialog);
    playAgain.focus({ preventScroll: true });
  }

  function close() {
    dialog.dataset.key = "";
    if (dialog.open) dialog.close();
  }

  return { show, close, get open() { return dialog.open; } };
}
