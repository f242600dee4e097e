import { expect, test } from "./fixtures";
import { budget } from "./support/budget";
import {
  BAD_EMAIL,
  BAD_PHONE,
  countToasts,
  expectFieldError,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  fromAddress,
  holdActions,
  openForm,
  recordPosts,
  staffInbox,
  toast,
  unique,
  viewports,
} from "./support/lead-form-helpers";

for (const { device, viewport, net } of viewports) {
  test.describe(`contact form on ${device}`, () => {
    test.use({ viewport });

    test("spec texts, Missing Information, field errors, busy, sent and cleared", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(budget({ navigations: 2, axe: 1, actions: 2 }));
      await fromAddress(page, net + 1);
      const posts = recordPosts(page);
      const { form, ready } = await openForm(page, "/contact", "Send us a message");
      await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
      await expect(page.getByText("Our team replies within 24 hours.")).toBeVisible();
      const name = form.getByRole("textbox", { name: "Full Name" });
      const email = form.getByRole("textbox", { name: "Email Address" });
      const phone = form.getByRole("textbox", { name: "Phone Number" });
      const message = form.getByRole("textbox", { name: "Message" });
      const send = form.getByRole("button", { name: "Send Message" });
      await expect(name).toHaveAttribute("placeholder", "Your full name");
      await expect(email).toHaveAttribute("type", "email");
      await expect(phone).toHaveAttribute("type", "tel");
      await expect(message).toHaveAttribute("rows", "6");
      await expect(message).toHaveAttribute("placeholder", "Tell us about your project...");
      if (viewport.width === 375) await expectNoSidewaysScroll(page);

      // Empty, then partly filled: the destructive "Missing Information" toast, nothing sent.
      // Each click raises one toast; counted as raised, since sonner may have dismissed the first
      // before a busy runner looks again.
      const raised = await countToasts(page, "Missing Information");
      await send.click();
      const missing = toast(page, "Missing Information");
      await expect(missing.first()).toContainText("Please fill in all fields before submitting.");
      await expect(missing.first()).toHaveAttribute("data-type", "error");
      await name.fill("Visitor");
      await email.fill("visitor@example.com");
      await message.fill("We need a new website.");
      await send.click();
      await expect.poll(raised).toBe(2);
      expect(posts).toEqual([]);

      // Bad e-mail and phone: messages beside the fields, announced, and axe-clean.
      await email.fill("not-an-email");
      await phone.fill("call me");
      await send.click();
      await expectFieldError(email, BAD_EMAIL);
      await expectFieldError(phone, BAD_PHONE);
      await expectNoAxeViolations(page);
      expect(posts).toEqual([]);

      const visitor = unique("Visitor");
      await name.fill(visitor);
      await email.fill(`${visitor.toLowerCase()}@example.com`);
      await phone.fill("+1 555 010 0000");
      await expect(email).toHaveAttribute("aria-invalid", "false");
      await ready();
      const held = await holdActions(page, "/contact");
      await send.click();
      const busy = form.getByRole("button", { name: "Sending..." });
      await expect(busy).toBeDisabled();
      held.release();
      const sent = toast(page, "Message Sent!");
      await expect(sent).toContainText(
        "Thank you for reaching out. We'll get back to you within 24 hours.",
        { timeout: 15_000 },
      );
      await expect(sent).toHaveAttribute("data-type", "success");
      for (const field of [name, email, phone, message]) await expect(field).toHaveValue("");
      await expect(send).toBeEnabled();
      expect(posts).toHaveLength(1);

      // Stored: the lead is in the staff inbox.
      const staff = await staffInbox(page, baseURL!);
      await expect(staff.inbox.getByRole("heading", { name: visitor })).toBeVisible();
      await staff.close();
    });

    test("past the per-address limit a message is answered like any other (held for review, the verdict not revealed)", async ({
      page,
    }) => {
      test.setTimeout(budget({ navigations: 1, actions: 6 }));
      await fromAddress(page, net + 2);
      const { form, ready } = await openForm(page, "/contact", "Send us a message");
      const address = `${unique("repeat")}@example.com`;
      const fill = async () => {
        await form.getByRole("textbox", { name: "Full Name" }).fill("Repeat Visitor");
        await form.getByRole("textbox", { name: "Email Address" }).fill(address);
        await form.getByRole("textbox", { name: "Phone Number" }).fill("+44 20 7946 0000");
        await form.getByRole("textbox", { name: "Message" }).fill("Same question again.");
      };
      await ready();
      // Five messages an hour per e-mail address; the sixth is held as spam for staff to judge,
      // and the visitor reads the same answer as for the others (docs/security.md).
      for (let i = 0; i < 5; i++) {
        await fill();
        await form.getByRole("button", { name: "Send Message" }).click();
        await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveValue("", {
          timeout: 15_000,
        });
        // The reset runs inside the submit's transition; a visitor types again once it has ended.
        await expect(form).toHaveAttribute("aria-busy", "false");
      }
      await fill();
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveValue("", {
        timeout: 15_000,
      });
      await expect(toast(page, "Too many requests")).toHaveCount(0);
    });

    test("info cards and FAQ", async ({ page }) => {
      await fromAddress(page, net + 3);
      await page.goto("/contact");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: "Let's start a conversation" })).toBeVisible();
      for (const text of [
        "Email Us",
        "Send us an email anytime",
        "Schedule a Call",
        "Let's discuss your project",
        "Office Hours",
        "Mon - Fri: 9AM - 6PM",
        "We're here to help",
      ]) {
        await expect(main.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(
        main.getByRole("link", { name: "hello@nimbuslabs.example (demo)" }),
      ).toHaveAttribute("href", "mailto:hello@nimbuslabs.example");
      const schedule = main.getByRole("link", { name: /Book a free consultation/ });
      await expect(schedule).toHaveAttribute("target", "_blank");
      await expect(schedule).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
      const faq = main.getByRole("region", { name: "Frequently Asked Questions" });
      await expect(faq.getByRole("listitem")).toHaveCount(4);
      await expect(faq).toContainText("4-12 weeks");
      await expect(faq).toContainText("maintenance and support packages");
      await expect(faq).toContainText("React, Next.js, Node.js, Supabase");
      await expect(faq).toContainText("existing systems, APIs and databases");
    });
  });
}

for (const { device, viewport, net } of viewports) {
  test.describe(`footer newsletter on ${device}`, () => {
    test.use({ viewport });

    test("an invalid address is explained and kept; a valid one is asked to confirm", async ({
      page,
    }) => {
      test.setTimeout(budget({ navigations: 1, axe: 1, actions: 2 }));
      await fromAddress(page, net + 7);
      const { form, ready } = await openForm(page, "/about-company", "Newsletter");
      const email = form.getByRole("textbox", { name: "Email address", exact: true });
      await ready();
      await email.fill("not-an-email");
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(form.getByRole("alert")).toHaveText(BAD_EMAIL, { timeout: 15_000 });
      await expectFieldError(email, BAD_EMAIL);
      await expect(email).toHaveValue("not-an-email");
      await expectNoAxeViolations(page);

      await email.fill(`${unique("reader")}@example.com`);
      const held = await holdActions(page, "/about-company");
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(form.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
      held.release();
      await expect(form.getByRole("status")).toHaveText(
        "Check your inbox to confirm your subscription.",
        { timeout: 15_000 },
      );
      await expect(form.getByRole("alert")).toHaveText("");
      await expect(email).toHaveValue("");
      await expect(email).toHaveAttribute("aria-invalid", "false");
    });
  });
}
