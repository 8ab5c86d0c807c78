// Short sounds synthesised with Web Audio (no files). Silent until the
// setting is on; the AudioContext starts on the first sound after a tap.

const TONES = {
  draw: [[520, 0.05]],
  discard: [[330, 0.06]],
  take: [[440, 0.05], [560, 0.05]],
  knock: [[220, 0.08], [180, 0.1]],
  gin: [[523, 0.08], [659, 0.08], [784, 0.14]],
  win: [[523, 0.1], [659, 0.1], [784, 0.1], [1047, 0.2]],
  lose: [[392, 0.12], [330, 0.12], [262, 0.2]],
};

export function createSound(isOn) {
  let ctx = null;

  function context() {
    if (!ctx) {
      const Ctx = window.AudioContext || window.webkitAudioContext;
      if (!Ctx) return null;
      ctx = new Ctx();
    }
    if (ctx.state === "suspended") ctx.resume().catch(() => {});
    return ctx;
  }

  function play(name) {
    if (!isOn() || !TONES[name]) return;
    let ac;
    try {
      ac = context();
    } catch {
      return;
    }
    if (!ac) return;
    let at = ac.currentTime + 0.01;
    for (const [freq, len] of TONES[name]) {
      const osc = ac.createOscillator();
      const gain = ac.createGain();
      osc.type = "triangle";
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + len);
      osc.connect(gain).connect(ac.destination);
      osc.start(at);
      osc.stop(at + len + 0.02);
      at += len * 0.9;
    }
  }

  return { play };
}
