"use server";

import { redirect } from "next/navigation";

import { isForm, notAForm } from "@/lib/action-state";
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
  if (!isForm(form)) return notAForm;
  const values = workValuesFromForm(form);
  const id = form.get("id") ?? "";
  const result = await saveCaseStudy(id, values);
  // redirect() throws: after the save, outside its error handling.
  if (result.status === "success") {
    redirect(workSavedPath({ created: id === "", slug: result.slug, published: result.published }));
  }
  return { ...result, values };
}
