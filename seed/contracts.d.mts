export const SKU_TERMS: Record<string, [number, number, number, number | null]>;
export const DEMO_IBAN: string;
export function contractStatements(): string[];
