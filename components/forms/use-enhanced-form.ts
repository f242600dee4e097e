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
  /**
   * The form's page: a plain post is sent there, and its answer is matched to this form by it. (By
   * default React matches by the form's place in the component tree, which differs between the
   * page's pre-rendered shell and the render after a post: the answer would be dropped.)
   */
  permalink: string,
  /** A refused plain post's answer, from the page's server component (lib/refused-post.ts). */
  refused?: State,
) {
  const [state, formAction] = useActionState(
    action,
    { status: "idle" } as Awaited<State>,
    permalink,
  );
  const answer = state.status === "idle" && refused ? refused : state;
  const initial = refill(defaultValues, answer.values as Partial<T> | undefined);
  const errors = useServerErrors<T>(answer.fieldErrors);
  const form = useForm<T>({
    resolver,
    defaultValues: initial as DefaultValues<T>,
    errors,
    mode: "onTouched",
  });
  return { state: answer, formAction, form: withServerDefaults(form, initial) };
}
