"use client";

import { useEffect, useMemo, useState, useSyncExternalStore } from "react";

import { NativeSelect } from "@/components/ui/native-select";
import { formatDay, formatTime } from "@/lib/booking/format-call";

export type SlotTimes = { start: string; end: string };

const noop = () => () => {};
const detectZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** Every IANA zone the browser knows, the visitor's own first if the list lacks it (an alias). */
function zoneList(own: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(own) ? all : [own, ...all];
}

/** The slots grouped by their day in `zone`, in order. */
function byDay(slots: readonly SlotTimes[], zone: string) {
  const days = new Map<string, { label: string; slots: { start: string; time: string }[] }>();
  for (const slot of slots) {
    const start = new Date(slot.start);
    const label = formatDay(start, zone);
    const day = days.get(label) ?? { label, slots: [] };
    day.slots.push({ start: slot.start, time: formatTime(start, zone) });
    days.set(label, day);
  }
  return [...days.values()];
}

/**
 * The booking form's time picker (issue 30): free slots by day in the visitor's time zone
 * (detected, changeable), as native radio inputs named `slot` (the start instant) in a fieldset
 * per day, so the keyboard (Tab into the group, arrows between times) and screen readers work as
 * for any radio group. The list area has a fixed height: loading, refreshing or an empty answer
 * never moves the form. `initial`: slots the server already has (the manage page); otherwise
 * they are fetched at request time from /api/booking/slots, again after a "just taken" `error`.
 */
export function SlotPicker({
  id = "booking-slot",
  initial,
  error,
  optional = true,
}: {
  id?: string;
  initial?: readonly SlotTimes[];
  error?: string;
  optional?: boolean;
}) {
  const detected = useSyncExternalStore(noop, detectZone, () => null);
  const [chosen, setChosen] = useState<string | null>(null);
  const zone = chosen ?? detected;
  const [fetched, setFetched] = useState<{ slots: SlotTimes[] } | { failed: true } | null>(null);
  useEffect(() => {
    if (initial) return;
    const abort = new AbortController();
    fetch("/api/booking/slots", { signal: abort.signal, cache: "no-store" })
      .then((r) => (r.ok ? (r.json() as Promise<{ slots: SlotTimes[] }>) : Promise.reject()))
      .then((body) => setFetched({ slots: body.slots }))
      .catch(() => abort.signal.aborted || setFetched({ failed: true }));
    return () => abort.abort();
  }, [initial, error]);
  const slots = initial ?? (fetched && "slots" in fetched ? fetched.slots : null);
  const days = useMemo(() => (slots && zone ? byDay(slots, zone) : []), [slots, zone]);
  const zones = useMemo(() => (zone ? zoneList(detected ?? zone) : []), [zone, detected]);

  let status: string | null = null;
  if (fetched && "failed" in fetched)
    status = "Times could not be loaded. Send your request and we will propose a time.";
  // Before hydration (and without JavaScript, where it stays): the form still works, without a time.
  else if (!detected)
    status =
      "Free times load here. Without JavaScript, send your request and we will propose a time by e-mail.";
  else if (!slots) status = "Loading available times…";
  else if (!slots.length)
    status = "No free times right now. Send your request and we will propose a time.";

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">
        {optional ? "Pick a time for a call (optional)" : "Pick a new time"}
      </legend>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={`${id}-zone`} className="text-muted-foreground">
          Times shown in
        </label>
        <NativeSelect
          wrapperClassName="max-w-full"
          id={`${id}-zone`}
          name="timeZone"
          value={zone ?? ""}
          disabled={!zone}
          onChange={(event) => setChosen(event.target.value)}
          compact
        >
          {zone ? (
            zones.map((z) => <option key={z}>{z}</option>)
          ) : (
            <option value="">Your time zone</option>
          )}
        </NativeSelect>
      </div>
      {/* The list scrolls in a fixed box; a fade over its last row says there is more below,
          where a row cut at the edge read as a rendering fault. The scroller stays the
          containing block of the visually hidden radios, so they scroll (and clip) with it. */}
      <div className="relative">
        <div className="relative h-72 overflow-y-auto rounded-md border bg-background p-3 pb-10">
          {status ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {status}
            </p>
          ) : (
            <div className="grid gap-4">
              {optional && (
                <div className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    id={`${id}-none`}
                    name="slot"
                    value=""
                    defaultChecked
                    className="size-4 accent-primary"
                  />
                  <label htmlFor={`${id}-none`}>No time yet — propose one by e-mail</label>
                </div>
              )}
              {days.map((day, d) => (
                <fieldset key={day.label} className="grid gap-2">
                  <legend className="mb-1 text-sm font-semibold">{day.label}</legend>
                  <div className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
                    {day.slots.map((slot, s) => (
                      <span key={slot.start}>
                        <input
                          type="radio"
                          name="slot"
                          value={slot.start}
                          id={`${id}-${d}-${s}`}
                          className="peer sr-only"
                        />
                        <label
                          htmlFor={`${id}-${d}-${s}`}
                          className="flex h-9 cursor-pointer items-center justify-center rounded-md border px-3 text-sm peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50"
                        >
                          {slot.time}
                        </label>
                      </span>
                    ))}
                  </div>
                </fieldset>
              ))}
            </div>
          )}
        </div>
        {status ? null : (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-px bottom-px h-10 rounded-b-md bg-linear-to-t from-background to-transparent"
          />
        )}
      </div>
      <p id={`${id}-error`} aria-live="polite" className="min-h-0 text-sm text-destructive">
        {error}
      </p>
    </fieldset>
  );
}
