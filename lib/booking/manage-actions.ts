"use server";

import { after } from "next/server";

import { fieldErrorsOf, isForm, notAForm, type ActionState } from "@/lib/action-state";
import { getDb } from "@/lib/db/client";
import { deliverDue } from "@/lib/leads/outbox";
import { logEvent } from "@/lib/log/logger";
import { SLOT_TAKEN } from "./book";
import { cancelCall, rescheduleCall, type ChangeResult } from "./manage";
import { bookingIdOf } from "./manage-link";
import { cancelCallSchema, rescheduleCallSchema } from "./manage-schema";

export type ManageState = ActionState<"slot" | "token">;

const INVALID: ManageState = {
  status: "error",
  message: "This link is invalid or has expired. Please use the link in your latest mail.",
};
const GONE: ManageState = { status: "error", message: "This call is already cancelled." };
const FAILED: ManageState = { status: "error", message: "That did not work. Please try again." };

/** The answer to a change, its mails delivered after the response (the outbox retries the rest). */
function answer(result: ChangeResult, ok: string): ManageState {
  if (!result.ok) {
    return result.reason === "gone"
      ? GONE
      : { status: "error", message: SLOT_TAKEN, fieldErrors: { slot: SLOT_TAKEN } };
  }
  after(
    async () =>
      void (await deliverDue(await getDb(), { ids: result.mailIds }).catch(() => undefined)),
  );
  return { status: "success", message: ok };
}

/** The manage page's cancel button: public, refused without a valid signed token. */
export async function cancelBooking(_prev: ManageState, form: FormData): Promise<ManageState> {
  if (!isForm(form)) return notAForm;
  const parsed = cancelCallSchema.safeParse({ token: form.get("token") });
  const id = parsed.success ? await bookingIdOf(parsed.data.token) : null;
  if (!id) return INVALID;
  try {
    return answer(
      await cancelCall(await getDb(), id),
      "Your call is cancelled. The slot is free again.",
    );
  } catch (error) {
    logEvent("error", "booking not cancelled", { error });
    return FAILED;
  }
}

/** The manage page's reschedule form: a new free slot, the same invite UID. */
export async function rescheduleBooking(_prev: ManageState, form: FormData): Promise<ManageState> {
  if (!isForm(form)) return notAForm;
  const parsed = rescheduleCallSchema.safeParse({
    token: form.get("token"),
    slot: form.get("slot"),
  });
  if (!parsed.success) {
    return {
      status: "error",
      message: "Pick a new time from the list.",
      fieldErrors: fieldErrorsOf(parsed.error),
    };
  }
  const id = await bookingIdOf(parsed.data.token);
  if (!id) return INVALID;
  try {
    const result = await rescheduleCall(await getDb(), id, new Date(parsed.data.slot));
    return answer(result, "Your call is moved. The updated invite is on its way.");
  } catch (error) {
    logEvent("error", "booking not rescheduled", { error });
    return FAILED;
  }
}
