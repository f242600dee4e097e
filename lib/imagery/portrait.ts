import { lorelei } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";

import { portraitLooks } from "@/content/portraits";
import { BAND_HUES, bandTones, oklchHex } from "./color";
import { hashString, pick, seededRandom } from "./seed";

/**
 * What one portrait looks like: indexes into the tones below and DiceBear's "Lorelei" parts
 * (CC0 1.0, Lisa Wischofsky). The sample people have theirs chosen by hand (content/portraits.ts);
 * anyone else gets one derived from their name.
 */
export type PortraitLook = {
  /** Lorelei hair variant, 1–48. */
  hair: number;
  /** SKIN_TONES index, light to deep. */
  skin: number;
  /** HAIR_TONES index. */
  hairTone: number;
  /** Background hue: one of BAND_HUES. */
  hue: number;
  eyes?: number;
  mouth?: number;
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
};

// OKLCH, as every generated colour: a range from light to deep at one warm hue family.
type Tone = readonly [l: number, c: number, h: number];
const SKIN_TONES: readonly [Tone, ...Tone[]] = [
  [0.9, 0.045, 65],
  [0.83, 0.06, 62],
  [0.75, 0.08, 58],
  [0.66, 0.09, 55],
  [0.55, 0.085, 50],
  [0.44, 0.07, 45],
];
const HAIR_TONES: readonly [Tone, ...Tone[]] = [
  [0.22, 0.015, 50],
  [0.32, 0.045, 50],
  [0.45, 0.07, 55],
  [0.55, 0.11, 45],
  [0.8, 0.01, 260],
];
/** The line work: the band's ink rather than black, so faces sit in the palette. */
const INK = oklchHex(0.22, 0.03, 277);
// Open, friendly eyes and mild smiles only: a team page is not the place for a wink or a frown.
const EYES = [2, 4, 6, 8, 10, 12, 14, 16, 23] as const;
const MOUTHS = [1, 2, 3, 4, 5, 6] as const;
// Hairstyles that read well at 48 px, for looks derived from a name.
const HAIRS = [1, 3, 5, 12, 13, 15, 18, 19, 22, 24, 29, 31, 35, 37, 38, 39, 42, 47] as const;

const hex = ([l, c, h]: Tone) => oklchHex(l, c, h).slice(1);
const variant = (n: number) => `variant${String(n).padStart(2, "0")}`;
const at = <T>(list: readonly [T, ...T[]], index: number) => list[index % list.length] ?? list[0];

/** Every colour a portrait can contain, for the palette test. */
export const portraitColours = (): Set<string> =>
  new Set([
    INK,
    ...[...SKIN_TONES, ...HAIR_TONES].map((tone) => `#${hex(tone)}`),
    ...BAND_HUES.flatMap((hue) => [bandTones(hue).light, bandTones(hue).mid]),
  ]);

const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/** The chosen look for a sample person, else one derived from the name (the same every time). */
export function portraitLook(name: string): PortraitLook {
  const chosen = portraitLooks[key(name)];
  if (chosen) return chosen;
  const random = seededRandom(hashString(key(name)));
  return {
    hair: pick(random, HAIRS),
    skin: Math.floor(random() * SKIN_TONES.length),
    hairTone: Math.floor(random() * (HAIR_TONES.length - 1)),
    hue: pick(random, BAND_HUES),
    eyes: Math.floor(random() * EYES.length),
    mouth: Math.floor(random() * MOUTHS.length),
    glasses: random() < 0.25,
  };
}

/**
 * A person's illustrated portrait as an SVG data URI: drawn on the server, no request to anyone,
 * ids private to the image (so any number can share a page), the same picture for the same name.
 */
export function portraitDataUri(name: string): string {
  const look = portraitLook(name);
  const tones = bandTones(look.hue);
  const off = { glassesProbability: 0, beardProbability: 0, earringsProbability: 0 };
  const svg = createAvatar(lorelei, {
    seed: key(name),
    ...off,
    frecklesProbability: 0,
    hairAccessoriesProbability: 0,
    hair: [variant(look.hair)] as never,
    hairColor: [hex(at(HAIR_TONES, look.hairTone))],
    skinColor: [hex(at(SKIN_TONES, look.skin))],
    eyes: [variant(at(EYES, look.eyes ?? 0))] as never,
    mouth: [`happy${String(at(MOUTHS, look.mouth ?? 0)).padStart(2, "0")}`] as never,
    ...(look.glasses ? { glassesProbability: 100, glasses: ["variant04"] as never } : {}),
    ...(look.beard ? { beardProbability: 100, beard: ["variant02"] as never } : {}),
    ...(look.earrings ? { earringsProbability: 100, earrings: ["variant01"] as never } : {}),
    ...Object.fromEntries(
      ["eyebrows", "eyes", "glasses", "mouth", "nose", "earrings"].map((part) => [
        `${part}Color`,
        [INK.slice(1)],
      ]),
    ),
    backgroundColor: [tones.light.slice(1), tones.mid.slice(1)],
    backgroundType: ["gradientLinear"],
    backgroundRotation: [135],
    scale: 105,
    translateY: 4,
  }).toString();
  // Base64, not DiceBear's "utf8" form: `;utf8` is not a valid media type parameter (the HTML
  // validator rejects it), and base64 is the shorter of the two for these drawings.
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** What the picture is: a drawing, named for the person, claiming no likeness. */
export const portraitAlt = (name: string) => `Illustrated avatar of ${name}, not a photo`;
