import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";

export const metadata: Metadata = { title: "Newsletter", robots: { index: false, follow: false } };

async function Outcome({
  searchParams,
}: Pick<PageProps<"/newsletter/unsubscribed">, "searchParams">) {
  const { invalid } = await searchParams;
  return invalid ? (
    <p role="alert">
      This unsubscribe link is invalid. Reply to any newsletter mail and we will remove you.
    </p>
  ) : (
    <p role="status">You are unsubscribed and will receive no more newsletter mail.</p>
  );
}

export default function UnsubscribedPage({ searchParams }: PageProps<"/newsletter/unsubscribed">) {
  return (
    <section className="mx-auto grid max-w-xl gap-6 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Newsletter</h1>
      <Suspense fallback={null}>
        <Outcome searchParams={searchParams} />
      </Suspense>
      <Link href="/" className="text-primary underline-offset-4 hover:underline">
        Return to Home
      </Link>
    </section>
  );
}
