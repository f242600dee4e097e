/**
 * The lead forms' small print for a browser that runs no scripts: the proof of work cannot run,
 * so the server holds such a submission for a person to check instead of dropping it. Inside
 * `<noscript>`, so nobody whose browser runs the form's scripts sees it.
 */
export function NoScriptNote({
  text = "Without JavaScript, your message is held for a manual check — we still read it.",
  className = "text-xs text-muted-foreground",
}: {
  text?: string;
  className?: string;
}) {
  return (
    <noscript>
      <p className={className}>{text}</p>
    </noscript>
  );
}
