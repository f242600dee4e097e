import * as React from "react";
import { Slot } from "radix-ui";

import { cn } from "@/lib/utils";
import { buttonVariants, type ButtonVariantProps } from "./button-variants";

type ButtonProps = React.ComponentProps<"button"> & ButtonVariantProps & { asChild?: boolean };

/**
 * shadcn's Button. `asChild` styles the single child element (a Link, an <a>) instead of rendering
 * a <button>, through Radix's Slot, which merges the two elements' handlers, styles and refs.
 * Slot carries no "use client": in a server component it renders on the server and ships nothing.
 */
function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export { Button };
