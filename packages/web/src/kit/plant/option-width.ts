/**
 * A select's width for its longest option, so 'JRZ1 - Juarez Plant 1 - Final Assembly' reads whole,
 * within [min, max] pixels; past max the chosen text shows in full on hover (title).
 */
export function optionWidth(labels: readonly string[], { min = 200, max = 460 } = {}) {
  const longest = labels.reduce((n, label) => Math.max(n, label.length), 0);
  // ~0.6em a character in the UI font, plus the padding and the chevron.
  return { w: `clamp(${min}px, calc(${longest * 0.6}em + 3rem), ${max}px)` };
}
