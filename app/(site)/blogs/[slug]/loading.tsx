import { Spinner } from "@/components/ui/spinner";

/** Spec: "Loading blog..." while a post not yet in the cache renders (client navigations). */
export default function LoadingBlog() {
  return <Spinner label="Loading blog..." className="min-h-[60vh]" />;
}
