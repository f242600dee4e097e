import Link from "next/link";

import { Button } from "@/components/ui/button";

/** Spec §1 call to action: Book Free Consultation → /book-service, View All Services → /services. */
export function CtaBlock({
  title = "Tell us what you want built",
  text = "A reply within 24 hours, a free call to scope it, then a written proposal with a fixed estimate.",
}: {
  title?: string;
  text?: string;
}) {
  return (
    <section className="px-4 py-12 sm:px-6 sm:py-20" aria-label="Call to action">
      <div className="mx-auto max-w-5xl rounded-2xl bg-band px-6 py-10 text-center text-band-foreground shadow-lg sm:py-14">
        <h2 className="text-h2 font-semibold text-balance">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-band-muted">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="band">
            <Link href="/book-service">Book Free Consultation</Link>
          </Button>
          <Button asChild size="lg" variant="bandOutline">
            <Link href="/services">View All Services</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
