/**
 * Which IP addresses the PDF proxy may connect to: public unicast only (security.md).
 * Everything private, local, reserved or tunnelled is refused, including IPv4 hidden in
 * IPv6 forms (mapped, compatible, 6to4, NAT64, Teredo).
 */
import { isIPv4, isIPv6 } from "node:net";

const V4_BLOCKED: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, incl. cloud metadata 169.254.169.254
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, incl. broadcast
];

function v4ToInt(ip: string): number {
  return ip.split(".").reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
}

function isPublicV4(ip: string): boolean {
  const n = v4ToInt(ip);
  return !V4_BLOCKED.some(([base, bits]) => {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return (n & mask) === (v4ToInt(base) & mask);
  });
}

/** The eight 16-bit groups of an IPv6 address (with an embedded dotted IPv4 expanded). */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase().split("%")[0]!;
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const n = v4ToInt(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (s: string) => (s ? s.split(":").map((h) => parseInt(h, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<number>(fill).fill(0), ...right];
}

function isPublicV6(ip: string): boolean {
  const g = ipv6Groups(ip);
  if (g.length !== 8 || g.some((x) => Number.isNaN(x))) return false;
  // ::ffff:a.b.c.d (IPv4-mapped): judge the IPv4 address inside.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return isPublicV4(`${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`);
  }
  const first = g[0]!;
  // Only global unicast (2000::/3) can be public...
  if (first < 0x2000 || first > 0x3fff) return false;
  // ...minus tunnels that can reach IPv4 space and documentation ranges.
  if (first === 0x2002) return false; // 6to4
  if (first === 0x2001 && g[1] === 0x0000) return false; // Teredo
  if (first === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (first === 0x2001 && g[1]! < 0x0200) return false; // IETF protocol assignments (ORCHID, benchmarking...)
  return true;
}

/** True when `ip` (an IPv4 or IPv6 literal) is a public unicast address. */
export function isPublicAddress(ip: string): boolean {
  if (isIPv4(ip)) return isPublicV4(ip);
  if (isIPv6(ip)) return isPublicV6(ip);
  return false;
}
