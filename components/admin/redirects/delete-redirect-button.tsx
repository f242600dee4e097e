"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";

import { ConfirmDialog, DeleteTrigger } from "@/components/admin/confirm-dialog";
import { deleteRedirect } from "@/lib/redirects/actions";

export function DeleteRedirectButton({ id, fromPath }: { id: string; fromPath: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      const result = await deleteRedirect(id).catch(() => ({
        status: "error" as const,
        message: "Failed to delete redirect",
      }));
      if (result.status === "success") {
        toast.success(result.message);
        router.refresh();
      } else toast.error("Error", { description: result.message });
    });
  return (
    <ConfirmDialog
      trigger={
        <DeleteTrigger pending={pending} aria-label={`Delete the redirect from ${fromPath}`} />
      }
      title="Delete this redirect?"
      description={`${fromPath} will no longer redirect: links to it will show whatever lives there, or a 404.`}
      confirmLabel="Delete redirect"
      onConfirm={confirm}
    />
  );
}
