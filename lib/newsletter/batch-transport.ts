import "server-only";

import { env, mailMode } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { asciiAddress } from "@/lib/mail/address";
import type { MailContent } from "@/lib/mail/layout";

/** Resend's batch endpoint takes at most this many mails per request. */
export const BATCH_SIZE = 100;

export type BatchMail = MailContent & { to: string; headers: Record<string, string> };
export type BatchResult = { status: "sent"; ids: string[] } | { status: "logged" };

/** A failed batch request; `retryAfterSeconds` is the provider's own wait (429), when it gave one. */
export class BatchError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

function retryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, (at - Date.now()) / 1000);
}

/**
 * One request to Resend's `POST /emails/batch` (the HTTP API, not the SDK, for the answer's
 * `retry-after`), with the batch's idempotency key: a request whose answer was lost and is sent
 * again with the same key and body is not delivered twice. Log-only mail (lib/env.ts) prints each
 * mail and reports "logged".
 */
export async function sendBatch(mails: readonly BatchMail[], key: string): Promise<BatchResult> {
  if (mailMode === "log" || !env.RESEND_API_KEY) {
    // One line per mail, as the outbox logs one: the mail log a test or a developer reads.
    for (const m of mails) {
      logEvent("info", "mail logged, not sent (log-only mail)", {
        to: m.to,
        subject: m.subject,
        text: m.text,
        key,
      });
    }
    return { status: "logged" };
  }
  const base = (env.RESEND_BASE_URL ?? "https://api.resend.com").replace(/\/+$/, "");
  const body = mails.map((m) => ({
    from: env.MAIL_FROM,
    to: [asciiAddress(m.to)],
    subject: m.subject,
    html: m.html,
    text: m.text,
    headers: m.headers,
  }));
  let response: Response;
  try {
    response = await fetch(`${base}/emails/batch`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${env.RESEND_API_KEY}`,
        "content-type": "application/json",
        "idempotency-key": key,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(env.MAIL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new BatchError(`Resend batch network error: ${String(error)}`, true);
  }
  const answer = (await response.json().catch(() => null)) as {
    data?: { id?: string }[];
    message?: string;
  } | null;
  const ids = (answer?.data ?? []).map((d) => d.id ?? "");
  if (response.ok && ids.length === mails.length && ids.every(Boolean)) {
    return { status: "sent", ids };
  }
  const status = response.status;
  throw new BatchError(
    `Resend batch ${status}: ${answer?.message ?? "unexpected answer"}`,
    status === 429 || status >= 500 || response.ok,
    status === 429 ? retryAfter(response.headers.get("retry-after")) : null,
  );
}
