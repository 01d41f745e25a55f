// The local fakes of the services the portal talks to and these machines cannot reach
// (Google, Facebook, an HTTP mail service, Matomo, the customers' websites, the website editor): ONE list, from which `npm start`, `npm run dev`,
// the API tests (vitest.api.config.ts) and the browser tests (scripts/e2e-server.mjs) all
// start them. Adding a fake is one entry here.
//
// Each fake listens on a port the OS picks (port 0, never an assumed free one) and the
// Worker is pointed at the chosen origin through its variables (`--var` of wrangler dev,
// the bindings of the API tests, the env of the dev server).
//
//   node scripts/fakes/index.mjs     starts them all, prints their origins and the Worker's variables
import { fakeFacebookVars, startFakeFacebook } from "../fake-facebook.mjs";
import { fakeGoogleVars, startFakeGoogle } from "../fake-google.mjs";
import { FAKE_MAIL_TOKEN, startFakeMail } from "../fake-mail.mjs";
import { fakeMatomoVars, startFakeMatomo } from "../fake-matomo.mjs";
import { fakeWebsitesVars, startFakeWebsites } from "../fake-websites.mjs";
import { fakeWebsiteEditorVars, startFakeWebsiteEditor } from "../fake-website-editor.mjs";

/**
 * @typedef {object} Fake
 * @property {string} name
 * @property {string} what what it stands in for
 * @property {(opts: { port?: number, host?: string, unref?: boolean }) => Promise<{ origin: string, close: () => Promise<void> }>} start
 * @property {(origin: string) => Record<string, string>} vars the Worker's variables that point it at the fake
 * @property {string} testBinding the API tests' binding with the fake's origin (tests/api/env.d.ts)
 * @property {boolean} [perCallInApiTests] the API tests set `vars` per call (to try the Worker with and without it)
 */

/** @type {readonly Fake[]} */
export const FAKES = [
  {
    name: "google",
    what: "Google OAuth 2.0 and the Business Profile API (scripts/fake-google.mjs)",
    start: startFakeGoogle,
    vars: fakeGoogleVars,
    testBinding: "FAKE_GOOGLE",
  },
  {
    name: "facebook",
    what: "Facebook's login dialog, token endpoint and Graph API (scripts/fake-facebook.mjs)",
    start: startFakeFacebook,
    vars: fakeFacebookVars,
    testBinding: "FAKE_FACEBOOK",
  },
  {
    name: "mail",
    what: "the HTTP mail service mails are handed to (scripts/fake-mail.mjs); /debug/mails shows the outbox either way",
    start: startFakeMail,
    vars: (origin) => ({ MAIL_SERVICE_URL: `${origin}/send`, MAIL_SERVICE_TOKEN: FAKE_MAIL_TOKEN }),
    testBinding: "FAKE_MAIL",
    // tests/api/mail.test.ts tries the outbox without a service too
    perCallInApiTests: true,
  },
  {
    name: "matomo",
    what: "the Matomo server the website statistics come from, its HTTP Reporting API (scripts/fake-matomo.mjs)",
    start: startFakeMatomo,
    vars: fakeMatomoVars,
    testBinding: "FAKE_MATOMO",
  },
  {
    name: "websites",
    what: "the customers' websites under .example that the website check fetches (scripts/fake-websites.mjs)",
    start: startFakeWebsites,
    vars: fakeWebsitesVars,
    testBinding: "FAKE_WEBSITES",
  },
  {
    name: "editor",
    what: "the website editor support staff open from the deeplink; checks its signature and expiry (scripts/fake-website-editor.mjs)",
    start: startFakeWebsiteEditor,
    vars: fakeWebsiteEditorVars,
    testBinding: "FAKE_EDITOR",
  },
];

/**
 * Starts every fake of FAKES on a free port.
 *
 * @param {{ unref?: boolean, apiTests?: boolean }} [opts]
 *   `unref`: they do not keep the process running (a test runner's);
 *   `apiTests`: the variables of the API tests (each fake's origin as its testBinding; the
 *   Worker's variables of a fake that the tests set per call left out)
 * @returns {Promise<{ origins: Record<string, string>, vars: Record<string, string>, close: () => Promise<void> }>}
 */
export async function startFakes({ unref = false, apiTests = false } = {}) {
  const started = await Promise.all(FAKES.map(async (fake) => ({ fake, server: await fake.start({ unref }) })));
  /** @type {Record<string, string>} */
  const origins = {};
  /** @type {Record<string, string>} */
  const vars = {};
  for (const { fake, server } of started) {
    origins[fake.name] = server.origin;
    if (apiTests) vars[fake.testBinding] = server.origin;
    if (!(apiTests && fake.perCallInApiTests)) Object.assign(vars, fake.vars(server.origin));
  }
  return { origins, vars, close: async () => void (await Promise.all(started.map(({ server }) => server.close()))) };
}

/** The variables as `wrangler dev` arguments: `--var NAME:value` each. */
export const varArgs = (vars) => Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]);

/** One line per fake for a start script's output. */
export const describeFakes = (origins) => FAKES.map((f) => `  ${f.name.padEnd(9)} ${origins[f.name]}  – ${f.what}`).join("\n");

if (import.meta.url === `file://${process.argv[1]}`) {
  const { origins, vars } = await startFakes();
  console.log(`Lokale Dienste:\n${describeFakes(origins)}\n`);
  console.log(varArgs(vars).join(" "));
}
