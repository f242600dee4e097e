"use client";

import dynamic from "next/dynamic";

import { Spinner } from "@/components/ui/spinner";

/** Loaded after the page, in the browser: its code stays out of the home page's first load. */
export const LazyLatestPosts = dynamic(
  () => import("./latest-posts").then((module) => module.LatestPosts),
  { ssr: false, loading: () => <Spinner label="Loading latest posts..." /> },
);
