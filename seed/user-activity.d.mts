export const DIRECTORY_ENTRIES: [string, string, string][];
export const ACTIVITY: { ratings: number; searches: number; viewed: number };
export function activityStatements(userId: number, base?: number): string[];
