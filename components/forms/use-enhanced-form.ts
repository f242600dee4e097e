"use client";

import { useActionState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";

import type { ActionState } from "@/lib/action-state";
import { refill, useServerErrors, withServerDefaults } from "./server-rendered-fields";

/** What a plain post's action answers: the overall state, plus the values sent when refused. */
type PlainPostState = ActionState & { values?: Partial<Record<string, unknown>> };

/**
 * A form that is a `<form action>` post before hydration and react-hook-form after: `formAction`
 * goes on the form (the browser posts it when no script runs), `form` validates and submits once
 * hydrated (its submit handler prevents the plain post). A refused plain post renders the form
 * again from the action's answer: the values typed and the messages beside their fields.
 */
export function useEnhancedForm<T extends FieldValues, State extends PlainPostState>(
  action: (previous: Awaited<State>, form: FormData) => Promise<State>,
  defaultValues: T,
  resolver: Resolver<T>,
) {
  const [state, formAction] = useActionState(action, { status: "idle" } as Awaited<State>);
  const initial = refill(defaultValues, state.values as Partial<T> | undefined);
  const errors = useServerErrors<T>(state.fieldErrors);
  const form = useForm<T>({
    resolver,
    defaultValues: initial as DefaultValues<T>,
    errors,
    mode: "onTouched",
  });
  return { state, formAction, form: withServerDefaults(form, initial) };
}
