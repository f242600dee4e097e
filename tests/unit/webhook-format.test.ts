// What each webhook format puts on the wire: Slack's one line with the visitor's words escaped,
// Standard Webhooks' signed body that the reference library verifies (and refuses when altered);
// and the production server's limit on the test-only allowance of private targets.
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";

import { parseEnv } from "@/lib/env";
import { embedsIPv4 } from "@/lib/http/networks";
import { escapeSlack, requestFor, slackText } from "@/lib/webhooks/format";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const lead = { id: "0b6e1a52-5b7a-4a35-9c9e-3f4b1a2c3d4e", name: "Ada <@U123> & <!here>" };

describe("slack format", () => {
  it("escapes &, < and > so a visitor cannot ping the channel or forge a link", () => {
    expect(escapeSlack("<!channel> & <https://x|y>")).toBe(
      "&lt;!channel&gt; &amp; &lt;https://x|y&gt;",
    );
    const text = slackText({ type: "lead.created", data: { ...lead, kind: "contact" } });
    expect(text).toMatch(
      /^New lead from Ada &lt;@U123&gt; &amp; &lt;!here&gt;: contact message\. </,
    );
    expect(text).toMatch(/<http:\/\/localhost:3000\/admin\/leads\/0b6e1a52-[^|]+\|Open the lead>$/);
  });

  it("reads one line per event", () => {
    const booking = {
      type: "booking.created",
      data: { ...lead, name: "Bo", service: "ai-integrations" },
    };
    expect(slackText(booking)).toMatch(/^New booking from Bo — AI Integrations\./);
    const moved = {
      type: "lead.stage_changed",
      data: { name: "Bo", from: "proposal", to: "lost", lostReason: "Budget <cut>" },
    };
    expect(slackText(moved)).toMatch(/^Bo moved from Proposal to Lost \(Budget &lt;cut&gt;\)\./);
    const body = JSON.parse(
      requestFor({ format: "slack", secret: SECRET, messageId: "msg_1", payload: booking }).body,
    );
    expect(Object.keys(body)).toEqual(["text"]);
  });
});

describe("standard format", () => {
  const payload = { type: "lead.created", timestamp: "2026-11-26T08:00:00.000Z", data: lead };
  const sent = requestFor({ format: "standard", secret: SECRET, messageId: "msg_abc", payload });

  it("is verified by the standardwebhooks library with the endpoint's secret", () => {
    expect(sent.headers["webhook-id"]).toBe("msg_abc");
    expect(sent.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(SECRET).verify(sent.body, sent.headers)).toEqual(payload);
  });

  it("is refused when the body, the id or the secret differ", () => {
    const other = "whsec_" + Buffer.alloc(24, 1).toString("base64");
    expect(() => new Webhook(other).verify(sent.body, sent.headers)).toThrow();
    expect(() =>
      new Webhook(SECRET).verify(sent.body.replace("Ada", "Eve"), sent.headers),
    ).toThrow();
    const headers = { ...sent.headers, "webhook-id": "msg_other" };
    expect(() => new Webhook(SECRET).verify(sent.body, headers)).toThrow();
  });
});

describe("targets", () => {
  it("treats every IPv6 spelling of an IPv4 address as one to refuse", () => {
    for (const a of [
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "[::ffff:a00:5]",
      "::127.0.0.1",
      "::1",
      "::",
    ])
      expect(embedsIPv4(a), a).toBe(true);
    for (const a of ["2606:4700::1111", "8.8.8.8", "64:ff9b::1.2.3.4"])
      expect(embedsIPv4(a), a).toBe(false);
  });

  it("a production server opens loopback to webhooks at most", () => {
    const production = { NODE_ENV: "production", MAIL_MODE: "log" };
    expect(
      parseEnv({ ...production, WEBHOOK_ALLOW_PRIVATE: "127.0.0.1/32" }).WEBHOOK_ALLOW_PRIVATE,
    ).toEqual(["127.0.0.1/32"]);
    for (const wide of ["true", "10.0.0.0/8", "169.254.169.254", "127.0.0.1/32,0.0.0.0/0"])
      expect(() => parseEnv({ ...production, WEBHOOK_ALLOW_PRIVATE: wide }), wide).toThrow(
        /WEBHOOK_ALLOW_PRIVATE: only loopback/,
      );
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE: "true" }).WEBHOOK_ALLOW_PRIVATE).toBe("any");
  });
});
