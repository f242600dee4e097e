import { describe, expect, it } from "vitest";

import { services } from "@/content/services";
import { config } from "@/proxy";

describe("proxy matcher", () => {
  it("excludes exactly the six real service ids", () => {
    const group = /\(\?:([^)]+)\)/.exec(config.matcher[0] ?? "")?.[1] ?? "";
    expect(group.split("|").sort()).toEqual(services.map((s) => s.id).sort());
  });

  it("covers the whole staff area and single-segment post paths", () => {
    expect(config.matcher).toEqual(
      expect.arrayContaining(["/admin", "/admin/:path*", "/blogs/:slug"]),
    );
  });
});
