import type { UseFormRegisterReturn } from "react-hook-form";

import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";

/**
 * The edit form's address field (REDIRECTS): the post's slug, which staff may change; the old
 * address then redirects to the new one for good.
 */
export function SlugField({
  currentSlug,
  error,
  register,
}: {
  currentSlug: string;
  error?: string;
  register: UseFormRegisterReturn;
}) {
  return (
    <FormField
      id="slug"
      label="Address (slug)"
      error={error}
      hint={`The post lives at /blogs/${currentSlug}. Change it to move the post: the old address will redirect to the new one.`}
    >
      {(aria) => (
        <Input
          {...aria}
          {...register}
          autoComplete="off"
          spellCheck={false}
          placeholder={currentSlug}
          className="font-mono"
        />
      )}
    </FormField>
  );
}
