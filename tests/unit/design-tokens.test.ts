// The art direction's one rule for code (docs/design.md): components colour things with the
// semantic tokens of app/globals.css, never with a literal, so both themes are the token block.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(relative);
    return /\.(tsx?|css)$/.test(entry.name) ? [relative] : [];
  });
}

// Tailwind's palette names used as a colour utility (text-white, from-indigo-700, bg-black/50...).
const PALETTE_CLASS =
  /\b(?:text|bg|from|via|to|border|ring|fill|stroke|shadow|outline|decoration|divide|placeholder)-(?:white|black|slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)\b/;
const LITERAL = /#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i;

/** Where a literal colour belongs: the token block itself, and what draws without our CSS. */
const ALLOWED = new Set(["app/globals.css", "content/brand-colors.ts"]);

function offenders(pattern: RegExp) {
  return [...files("components"), ...files("app")]
    .filter((file) => !ALLOWED.has(file))
    .flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
}

describe("design tokens", () => {
  it("no component or page uses a Tailwind palette colour instead of a token", () => {
    expect(offenders(PALETTE_CLASS)).toEqual([]);
  });

  it("no component or page writes a hex, rgb() or hsl() colour", () => {
    expect(offenders(LITERAL)).toEqual([]);
  });

  it("every token has a value for both themes or is theme-independent on purpose", () => {
    const css = readFileSync(path.join(root, "app/globals.css"), "utf8");
    const block = css.slice(css.indexOf(":root {"), css.indexOf(":root.light"));
    const tokens = [...block.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map(([, name, value]) => ({
      name,
      value: value ?? "",
    }));
    expect(tokens.length).toBeGreaterThan(30);
    // A colour defined without light-dark() must be one meant to stay put (bands, the footer).
    const single = tokens
      .filter(({ value }) => /oklch\(/.test(value) && !value.startsWith("light-dark("))
      .map(({ name }) => name);
    expect(single.every((name) => /^--(band|inverse|brand|overlay)/.test(name ?? ""))).toBe(true);
  });
});
