"use server";

import { headers } from "next/headers";

import { isForm, notAForm, type ActionState } from "@/lib/action-state";
import { requestEvidence, setSubscription } from "./newsletter";
import { readNewsletterToken } from "./newsletter-token";

/**
 * The confirm page's button (a POST, so mail scanners that follow the link confirm nothing);
 * where the click came from is kept as the confirmation's evidence.
 */
export async function confirmSubscription(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  if (!isForm(formData)) return notAForm;
  const id = await readNewsletterToken(formData.get("token"), "newsletter-confirm");
  if (!id)
    return {
      status: "error",
      message: "This confirmation link is invalid or has expired. Subscribe again from the footer.",
    };
  try {
    if (!(await setSubscription(id, "confirmed", requestEvidence(await headers())))) {
      return {
        status: "error",
        message: "This subscription no longer exists. Subscribe again from the footer.",
      };
    }
    return { status: "success", message: "You're subscribed. Thank you!" };
  } catch {
    return { status: "error", message: "Could not confirm right now. Please try again later." };
  }
}
