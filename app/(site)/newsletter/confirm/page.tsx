import type { Metadata } from "next";
import { Suspense } from "react";

import { ConfirmSubscription } from "@/components/leads/confirm-subscription";

export const metadata: Metadata = {
  title: "Confirm your subscription",
  robots: { index: false, follow: false },
};

async function ConfirmWithToken({
  searchParams,
}: Pick<PageProps<"/newsletter/confirm">, "searchParams">) {
  const { token } = await searchParams;
  return <ConfirmSubscription token={typeof token === "string" ? token : ""} />;
}

/** The link in the confirmation mail opens this page; only its button (a POST) confirms. */
export default function ConfirmPage({ searchParams }: PageProps<"/newsletter/confirm">) {
  return (
    <section className="mx-auto grid max-w-xl gap-6 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Confirm your subscription</h1>
      <p className="text-muted-foreground">One click and you will receive our newsletter.</p>
      <Suspense fallback={null}>
        <ConfirmWithToken searchParams={searchParams} />
      </Suspense>
    </section>
  );
}
