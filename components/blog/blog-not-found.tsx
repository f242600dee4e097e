import { ArrowLeftIcon, FileQuestionIcon } from "lucide-react";
import Link from "next/link";

import { buttonVariants } from "@/components/ui/button-variants";

export function BlogNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <FileQuestionIcon className="mx-auto size-12 text-muted-foreground" aria-hidden />
      <h1 className="mt-6 text-3xl font-bold">Blog not found</h1>
      <p className="mt-3 text-muted-foreground">
        The post you are looking for does not exist or has been removed.
      </p>
      <Link href="/blogs" className={buttonVariants({ className: "mt-8" })}>
        <ArrowLeftIcon aria-hidden /> Back to Blogs
      </Link>
    </section>
  );
}
