import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";

import { ManageCall } from "@/components/booking/manage-call";
import { manageView } from "@/lib/booking/manage";

// The build renders one placeholder (the shell); every real token is read per request.
const BUILD_SHELL = "__build-shell__";
export function generateStaticParams() {
  return [{ token: BUILD_SHELL }];
}
export const unstable_paramMatching = { token: "blocking" };

export const metadata: Metadata = {
  title: "Your booked call",
  robots: { index: false, follow: false },
};

async function ManageWithToken({
  params,
}: Pick<PageProps<"/book-service/manage/[token]">, "params">) {
  const { token } = await params;
  // Per request, never cached: the call's state changes with each cancel or move.
  await connection();
  const view = token === BUILD_SHELL ? null : await manageView(decodeURIComponent(token));
  if (!view) {
    return (
      <p role="alert" className="text-muted-foreground">
        This link is invalid or has expired. Please use the link in your latest mail about the call.
      </p>
    );
  }
  return <ManageCall token={token} call={view.call} slots={view.slots} />;
}

/**
 * The signed link in a booking's mails opens this page (no cookie, no index): the call's time
 * in the visitor's zone, and forms to cancel it or move it to another free slot.
 */
export default function ManageBookingPage({ params }: PageProps<"/book-service/manage/[token]">) {
  return (
    <section className="mx-auto grid max-w-2xl gap-6 px-4 py-16">
      <h1 className="text-3xl font-bold">Your booked call</h1>
      <Suspense fallback={<p className="text-muted-foreground">Loading your call…</p>}>
        <ManageWithToken params={params} />
      </Suspense>
    </section>
  );
}
