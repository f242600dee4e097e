import "server-only";
import { getDb } from "@/lib/db/client";

import { workCategories } from "@/content/work";
import { adminListWork, findWorkById } from "./admin-repository";
import { WORK_SERVICES } from "./fields";
import { serviceName } from "./labels";

/** The staff pages' reads: uncached, drafts included. */
export const listWorkForStaff = async () => adminListWork(await getDb());
export const findWorkForEdit = async (id: string) => findWorkById(await getDb(), id);

/** The form's choices, as the public pages name them. */
export const workChoices = {
  categories: workCategories.filter((c) => c.id !== "all").map(({ id, label }) => ({ id, label })),
  services: WORK_SERVICES.map((id) => ({ id, label: serviceName(id) })),
};
