import { BriefcaseIcon, MailIcon, MapPinIcon, MessageCircleIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import type { TeamMember } from "@/content/team";
import { Avatar } from "./avatar";

export function MemberCard({ member }: { member: TeamMember }) {
  const isMail = member.work.startsWith("mailto:");
  return (
    // The id is the anchor a post's byline links to (/about-us#{id}).
    <article
      id={member.id}
      className="flex h-full scroll-mt-20 flex-col rounded-xl border bg-card p-6 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <Avatar id={member.id} name={member.name} className="size-20 shrink-0" />
        <div>
          <h2 className="text-lg font-semibold">{member.name}</h2>
          <p className="text-sm font-medium text-primary">{member.role}</p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <BriefcaseIcon className="size-3" aria-hidden /> {member.experience}
            </span>
            <span className="inline-flex items-center gap-1">
              <MapPinIcon className="size-3" aria-hidden /> {member.location}
            </span>
          </p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{member.description}</p>
      <h3 className="mt-4 text-sm font-semibold">Achievements</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        {member.achievements.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold">Skills</h3>
      <ul className="mt-2 flex flex-1 flex-wrap content-start gap-2">
        {member.skills.map((skill) => (
          <li key={skill}>
            <Badge variant="secondary">{skill}</Badge>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex gap-4 border-t pt-4 text-sm font-medium">
        <a
          href={member.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-primary hover:underline"
        >
          <MessageCircleIcon className="size-4" aria-hidden /> WhatsApp
          <span className="sr-only"> {member.name} (opens in a new tab)</span>
        </a>
        <a
          href={member.work}
          {...(isMail ? {} : { target: "_blank", rel: "noopener noreferrer" })}
          className="inline-flex items-center gap-1.5 text-primary hover:underline"
        >
          {isMail ? (
            <MailIcon className="size-4" aria-hidden />
          ) : (
            <BriefcaseIcon className="size-4" aria-hidden />
          )}
          {member.workLabel}
          <span className="sr-only"> of {member.name}</span>
        </a>
      </div>
    </article>
  );
}
