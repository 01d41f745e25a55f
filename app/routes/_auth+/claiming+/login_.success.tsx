import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Field, Radio } from "~/components/forms/fields";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { GoneCard, OutcomeCard } from "./__claiming";
import { funnelLoader, verificationAction } from "./__claiming.server";
import {
  LETTER_CODE_DAYS,
  LETTER_CODE_LENGTH,
  LETTER_CODE_MAX_WRONG,
  LETTER_CODE_RULES,
  VERIFICATION_METHODS,
  VERIFICATION_START_REFINE,
  VERIFICATION_START_RULES,
} from "#domain/claiming";
import { formatDateDe } from "#domain/format";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.loginSuccess") }];

/**
 * spec §2 /claiming/login/success (for all roles): logged in, the entry still
 * free; the claimant proves the business is theirs (decisions 074, 075) before
 * it is linked. Any other state of the entry goes to its page.
 */
export const loader = (args: LoaderFunctionArgs) => funnelLoader(args, ["start"]);
export const action = (args: ActionFunctionArgs) => verificationAction(args);

export default function ClaimingLoginSuccess() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!data.ok) return <GoneCard message={data.message} />;
  const claim = data.verification?.claim ?? null;
  const domain = data.verification?.domain ?? null;
  return (
    <OutcomeCard title="Inhaberschaft nachweisen" company={data.company} icon="done">
      <p className="mb-4 text-slate-700">
        Sie sind angemeldet. Damit niemand fremde Einträge übernimmt, weisen Sie bitte nach, dass das Unternehmen Ihres ist. Erst danach gehört der
        Eintrag zu Ihrem Konto.
      </p>
      {claim?.method === "letter" ? (
        <section aria-labelledby="code-heading" className="mb-6 rounded-md border border-slate-200 p-3">
          <h2 id="code-heading" className="mb-2 font-semibold">
            Code aus dem Brief eingeben
          </h2>
          <p className="mb-3 text-sm text-slate-700">
            Wir haben einen Brief an die Adresse des Eintrags geschickt; er kommt in wenigen Werktagen an. Der Code hat {LETTER_CODE_LENGTH} Zeichen
            und gilt bis zum {formatDateDe(claim.expiresAt)}. Noch {claim.triesLeft} von {LETTER_CODE_MAX_WRONG} Versuchen.
          </p>
          <RulesForm id="claiming-code" rules={LETTER_CODE_RULES} reply={reply} intent={{ value: "code" }} hidden={{ ref: data.ref }} validate="onSubmit">
            <Field name="code" label="Code" autoComplete="one-time-code" />
            <SubmitButton pending="Code wird geprüft …" className="w-full">
              Code prüfen und Eintrag übernehmen
            </SubmitButton>
          </RulesForm>
        </section>
      ) : null}
      {claim?.method === "domain" ? (
        <p className="mb-6 rounded-md border border-slate-200 p-3 text-slate-700" role="status">
          Wir haben einen Link an <strong className="break-all">{claim.address}</strong> geschickt. Öffnen Sie ihn in diesem Browser, um die
          Übernahme abzuschließen.
        </p>
      ) : null}
      <section aria-labelledby="way-heading">
        <h2 id="way-heading" className="mb-2 font-semibold">
          {claim ? "Anderen Nachweis wählen oder neu anfordern" : "Wie möchten Sie nachweisen, dass das Unternehmen Ihres ist?"}
        </h2>
        <RulesForm
          id="claiming-verification"
          rules={VERIFICATION_START_RULES}
          refine={VERIFICATION_START_REFINE}
          reply={reply}
          hidden={{ ref: data.ref }}
          validate="onSubmit"
          defaultValue={{ method: domain ? undefined : "letter" }}
        >
          <Radio
            name="method"
            label="Nachweis"
            options={[
              { value: "letter", label: `${VERIFICATION_METHODS.letter} (Code gilt ${LETTER_CODE_DAYS} Tage)` },
              ...(domain ? [{ value: "domain", label: `${VERIFICATION_METHODS.domain} (@${domain})` }] : []),
            ]}
          />
          {domain ? (
            <Field name="localPart" label={`Adresse vor @${domain} (nur beim Link per E-Mail)`} hint="Zum Beispiel info oder kontakt." autoComplete="off" />
          ) : null}
          <SubmitButton pending="Wird angefordert …" className="w-full">
            Nachweis anfordern
          </SubmitButton>
        </RulesForm>
      </section>
    </OutcomeCard>
  );
}
