import { JobNotFound } from "@/components/careers/job-missing";

export default function NotFound() {
  return <JobNotFound />;
}
