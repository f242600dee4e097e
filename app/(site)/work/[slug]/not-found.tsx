import { WorkNotFound } from "@/components/work/work-not-found";

export default function NotFound() {
  return <WorkNotFound />;
}
