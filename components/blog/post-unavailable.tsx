import { ContentUnavailable } from "@/components/layout/content-unavailable";

/** A post the database could not be asked for (components/layout/content-unavailable.tsx). */
export function PostUnavailable() {
  return (
    <ContentUnavailable
      heading="This post is unavailable right now"
      message="The blog could not be loaded. Please try again in a moment."
      back={{ href: "/blogs", label: "Back to Blogs" }}
    />
  );
}
