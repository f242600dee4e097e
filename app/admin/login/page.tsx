import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";

import { LoginForm } from "@/components/admin/login-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BRAND_NAME } from "@/content/site";
import { safeNextPath } from "@/lib/auth/next-path";

export const metadata: Metadata = { title: "Sign in" };

/** Where to go after signing in: from `?next=`, checked to be a path on this site. */
async function NextField({ searchParams }: Pick<PageProps<"/admin/login">, "searchParams">) {
  const { next } = await searchParams;
  return <NextInput value={safeNextPath(next)} />;
}

const NOTICES: Record<string, string> = {
  // After "Sign out everywhere" (the query its action redirects with).
  "signed-out=everywhere": "Signed out on every device. Every session of the account has ended.",
  // After a password reset, or an accepted invitation whose automatic sign-in did not happen.
  "reset=done": "Your new password is saved and every older session has ended. Sign in with it.",
  "welcome=1": "Your account is active. Sign in with your new password.",
};

/** Says what the action that sent someone here did. */
async function SignedOutNotice({ searchParams }: Pick<PageProps<"/admin/login">, "searchParams">) {
  const query = await searchParams;
  const notice = Object.entries(NOTICES).find(([key]) => {
    const [name, value] = key.split("=");
    return query[name!] === value;
  });
  if (!notice) return null;
  return (
    <p role="status" className="rounded-md border bg-muted/60 p-3 text-sm">
      {notice[1]}
    </p>
  );
}

const NextInput = ({ value }: { value: string }) => (
  <input type="hidden" name="next" value={value} />
);

export default function LoginPage({ searchParams }: PageProps<"/admin/login">) {
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl font-semibold">Staff sign-in</h1>
          </CardTitle>
          <CardDescription>{BRAND_NAME} staff area</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <Suspense fallback={null}>
            <SignedOutNotice searchParams={searchParams} />
          </Suspense>
          <LoginForm
            nextField={
              <Suspense fallback={<NextInput value="/admin" />}>
                <NextField searchParams={searchParams} />
              </Suspense>
            }
          />
          <Link
            href="/admin/forgot"
            className="text-sm text-muted-foreground underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
          <Link
            href="/"
            className="text-sm text-muted-foreground underline-offset-4 hover:underline"
          >
            ← Back to the website
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
