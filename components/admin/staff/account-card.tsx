import Link from "next/link";
import type { ReactNode } from "react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BRAND_NAME } from "@/content/site";

/** The frame of the public account pages (forgot, invitation, reset), as the sign-in has it. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl font-semibold">{title}</h1>
          </CardTitle>
          <CardDescription>{BRAND_NAME} staff area</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {children}
          <Link
            href="/admin/login"
            className="text-sm text-muted-foreground underline-offset-4 hover:underline"
          >
            ← Back to the sign-in
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}

/** A link that cannot be used: why, and what to do instead. */
export function LinkRefused({ message }: { message: string }) {
  return (
    <div role="alert" className="grid gap-2 rounded-md bg-destructive/10 p-3 text-sm">
      <p className="font-medium text-destructive">{message}</p>
      <p>
        Forgot your password?{" "}
        <Link href="/admin/forgot" className="underline">
          Request a new link
        </Link>
        . An invitation is renewed by an owner.
      </p>
    </div>
  );
}
