import { PLAIN_POST_FIELD } from "@/lib/action-state";

/**
 * Marks a post made by the browser itself (before hydration or without JavaScript): the enhanced
 * submit builds its own FormData from react-hook-form's values and leaves this out.
 */
export function PlainPostField() {
  return <input type="hidden" name={PLAIN_POST_FIELD} value="1" />;
}
