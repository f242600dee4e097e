// Open-redirect abuse: what a redirect may point at and from (lib/redirects/paths.ts), as the
// staff form and the server action both check it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { checkFromPath, pathKey } from "@/lib/redirects/paths";
import { checkTarget } from "@/lib/redirects/target";
import { config } from "@/proxy";

const ALLOWED = ["docs.example.com", "BÜCHER.example"];
const target = (to: string) => checkTarget(to, ALLOWED);
const matcher = new RegExp(`^${config.matcher[0] as string}$`);

describe("redirect targets", () => {
  it.each([
    "//evil.com",
    "///evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "/%2F%2Fevil.com",
    "/%2f/evil.com",
    "/%5Cevil.com",
    "/%255C%255Cevil.com",
    "/%252F%252Fevil.com",
    "https:evil.com",
    "https:/evil.com",
    "http:\\\\evil.com",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/\t/evil.com",
    "/\n/evil.com",
    "/%09/evil.com",
    "/%0a/evil.com",
    " //evil.com",
    "/ /evil.com",
    "\u0000/evil",
    "https://evil.com",
    "https://docs.example.com.evil.com/",
    "https://docs.example.com@evil.com/",
    "https://user:pass@docs.example.com/",
    "https://evil.com#@docs.example.com",
    "https://evil.com\\@docs.example.com",
    "https://evil.com?docs.example.com",
    "ftp://docs.example.com/",
    "evil.com",
    "./evil",
    "/../evil",
    "/a/%2e%2e/evil",
    "/%E0%A4%A",
  ])("refuses %j", (to) => {
    expect(target(to)).toMatchObject({ ok: false, message: expect.any(String) });
  });

  it.each([
    ["/blogs/new-post", "/blogs/new-post"],
    ["  /services  ", "/services"],
    ["/blogs?q=ai&page=2", "/blogs?q=ai&page=2"],
    ["/blogs/caf%C3%A9", "/blogs/caf%C3%A9"],
    ["https://docs.example.com/guide", "https://docs.example.com/guide"],
    ["HTTPS://DOCS.EXAMPLE.COM/Guide", "https://docs.example.com/Guide"],
    // An IDN host matches the allow-list in its punycode form, whatever case it is typed in.
    ["https://bücher.EXAMPLE/x", "https://xn--bcher-kva.example/x"],
  ])("accepts %j as %j", (to, stored) => {
    expect(target(to)).toEqual({ ok: true, value: stored });
  });

  it("says why an off-site address is refused, naming the allowed hosts", () => {
    expect(checkTarget("https://evil.com/", [])).toEqual({
      ok: false,
      message: "Off-site addresses are not allowed: enter a path on this site, starting with /",
    });
    expect(target("https://evil.com/")).toMatchObject({
      message: expect.stringContaining("docs.example.com"),
    });
  });
});

describe("targets on the site's own origin", () => {
  const SITE = "https://www.agency.example";
  const own = [...ALLOWED, "www.agency.example"];
  const check = (to: string) => checkTarget(to, own, SITE);

  it.each([
    ["https://www.agency.example/selfabs", "/selfabs"],
    ["HTTPS://WWW.Agency.EXAMPLE/selfabs", "/selfabs"],
    ["https://www.agency.example:443/selfabs/", "/selfabs"],
    ["http://www.agency.example/c3-a?x=1#top", "/c3-a?x=1#top"],
    ["https://www.agency.example", "/"],
    ["https://www.agency.example/", "/"],
    ["/selfabs/", "/selfabs"],
  ])("stores %j as the path %j, which the loop checks compare", (to, stored) => {
    expect(check(to)).toEqual({ ok: true, value: stored });
  });

  it("refuses what the path would refuse (a // path leaves the site)", () => {
    expect(check("https://www.agency.example//evil.com")).toMatchObject({ ok: false });
    expect(check("https://www.agency.example/%2F%2Fevil.com")).toMatchObject({ ok: false });
  });

  it("keeps another port or another host absolute", () => {
    expect(checkTarget("https://docs.example.com/x", own, SITE)).toEqual({
      ok: true,
      value: "https://docs.example.com/x",
    });
    expect(check("https://www.agency.example:8443/x")).toMatchObject({ ok: false });
  });

  // Whatever way the site's origin is written (case, scheme, default port, trailing slashes), an
  // address on it is stored exactly as its path typed alone would be.
  it("is the same as the path typed alone, for any spelling of the origin", () => {
    // Dot segments aside: the URL parser resolves them, as a browser would, where a typed path
    // with them is refused.
    const segment = fc
      .stringMatching(/^[a-zA-Z0-9._~%-]{1,12}$/)
      .filter((s) => !/^(\.|%2e){1,2}$/i.test(s));
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.constantFrom("", "/", "//"))
      .map(([parts, slash]) => `/${parts.join("/")}${slash}`);
    const query = fc.constantFrom("", "?utm=1", "?a=b&c=d", "#part");
    const origin = fc.record({
      scheme: fc.constantFrom("https", "http", "HTTPS", "Http"),
      host: fc.constantFrom("www.agency.example", "WWW.AGENCY.EXAMPLE", "Www.Agency.Example"),
      port: fc.constantFrom("", ":443", ":80"),
    });
    fc.assert(
      fc.property(path, query, origin, (p, q, o) => {
        // The default port of the other scheme is another origin: not the site.
        const defaultPort = o.scheme.toLowerCase() === "https" ? ":443" : ":80";
        fc.pre(o.port === "" || o.port === defaultPort);
        const typed = checkTarget(`${p}${q}`, own);
        const absolute = check(`${o.scheme}://${o.host}${o.port}${p}${q}`);
        if (typed.ok) expect(absolute).toEqual(typed);
        else expect(absolute.ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("redirect sources", () => {
  it.each([
    "",
    "blogs/old",
    "//evil.com",
    "/\\evil",
    "/old?x=1",
    "/old#top",
    "/",
    "/admin",
    "/admin/redirects",
    "/api/health",
    "/_next/static/x.js",
    "/media/hero.mp4",
    "/rss.xml",
    "/sitemap.xml",
    "/a/../admin",
    "/%2e%2e/admin",
    "/a%09b",
    "/%2Fevil",
  ])("refuses %j", (from) => {
    expect(checkFromPath(from)).toMatchObject({ ok: false });
  });

  it.each([
    ["/blogs/old-post", "/blogs/old-post"],
    ["/old-page/", "/old-page"],
    ["/blogs/caf%C3%A9", "/blogs/café"],
    ["/Case/Kept", "/Case/Kept"],
  ])("stores %j as %j, the key a request for it is looked up by", (from, stored) => {
    expect(checkFromPath(from)).toEqual({ ok: true, value: stored });
    expect(pathKey(encodeURI(stored))).toBe(stored);
    // The proxy runs for it, so the redirect can be answered at all.
    expect(matcher.test(encodeURI(stored)), stored).toBe(true);
  });
});
