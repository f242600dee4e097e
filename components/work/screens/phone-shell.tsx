import { BatteryFullIcon, SignalIcon, WifiIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/**
 * The inside of a mock phone app (the page draws the phone around the image): the status bar,
 * the app's title, its content and a tab bar.
 */
export function PhoneShell({
  title,
  tabs,
  active,
  children,
}: {
  title: string;
  tabs: readonly { label: string; icon: LucideIcon }[];
  active: string;
  children: ReactNode;
}) {
  return (
    <div className="flex h-screen flex-col bg-background text-foreground">
      <div className="flex h-11 shrink-0 items-center justify-between px-7 pt-1 text-sm font-semibold">
        9:41
        <span className="flex items-center gap-1.5">
          <SignalIcon className="size-4" aria-hidden />
          <WifiIcon className="size-4" aria-hidden />
          <BatteryFullIcon className="size-5" aria-hidden />
        </span>
      </div>
      <h1 className="px-5 pt-3 pb-4 text-2xl font-bold tracking-tight">{title}</h1>
      <div className="flex-1 overflow-hidden px-5">{children}</div>
      <nav className="flex shrink-0 justify-around border-t bg-card px-4 pt-2 pb-7">
        {tabs.map(({ label, icon: Icon }) => (
          <span
            key={label}
            className={cn(
              "flex flex-col items-center gap-1 text-xs",
              label === active ? "font-medium text-primary" : "text-muted-foreground",
            )}
          >
            <Icon className="size-5" aria-hidden />
            {label}
          </span>
        ))}
      </nav>
    </div>
  );
}
