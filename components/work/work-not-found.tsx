import { ArrowLeftIcon, FileQuestionIcon } from "lucide-react";
import Link from "next/link";

import { buttonVariants } from "@/components/ui/button-variants";

/** What an unknown or unpublished /work/{slug} shows (with a 404). */
export function WorkNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <FileQuestionIcon className="mx-auto size-12 text-muted-foreground" aria-hidden />
      <h1 className="mt-6 text-3xl font-bold">Case study not found</h1>
      <p className="mt-3 text-muted-foreground">
        The case study you are looking for does not exist or is no longer published.
      </p>
      <Link href="/work" className={buttonVariants({ className: "mt-8" })}>
        <ArrowLeftIcon aria-hidden /> Back to Our Work
      </Link>
    </section>
  );
}
