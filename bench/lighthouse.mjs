// Lighthouse in headless Chromium: lighthouse' default config is the mobile preset
// (Moto G Power screen, simulated throttling of a slow 4G connection and a 4× slower CPU).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

const CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/** The pages Lighthouse checks: the login form (anonymous) and the dashboard as kunde@. */
export const LIGHTHOUSE_TARGETS = [
  { name: "login", path: "/login", persona: "anonymous" },
  { name: "dashboard", path: "/", persona: "kunde" },
];

/** The figures we keep from one Lighthouse result. */
function figures(lhr) {
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    fcp: num("first-contentful-paint"),
    tti: num("interactive"),
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/**
 * One Lighthouse run in a fresh Chromium (fresh profile: lighthouse does not clear
 * cookies between runs, and a cookie Chromium kept from an earlier page would win
 * over the session cookie passed in `extraHeaders`).
 */
async function runOnce(url, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    const flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result?.lhr) throw new Error(`lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`lighthouse ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * Runs Lighthouse `runs` times per target and keeps the median run
 * (lighthouse' own computeMedianRun: closest to the median FCP and TTI).
 */
export async function measureLighthouse(origin, jars, { runs = 3, log = () => {} } = {}) {
  process.env.CHROME_PATH = CHROME_PATH;
  const results = [];
  for (const target of LIGHTHOUSE_TARGETS) {
    const cookie = target.persona === "anonymous" ? null : jars[target.persona]?.header();
    if (target.persona !== "anonymous" && !cookie) throw new Error(`no session for persona ${target.persona}`);
    const lhrs = [];
    for (let i = 0; i < runs; i++) {
      log(`  ${target.path}: run ${i + 1}/${runs} …`);
      const lhr = await runOnce(origin + target.path, cookie);
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== target.path) throw new Error(`lighthouse ${target.path} ended on ${finalPath} (session lost?)`);
      lhrs.push(lhr);
    }
    const median = computeMedianRun(lhrs);
    results.push({
      ...target,
      runs,
      ...figures(median),
      allScores: lhrs.map((l) => Math.round((l.categories.performance.score ?? 0) * 100)),
    });
  }
  return results;
}
