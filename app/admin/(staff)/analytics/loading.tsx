import { Spinner } from "@/components/ui/spinner";

export default function AnalyticsLoading() {
  return <Spinner label="Loading analytics…" />;
}
