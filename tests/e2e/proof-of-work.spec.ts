// The lead forms' proof-of-work in a real browser: the ALTCHA widget loads after first paint on
// the form pages (on first focus for the footer's newsletter form, so content pages load none of
// it), solves on focus in workers served from this site under the site's CSP (the fixture fails a
// test on any violation), and the posted form carries a solution the server's key verifies.
import { verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Page, Request } from "@playwright/test";
import { parse } from "node-html-parser";

import { deriveAltchaSecrets } from "../../lib/spam/altcha-secrets";
import { expect, test } from "./fixtures";
import { fromAddress, openForm, unique } from "./support/lead-form-helpers";

// playwright.config.ts gives the server this key.
const secrets = deriveAltchaSecrets("e2e-altcha-hmac-key-0123456789abcdef0123");

/** The `altcha` field of a server action's multipart body (React prefixes the keys: `_1_altcha`). */
function proofOf(request: Request): string | null {
  const body = request.postDataBuffer()?.toString("utf8") ?? "";
  return /name="(?:_\d+_)?altcha"\r\n\r\n([^\r\n]+)/.exec(body)?.[1] ?? null;
}

async function verified(payload: string | null) {
  expect(payload, "the posted form carries a proof").toBeTruthy();
  const { challenge, solution } = JSON.parse(Buffer.from(payload!, "base64").toString()) as {
    challenge: Challenge;
    solution: Solution;
  };
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
  });
  return result.verified;
}

const proofInput = (page: Page, form: string) =>
  page.getByRole("form", { name: form }).locator('input[type="hidden"][name="altcha"]');

test("a browser solves the challenge on /book-service and books with a proof the server verifies", async ({
  page,
}) => {
  await fromAddress(page, 171);
  const challenges: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/proof/challenge") challenges.push(r.url());
  });
  const { form, ready } = await openForm(page, "/book-service", "Book Your Service");
  const booker = unique("Prover");
  await form.getByRole("textbox", { name: "Full Name" }).fill(booker);
  await form
    .getByRole("textbox", { name: "Email Address" })
    .fill(`${booker.toLowerCase()}@example.com`);
  await form.getByRole("textbox", { name: "Phone Number" }).fill("+44 20 7946 0000");
  await form.getByRole("combobox", { name: "Service" }).selectOption("saas-solutions");
  await form.getByRole("textbox", { name: "Message" }).fill("Proof-of-work, then a booking.");
  // Solved on focus, without a click on the widget: its checkbox ends up ticked by itself.
  await expect(proofInput(page, "Book Your Service")).not.toHaveValue("", { timeout: 15_000 });
  await expect(form.getByRole("checkbox")).toBeChecked();
  expect(challenges).toHaveLength(1);
  await ready();
  const posted = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/book-service",
  );
  await form.getByRole("button", { name: "Book Service" }).click();
  expect(await verified(proofOf(await posted))).toBe(true);
  const sent = page.getByRole("region", { name: "Booking received" });
  await expect(sent).toContainText(`Thank you, ${booker}.`);
});

test("a submit before the proof is ready waits for it instead of posting without one", async ({
  page,
}) => {
  await fromAddress(page, 172);
  const { form, ready } = await openForm(page, "/contact", "Send us a message");
  // The widget is loaded but nothing was focused yet: no proof so far.
  await expect(form.locator("altcha-widget")).toHaveCount(1);
  await expect(proofInput(page, "Send us a message")).toHaveCount(1);
  await expect(proofInput(page, "Send us a message")).toHaveValue("");
  // Filled without focus events reaching the form first (as autofill can), then sent at once.
  const who = unique("Hasty");
  await page.evaluate((name) => {
    const set = (label: string, value: string) => {
      const input = document.querySelector<HTMLInputElement>(`[name="${label}"]`)!;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!.call(
        input,
        value,
      );
      input.dispatchEvent(new Event("input", { bubbles: true }));
    };
    set("name", name);
    set("email", `${name.toLowerCase()}@example.com`);
    set("phone", "+1 555 010 0000");
    set("message", "Sent before the widget was done.");
  }, who);
  await ready();
  const posted = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/contact",
  );
  await form.getByRole("button", { name: "Send Message" }).click();
  const sent = proofOf(await posted);
  expect(await verified(sent)).toBe(true);
  // Single use: the form, which stays on the page, solves a fresh proof for its next submission.
  const next = proofInput(page, "Send us a message");
  await expect
    .poll(async () => ((v) => v !== "" && v !== sent)(await next.inputValue()), { timeout: 15_000 })
    .toBe(true);
});

test("content pages load no widget until the footer's newsletter form is focused", async ({
  page,
}) => {
  await fromAddress(page, 173);
  const fetched: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/altcha/") || path === "/api/proof/challenge") fetched.push(path);
  });
  await page.goto("/about-company");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("altcha-widget")).toHaveCount(0);
  expect(fetched).toEqual([]);
  const email = page.getByRole("textbox", { name: "Email address" });
  await email.focus();
  await expect(proofInput(page, "Newsletter")).not.toHaveValue("", { timeout: 15_000 });
  expect(fetched).toEqual(expect.arrayContaining(["/altcha/altcha.css", "/altcha/pbkdf2.js"]));
  expect(fetched.filter((p) => p === "/api/proof/challenge")).toHaveLength(1);
});

test("the CSP of every kind of page allows no worker, blob: or data: script and no eval", async ({
  request,
}) => {
  for (const path of ["/", "/about-company", "/contact", "/book-service", "/services"]) {
    const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
    const script = csp.split("; ").find((d) => d.startsWith("script-src "));
    expect(script, path).toMatch(/^script-src 'self'( '(sha256|nonce)-[^']+')*$/);
    expect(csp, path).not.toMatch(/worker-src|frame-src|unsafe-eval|challenges\.cloudflare/);
  }
});

test("without JavaScript the form pages' small print says a submission is held for review", async ({
  request,
}) => {
  // Checked in the HTML as sent: Playwright's javaScriptEnabled leaves the parser's scripting
  // flag on, so Chromium would not render <noscript> there, as a browser without scripts does.
  for (const [path, name] of [
    ["/contact", "Send us a message"],
    ["/book-service", "Book Your Service"],
  ] as const) {
    const html = parse(await (await request.get(path)).text());
    const form = html.querySelector(`form[aria-label="${name}"]`);
    // Its content is raw text to the parser, as to a browser with scripts on: parsed again.
    const note = form?.querySelectorAll("noscript").map((n) => parse(n.textContent).textContent);
    expect(note ?? [], path).toContain(
      "Without JavaScript, your message is held for a manual check — we still read it.",
    );
  }
});
