// Demo content (issue 29): a production start on an empty PostgreSQL seeds none of it unless
// SEED_SAMPLES=true asks, and staff remove every demo case study in one step, their own kept.
// On the "postgres" project this is a real PostgreSQL 15, as production runs.
import "../helpers/staff-env";

import { beforeAll, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { parseEnv, seedsSamplesAtStart } = await import("@/lib/env");
const { seedSamplesAtStart } = await import("@/lib/samples");
const { insertWork } = await import("@/lib/work/admin-repository");
const { deleteDemoCaseStudies } = await import("@/lib/work/demo-actions");
const { listPublished } = await import("@/lib/work/repository");
const { sampleCaseStudies } = await import("@/content/work-samples");

/** The environment a production server parses at start, with SEED_SAMPLES as given. */
const productionEnv = (seedSamples?: string) =>
  parseEnv({
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: process.env.DATABASE_URL ?? "postgres://u@127.0.0.1:5432/db",
    SESSION_SECRET: "production-session-secret-0123456789abcdef",
    ALTCHA_HMAC_KEY: "production-altcha-key-0123456789abcdef-xyz",
    MAIL_MODE: "log",
    SEED_SAMPLES: seedSamples,
  });

const counts = async () => {
  const [row] = await query<{ work: number; posts: number; team: number }>(
    await getDb(),
    `select (select count(*)::int from case_studies) as work, (select count(*)::int from blogs) as posts,
       (select count(*)::int from team_members) as team`,
  );
  return row!;
};

beforeAll(async () => setRequest({ cookies: await validCookie() }));

describe("SEED_SAMPLES", () => {
  it("defaults to seeding on the embedded database only", () => {
    expect(seedsSamplesAtStart(parseEnv({}))).toBe(true);
    expect(seedsSamplesAtStart(parseEnv({ SEED_SAMPLES: "false" }))).toBe(false);
    expect(seedsSamplesAtStart(productionEnv())).toBe(false);
    expect(seedsSamplesAtStart(productionEnv("true"))).toBe(true);
    expect(() => parseEnv({ SEED_SAMPLES: "perhaps" })).toThrow(/SEED_SAMPLES/);
  });

  it("a production start on an empty database seeds no demo content; SEED_SAMPLES=true does", async () => {
    if (!process.env.DATABASE_URL) return; // the embedded default is the other case, above
    await seedSamplesAtStart(productionEnv());
    expect(await counts()).toEqual({ work: 0, posts: 0, team: 0 });

    await seedSamplesAtStart(productionEnv("true"));
    const after = await counts();
    expect(after.work).toBe(sampleCaseStudies.length);
    expect(after.posts).toBeGreaterThan(0);
    const demo = await query<{ n: number }>(
      await getDb(),
      "select count(*)::int as n from case_studies where is_sample and status = 'published'",
    );
    expect(demo[0]!.n).toBe(sampleCaseStudies.length);
  });
});

describe("Delete all demo content", () => {
  it("removes every demo case study and keeps the agency's own", async () => {
    const db = await getDb();
    if (!(await counts()).work) await seedSamplesAtStart(productionEnv("true"));
    const own = await insertWork(db, {
      ...sampleCaseStudies[0]!,
      title: "Our own",
      isSample: false,
    });
    expect((await listPublished(db)).length).toBe(sampleCaseStudies.length + 1);

    expect(await deleteDemoCaseStudies("extra")).toMatchObject({ status: "error" });
    expect((await listPublished(db)).length).toBe(sampleCaseStudies.length + 1);

    expect(await deleteDemoCaseStudies()).toEqual({
      status: "success",
      message: `${sampleCaseStudies.length} demo case studies deleted.`,
    });
    expect((await listPublished(db)).map((s) => s.id)).toEqual([own.id]);
    expect(await deleteDemoCaseStudies()).toMatchObject({
      status: "success",
      message: "There is no demo content left.",
    });
    // Deleted for good: a start later does not bring them back (the seed's marker stays).
    await seedSamplesAtStart(productionEnv("true"));
    expect((await counts()).work).toBe(1);
  });
});
