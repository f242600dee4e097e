import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";

import { SignInCodeForm } from "@/components/admin/sign-in-code-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BRAND_NAME } from "@/content/site";
import { safeNextPath } from "@/lib/auth/next-path";

export const metadata: Metadata = { title: "Two-factor sign-in" };

const NextInput = ({ value }: { value: string }) => (
  <input type="hidden" name="next" value={value} />
);

/** Where to go once signed in: from `?next=`, checked to be a path on this site. */
async function NextField({ searchParams }: Pick<PageProps<"/admin/login/code">, "searchParams">) {
  const { next } = await searchParams;
  return <NextInput value={safeNextPath(next)} />;
}

/**
 * Public like the login: what it does needs the ticket a right password left (an HttpOnly cookie
 * the action reads; lib/auth/two-factor-ticket.ts), and without one it only says to sign in again.
 */
export default function SignInCodePage({ searchParams }: PageProps<"/admin/login/code">) {
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl font-semibold">Two-factor sign-in</h1>
          </CardTitle>
          <CardDescription>{BRAND_NAME} staff area</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <SignInCodeForm
            nextField={
              <Suspense fallback={<NextInput value="/admin" />}>
                <NextField searchParams={searchParams} />
              </Suspense>
            }
          />
          <Link
            href="/admin/login"
            className="text-sm text-muted-foreground underline-offset-4 hover:underline"
          >
            ← Use another account
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
