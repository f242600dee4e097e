import { StatList } from "@/components/company/stat-list";
import { CardRow } from "@/components/layout/card-row";
import { teamStats } from "@/content/team";
import { NOT_CACHED } from "@/lib/cache/not-cached.mjs";
import { isBuildPhase } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { getPublishedTeam, type PublicTeamMember } from "@/lib/team/queries";
import { MemberCard } from "./member-card";

/**
 * /about-us's figures and member cards: the published team (lib/team/queries.ts, a "use cache"
 * read every team write expires) and the page's own figures after the head count. The build reads
 * no database: its render is a placeholder that is never served (page-cache-handler.mjs); a
 * failed read is shown once and not kept (NOT_CACHED).
 */
export async function TeamMembers() {
  if (isBuildPhase) return null;
  let team: PublicTeamMember[];
  try {
    team = await getPublishedTeam();
  } catch (error) {
    logEvent("error", "team list failed", { error: String(error).split("\n")[0] });
    return (
      <p {...NOT_CACHED} className="text-center text-muted-foreground">
        Our team cannot be shown right now. Please try again shortly.
      </p>
    );
  }
  return (
    <>
      <StatList items={[{ value: String(team.length), label: "Team members" }, ...teamStats]} />
      {team.length ? (
        <CardRow
          from="md"
          className="mt-14"
          items={team.map((member) => ({
            key: String(member.id),
            node: <MemberCard member={member} />,
          }))}
        />
      ) : null}
    </>
  );
}
