import "server-only";

import { getDb } from "@/lib/db/client";
import { adminListJobs, findJobById } from "./admin-repository";

/** The staff pages' reads: uncached, drafts included. */
export const listJobsForStaff = async () => adminListJobs(await getDb());
export const findJobForEdit = async (id: string) => findJobById(await getDb(), id);
