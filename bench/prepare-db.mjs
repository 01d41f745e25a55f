// Child process of bench/server.mjs: migrates and seeds the benchmark's local D1 with the
// shared prepareDatabase() of scripts/lib.mjs, so its wrangler output can go to a log file.
import { prepareDatabase } from "../scripts/lib.mjs";

const persistTo = process.argv[2];
if (!persistTo) throw new Error("usage: node bench/prepare-db.mjs <persist-dir>");
await prepareDatabase(persistTo);
