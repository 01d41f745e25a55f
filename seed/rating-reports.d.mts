export function ratingReportStatements(today: string, companies?: { id: string; source: string }[]): string[];
