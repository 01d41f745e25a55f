import { describe, expect, it } from "vitest";
import {
  addMonths,
  asciiName,
  awardCheck,
  awardCheckUrl,
  awardCode,
  awardOfSlug,
  awardPeriod,
  monthEnd,
  monthLabel,
  pdfDisposition,
  publicEntryUrl,
  REPORT_ID,
  reportMonths,
  signetLabel,
  signetSnippet,
  signetSvg,
} from "#domain/rating-awards";
import { winAnsi } from "#domain/win-ansi";

// spec §2 rating product `auszeichnungen`, `vermarktungspakete`; decisions 055–058
const fig = (count: number, avgScore: number, months = 12) => ({ figure: { count, avgScore }, months });

describe("the award period", () => {
  it("is the last 12 complete months before today's month", () => {
    expect(awardPeriod("2026-11-29")).toEqual({ from: "2025-11-01", to: "2026-10-31" });
    expect(awardPeriod("2026-01-01")).toEqual({ from: "2025-01-01", to: "2025-12-31" });
    expect(awardPeriod("2024-03-15")).toEqual({ from: "2023-03-01", to: "2024-02-29" });
  });

  it("counts months across years", () => {
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2025-12", 1)).toBe("2026-01");
    expect(addMonths("2026-10", -22)).toBe("2024-12");
    expect(monthEnd("2026-02")).toBe("2026-02-28");
  });
});

describe("awardCheck", () => {
  it("the signet: at least 10 ratings with an average of at least 4.0", () => {
    expect(awardCheck("pdf-signet", fig(10, 4))).toEqual({ qualified: true, missing: [] });
    expect(awardCheck("pdf-signet", fig(7, 4.6)).missing).toEqual(["Es fehlen noch 3 Bewertungen (nötig sind 10 in 12 Monaten, Sie haben 7)."]);
    expect(awardCheck("pdf-signet", fig(9, 4.6)).missing[0]).toMatch(/^Es fehlen noch 1 Bewertung \(/);
    expect(awardCheck("pdf-signet", fig(40, 3.8)).missing).toEqual(["Ihr Durchschnitt liegt bei 3,8; nötig sind 4,0."]);
    // 3,96 is not 4,0: the message shows the second place
    expect(awardCheck("pdf-signet", fig(40, 3.96)).missing).toEqual(["Ihr Durchschnitt liegt bei 3,96; nötig sind 4,0."]);
  });

  it("no ratings at all (-1 and -1): only the count is missing, no average of -1", () => {
    const r = awardCheck("pdf-signet", fig(-1, -1, 0));
    expect(r.qualified).toBe(false);
    expect(r.missing).toEqual(["Es fehlen noch 10 Bewertungen (nötig sind 10 in 12 Monaten, Sie haben 0)."]);
  });

  it("the top badge: 25 ratings, 4.5, and ratings in 9 of the 12 months; each gap named", () => {
    expect(awardCheck("top-employer-badge", fig(25, 4.5, 9)).qualified).toBe(true);
    expect(awardCheck("top-employer-badge", fig(100, 4.15, 8)).missing).toEqual(["Ihr Durchschnitt liegt bei 4,15; nötig sind 4,5.", "Sie wurden in 8 von 12 Monaten bewertet; nötig sind 9."]);
  });
});

describe("the award's code", () => {
  it("the same for the same award, company and period; another for any other", async () => {
    const p = { from: "2025-11-01", to: "2026-10-31" };
    const code = await awardCode("pdf-signet", "100101", p);
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await awardCode("pdf-signet", "100101", p)).toBe(code);
    expect(await awardCode("top-employer-badge", "100101", p)).not.toBe(code);
    expect(await awardCode("pdf-signet", "100102", p)).not.toBe(code);
    expect(await awardCode("pdf-signet", "100101", { from: "2025-12-01", to: "2026-11-30" })).not.toBe(code);
    expect(awardCheckUrl("https://www.example.com/", code)).toBe(`https://www.example.com/auszeichnung/${code}`);
  });

  it("the portal's words for the awards", () => {
    expect(awardOfSlug("siegel")).toBe("pdf-signet");
    expect(awardOfSlug("top-unternehmen")).toBe("top-employer-badge");
    expect(awardOfSlug("pdf-signet")).toBeNull();
    expect(awardOfSlug(undefined)).toBeNull();
  });
});

