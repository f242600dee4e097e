// The publishing kit's one preview helper (lib/publishing/preview.ts) serves any type declared
// with `preview: true`, not only posts and case studies: a job opening's link is made, loaded,
// checked by the proxy at its own address, and refused anywhere else or once its snapshot is gone.
import "../helpers/staff-env";

import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { query } from "../helpers/sql";

const { definePreview, previewPath, readPreviewClaims, signPreviewClaims } =
  await import("@/lib/publishing/preview");
const { refuseBadPreviewLink } = await import("@/lib/proxy/preview-link");
const { getDb } = await import("@/lib/db/client");

type Opening = { title: string; saved: boolean };
const jobPreview = definePreview<{ title: string }, Opening>({
  type: "job",
  find: async () => null,
  show: (saved, values) => ({ ...values, saved: saved !== null }),
});
const proxyStatus = async (path: string) =>
  (await refuseBadPreviewLink(new NextRequest(`http://localhost${path}`)))?.status ?? "passed";

describe("a third type's preview links", () => {
  it("store the snapshot in the type's own table and show it over a never-saved item", async () => {
    const url = await jobPreview.create(null, { title: "Senior engineer" });
    expect(url.startsWith(previewPath("job"))).toBe(true);
    expect(url.startsWith("/admin/preview/job/")).toBe(true);
    const token = url.slice(previewPath("job").length);
    expect(await jobPreview.load(token)).toEqual({
      item: { title: "Senior engineer", saved: false },
    });
    const rows = await query(await getDb(), "select values from job_previews");
    expect(rows).toContainEqual({ values: { title: "Senior engineer" } });
  });

  it("pass the proxy at their own address only, and expire", async () => {
    const url = await jobPreview.create(null, { title: "Designer" });
    const token = url.slice(previewPath("job").length);
    expect(await proxyStatus(url)).toBe("passed");
    expect(await proxyStatus(`/admin/preview/${token}`)).toBe(404);
    expect(await proxyStatus(`/admin/preview/work/${token}`)).toBe(404);
    expect(await proxyStatus(`${url}x`)).toBe(404);
    const later = new Date(Date.now() + 31 * 60 * 1000);
    expect(await jobPreview.load(token, later)).toEqual({ error: "invalid" });
  });

  it("name nothing when the saved item they were made for is gone", async () => {
    const url = await jobPreview.create(null, { title: "Writer" });
    const claims = (await readPreviewClaims("job", url.slice(previewPath("job").length)))!;
    const itemId = "0b6e1a52-5b7a-4a35-9c9e-3f4b1a2c3d4e"; // no such opening: find answers null
    const moved = await signPreviewClaims("job", { itemId, snapshotId: claims.snapshotId });
    expect(await jobPreview.load(moved)).toEqual({ error: "gone" });
  });
});
