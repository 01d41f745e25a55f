export function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Uint8Array;
