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
 * The regular week of opening hours in one line, as listings are compared;
 * days in a row with the same hours together: "Mo–Fr 07:30–16:30; Sa, So
 * geschlossen"; "" when none are given.
 * @param {{ week: Record<string, { from: string, to: string }[] | undefined> } | null | undefined} hours
 */
export function weeklyHours(hours) {
  if (!hours) return "";
  const days = DAYS.map(([key, short]) => {
    const ranges = hours.week?.[key] ?? [];
    return { short, text: ranges.length ? ranges.map((r) => `${r.from}–${r.to}`).join(", ") : "geschlossen" };
  });
  const groups = [];
  for (const d of days) {
    const last = groups.at(-1);
    if (last && last.text === d.text) last.days.push(d.short);
    else groups.push({ text: d.text, days: [d.short] });
  }
  const name = (g) => (g.days.length === 1 ? g.days[0] : g.days.length === 2 ? `${g.days[0]}, ${g.days[1]}` : `${g.days[0]}–${g.days.at(-1)}`);
  return groups.map((g) => `${name(g)} ${g.text}`).join("; ");
}
