export const TRADE_CATALOGUE: { name: string; keywords: string[] }[];
export const PRODUCT_FEATURE_CATALOGUE: string[];
export const CITY_CATALOGUE: { name: string; state: string }[];
export const KEYWORD_CATALOGUE: string[];
export function catalogueStatements(): string[];
