import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { ApiError } from "../lib/errors";
import { deliverAfterAnswer, queueMail } from "../lib/mail";
import { rulesBody } from "../lib/validate";
import { contactAddressChangedMail } from "../mails/contact-address-changed";
import { confirmContactChange } from "../services/website-email";
import { TOKEN_RULES } from "#domain/registration";

/**
 * The link that confirms a website's new contact-form address (spec §2
 * website/email): an open call, since whoever reads that inbox may have no
 * account (api/middleware/auth.ts OPEN_CALLS). Works once, within its hours;
 * the address it replaces is told by mail.
 */
export const websiteContactRoutes = new Hono<ApiEnv>().post("/confirmWebsiteContactAddress", rulesBody(TOKEN_RULES), async (c) => {
  const confirmed = await confirmContactChange(c.var.db, c.req.valid("json").token);
  if (!confirmed) throw new ApiError(410, "TOKEN_INVALID", "Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.");
  // the previous address learns where the enquiries go now (a change nobody in the company asked for shows at once)
  if (confirmed.previous && confirmed.previous.toLowerCase() !== confirmed.email.toLowerCase()) {
    await queueMail(c.var.db, confirmed.previous, contactAddressChangedMail(c.env, { website: confirmed.url, newEmail: confirmed.email }));
    await deliverAfterAnswer(c);
  }
  return c.json({ data: { confirmed: true, email: confirmed.email, website: confirmed.url } });
});
