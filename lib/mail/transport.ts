import "server-only";

import { Resend } from "resend";

import type { MailAttachment } from "@/lib/db/json-types";
import { env, mailMode } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { asciiAddress } from "./address";

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | null;
  headers?: Record<string, string>;
  /** Sent one by one only: Resend's batch endpoint cannot carry attachments. */
  attachments?: MailAttachment[] | null;
};

export type SendResult = { status: "sent"; providerId: string } | { status: "logged" };

/** A refused or failed send; `retryable` says whether trying again later can help. */
export class MailError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

let client: Resend | undefined;

/**
 * Sends one mail through Resend, or, in log-only mode (MAIL_MODE=log, or no RESEND_API_KEY outside
 * production: lib/env.ts), prints it to the server log and reports it "logged", never "sent". The
 * idempotency key (the outbox row's id) makes Resend drop a repeat of a send whose answer was
 * lost, so a retried row is not delivered twice.
 */
export async function sendMail(mail: OutgoingMail, idempotencyKey: string): Promise<SendResult> {
  if (mailMode === "log" || !env.RESEND_API_KEY) {
    logEvent("info", "mail logged, not sent (log-only mail)", {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments?.map((a) => `${a.filename} (${a.contentType})`),
    });
    return { status: "logged" };
  }
  client ??= new Resend(
    env.RESEND_API_KEY,
    env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined,
  );
  const { data, error } = await client.emails.send(
    {
      from: env.MAIL_FROM,
      // An internationalised domain is stored in Unicode (lib/mail/address.ts) and sent in its
      // ASCII form, which every provider and server takes without SMTPUTF8.
      to: [asciiAddress(mail.to)],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: asciiAddress(mail.replyTo) } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
      ...(mail.attachments?.length
        ? {
            attachments: mail.attachments.map((a) => ({
              filename: a.filename,
              content: a.content,
              contentType: a.contentType,
            })),
          }
        : {}),
    },
    { idempotencyKey, signal: AbortSignal.timeout(env.MAIL_TIMEOUT_MS) },
  );
  if (data?.id) return { status: "sent", providerId: data.id };
  const status = (error as { statusCode?: number | null } | null)?.statusCode ?? null;
  // No status: network error, timeout or dropped connection. 429 and 5xx: the provider's side.
  const retryable = status === null || status === 429 || status >= 500;
  throw new MailError(
    `Resend ${status ?? "network error"}: ${error?.message ?? "no id returned"}`,
    retryable,
  );
}
