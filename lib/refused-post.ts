import "server-only";

import { requestContext } from "@/lib/log/base-logger.mjs";

/*
 * A form posted without JavaScript and refused: the page rendered for that same request shows it
 * again. React would hand the action's answer to the form itself (useActionState), but Next skips
 * that when it resumes a page's pre-rendered shell (the staff pages: their content is a dynamic
 * hole), so the answer reaches the page's server component this way instead. Kept for the one
 * request only: keyed by its context object (lib/log/server-output.ts), gone with it.
 */
const refused = new WeakMap<object, { form: string; answer: unknown }>();

export function keepRefusedPost(form: string, answer: unknown): void {
  const request = requestContext.getStore() as object | undefined;
  if (request) refused.set(request, { form, answer });
}

/** The refused answer of `form` when this request is the post that was refused. */
export function refusedPost<T>(form: string): T | undefined {
  const request = requestContext.getStore() as object | undefined;
  const kept = request ? refused.get(request) : undefined;
  return kept?.form === form ? (kept.answer as T) : undefined;
}
