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
      <Toaster />
      {/* A save's confirmation on the staff page the form lands on (after the toaster mounts) */}
      <Suspense fallback={null}>
        <LayoutFlashToast />
      </Suspense>
    </div>
  );
}
