// Team members on both engines: only published ones reach /about-us, by sort order then name,
// with an anchor per member (the posts' bylines link to it); every write reports a change of the
// team, which expires its tag and queues /about-us for the cache in front; the staff actions
// validate the form (name/role 1–120, bio ≤ 1000, sort order a whole number), delete and move;
// the samples are seeded once; an upload used as a portrait is "used by" and never deleted.
import "../helpers/staff-env";

import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { invalidated } from "../helpers/next-cache";
import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { exec, query } from "../helpers/sql";

// Purges are queued (the table is the assertion); delivery after the response is not run here.
process.env.CACHE_PURGE_URL = "http://127.0.0.1:9";
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: () => undefined,
}));

const { getDb } = await import("@/lib/db/client");
const repo = await import("@/lib/team/repository");
const { saveMember, removeMember, moveMemberInOrder, seedTeamIfEmpty } =
  await import("@/lib/team/writes");
const { getPublishedTeam } = await import("@/lib/team/queries");
const { saveTeamMember, deleteTeamMember, moveTeamMember } = await import("@/lib/team/actions");
const { insertMedia, listMedia, deleteUnusedMedia } = await import("@/lib/media/repository");
const { team } = await import("@/content/team");
const db = await getDb();

const member = (name: string, over: Partial<Parameters<typeof saveMember>[2]> = {}) => ({
  name,
  role: "Engineer",
  bio: "",
  portraitMediaId: null,
  sortOrder: 0,
  status: "published" as const,
  ...over,
});
const formData = (values: Record<string, string>) => {
  const data = new FormData();
  const all = { name: "", role: "", bio: "", portraitMediaId: "", sortOrder: "", status: "draft" };
  for (const [k, v] of Object.entries({ ...all, ...values })) data.set(k, v);
  return data;
};
const idle = { status: "idle" } as const;
const publicNames = async () => (await getPublishedTeam()).map((m) => m.name);
const purged = async () =>
  (await query<{ paths: string[] }>(db, "select paths from cache_purges")).flatMap((r) => r.paths);

beforeAll(async () => setRequest({ cookies: await validCookie() }));
beforeEach(async () => {
  await exec(db, "delete from team_members");
  await exec(db, "delete from cache_purges");
  invalidated.length = 0;
});

