import type { Metadata } from "next";
import { Suspense } from "react";

import { AccountCard, LinkRefused } from "@/components/admin/staff/account-card";
import { PasswordForm } from "@/components/admin/staff/password-form";
import { Spinner } from "@/components/ui/spinner";
import { LINK_MESSAGES } from "@/lib/staff/links";
import { PASSWORD_HINT } from "@/lib/staff/password-policy";
import { resetStaffPassword } from "@/lib/staff/public-actions";
import { openLink } from "@/lib/staff/queries";

// The token is in the address: no Referer carries it to another page or site.
export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

async function Reset({ params }: Pick<PageProps<"/admin/reset/[token]">, "params">) {
  const { token } = await params;
  const opened = await openLink("reset", token);
  if (!opened)
    return <LinkRefused message="This link cannot be checked right now. Try again shortly." />;
  if (opened.state !== "valid" || !opened.link) {
    return (
      <LinkRefused message={LINK_MESSAGES[opened.state === "valid" ? "unknown" : opened.state]} />
    );
  }
  return (
    <PasswordForm
      action={resetStaffPassword}
      token={token}
      email={opened.link.email}
      hint={`${PASSWORD_HINT} Every other session of the account ends.`}
      submitLabel="Save the new password"
    />
  );
}

/** Public (lib/auth/proxy-gate.ts): a reset mail's link opens it; the link is checked here. */
export default function ResetPage({ params }: PageProps<"/admin/reset/[token]">) {
  return (
    <AccountCard title="Choose a new password">
      <Suspense fallback={<Spinner label="Checking your link…" />}>
        <Reset params={params} />
      </Suspense>
    </AccountCard>
  );
}
