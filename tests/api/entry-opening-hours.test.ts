import { beforeAll, describe, expect, it } from "vitest";
import { formatDateWire } from "#domain/format";
import { call, client, errorFields, errorMessage, seedDemoData, send, storedEntry, tokensFor } from "./helpers";

// spec §7 updateOpeningHours: the week's ranges (spec §5 opening hour HH:MM) and special days.
let tokens: Record<"einzel@example.com" | "kunde@example.com", string>;
beforeAll(async () => {
  await seedDemoData();
  tokens = await tokensFor("einzel@example.com", "kunde@example.com");
});

const ACCOUNT = "100201";
const token = () => tokens["einzel@example.com"];
const getEntry = () => storedEntry(token(), ACCOUNT);
const update = async (json: Record<string, unknown>, accountId = ACCOUNT) =>
  send(client({ token: token() }).customer.updateOpeningHours.$post({ query: { accountId }, json }));
const fieldsOf = errorFields;
const messageOf = errorMessage;

const CLOSED = { mo: [], di: [], mi: [], do: [], fr: [], sa: [], so: [] };
const inDays = (n: number) => formatDateWire(new Date(Date.now() + n * 86_400_000));

describe("POST /api/customer/updateOpeningHours", () => {
  it("the seeded entry has its opening hours", async () => {
    const entry = await getEntry();
    expect(entry.opening_hours!.week.mo).toEqual([
      { from: "07:00", to: "12:00" },
      { from: "13:00", to: "17:00" },
    ]);
    expect(entry.opening_hours!.week.sa).toEqual([]);
  });

  it("stores the hours normalised (HH:MM zero-padded, ranges and special days sorted, empty rows dropped), version + 1", async () => {
    const { version } = await getEntry();
    const res = await update({
      version,
      week: { ...CLOSED, mo: [{ from: "14:00", to: "18:00" }, { from: "8:00", to: "12:30" }], sa: [{ from: "", to: "" }, { from: "9:00", to: "13:00" }] },
      special: [
        { date: inDays(40), ranges: [], note: "Betriebsferien" },
        { date: inDays(10), ranges: [{ from: "9:00", to: "12:00" }], note: "Heiligabend" },
      ],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.entry.version).toBe(version + 1);
    expect(res.json.data.entry.opening_hours).toEqual({
      week: {
        ...CLOSED,
        mo: [
          { from: "08:00", to: "12:30" },
          { from: "14:00", to: "18:00" },
        ],
        sa: [{ from: "09:00", to: "13:00" }],
      },
      special: [
        { date: inDays(10), ranges: [{ from: "09:00", to: "12:00" }], note: "Heiligabend" },
        { date: inDays(40), ranges: [], note: "Betriebsferien" },
      ],
    });
    expect((await getEntry()).opening_hours).toEqual(res.json.data.entry.opening_hours);
  });

  it("no hours on any day and no special day clears them (null: not given)", async () => {
    const { version } = await getEntry();
    const res = await update({ version, week: CLOSED, special: [] });
    expect(res.status).toBe(200);
    expect(res.json.data.entry.opening_hours).toBeNull();
  });

  it("takes a form body too (conform's nested names)", async () => {
    const { version } = await getEntry();
    const form = new URLSearchParams([
      ["version", String(version)],
      ["week.di[0].from", "10:00"],
      ["week.di[0].to", "16:00"],
      ["special[0].date", inDays(3)],
      ["special[0].note", "Inventur"],
    ]);
    const res = await call("POST", "/customer/updateOpeningHours", { token: token(), query: { accountId: ACCOUNT }, form });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.entry.opening_hours!.week.di).toEqual([{ from: "10:00", to: "16:00" }]);
    expect(res.json.data.entry.opening_hours!.week.mo).toEqual([]);
    expect(res.json.data.entry.opening_hours?.special).toEqual([{ date: inDays(3), ranges: [], note: "Inventur" }]);
  });

  it.each([
    ["25:00", { week: { ...CLOSED, mo: [{ from: "25:00", to: "26:00" }] } }, ["week.mo[0].from", "week.mo[0].to"], "zwischen 00:00 und 23:59"],
    ["12:60", { week: { ...CLOSED, di: [{ from: "08:00", to: "12:60" }] } }, ["week.di[0].to"], "zwischen 00:00 und 23:59"],
    ["to before from", { week: { ...CLOSED, mi: [{ from: "18:00", to: "08:00" }] } }, ["week.mi[0].to"], "nach der Anfangszeit"],
    [
      "overlapping ranges",
      { week: { ...CLOSED, do: [{ from: "08:00", to: "13:00" }, { from: "12:00", to: "18:00" }] } },
      ["week.do[1].from"],
      "überschneidet sich mit 08:00–13:00",
    ],
    ["five ranges", { week: { ...CLOSED, fr: ["06", "08", "10", "12", "14"].map((h) => ({ from: `${h}:00`, to: `${h}:30` })) } }, ["week.fr"], "höchstens 4"],
    ["a date in the past", { special: [{ date: inDays(-2), ranges: [], note: "" }] }, ["special[0].date"], "Vergangenheit"],
    ["a date twice", { special: [{ date: inDays(5), ranges: [], note: "" }, { date: inDays(5), ranges: [], note: "" }] }, ["special[1].date"], "schon ein besonderer Tag"],
    ["HTML in the note", { special: [{ date: inDays(5), ranges: [], note: "<img src=x onerror=alert(1)>" }] }, ["special[0].note"], "spitzen Klammern"],
    ["emoji in the note", { special: [{ date: inDays(5), ranges: [], note: "Weihnachten 🎄" }] }, ["special[0].note"], "Emojis"],
    ["an RTL override in the note", { special: [{ date: inDays(5), ranges: [], note: "Ferien\u202E" }] }, ["special[0].note"], "unsichtbare"],
    ["31 special days", { special: Array.from({ length: 31 }, (_, i) => ({ date: inDays(i + 1), ranges: [], note: "" })) }, ["special"], "höchstens 30"],
    // the portal reads "9" or "18.30" as 09:00 and 18:30 before it calls; this call takes HH:MM only
    ["a time as typed (not HH:MM)", { week: { ...CLOSED, mo: [{ from: "9", to: "18.30" }] } }, ["week.mo[0].from", "week.mo[0].to"], "zwischen 00:00 und 23:59"],
    ["a period of 367 days", { special: [{ date: inDays(5), until: inDays(5 + 366), ranges: [], note: "" }] }, ["special[0].until"], "höchstens 366 Tage"],
    ["a period ending before it begins", { special: [{ date: inDays(9), until: inDays(5), ranges: [], note: "" }] }, ["special[0].until"], "nicht vor seinem ersten Tag"],
    [
      "a day inside a period twice",
      { special: [{ date: inDays(5), until: inDays(12), ranges: [], note: "" }, { date: inDays(8), ranges: [], note: "" }] },
      ["special[1].date"],
      "schon ein besonderer Tag",
    ],
  ])("refuses %s with 422 and a German message at the field, nothing stored", async (_, body, fields, message) => {
    const before = await getEntry();
    const res = await update({ version: before.version, week: CLOSED, special: [], ...body });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.json)).toEqual(fields);
    expect(messageOf(res.json, fields[0]!)).toContain(message);
    expect(await getEntry()).toEqual(before);
  });

  it("a period (Betriebsferien from–to) is entered once and stored as its days, each with its hours and note", async () => {
    const { version } = await getEntry();
    const res = await update({
      version,
      week: CLOSED,
      special: [
        { date: inDays(30), until: inDays(37), ranges: [], note: "Betriebsferien" },
        { date: inDays(20), until: "", ranges: [{ from: "09:00", to: "12:00" }], note: "Inventur" },
      ],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.entry.opening_hours?.special).toEqual([
      { date: inDays(20), ranges: [{ from: "09:00", to: "12:00" }], note: "Inventur" },
      ...Array.from({ length: 8 }, (_, i) => ({ date: inDays(30 + i), ranges: [], note: "Betriebsferien" })),
    ]);
    expect((await getEntry()).opening_hours!.special).toHaveLength(9);
  });

  it("a save on an old version is a 409 and changes nothing", async () => {
    const before = await getEntry();
    const ok = await update({ version: before.version, week: { ...CLOSED, so: [{ from: "10:00", to: "12:00" }] }, special: [] });
    expect(ok.status).toBe(200);
    const stale = await update({ version: before.version, week: { ...CLOSED, so: [{ from: "11:00", to: "12:00" }] }, special: [] });
    expect(stale.status).toBe(409);
    expect(stale.json.errors[0]?.code).toBe("CONFLICT");
    expect((await getEntry()).opening_hours!.week.so).toEqual([{ from: "10:00", to: "12:00" }]);
  });

  it("without a version it is refused (422 on version)", async () => {
    const before = await getEntry();
    const res = await update({ week: CLOSED, special: [] });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.json)).toEqual(["version"]);
    expect(await getEntry()).toEqual(before);
  });

  it("another company's entry cannot be changed: 403, nothing stored", async () => {
    const read = () => storedEntry(tokens["kunde@example.com"], "100101");
    const before = await read();
    const res = await update({ version: before.version, week: { ...CLOSED, mo: [{ from: "01:00", to: "02:00" }] }, special: [] }, "100101");
    expect(res.status).toBe(403);
    expect(await read()).toEqual(before);
  });
});
