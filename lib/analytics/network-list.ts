/**
 * The "don't count visits from" networks of the settings form: IP addresses or CIDR networks,
 * one per line or comma-separated. Dependency-free (the form's schema runs in the browser too);
 * the server matches them with node:net's BlockList (lib/http/networks.ts inNetworks).
 */
export const MAX_EXCLUDED_NETWORKS = 50;

const octet = (s: string) => /^\d{1,3}$/.test(s) && Number(s) <= 255;
const isIPv4 = (s: string) => s.split(".").length === 4 && s.split(".").every(octet);
function isIPv6(s: string): boolean {
  if (!s.includes(":") || !/^[\da-f:.]+$/i.test(s)) return false;
  return URL.canParse(`http://[${s}]/`);
}

/** "203.0.113.7", "203.0.113.0/24", "2001:db8::/32"; false for anything else. */
export function isNetwork(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  if (extra !== undefined) return false;
  const max = isIPv4(address) ? 32 : isIPv6(address) ? 128 : 0;
  if (!max) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
}

/** The entries of the form's text, trimmed, empty ones and repeats left out. */
export const splitNetworks = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  ),
];
