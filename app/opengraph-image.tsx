import { ImageResponse } from "next/og";

import { shareGradient } from "@/content/brand-colors";
import { BRAND_NAME, siteConfig } from "@/content/site";

export const alt = `${BRAND_NAME}: web, mobile and AI development`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The default 1200×630 share image, rendered once at build time with next/og's bundled font. */
export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: 80,
        background: shareGradient,
        color: "white",
      }}
    >
      <div style={{ fontSize: 40, opacity: 0.85 }}>{BRAND_NAME}</div>
      <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.1, marginTop: 24 }}>
        {siteConfig.tagline}
      </div>
      <div style={{ fontSize: 30, marginTop: 36, opacity: 0.85 }}>
        Web · Mobile · AI · SaaS · Dashboards
      </div>
    </div>,
    size,
  );
}