describe("file names", () => {
  it("the plain stand-in spells umlauts out; the UTF-8 name keeps them", () => {
    expect(asciiName("Bäckerei Krüger GmbH & Söhne")).toBe("Baeckerei-Krueger-GmbH-Soehne");
    expect(pdfDisposition("Bewertungssiegel Bäckerei Krüger 2025-11 bis 2026-10.pdf")).toBe(
      "attachment; filename=\"Bewertungssiegel-Baeckerei-Krueger-2025-11-bis-2026-10.pdf\"; filename*=UTF-8''Bewertungssiegel%20B%C3%A4ckerei%20Kr%C3%BCger%202025-11%20bis%202026-10.pdf",
    );
    expect(pdfDisposition('"/\\.pdf')).toContain('filename="download.pdf"');
  });
});

describe("the signet", () => {
  it("an SVG of stars, average, grade word and count, with its words as title; nothing executable", () => {
    const svg = signetSvg({ count: 128, avgScore: 4.62 }, "Mein Bereich");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("<title id=\"t\">Bewertungssiegel: 4,6 von 5 Sternen, sehr gut, 128 Bewertungen</title>");
    expect(svg).toContain(">4,6</text>");
    expect(svg).toContain(">sehr gut</text>");
    // four whole stars and the fifth filled to 62 %
    expect(svg.match(/fill="#f59e0b"\/>/g)).toHaveLength(4);
    expect(svg).toContain('offset="62%"');
    expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    expect(signetLabel({ count: 1, avgScore: 5 })).toBe("5,0 von 5 Sternen, sehr gut, 1 Bewertung");
  });

  it("the HTML to embed escapes what it carries", () => {
    const html = signetSnippet("https://portal.example/siegel/100101", publicEntryUrl("https://www.example.com", "100101"), 'Müller "&" Söhne <GmbH>');
    expect(html).toBe(
      '<a href="https://www.example.com/firma/100101" target="_blank" rel="noopener"><img src="https://portal.example/siegel/100101" width="200" height="100" alt="Bewertungssiegel von Müller &quot;&amp;&quot; Söhne &lt;GmbH&gt; bei Wer kennt den BESTEN"></a>',
    );
  });
});

describe("the marketing packages' months", () => {
  it("every complete month since the subscription started, up to last month", () => {
    const months = reportMonths("2024-05-01", "2026-11-29");
    expect(months[0]).toBe("2024-05");
    expect(months.at(-1)).toBe("2026-10");
    expect(months).toHaveLength(30);
  });

  it("a start after the 1st: from the next month; a start this month or none: no report", () => {
    expect(reportMonths("2026-08-15", "2026-11-02")).toEqual(["2026-09", "2026-10"]);
    expect(reportMonths("2026-11-01", "2026-11-29")).toEqual([]);
    expect(reportMonths(null, "2026-11-29")).toEqual([]);
  });

  it("a report's name is its month", () => {
    for (const ok of ["2026-10", "2024-01", "2025-12"]) expect(REPORT_ID.test(ok), ok).toBe(true);
    for (const bad of ["2026-13", "2026-00", "2026-1", "10/2026", "2026-10-01", ""]) expect(REPORT_ID.test(bad), bad).toBe(false);
    expect(monthLabel("2026-03")).toBe("März 2026");
  });
});

describe("winAnsi", () => {
  it("keeps German letters and „“ –, writes others as ?", () => {
    expect(winAnsi("Bäckerei „Krüger“ – 4,6 ★\n")).toBe("Bäckerei „Krüger“ – 4,6 ? ");
  });
});
