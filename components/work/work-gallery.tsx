"use client";

import { useState } from "react";
import { HourglassIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import { projects, workCategories, type WorkCategoryId } from "@/content/work";

/** Category filter (default all) over the project list; toggle buttons expose aria-pressed. */
export function WorkGallery() {
  const [selected, setSelected] = useState<WorkCategoryId>("all");
  const visible = projects.filter((p) => selected === "all" || p.category === selected);
  const label = workCategories.find((c) => c.id === selected)?.label ?? "All Projects";

  return (
    <div>
      <div
        role="group"
        aria-label="Filter projects by category"
        className="flex flex-wrap justify-center gap-2"
      >
        {workCategories.map((category) => (
          <button
            key={category.id}
            type="button"
            className={buttonVariants({
              variant: selected === category.id ? "default" : "outline",
            })}
            aria-pressed={selected === category.id}
            onClick={() => setSelected(category.id)}
          >
            {category.label}
          </button>
        ))}
      </div>
      <div aria-live="polite" className="mt-12">
        {visible.length === 0 ? (
          <div className="mx-auto max-w-xl rounded-2xl border border-dashed bg-card p-10 text-center">
            <HourglassIcon className="mx-auto size-10 text-primary" aria-hidden />
            <h2 className="mt-4 text-2xl font-semibold">Projects are Coming Soon</h2>
            <p className="mt-3 text-muted-foreground">
              We&apos;re preparing case studies for{" "}
              <span className="font-medium text-foreground">{label}</span>. In the meantime, ask us
              for examples relevant to your project.
            </p>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((project) => (
              <li key={project.title} className="rounded-xl border bg-card p-6 shadow-sm">
                <h2 className="font-semibold">{project.title}</h2>
                <p className="mt-2 text-sm text-muted-foreground">{project.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
