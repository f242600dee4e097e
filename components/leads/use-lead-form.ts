import { useActionState, useState, useTransition, type FormEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type Resolver,
} from "react-hook-form";
import { toast } from "sonner";

import { idleState, type FormActionState } from "@/lib/action-state";

type Values = Record<string, string | undefined>;

type Options<V extends Values> = {
  /** deferredSchema's resolver: zod checks in the browser once it has loaded. */
  resolver: Resolver<V>;
  /** The empty form, also what it resets to after a success. */
  empty: V;
  /** The lead's server action (the reference itself: a plain POST needs its id), which validates again and stores. */
  action: (prev: FormActionState, body: FormData) => Promise<FormActionState>;
  /** Shown when the action fails without a message of its own (or cannot be reached). */
  failed: string;
  /** The page's address: a plain POST goes there (React would render an empty `action=""`). */
  permalink: string;
  /** A toast on success; a form that confirms in the page itself passes none. */
  success?: { title: string; description: string };
};

/** The server's field errors in react-hook-form's shape, so the first render already shows them. */
function serverErrors<V extends Values>(state: FormActionState): FieldErrors<V> | undefined {
  const entries = Object.entries(state.fieldErrors ?? {});
  if (entries.length === 0) return undefined;
  return Object.fromEntries(
    entries.map(([name, message]) => [name, { type: "server", message }]),
  ) as FieldErrors<V>;
}

/**
 * What the booking and contact forms share, progressively enhanced:
 * - Before hydration or without JavaScript the form is a plain POST to the server action
 *   (`formAction`, from useActionState); the server renders the page again with its answer, whose
 *   field errors and values (FormActionState) come back here as the initial state.
 * - Once hydrated, react-hook-form checks the shared schema first (errors beside the fields, the
 *   first invalid one focused), then the action is called with the form's own FormData — every
 *   input in it, hidden ones other components add (proof of work, attribution) included — inside
 *   a transition: no reload, a pending state, a toast when it fails or cannot be reached.
 * `state` is the latest answer, the server's or the browser's; on success the form is emptied.
 */
export function useLeadForm<V extends Values>(options: Options<V>) {
  const { resolver, empty, action, failed, success, permalink } = options;
  const [served, formAction] = useActionState(action, idleState, permalink);
  const [state, setState] = useState<FormActionState>(served);
  const [pending, startTransition] = useTransition();
  // Read once: later answers update the form through react-hook-form, not its defaults.
  const [initial] = useState(() => ({
    values: { ...empty, ...(served.status === "error" ? served.values : {}) } as V,
    errors: serverErrors<V>(served),
  }));
  const form = useForm<V>({
    resolver,
    defaultValues: initial.values as DefaultValues<V>,
    errors: initial.errors,
    mode: "onTouched",
  });

  const send = (body: FormData) =>
    startTransition(async () => {
      const result: FormActionState = await action(idleState, body).catch(() => ({
        status: "error",
        message: failed,
      }));
      const errors = Object.entries(result.fieldErrors ?? {});
      errors.forEach(([field, message], i) =>
        form.setError(field as Path<V>, { message }, { shouldFocus: i === 0 }),
      );
      setState(result);
      if (result.status === "success") {
        if (success) toast.success(success.title, { description: success.description });
        form.reset(empty);
      } else {
        toast.error("Error", { description: result.message || failed });
      }
    });

  /** The form's submit handler once hydrated (react-hook-form prevents the plain POST). */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(() => send(new FormData(element)))(event);
  };

  /** Back to an empty form (after a success), without a round trip. */
  const restart = () => {
    setState(idleState);
    form.reset(empty);
  };

  // The inputs' server-rendered defaults: the refill, until the browser has had an answer of its own.
  const values = state === served ? initial.values : empty;
  return { form, pending, submit, formAction, state, served, values, restart };
}
