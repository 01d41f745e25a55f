import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { FunnelPasswordForm, FunnelPersonForm } from "~/components/claiming/funnel-forms";
import { CheckMailboxCard, GoneCard, OutcomeCard } from "../../claiming+/__claiming";
import { linkFunnelLoader, linkRegisterAction } from "./__account-link.server";
import { CLAIM_PASSWORD_REFINE } from "#domain/claiming";
import { accountLinkPath, LINK_PASSWORD_RULES, LINK_PERSON_RULES } from "#domain/account-link";
import { titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("accountLink.register") }];

/**
 * spec §2 account-link registration: the page the sales mail's link leads to. Its
 * step comes from the funnel on the server (reload, back button, JavaScript off):
 * the person, then the password, then "confirm your address and log in"
 * (`?schritt=angaben` shows the person again to change it).
 */
export const loader = (args: LoaderFunctionArgs) => linkFunnelLoader(args, "open");
export const action = (args: ActionFunctionArgs) => linkRegisterAction(args);

export default function AccountLinkRegister() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const edit = useSearchParams()[0].get("schritt") === "angaben";
  if (!data.ok) return <GoneCard message={data.message} />;
  const view = edit || !data.person ? "person" : data.step === "registered" ? "registered" : "password";
  const loginHref = accountLinkPath("accountLink.login", data.ref);
  if (view === "registered") {
    return (
      <CheckMailboxCard
        company={data.company}
        email={data.person?.email}
        then="Danach melden Sie sich hier an: Dann ist das Unternehmen mit Ihrem Konto verknüpft."
        login={{ href: loginHref, label: "Adresse bestätigt: Anmelden und verknüpfen" }}
      />
    );
  }
  return (
    <OutcomeCard title="Unternehmen mit Ihrem Konto verknüpfen" company={data.company}>
      {view === "person" ? (
        <>
          <p className="mb-4 text-sm text-slate-700">
            Legen Sie ein Konto an, um dieses Unternehmen in Mein Bereich zu verwalten. Schritt 1 von 2: Ihre Angaben. Danach wählen Sie ein Passwort.
          </p>
          <FunnelPersonForm id="accountlink-person" rules={LINK_PERSON_RULES} reply={reply} funnelRef={data.ref} person={data.person} />
        </>
      ) : (
        <FunnelPasswordForm
          id="accountlink-password"
          rules={LINK_PASSWORD_RULES}
          refine={CLAIM_PASSWORD_REFINE}
          reply={reply}
          funnelRef={data.ref}
          intent="password"
          email={data.person?.email}
          changeHref={`${accountLinkPath("accountLink.register", data.ref)}&schritt=angaben`}
        />
      )}
      <p className="mt-6 text-sm">
        <Link className="link" to={loginHref}>
          Sie haben schon ein Konto? Anmelden
        </Link>
      </p>
    </OutcomeCard>
  );
}
