"use client";

import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useSyncExternalStore,
  type FormEvent,
} from "react";

import { newsletterConsent } from "@/content/newsletter-consent";
import { subscribeNewsletter, type NewsletterState } from "@/lib/leads/actions";
import { BOT_FIELDS } from "@/lib/leads/bot-field-names";
import { PROOF_FIELD } from "@/lib/spam/proof-types";
import { BotFields } from "./bot-fields";
import { ProofOfWork } from "./proof-of-work";

const SENT = ["email", BOT_FIELDS.honeypot, BOT_FIELDS.startedAt, PROOF_FIELD];
const noop = () => () => {};

/**
 * Footer newsletter: a plain form on a server action (no form library in every page's JS). The
 * action is dispatched by hand, so a mistyped address is kept (a form `action` resets the form);
 * the input is cleared once the subscription went through. Subscribe waits for hydration: the
 * start time is set on mount, and without it the server drops a submission as a bot's.
 */
export function NewsletterForm() {
  const email = useRef<HTMLInputElement>(null);
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const [state, action, pending] = useActionState<NewsletterState, FormData>(subscribeNewsletter, {
    status: "idle",
  });
  const error = state.fieldErrors?.email ?? (state.status === "error" ? state.message : undefined);
  const done = state.status === "success" ? state.message : undefined;

  useEffect(() => {
    if (state.status === "success" && email.current) email.current.value = "";
  }, [state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const all = new FormData(event.currentTarget);
    const body = new FormData();
    for (const name of SENT) body.set(name, String(all.get(name) ?? ""));
    startTransition(() => action(body));
  };

  return (
    <form
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
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "newsletter-error" : undefined}
          className="h-10 min-w-0 flex-1 rounded-md border border-inverse-border bg-inverse-field px-3 text-sm text-inverse-strong placeholder:text-inverse-muted focus-visible:ring-2 focus-visible:ring-band-muted focus-visible:outline-none aria-invalid:border-inverse-danger"
        />
        <button
          type="submit"
          disabled={!hydrated || pending}
          className="h-10 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-band-muted focus-visible:outline-none disabled:opacity-60"
        >
          {pending ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <p className="text-xs text-inverse-muted">{newsletterConsent.text}</p>
      <BotFields />
      <ProofOfWork when="focus" />
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
