import { team } from "@/content/team";

/** A post's author: a member of content/team.ts, shown with a link to their card on /about-us. */
export type PostAuthor = { id: string; name: string; path: string };

export function postAuthor(authorId: string | null | undefined): PostAuthor | null {
  const member = authorId ? team.find((m) => m.id === authorId) : undefined;
  return member ? { id: member.id, name: member.name, path: `/about-us#${member.id}` } : null;
}
