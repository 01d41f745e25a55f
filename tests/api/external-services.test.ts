import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVICE_MESSAGES } from "#domain/external-services";
import { client, seedDemoData, send, tokensFor } from "./helpers";

// spec §7 external-services, §4 "External service access" (require → auth-url → consent → grant-access, or
// deny-access), Google locations (a 204 means none); OAuth 2.0 with PKCE and state against the local Google
const ACCOUNT = "100101";
let token = "";
beforeAll(async () => {
  await seedDemoData();
  token = (await tokensFor("kunde@example.com"))["kunde@example.com"];
});

const services = () => client({ token })["external-services"];
const listServices = (accountId = ACCOUNT) => send(services().list.$post({ query: { accountId } }));
const locations = (accountId = ACCOUNT) => send(services().google.locations.$post({ query: { accountId } }));
const connectLocation = (json: { googleLocationId: string; googleAccountId: string }) =>
  send(services().google["connect-location"].$post({ query: { accountId: ACCOUNT }, json }));
const authUrl = (accountId = ACCOUNT, service = "google") => send(services()[":service"]["auth-url"].$post({ param: { service }, query: { accountId } }));
const grantAccess = (json: { code: string | null; state: string | null }, accountId = ACCOUNT) =>
  send(services()[":service"]["grant-access"].$post({ param: { service: "google" }, query: { accountId }, json }));
const denyAccess = (json: { state?: string; revoke?: string }, accountId = ACCOUNT) =>
  send(services()[":service"]["deny-access"].$post({ param: { service: "google" }, query: { accountId }, json }));

/** The consent page of the local Google, as a browser would follow it: the redirect the chosen link leads to. */
async function consent(authUrl: string, choice: string): Promise<URL> {
  const page = await (await fetch(authUrl)).text();
  const links = [...page.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href, text]) => ({ href: href!.replaceAll("&amp;", "&"), text: text! }));
  const link = links.find((l) => l.text.includes(choice));
  if (!link) throw new Error(`no "${choice}" on the consent page`);
  return new URL(link.href);
}

async function start(accountId = ACCOUNT) {
  const res = await authUrl(accountId);
  expect(res.status).toBe(200);
  return new URL(res.json.data.url);
}

describe("connecting Google (authorization code with PKCE and state)", () => {
  it("auth-url leads to Google's consent with our client, our redirect address, a state and an S256 challenge", async () => {
    const url = await start();
    expect(url.origin).toBe(env.FAKE_GOOGLE);
    expect(url.searchParams.get("redirect_uri")).toBe("https://portal.test/kunde/meineProdukte/google/auth");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("scope")).toBe("https://www.googleapis.com/auth/business.manage");
  });

  it("grant-access with Google's code connects; the same answer a second time is refused, and so is a reused code", async () => {
    const back = await consent((await start()).toString(), "inhaberin@example.com");
    const code = back.searchParams.get("code")!;
    const state = back.searchParams.get("state")!;
    const granted = await grantAccess({ code, state });
    expect(granted.status).toBe(200);
    const list = await listServices();
    expect(list.json.data.services).toEqual([{ sourceName: "google", connected: true, externallyConfirmed: false, location: null }]);

    const replayed = await grantAccess({ code, state });
    expect(replayed.status).toBe(422);
    expect(replayed.json.errors[0]?.message).toBe(SERVICE_MESSAGES.state);
    // a fresh state with the used code: Google refuses the code
    const fresh = (await start()).searchParams.get("state")!;
    const reused = await grantAccess({ code, state: fresh });
    expect(reused.status).toBe(422);
    expect(reused.json.errors[0]?.message).toBe(SERVICE_MESSAGES.grant);
  });

  it("a forged state, or one started for another company, connects nothing", async () => {
    const back = await consent((await start()).toString(), "inhaberin@example.com");
    const forged = await grantAccess({ code: back.searchParams.get("code"), state: "x".repeat(43) }, "100103");
    expect(forged.status).toBe(422);
    const other = await grantAccess({ code: back.searchParams.get("code"), state: back.searchParams.get("state") }, "100103");
    expect(other.status).toBe(422);
    expect(other.json.errors[0]?.message).toBe(SERVICE_MESSAGES.state);
    expect((await listServices("100103")).json.data.services[0]?.connected).toBe(false);
  });

  it("refused at Google: deny-access ends the started connection, which then cannot be granted", async () => {
    const url = await start("100103");
    const back = await consent(url.toString(), "Ablehnen");
    expect(back.searchParams.get("error")).toBe("access_denied");
    const state = back.searchParams.get("state")!;
    expect((await denyAccess({ state }, "100103")).status).toBe(200);
    const late = await grantAccess({ code: "irgendein-code", state }, "100103");
    expect(late.status).toBe(422);
    expect((await listServices("100103")).json.data.services[0]?.connected).toBe(false);
  });

  it("deny-access with revoke withdraws an existing connection ('Verbindung trennen'); without it an existing one stays", async () => {
    const back = await consent((await start("100103")).toString(), "inhaberin@example.com");
    expect((await grantAccess({ code: back.searchParams.get("code"), state: back.searchParams.get("state") }, "100103")).status).toBe(200);
    expect((await denyAccess({}, "100103")).status).toBe(200);
    expect((await listServices("100103")).json.data.services[0]?.connected).toBe(true);
    expect((await denyAccess({ revoke: "true" }, "100103")).status).toBe(200);
    expect((await listServices("100103")).json.data.services[0]?.connected).toBe(false);
    expect((await locations("100103")).status).toBe(422);
  });

  it("an unknown service is a 404", async () => {
    expect((await authUrl(ACCOUNT, "facebook")).status).toBe(404);
  });
});

