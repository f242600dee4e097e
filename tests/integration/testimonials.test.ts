// Testimonials on a real database: only published ones are public, on the home page, the service
// pages they name and their linked case study; each staff write reports the linked case study's
// page (before and after) for the cache in front and expires the list tag; the form's schema is
// the action's; the cached reads take any argument; a portrait is media in use; samples once.
import "../helpers/staff-env";

import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { invalidated } from "../helpers/next-cache";
import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { exec, query } from "../helpers/sql";

// Purges are queued in the database when a cache in front is configured; nothing listens here.
Object.assign(process.env, { CACHE_PURGE_URL: "http://127.0.0.1:9" });

const { getDb } = await import("@/lib/db/client");
const { saveTestimonialForm, setTestimonialStatus, deleteTestimonial } =
  await import("@/lib/testimonials/actions");
const { emptyTestimonialForm } = await import("@/lib/testimonials/form-schema");
const reads = await import("@/lib/testimonials/queries");
const { seedTestimonialsOnce } = await import("@/lib/testimonials/seed");
const { insertWork } = await import("@/lib/work/admin-repository");
const { insertMedia, listMedia, deleteUnusedMedia } = await import("@/lib/media/repository");
const { sampleCaseStudies } = await import("@/content/work-samples");

const db = await getDb();
const idle = { status: "idle" } as const;
const study = (title: string, status: "draft" | "published" = "published") =>
  insertWork(db, { ...sampleCaseStudies[0]!, title, status, isSample: false });
const form = (over: Record<string, unknown> = {}) => ({
  ...emptyTestimonialForm,
  quote: "They shipped on time.",
  personName: "Ada Lovelace",
  personRole: "CTO",
  company: "Analytical Engines",
  ...over,
});
/** Saves through the staff action as the form posts it; the id of the row it wrote. */
async function save(id: string, values: Record<string, unknown>) {
  await expect(saveTestimonialForm(id, idle, values)).rejects.toThrow(/NEXT_REDIRECT/);
  const [row] = await query<{ id: string }>(
    db,
    "select id from testimonials where person_name = $1 order by updated_at desc limit 1",
    [values.personName],
  );
  return row!.id;
}
const lastPurge = async () =>
  (
    await query<{ paths: string[] }>(
      db,
      "select paths from cache_purges order by created_at desc limit 1",
    )
  )[0]?.paths ?? [];
const names = (list: { personName: string }[]) => list.map((t) => t.personName);

beforeAll(async () => setRequest({ cookies: await validCookie() }));
beforeEach(async () => {
  await exec(db, "delete from testimonials");
  await exec(db, "delete from cache_purges");
  invalidated.length = 0;
});

describe("public reads and the writes' changes", () => {
  it("a draft is invisible, published is shown where it belongs, and the change names the case study", async () => {
    const linked = await study("Linked study");
    const id = await save("", form({ caseStudyId: linked.id, services: ["ai-integrations"] }));
    expect(await reads.getHomeTestimonials()).toEqual([]);
    expect(await reads.getCaseStudyTestimonials(linked.id)).toEqual([]);
    expect(await lastPurge()).toContain(`/work/${linked.slug}`);
    expect(invalidated).toContain("testimonials:list");

    await expect(setTestimonialStatus(id, "published")).rejects.toThrow(/NEXT_REDIRECT/);
    expect(names(await reads.getHomeTestimonials())).toEqual(["Ada Lovelace"]);
    expect(names(await reads.getServiceTestimonials("ai-integrations"))).toEqual(["Ada Lovelace"]);
    expect(await reads.getServiceTestimonials("web-development")).toEqual([]);
    const [shown] = await reads.getCaseStudyTestimonials(linked.id);
    expect(shown).toMatchObject({ company: "Analytical Engines", portrait: null });
    expect(shown!.caseStudy).toEqual({ slug: linked.slug, title: "Linked study" });
    const paths = await lastPurge();
    expect(paths).toEqual(expect.arrayContaining(["/", "/services/ai-integrations"]));
    expect(paths).toContain(`/work/${linked.slug}`);
  });

  it("moving the link refreshes the old and the new case study; unpublish and delete hide it", async () => {
    const [first, second] = [await study("First study"), await study("Second study")];
    const id = await save("", form({ caseStudyId: first.id, status: "published" }));
    await save(id, form({ caseStudyId: second.id, status: "published" }));
    expect(await lastPurge()).toEqual(
      expect.arrayContaining([`/work/${first.slug}`, `/work/${second.slug}`]),
    );
    expect(await reads.getCaseStudyTestimonials(first.id)).toEqual([]);
    expect(names(await reads.getCaseStudyTestimonials(second.id))).toEqual(["Ada Lovelace"]);

    await expect(setTestimonialStatus(id, "draft")).rejects.toThrow(/NEXT_REDIRECT/);
    expect(await reads.getHomeTestimonials()).toEqual([]);
    await expect(setTestimonialStatus(id, "published")).rejects.toThrow(/NEXT_REDIRECT/);
    await exec(db, "delete from cache_purges");
    expect(await deleteTestimonial(id)).toMatchObject({ status: "success" });
    expect(await reads.getHomeTestimonials()).toEqual([]);
    expect(await lastPurge()).toContain(`/work/${second.slug}`);
    expect(await deleteTestimonial(id)).toMatchObject({ status: "error" });
  });

  it("a draft case study is not linked from the card; the order is staff's", async () => {
    const draft = await study("Unpublished study", "draft");
    await save(
      "",
      form({ personName: "B", sortOrder: 2, status: "published", caseStudyId: draft.id }),
    );
    await save("", form({ personName: "A", sortOrder: 1, status: "published" }));
    const list = await reads.getHomeTestimonials();
    expect(names(list)).toEqual(["A", "B"]);
    expect(list[1]!.caseStudy).toBeNull();
  });
});

