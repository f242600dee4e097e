import { staffOrUnauthorized } from "@/lib/auth";
import { refuseCrossSite } from "@/lib/http/same-origin";
import { personAddress } from "@/lib/privacy/form-schema";
import { exportForStaff } from "@/lib/privacy/requests";

/**
 * Everything stored about one address as a JSON download (owners; /admin/privacy's form). A POST
 * of the form, so the address stays out of URLs and the access logs that record them.
 */
export async function POST(request: Request) {
  const staff = await staffOrUnauthorized("privacy.manage");
  if (staff instanceof Response) return staff;
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const form = await request.formData().catch(() => null);
  const email = personAddress.safeParse(form?.get("email") ?? "");
  if (!email.success) {
    return Response.json(
      { error: email.error.issues[0]?.message ?? "Enter the e-mail address" },
      { status: 400, headers: { "cache-control": "no-store" } },
    );
  }
  const data = await exportForStaff(email.data, staff);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": 'attachment; filename="personal-data.json"',
      "cache-control": "private, no-store",
    },
  });
}
