"use server";

import { redirect } from "next/navigation";

import { isForm, isPlainPost } from "@/lib/action-state";
import { keepRefusedPost } from "@/lib/refused-post";
import { saveCaseStudy, type WorkActionState } from "./actions";
import { workValuesFromForm } from "./form-data";
import type { WorkFormValues } from "./form-schema";
import { workSavedPath } from "./save-landing";

export type WorkFormState = WorkActionState & { values?: WorkFormValues };

/**
 * The case-study form posted by the browser itself (before hydration, or without JavaScript):
 * read into the form's values and saved by saveCaseStudy (the same gate and schema as the
 * enhanced form's call). Saved, it redirects to the staff list with the confirmation; refused, it
 * answers with the values sent and one message per field. The case study's id is a hidden field.
 */
export async function submitCaseStudy(
  _previous: WorkFormState,
  form: unknown,
): Promise<WorkFormState> {
  // Anything but a form goes to the gate as it is (a stranger is sent to the sign-in) and is
  // refused by the schema there.
  const values = isForm(form) ? workValuesFromForm(form) : form;
  const id = isForm(form) ? (form.get("id") ?? "") : "";
  const result = await saveCaseStudy(id, values);
  // redirect() throws: after the save, outside its error handling.
  if (result.status === "success") {
    redirect(workSavedPath({ created: id === "", slug: result.slug, published: result.published }));
  }
  if (!isPlainPost(form))
    return isForm(form) ? { ...result, values: values as WorkFormValues } : result;
  // Refused: back to the form's page, which shows this answer (lib/refused-post.ts).
  const token = keepRefusedPost("case-study", { ...result, values: values as WorkFormValues });
  const page =
    typeof id === "string" && id ? `/admin/work/${encodeURIComponent(id)}/edit` : "/admin/work/new";
  redirect(`${page}?refused=${token}`);
}
