import type { Metadata } from "next";

import { AccountCard } from "@/components/admin/staff/account-card";
import { ForgotForm } from "@/components/admin/staff/forgot-form";
import { supabaseEnabled } from "@/lib/auth/supabase-client";

export const metadata: Metadata = { title: "Forgot your password?" };

/** Public (lib/auth/proxy-gate.ts): anyone may ask; the answer never says who has an account. */
export default function ForgotPage() {
  return (
    <AccountCard title="Forgot your password?">
      {supabaseEnabled ? (
        <p className="text-sm">
          Staff sign in with the site&apos;s Supabase accounts: use Supabase&apos;s password
          recovery, or ask an owner.
        </p>
      ) : (
        <>
          <p className="text-sm">
            Enter the e-mail of your staff account and we will send a link to choose a new password.
          </p>
          <ForgotForm />
        </>
      )}
    </AccountCard>
  );
}
