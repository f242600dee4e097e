import { describe, expect, it } from "vitest";

import { parseAttribution } from "@/lib/analytics/attribution";
import { ATTRIBUTION_MAX_LENGTH } from "@/lib/analytics/attribution-keys";
import { bookingSchema, contactSchema } from "@/lib/leads/lead-schemas";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};
const parse = (values: Record<string, string>) => parseAttribution(form(values));

describe("parseAttribution: what a lead form carried of the visit", () => {
  it("keeps well-formed values, trimmed", () => {
    expect(
      parse({
        sourcePage: "/book-service",
        landingPage: " /blogs/hello-world ",
        referrerHost: "News.Example.COM",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "q4 launch",
        utmTerm: "next.js agency",
        utmContent: "hero-button",
        refParam: "producthunt",
      }),
    ).toEqual({
      sourcePage: "/book-service",
      landingPage: "/blogs/hello-world",
      referrerHost: "news.example.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "q4 launch",
      utmTerm: "next.js agency",
      utmContent: "hero-button",
      refParam: "producthunt",
    });
  });

  it("leaves out what is absent, empty or not text", () => {
    const data = form({ utmSource: "   ", landingPage: "" });
    data.set("utmCampaign", new Blob(["q4"]), "q4.txt");
    expect(parseAttribution(data)).toEqual({});
  });

  it("takes only this site's paths, without query or fragment", () => {
    const page = (landingPage: string) => parse({ landingPage }).landingPage;
    expect(page("/work/acme?utm_source=x&email=ann@example.com#top")).toBe("/work/acme");
    expect(page("/")).toBe("/");
    for (const bad of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "blogs/x",
      "/a b",
      '=HYPERLINK("http://x")',
    ]) {
      expect(page(bad), bad).toBeUndefined();
    }
  });

  it("takes only a host name as the referrer", () => {
    const host = (referrerHost: string) => parse({ referrerHost }).referrerHost;
    expect(host("www.google.com")).toBe("www.google.com");
    for (const bad of [
      "https://google.com",
      "google.com/search",
      "user@google.com",
      "google.com:443",
      "-bad-.example",
      "<script>",
      `${"a".repeat(64)}.example`,
    ]) {
      expect(host(bad), bad).toBeUndefined();
    }
  });

  it("drops values with control or invisible characters", () => {
    for (const bad of [
      "q4\u0000",
      "q4\r\nBcc: x@example.com",
      "q\u202eq4",
      "q4\u200b",
      "a\u0085b",
    ]) {
      expect(parse({ utmCampaign: bad }).utmCampaign, JSON.stringify(bad)).toBeUndefined();
    }
    expect(parse({ utmCampaign: "q4 🚀" }).utmCampaign).toBe("q4 🚀");
  });

  it("cuts long values to the shared limit, never inside a character", () => {
    const long = "🚀".repeat(ATTRIBUTION_MAX_LENGTH + 50);
    const cut = parse({ utmCampaign: long }).utmCampaign!;
    expect(Array.from(cut)).toHaveLength(ATTRIBUTION_MAX_LENGTH);
    expect(cut).toBe("🚀".repeat(ATTRIBUTION_MAX_LENGTH));
  });
});

describe("How did you hear about us?", () => {
  const booking = {
    name: "Ann",
    email: "ann@example.com",
    phone: "+1 555 010 0000",
    service: bookingSchema.shape.service.options[0],
    message: "Hello",
  };
  it("is optional, one of the list, and a value outside it is dropped, not refused", () => {
    expect(bookingSchema.parse({ ...booking, heardAbout: "blog" }).heardAbout).toBe("blog");
    expect(bookingSchema.parse(booking).heardAbout).toBeUndefined();
    expect(bookingSchema.parse({ ...booking, heardAbout: "" }).heardAbout).toBeUndefined();
    const edited = contactSchema.safeParse({ ...booking, heardAbout: "<script>" });
    expect(edited.success).toBe(true);
    expect(edited.data?.heardAbout).toBeUndefined();
  });
});
