import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { portalTitle } from "~/components/layout/page-title";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { formatDateTimeDe } from "#domain/format";
import type { loader } from "./selbstauskunft.server";

export { loader } from "./selbstauskunft.server";
export const meta: MetaFunction = ({ matches }) => [{ title: portalTitle("Selbstauskunft", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

const DOWNLOAD = "/kunde/meineProdukte/eintrag/selbstauskunft/download";

function Row({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <>
      <dt className="font-medium">{label}</dt>
      <dd>{value === null || value === undefined || value === "" ? "–" : String(value)}</dd>
    </>
  );
}

/** What the provider stores about the company, and the file to download it (spec §2 eintrag/selbstauskunft). */
export default function SelfDisclosure() {
  const d = useLoaderData<typeof loader>();
  const a = d.account;
  const e = d.entry;
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Selbstauskunft</h1>
      <p className="mt-2">
        Hier sehen Sie, welche Daten wir zu Ihrer Firma speichern. Sie können alles als Datei herunterladen, zum Beispiel für Ihre Unterlagen oder um die
        Daten an anderer Stelle weiterzuverwenden.
      </p>
      <p className="mt-4">
        <a className="btn-primary" href={DOWNLOAD} download>
          Selbstauskunft herunterladen (JSON)
        </a>
      </p>
      <p className="mt-2 text-sm text-slate-600">Stand: {formatDateTimeDe(d.generated_at)}</p>

      <section aria-labelledby="sa-firma" className="card mt-6">
        <h2 id="sa-firma" className="text-xl font-semibold">
          Firmenstammdaten
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <Row label="Firmen-ID" value={a.company_id} />
          <Row label="Name" value={a.company_name} />
          <Row label="Anschrift" value={[a.street, [a.zip_code, a.city].filter(Boolean).join(" ")].filter(Boolean).join(", ")} />
          <Row label="Telefon" value={a.phone} />
          <Row label="Inhaberschaft bestätigt" value={a.claimed_by === "OWNER" ? `ja, zuletzt am ${a.claimed_last_update ?? "–"}` : "nein"} />
        </dl>
      </section>

      <section aria-labelledby="sa-eintrag" className="card mt-6">
        <h2 id="sa-eintrag" className="text-xl font-semibold">
          Eintrag im Verzeichnis
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <Row label="Firmenname" value={e.company_name} />
          <Row label="Straße und Hausnummer" value={e.ShippingStreet} />
          <Row label="Postleitzahl und Ort" value={[e.ShippingPostalCode, e.ShippingCity].filter(Boolean).join(" ")} />
          <Row label="Telefon" value={e.Phone} />
          <Row label="Mobil" value={e.MobilePhone} />
          <Row label="Fax" value={e.Fax} />
          <Row label="E-Mail" value={e.Email} />
          <Row label="Slogan" value={e.slogan} />
          <Row label="Rechtsform" value={e.LegalForm} />
          <Row label="Gründungsjahr" value={e.FoundingYear} />
          <Row label="Registergericht und -nummer" value={[e.RegisterCourt, e.RegisterNumber].filter(Boolean).join(", ")} />
          <Row label="Umsatzsteuer-ID" value={e.VatId} />
          <Row label="Dokumente" value={e.documents.length} />
          <Row label="Bilder" value={e.media.length} />
          <Row label="Zuletzt geändert" value={formatDateTimeDe(e.updated_at)} />
        </dl>
      </section>

      <section aria-labelledby="sa-personen" className="card mt-6">
        <h2 id="sa-personen" className="text-xl font-semibold">
          Ansprechpartner und Zugänge
        </h2>
        <h3 className="mt-3 font-semibold">Ansprechpartner ({a.contact_persons.length})</h3>
        <ul className="mt-1 list-disc pl-5">
          {a.contact_persons.map((p) => (
            <li key={p.id}>{[p.salutation, p.first_name, p.last_name].filter(Boolean).join(" ")}{p.position ? `, ${p.position}` : ""}</li>
          ))}
        </ul>
        <h3 className="mt-3 font-semibold">Benutzer mit Zugang zu dieser Firma ({d.users.length})</h3>
        <ul className="mt-1 list-disc pl-5">
          {d.users.map((u) => (
            <li key={u.email}>
              {u.username} ({u.email}){u.last_login ? `, zuletzt angemeldet ${formatDateTimeDe(u.last_login)}` : ""}
            </li>
          ))}
        </ul>
        <h3 className="mt-3 font-semibold">Gebuchte Produkte ({a.products.length})</h3>
        <h3 className="mt-3 font-semibold">Zugriffe des Kundenservices in den letzten zwölf Monaten</h3>
        <p className="mt-1">{d.support_writes.length === 0 ? "Keine." : `${d.support_writes.length} Änderungen; die Datei nennt jede mit Zeitpunkt.`}</p>
      </section>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
