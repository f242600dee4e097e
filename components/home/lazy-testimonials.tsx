"use client";

import dynamic from "next/dynamic";

import { Spinner } from "@/components/ui/spinner";

/** The carousel is the only interactive lower section: its code loads as its own chunk. */
export const LazyTestimonials = dynamic(
  () => import("./testimonials").then((module) => module.Testimonials),
  { loading: () => <Spinner label="Loading testimonials…" /> },
);
