import type { Metadata } from "next";
import { Suspense } from "react";

import { LayoutFlashToast } from "@/components/admin/flash-toast";
import { Toaster } from "@/components/ui/sonner";

export const metadata: Metadata = {
  title: { default: "Staff", template: "%s | Staff" },
  robots: { index: false, follow: false },
};

export default function AdminRootLayout({ children }: LayoutProps<"/admin">) {
  return (
    <div className="min-h-dvh bg-muted/30">
      {children}
      {/* Bottom right: the staff header is not fixed and wraps to two rows on narrow screens, so a
          toast at the top could cover it (the public toaster sits below a fixed header). */}
      <Toaster
        position="bottom-right"
        offset={{ bottom: "1.5rem" }}
        mobileOffset={{ bottom: "1rem" }}
      />
      {/* A save's confirmation on the staff page the form lands on (after the toaster mounts) */}
      <Suspense fallback={null}>
        <LayoutFlashToast />
      </Suspense>
    </div>
  );
}
