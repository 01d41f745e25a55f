import { expect, request as playwrightRequest, test } from "@playwright/test";
import { pageFor } from "#domain/pages";
import { BASE_URL } from "../../playwright.config";
import { loadManifest, urlOf } from "../route-manifest";
import { loginHttp } from "./personas";

/**
 * Every action of the portal, taken from the build's route manifest (a new
 * form is covered the day it is added): a POST without the form token or with
 * a wrong one is refused with 403 before the action runs, for a visitor who may
 * use the page (spec §2 access classes, from the page registry domain/pages.ts).
 */
const routes = loadManifest();
// the splat's action only sends unknown paths to /404 (spec §2): no form
const actions = Object.keys(routes)
  .filter((id) => routes[id]!.hasAction && id !== "routes/$")
  .map((id) => {
    const pattern = urlOf(routes, id);
    const path = pattern.replace(/:[^/]+/g, "beispiel") + (routes[id]!.index ? "?index" : "");
    return { id, path, access: pageFor(pattern)?.access };
  });

test("finds the portal's actions", () => {
  expect(actions.map((a) => a.path)).toEqual(expect.arrayContaining(["/login", "/kunde/meineProdukte/eintrag/eintragsdaten", "/benutzer?index"]));
  expect(actions.filter((a) => !a.access)).toEqual([]);
});

test("every action refuses a POST without or with a wrong form token (403)", async () => {
  const visitors = { anonymous: await playwrightRequest.newContext({ baseURL: BASE_URL }), kunde: await playwrightRequest.newContext({ baseURL: BASE_URL }) };
  await loginHttp(visitors.kunde, "kunde");
  const failures: string[] = [];
  // the logout last: it would end the session the others need
  for (const a of [...actions].sort((x, y) => Number(x.path === "/logout") - Number(y.path === "/logout"))) {
    const ctx = a.access?.kind === "anonymous" ? visitors.anonymous : visitors.kunde;
    for (const csrf of [undefined, "falsch"]) {
      const res = await ctx.post(a.path, { form: csrf ? { csrf, intent: "x" } : { intent: "x" }, maxRedirects: 0 });
      if (res.status() !== 403) failures.push(`${a.id} POST ${a.path} with token ${csrf}: ${res.status()}`);
    }
  }
  await Promise.all(Object.values(visitors).map((v) => v.dispose()));
  expect(failures).toEqual([]);
});
