/**
 * A list of mail addresses as mail clients take it: separated by ';' or ',' (spaces around them
 * allowed), each a plain address with one '@' and a dotted domain. An empty list is valid; a
 * required field says so with its own message.
 */
const address = /^[^\s@;,<>()[\]"]+@[^\s@;,<>()[\]"]+\.[^\s@;,<>()[\]".]{2,}$/;

export function isMailList(text: string): boolean {
  const parts = text.split(/[;,]/).map((p) => p.trim());
  // A trailing separator ('a@b.com;') is how mail clients leave a list.
  if (parts.length > 1 && parts.at(-1) === '') parts.pop();
  return parts.every((p) => address.test(p));
}
