export function foldText(text: string, umlauts: "ae" | "a"): string;
export const catalogueKey: (name: string) => string;
export const searchText: (name: string) => string;
