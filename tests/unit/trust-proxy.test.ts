// Which address is the client, for every TRUST_PROXY setting: the same walk as Express's
// `trust proxy` (proxy-addr), from the socket's peer outwards through X-Forwarded-For.
import { describe, expect, it } from "vitest";

import { isPublicAddress } from "@/lib/http/networks";
import {
  forwardedHops,
  parseTrustProxy,
  resolveClient,
  resolveProtocol,
  trustPredicate,
  type TrustProxy,
} from "@/lib/http/trust-proxy";

const client = (setting: string | undefined, peer: string, xff = "") => {
  const trust = parseTrustProxy(setting);
  if (typeof trust === "string") throw new Error(trust);
  return resolveClient(peer, forwardedHops(xff), trustPredicate(trust));
};

describe("parseTrustProxy", () => {
  it.each<[string | undefined, TrustProxy]>([
    [undefined, { kind: "none" }],
    ["", { kind: "none" }],
    ["false", { kind: "none" }],
    ["0", { kind: "none" }],
    ["true", { kind: "all" }],
    ["1", { kind: "hops", hops: 1 }],
    ["2", { kind: "hops", hops: 2 }],
    [
      "10.0.0.0/8, fd00::/8,192.0.2.7",
      { kind: "networks", networks: ["10.0.0.0/8", "fd00::/8", "192.0.2.7"] },
    ],
  ])("%j → %j", (setting, expected) => {
    expect(parseTrustProxy(setting)).toEqual(expected);
  });

  it.each(["yes", "10.0.0.0/33", "fd00::/129", "10.0.0/8", "proxy.example", "1.2.3.4/8/9", "99"])(
    "refuses %j with a message naming it",
    (setting) => {
      expect(parseTrustProxy(setting)).toMatch(/^TRUST_PROXY: /);
    },
  );
});

describe("the client address", () => {
  it("without TRUST_PROXY is the socket's peer, whatever the headers say", () => {
    expect(client(undefined, "203.0.113.9")).toBe("203.0.113.9");
    expect(client(undefined, "203.0.113.9", "1.1.1.1")).toBe("203.0.113.9");
    expect(client("false", "203.0.113.9", "1.1.1.1, 2.2.2.2")).toBe("203.0.113.9");
  });

  it("with TRUST_PROXY=n is the hop n proxies in; hops the client wrote further left are ignored", () => {
    // One proxy at 10.0.0.2 appended what it saw: the client's own header comes before that.
    expect(client("1", "10.0.0.2", "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
    expect(client("1", "10.0.0.2", "198.51.100.7")).toBe("198.51.100.7");
    expect(client("2", "10.0.0.3", "6.6.6.6, 198.51.100.7, 10.0.0.2")).toBe("198.51.100.7");
    // Fewer hops than proxies (a request that bypassed one): the farthest address there is.
    expect(client("2", "10.0.0.3", "198.51.100.7")).toBe("198.51.100.7");
    expect(client("1", "10.0.0.2")).toBe("10.0.0.2");
  });

  it("with a network list skips trusted proxies only, and stops at the first stranger", () => {
    const nets = "10.0.0.0/8,fd00::/8";
    expect(client(nets, "10.1.1.1", "198.51.100.7, 10.2.2.2")).toBe("198.51.100.7");
    expect(client(nets, "fd00::1", "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
    // A peer outside the list is the client itself: its header is not believed.
    expect(client(nets, "203.0.113.9", "198.51.100.7")).toBe("203.0.113.9");
    // A stranger between two proxies is where the walk stops.
    expect(client(nets, "10.1.1.1", "6.6.6.6, 203.0.113.9, 10.2.2.2")).toBe("203.0.113.9");
  });

  it("with TRUST_PROXY=true is the farthest hop", () => {
    expect(client("true", "10.0.0.2", "198.51.100.7, 10.0.0.1")).toBe("198.51.100.7");
  });

  it("reads addresses as sockets and proxies write them", () => {
    expect(client(undefined, "::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(client("1", "10.0.0.2", "198.51.100.7:51234")).toBe("198.51.100.7");
    expect(client("1", "10.0.0.2", "[2001:db8::1]:443")).toBe("2001:db8::1");
  });
});

describe("the protocol the visitor used", () => {
  const protocol = (setting: string | undefined, peer: string, proto: string | null) => {
    const trust = parseTrustProxy(setting);
    if (typeof trust === "string") throw new Error(trust);
    return resolveProtocol(peer, "http", proto, trustPredicate(trust));
  };

  it("is the socket's unless the peer is a trusted proxy", () => {
    expect(protocol(undefined, "203.0.113.9", "https")).toBe("http");
    expect(protocol("10.0.0.0/8", "203.0.113.9", "https")).toBe("http");
    expect(protocol("10.0.0.0/8", "10.0.0.2", "https")).toBe("https");
    expect(protocol("1", "::ffff:10.0.0.2", "https")).toBe("https");
    expect(protocol("127.0.0.1", "::ffff:127.0.0.1", "HTTPS")).toBe("https");
  });

  it("reads a trusted proxy's first value, and keeps the socket's when it says nothing usable", () => {
    expect(protocol("true", "10.0.0.2", "https, http")).toBe("https");
    expect(protocol("true", "10.0.0.2", "http")).toBe("http");
    expect(protocol("true", "10.0.0.2", null)).toBe("http");
    expect(protocol("true", "10.0.0.2", "gopher")).toBe("http");
    const trust = trustPredicate({ kind: "all" });
    expect(resolveProtocol("10.0.0.2", "https", "", trust)).toBe("https");
    expect(resolveProtocol(undefined, "https", "http", trust)).toBe("https");
  });
});

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.0.0.2",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::",
    "fd12::1",
    "fe80::1",
    "224.0.0.1",
    "255.255.255.255",
    "64:ff9b::7f00:1",
    "not-an-ip",
  ])("%s is not public", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "1.1.1.1", "2606:4700:4700::1111", "::ffff:1.1.1.1"])(
    "%s is public",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
