import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import type { FieldErrors, ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";

import { deferredSchema } from "@/components/forms/schema-resolver";
import { fieldErrorsOf } from "@/lib/action-state";
import { blogFormSchema } from "@/lib/blog/blog-form-schema";
import { bookingSchema, contactSchema, type ContactValues } from "@/lib/leads/lead-schemas";

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ContactValues>;
const valid = {
  name: "  Ann Example ",
  email: " ann@example.com ",
  phone: "+1 555 010 0000",
  message: "Hello",
};
const contact = () => deferredSchema(async () => contactSchema).resolver;
/** The message shown beside each field. */
const messages = (errors: FieldErrors) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));

describe("deferredSchema's resolver (react-hook-form through Standard Schema)", () => {
  it("returns the parsed values, trimmed as the server action stores them", async () => {
    const result = await contact()(valid, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ ...valid, name: "Ann Example", email: "ann@example.com" });
  });

  it("reports the first message of each failing field, the same text the action returns", async () => {
    // name breaks two rules (line break, NUL): only the first one's message is shown.
    const bad = {
      name: "A\nB\u0000",
      email: "not-an-address",
      phone: "12",
      message: "x".repeat(5001),
    };
    const result = await contact()(bad, undefined, options);
    expect(result.values).toEqual({});
    expect(messages(result.errors)).toEqual({
      name: "Name must be on one line",
      email: "Enter a valid email address",
      phone: "Enter a valid phone number, e.g. +1 555 010 0000",
      message: "Message must be at most 5000 characters",
    });
    expect(messages(result.errors)).toEqual(fieldErrorsOf(contactSchema.safeParse(bad).error!));
  });

  it("fills defaults (booking's optional customization)", async () => {
    const booking = deferredSchema(async () => bookingSchema).resolver;
    const result = await booking(
      { ...valid, service: "web-development" },
      undefined,
      options as never,
    );
    expect(result.values).toMatchObject({ service: "web-development", customization: "" });
  });
});

describe("the admin blog form's resolver", () => {
  it("reports each required field of an empty post", async () => {
    const result = await standardSchemaResolver(blogFormSchema)(
      {} as never,
      undefined,
      options as never,
    );
    expect(messages(result.errors)).toMatchObject({
      title: "Title is required",
      summary: "Summary is required",
      content: "Content is required",
    });
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
