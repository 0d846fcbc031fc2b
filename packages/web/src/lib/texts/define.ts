/**
 * One area's texts, EN and ES side by side: the ES object must have exactly the EN keys, so a
 * text missing in Spanish does not compile. `{{name}}` marks a value filled in by `t(key, { name })`.
 */
export function texts<const En extends Record<string, string>>(en: En, es: { [K in keyof En]: string }) {
  return { en, es };
}
