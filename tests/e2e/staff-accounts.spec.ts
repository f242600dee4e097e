// Issue 25: the owner invites an editor and a salesperson; each takes the link from their mail,
// chooses a password and works within their role; the owner disables the editor, whose open
// session ends on the next request. The mails are read from the e2e server's log (MAIL_MODE=log
// prints each mail's text there): the inbox a log-only deployment has.
import { readFileSync } from "node:fs";

import type { Browser, BrowserContext, Page } from "@playwright/test";

import { axeInBothThemes } from "./support/axe-themes";
import { serverLog } from "./support/server-log";
import { E2E_STAFF, expect, test } from "./staff-fixtures";

const PASSWORD = "violet anchor pepper ninety";

/** The link of the newest mail logged for `to`, as a path on this server. */
async function linkMailedTo(to: string, kind: "welcome" | "reset"): Promise<string> {
  let path = "";
  await expect
    .poll(
      () => {
        for (const line of readFileSync(serverLog, "utf8").split("\n").reverse()) {
          if (!line.includes(to)) continue;
          try {
            const entry = JSON.parse(line) as { to?: string; text?: string };
            const found =
              entry.to === to && new RegExp(`/admin/${kind}/[A-Za-z0-9_-]+`).exec(entry.text ?? "");
            if (found) return (path = found[0]);
          } catch {
            // not a JSON line
          }
        }
        return "";
      },
      { message: `a ${kind} mail to ${to} in ${serverLog}` },
    )
    .not.toBe("");
  return path;
}

let address = 10;
/** A browser of its own for a colleague, from an address of its own (the throttles count per client). */
const newColleague = (browser: Browser, baseURL: string): Promise<BrowserContext> =>
  browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${address++}` },
  });

async function invite(owner: Page, name: string, email: string, role: "editor" | "sales") {
  await owner.getByLabel("Name", { exact: true }).fill(name);
  await owner.getByLabel("E-mail", { exact: true }).fill(email);
  await owner.getByLabel("Role", { exact: true }).selectOption(role);
  await owner.getByRole("button", { name: "Send invitation", exact: true }).click();
  await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

async function accept(page: Page, link: string) {
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat the password").fill(PASSWORD);
  await page.getByRole("button", { name: "Activate my account" }).click();
  await page.waitForURL(/\/admin$/, { timeout: 20_000 }); // signed in (scrypt runs twice)
}

test("the owner invites an editor and a salesperson who work within their roles", async ({
  staffPage: owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const editor = `editor-${run}@agency.example`;
  const sales = `sales-${run}@agency.example`;

  await owner.goto("/admin/staff");
  await expect(owner.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  await invite(owner, "Eddie Editor", editor, "editor");
  await invite(owner, "Sally Sales", sales, "sales");
  const row = (email: string) => owner.getByRole("row").filter({ hasText: email });
  await expect(row(editor)).toContainText("Invited");
  expect(await axeInBothThemes(owner)).toEqual([]);

  // The editor: posts yes, leads no.
  const editorContext = await newColleague(browser, baseURL!);
  const editorPage = await editorContext.newPage();
  await accept(editorPage, await linkMailedTo(editor, "welcome"));
  // The editor publishes a post.
  const postTitle = `Published by an editor ${run}`;
  await editorPage.goto("/admin/create-blog");
  await expect(editorPage).toHaveURL(/\/admin\/create-blog$/);
  await editorPage.getByLabel("Title", { exact: true }).fill(postTitle);
  await editorPage.getByLabel("Summary").fill("Written and published by an invited editor.");
  await editorPage.getByLabel("Content", { exact: true }).fill("<p>An editor's first post.</p>");
  await editorPage.getByLabel("Status").selectOption("published");
  await editorPage.getByRole("button", { name: "Create Blog" }).click();
  await expect(editorPage).not.toHaveURL(/\/admin\/create-blog$/);
  await editorPage.goto("/admin/leads");
  await expect(editorPage).toHaveURL(/\/admin\?denied=%2Fadmin%2Fleads$/);
  expect((await editorContext.request.get("/api/admin/leads-csv")).status()).toBe(403);

  // The salesperson: the accept page passes axe; leads yes, deleting a post no.
  const salesContext = await newColleague(browser, baseURL!);
  const salesPage = await salesContext.newPage();
  const salesLink = await linkMailedTo(sales, "welcome");
  await salesPage.goto(salesLink);
  await expect(salesPage.getByLabel("New password", { exact: true })).toBeVisible();
  expect(await axeInBothThemes(salesPage)).toEqual([]);
  await accept(salesPage, salesLink);
  const csv = await salesContext.request.get("/api/admin/leads-csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  // Content is read-only for sales: the list offers no edit or delete, and a post's editor (where
  // deleting happens) sends them back; the refused delete action itself is in the permission
  // matrix test. The post stays.
  await owner.goto("/admin/blogs");
  const ownerEdit = owner.getByRole("link", { name: /^Edit “/ }).first();
  const title = (await ownerEdit.getAttribute("aria-label"))!.replace(/^Edit “|”$/g, "");
  const editPath = (await ownerEdit.getAttribute("href"))!;
  await salesPage.goto("/admin/blogs");
  await expect(salesPage.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(salesPage.getByRole("button", { name: /^Delete “/ })).toHaveCount(0);
  await expect(salesPage.getByRole("link", { name: /^Edit “/ })).toHaveCount(0);
  await salesPage.goto(editPath);
  await expect(salesPage).toHaveURL(/\/admin\?denied=/);
  await owner.goto("/admin/blogs");
  await expect(owner.getByRole("button", { name: `Delete “${title}”` })).toHaveCount(1);

  // A used link is refused plainly, not with an error page.
  await salesPage.goto(salesLink);
  await expect(salesPage.getByText("This link has already been used.")).toBeVisible();

  // The owner disables the editor: the editor's next request lands on the sign-in.
  await owner.goto("/admin/staff");
  await row(editor)
    .getByRole("button", { name: `Disable ${editor}` })
    .click();
  await owner.getByRole("button", { name: "Disable account", exact: true }).click();
  await expect(row(editor)).toContainText("Disabled");
  await editorPage.goto("/admin/create-blog");
  await expect(editorPage).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcreate-blog$/);

  await editorContext.close();
  await salesContext.close();

  // The audit log holds each of those actions once, with who did it, when and to what.
  const logged = async (action: string, actor: string, target: string) => {
    const query = new URLSearchParams({ action, actor });
    await owner.goto(`/admin/audit?${query}`);
    const rows = owner.getByRole("row").filter({ hasText: target });
    await expect(rows, `${action} by ${actor}`).toHaveCount(1);
    await expect(rows.locator("time")).toHaveText(/UTC$/);
  };
  const ownerEmail = E2E_STAFF.email;
  await logged("staff.invited", ownerEmail, editor);
  await logged("staff.invited", ownerEmail, sales);
  await logged("staff.invitation-accepted", editor, editor);
  await logged("post.published", editor, postTitle);
  await logged("leads.exported", sales, sales);
  await logged("staff.disabled", ownerEmail, editor);
});
