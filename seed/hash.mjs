// FNV-1a, 32 bits: a deterministic number from a text, for the demo data's figures.

/** @param {string} text */
export function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
