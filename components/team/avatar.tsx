import { SvgTree } from "@/components/illustrations/svg-tree";
import { avatarAlt, avatarArt } from "@/lib/imagery/avatar-art";

/**
 * A member's illustrated portrait (lib/imagery/avatar-art.ts): drawn from their name, inline, in
 * the one style every generated image shares. Replace with real duotone photos when there are any.
 */
export function Avatar({
  id,
  name,
  className = "size-24",
}: {
  id: string;
  name: string;
  className?: string;
}) {
  return (
    <SvgTree
      node={avatarArt(name, `avatar-${id}`)}
      className={className}
      role="img"
      aria-label={avatarAlt(name)}
      data-avatar=""
      focusable="false"
    />
  );
}
