import { NotFoundMessage } from "@/components/layout/not-found-message";

export const metadata = { title: "Page Not Found", robots: { index: false } };

/** A site page that does not exist (notFound() below the site layout, which draws the chrome). */
export default function NotFound() {
  return <NotFoundMessage />;
}
