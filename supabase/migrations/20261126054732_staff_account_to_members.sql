-- The single local account becomes the first owner (same e-mail, password and version, so its
-- password keeps working); sessions are keyed by e-mail and stay open.
INSERT INTO "staff_members" ("email", "name", "role", "status", "password_hash", "password_version", "bootstrap")
SELECT lower("email"), '', 'owner', 'active', "password_hash", "password_version", true FROM "staff_account"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "staff_account" CASCADE;
