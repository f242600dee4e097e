// The demo case studies' product screens (issue 29): every screen is committed in both themes at
// its device's size, and only a committed screen's address is paired with a dark twin.
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { committedScreen, SCREEN_SIZE, screenSrc, workScreens } from "@/content/work-screens";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe("product screens", () => {
  it("are committed light and dark, as WebP at their device's size", async () => {
    for (const screen of Object.values(workScreens)) {
      for (const theme of ["light", "dark"] as const) {
        const meta = await sharp(path.join(publicDir, screenSrc(screen.id, theme))).metadata();
        expect(meta.format, screen.id).toBe("webp");
        expect({ width: meta.width, height: meta.height }, `${screen.id} ${theme}`).toEqual(
          SCREEN_SIZE[screen.device],
        );
      }
    }
  });

  it("pair a committed screen's light image with its dark one, and nothing else", () => {
    expect(committedScreen("/work/screens/clinic-slots-light.webp")).toMatchObject({
      device: "phone",
      light: "/work/screens/clinic-slots-light.webp",
      dark: "/work/screens/clinic-slots-dark.webp",
    });
    for (const other of [
      "/work/screens/clinic-slots-dark.webp",
      "/work/screens/unknown-light.webp",
      "/media/0b6e1a52-5b7a-4a35-9c9e-3f4b1a2c3d4e/cover.webp",
      "https://example.com/work/screens/clinic-slots-light.webp",
      null,
    ]) {
      expect(committedScreen(other), String(other)).toBeNull();
    }
  });
});
