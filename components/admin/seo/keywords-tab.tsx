import { Badge } from "@/components/ui/badge";
import { keywordGroups } from "@/content/seo-pages";

const groups = [
  { title: "Primary keywords", words: keywordGroups.primary, variant: "default" },
  { title: "Technical keywords", words: keywordGroups.technical, variant: "secondary" },
  { title: "Business keywords", words: keywordGroups.business, variant: "outline" },
] as const;

export function KeywordsTab() {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {groups.map((group) => (
        <section key={group.title} className="rounded-lg border p-4">
          <h3 className="mb-3 font-semibold">{group.title}</h3>
          <ul className="flex flex-wrap gap-2">
            {group.words.map((word) => (
              <li key={word}>
                <Badge variant={group.variant}>{word}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
