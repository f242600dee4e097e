import { BlogNotFound } from "@/components/blog/blog-not-found";

export default function NotFound() {
  return <BlogNotFound />;
}
