import Link from "next/link";

export default function Home() {
  return (
    <main>
      <h1>To get started, edit the page.js file.</h1>
      <p>
        Looking for a starting point? Head over to <Link href="/">Templates</Link> or the{" "}
        <Link href="/">Learning</Link> center.
      </p>
    </main>
  );
}
