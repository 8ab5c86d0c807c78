// The scoreboard in the top bar, for any game: one chip per seat (name, a
// dealer mark, the match score and a bar of the way to the target) and the
// target. The header keeps one fixed height whatever it shows (app.css), and
// shows no scoreboard on the start screen. index.html holds the first two
// seats' chips (their data-testid hooks); more seats get copies of the last.

export function createScoreboard(doc) {
  const box = doc.querySelector(".topbar .scores");
  const targetText = doc.querySelector("#target-text");

  function chip(i) {
    const chips = box.querySelectorAll(".score");
    if (chips[i]) return chips[i];
    const copy = chips[chips.length - 1].cloneNode(true);
    for (const node of copy.querySelectorAll("[id], [data-testid], [data-i18n]")) {
      for (const attr of ["id", "data-testid", "data-i18n"]) node.removeAttribute(attr);
    }
    copy.querySelector("b").dataset.testid = `score-${i}`;
    box.insertBefore(copy, targetText);
    return copy;
  }

  /**
   * seats: [{name, score, dealer, label}] in seat order (label: what a screen
   * reader says for the chip); target: {n, text, label}.
   */
  function render({ seats, target }) {
    seats.forEach((seat, i) => {
      const node = chip(i);
      node.hidden = false;
      node.querySelector(".who").textContent = seat.name;
      node.querySelector(".who").dataset.dealer = seat.dealer ? "true" : "false";
      node.querySelector("b").textContent = String(seat.score);
      node.setAttribute("aria-label", seat.label);
      const share = target && target.n > 0 ? Math.max(0, Math.min(1, seat.score / target.n)) : 0;
      node.style.setProperty("--progress", String(share));
      node.dataset.leading = "false";
    });
    const chips = [...box.querySelectorAll(".score")];
    chips.slice(seats.length).forEach((node) => { node.hidden = true; });
    const best = Math.max(...seats.map((s) => s.score));
    if (best > 0) seats.forEach((s, i) => { chips[i].dataset.leading = String(s.score === best); });
    if (target) {
      targetText.textContent = target.text;
      targetText.setAttribute("aria-label", target.label);
    }
  }

  return { render };
}
