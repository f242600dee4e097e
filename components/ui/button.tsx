import * as React from "react";

import { cn } from "@/lib/utils";
import { buttonVariants, type ButtonVariantProps } from "./button-variants";

type ButtonProps = React.ComponentProps<"button"> & ButtonVariantProps & { asChild?: boolean };

/**
 * shadcn's Button. `asChild` styles the single child element (a Link, an <a>) instead of rendering
 * a <button>. It is done with cloneElement rather than Radix's Slot, which is a client component:
 * pages full of button-styled links then ship no JavaScript for them.
 */
function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild && React.isValidElement<{ className?: string }>(children)) {
    return React.cloneElement(children, {
      ...props,
      "data-slot": "button",
      className: cn(classes, children.props.className),
    } as Partial<{ className?: string }>);
  }
  return (
    <button data-slot="button" className={classes} {...props}>
      {children}
    </button>
  );
}

export { Button, buttonVariants };
