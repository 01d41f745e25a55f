export const LISTINGS_CHECKED_AT: string;
export function entryServiceStatements(
  companies: {
    id: string;
    source: string;
    name: string;
    street: string | null;
    zip: string | null;
    city: string | null;
    phone: string | null;
    openingHours?: { week: Record<string, { from: string; to: string }[]> } | null;
  }[],
): string[];
