import type { Metadata } from "next";

import { RedirectForm } from "@/components/admin/redirects/redirect-form";
import { RedirectsTable } from "@/components/admin/redirects/redirects-table";
import { requireStaff } from "@/lib/auth";
import { allowedRedirectHosts, redirectSiteOrigin } from "@/lib/redirects/allowed-hosts";
import { manualRedirect, redirectsForStaff } from "@/lib/redirects/queries";
import { emptyRedirectForm } from "@/lib/redirects/redirect-form-schema";

export const metadata: Metadata = { title: "Redirects" };

export default async function RedirectsPage({ searchParams }: PageProps<"/admin/redirects">) {
  await requireStaff("/admin/redirects");
  const edit = (await searchParams).edit;
  const editing = typeof edit === "string" ? await manualRedirect(edit) : null;
  const redirects = await redirectsForStaff();
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold">Redirects</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Old addresses that send visitors and search engines on, permanently. Renaming a post adds
          one by itself.
        </p>
      </div>
      <section aria-labelledby="redirect-form" className="grid gap-3">
        <h2 id="redirect-form" className="text-xl font-semibold">
          {editing ? `Edit the redirect from ${editing.fromPath}` : "Add a redirect"}
        </h2>
        <RedirectForm
          key={editing?.id ?? "new"}
          allowedHosts={allowedRedirectHosts()}
          siteOrigin={redirectSiteOrigin()}
          defaultValues={
            editing
              ? {
                  id: editing.id,
                  fromPath: editing.fromPath,
                  to: editing.to,
                  status: editing.status === 308 ? "308" : "301",
                }
              : emptyRedirectForm
          }
        />
      </section>
      <section aria-labelledby="redirect-list" className="grid gap-3">
        <h2 id="redirect-list" className="text-xl font-semibold">
          All redirects
        </h2>
        {redirects.length ? (
          <RedirectsTable redirects={redirects} />
        ) : (
          <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
            No redirects yet. Add one above, or rename a post: its old address redirects here.
          </p>
        )}
      </section>
    </div>
  );
}
