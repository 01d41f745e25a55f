import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { FieldErrors, notFound } from "../lib/errors";
import { rulesBody } from "../lib/validate";
import { cancelSubscription, contractOf, saveBillingAddress, withdrawCancellation } from "../services/contracts";
import { parseVersion } from "#domain/entry";
import { BILLING_ADDRESS_RULES, CANCEL_MESSAGES, CANCEL_RULES } from "#domain/contracts";
import type { Rules } from "#domain/form-rules";

/** spec §7 updateSubscriptions: which product, what to do with it, and the reason of a cancellation. */
const UPDATE_SUBSCRIPTIONS_RULES = {
  subscriptionId: { required: CANCEL_MESSAGES.notFound, maxLength: { value: 64, message: CANCEL_MESSAGES.notFound } },
  action: { required: CANCEL_MESSAGES.action, pattern: { value: /^(?:cancel|withdraw)$/, message: CANCEL_MESSAGES.action } },
  ...CANCEL_RULES,
} satisfies Rules;

/**
 * The contract pages' calls under /api/customer (decisions 068–071; the company
 * check of the account path families applies: every call is for `accountId`).
 */
export const contractRoutes = new Hono<ApiEnv>()
  // the contract: numbers, terms and notice dates, billing address with its version, payment with the IBAN masked (decision 070)
  .get("/getContractData", async (c) => {
    const contract = await contractOf(c.var.db, c.var.accountId);
    if (!contract) throw notFound("Für diese Firma ist kein Vertrag hinterlegt.");
    return c.json({ data: { contract } });
  })
  // the billing address, saved on the version it was loaded on (a stale one: 409, nothing saved)
  .post("/updateBillingAddress", rulesBody(BILLING_ADDRESS_RULES, { extra: (body) => ({ version: body.version as string | number | undefined }) }), async (c) => {
    const body = c.req.valid("json");
    const version = parseVersion(body.version);
    if (version === null) throw new FieldErrors({ version: ["Die Version der Rechnungsanschrift fehlt."] }, 400);
    const saved = await saveBillingAddress(c.var.db, c.var.accountId, { name: body.name, addition: body.addition ?? "", street: body.street, zipCode: body.zipCode, city: body.city }, version);
    return c.json({ data: saved });
  })
  /*
   * spec §7 POST updateSubscriptions: what a customer may change of a product
   * (decision 069) — `cancel` it at the end of its term with an optional
   * `reason` (recorded once; a second send is a 409 saying so), or `withdraw` a
   * pending cancellation before its last day. A product of another company: 404;
   * one that cannot be cancelled: 422; nothing changes then.
   */
  .post("/updateSubscriptions", rulesBody(UPDATE_SUBSCRIPTIONS_RULES), async (c) => {
    const body = c.req.valid("json");
    const by = { userId: Number(c.var.auth.sub), support: Boolean(c.var.auth.cuca) };
    if (body.action === "cancel") {
      const done = await cancelSubscription(c.var.db, c.env, c.var.accountId, body.subscriptionId, body.reason ?? "", by);
      return c.json({ data: done });
    }
    return c.json({ data: await withdrawCancellation(c.var.db, c.var.accountId, body.subscriptionId) });
  });
