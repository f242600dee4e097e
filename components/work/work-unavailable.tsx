import { ContentUnavailable } from "@/components/layout/content-unavailable";

/** A case study the database could not be asked for (components/layout/content-unavailable.tsx). */
export function WorkUnavailable() {
  return (
    <ContentUnavailable
      heading="This case study is unavailable right now"
      message="Our work could not be loaded. Please try again in a moment."
      back={{ href: "/work", label: "Back to Our Work" }}
    />
  );
}
