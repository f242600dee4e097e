import "server-only";

import { team } from "@/content/team";
import type { Db } from "@/lib/db/types";
import { boundWrite } from "@/lib/publishing/after-write";
import { seedOnce } from "@/lib/publishing/seed-once";
import type { TeamMemberWrite } from "./form-schema";
import { deleteMember, insertMember, moveMember, updateMember } from "./repository";

/**
 * The team's writes as staff make them: each reports a change of type "team", and the publishing
 * kit's after-write step expires the team's tag and queues /about-us (its showcase) for the cache
 * in front (lib/publishing/after-write.ts). Members have no pages or slugs of their own.
 */
const changed = { type: "team" as const };

export const saveMember = boundWrite(async (db: Db, id: string | null, write: TeamMemberWrite) => {
  const row = id ? await updateMember(db, id, write) : await insertMember(db, write);
  return { value: row, change: row && changed };
});

export const removeMember = boundWrite(async (db: Db, id: string) => {
  const row = await deleteMember(db, id);
  return { value: row, change: row && changed };
});

export const moveMemberInOrder = boundWrite(async (db: Db, id: string, to: "up" | "down") => {
  const moved = await moveMember(db, id, to);
  return { value: moved, change: moved ? changed : null };
});

/**
 * The sample team: the people of content/team.ts (the posts' authors, whose bylines link to
 * /about-us#{their id}), published in that order, once per database (lib/publishing/seed-once.ts).
 */
const sampleTeam = team.map((member, index) => ({
  name: member.name,
  role: member.role,
  bio: member.description,
  portraitMediaId: null,
  sortOrder: (index + 1) * 10,
  status: "published" as const,
  isSample: true,
}));

export const seedTeamIfEmpty = (db: Db) => seedOnce(db, "team", sampleTeam, insertMember);
