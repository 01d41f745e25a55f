export function searchKey(name: string, fold?: boolean): string;
