import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, login, seedDemoData, send, tokensFor } from "./helpers";

let tokens: Record<"kunde@example.com" | "einzel@example.com", string>;
beforeAll(async () => {
  await seedDemoData();
  tokens = await tokensFor("kunde@example.com", "einzel@example.com");
});

const CODE = "WILLKOMMEN-2026";
const user = (token?: string) => client({ token }).user;
const menuOf = (token: string, accountId?: string) => send(client({ token }).navigation["menu-items"].$get({ query: accountId ? { accountId } : {} }));

interface UserNotificationRow {
  user_id: number;
  code: string;
  recorded_at: string;
  read_at: string | null;
}
const userNotificationRows = async (userId: number) =>
  (
    await env.DB.prepare("SELECT user_id, code, recorded_at, read_at FROM user_notifications WHERE user_id = ?")
      .bind(userId)
      .all<UserNotificationRow>()
  ).results;

describe("POST /api/user/getUserNotificationModalContent (spec §7 user notification modal)", () => {
  it("answers the notification's headline, multi-line text, button text and link", async () => {
    const token = tokens["kunde@example.com"];
    const res = await send(user(token).getUserNotificationModalContent.$post({ json: { userNotification: CODE } }));
    expect(res.status).toBe(200);
    const n = res.json.data.notification;
    expect(n.headline).toBe("Willkommen im neuen Mein Bereich");
    expect(n.text).toContain("\n");
    expect(n.button_text).toBe("Zum Benutzerbereich");
    expect(n.button_link).toBe("/benutzer");
  });

  it("answers an unknown code with 404 and errors", async () => {
    const token = tokens["kunde@example.com"];
    const res = await send(user(token).getUserNotificationModalContent.$post({ json: { userNotification: "GIBT-ES-NICHT" } }));
    expect(res.status).toBe(404);
    expect(res.json.errors[0]?.code).toBe("NOT_FOUND");
    expect(res.json.errors[0]?.message).toEqual(expect.any(String));
    expect(res.json.data).toBeUndefined();
  });

  it("answers an empty body with 422 naming the field", async () => {
    const token = tokens["kunde@example.com"];
    const res = await send(user(token).getUserNotificationModalContent.$post({ json: {} }));
    expect(res.status).toBe(422);
    expect(res.json.errors[0]?.code).toBe("VALIDATION");
    expect(res.json.errors[0]?.field).toBe("userNotification");
  });

  it("answers an empty code with 422 and a German message", async () => {
    const token = tokens["kunde@example.com"];
    const res = await send(user(token).getUserNotificationModalContent.$post({ json: { userNotification: "  " } }));
    expect(res.status).toBe(422);
    expect(res.json.errors[0]?.message).toBe("Es wurde keine Benachrichtigung angegeben.");
  });

  it("needs a session", async () => {
    const res = await send(user().getUserNotificationModalContent.$post({ json: { userNotification: CODE } }));
    expect(res.status).toBe(401);
  });
});

describe("POST /api/user/readUserNotification", () => {
  it("marks the notification read: menu-items then shows user_notification_code null", async () => {
    const token = tokens["kunde@example.com"];
    const before = await menuOf(token, "100101");
    expect(before.json.data.user.user_notification_code).toBe(CODE);

    const res = await send(user(token).readUserNotification.$post({ json: { userNotification: CODE } }));
    expect(res.status).toBe(200);

    const after = await menuOf(token, "100101");
    expect(after.json.data.user.user_notification_code).toBeNull();
    const rows = await userNotificationRows(1001);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ code: CODE });
    expect(rows[0]!.read_at).not.toBeNull();
    // a new login sees it read as well
    const again = await login("kunde@example.com");
    const menu = await menuOf(again.token);
    expect(menu.json.data.user.user_notification_code).toBeNull();
  });

  it("refuses an empty body with 422", async () => {
    const token = tokens["kunde@example.com"];
    const res = await send(user(token).readUserNotification.$post({ json: {} }));
    expect(res.status).toBe(422);
    const menu = await menuOf(token);
    expect(menu.json.data.user.user_notification_code).toBe(CODE);
  });
});

describe("POST /api/user/addUserNotification", () => {
  it("refuses an unknown code with 404 and records nothing", async () => {
    const token = tokens["einzel@example.com"];
    const res = await send(user(token).addUserNotification.$post({ json: { userNotification: "GIBT-ES-NICHT" } }));
    expect(res.status).toBe(404);
    expect(res.json.errors[0]?.code).toBe("NOT_FOUND");
    expect(await userNotificationRows(1002)).toEqual([]);
  });

  it("records a known code for the calling user", async () => {
    const token = tokens["einzel@example.com"];
    const res = await send(user(token).addUserNotification.$post({ json: { userNotification: CODE } }));
    expect(res.status).toBe(200);
    const rows = await userNotificationRows(1002);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: 1002, code: CODE, read_at: null });
    expect(Number.isNaN(Date.parse(rows[0]!.recorded_at))).toBe(false);
    // nobody else got it
    expect(await userNotificationRows(1001)).toEqual([]);
    // recording it twice keeps one row
    expect((await send(user(token).addUserNotification.$post({ json: { userNotification: CODE } }))).status).toBe(200);
    expect(await userNotificationRows(1002)).toHaveLength(1);
  });
});
