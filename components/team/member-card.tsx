import type { PublicTeamMember } from "@/lib/team/queries";
import { Portrait } from "./portrait";

/**
 * One published team member (lib/team/queries.ts): their uploaded photo, or the portrait drawn
 * from their name; the name is the card's heading.
 */
export function MemberCard({ member }: { member: PublicTeamMember }) {
  return (
    // The anchor a post's byline links to (/about-us#{name's slug}).
    <article
      id={member.anchor}
      className="flex h-full scroll-mt-20 flex-col rounded-xl border bg-card p-6 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <Portrait name={member.name} photo={member.portrait} px={80} className="size-20" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{member.name}</h2>
          <p className="text-sm font-medium break-words text-primary">{member.role}</p>
        </div>
      </div>
      {member.bio ? (
        <p className="mt-4 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
          {member.bio}
        </p>
      ) : null}
    </article>
  );
}
