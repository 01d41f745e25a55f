import { Hono } from "hono";
import type { ApiEnv } from "../context";
import { deliverAfterAnswer, queueMail } from "../lib/mail";
import { profileDeletedMail } from "../mails";
import { FieldErrors } from "../lib/errors";
import { rulesBody, rulesQuery } from "../lib/validate";
import { forgetSessionChecks } from "../middleware/auth";
import { dataOf, deleteAccountQueries } from "../services/user-data";
import { NO_PASSWORD } from "../services/users";
import { ownUser, withCurrentPassword } from "./user";
import { DELETE_EMAIL_REQUIRED, DELETE_PASSWORD_REQUIRED, DELETE_PROFILE_CONFIRM_RULES, DELETE_PROFILE_RULES, DELETE_REASONS } from "#domain/profile";
import { berlinToday } from "#domain/format";

/**
 * The person's rights over their data (DSGVO art. 15, 17, 20): everything
 * stored about them as one JSON document, and the deletion of the profile
 * (README "Deleting a profile": what goes, what stays anonymised, and why).
 */
export const userDataRoutes = new Hono<ApiEnv>()
  /** Art. 15/20: profile, companies, ratings, searches, viewed entries, notifications, sessions, mails, audit entries, tracking. */
  .get("/data/export", async (c) => {
    const me = await ownUser(c);
    const [roles, links, rated, searched, viewed, notes, sessionRows, tokens, mails, audit, tracked] = await dataOf(c.var.db, me);
    const exportedAt = new Date().toISOString();
    return c.json({
      data: {
        export: {
          exportedAt,
          description: "Alle bei Mein Bereich über Sie gespeicherten Daten (DSGVO Art. 15 und 20). Passwörter und Schlüssel sind nur als nicht umkehrbare Prüfwerte gespeichert und deshalb nicht enthalten.",
          profile: {
            userId: me.id,
            login: me.login,
            email: me.email,
            username: me.username,
            salutation: me.salutation,
            firstName: me.firstName,
            lastName: me.lastName,
            status: me.status,
            createdAt: me.createdAt,
            lastLogin: me.lastLogin,
            termsAcceptedAt: me.termsAcceptedAt,
            newsletterRequestedAt: me.newsletterRequestedAt,
            newsletterConfirmedAt: me.newsletterConfirmedAt,
            hasProfileImage: Boolean(me.profileImage),
            pendingNotification: me.userNotificationCode,
          },
          roles: roles.map((r) => r.role),
          companies: links,
          ratings: rated.map((r) => ({ id: r.id, entry: { id: r.entryId, name: r.entryName, city: r.entryCity }, stars: r.stars, text: r.ratingText, createdAt: r.createdAt, updatedAt: r.updateDate })),
          latestSearches: searched.map((s) => ({ at: new Date(s.timestamp).toISOString(), what: s.what, where: s.where })),
          recentlyViewed: viewed.map((v) => ({ at: new Date(v.timestamp).toISOString(), sequenceNumber: v.sequenceNumber, entry: { id: v.entryId, name: v.entryName, city: v.entryCity } })),
          notifications: notes.map((n) => ({ code: n.code, recordedAt: n.recordedAt, readAt: n.readAt })),
          sessions: sessionRows,
          links: tokens,
          mails,
          auditEntries: audit.map((a) => ({ at: a.createdAt, companyId: a.companyId, byStaffUserId: a.staffUserId, method: a.method, path: a.path, status: a.status })),
          // page views (section path) and data events of the last 90 days (decisions 084, 085)
          tracking: tracked.map((t) => ({ at: t.at, kind: t.kind, companyId: t.companyId, section: t.section, data: t.data === null ? null : (JSON.parse(t.data) as unknown) })),
        },
      },
    });
  })
  /**
   * Art. 17: the account and everything of it (memberships, sessions, ratings,
   * searches, viewed entries, notifications, links, mails, throttles, the profile
   * image) goes; the reason is kept without the person; a confirmation is mailed.
   * The body confirms it like the e-mail change: the current password (checked
   * and throttled as there), or for an account without one its e-mail address
   * (docs/decisions/014-pending-registrations.md).
   */
  .delete("/data/deleteProfile", rulesQuery(DELETE_PROFILE_RULES), rulesBody(DELETE_PROFILE_CONFIRM_RULES), async (c) => {
    const me = await ownUser(c, true);
    const { reason, customtext } = c.req.valid("query");
    const { currentPassword, confirmEmail } = c.req.valid("json");
    if (me.passwordHash === NO_PASSWORD) {
      if (!confirmEmail) throw new FieldErrors({ confirmEmail: [DELETE_EMAIL_REQUIRED] });
      if (confirmEmail.toLowerCase() !== me.email.toLowerCase()) throw new FieldErrors({ confirmEmail: ["Das ist nicht die E-Mail-Adresse Ihres Kontos."] });
    } else {
      if (!currentPassword) throw new FieldErrors({ currentPassword: [DELETE_PASSWORD_REQUIRED] });
      // the login throttle's attempts of the account go with it below
      await withCurrentPassword(c, currentPassword, "Im Kundenservice-Modus kann das Profil nicht gelöscht werden.", me);
    }
    const db = c.var.db;
    await db.batch([
      ...deleteAccountQueries(db, me, { deletedOn: berlinToday(), reason: reason || "keine_angabe", customText: customtext || null }),
      queueMail(db, me.email, profileDeletedMail(c.env, { addressee: me })),
    ]);
    if (me.profileImage) await c.env.FILES.delete(me.profileImage);
    forgetSessionChecks(c);
    await deliverAfterAnswer(c);
    return c.json({ data: { deleted: true, reason: reason ? DELETE_REASONS[reason as keyof typeof DELETE_REASONS] : null } });
  });
