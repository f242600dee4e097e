/** An admin address as the proxy puts it in ?denied= (anything else is not repeated back). */
const ADMIN_PATH = /^\/admin(\/[\w\-.~%]+)*$/;

/**
 * Says why the dashboard opened instead of the page asked for (the gates redirect a role without
 * the permission to /admin?denied=<path>), politely announced once.
 */
export function DeniedNotice({ path, roleLabel }: { path: string; roleLabel: string }) {
  const shown = path.length <= 200 && ADMIN_PATH.test(path) ? path : "that page";
  return (
    <p
      role="status"
      className="rounded-lg border border-warning bg-notice p-4 text-notice-foreground"
    >
      Your role ({roleLabel}) cannot open {shown}.
    </p>
  );
}
