import { BlockList, isIP } from "node:net";

/** Addresses as proxies and sockets write them: IPv4-mapped IPv6 and ports reduced to the IP. */
export function normalizeAddress(raw: string): string {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  return (mapped?.[1] ?? value).toLowerCase();
}

/** "10.0.0.0/8", "fd00::/8" or a single address; false for anything else. */
function isNetwork(network: string): boolean {
  const [address = "", prefix, extra] = network.split("/");
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * A comma-separated list of networks, or an error message naming the first entry that is not
 * one (`name` is the setting it came from).
 */
export function parseNetworks(value: string, name: string): string[] | string {
  const networks = value.split(",").map((n) => n.trim());
  const bad = networks.find((n) => !isNetwork(n));
  return bad === undefined
    ? networks
    : `${name}: "${bad}" is not an IP address or CIDR network (e.g. 10.0.0.0/8,fd00::/8)`;
}

/** Whether an address lies in one of `networks` (checked with isNetwork). */
export function inNetworks(networks: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const network of networks) {
    const [address = "", prefix] = network.split("/");
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (raw) => {
    const address = normalizeAddress(raw);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
  };
}

/**
 * Everything that is not a public unicast address: this host, private and shared networks,
 * link-local (cloud metadata at 169.254.169.254), multicast, reserved and documentation ranges,
 * and the IPv6 forms that embed an IPv4 address (NAT64, 6to4, Teredo).
 */
const NON_PUBLIC = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/3",
  "::/127",
  "64:ff9b::/96",
  "64:ff9b:1::/48",
  "100::/64",
  "2001::/32",
  "2001:db8::/32",
  "2002::/16",
  "fc00::/7",
  "fe80::/10",
  "fec0::/10",
  "ff00::/8",
];
const nonPublic = inNetworks(NON_PUBLIC);

/** True for an address anyone on the internet could reach; false for the ranges above. */
export const isPublicAddress = (address: string): boolean =>
  isIP(normalizeAddress(address)) !== 0 && !nonPublic(address);

/** A network (as parseNetworks accepts it) that lies wholly inside loopback: 127.0.0.0/8 or ::1. */
export function isLoopbackNetwork(network: string): boolean {
  const [address = "", prefix] = network.split("/");
  if (isIP(address) === 4) return address.startsWith("127.") && Number(prefix ?? 32) >= 8;
  return isIP(address) === 6 && inNetworks(["::1"])(address) && Number(prefix ?? 128) === 128;
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const [left, right] = [part(head), part(tail ?? "")];
  const fill = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

/**
 * An IPv6 address whose first 80 bits are zero: IPv4-mapped (::ffff:a.b.c.d, also written
 * ::ffff:7f00:1), IPv4-compatible (::a.b.c.d), :: and ::1. A socket given one reaches the IPv4
 * host inside, so an outbound guard refuses the whole form rather than judge the address within.
 */
export function embedsIPv4(address: string): boolean {
  const bare = address.trim().replace(/^\[|\]$/g, "");
  return (
    isIP(bare) === 6 &&
    ipv6Groups(bare.split("%")[0]!)
      .slice(0, 5)
      .every((g) => g === 0)
  );
}