describe("the public team", () => {
  it("shows published members only, by sort order then name, each with its anchor", async () => {
    await saveMember(db, null, member("Zed Last", { sortOrder: 20 }));
    await saveMember(db, null, member("Bea Second", { sortOrder: 10 }));
    await saveMember(db, null, member("Ann First", { sortOrder: 10 }));
    await saveMember(db, null, member("Hidden Draft", { sortOrder: 0, status: "draft" }));
    await saveMember(db, null, member("Ann First", { sortOrder: 30, role: "Namesake" }));
    const shown = await getPublishedTeam();
    expect(shown.map((m) => m.name)).toEqual(["Ann First", "Bea Second", "Zed Last", "Ann First"]);
    expect(shown.map((m) => m.anchor)).toEqual([
      "ann-first",
      "bea-second",
      "zed-last",
      "ann-first-2",
    ]);
    expect(shown[0]).toMatchObject({ role: "Engineer", portrait: null });
  });

  it("every write reports the team's change: its tag expires and /about-us is purged", async () => {
    const row = await saveMember(db, null, member("Writer", { status: "draft" }));
    expect(invalidated).toContain("team:list");
    expect(await purged()).toContain("/about-us");

    invalidated.length = 0;
    await exec(db, "delete from cache_purges");
    await saveMember(db, row!.id, member("Writer", { status: "published" }));
    expect(invalidated).toContain("team:list");
    expect(await purged()).toContain("/about-us");
    expect(await publicNames()).toEqual(["Writer"]);

    invalidated.length = 0;
    await exec(db, "delete from cache_purges");
    expect(await removeMember(db, row!.id)).toMatchObject({ name: "Writer" });
    expect(invalidated).toContain("team:list");
    expect(await purged()).toContain("/about-us");
    expect(await publicNames()).toEqual([]);
  });

  it("a write that changes nothing reports nothing", async () => {
    expect(await removeMember(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await saveMember(db, "not-a-uuid", member("Nobody"))).toBeNull();
    expect(invalidated).toEqual([]);
    expect(await purged()).toEqual([]);
  });
});

describe("moving a member", () => {
  it("exchanges places with the neighbour and renumbers; at an end it is a no-op", async () => {
    const a = await saveMember(db, null, member("A", { sortOrder: 5 }));
    await saveMember(db, null, member("B", { sortOrder: 5 }));
    const c = await saveMember(db, null, member("C", { sortOrder: 7 }));
    expect(await moveMemberInOrder(db, c!.id, "up")).toBe(true);
    expect(await publicNames()).toEqual(["A", "C", "B"]);
    expect((await repo.listAllMembers(db)).map((m) => m.sortOrder)).toEqual([10, 20, 30]);
    invalidated.length = 0;
    expect(await moveMemberInOrder(db, a!.id, "up")).toBe(false);
    expect(invalidated).toEqual([]);
    const move = formData({ id: a!.id, direction: "down" });
    await expect(moveTeamMember(move)).rejects.toThrow(/NEXT_REDIRECT/);
    expect(await publicNames()).toEqual(["C", "A", "B"]);
  });
});

describe("the staff actions", () => {
  it("refuse bad input with one message per field and write nothing", async () => {
    const refused = await saveTeamMember(
      "",
      idle,
      formData({
        name: "  ",
        role: "r".repeat(121),
        bio: "b".repeat(1001),
        sortOrder: "1.5",
        status: "live",
        portraitMediaId: "x",
      }),
    );
    expect(refused.status).toBe("error");
    expect(refused.fieldErrors).toEqual({
      name: "Name is required",
      role: "Role must be at most 120 characters",
      bio: "Bio must be at most 1,000 characters",
      sortOrder: "Sort order must be a whole number from -9999 to 9999",
      status: "Choose draft or published",
      portraitMediaId: "Choose a portrait from the list, or the generated avatar",
    });
    // The typed values come back, to refill the form (also when posted before hydration).
    expect(refused.values?.role).toBe("r".repeat(121));
    expect(await repo.listAllMembers(db)).toEqual([]);
  });

  it("create, then edit (a sample stays one), then delete", async () => {
    const create = formData({ name: "Nila Rao", role: "Designer", status: "published" });
    await expect(saveTeamMember("", idle, create)).rejects.toThrow(/NEXT_REDIRECT/);
    const [row] = await repo.listAllMembers(db);
    expect(row).toMatchObject({ name: "Nila Rao", role: "Designer", sortOrder: 0 });
    await exec(db, "update team_members set is_sample = true");

    const edit = formData({ name: "Nila Rao", role: "Lead", sortOrder: "-3", status: "draft" });
    await expect(saveTeamMember(row!.id, idle, edit)).rejects.toThrow(/NEXT_REDIRECT/);
    expect(await repo.findMemberById(db, row!.id)).toMatchObject({
      role: "Lead",
      sortOrder: -3,
      status: "draft",
      isSample: true,
    });
    expect(await publicNames()).toEqual([]);

    expect(await deleteTeamMember(row!.id)).toMatchObject({ status: "success" });
    expect(await deleteTeamMember(row!.id)).toMatchObject({ status: "error" });
    expect(await repo.listAllMembers(db)).toEqual([]);
  });

  it("send a stranger to the sign-in before anything is read", async () => {
    setRequest();
    try {
      await expect(saveTeamMember("", idle, formData({ name: "X", role: "Y" }))).rejects.toThrow(
        /NEXT_REDIRECT/,
      );
      expect(await repo.listAllMembers(db)).toEqual([]);
    } finally {
      setRequest({ cookies: await validCookie() });
    }
  });
});

it("the samples are the content/team.ts people, seeded once, published, marked", async () => {
  await exec(db, "delete from app_markers where name = 'seed:team'");
  expect(await seedTeamIfEmpty(db)).toBe(team.length);
  expect(await seedTeamIfEmpty(db)).toBe(0);
  const shown = await getPublishedTeam();
  // The posts' bylines link to /about-us#{content/team.ts id}.
  expect(shown.map((m) => m.anchor)).toEqual(team.map((m) => m.id));
  expect((await repo.listAllMembers(db)).every((m) => m.isSample)).toBe(true);
});

it("an upload used as a portrait is listed as used by the member and is not deleted", async () => {
  const upload = await insertMedia(db, {
    originalName: "portrait.png",
    contentType: "image/png",
    byteSize: 10,
    width: 320,
    height: 320,
    variants: [{ width: 320, format: "webp", key: "k/320.webp" }],
    altText: "Portrait",
  });
  const row = await saveMember(db, null, member("Pia Portrait", { portraitMediaId: upload.id }));
  const listed = (await listMedia(db)).find((m) => m.id === upload.id);
  expect(listed?.usedBy).toEqual([
    {
      id: row!.id,
      title: "Pia Portrait",
      href: `/admin/team/${row!.id}/edit`,
      kind: "team member",
    },
  ]);
  expect(await deleteUnusedMedia(db, upload.id)).toBe("in-use");
  const [shown] = await getPublishedTeam();
  expect(shown?.portrait).toMatchObject({ id: upload.id, alt: "Portrait", width: 320 });
});
