import { ArrowLeftIcon, BriefcaseIcon } from "lucide-react";
import Link from "next/link";

import { ContentUnavailable } from "@/components/layout/content-unavailable";
import { buttonVariants } from "@/components/ui/button-variants";

/** What an unknown or unpublished /career/{slug} shows (with a 404, from the proxy). */
export function JobNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <BriefcaseIcon className="mx-auto size-12 text-muted-foreground" aria-hidden />
      <h1 className="mt-6 text-3xl font-bold">Job opening not found</h1>
      <p className="mt-3 text-muted-foreground">
        This role does not exist or is no longer advertised.
      </p>
      <Link href="/career" className={buttonVariants({ className: "mt-8" })}>
        <ArrowLeftIcon aria-hidden /> See the open roles
      </Link>
    </section>
  );
}

/** A role the database could not be asked for (a 503, from the proxy or the page). */
export function JobUnavailable() {
  return (
    <ContentUnavailable
      heading="This job opening is unavailable right now"
      message="Our open roles could not be loaded. Please try again in a moment."
      back={{ href: "/career", label: "Back to Careers" }}
    />
  );
}
