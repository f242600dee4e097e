/**
 * Images that only tell a third party someone read the post: 1×1 (or 0×0) pixels by their size
 * attributes or inline style, hidden images, and the beacons and "flare" buttons of known feed
 * and analytics services, which feeds paste into every item whatever their size.
 */

const TRACKER_SRC = new RegExp(
  [
    String.raw`//feeds\.feedburner\.com/~(?:r|ff)/`, // FeedBurner's per-item beacon and FeedFlare
    String.raw`//(?:[\w-]+\.)*(?:doubleclick\.net|google-analytics\.com|scorecardresearch\.com|quantserve\.com|feedsportal\.com)/`,
    String.raw`//(?:pixel\.wp\.com|stats\.wordpress\.com|track\.hubspot\.com)/`,
    String.raw`//(?:[\w-]+\.)?pheedo\.com/img\.phdo\b`,
    String.raw`//medium\.com/_/stat\b`,
  ].join("|"),
  "i",
);

/** "1", "0", "1px", "1.0" and the like: nothing a reader can see. */
const tiny = (value: string | undefined) =>
  value !== undefined && /^\s*[01](?:\.0*)?\s*(?:px)?\s*(?:!important)?\s*$/i.test(value);

function styleSaysHidden(style: string | undefined): boolean {
  if (!style) return false;
  const declarations = style.split(";").map((d) => d.split(":").map((s) => s.trim().toLowerCase()));
  return declarations.some(
    ([property, value]) =>
      ((property === "width" || property === "height") && tiny(value)) ||
      (property === "display" && value === "none") ||
      (property === "visibility" && value === "hidden"),
  );
}

/** Whether an <img> with these (raw, unsanitized) attributes is a tracker, not a picture. */
export function isTrackingPixel(attribs: Record<string, string | undefined>): boolean {
  return (
    tiny(attribs.width) ||
    tiny(attribs.height) ||
    styleSaysHidden(attribs.style) ||
    TRACKER_SRC.test(attribs.src ?? "")
  );
}
