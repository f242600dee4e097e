import { FormField } from "@/components/forms/form-field";
import { Textarea } from "@/components/ui/textarea";
import type { MaskedFeed } from "@/lib/booking/staff-feeds";

/**
 * The saved ICS feeds, masked like secrets (host and "…/basic.ics" only: the address is the
 * calendar's key), each with a "remove" checkbox; new addresses go in the textarea. Replacing one
 * is removing it and adding the new address.
 */
export function CalendarFeedsField({
  feeds,
  newFeeds,
  error,
}: {
  feeds: MaskedFeed[];
  newFeeds: string;
  error?: string;
}) {
  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Calendar feeds (ICS)</legend>
        {feeds.length ? (
          <ul className="grid gap-2" aria-label="Saved calendar feeds">
            {feeds.map((feed, i) => (
              <li key={feed.key} className="flex flex-wrap items-center gap-3 text-sm">
                <code className="rounded bg-muted px-2 py-1 break-all">{feed.label}</code>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name={`removeFeed${i}`}
                    value={feed.key}
                    className="size-4 accent-primary"
                  />
                  Remove
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No feed: only booked calls block time.</p>
        )}
      </fieldset>
      <FormField
        id="newFeeds"
        label="Add feed addresses"
        hint="One a line: Google Calendar's “secret address in iCal format”, an Outlook published calendar, a Nextcloud export. Busy events hide slots. Saved addresses are never shown again."
        error={error}
      >
        {(aria) => (
          <Textarea
            {...aria}
            name="newFeeds"
            rows={2}
            defaultValue={newFeeds}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
          />
        )}
      </FormField>
    </div>
  );
}
