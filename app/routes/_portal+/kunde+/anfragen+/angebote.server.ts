import { leadsLoader } from "./__leads.server";

/** Spec §2 /kunde/anfragen/angebote: the leads page's loader for its kind (none: all), and the POSTs every leads page shares. */
export const loader = leadsLoader("offer");
export { leadsAction as action } from "./__leads.server";
