// A local Matomo for the demo and the tests: the part of Matomo's HTTP Reporting API
// the portal reads the website statistics from (spec §7 getWebsiteStatistic; its
// `piwikId` is a Matomo site id). `GET|POST /index.php?module=API&method=…&idSite=…
// &period=day|range&date=YYYY-MM-DD,YYYY-MM-DD&format=JSON&token_auth=…`, answered as
// Matomo answers: per-day objects keyed by date for period=day, one object or one
// list of rows for period=range, `[]` for a day without visits, and
// `{"result":"error","message":…}` for what it refuses. The figures are those of
// seed/website-statistics.mjs for every site id, from three years and a month ago to
// today (Berlin). Three site ids misbehave, so the portal's failure paths can be tried:
//   990 answers an error object, 991 an HTML page, 992 never answers.
// `GET /__requests` lists the reports asked for so far ({ method, idSite, period, date }),
// so a test can tell that nothing was fetched.
import { listenFake } from "./fakes/listen.mjs";
import { createServer } from "node:http";
import { DEVICE_TYPES, firstDay, REFERRER_TYPES, siteDay, siteKeywords, siteReferringWebsites } from "../seed/website-statistics.mjs";

export const FAKE_MATOMO_TOKEN = "fake-matomo-token";
export const FAILING_SITES = { error: 990, html: 991, silent: 992 };

const DAY_MS = 86_400_000;
const berlinToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());

/** The days from start to end (YYYY-MM-DD), both included. */
function daysOf(start, end) {
  const out = [];
  for (let ms = Date.parse(`${start}T00:00:00Z`), last = Date.parse(`${end}T00:00:00Z`); ms <= last; ms += DAY_MS) out.push(new Date(ms).toISOString().slice(0, 10));
  return out;
}

/** The day's figures if the site had any that day (none before its first day or after today). */
function figuresOf(siteId, day, today) {
  return day < firstDay(today) || day > today ? null : siteDay(siteId, day);
}

const pct = (part, whole) => `${whole ? Math.round((100 * part) / whole) : 0}%`;

/** VisitsSummary.get of the summed figures (Matomo's columns). */
function visitsSummary(list) {
  const sum = (f) => list.reduce((n, d) => n + d[f], 0);
  const visits = sum("visits");
  if (!visits) return [];
  return {
    nb_uniq_visitors: sum("uniqueVisitors"),
    nb_visits: visits,
    nb_actions: sum("actions"),
    bounce_count: sum("bounces"),
    sum_visit_length: sum("visitLength"),
    max_actions: Math.max(...list.map((d) => Math.ceil(d.actions / d.visits) + 6)),
    bounce_rate: pct(sum("bounces"), visits),
    nb_actions_per_visit: Math.round((10 * sum("actions")) / visits) / 10,
    avg_time_on_site: Math.round(sum("visitLength") / visits),
  };
}

/** Actions.get of the summed figures. */
function actionsSummary(list) {
  const pageviews = list.reduce((n, d) => n + d.pageviews, 0);
  if (!pageviews) return [];
  return { nb_pageviews: pageviews, nb_uniq_pageviews: Math.round(pageviews * 0.8), nb_downloads: 0, nb_outlinks: 0 };
}

/** Rows of a report, most visits first, as Matomo lists them. */
const rows = (entries, segmentOf) =>
  entries
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([label, n, key]) => ({ label, nb_visits: n, nb_uniq_visitors: n, nb_actions: n * 2, ...(segmentOf ? { segment: segmentOf(key) } : {}) }));

const summed = (pairsPerDay) => {
  const totals = new Map();
  for (const pairs of pairsPerDay) for (const [label, n] of pairs) totals.set(label, (totals.get(label) ?? 0) + n);
  return [...totals];
};

/** Each supported report: the figures of a list of days → Matomo's answer for them. */
const REPORTS = {
  "VisitsSummary.get": (siteId, list) => visitsSummary(list.map((d) => d.figures)),
  "Actions.get": (siteId, list) => actionsSummary(list.map((d) => d.figures)),
  "DevicesDetection.getType": (siteId, list) =>
    rows(
      DEVICE_TYPES.map(([key, label]) => [label, list.reduce((n, d) => n + d.figures.devices[key], 0), key]),
      (key) => `deviceType==${key}`,
    ),
  "Referrers.getReferrerType": (siteId, list) =>
    rows(
      REFERRER_TYPES.map(([key, label]) => [label, list.reduce((n, d) => n + d.figures.referrers[key], 0), key]),
      (key) => `referrerType==${key}`,
    ),
  "Referrers.getWebsites": (siteId, list) => rows(summed(list.map((d) => siteReferringWebsites(siteId, d.day)))),
  "Referrers.getKeywords": (siteId, list) => rows(summed(list.map((d) => siteKeywords(siteId, d.day)))),
};

