import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { GoneCard, OutcomeCard } from "./__claiming";
import { otherownerLoader, requestAction } from "./__claim-request.server";
import { brandOf } from "#domain/brand";
import { ACCESS_REQUEST_RULES, REQUEST_TEXTS, REQUEST_WINDOW_DAYS } from "#domain/claim-requests";
import { formatDateDe } from "#domain/format";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.otherowner") }];

/**
 * spec §2 /claiming/otherowner: one of the redirect's outcomes (decision 073);
 * opening it changes nothing. A logged-in claimant may ask the verified owner
 * for access (item "competing claims", decision 090) and then sees the request's state.
 */
export const loader = (args: LoaderFunctionArgs) => otherownerLoader(args);
export const action = (args: ActionFunctionArgs) => requestAction(args);

export default function ClaimingOtherowner() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const contact = brandOf(useRouteLoaderData<{ brand?: string }>("root")?.brand).contactDetails;
  if (!data.ok) return <GoneCard message={data.message} />;
  const request = data.request;
  const mayAsk = !request || request.status === "lost" || request.status === "withdrawn" || (request.status === "refused" && !request.askAgainFrom);
  return (
    <OutcomeCard title="Dieser Eintrag hat bereits einen Inhaber" company={data.company} icon="problem">
      <p className="mb-3 text-slate-700">
        {data.company.name} wird bereits von einem bestätigten Inhaber verwaltet{data.ownerHint ? <> (<span className="font-mono">{data.ownerHint}</span>)</> : null}. Ein
        Eintrag hat immer nur einen Inhaber.
      </p>
      {data.claimExpiry ? (
        <p className="mb-3 text-slate-700">Die aktuelle Inhaberschaft ist bis zum {formatDateDe(data.claimExpiry)} bestätigt.</p>
      ) : null}
      {request?.status === "open" ? (
        <p className="mb-6 rounded-md border border-slate-200 p-3 text-slate-700" role="status">
          {REQUEST_TEXTS.open(formatDateDe(request.lastDay))}
        </p>
      ) : null}
      {request?.status === "refused" && request.askAgainFrom ? (
        <p className="mb-6 rounded-md bg-amber-50 p-3 text-amber-950" role="status">
          {REQUEST_TEXTS.refused(formatDateDe(request.askAgainFrom))} ({contact.phone})
        </p>
      ) : null}
      {mayAsk ? (
        <section aria-labelledby="request-heading" className="mb-6">
          <h2 id="request-heading" className="mb-2 font-semibold">
            Ist das Unternehmen Ihres, etwa nach einem Inhaberwechsel?
          </h2>
          <p className="mb-3 text-slate-700">
            Fragen Sie den Inhaber um Zugang: Wir schicken ihm Ihren Namen und Ihre E-Mail-Adresse (teilweise verdeckt). Er kann {REQUEST_WINDOW_DAYS} Tage
            lang zustimmen oder ablehnen. Antwortet er nicht, können Sie danach nachweisen, dass das Unternehmen Ihres ist, und den Eintrag übernehmen.
          </p>
          {data.loginPath ? (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
              Bitte{" "}
              <Link className="link" to={data.loginPath}>
                melden Sie sich zuerst an
              </Link>
              , um Zugang anzufragen.
            </p>
          ) : (
            <RulesForm id="claiming-request" rules={ACCESS_REQUEST_RULES} reply={reply} hidden={{ ref: data.ref }} validate="onSubmit">
              <SubmitButton pending="Anfrage wird verschickt …" className="w-full">
                Zugang beim Inhaber anfragen
              </SubmitButton>
            </RulesForm>
          )}
        </section>
      ) : null}
      <p className="mb-6 text-slate-700">Fragen beantwortet Ihnen unser Kundenservice unter {contact.phone}.</p>
    </OutcomeCard>
  );
}
