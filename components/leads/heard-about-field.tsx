import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/ui/native-select";
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
        <NativeSelect {...aria} name={HEARD_ABOUT_FIELD} defaultValue="">
          <option value="">Prefer not to say</option>
          {Object.entries(HEARD_ABOUT).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
