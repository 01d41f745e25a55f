/**
 * The time budget of a test that does CPU-heavy work — decoding and scaling
 * images, reading PDFs, inflating zip/zlib streams, password hashes of many
 * iterations (PBKDF2 100 000, legacy scrypt): sized for a 2-core machine whose
 * cores are both busy with something else, where such work takes many times
 * as long as alone and vitest's default of 5 s is not a verdict on the code.
 * A test that hangs still fails, after a minute.
 */
export const CPU_HEAVY_MS = 60_000;
