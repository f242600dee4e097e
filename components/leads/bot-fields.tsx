"use client";

import { useEffect, useState } from "react";

import { BOT_FIELDS } from "@/lib/leads/bot-field-names";

/**
 * The anti-bot fields every lead form sends: a honeypot people never see or reach, and when the
 * form appeared (set after hydration, so a bot posting the raw HTML sends no start time at all).
 * A form that must work without JavaScript (the job application) passes `renderedAt`, its page's
 * render time, sent as is when no script runs: the honeypot and the age bounds still apply.
 */
export function BotFields({ renderedAt }: { renderedAt?: number } = {}) {
  // Controlled, so React keeps the value it rendered (writing the DOM input directly was undone).
  const [startedAt, setStartedAt] = useState(renderedAt ? String(renderedAt) : "");
  useEffect(() => {
    const timer = setTimeout(() => setStartedAt(String(Date.now())), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input
            type="text"
            name={BOT_FIELDS.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <input type="hidden" name={BOT_FIELDS.startedAt} value={startedAt} />
    </>
  );
}
