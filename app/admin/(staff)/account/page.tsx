import type { Metadata } from "next";

import { FollowUpCalendar } from "@/components/admin/account/follow-up-calendar";
import { TwoFactorCodeForm } from "@/components/admin/account/two-factor-code-form";
import { TwoFactorSetup } from "@/components/admin/account/two-factor-setup";
import { SignOutEverywhereButton } from "@/components/admin/sign-out-everywhere";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/lib/auth";
import { can, ROLE_LABELS } from "@/lib/auth/permissions";
import { twoFactorStatus } from "@/lib/auth/two-factor";
import {
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactor,
} from "@/lib/auth/two-factor-actions";
import { twoFactorRequired } from "@/lib/auth/two-factor-policy";
import { followUpCalendarOn } from "@/lib/follow-ups/calendar";

export const metadata: Metadata = { title: "Your account" };

const NOTICES: Record<string, string> = {
  required: "Owners require two-factor sign-in for every account. Set it up to continue.",
  off: "Two-factor sign-in is off.",
};

export default async function AccountPage({ searchParams }: PageProps<"/admin/account">) {
  const staff = await requireStaff("/admin/account");
  const notice = NOTICES[String((await searchParams)["two-factor"])];
  const local = staff.provider === "local";
  const readsLeads = can(staff.role, "leads.read");
  const [status, required, calendarOn] = await Promise.all([
    twoFactorStatus(staff.id),
    twoFactorRequired(),
    readsLeads ? followUpCalendarOn(staff.id) : false,
  ]);
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold">Your account</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {staff.name || staff.email} · {staff.email} · {ROLE_LABELS[staff.role]}
        </p>
      </div>
      {notice && (
        <p role="status" className="rounded-md border bg-muted/60 p-3 text-sm">
          {notice}
        </p>
      )}
      <section aria-labelledby="two-factor" className="grid gap-4">
        <h2 id="two-factor" className="text-xl font-semibold">
          Two-factor sign-in
        </h2>
        {!local ? (
          <p className="text-sm">
            You sign in with Supabase Auth: set up two-factor sign-in (MFA) there.
          </p>
        ) : status.enabled ? (
          <>
            <p className="text-sm">
              On. Signing in asks for a code from your authenticator app. {status.recoveryCodesLeft}{" "}
              of 10 recovery codes left.
            </p>
            <h3 className="font-semibold">New recovery codes</h3>
            <TwoFactorCodeForm
              action={regenerateRecoveryCodes}
              label="Code from the app (new recovery codes)"
              hint="Every earlier recovery code stops working."
              submit="Make new recovery codes"
              pendingLabel="Making codes..."
            />
            <h3 className="font-semibold">Turn off</h3>
            {required ? (
              <p className="text-sm text-muted-foreground">
                Owners require two-factor sign-in for every account; it cannot be turned off.
              </p>
            ) : (
              <TwoFactorCodeForm
                action={disableTwoFactor}
                label="Code from the app (turn off)"
                hint="Or a recovery code. Signing in then needs only the password."
                submit="Turn off two-factor sign-in"
                pendingLabel="Turning off..."
                destructive
              />
            )}
          </>
        ) : status.pendingSecret ? (
          <TwoFactorSetup email={staff.email} secret={status.pendingSecret} />
        ) : (
          <>
            <p className="text-sm">
              Off. With it on, signing in also asks for a code from an authenticator app on your
              phone, so a stolen password alone does not open this account.
            </p>
            <form action={startTwoFactor}>
              <Button type="submit">Set up two-factor sign-in</Button>
            </form>
          </>
        )}
      </section>
      {readsLeads && (
        <section aria-labelledby="follow-up-calendar" className="grid gap-3">
          <h2 id="follow-up-calendar" className="text-xl font-semibold">
            Follow-up calendar
          </h2>
          <FollowUpCalendar on={calendarOn} />
        </section>
      )}
      <section aria-labelledby="sessions" className="grid gap-3">
        <h2 id="sessions" className="text-xl font-semibold">
          Sessions
        </h2>
        <p className="text-sm">Lost a device, or signed in somewhere you should not have?</p>
        <div>
          <SignOutEverywhereButton />
        </div>
      </section>
    </div>
  );
}
