import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { smtpSettings } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { SecretUnreadableError } from "./secret-box.ts";
import { sendTestEmail } from "./send-test-email.ts";
import {
  deleteSmtpSettings,
  getSmtpSettingsForDisplay,
  loadSmtpSettings,
  type SmtpSettingsInput,
  saveSmtpSettings,
} from "./smtp-settings.ts";
import { type SmtpSink, startSmtpSink } from "./testing/smtp-sink.ts";

const KEY = randomBytes(32);
/** The admin who makes the changes (audited). */
const ADMIN_ID = randomUUID();
const PASSWORD = "h0liday-H0mes!";
const ctx = { secretsKey: KEY, appDomain: "vayvista.test" };

describe.each(testBackends())("SMTP settings on $name", (backend) => {
  let handle: DatabaseHandle;
  let sink: SmtpSink;
  let form: SmtpSettingsInput;

  beforeAll(async () => {
    handle = await backend.open();
    sink = await startSmtpSink();
    form = {
      host: "127.0.0.1",
      port: String(sink.port),
      security: "none",
      username: "mailer@vayvista.test",
      password: PASSWORD,
      fromAddress: "hallo@vayvista.test",
      fromName: "VayVista",
    };
  });
  afterAll(async () => {
    await sink.close();
    await handle.close();
  });

  it("is not configured on a fresh database, and a test email says so", async () => {
    expect(await getSmtpSettingsForDisplay(handle.db)).toBeNull();
    expect(await sendTestEmail(handle.db, { actorId: ADMIN_ID, to: "admin@example.com", lang: "nl" }, ctx)).toEqual({
      ok: false,
      reason: "not-configured",
    });
  });

  it("stores the password encrypted and never shows it", async () => {
    expect(await saveSmtpSettings(handle.db, form, KEY, ADMIN_ID)).toEqual({ ok: true });

    const [stored] = await handle.db.select().from(smtpSettings);
    expect(stored?.passwordEncrypted).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);

    const display = await getSmtpSettingsForDisplay(handle.db);
    expect(display).toMatchObject({ host: "127.0.0.1", port: sink.port, username: "mailer@vayvista.test" });
    expect(display?.hasPassword).toBe(true);
    expect(JSON.stringify(display)).not.toContain(PASSWORD);
    expect(display).not.toHaveProperty("password");
    expect(display).not.toHaveProperty("passwordEncrypted");

    expect((await loadSmtpSettings(handle.db, KEY))?.password).toBe(PASSWORD);
    await expect(loadSmtpSettings(handle.db, randomBytes(32))).rejects.toThrow(SecretUnreadableError);
  });

  it("keeps the stored password when the field is left empty, and drops it without a username", async () => {
    expect(
      await saveSmtpSettings(handle.db, { ...form, password: "", fromName: "VayVista Support" }, KEY, ADMIN_ID),
    ).toEqual({
      ok: true,
    });
    expect(await loadSmtpSettings(handle.db, KEY)).toMatchObject({ password: PASSWORD, fromName: "VayVista Support" });

    await saveSmtpSettings(handle.db, { ...form, username: "", password: "" }, KEY, ADMIN_ID);
    expect(await getSmtpSettingsForDisplay(handle.db)).toMatchObject({ username: null, hasPassword: false });
    await saveSmtpSettings(handle.db, form, KEY, ADMIN_ID);
  });

  it("refuses invalid settings field by field and keeps the old ones", async () => {
    const result = await saveSmtpSettings(
      handle.db,
      { ...form, host: "", port: "99999", fromAddress: "not-an-address", fromName: "Evil\r\nBcc: x@y.z" },
      KEY,
      ADMIN_ID,
    );
    expect(result).toEqual({
      ok: false,
      errors: { host: "required", port: "invalid", fromAddress: "invalid", fromName: "invalid" },
    });
    expect(await getSmtpSettingsForDisplay(handle.db)).toMatchObject({ host: "127.0.0.1", fromName: "VayVista" });
    // A NUL reached the database before (a 500): now the field's own problem.
    expect(await saveSmtpSettings(handle.db, { ...form, username: "mailer\u0000" }, KEY, ADMIN_ID)).toEqual({
      ok: false,
      errors: { username: "invalid" },
    });
  });

  it("sends a test email right away, logged in with the stored password", async () => {
    const result = await sendTestEmail(handle.db, { actorId: ADMIN_ID, to: "admin@example.com", lang: "en" }, ctx);
    expect(result).toMatchObject({ ok: true });
    const mail = await sink.waitFor((m) => m.envelopeTo.includes("admin@example.com"));
    expect(mail.subject).toBe("Test message from VayVista");
    expect(mail.authUser).toBe("mailer@vayvista.test");
    if (result.ok) expect(mail.messageId).toBe(result.messageId);
  });

  it("tries unsaved settings and reports the server's error", async () => {
    sink.failNext(1, 554, "5.7.1 Relay access denied");
    const result = await sendTestEmail(
      handle.db,
      { actorId: ADMIN_ID, to: "admin@example.com", lang: "nl", settings: { ...form, password: "" } },
      ctx,
    );
    expect(result).toEqual({ ok: false, reason: "smtp", error: expect.stringMatching(/554.*Relay access denied/) });

    const unreachable = await sendTestEmail(
      handle.db,
      { actorId: ADMIN_ID, to: "admin@example.com", lang: "nl", settings: { ...form, port: 1 } },
      ctx,
    );
    expect(unreachable).toEqual({ ok: false, reason: "smtp", error: expect.stringMatching(/ECONNREFUSED/) });
    expect(await sendTestEmail(handle.db, { actorId: ADMIN_ID, to: "nobody", lang: "nl" }, ctx)).toEqual({
      ok: false,
      reason: "invalid-recipient",
    });
  });

  it("can be removed again", async () => {
    await deleteSmtpSettings(handle.db);
    expect(await getSmtpSettingsForDisplay(handle.db)).toBeNull();
  });
});
