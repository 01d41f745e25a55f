import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Radio, Select, Textarea } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { UGC_RULES } from "#domain/user-activity";
import type { action, loader } from "./ugc.server";

export { action, loader } from "./ugc.server";

export const meta: MetaFunction = () => [{ title: "Bewertung schreiben – Mein Bereich" }];

const STAR_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: n === 1 ? "1 Stern" : `${n} Sterne` }));

/**
 * /ugc (spec §2: for all roles, independent of the account type): a person's
 * own content for the directory, a rating of a business they looked at
 * (POST /api/mws/call-ugc).
 */
export default function UgcPage() {
  const { entries, chosen } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-bold">Bewertung schreiben</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Teilen Sie Ihre Erfahrung mit einer Firma, deren Eintrag Sie sich angesehen haben. Ihre Bewertung erscheint mit Ihrem Anzeigenamen; Sie können sie
        unter „Meine Bewertungen“ jederzeit ändern oder löschen.
      </p>
      <div className="card mt-4 max-w-2xl">
        {entries.length ? (
          <RulesForm id="ugc-bewertung" rules={UGC_RULES} reply={reply} defaultValue={{ entry_id: chosen }} aria-labelledby="ugc-titel">
            <h2 id="ugc-titel" className="mb-3 text-lg font-semibold">
              Ihre Bewertung
            </h2>
            <Select
              name="entry_id"
              label="Firma"
              placeholder="Bitte wählen Sie eine Firma"
              options={entries.map((e) => ({ value: e.id, label: e.city ? `${e.name}, ${e.city}` : e.name }))}
            />
            <Radio name="stars" label="Sterne" options={STAR_OPTIONS} />
            <Textarea name="rating_text" label="Ihr Text" rows={5} counter hint="Was war gut, was weniger? Bitte sachlich und ohne persönliche Daten anderer." />
            <SubmitButton pending="Wird gespeichert …">Bewertung veröffentlichen</SubmitButton>
          </RulesForm>
        ) : (
          <p>
            Sie haben sich noch keinen Firmeneintrag angesehen. Suchen Sie eine Firma im Verzeichnis; danach können Sie sie hier bewerten.{" "}
            <Link className="link" to="/benutzer/bewertungen">
              Zu Ihren Bewertungen
            </Link>
          </p>
        )}
      </div>
    </>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
