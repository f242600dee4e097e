import { Badge } from "@/components/ui/badge";

/**
 * The one mark of demo content for visitors (`isSample`): the client, people and figures are
 * invented. Staff replace demo content in /admin (case studies, job openings).
 */
export function DemoBadge({ className }: { className?: string }) {
  return (
    <Badge variant="secondary" className={className}>
      Demo content
    </Badge>
  );
}
