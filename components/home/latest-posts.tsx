"use client";

import { useEffect, useState } from "react";

import { BlogCard } from "@/components/blog/blog-card";
import { Spinner } from "@/components/ui/spinner";
import type { BlogCard as BlogCardData } from "@/lib/blog/types";

type Wire = Omit<BlogCardData, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
};
type State = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; posts: BlogCardData[] };

/** The three newest posts, from /api/blogs/latest (a cached, tag-revalidated route handler). */
export function LatestPosts() {
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/blogs/latest", { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ posts: Wire[] }>) : null))
      .then((body) => {
        if (!body) return setState({ kind: "failed" });
        const posts = body.posts.map((p) => ({
          ...p,
          createdAt: new Date(p.createdAt),
          updatedAt: new Date(p.updatedAt),
        }));
        setState({ kind: "ready", posts });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: "failed" });
      });
    return () => controller.abort();
  }, []);

  if (state.kind === "loading") return <Spinner label="Loading latest posts..." />;
  if (state.kind === "failed" || state.posts.length === 0) {
    return (
      <p className="text-center text-muted-foreground">
        {state.kind === "failed"
          ? "Our latest articles are on the blog."
          : "Our first articles are on their way."}
      </p>
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {state.posts.map((post) => (
        <BlogCard key={post.id} post={post} headingLevel="h3" />
      ))}
    </div>
  );
}
