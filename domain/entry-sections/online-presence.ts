import type { Rules, TextRule } from "../form-rules";
import type { Entry, EntrySectionDef } from "../entry";
import { FREE_URL } from "../validation";

/**
 * The addresses of the online presence: the website and social profiles. Each
 * profile must be on its network's host (a Facebook field holds no shop address).
 */
export const ONLINE_PRESENCE_KINDS = {
  website: { label: "Website", hosts: null, example: "www.ihre-firma.de" },
  facebook: { label: "Facebook", hosts: ["facebook.com", "fb.com"], example: "www.facebook.com/ihrefirma" },
  instagram: { label: "Instagram", hosts: ["instagram.com"], example: "www.instagram.com/ihrefirma" },
  linkedin: { label: "LinkedIn", hosts: ["linkedin.com"], example: "www.linkedin.com/company/ihrefirma" },
  xing: { label: "XING", hosts: ["xing.com"], example: "www.xing.com/pages/ihrefirma" },
  youtube: { label: "YouTube", hosts: ["youtube.com", "youtu.be"], example: "www.youtube.com/@ihrefirma" },
  tiktok: { label: "TikTok", hosts: ["tiktok.com"], example: "www.tiktok.com/@ihrefirma" },
} as const;
export type OnlinePresenceKind = keyof typeof ONLINE_PRESENCE_KINDS;
export const ONLINE_PRESENCE_FIELDS = Object.keys(ONLINE_PRESENCE_KINDS) as OnlinePresenceKind[];

const urlRule = (kind: OnlinePresenceKind): TextRule => ({
  maxLength: { value: 300, message: "Die Adresse darf höchstens 300 Zeichen lang sein." },
  // spec §5 free URL: optional scheme and a valid host
  pattern: {
    value: FREE_URL,
    message: `Bitte geben Sie eine Internetadresse an, z. B. ${ONLINE_PRESENCE_KINDS[kind].example}.`,
  },
  plainText: true,
});

export const ONLINE_PRESENCE_RULES = Object.fromEntries(ONLINE_PRESENCE_FIELDS.map((k) => [k, urlRule(k)])) as Record<
  OnlinePresenceKind,
  TextRule
> satisfies Rules;

/** An address with `https://` in front when it was typed without a scheme (spec §5 free URL; as with callbackUrl, spec §4). */
export const withScheme = (url: string) => (url === "" || /^https?:\/\//i.test(url) ? url : `https://${url}`);

const hostOf = (url: string) => {
  try {
    return new URL(withScheme(url)).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
};

/** Profiles on another host than their network's, by field. */
export function onlinePresenceProblems(v: Record<OnlinePresenceKind, string>): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const kind of ONLINE_PRESENCE_FIELDS) {
    const hosts = ONLINE_PRESENCE_KINDS[kind].hosts;
    const host = v[kind] ? hostOf(v[kind]) : null;
    if (hosts && host !== null && !hosts.some((h) => host === h || host.endsWith(`.${h}`))) {
      out[kind] = `Bitte geben Sie die Adresse Ihres ${ONLINE_PRESENCE_KINDS[kind].label}-Profils an, z. B. ${ONLINE_PRESENCE_KINDS[kind].example}.`;
    }
  }
  return Object.keys(out).length ? out : null;
}

export const ONLINE_PRESENCE_SECTION: EntrySectionDef<typeof ONLINE_PRESENCE_RULES> = {
  call: "updateOnlinePresence",
  title: "Online-Präsenz",
  saved: "Ihre Online-Präsenz wurde gespeichert.",
  rules: ONLINE_PRESENCE_RULES,
  refine: onlinePresenceProblems,
  values: (e: Entry) => Object.fromEntries(ONLINE_PRESENCE_FIELDS.map((k) => [k, e.online_presence[k] ?? ""])),
};
