import { useTransition, type FormEvent } from "react";
import { useForm, type DefaultValues, type Path, type Resolver } from "react-hook-form";
import { toast } from "sonner";

import type { ActionState } from "@/lib/action-state";
import { carriedFieldsOf } from "./attribution-fields";
import { botFieldsOf } from "./bot-fields";

type Values = Record<string, string | undefined>;

type Options<V extends Values> = {
  /** deferredSchema's resolver: zod checks in the browser once it has loaded. */
  resolver: Resolver<V>;
  /** The empty form, also what it resets to after a success. */
  empty: V;
  /** The lead's server action, which validates again and stores. */
  action: (prev: ActionState, body: FormData) => Promise<ActionState>;
  /** Shown when the action fails without a message of its own (or cannot be reached). */
  failed: string;
  /** A toast on success; a form that confirms in the page itself passes none. */
  success?: { title: string; description: string };
  /** Called with the values sent, before the form is emptied. */
  onSuccess?: (sent: V) => void;
};

/**
 * What the booking and contact forms share: react-hook-form on the shared schema, the values and
 * the anti-bot fields posted to the server action, its field errors shown beside the fields (the
 * first one focused), and a toast for a failure; on success the form is emptied.
 */
export function useLeadForm<V extends Values>(options: Options<V>) {
  const { resolver, empty, action, failed, success, onSuccess } = options;
  const [pending, startTransition] = useTransition();
  const form = useForm<V>({
    resolver,
    defaultValues: empty as DefaultValues<V>,
    mode: "onTouched",
  });

  const send = (data: V, bot: [string, string][]) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(data)) body.set(key, value ?? "");
    for (const [key, value] of bot) body.set(key, value);
    startTransition(async () => {
      const result: ActionState = await action({ status: "idle" }, body).catch(() => ({
        status: "error",
        message: failed,
      }));
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        form.setError(field as Path<V>, { message }, { shouldFocus: true });
      }
      if (result.status === "success") {
        if (success) toast.success(success.title, { description: success.description });
        onSuccess?.(data);
        form.reset(empty);
      } else {
        toast.error("Error", { description: result.message || failed });
      }
    });
  };

  /** The form's submit handler: the bot fields are read from the form element it was given. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const bot = [...botFieldsOf(event.currentTarget), ...carriedFieldsOf(event.currentTarget)];
    void form.handleSubmit((data) => send(data, bot))(event);
  };

  return { form, pending, submit };
}
