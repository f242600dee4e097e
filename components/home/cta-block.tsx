import Link from "next/link";

import { Button } from "@/components/ui/button";

/** Spec §1 call to action: Book Free Consultation → /book-service, View All Services → /services. */
export function CtaBlock({
  title = "Ready to start your project?",
  text = "Tell us about your idea. We reply within 24 hours with next steps and a free consultation.",
}: {
  title?: string;
  text?: string;
}) {
  return (
    <section className="px-4 py-16 sm:px-6 sm:py-20" aria-label="Call to action">
      <div className="mx-auto max-w-5xl rounded-2xl bg-gradient-to-br from-indigo-700 to-violet-800 px-6 py-14 text-center text-white shadow-lg">
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" className="bg-white text-indigo-900 hover:bg-indigo-50">
            <Link href="/book-service">Book Free Consultation</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            <Link href="/services">View All Services</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
