/** A required field's label: the asterisk is visual, the input's `required` tells assistive technology. */
export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}{" "}
      <span aria-hidden className="text-destructive">
        *
      </span>
    </>
  );
}
