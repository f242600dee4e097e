import "server-only";

import { eq, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { webhookDeliveries, webhookEndpoints } from "@/lib/db/pipeline-schema";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { deliver, requeue } from "@/lib/jobs/deliver";
import { defineQueue, type Report } from "@/lib/jobs/queue";
import { requestFor } from "./format";
import { postOnce, type Answer } from "./send";
import { defaultPolicy, TargetRefused, type Resolver } from "./target";

/** An answer that is not a 2xx; `retryable` per the status (408, 429 and 5xx are). */
class WebhookFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * 2xx: delivered. A redirect is not followed (the signature names this URL; point the endpoint at
 * the final one) and, like 4xx, will not change by retrying: it fails at once. 408, 429, 5xx and
 * network errors are retried.
 */
function judge(answer: Answer) {
  const { status, text } = answer;
  if (status >= 200 && status < 300) return;
  const said = text.trim() ? `: ${text.trim().replace(/\s+/g, " ")}` : "";
  const retryable = status === 408 || status === 429 || status >= 500;
  throw new WebhookFailure(`HTTP ${status}${said}`, retryable, status);
}

const isRetryable = (error: unknown) =>
  !(error instanceof TargetRefused) && !(error instanceof WebhookFailure && !error.retryable);

/** Only tests replace it: a resolver whose answers change between save and send (DNS rebinding). */
let resolver: Resolver | undefined;
export const setResolverForTests = (r: Resolver | undefined) => void (resolver = r);

/**
 * The webhook queue on the shared job runner (lib/jobs): claims make a delivery go out once
 * however many workers run; 8 attempts, WEBHOOK_RETRY_BASE_SECONDS (30 s) × 4^(n-1) apart, capped
 * at 2 h (about 7 hours in all), then failed. Made per call: a failure records the receiver's status.
 */
const queueFor = (db: Db) =>
  defineQueue({
    table: webhookDeliveries,
    done: ["delivered"],
    // Well above WEBHOOK_TIMEOUT_MS (at most 60 s): a claim outlives its request.
    claimSeconds: 120,
    maxAttempts: 8,
    backoffBaseSeconds: () => env.WEBHOOK_RETRY_BASE_SECONDS,
    concurrency: 10,
    retryable: isRetryable,
    log: { idKey: "deliveryId", done: "webhook attempt", failed: "webhook attempt failed" },
    async run(row) {
      const [endpoint] = await db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, row.endpointId));
      if (!endpoint?.enabled) throw new TargetRefused("The endpoint is disabled");
      const { body, headers } = requestFor({ ...endpoint, ...row });
      const options = {
        timeoutMs: env.WEBHOOK_TIMEOUT_MS,
        policy: defaultPolicy(),
        resolve: resolver,
      };
      try {
        const answer = await postOnce(endpoint.url, body, headers, options);
        judge(answer);
        const set = { responseStatus: answer.status, deliveredAt: sql`now()` };
        return { status: "delivered", set, log: { responseStatus: answer.status } };
      } catch (error) {
        if (error instanceof WebhookFailure && error.status) {
          const set = { responseStatus: error.status };
          await db.update(webhookDeliveries).set(set).where(eq(webhookDeliveries.id, row.id));
        }
        throw error;
      }
    },
  });

export type WebhookReport = Report<"delivered">;

/** Delivers due webhooks (all of them up to `limit`, or only `ids`, e.g. the ones a request just queued). */
export function deliverWebhooksDue(
  db: Db,
  options: { limit?: number; ids?: readonly string[] } = {},
): Promise<WebhookReport> {
  return deliver(queueFor(db), db, options);
}

/** Staff "retry": a failed or waiting delivery becomes due now, with a fresh set of attempts. */
export function retryWebhookDelivery(db: Db, id: string): Promise<boolean> {
  return requeue(queueFor(db), db, id);
}

/** The cron's run: every due delivery up to `limit`. */
export async function deliverWebhookQueue(limit = 100): Promise<WebhookReport> {
  return deliverWebhooksDue(await getDb(), { limit });
}
