import { CheckIcon } from "lucide-react";

import { PhoneShell } from "./phone-shell";
import { tabs } from "./clinic";

/** Meadowbank's check-in screen (the mobile case study's screens). */

/** A code-like grid: deterministic, not a working QR code. */
const cell = (x: number, y: number) => ((x * 7 + y * 13 + x * y * 3) % 5 < 2 ? 1 : 0);
const finder = (x: number, y: number) =>
  [0, 14].some((fx) =>
    [0, 14].some(
      (fy) => !(fx === 14 && fy === 14) && x >= fx && x < fx + 7 && y >= fy && y < fy + 7,
    ),
  );

export function ClinicCheckIn() {
  return (
    <PhoneShell title="Check in" tabs={tabs} active="Home">
      <p className="text-sm text-muted-foreground">
        Show this at reception or scan it at the kiosk.
      </p>
      <div className="mx-auto mt-5 w-64 rounded-2xl border bg-card p-5 shadow-sm">
        <svg viewBox="0 0 21 21" className="w-full text-foreground" aria-hidden>
          {Array.from({ length: 21 * 21 }, (_, i) => {
            const [x, y] = [i % 21, Math.floor(i / 21)];
            const inFinder = finder(x, y);
            const ring =
              inFinder &&
              [x % 14, y % 14].some((v) => v === 1 || v === 5) &&
              ![x % 14, y % 14].some((v) => v === 0 || v === 6);
            const on = inFinder ? !ring : cell(x, y);
            return on ? (
              <rect key={i} x={x} y={y} width="1" height="1" fill="currentColor" />
            ) : null;
          })}
        </svg>
      </div>
      <div className="mt-6 flex items-center gap-3 rounded-2xl bg-accent p-4 text-accent-foreground">
        <CheckIcon className="size-6 shrink-0" aria-hidden />
        <div className="text-sm">
          <div className="font-semibold">Arrived 11:52, you&apos;re 3rd in line</div>
          Dr Fofanah is running 4 minutes late.
        </div>
      </div>
    </PhoneShell>
  );
}
