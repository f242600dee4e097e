import type { PortraitLook } from "@/lib/imagery/portrait";

/**
 * The sample people's portraits, chosen by hand so the team and the quoted clients look like a
 * varied group of people (skin, hair, age, glasses), not one face recoloured. Keyed by name in
 * lower case; anyone not here gets a look derived from their name (lib/imagery/portrait.ts).
 */
export const portraitLooks: Readonly<Record<string, PortraitLook>> = {
  "aarav mehta": { hair: 3, skin: 3, hairTone: 0, hue: 277, eyes: 1, mouth: 1 },
  "sara iyer": { hair: 38, skin: 2, hairTone: 1, hue: 320, eyes: 2, glasses: true, earrings: true },
  "kabir nair": { hair: 39, skin: 4, hairTone: 0, hue: 250, eyes: 3, mouth: 2 },
  "meera rao": { hair: 35, skin: 3, hairTone: 0, hue: 306, eyes: 5, mouth: 3, earrings: true },
  "rohan das": { hair: 22, skin: 2, hairTone: 1, hue: 264, eyes: 6, mouth: 2, glasses: true },
  "ananya sen": { hair: 19, skin: 1, hairTone: 2, hue: 291, eyes: 7, mouth: 4 },
  "vikram joshi": { hair: 25, skin: 3, hairTone: 4, hue: 277, eyes: 8, glasses: true, beard: true },
  "priya s.": { hair: 31, skin: 2, hairTone: 0, hue: 320, eyes: 4, mouth: 5, earrings: true },
  "daniel m.": { hair: 12, skin: 0, hairTone: 3, hue: 250, eyes: 0, mouth: 2 },
  "aisha k.": { hair: 24, skin: 5, hairTone: 0, hue: 264, eyes: 3, mouth: 1, earrings: true },
};
