import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { cn } from "@/lib/utils";

/**
 * shadcn's Accordion API on native exclusive <details name>: one item open at a time, each can be
 * closed again, keyboard and screen-reader support from the browser, zero client JavaScript, and
 * the answers stay in the HTML for crawlers and no-JS visitors.
 */
function Accordion({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="accordion" className={cn("divide-y rounded-xl border", className)} {...props} />
  );
}

/** Items sharing a `name` form one exclusive group (the browser closes the others). */
function AccordionItem({
  className,
  name,
  defaultOpen,
  ...props
}: React.ComponentProps<"details"> & { name: string; defaultOpen?: boolean }) {
  return (
    <details
      data-slot="accordion-item"
      name={name}
      open={defaultOpen}
      className={cn("group px-5", className)}
      {...props}
    />
  );
}

function AccordionTrigger({ className, children, ...props }: React.ComponentProps<"summary">) {
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        "accordion-summary flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDownIcon
        className="size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
        aria-hidden
      />
    </summary>
  );
}

function AccordionContent({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="accordion-content"
      className={cn("pb-4 text-sm leading-relaxed text-muted-foreground", className)}
      {...props}
    />
  );
}

export { Accordion, AccordionItem, AccordionTrigger, AccordionContent };
