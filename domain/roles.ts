/**
 * Roles (spec §6 "Roles and permissions"; §3 User.roles may include 'cuca').
 */

export const ROLES = ["user", "customer", "tradesmanager", "ratingusermanager"] as const;

export type Role = (typeof ROLES)[number];

/** Spec §6: support staff are marked by this value in the user's roles list. */
export const SUPPORT_ROLE = "cuca";
