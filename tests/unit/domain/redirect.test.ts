import { describe, it, expect } from "vitest";
import { safeCallbackUrl, safeInternalPath } from "#domain/redirect";

const ALLOWED = ["allowed.example", "www.example.com", "example.com", "Mixed.Example"] as const;

describe("spec §4 callbackUrl rule — safeCallbackUrl accepts allowed hosts", () => {
  it.each([
    ["www.example.com/pfad", "https://www.example.com/pfad"],
    ["https://example.com/a?b=1", "https://example.com/a?b=1"],
    ["https://example.com", "https://example.com/"],
    ["allowed.example", "https://allowed.example/"],
    ["https://allowed.example/x#frag", "https://allowed.example/x#frag"],
    ["HTTPS://ALLOWED.EXAMPLE/Pfad", "https://allowed.example/Pfad"],
    ["https://mixed.example/", "https://mixed.example/"],
    ["https://allowed.example:443/p", "https://allowed.example/p"],
    ["https://allowed.example:8443/p", "https://allowed.example:8443/p"],
    ["https://allowed.example/a%20b", "https://allowed.example/a%20b"],
    ["https://allowed.example/stra%C3%9Fe?q=%2F%2Fx", "https://allowed.example/stra%C3%9Fe?q=%2F%2Fx"],
  ])("%s → %s", (raw, expected) => {
    expect(safeCallbackUrl(raw, ALLOWED)).toBe(expected);
  });

  it("matches a host only when it is in the list", () => {
    expect(safeCallbackUrl("https://example.com/", ["other.example"])).toBeNull();
    expect(safeCallbackUrl("https://example.com/", [])).toBeNull();
  });
});

describe("spec §4 callbackUrl rule — safeCallbackUrl rejects hostile values", () => {
  const hostile: ReadonlyArray<readonly [string, string]> = [
    ["scheme-relative", "//evil.example"],
    ["scheme-relative to allowed host", "//allowed.example/x"],
    ["path-only", "/pfad"],
    ["slash-backslash", "/\\evil.example"],
    ["slash-tab-slash (real tab)", "/\t/evil.example"],
    ["allowed host as subdomain of evil", "https://allowed.example.evil.example"],
    ["evil as subdomain of allowed (not exact)", "https://evil.allowed.example"],
    ["userinfo allowed@evil", "https://allowed.example@evil.example"],
    ["userinfo on allowed host", "https://user:pass@allowed.example/"],
    ["userinfo without scheme", "allowed.example@evil.example"],
    ["userinfo with port lookalike", "https://allowed.example:443@evil.example"],
    ["javascript scheme", "javascript:alert(1)"],
    ["javascript mixed case", "JaVaScRiPt:alert(document.domain)"],
    ["data scheme", "data:text/html,<script>alert(1)</script>"],
    ["data base64", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["vbscript scheme", "vbscript:msgbox(1)"],
    ["upper-case evil host", "HTTPS://EVIL.example"],
    ["plain http to allowed host", "http://allowed.example"],
    ["ftp to allowed host", "ftp://allowed.example/"],
    ["percent-encoded scheme-relative", "%2F%2Fevil.example"],
    ["https without slashes", "https:evil.example"],
    ["https without slashes to allowed host", "https:allowed.example"],
    ["https single slash", "https:/allowed.example"],
    ["https triple slash", "https:///allowed.example"],
    ["backslash before @", "https://evil.example\\@allowed.example"],
    ["backslash authority", "https:\\\\allowed.example"],
    ["trailing dot", "https://allowed.example."],
    ["trailing dot with path", "https://allowed.example./pfad"],
    ["ideographic full stop as trailing dot", "https://allowed.example\u3002"],
    ["ideographic full stop inside host", "https://allowed\u3002example/"],
    ["full-width letters", "https://\uFF41llowed.example/"],
    ["percent-encoded host char", "https://%61llowed.example/"],
    ["percent-encoded dot", "https://allowed%2Eexample/"],
    ["leading space", " https://allowed.example"],
    ["trailing newline", "https://allowed.example/\n"],
    ["newline inside host", "https://allo\nwed.example/"],
    ["tab inside host", "https://allo\twed.example/"],
    ["carriage return", "https://allowed.example/\r"],
    ["NUL byte", "https://allowed.example/\u0000"],
    ["DEL", "https://allowed.example/\u007F"],
    ["C1 control", "https://allowed.example/\u0085"],
    ["no-break space", "https://allowed.example/\u00A0"],
    ["zero-width space in host", "https://allowed\u200B.example/"],
    ["right-to-left override", "https://allowed.example/\u202Eexe"],
    ["BOM prefix", "\uFEFFhttps://allowed.example/"],
    ["ideographic space", "https://allowed.example/\u3000"],
    ["empty host", "https://"],
    ["empty string", ""],
    ["not a URL at all", "https://[not-an-ip]/"],
    ["evil host plain", "evil.example"],
    ["host with port lookalike scheme", "allowed.example:443/pfad"],
    ["blob scheme", "blob:https://allowed.example/uuid"],
  ];

  it("has at least 30 hostile cases", () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostile)("rejects %s", (_label, raw) => {
    expect(safeCallbackUrl(raw, ALLOWED)).toBeNull();
  });

  it("rejects null and undefined", () => {
    expect(safeCallbackUrl(null, ALLOWED)).toBeNull();
    expect(safeCallbackUrl(undefined, ALLOWED)).toBeNull();
  });

  it("does not strip a trailing dot from allowed-list entries to make a match", () => {
    expect(safeCallbackUrl("https://allowed.example/", ["allowed.example."])).toBeNull();
  });
});

describe("spec §4 uri/callbackPage — safeInternalPath", () => {
  it.each([
    ["/", "/"],
    ["/kunde/meineProdukte/eintrag/uebersicht", "/kunde/meineProdukte/eintrag/uebersicht"],
    ["/benutzer?tab=1#oben", "/benutzer?tab=1#oben"],
    ["/a/./b/../c", "/a/c"],
    ["/pfad%2F%2Fx", "/pfad%2F%2Fx"],
    ["/stra\u00DFe", "/stra%C3%9Fe"],
    ["/?q=https://evil.example", "/?q=https://evil.example"],
  ])("accepts %s → %s", (raw, expected) => {
    expect(safeInternalPath(raw)).toBe(expected);
  });

  it.each([
    ["empty", ""],
    ["relative", "kunde"],
    ["query only", "?x=1"],
    ["hash only", "#x"],
    ["scheme-relative", "//evil.example"],
    ["triple slash", "///evil.example"],
    ["slash backslash", "/\\evil.example"],
    ["backslash later", "/a\\b"],
    ["slash tab slash", "/\t/evil.example"],
    ["slash newline slash", "/\n/evil.example"],
    ["space", "/a b"],
    ["NUL", "/a\u0000"],
    ["C1 control", "/a\u0085"],
    ["absolute URL", "https://evil.example/"],
    ["javascript", "javascript:alert(1)"],
    ["dot segments collapsing to //", "/a/../..//evil.example"],
    ["single dot collapsing to //", "/.//evil.example"],
    ["percent-encoded dot segments collapsing to //", "/%2e%2e//evil.example"],
  ])("rejects %s", (_label, raw) => {
    expect(safeInternalPath(raw)).toBeNull();
  });

  it("rejects null and undefined", () => {
    expect(safeInternalPath(null)).toBeNull();
    expect(safeInternalPath(undefined)).toBeNull();
  });
});
