import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { updateEntry } from "../services/entries";
import { normaliseOpeningHours, OPENING_HOURS_SECTION } from "#domain/entry-sections/opening-hours";
import { entryUpdate } from "./entry-sections";

/**
 * spec §7 updateOpeningHours: the week's ranges and the special days, checked by
 * the section's rules (spec §5 opening hour HH:MM) and stored normalised; the
 * answer is the reloaded entry, an update on an old version a 409.
 */
export const openingHoursRoutes = new Hono<ApiEnv>().post(
  "/updateOpeningHours",
  entryUpdate(OPENING_HOURS_SECTION.rules, OPENING_HOURS_SECTION.refine),
  async (c) => {
    const { version, ...hours } = c.req.valid("json");
    const entry = await updateEntry(c.var.db, c.var.accountId, version, { openingHours: normaliseOpeningHours(hours) });
    return c.json({ data: { entry } });
  },
);
