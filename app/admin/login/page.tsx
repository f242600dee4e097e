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

/** After "Sign out everywhere": says it was done (the query its action redirects with). */
async function SignedOutNotice({ searchParams }: Pick<PageProps<"/admin/login">, "searchParams">) {
  if ((await searchParams)["signed-out"] !== "everywhere") return null;
  return (
    <p role="status" className="rounded-md border bg-muted/60 p-3 text-sm">
      Signed out on every device. Every session of the account has ended.
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