describe("Google locations", () => {
  it("lists the account's locations and connects one; Google's confirmation is read with it", async () => {
    const back = await consent((await start()).toString(), "inhaberin@example.com");
    expect((await grantAccess({ code: back.searchParams.get("code"), state: back.searchParams.get("state") })).status).toBe(200);
    const res = await locations();
    expect(res.status).toBe(200);
    expect(res.json.data.locations).toEqual([
      { googleLocationId: "2001", googleAccountId: "1001", locationTitle: "Bäckerei Krüger GmbH, Hauptstraße 12, Köln" },
      { googleLocationId: "2002", googleAccountId: "1001", locationTitle: "Bäckerei Krüger, Filiale Ehrenfeld" },
    ]);
    const connected = await connectLocation({ googleLocationId: "2001", googleAccountId: "1001" });
    expect(connected.status).toBe(200);
    expect(connected.json.data.externallyConfirmed).toBe(false);
    expect((await listServices()).json.data.services[0]).toMatchObject({ connected: true, externallyConfirmed: false, location: { googleLocationId: "2001" } });
    // the layout's menu brings it along, for the Google-profile banner (spec §1)
    const menu = await send(client({ token }).navigation["menu-items"].$get({ query: { accountId: ACCOUNT } }));
    expect(menu.json.data.customer?.google).toEqual({ connected: true, externallyConfirmed: false });
    // a confirmed location
    expect((await connectLocation({ googleLocationId: "2002", googleAccountId: "1001" })).json.data.externallyConfirmed).toBe(true);
    // one the account does not manage
    const foreign = await connectLocation({ googleLocationId: "9999", googleAccountId: "1001" });
    expect(foreign.status).toBe(422);
  });

  it("an account without locations: 204 (spec §7)", async () => {
    const back = await consent((await start("100102")).toString(), "ohne-standort@example.com");
    expect((await grantAccess({ code: back.searchParams.get("code"), state: back.searchParams.get("state") }, "100102")).status).toBe(200);
    const res = await locations("100102");
    expect(res.status).toBe(204);
  });

  it("without a connection the locations are a German 422", async () => {
    const res = await locations("100103");
    expect(res.status).toBe(422);
    expect(res.json.errors[0]?.message).toContain("nicht verbunden");
  });
});
