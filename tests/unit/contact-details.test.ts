import { describe, expect, it } from "vitest";

import { parseEnv } from "@/lib/env";
import { resolveContact } from "@/lib/contact";

describe("contact details", () => {
  it("uses what a deployment set, with a dialable tel: link", () => {
    const env = parseEnv({ CONTACT_EMAIL: "hi@acme.io", CONTACT_PHONE: "+91 80 4567-8900" });
    expect(resolveContact(env)).toEqual({
      email: { label: "hi@acme.io", href: "mailto:hi@acme.io", demo: false },
      phone: { label: "+91 80 4567-8900", href: "tel:+918045678900", demo: false },
    });
  });

  it("marks demo values as demo when unset, and gives a demo number no link", () => {
    const { email, phone } = resolveContact(parseEnv({}));
    // As the Dockerfile passes build arguments nobody gave: blank, which counts as unset.
    expect(resolveContact(parseEnv({ CONTACT_EMAIL: "", CONTACT_PHONE: " " }))).toEqual({
      email,
      phone,
    });
    expect(email).toEqual({
      label: "hello@nimbuslabs.example (demo)",
      href: "mailto:hello@nimbuslabs.example",
      demo: true,
    });
    expect(phone).toEqual({ label: "+1 555 0100 (demo)", href: null, demo: true });
  });

  it("refuses a number that is not international or an address that is not one", () => {
    expect(() => parseEnv({ CONTACT_PHONE: "080 4567 8900" })).toThrow(/CONTACT_PHONE/);
    expect(() => parseEnv({ CONTACT_PHONE: "+1 call us" })).toThrow(/CONTACT_PHONE/);
    expect(() => parseEnv({ CONTACT_EMAIL: "hello" })).toThrow(/CONTACT_EMAIL/);
  });
});

describe("structured data", () => {
  it("names no demo address or number as the business's own (the test env sets neither)", async () => {
    const { organizationJsonLd } = await import("@/lib/seo/structured-data");
    const org = organizationJsonLd();
    expect(org).not.toHaveProperty("telephone");
    expect(org).not.toHaveProperty("email");
  });
});
