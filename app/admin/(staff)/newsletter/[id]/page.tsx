import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { SendDetails } from "@/components/admin/newsletter/send-details";
import { requireStaff } from "@/lib/auth";
import { findSend } from "@/lib/newsletter/queries";
import { isUuid } from "@/lib/uuid";

export const metadata: Metadata = { title: "Newsletter send" };

export default async function NewsletterSendPage({ params }: PageProps<"/admin/newsletter/[id]">) {
  const { id } = await params;
  await requireStaff(`/admin/newsletter/${encodeURIComponent(id)}`);
  const send = isUuid(id) ? await findSend(id) : null;
  if (!send) notFound();
  return <SendDetails send={send} />;
}
