import type { OpeningHours } from "./entry";
export function weeklyHours(hours: Pick<OpeningHours, "week"> | null | undefined): string;
