import { committedScreen } from "@/content/work-screens";
import type { WorkImage } from "@/lib/work/fields";
import { DeviceFrame } from "./device-frame";
import { ScreenImage } from "./screen-image";

/** The committed product screens among a study's gallery images (the rest are uploads). */
export function splitScreens(gallery: readonly WorkImage[]) {
  const screens = gallery.flatMap((image) => {
    const screen = committedScreen(image.src);
    return screen ? [{ image, device: screen.device }] : [];
  });
  return { screens, uploads: gallery.filter((image) => !committedScreen(image.src)) };
}

type Screen = ReturnType<typeof splitScreens>["screens"][number];

const Framed = ({
  screen,
  priority,
  address,
  className,
}: {
  screen: Screen;
  priority?: boolean;
  address?: string;
  className?: string;
}) => (
  <DeviceFrame device={screen.device} address={address} className={className}>
    <ScreenImage {...screen.image} priority={priority} />
  </DeviceFrame>
);

/**
 * The case study's wide hero: its product on the brand band, the screen's lower edge cut by the
 * band like a window looking into the product. Phone screens stand side by side; a browser
 * screen fills the width. Loaded eagerly: it is the page's largest picture.
 */
export function ScreenHero({ screens, host }: { screens: readonly Screen[]; host: string }) {
  const phones = screens.filter((s) => s.device === "phone").slice(0, 3);
  const [browser] = screens.filter((s) => s.device === "browser");
  if (!phones.length && !browser) return null;
  return (
    <div className="overflow-hidden rounded-2xl bg-band px-4 pt-8 sm:px-12 sm:pt-14">
      {phones.length ? (
        <ul className="mx-auto grid max-w-3xl grid-cols-3 items-start gap-3 sm:gap-8">
          {phones.map((screen, i) => (
            <li key={screen.image.src} className={i === 1 ? "" : "mt-6 sm:mt-12"}>
              <Framed screen={screen} priority={i === 1} />
            </li>
          ))}
        </ul>
      ) : (
        // On a phone the window is wider than the band, which crops it at the right: the left
        // of a desktop app (its navigation, its first figures) at a size that can be read.
        <Framed screen={browser!} priority address={host} className="max-sm:w-[170%]" />
      )}
    </div>
  );
}

/**
 * The screens the hero does not show, framed, lazy: below the fold. The section (and its
 * heading) only exists when there is one: a study whose phones all sit in the hero has none.
 */
export function ScreenGallery({ screens, host }: { screens: readonly Screen[]; host: string }) {
  const shown = screens.some((s) => s.device === "phone")
    ? screens.filter((s) => s.device !== "phone")
    : screens.slice(1);
  if (!shown.length) return null;
  return (
    <section aria-labelledby="screens" className="mt-12">
      <h2 id="screens" className="mb-4 text-h2 font-semibold text-balance">
        Product screens
      </h2>
      <ul className="grid gap-8">
        {shown.map((screen) => (
          <li key={screen.image.src}>
            <Framed screen={screen} address={host} />
          </li>
        ))}
      </ul>
    </section>
  );
}
