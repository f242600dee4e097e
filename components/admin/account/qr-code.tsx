import { create } from "qrcode";

/**
 * A QR code drawn on the server as plain SVG: no image request, no script, nothing inline for the
 * CSP to refuse. One path of unit squares on a white square with the quiet zone the standard asks
 * for (4 modules), black on white in both themes whatever the tokens say: what cameras read.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { modules } = create(value, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const size = modules.size + quiet * 2;
  let d = "";
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={224}
      height={224}
      shapeRendering="crispEdges"
      className="rounded-md"
    >
      <rect width={size} height={size} fill="white" />
      <path d={d} fill="black" />
    </svg>
  );
}
