import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** The characters of an IPv4 address in any spelling inet_aton takes: decimal, octal or hex parts. */
const IPV4_SPELLING = /^[0-9a-fx.]+$/i;
const MAPPED_IPV4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * An IP address in the one spelling the checks compare, as a socket reaches it: IPv4 in dotted
 * decimal, also from its short and numeric spellings (127.1, 2130706433, 0x7f000001, 0177.0.0.1)
 * and from IPv4-mapped IPv6 (::ffff:127.0.0.1, ::ffff:7f00:1), which connect to that IPv4
 * address; other IPv6 compressed and lower case (RFC 5952); the unspecified address as the
 * loopback a connection to it reaches. Null for a text that is no address (a name).
 */
export function canonicalAddress(text: string): string | null {
  if (isIP(text) === 6) {
    let ipv6: string;
    try {
      // The WHATWG URL parser writes IPv6 in RFC 5952 form, mapped IPv4 in hex (::ffff:7f00:1).
      ipv6 = new URL(`http://[${text}]/`).hostname.slice(1, -1);
    } catch {
      return text.toLowerCase(); // a zone id (fe80::1%eth0), which URLs do not take
    }
    const mapped = MAPPED_IPV4.exec(ipv6);
    if (mapped) {
      const [high, low] = [Number.parseInt(mapped[1] as string, 16), Number.parseInt(mapped[2] as string, 16)];
      return canonicalAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
    }
    return ipv6 === '::' ? '::1' : ipv6;
  }
  if (!IPV4_SPELLING.test(text)) return null;
  let ipv4: string;
  try {
    // The WHATWG URL parser reads IPv4 as inet_aton does (and so getaddrinfo and the socket).
    ipv4 = new URL(`http://${text}/`).hostname;
  } catch {
    return null;
  }
  if (isIP(ipv4) !== 4) return null;
  return ipv4 === '0.0.0.0' ? '127.0.0.1' : ipv4;
}

/**
 * Every address a printer host stands for, each in its canonical spelling: an address as itself,
 * a name as DNS resolves it. Rejects when a name does not resolve.
 */
export async function hostAddresses(host: string): Promise<string[]> {
  const literal = canonicalAddress(host);
  if (literal) return [literal];
  const found = await lookup(host, { all: true });
  return [...new Set(found.map(({ address }) => canonicalAddress(address) ?? address))];
}
