"use server";

import { headers } from "next/headers";

import { isForm, notAForm, type ActionState } from "@/lib/action-state";
import { recordDelete, recordSave } from "@/lib/audit/content";
import { staffAction } from "@/lib/auth/staff-action";
import { getDb } from "@/lib/db/client";
import type { ApplicationField } from "@/lib/leads/lead-schemas";
import { submitLead } from "@/lib/leads/submit-lead";
import { logEvent } from "@/lib/log/logger";
import * as z from "@/lib/zod";
import {
  emptyJobForm,
  jobFormSchema,
  toJobWrite,
  type JobFormField,
  type JobFormValues,
} from "./form-schema";
import { findPublishedBySlug } from "./repository";
import { isOpen } from "./types";
import { removeJob, saveJob } from "./writes";

export type ApplicationState = ActionState<ApplicationField>;
export type JobActionState = ActionState<JobFormField> & {
  slug?: string;
  /** A refused save's values as sent, so the form (with or without JavaScript) keeps them. */
  values?: JobFormValues;
};

const CLOSED = "This role is no longer open. See the open roles on our careers page.";

/**
 * The application form on /career/{slug} (a plain form post: it works before hydration and
 * without JavaScript). The opening is read uncached, now: a role that closed after its page was
 * cached takes no more applications. Then the contact form's path: bot checks, rate limits, the
 * lead and its mails in one transaction (lib/leads/submit-lead.ts).
 */
export async function applyForJob(
  _prev: ApplicationState,
  formData: FormData,
): Promise<ApplicationState> {
  if (!isForm(formData)) return notAForm;
  const slug = formData.get("job");
  if (typeof slug !== "string" || !/^[a-z0-9_-]{1,200}$/.test(slug)) {
    return { status: "error", message: CLOSED };
  }
  try {
    const job = await findPublishedBySlug(await getDb(), slug);
    if (!job || !isOpen(job, new Date())) return { status: "error", message: CLOSED };
    return await submitLead("application", formData, await headers(), job.title);
  } catch (error) {
    logEvent("error", "application not stored", { error: String(error).split("\n")[0] });
    return { status: "error", message: "Your application could not be sent. Please try again." };
  }
}

const jobId = z.union([z.literal(""), z.uuid()]);
const GONE = "This job opening no longer exists.";

/** Creates (id "") or updates an opening from the admin form's FormData. */
export async function saveJobOpening(
  _prev: JobActionState,
  formData: FormData,
): Promise<JobActionState> {
  if (!isForm(formData)) return notAForm;
  const id = jobId.safeParse(formData.get("id") ?? "");
  if (!id.success) return { status: "error", message: GONE };
  const sent = Object.fromEntries(
    Object.keys(emptyJobForm).map((k) => [k, String(formData.get(k) ?? "").slice(0, 20_000)]),
  ) as JobFormValues;
  const save = staffAction(
    jobFormSchema,
    async (input, staff): Promise<JobActionState> => {
      try {
        const row = await saveJob(await getDb(), id.data || null, toJobWrite(input));
        if (!row) return { status: "error", message: GONE };
        await recordSave(staff, "job-opening", { ...row, label: row.title });
        return {
          status: "success",
          message: id.data ? "Job opening saved." : "Job opening created.",
          slug: row.slug,
        };
      } catch (error) {
        logEvent("error", "job opening not saved", { error: String(error).split("\n")[0] });
        return { status: "error", message: "The job opening could not be saved." };
      }
    },
    { may: "content.manage", next: "/admin/careers" },
  );
  const result = await save(formData);
  return result.status === "success" ? result : { ...result, values: sent };
}

export async function deleteJobOpening(id: unknown): Promise<ActionState> {
  const remove = staffAction(
    z.uuid(),
    async (uuid, staff): Promise<ActionState> => {
      try {
        const deleted = await removeJob(await getDb(), uuid);
        if (!deleted) return { status: "error", message: GONE };
        await recordDelete(staff, "job-opening", { id: uuid, label: deleted.slug });
        return { status: "success", message: "Job opening deleted." };
      } catch (error) {
        logEvent("error", "job opening not deleted", { error: String(error).split("\n")[0] });
        return { status: "error", message: "The job opening could not be deleted." };
      }
    },
    { may: "content.manage", next: "/admin/careers", message: GONE },
  );
  return remove(id);
}
