import { AttributionFields } from "./attribution-fields";
import { BotFields } from "./bot-fields";
import { HeardAboutField } from "./heard-about-field";
import { NoScriptNote } from "./no-script-note";
import { ProofOfWork } from "./proof-of-work";

/**
 * What every visitor lead form (contact, booking) carries after its own fields: "how did you hear
 * about us", the visit's attribution, the bot checks and the proof of work, the server's refusal
 * of a plain POST (once hydrated, answers are toasts) and the note for browsers without scripts.
 */
export function LeadFormTail({
  idPrefix,
  renderedAt,
  error,
}: {
  idPrefix: string;
  renderedAt: number;
  error?: string | null;
}) {
  return (
    <>
      <HeardAboutField id={`${idPrefix}-heard-about`} />
      <AttributionFields />
      <BotFields renderedAt={renderedAt} />
      <ProofOfWork />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <NoScriptNote />
    </>
  );
}
