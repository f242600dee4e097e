"use client";

import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  type FormEvent,
  type ReactNode,
} from "react";

import { usePathname } from "next/navigation";

import { subscribeNewsletter, type NewsletterState } from "@/lib/leads/actions";
import { BotFields } from "./bot-fields";
import { ProofOfWork } from "./proof-of-work";

/**
 * Footer newsletter: a plain `<form action>` on a server action (no form library in every page's
 * JS), so it works before hydration and without JavaScript: the server renders the page again
 * with the answer (the address kept when refused). Once hydrated, the action is dispatched by hand
 * with the form's own FormData (every input, hidden ones included), so a mistyped address stays
 * in the field (a form `action` resets the form); the input is cleared once the subscription went
 * through. `children`: the small print, rendered by the server (no text in every page's JS);
 * `renderedAt`: the page's render time, the start time sent when no script runs (bot-fields.tsx).
 */
export function NewsletterForm({
  renderedAt,
  children,
}: {
  renderedAt: number;
  children?: ReactNode;
}) {
  const email = useRef<HTMLInputElement>(null);
  // The page's own address as the form's `action` (React renders an empty one otherwise).
  const [state, action, pending] = useActionState<NewsletterState, FormData>(
    subscribeNewsletter,
    { status: "idle" },
    usePathname(),
  );
  const error = state.fieldErrors?.email ?? (state.status === "error" ? state.message : undefined);
  const done = state.status === "success" ? state.message : undefined;

  useEffect(() => {
    if (state.status === "success" && email.current) email.current.value = "";
  }, [state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    startTransition(() => action(body));
  };

  return (
    <form
      action={action}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="newsletter-title"
      className="relative mt-6 grid max-w-sm grid-cols-1 gap-2"
    >
      <p id="newsletter-title" className="text-sm font-semibold text-inverse-strong">
        Newsletter
      </p>
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          ref={email}
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="Email address"
          defaultValue={state.values?.email}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "newsletter-error" : undefined}
          className="h-10 min-w-0 flex-1 rounded-md border border-inverse-border bg-inverse-field px-3 text-sm text-inverse-strong placeholder:text-inverse-muted focus-visible:ring-2 focus-visible:ring-band-muted focus-visible:outline-none aria-invalid:border-inverse-danger"
        />
        <button
          type="submit"
          disabled={pending}
          className="h-10 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-band-muted focus-visible:outline-none disabled:opacity-60"
        >
          {pending ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <BotFields renderedAt={renderedAt} />
      <ProofOfWork when="focus" />
      {children}
      {/* Both regions stay in the page, so a message that appears in them is announced. */}
      <div className="text-sm">
        <p id="newsletter-error" role="alert" className="text-inverse-danger">
          {error}
        </p>
        <p role="status" className="text-inverse-success">
          {done}
        </p>
      </div>
    </form>
  );
}
