import type { Metadata } from "next";
import { Suspense } from "react";

import { AccountCard, LinkRefused } from "@/components/admin/staff/account-card";
import { PasswordForm } from "@/components/admin/staff/password-form";
import { Spinner } from "@/components/ui/spinner";
import { LINK_MESSAGES } from "@/lib/staff/links";
import { PASSWORD_HINT } from "@/lib/staff/password-policy";
import { acceptStaffInvitation } from "@/lib/staff/public-actions";
import { openLink } from "@/lib/staff/queries";

// The token is in the address: no Referer carries it to another page or site.
export const metadata: Metadata = { title: "Accept your invitation", referrer: "no-referrer" };

async function Invitation({ params }: Pick<PageProps<"/admin/welcome/[token]">, "params">) {
  const { token } = await params;
  const opened = await openLink("invite", token);
  if (!opened)
    return <LinkRefused message="This link cannot be checked right now. Try again shortly." />;
  if (opened.state !== "valid" || !opened.link) {
    return (
      <LinkRefused message={LINK_MESSAGES[opened.state === "valid" ? "unknown" : opened.state]} />
    );
  }
  return (
    <>
      <p className="text-sm">
        Welcome, {opened.link.name || opened.link.email}. Choose a password to activate your
        account.
      </p>
      <PasswordForm
        action={acceptStaffInvitation}
        token={token}
        email={opened.link.email}
        hint={PASSWORD_HINT}
        submitLabel="Activate my account"
      />
    </>
  );
}

/** Public (lib/auth/proxy-gate.ts): the invitation's link opens it; the link is checked here. */
export default function WelcomePage({ params }: PageProps<"/admin/welcome/[token]">) {
  return (
    <AccountCard title="Accept your invitation">
      <Suspense fallback={<Spinner label="Checking your link…" />}>
        <Invitation params={params} />
      </Suspense>
    </AccountCard>
  );
}
