"use client";

import { useActionState } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { analyzeUrl, type AnalyzeState } from "@/lib/seo/actions";
import { AnalyzeAllPages } from "./analyze-all-pages";
import { SeoReport } from "./seo-report";

const idle: AnalyzeState = { status: "idle" };

export function SeoAnalysisTab() {
  const [state, action, pending] = useActionState(analyzeUrl, idle);
  const error = state.status === "done" && !state.ok ? state.error : undefined;
  return (
    <div className="grid gap-8">
      <form action={action} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField
          id="seo-url"
          label="Page URL"
          error={error}
          hint="A path of this site, such as /services, or a full URL on this site."
        >
          {(aria) => (
            <Input
              {...aria}
              name="url"
              defaultValue={state.status === "done" ? state.input : "/"}
              placeholder="/services"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
        <Button type="submit" disabled={pending} className="sm:mb-[1.625rem]">
          {pending ? "Analyzing..." : "Analyze"}
        </Button>
      </form>
      <div aria-live="polite">
        {state.status === "done" && state.ok && (
          <SeoReport report={state.report} url={state.url} loadMs={state.loadMs} />
        )}
      </div>
      <AnalyzeAllPages />
    </div>
  );
}
