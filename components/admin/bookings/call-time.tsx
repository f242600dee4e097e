import type { LeadCall } from "@/lib/booking/staff-types";

/** "Mon, Dec 7, 10:00–10:30 Europe/Berlin": a lead's call in the agency's zone. */
function callLabel(call: LeadCall): string {
  const day = call.startsAt.toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: call.timeZone,
  });
  const time = (at: Date) =>
    at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: call.timeZone });
  return `${day}, ${time(call.startsAt)}–${time(call.endsAt)} ${call.timeZone}`;
}

/** The call's time, struck through and labelled when cancelled. */
export function CallTime({ call }: { call: LeadCall }) {
  const cancelled = call.status === "cancelled";
  return (
    <>
      <time dateTime={call.startsAt.toISOString()} className={cancelled ? "line-through" : ""}>
        {callLabel(call)}
      </time>
      {cancelled && " (cancelled)"}
    </>
  );
}
