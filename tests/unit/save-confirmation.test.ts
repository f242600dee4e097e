import { describe, expect, it } from "vitest";

import { pastScheduleWarning, saveConfirmation } from "@/lib/blog/save-confirmation";

const now = new Date("2030-06-01T12:00:00Z");

describe("saveConfirmation", () => {
  it("says what the save did, by the post's status", () => {
    expect(saveConfirmation({ status: "draft", created: true }, now)).toBe("Draft saved");
    expect(saveConfirmation({ status: "published", created: true }, now)).toBe(
      "Blog created successfully!",
    );
    expect(saveConfirmation({ status: "published", created: false }, now)).toBe("Post updated");
    expect(saveConfirmation({ status: "scheduled", created: true }, now)).toBe("Scheduled");
  });

  it("names a future publish time, and says when a past one publishes at once", () => {
    const ahead = saveConfirmation(
      { status: "scheduled", publishAt: "2031-03-14T09:30:00Z", created: false },
      now,
    );
    expect(ahead).toMatch(/^Scheduled for Mar 1[34], 2031, \d{1,2}:30 [AP]M$/);
    const past = saveConfirmation(
      { status: "scheduled", publishAt: "2020-01-02T08:00:00Z", created: true },
      now,
    );
    expect(past).toMatch(/^The publish time has passed: published now, dated Jan [12], 2020, /);
  });

  it("warns in the form only while the chosen time is not ahead", () => {
    expect(pastScheduleWarning("2020-01-02T08:00:00Z", now)).toMatch(/^This time has passed/);
    expect(pastScheduleWarning(now.toISOString(), now)).toMatch(/^This time has passed/);
    expect(pastScheduleWarning("2031-01-01T00:00:00Z", now)).toBeNull();
    expect(pastScheduleWarning("", now)).toBeNull();
    expect(pastScheduleWarning("garbage", now)).toBeNull();
  });
});
