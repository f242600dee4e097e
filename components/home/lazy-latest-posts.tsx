"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";

import { Spinner } from "@/components/ui/spinner";

const LatestPosts = dynamic(() => import("./latest-posts").then((module) => module.LatestPosts), {
  ssr: false,
  loading: () => <Spinner label="Loading latest posts..." />,
});

/**
 * The block sits near the page's end: its code and data load once it comes within a screen of
 * the viewport, so nothing of it competes with the first paint and hydration.
 */
export function LazyLatestPosts() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={anchor} className="min-h-40">
      {near ? <LatestPosts /> : <Spinner label="Loading latest posts..." />}
    </div>
  );
}
