import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";

import { deferredSchema, schemaResolver } from "@/components/forms/schema-resolver";
import { blogFormSchema } from "@/lib/blog/blog-form-schema";
import { bookingSchema, contactSchema, type ContactValues } from "@/lib/leads/lead-schemas";

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ContactValues>;
const valid = {
  name: "  Ann Example ",
  email: " ann@example.com ",
  phone: "+1 555 010 0000",
  message: "Hello",
};

describe("schemaResolver (react-hook-form through Standard Schema)", () => {
  it("returns the parsed values, trimmed as the server action stores them", async () => {
    const result = await schemaResolver(contactSchema)(valid, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ ...valid, name: "Ann Example", email: "ann@example.com" });
  });

  it("reports the first message of each failing field, the same text the action returns", async () => {
    const bad = { name: "", email: "not-an-address", phone: "12", message: "x".repeat(5001) };
    const result = await schemaResolver(contactSchema)(bad, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: "validation", message: "Full name is required" },
      email: { type: "validation", message: "Enter a valid email address" },
      phone: {
        type: "validation",
        message: "Enter a valid phone number, e.g. +1 555 010 0000",
      },
      message: { type: "validation", message: "Message must be at most 5000 characters" },
    });
  });

  it("fills defaults (booking's optional customization) and works with the admin blog schema", async () => {
    const booking = await schemaResolver(bookingSchema)(
      { ...valid, service: "web-development" },
      undefined,
      options as never,
    );
    expect(booking.values).toMatchObject({ service: "web-development", customization: "" });
    const blog = await schemaResolver(blogFormSchema)({} as never, undefined, options as never);
    expect(Object.keys(blog.errors)).toEqual(expect.arrayContaining(["title", "summary"]));
  });
});

describe("deferredSchema", () => {
  it("loads the schema once, on first use or preload", async () => {
    let loads = 0;
    const deferred = deferredSchema(async () => {
      loads++;
      return contactSchema;
    });
    expect(loads).toBe(0);
    deferred.preload();
    const first = await deferred.resolver(valid, undefined, options);
    const second = await deferred.resolver({ ...valid, email: "" }, undefined, options);
    expect(loads).toBe(1);
    expect(first.errors).toEqual({});
    expect(second.errors).toHaveProperty("email.message", "Email address is required");
  });

  it("passes values through when the schema cannot load, and tries again next time", async () => {
    let attempts = 0;
    const deferred = deferredSchema(async () => {
      attempts++;
      if (attempts === 1) throw new Error("chunk failed to load");
      return contactSchema;
    });
    const offline = await deferred.resolver({ ...valid, email: "" }, undefined, options);
    expect(offline).toEqual({ values: { ...valid, email: "" }, errors: {} });
    const online = await deferred.resolver({ ...valid, email: "" }, undefined, options);
    expect(attempts).toBe(2);
    expect(online.errors).toHaveProperty("email.message", "Email address is required");
  });
});
