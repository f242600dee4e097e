import "server-only";

import { BRAND_NAME } from "@/content/site";
import { ROLE_LABELS, type StaffRole } from "@/lib/auth/permissions";
import { render, type MailContent } from "./templates";

/**
 * Staff account mails (lib/staff/). The link is the only way in, so the mail says how long it
 * works and what to do if it was not expected; names are escaped by render().
 */
type Invitation = { name: string; role: StaffRole; invitedBy: string; url: string };

const invitationSubject = () => `You are invited to the ${BRAND_NAME} staff area`;
const invitationGreeting = ({ name, invitedBy, role }: Invitation) =>
  `Hello ${name}, ${invitedBy} invited you to the ${BRAND_NAME} staff area as ${ROLE_LABELS[role]}.`;

export const staffInvitation = (invitation: Invitation): MailContent =>
  render(
    invitationSubject(),
    invitationGreeting(invitation),
    [],
    "Open the link below to choose your password. It works once, for 72 hours; ask for a new invitation after that.\n\nIf you did not expect this, ignore this mail: nothing happens.",
    [["Accept the invitation", invitation.url]],
  );

/** With Supabase sign-in the account is the Supabase user of this e-mail: no link to set a password. */
export const staffInvitationSupabase = (invitation: Invitation): MailContent =>
  render(
    invitationSubject(),
    invitationGreeting(invitation),
    [],
    "Sign in with this e-mail address at the link below.",
    [["Sign in", invitation.url]],
  );

export const passwordReset = (url: string): MailContent =>
  render(
    `Choose a new password for the ${BRAND_NAME} staff area`,
    `Someone asked to reset the password of your ${BRAND_NAME} staff account.`,
    [],
    "Open the link below to choose a new one. It works once, for one hour, and signs you out everywhere else.\n\nIf you did not ask for this, ignore this mail: your password stays as it is.",
    [["Choose a new password", url]],
  );
