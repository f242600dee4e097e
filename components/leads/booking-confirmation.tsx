"use client";

import { CheckCircle2Icon } from "lucide-react";
import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";
import { formatStart } from "@/lib/booking/format-call";
import type { BookingValues } from "@/lib/leads/lead-schemas";

/**
 * What a visitor sees once a booking is stored, in place of the form and for as long as they stay:
 * what was sent and where the answer goes, so a wrong address shows now, not as silence later.
 * Focus moves to its heading, so screen readers announce it and keyboard users start from it.
 * Rendered by the server too, after a booking posted without JavaScript.
 */
export function BookingConfirmation({
  sent,
  serviceName,
  onAnother,
}: {
  sent: BookingValues;
  serviceName: string;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rows = [
    ["Service", serviceName],
    // The call's time in the zone the visitor read it in (the picker's choice).
    ...(sent.slot ? [["Your call", formatStart(new Date(sent.slot), sent.timeZone || "UTC")]] : []),
    ...(sent.customization?.trim() ? [["Customization", sent.customization]] : []),
    ["Your message", sent.message],
    ["We reply to", sent.email],
    ["Phone", sent.phone],
  ];
  return (
    <section aria-labelledby="booking-sent" className="grid gap-5">
      <div className="flex items-start gap-3">
        <CheckCircle2Icon aria-hidden className="mt-1 size-6 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h2 id="booking-sent" ref={heading} tabIndex={-1} className="text-2xl font-bold">
            Booking received
          </h2>
          <p className="text-muted-foreground">
            Thank you, {sent.name}. We&apos;ll get back to you within 24 hours to discuss your
            project requirements.
          </p>
        </div>
      </div>
      <dl className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="break-words whitespace-pre-wrap text-muted-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Without JavaScript the button loads a fresh form; with it, no round trip. */}
      <form method="get" action="/book-service">
        <Button
          type="submit"
          variant="outline"
          onClick={(event) => {
            event.preventDefault();
            onAnother();
          }}
        >
          Book another service
        </Button>
      </form>
    </section>
  );
}
