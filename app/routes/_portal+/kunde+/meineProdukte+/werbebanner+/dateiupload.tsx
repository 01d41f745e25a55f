import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/components/layout/page-title";
import { CompanyInput } from "~/components/forms/company-input";
import { companySwitchRevalidates } from "~/components/forms/revalidate";
import { CsrfInput } from "~/components/ui/csrf-input";
import { FilesField, SentFilesTable } from "~/components/product/sent-files";
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
          <FilesField
            id="bilder-auswahl"
            label="Bilder auswählen"
            accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
            hint={`${WEB_BANNER_UPLOAD_HINT} Insgesamt bewahren wir bis zu ${max} Bilder auf.`}
            error={uploadError}
            busy={uploading}
            send="Bilder senden"
          />
        </Form>
      </section>

      <section className="card mt-6">
        <h2 id="gesendet" className="text-xl font-semibold" tabIndex={-1}>
          Gesendete Bilder
        </h2>
        <SentFilesTable caption="Gesendete Bilder" files={files} companyId={companyId} empty="Sie haben noch keine Bilder gesendet." />
      </section>
    </div>
  );
}

/** Errors of this page show inside the portal layout. */
export { PortalErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
