import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { pageTitle } from "~/components/layout/page-title";
import { LOADER_TEXT } from "~/components/layout/page-loader";
import { CompanyInput } from "~/components/forms/company-input";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { CsrfInput } from "~/components/ui/csrf-input";

import { formatDateTimeDe } from "#domain/format";
import { pathTo } from "#domain/pages";
import { isPreviewable, UPLOAD_HINT } from "#domain/website-files";
import { WebsiteChoice } from "~/components/website/shared";
import { FilesField, SentFilesTable } from "~/components/product/sent-files";
import type { action, loader } from "./bearbeiten.server";

export { action, loader } from "./bearbeiten.server";
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("website.edit", matches) }];
export const shouldRevalidate = companySwitchRevalidates;

/** The keywords' form with its rules comes after the page has painted (it posts plainly before). */
const KeywordsForm = lazy(() => import("~/components/website/keywords-form"));

const TYPE_LABELS: Record<string, string> = { "image/jpeg": "Bild (JPG)", "image/png": "Bild (PNG)", "image/gif": "Bild (GIF)", "application/pdf": "PDF-Dokument", "text/plain": "Text" };

/**
 * Editing the website (spec §2 website/bearbeiten): texts, images and PDFs for
 * the website team — several at once, checked by their content on the server,
 * works without JavaScript — the files sent so far with a preview of images,
 * download and delete, and the keywords the website is optimised for.
 */
export default function WebsiteEdit() {
  const { companyId, websites, website, files, keywords } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const uploadError = answer && "upload" in answer ? answer.upload : null;
  const keywordsReply = answer && !("upload" in answer) ? answer : null;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">Website bearbeiten</h1>
      {!website || !keywords ? (
        <p className="card mt-6" role="status">
          Für Ihre Firma ist noch keine Website eingerichtet.
        </p>
      ) : (
        <>
          {websites.length > 1 ? <WebsiteChoice websites={websites} website={website.id} /> : null}

          <section className="card mt-6" aria-labelledby="dateien">
            <h2 id="dateien" className="text-xl font-semibold" tabIndex={-1}>
              Dateien für Ihr Website-Team
            </h2>
            <p className="mt-2">Schicken Sie uns Texte, Fotos und Dokumente für Ihre Website. Unser Website-Team baut sie ein und meldet sich bei Fragen.</p>
            <Form method="post" encType="multipart/form-data" className="mt-4" aria-labelledby="dateien">
              <CsrfInput />
              <CompanyInput companyId={companyId} />
              <input type="hidden" name="website" value={website.id} />
              <input type="hidden" name="intent" value="upload" />
              <FilesField
                id="dateien-auswahl"
                label="Dateien auswählen"
                accept=".jpg,.jpeg,.png,.gif,.pdf,.txt,image/jpeg,image/png,image/gif,application/pdf,text/plain"
                hint={UPLOAD_HINT}
                error={uploadError}
                busy={uploading}
                send="Dateien senden"
              />
            </Form>

            <h3 className="mt-8 text-lg font-semibold">Gesendete Dateien</h3>
            <SentFilesTable
              caption="Gesendete Dateien"
              files={files.map((f) => ({
                id: f.id,
                fileName: f.fileName,
                href: pathTo("website.file", { id: f.id }),
                preview: isPreviewable(f.contentType),
                kind: TYPE_LABELS[f.contentType] ?? f.contentType,
                sizeText: f.sizeText,
                sentAt: formatDateTimeDe(f.createdAt),
              }))}
              companyId={companyId}
              hidden={{ website: website.id }}
              empty="Sie haben noch keine Dateien gesendet."
            />
          </section>

          <section className="card mt-6" aria-labelledby="suchbegriffe-titel">
            <h2 id="suchbegriffe-titel" className="text-xl font-semibold">
              Suchbegriffe Ihrer Website
            </h2>
            <p className="mt-2">
              Unter diesen Begriffen soll Ihre Website gefunden werden. Zu {website.tierName} gehören bis zu {keywords.limit} Suchbegriffe.
            </p>
            <Suspense fallback={<p className="mt-4">{LOADER_TEXT}</p>}>
              <KeywordsForm reply={keywordsReply} companyId={companyId} website={website.id} keywords={keywords.keywords} limit={keywords.limit} version={keywords.version} />
            </Suspense>
          </section>
        </>
      )}
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
