import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/components/layout/page-title";
import { CompanyInput } from "~/components/forms/company-input";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { CsrfInput } from "~/components/ui/csrf-input";
import { WEB_BANNER_UPLOAD_HINT } from "#domain/web-banners";
import type { action, loader } from "./dateiupload.server";

export { action, loader } from "./dateiupload.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("webBanner.upload", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

/**
 * Material for new web banners (spec §2 werbebanner/dateiupload): logos and
 * photos for the design team — several at once, checked by their content on
 * the server, works without JavaScript — and the images sent so far with a
 * preview, download and delete.
 */
export default function WebBannerUpload() {
  const { companyId, max, files } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const uploadError = answer && "upload" in answer ? answer.upload : null;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">Material für neue Werbebanner</h1>
      <section className="card mt-6" aria-labelledby="hochladen">
        <h2 id="hochladen" className="text-xl font-semibold">
          Bilder senden
        </h2>
        <p className="mt-2">
          Schicken Sie unserem Grafik-Team Ihr Logo und Fotos für Ihre nächsten Banner, am besten in hoher Auflösung. Das Team gestaltet daraus Entwürfe, die Sie in der Übersicht freigeben.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-4" aria-labelledby="hochladen">
          <CsrfInput />
          <CompanyInput companyId={companyId} />
          <input type="hidden" name="intent" value="upload" />
          <label htmlFor="bilder-auswahl" className="field-label">
            Bilder auswählen
          </label>
          <input
            id="bilder-auswahl"
            name="file"
            type="file"
            multiple
            accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
            className="block w-full text-sm"
            aria-describedby={`bilder-hinweis${uploadError ? " bilder-fehler" : ""}`}
            aria-invalid={uploadError ? true : undefined}
          />
          <p id="bilder-hinweis" className="mt-1 text-sm text-slate-600">
            {WEB_BANNER_UPLOAD_HINT} Insgesamt bewahren wir bis zu {max} Bilder auf.
          </p>
          {uploadError ? (
            <p id="bilder-fehler" role="alert" className="field-error">
              {uploadError}
            </p>
          ) : null}
          <button type="submit" className="btn-primary mt-3" disabled={uploading} aria-busy={uploading || undefined}>
            {uploading ? "Wird hochgeladen …" : "Bilder senden"}
          </button>
        </Form>
      </section>

      <section className="card mt-6">
        <h2 id="gesendet" className="text-xl font-semibold" tabIndex={-1}>
          Gesendete Bilder
        </h2>
        {files.length ? (
          <div className="mt-2 overflow-auto" role="region" aria-labelledby="gesendet-tabelle" tabIndex={0}>
            <table className="data-table">
              <caption id="gesendet-tabelle" className="sr-only">
                Gesendete Bilder
              </caption>
              <thead>
                <tr>
                  <th scope="col">Bild</th>
                  <th scope="col">Größe</th>
                  <th scope="col">Gesendet am</th>
                  <th scope="col">
                    <span className="sr-only">Aktionen</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {files.map((f) => (
                  <tr key={f.id}>
                    <th scope="row">
                      <span className="flex items-center gap-3">
                        <img src={`${f.href}?inline=1`} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded border border-slate-200 object-cover" />
                        <a href={f.href} className="link" download={f.fileName}>
                          {f.fileName}
                        </a>
                      </span>
                    </th>
                    <td>{f.sizeText}</td>
                    <td>{f.sentAt}</td>
                    <td>
                      <Form method="post">
                        <CsrfInput />
                        <CompanyInput companyId={companyId} />
                        <input type="hidden" name="id" value={f.id} />
                        <input type="hidden" name="name" value={f.fileName} />
                        <button type="submit" name="intent" value="delete" className="btn-secondary text-sm" aria-label={`${f.fileName} löschen`}>
                          Löschen
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-2 text-slate-700">Sie haben noch keine Bilder gesendet.</p>
        )}
      </section>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
