import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

export function ServiceNotFound() {
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight">Service Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        We don&apos;t offer a service at this address. Browse the services we do offer.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/services">
          <ArrowLeftIcon aria-hidden /> Back to Services
        </Link>
      </Button>
    </div>
  );
}
