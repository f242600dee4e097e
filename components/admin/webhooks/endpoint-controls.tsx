"use client";

import { EyeIcon, EyeOffIcon, KeyRoundIcon, RotateCwIcon, SendIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";

import { ConfirmDialog, DeleteTrigger } from "@/components/admin/confirm-dialog";
import { Button } from "@/components/ui/button";
import type { ActionState } from "@/lib/action-state";
import {
  deleteWebhookEndpoint,
  disableWebhookEndpoint,
  enableWebhookEndpoint,
  rotateWebhookSecret,
} from "@/lib/webhooks/actions";
import { retryWebhook, sendWebhookTest } from "@/lib/webhooks/delivery-actions";

function report(result: ActionState) {
  if (result.status === "success") toast.success(result.message);
  else toast.error(result.message ?? "Something went wrong.");
}

const failed = (): ActionState => ({ status: "error", message: "Something went wrong." });

/** A button that runs one action and says how it went (the page refreshes by revalidation). */
function ActionButton({
  run,
  label,
  busyLabel,
  icon,
}: {
  run: () => Promise<ActionState>;
  label: string;
  busyLabel: string;
  icon?: React.ReactNode;
}) {
  const [pending, start] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() => start(async () => report(await run().catch(failed)))}
    >
      {icon}
      {pending ? busyLabel : label}
    </Button>
  );
}

export function EndpointControls({
  id,
  name,
  enabled,
}: {
  id: string;
  name: string;
  enabled: boolean;
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const remove = () =>
    start(async () => {
      const result = await deleteWebhookEndpoint(id).catch(failed);
      report(result);
      if (result.status === "success") router.push("/admin/webhooks");
    });
  return (
    <div className="flex flex-wrap gap-2">
      <ActionButton
        run={() => sendWebhookTest(id)}
        label="Send test"
        busyLabel="Sending..."
        icon={<SendIcon aria-hidden />}
      />
      {enabled ? (
        <ActionButton
          run={() => disableWebhookEndpoint(id)}
          label="Disable"
          busyLabel="Disabling..."
        />
      ) : (
        <ActionButton
          run={() => enableWebhookEndpoint(id)}
          label="Enable"
          busyLabel="Enabling..."
        />
      )}
      <ConfirmDialog
        trigger={<DeleteTrigger pending={pending} aria-label={`Delete “${name}”`} />}
        title="Delete this endpoint?"
        description={`“${name}” and its delivery log are deleted; events queued for it are never sent. This cannot be undone.`}
        confirmLabel="Delete endpoint"
        onConfirm={remove}
      />
    </div>
  );
}

/** The signing secret, masked until revealed, and its rotation (asked first: the receiver breaks). */
export function SigningSecret({ id, secret }: { id: string; secret: string }) {
  const [shown, setShown] = useState(false);
  const [pending, start] = useTransition();
  const rotate = () => start(async () => report(await rotateWebhookSecret(id).catch(failed)));
  return (
    <div className="grid gap-2">
      <label htmlFor="webhook-secret" className="sr-only">
        Secret value
      </label>
      <input
        id="webhook-secret"
        readOnly
        value={shown ? secret : `whsec_${"•".repeat(24)}`}
        className="h-9 w-full rounded-md border bg-muted px-2 font-mono text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setShown(!shown)}>
          {shown ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
          {shown ? "Hide secret" : "Reveal secret"}
        </Button>
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" size="sm" disabled={pending}>
              <KeyRoundIcon aria-hidden /> {pending ? "Rotating..." : "Rotate secret"}
            </Button>
          }
          title="Make a new signing secret?"
          description="Signatures made from now on use the new secret: the receiver rejects them until it is given it."
          confirmLabel="Rotate secret"
          onConfirm={rotate}
        />
      </div>
    </div>
  );
}

export function RetryDeliveryButton({ id, label }: { id: string; label: string }) {
  const [pending, start] = useTransition();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={pending}
      aria-label={`Retry ${label}`}
      onClick={() => start(async () => report(await retryWebhook(id).catch(failed)))}
    >
      <RotateCwIcon aria-hidden className={pending ? "animate-spin" : undefined} />
      {pending ? "Retrying..." : "Retry"}
    </Button>
  );
}
