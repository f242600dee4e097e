import Link from "next/link";

import { Button } from "@/components/ui/button";

/** Recovery codes in clear, this once: nothing stores them but their hashes. */
export function RecoveryCodes({ codes, message }: { codes: string[]; message?: string }) {
  return (
    <div role="status" className="grid max-w-md gap-4 rounded-md border p-4">
      {message && <p className="font-medium">{message}</p>}
      <p className="text-sm text-muted-foreground">
        Keep these recovery codes somewhere safe, such as a password manager. Each one signs you in
        once if your phone is lost. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button asChild variant="outline" className="justify-self-start">
        <Link href="/admin/account">I have saved them</Link>
      </Button>
    </div>
  );
}
