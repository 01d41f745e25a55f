// Plain JavaScript: the seed scripts (Node, no TypeScript) write the partner
// portals' listings with the same line the entry service compares. Types:
// weekly-hours.d.mts.

const DAYS = [
  ["mo", "Mo"],
  ["di", "Di"],
  ["mi", "Mi"],
  ["do", "Do"],
  ["fr", "Fr"],
  ["sa", "Sa"],
  ["so", "So"],
];

/**
 * The regular week of opening hours in one line, as listings are compared:
 * "Mo 07:30–16:30; Di 07:30–16:30; … So geschlossen"; "" when none are given.
 * @param {{ week: Record<string, { from: string, to: string }[] | undefined> } | null | undefined} hours
 */
export function weeklyHours(hours) {
  if (!hours) return "";
  return DAYS.map(([key, short]) => {
    const ranges = hours.week?.[key] ?? [];
    return `${short} ${ranges.length ? ranges.map((r) => `${r.from}–${r.to}`).join(", ") : "geschlossen"}`;
  }).join("; ");
}
