import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountCard } from "~/components/account/account-card";
import { RulesForm, SubmitButton } from "~/components/forms/form";
import { ClaimCompany } from "./__claiming";
import { decisionAction, ownerRequestLoader } from "./__claim-request.server";
import { REQUEST_DECISION_RULES } from "#domain/claim-requests";
import { formatDateDe, formatDateTimeDe } from "#domain/format";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("claiming.request") }];

/**
 * The owner's answer to a request for access (item "competing claims", decision
 * 090), reached from the mail's link after logging in: opening it changes
 * nothing; "Zustimmen" hands the entry over at once, "Ablehnen" keeps it. A
 * spent, expired or unknown link, or another account, gets a German page instead.
 */
export const loader = (args: LoaderFunctionArgs) => ownerRequestLoader(args);
export const action = (args: ActionFunctionArgs) => decisionAction(args);

export default function ClaimingRequest() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!data.ok) {
    return (
      <AccountCard title="Diese Anfrage ist nicht mehr offen" icon="problem">
        <p className="text-slate-700">{data.message}</p>
        <p className="mt-4 text-sm">
          <Link className="link" to={pathTo("dashboard")}>
            Zu Mein Bereich
          </Link>
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Anfrage zu Ihrem Eintrag">
      <ClaimCompany company={data.company} />
      <p className="mb-3 text-slate-700">
        <strong>{data.claimant.name}</strong> (<span className="font-mono">{data.claimant.contact}</span>) hat am {formatDateTimeDe(data.requestedAt)}{" "}
        angefragt, den Eintrag von {data.company.name} zu übernehmen.
      </p>
      <ul className="mb-4 list-disc space-y-1 pl-6 text-slate-700">
        <li>Stimmen Sie zu, gehört der Eintrag sofort der anfragenden Person und wird aus Ihrem Konto entfernt.</li>
        <li>Lehnen Sie ab, bleibt der Eintrag bei Ihnen; die Person wird informiert.</li>
        <li>
          Antworten Sie nicht bis einschließlich {formatDateDe(data.lastDay)}, kann die Person nachweisen, dass das Unternehmen ihres ist, und den Eintrag
          übernehmen.
        </li>
      </ul>
      <RulesForm id="claiming-request-decision" rules={REQUEST_DECISION_RULES} reply={reply} hidden={{ token: data.token }} validate="onSubmit">
        <div className="flex flex-col gap-3 sm:flex-row">
          {/* the safe answer first */}
          <SubmitButton name="decision" value="refuse" pending="Wird abgelehnt …" className="w-full sm:w-auto">
            Ablehnen, Eintrag behalten
          </SubmitButton>
          <SubmitButton name="decision" value="agree" variant="danger" pending="Eintrag wird übergeben …" className="w-full sm:w-auto">
            Zustimmen und Eintrag übergeben
          </SubmitButton>
        </div>
      </RulesForm>
    </AccountCard>
  );
}
