import { describe, expect, it } from "vitest";

import { mayOpen, STAFF_LINKS, staffLinksFor } from "@/lib/admin/staff-links";
import { pagePermission } from "@/lib/auth/access";
import { STAFF_ROLES } from "@/lib/auth/permissions";

describe("the staff header's links", () => {
  it("each has a page rule (a link without one would be shown to nobody)", () => {
    const ruleless = STAFF_LINKS.filter((l) => pagePermission(l.href) === null).map((l) => l.href);
    expect(ruleless).toEqual([]);
  });

  it.each(STAFF_ROLES)("%s sees exactly the sections it may open", (role) => {
    const shown = staffLinksFor(role).map((l) => l.href);
    expect(shown).toEqual(STAFF_LINKS.filter((l) => mayOpen(role, l.href)).map((l) => l.href));
    expect(shown).toContain("/admin");
    expect(shown).toContain("/admin/account");
  });

  it("the owner sees every section; the others not the owner's", () => {
    expect(staffLinksFor("owner")).toHaveLength(STAFF_LINKS.length);
    for (const role of ["editor", "sales", "author"] as const) {
      const shown = staffLinksFor(role).map((l) => l.href);
      expect(shown).not.toContain("/admin/staff");
      expect(shown).not.toContain("/admin/settings");
      expect(shown).not.toContain("/admin/audit");
    }
  });
});
