import { Badge } from "@/components/ui/badge";
import { techStack } from "@/content/company";

export function TechStack() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {Object.entries(techStack).map(([group, items]) => (
        <div key={group} className="rounded-xl border bg-card p-5 shadow-sm">
          <h3 className="font-semibold">{group}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {items.map((item) => (
              <li key={item}>
                <Badge variant="secondary">{item}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
