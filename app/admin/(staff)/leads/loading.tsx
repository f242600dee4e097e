import { Spinner } from "@/components/ui/spinner";

export default function LeadsLoading() {
  return <Spinner label="Loading leads…" />;
}