describe("validation and argument guards", () => {
  it("the action answers bad input with a message per field and writes nothing", async () => {
    const state = await saveTestimonialForm("", idle, {
      ...form(),
      quote: "",
      personName: "x".repeat(121),
      services: ["not-a-service"],
    });
    expect(state.status).toBe("error");
    expect(state.fieldErrors).toMatchObject({
      quote: "The quote is required",
      personName: "The person’s name must be at most 120 characters",
      services: expect.any(String),
    });
    const long = await saveTestimonialForm("", idle, form({ quote: "q".repeat(701) }));
    expect(long.fieldErrors?.quote).toBe("The quote must be at most 700 characters");
    expect(await saveTestimonialForm("not-an-id", idle, form())).toMatchObject({ status: "error" });
    expect(await query(db, "select 1 from testimonials")).toEqual([]);
  });

  it("a posted FormData is read as the form sends it, services repeated", async () => {
    const data = new FormData();
    for (const [k, v] of Object.entries({ quote: "Posted.", personName: "Posted Person" }))
      data.set(k, v);
    data.append("services", "web-development");
    data.append("services", "saas-solutions");
    data.set("status", "published");
    data.set("sortOrder", "3");
    await expect(saveTestimonialForm("", idle, data)).rejects.toThrow(/NEXT_REDIRECT/);
    const [row] = await query<{ services: string[]; on_home: boolean; sort_order: number }>(
      db,
      "select services, on_home, sort_order from testimonials",
    );
    expect(row).toEqual({
      services: ["web-development", "saas-solutions"],
      on_home: false,
      sort_order: 3,
    });
  });

  it("strangers are sent to the sign-in before anything is read", async () => {
    setRequest({});
    try {
      const toLogin = { digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/admin\/login/) };
      await expect(saveTestimonialForm("", idle, form())).rejects.toMatchObject(toLogin);
      await expect(deleteTestimonial(crypto.randomUUID())).rejects.toMatchObject(toLogin);
      await expect(setTestimonialStatus(crypto.randomUUID(), "draft")).rejects.toMatchObject(
        toLogin,
      );
      expect(await query(db, "select 1 from testimonials")).toEqual([]);
    } finally {
      setRequest({ cookies: await validCookie() });
    }
  });

  it("the cached reads answer any argument with an ordinary (empty) list", async () => {
    await save("", form({ services: ["web-development"], status: "published" }));
    const call = reads as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    for (const value of [null, undefined, 1, "", "x".repeat(100_000), ["web-development"], {}]) {
      expect(await call.getServiceTestimonials!(value), String(value)).toEqual([]);
      expect(await call.getCaseStudyTestimonials!(value), String(value)).toEqual([]);
    }
    expect(await call.getHomeTestimonials!("anything", 1_000_000)).toHaveLength(1);
  });
});

describe("portraits and samples", () => {
  it("a portrait is shown, counted as used in the media library and not deleted", async () => {
    const image = await insertMedia(db, {
      originalName: "ada.png",
      contentType: "image/png",
      byteSize: 10,
      width: 400,
      height: 400,
      altText: "Ada",
      variants: [{ width: 400, format: "webp", key: "x/400.webp" }],
    });
    await save("", form({ portraitMediaId: image.id, status: "published" }));
    const [shown] = await reads.getHomeTestimonials();
    expect(shown!.portrait).toMatchObject({ id: image.id, width: 400 });
    const row = (await listMedia(db)).find((m) => m.id === image.id);
    expect(row!.usedBy).toEqual([
      expect.objectContaining({ kind: "testimonial", title: "Ada Lovelace" }),
    ]);
    expect(await deleteUnusedMedia(db, image.id)).toBe("in-use");
  });

  it("samples are seeded once and marked", async () => {
    await exec(db, "delete from app_markers where name = 'seed:testimonial'");
    expect(await seedTestimonialsOnce(db)).toBe(3);
    expect(await seedTestimonialsOnce(db)).toBe(0);
    const rows = await query<{ is_sample: boolean }>(db, "select is_sample from testimonials");
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.is_sample)).toBe(true);
  });
});
