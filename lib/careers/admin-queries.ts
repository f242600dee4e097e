import "server-only";

import { getDb } from "@/lib/db/client";
import { adminListJobs, findJobById } from "./admin-repository";

/** The staff pages' reads: uncached, drafts included. */
/** With the moment read, by which the list tells open roles from closed ones. */
export const listJobsForStaff = async () => ({
  jobs: await adminListJobs(await getDb()),
  now: Date.now(),
});
export const findJobForEdit = async (id: string) => findJobById(await getDb(), id);
