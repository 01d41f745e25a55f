export const GEO: Record<string, Record<string, string[]>>;
export function geoStatements(): string[];
