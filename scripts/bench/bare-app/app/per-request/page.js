import { connection } from "next/server";
import { Suspense } from "react";

// The framework's floor for a page rendered per request (what the site's search is): one line of
// request-time content in a static shell, as the search's results are.
async function RequestTime() {
  await connection();
  return <p>Rendered at {new Date().toISOString()}</p>;
}

export default function PerRequest() {
  return (
    <main>
      <h1>Per-request page</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <RequestTime />
      </Suspense>
    </main>
  );
}
