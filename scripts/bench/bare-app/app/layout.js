// Baseline for `npm run bench`: what create-next-app's App Router starter ships, minus its
// fonts and images: a root layout and one static page. Our pages are measured against it.
export const metadata = { title: "Bare Next.js page", description: "Benchmark baseline" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
