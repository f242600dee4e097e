"use client";

import { DownloadIcon } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";

const STORAGE_KEY = "seo:sitemap-last-generated";
const listeners = new Set<() => void>();

// localStorage as an external store: the server renders "never", the browser its stored value,
// without a hydration mismatch.
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readStored = () => {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, policy)
  }
};

function describe(xml: string): string {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  if (doc.getElementsByTagName("parsererror").length) throw new Error("not XML");
  const files = doc.getElementsByTagName("sitemap").length;
  if (doc.documentElement.localName === "sitemapindex") return `an index of ${files} sitemap files`;
  const urls = doc.getElementsByTagName("url").length;
  return `${urls} ${urls === 1 ? "URL" : "URLs"}`;
}

/** Generate Sitemap: downloads the live /sitemap.xml and remembers when (spec §2, §6). */
export function SitemapTab() {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function generate() {
    setBusy(true);
    try {
      const response = await fetch("/sitemap.xml", { cache: "no-store" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const xml = await response.text();
      setSummary(describe(xml));
      const href = URL.createObjectURL(new Blob([xml], { type: "application/xml" }));
      const link = Object.assign(document.createElement("a"), { href, download: "sitemap.xml" });
      link.click();
      URL.revokeObjectURL(href);
      try {
        localStorage.setItem(STORAGE_KEY, new Date().toISOString());
      } catch {}
      listeners.forEach((notify) => notify());
      toast.success("Sitemap generated and downloaded successfully!");
    } catch {
      toast.error("Failed to generate sitemap");
    } finally {
      setBusy(false);
    }
  }

  const last = stored ? new Date(stored) : null;
  return (
    <div className="grid max-w-2xl gap-4">
      <p className="text-muted-foreground">
        The sitemap is built live from the pages and the blog; search engines read it at
        /sitemap.xml. Download it to check what they see.
      </p>
      <div>
        <Button type="button" onClick={generate} disabled={busy}>
          <DownloadIcon aria-hidden />
          {busy ? "Generating..." : "Generate Sitemap"}
        </Button>
      </div>
      <p aria-live="polite">
        Last generated:{" "}
        {last && !Number.isNaN(last.valueOf()) ? (
          <time dateTime={last.toISOString()}>
            {last.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short" })}
          </time>
        ) : (
          "never"
        )}
        {summary && (
          <span className="block text-sm text-muted-foreground">It holds {summary}.</span>
        )}
      </p>
    </div>
  );
}
