/**
 * The block an address is counted in by rate limits: an IPv4 address alone, an IPv6 address
 * by its /64 (one customer's network: the rest of the address is theirs to change at will).
 * An IPv4-mapped IPv6 address (::ffff:a.b.c.d, as a dual-stack socket reports) is the IPv4
 * address. Anything that is not an IP address is returned as it is.
 */
export function addressBlock(ip: string): string {
  const address = ip.replace(/%.*$/, "").toLowerCase();
  if (!address.includes(":")) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : ip;
}

/** The eight groups of an IPv6 address (leading zeros dropped), or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves[1] ? halves[1].split(":") : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms other than the mapped one) is two groups.
  const last = tail.length ? tail : head;
  if (last.length && last[last.length - 1]!.includes(".")) last.splice(-1, 1, "0", "0");
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16).toString(16));
}
