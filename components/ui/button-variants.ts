import { cva, type VariantProps } from "class-variance-authority";

/**
 * Button classes without tailwind-merge: client components on content pages use these directly
 * (`<button className={buttonVariants()}>`) so they don't ship twMerge (~9 KB gzip) to every visitor.
 * Server components use <Button>, which merges overrides with `cn`.
 */

// Focus: a soft halo suits a button drawn on the page's surface; a filled one would swallow it (a
// primary halo on a primary fill), so filled buttons get a solid ring set off by a gap of the
// surface they sit on, which shows in both themes.
const halo = "focus-visible:ring-[3px] focus-visible:ring-ring/50";
// Disabled: a filled button at half opacity turns pale (lavender, white text, in the light theme)
// and reads as broken; it turns to the muted surface and text instead, legible and plainly
// inactive. The others, drawn on the page's own surface, dim.
const mutedWhenDisabled = "disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none";
const dim = "disabled:opacity-50";
const offsetRing =
  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-all outline-none disabled:pointer-events-none aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: `bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 ${mutedWhenDisabled} ${offsetRing}`,
        destructive: `bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 ${mutedWhenDisabled} ${offsetRing}`,
        // Its own text colour: the background is its own, so an inherited colour (a hero's white
        // text) would be drawn on it.
        outline: `border bg-background text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground ${dim} ${halo}`,
        // On a band (hero, call to action): light on the dark band, in both themes.
        // Its ring in the band's light, set off by the band's own dark.
        band: "bg-band-foreground text-band-to shadow-xs hover:bg-band-muted focus-visible:ring-2 focus-visible:ring-band-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-band-to disabled:opacity-50",
        bandOutline:
          "border border-band-foreground/60 bg-transparent text-band-foreground hover:bg-band-foreground/10 focus-visible:ring-[3px] focus-visible:ring-band-foreground/60 disabled:opacity-50",
        secondary: `bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80 ${dim} ${halo}`,
        ghost: `hover:bg-accent hover:text-accent-foreground ${dim} ${halo}`,
        link: `text-primary underline-offset-4 hover:underline ${dim} ${halo}`,
      },
      size: {
        default: "h-10 px-4 py-2 has-[>svg]:px-3",
        sm: "h-9 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
        lg: "h-12 rounded-md px-6 text-base has-[>svg]:px-4",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
