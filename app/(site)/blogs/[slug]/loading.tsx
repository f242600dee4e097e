import { Spinner } from "@/components/ui/spinner";

/**
 * Spec: "Loading blog..." while the post streams in. At least a screen tall, so the footer is not
 * in view until the article replaces it (no layout shift when it arrives).
 */
export default function LoadingBlog() {
  return (
    <div className="min-h-[100svh]">
      <Spinner label="Loading blog..." className="pt-24" />
    </div>
  );
}
