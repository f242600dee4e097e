"use client";

import { useActionState } from "react";

import { subscribeNewsletter, type NewsletterState } from "@/lib/leads/actions";
import { BotFields } from "./bot-fields";

/** Footer newsletter: a plain form on a server action (no form library in every page's JS). */
export function NewsletterForm() {
  const [state, action, pending] = useActionState<NewsletterState, FormData>(subscribeNewsletter, {
    status: "idle",
  });
  const error = state.fieldErrors?.email ?? (state.status === "error" ? state.message : undefined);
  return (
    <form action={action} className="relative mt-6 grid max-w-sm gap-2" noValidate>
      <p className="text-sm font-semibold text-white">Newsletter</p>
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="Email address"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "newsletter-message" : undefined}
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-700 bg-slate-900 px-3 text-sm text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={pending}
          className="h-10 rounded-md bg-indigo-500 px-4 text-sm font-medium text-white hover:bg-indigo-400 disabled:opacity-60"
        >
          {pending ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <BotFields />
      {error ? (
        <p id="newsletter-message" role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : (
        state.status === "success" && (
          <p role="status" className="text-sm text-emerald-300">
            {state.message}
          </p>
        )
      )}
    </form>
  );
}
