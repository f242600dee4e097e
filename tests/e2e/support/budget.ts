/**
 * Test time limits derived from the work a test does, not guessed: each unit gets what it needs
 * on a busy 2-core machine (the suite must hold with two CPU hogs beside it, see
 * `npm run test:e2e:stress`). These are ceilings: a passing test takes what it takes.
 */
const unit = {
  /** Base: browser context, fixtures, a few assertions. */
  base: 20_000,
  /** One page load with hydration. */
  navigation: 10_000,
  /** One axe-core run over a whole page (its contrast rule walks every text node). */
  axe: 60_000,
  /** One server action round trip (a lead stored, a post saved). */
  action: 10_000,
};

export function budget(work: { navigations?: number; axe?: number; actions?: number }): number {
  return (
    unit.base +
    (work.navigations ?? 0) * unit.navigation +
    (work.axe ?? 0) * unit.axe +
    (work.actions ?? 0) * unit.action
  );
}
