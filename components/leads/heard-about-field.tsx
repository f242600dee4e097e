import { FormField } from "@/components/forms/form-field";
import { HEARD_ABOUT, HEARD_ABOUT_FIELD } from "@/lib/leads/heard-about";

/**
 * "How did you hear about us?", optional: a native select (uncontrolled, so it posts with the form
 * as it is, with or without JavaScript), nothing chosen by default. The server drops a value outside
 * the list rather than refusing the lead, so it has no error of its own to show.
 */
export function HeardAboutField({ id }: { id: string }) {
  return (
    <FormField id={id} label="How did you hear about us? (Optional)">
      {(aria) => (
        <select
          {...aria}
          name={HEARD_ABOUT_FIELD}
          defaultValue=""
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        >
          <option value="">Prefer not to say</option>
          {Object.entries(HEARD_ABOUT).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
