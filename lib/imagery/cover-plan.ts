import { BAND_HUES } from "./color";
import { categoryHue } from "./cover-art";
import { committedCover } from "./committed-covers";
import { coverComposition, FALLBACKS, type Composition } from "./cover-topic";
import { hashString } from "./seed";

/** What a drawn cover shows: a composition in one band hue. */
export type CoverArtChoice = { composition: Composition; hue: number };

/** A card's cover redrawn for the list: the art, and the label a committed cover carried. */
export type PlannedCover = CoverArtChoice & { label: string | null };

type Post = { title: string; category: string | null; imageUrl: string | null };

/** How far back (and, for a drawn cover, ahead) a card can be a neighbour in a 1–3 column grid. */
const REACH = 3;

/**
 * Side by side (distance 1) two covers differ in composition and hue; two along, or one above the
 * other in two columns (2), in composition; one above the other in three columns (3) may share
 * one of them, never both. So no two neighbours look like one picture.
 */
function clashes(a: CoverArtChoice, b: CoverArtChoice, distance: number): boolean {
  const composition = a.composition === b.composition;
  const hue = a.hue === b.hue;
  if (distance === 1) return composition || hue;
  return distance === 2 ? composition : composition && hue;
}

/** The cover a post has on its own page: its committed file's art, or what its topic draws. */
function naturalCover(post: Post): CoverArtChoice | null {
  if (post.imageUrl) {
    const file = committedCover(post.imageUrl);
    return file ? { composition: file.composition, hue: categoryHue(file.category) } : null;
  }
  return {
    composition: coverComposition(post.title, post.category),
    hue: categoryHue(post.category),
  };
}

/** The topic's composition in every hue first (category's first), then the neutral ones. */
function candidates(natural: CoverArtChoice, title: string): CoverArtChoice[] {
  const start = BAND_HUES.indexOf(natural.hue as (typeof BAND_HUES)[number]);
  const hues = BAND_HUES.map((_, i) => BAND_HUES[(start + i) % BAND_HUES.length]!);
  const offset = hashString(title) % FALLBACKS.length;
  const others = FALLBACKS.map((_, i) => FALLBACKS[(offset + i) % FALLBACKS.length]!).filter(
    (composition) => composition !== natural.composition,
  );
  return [natural.composition, ...others].flatMap((composition) =>
    hues.map((hue) => ({ composition, hue })),
  );
}

/**
 * Covers for a list in its order, so that neighbours in the grid never repeat a picture:
 * deterministic (the same list draws the same covers). `null` keeps the post's own cover; a
 * choice redraws it. Uploaded and external images are kept (they cannot clash); a post without
 * an image is drawn to fit between its neighbours, also avoiding the committed covers after it,
 * so a drawn cover gives way before a committed file does; a committed file is redrawn in
 * another hue (or composition) only when it would repeat the card before it.
 */
export function planCovers(posts: readonly Post[]): (PlannedCover | null)[] {
  const natural = posts.map(naturalCover);
  const shown: (CoverArtChoice | null)[] = [];
  return posts.map((post, index) => {
    const own = natural[index];
    if (!own) {
      shown.push(null);
      return null;
    }
    const free = !post.imageUrl;
    const near: [CoverArtChoice, number][] = [];
    for (let d = 1; d <= REACH; d++) {
      const before = shown[index - d];
      if (before) near.push([before, d]);
      const after = free ? natural[index + d] : null;
      if (after && posts[index + d]?.imageUrl) near.push([after, d]);
    }
    const fits = (choice: CoverArtChoice) => near.every(([other, d]) => !clashes(choice, other, d));
    const choice = candidates(own, post.title).find(fits) ?? own;
    shown.push(choice);
    if (choice.composition === own.composition && choice.hue === own.hue) return null;
    return { ...choice, label: free ? null : (committedCover(post.imageUrl)?.label ?? null) };
  });
}
