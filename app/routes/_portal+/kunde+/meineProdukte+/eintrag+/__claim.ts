/** The overview's claim form (item "owner claim upkeep"): its one intent, shared by the page and its action. */
export const CLAIM_CONFIRM_INTENT = "inhaberschaft-bestaetigen";
