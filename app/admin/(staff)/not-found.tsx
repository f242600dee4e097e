import Link from "next/link";

import { Button } from "@/components/ui/button";

export const metadata = { title: "Not Found", robots: { index: false } };

/** An edit link to a post or case study that was deleted meanwhile, inside the staff chrome. */
export default function StaffNotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-3xl font-bold">Not found</h1>
      <p className="mt-4 text-muted-foreground">
        This item no longer exists. It may have been deleted by a colleague.
      </p>
      <Button asChild className="mt-8">
        <Link href="/admin">Back to the dashboard</Link>
      </Button>
    </div>
  );
}
