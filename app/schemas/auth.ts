import { z } from "zod";

/** Login form: one schema for the browser (conform) and the server. */
export const LoginSchema = z.object({
  login: z
    .string({ required_error: "Bitte geben Sie Ihre E-Mail-Adresse oder Ihren Benutzernamen ein." })
    .trim()
    .max(254, "Bitte geben Sie höchstens 254 Zeichen ein."),
  password: z.string({ required_error: "Bitte geben Sie Ihr Passwort ein." }).max(1024, "Das Passwort ist zu lang."),
});

/** Support-staff login: also names the company acted for. */
export const CucaLoginSchema = LoginSchema.extend({
  companyId: z
    .string({ required_error: "Bitte geben Sie die Firmen-ID des Kunden ein." })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, "Die Firmen-ID besteht aus Ziffern und Buchstaben."),
});