/**
 * One request of the Reporting API: the answer's status and body (an object to
 * send as JSON, or a string to send as HTML), or null for no answer at all.
 * @param {URLSearchParams} p
 */
export function matomoAnswer(p, today = berlinToday()) {
  const error = (message, status = 200) => ({ status, body: { result: "error", message } });
  if (p.get("module") !== "API") return error("The module is not set to API.");
  if ((p.get("format") ?? "").toLowerCase() !== "json") return error("This local Matomo answers format=JSON only.");
  const siteId = Number(p.get("idSite"));
  if (p.get("token_auth") !== FAKE_MATOMO_TOKEN) return error(`You can't access this resource as it requires 'view' access for the website id = ${siteId}.`, 401);
  const report = REPORTS[p.get("method") ?? ""];
  if (!report) return error(`The method '${p.get("method")}' does not exist or is not available in the module 'API'.`);
  if (!Number.isInteger(siteId) || siteId < 1) return error("An unexpected website was found in the request: website id was set to '0'.");
  if (siteId === FAILING_SITES.error) return error("Mysql::query() - Lost connection to MySQL server during query");
  if (siteId === FAILING_SITES.html) return { status: 502, body: "<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>" };
  if (siteId === FAILING_SITES.silent) return null;
  const [start, end = start] = (p.get("date") ?? "").split(",");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start ?? "") || !/^\d{4}-\d{2}-\d{2}$/.test(end) || end < start) return error(`Date format must be: YYYY-MM-DD, or 'today' or 'yesterday' or any keyword supported by the strtotime function (see http://php.net/strtotime for more information): ${p.get("date")}`);
  const days = daysOf(start, end).map((day) => ({ day, figures: figuresOf(siteId, day, today) })).filter((d) => d.figures);
  const period = p.get("period");
  const limit = Number(p.get("filter_limit") ?? 100);
  const limited = (answer) => (Array.isArray(answer) && limit >= 0 ? answer.slice(0, limit) : answer);
  if (period === "range") return { status: 200, body: limited(report(siteId, days)) };
  if (period === "day") {
    const byDay = Object.fromEntries(daysOf(start, end).map((day) => [day, []]));
    for (const d of days) byDay[d.day] = limited(report(siteId, [d]));
    return { status: 200, body: byDay };
  }
  return error("This local Matomo answers period=day and period=range only.");
}

/**
 * @param {{ port?: number, host?: string, unref?: boolean }} [opts]
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startFakeMatomo({ port = 0, host = "127.0.0.1", unref = false } = {}) {
  /** @type {{ method: string | null, idSite: string | null, period: string | null, date: string | null }[]} */
  const asked = [];
  const server = createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://matomo.local");
      if (url.pathname === "/__requests") {
        res.writeHead(200, { "Content-Type": "application/json" });
        return res.end(JSON.stringify(asked));
      }
      if (url.pathname !== "/index.php" && url.pathname !== "/") {
        res.writeHead(404, { "Content-Type": "text/plain" });
        return res.end("not found");
      }
      // Matomo reads its parameters from the query and from a form body (token_auth belongs in the body)
      const params = new URLSearchParams(url.search);
      if (req.method === "POST") for (const [k, v] of new URLSearchParams(data)) params.set(k, v);
      asked.push({ method: params.get("method"), idSite: params.get("idSite"), period: params.get("period"), date: params.get("date") });
      const answer = matomoAnswer(params);
      if (!answer) return; // 992: the request stays open until the caller gives up
      const html = typeof answer.body === "string";
      res.writeHead(answer.status, { "Content-Type": html ? "text/html; charset=utf-8" : "application/json; charset=utf-8" });
      res.end(html ? answer.body : JSON.stringify(answer.body));
    });
  });
  return listenFake(server, { port, host, unref });
}

/** The Worker's variables that point it at this Matomo. */
export const fakeMatomoVars = (origin) => ({ MATOMO_URL: origin, MATOMO_TOKEN: FAKE_MATOMO_TOKEN });
