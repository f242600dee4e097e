import "server-only";

import { and, eq, ne } from "drizzle-orm";

import { blogs, caseStudies, redirects } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { isLivePage } from "./live-pages";
import type { ManualInput } from "./repository";

/** A write refused for a reason staff can act on; `field` names the form field it is about. */
export class RedirectRefused extends Error {
  constructor(
    message: string,
    readonly field: "fromPath" | "to",
  ) {
    super(message);
  }
}

/**
 * The kind of page (draft or not) that owns `path`, if any: a manual redirect there would hide it,
 * and a post's or case study's own rename already keeps old addresses working.
 */
async function pageAt(tx: Db, path: string): Promise<"post" | "case study" | "page" | null> {
  if (isLivePage(path)) return "page";
  const [, section, slug] = /^\/(blogs|work)\/([^/]+)$/.exec(path) ?? [];
  if (!slug) return null;
  if (section === "blogs") {
    const found = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, slug));
    return found.length > 0 ? "post" : null;
  }
  const found = await tx
    .select({ id: caseStudies.id })
    .from(caseStudies)
    .where(eq(caseStudies.slug, slug));
  return found.length > 0 ? "case study" : null;
}

/** An address already redirected by another row: staff are told which, to edit that one. */
async function refuseDuplicate(tx: Db, input: ManualInput): Promise<void> {
  const [existing] = await tx
    .select({ to: redirects.to, kind: redirects.kind })
    .from(redirects)
    .where(
      and(
        eq(redirects.fromPath, input.fromPath),
        input.id ? ne(redirects.id, input.id) : undefined,
      ),
    );
  if (!existing) return;
  const what = `${input.fromPath} already redirects to ${existing.to}`;
  throw new RedirectRefused(
    existing.kind === "manual"
      ? `${what}: edit that redirect instead`
      : `${what} (kept by a rename): delete that redirect first`,
    "fromPath",
  );
}

/**
 * A staff redirect's address must be free: not one of the site's pages, a post's or a case
 * study's (a redirect would hide it from every visitor), nor another redirect's.
 */
export async function refuseTakenAddress(tx: Db, input: ManualInput): Promise<void> {
  const live = await pageAt(tx, input.fromPath);
  if (live === "page") {
    throw new RedirectRefused(
      `${input.fromPath} is one of the site's pages: a redirect would send every visitor away from it`,
      "fromPath",
    );
  }
  if (live) {
    throw new RedirectRefused(
      `A ${live} lives at ${input.fromPath}: rename or delete the ${live} instead`,
      "fromPath",
    );
  }
  await refuseDuplicate(tx, input);
}
