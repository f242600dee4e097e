import { Button } from "@/components/ui/button";
import { enableTwoFactor, startTwoFactor } from "@/lib/auth/two-factor-actions";
import { totpUri } from "@/lib/auth/two-factor-crypto";
import { BRAND_NAME } from "@/content/site";
import { QrCode } from "./qr-code";
import { TwoFactorCodeForm } from "./two-factor-code-form";

/** Enrolment under way: the secret as a QR code and as text, and the code that confirms it. */
export function TwoFactorSetup({ email, secret }: { email: string; secret: string }) {
  return (
    <div className="grid gap-6">
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        <li>
          Open an authenticator app (1Password, Google Authenticator, Aegis, Microsoft
          Authenticator…).
        </li>
        <li>
          Scan the QR code, or enter the setup key by hand (time-based, 6 digits, 30 seconds).
        </li>
        <li>Type the code the app shows to finish.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <QrCode
          value={totpUri(secret, email, BRAND_NAME)}
          label="QR code with the setup key for your authenticator app"
        />
        <dl className="grid gap-1 text-sm">
          <dt className="text-muted-foreground">Setup key</dt>
          <dd>
            <code className="font-mono text-base break-all">
              {secret.match(/.{1,4}/g)!.join(" ")}
            </code>
          </dd>
          <dt className="mt-2 text-muted-foreground">Account</dt>
          <dd>{email}</dd>
        </dl>
      </div>
      <TwoFactorCodeForm
        action={enableTwoFactor}
        label="Code from the app"
        hint="6 digits; it changes every 30 seconds."
        submit="Turn on two-factor sign-in"
        pendingLabel="Checking..."
      />
      <form action={startTwoFactor}>
        <Button type="submit" variant="outline" size="sm">
          Start over with a new key
        </Button>
      </form>
    </div>
  );
}
