"use client";

import { CopyIcon } from "lucide-react";
import { useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";

/**
 * An upload's address, readable and selectable without JavaScript, with a button that copies
 * it. Where the clipboard is refused (a page not served over HTTPS), the address is selected
 * instead and staff are told to copy it themselves.
 */
export function CopyAddress({ address, name }: { address: string; name: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setStatus("Address copied.");
    } catch {
      field.current?.select();
      setStatus("Selected: press Ctrl+C (⌘C) to copy.");
    }
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        Address of “{name}”
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          ref={field}
          readOnly
          value={address}
          onFocus={(event) => event.target.select()}
          className="w-full min-w-0 rounded-md border bg-muted/40 px-2 py-1 font-mono text-xs"
        />
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <CopyIcon aria-hidden /> Copy<span className="sr-only"> the address of “{name}”</span>
        </Button>
      </div>
      <p role="status" className="text-xs text-muted-foreground">
        {status}
      </p>
    </div>
  );
}
