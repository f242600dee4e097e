import { describe, expect, it } from "vitest";

import { addressForms, regexLiteral } from "@/lib/privacy/address";

describe("addressForms", () => {
  it("lower-cases and trims", () => {
    expect(addressForms("  Ada.L@Example.COM ")).toEqual(["ada.l@example.com"]);
  });

  it("gives an internationalised domain in both spellings, whichever was typed", () => {
    const both = ["ada@bücher.example", "ada@xn--bcher-kva.example"];
    expect(addressForms("Ada@Bücher.example").sort()).toEqual(both.sort());
    expect(addressForms("ada@XN--BCHER-KVA.example").sort()).toEqual(both.sort());
  });

  it("keeps something that is not an address as it is", () => {
    expect(addressForms("not-an-address")).toEqual(["not-an-address"]);
    expect(addressForms("   ")).toEqual([]);
  });
});

it("regexLiteral escapes what a regular expression would read as syntax", () => {
  const address = "a.b+c@x.example";
  expect(new RegExp(regexLiteral(address)).test("a.b+c@x.example")).toBe(true);
  expect(new RegExp(regexLiteral(address)).test("aXbbc@x.example")).toBe(false);
});
