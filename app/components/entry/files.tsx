import { Checkbox, Field, File } from "~/components/forms/fields";
import { useChosenImage } from "~/components/forms/chosen-image";
import type { EntryFile } from "#domain/entry";
import { entryDocumentPath, entryFormId, entryLogoPath, entryMediaPath } from "#domain/entry-tabs";
import { formatFileSize } from "#domain/uploads";
import { LOGO_SLOGAN_LABELS } from "#domain/entry-sections/logo-slogan";
import { mediaAltLabel } from "#domain/entry-sections/media";
import { formatDateTimeDe } from "#domain/format";
import { EntrySectionForm, type SectionProps } from "./section-form";

/**
 * With JavaScript, the chosen image shows before it is saved (a local object
 * URL, nothing uploaded yet); without, the saved logo shows after the save.
 */
function ChosenImagePreview({ inputId }: { inputId: string }) {
  const [url, broken] = useChosenImage(inputId);
  if (!url) return null;
  return (
    <figure className="mb-4" data-testid="logo-preview">
      {/* a file that only claims to be an image shows no broken picture; the save then says what is wrong */}
      <img src={url} alt="Vorschau des gewählten Logos" className="h-24 w-auto max-w-xs rounded border border-slate-200 object-contain" onError={broken} />
      <figcaption className="mt-1 text-sm text-slate-600">Vorschau – das Logo wird erst mit „Logo und Slogan speichern“ übernommen.</figcaption>
    </figure>
  );
}

/** Section "Logo und Slogan": the logo uploaded or as an address, the slogan with its counter. */
export function LogoSloganSection(props: SectionProps) {
  const logo = String(props.values.logo ?? "");
  const logoUrl = String(props.values.logoUrl ?? "");
  const l = LOGO_SLOGAN_LABELS;
  const labels = { logoFile: `${l.logoFile} (optional)`, removeLogo: l.removeLogo, slogan: `${l.slogan} (optional)`, logoUrl: `Oder: ${l.logoUrl} (optional)` };
  return (
    <EntrySectionForm section="logoSlogan" labels={labels} {...props}>
      <div className="mb-4">
        <p className="field-label">Ihr Logo</p>
        {logo ? (
          <img src={entryLogoPath(logo)} alt="Ihr hochgeladenes Logo" className="h-24 w-auto max-w-xs rounded border border-slate-200 object-contain" data-testid="stored-logo" />
        ) : logoUrl ? (
          // an address set as the logo is one: said, not shown (the portal loads no image from elsewhere)
          <p className="break-words text-sm text-slate-700" data-testid="logo-from-url">
            Ihr Logo wird von der Internetadresse unten geladen: {logoUrl}
          </p>
        ) : (
          <p className="text-sm text-slate-600">Sie haben noch kein Logo hinterlegt.</p>
        )}
      </div>
      <File name="logoFile" label={labels.logoFile} hint="Es ersetzt Ihr bisheriges Logo und eine Bildadresse, sobald Sie speichern." />
      <ChosenImagePreview inputId={`${entryFormId("logoSlogan")}-logoFile`} />
      {logo ? <Checkbox name="removeLogo" label={labels.removeLogo} /> : null}
      <Field name="logoUrl" label={labels.logoUrl} type="url" hint="Internetadresse eines Bildes im Format JPG, PNG oder GIF, z. B. https://www.ihre-firma.de/logo.png" />
      <Field name="slogan" label={labels.slogan} counter />
    </EntrySectionForm>
  );
}

/** Section "Dokumente": the PDFs with download and "Entfernen", and one to add. */
export function DocumentsSection(props: SectionProps) {
  const files = (props.values.files ?? []) as EntryFile[];
  const labels = { documentFile: "PDF-Dokument hinzufügen", removeDocument: "Dokument entfernen" };
  return (
    <EntrySectionForm section="documents" labels={labels} submitLabel="Dokument hinzufügen" {...props}>
      {files.length ? (
        <table className="mb-6 w-full text-left text-sm">
          <caption className="sr-only">Ihre Dokumente</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-4">Dokument</th>
              <th scope="col" className="py-2 pr-4">Größe</th>
              <th scope="col" className="hidden py-2 pr-4 sm:table-cell">Hochgeladen</th>
              <th scope="col" className="py-2"><span className="sr-only">Aktion</span></th>
            </tr>
          </thead>
          <tbody>
            {files.map((f) => (
              <tr key={f.id} className="border-b border-slate-200">
                <td className="break-words py-2 pr-4">
                  <a className="link" href={entryDocumentPath(f.id)} download={f.file_name}>
                    {f.file_name}
                  </a>
                </td>
                <td className="py-2 pr-4">{formatFileSize(f.size)}</td>
                <td className="hidden py-2 pr-4 sm:table-cell">{formatDateTimeDe(f.created_at)}</td>
                <td className="py-2 text-right">
                  <RemoveWithQuestion name="removeDocument" value={f.id} what={f.file_name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mb-4 text-slate-700">Sie haben noch keine Dokumente hinterlegt, zum Beispiel eine Preisliste oder einen Prospekt.</p>
      )}
      <File name="documentFile" label={labels.documentFile} hint="Zum Beispiel eine Preisliste oder ein Prospekt." />
    </EntrySectionForm>
  );
}

/**
 * Removing an image or a document asks first, like every destructive action of
 * the portal: "Entfernen" opens the question in place (a disclosure, so without
 * JavaScript too), and only its named button removes; closed again, nothing
 * happens. That button sends the section's form as before, so what is typed in
 * the form (the images' texts) goes with it and is kept.
 */
function RemoveWithQuestion({ name, value, what }: { name: string; value: string; what: string }) {
  return (
    <details className="inline-block text-left">
      <summary className="btn-secondary cursor-pointer">
        Entfernen<span className="sr-only"> ({what})</span>
      </summary>
      <div className="mt-2 max-w-xs rounded-md border border-red-300 bg-red-50 p-3 text-sm text-slate-900">
        <p>Möchten Sie {what} wirklich entfernen? Suchende sehen es dann nicht mehr in Ihrem Eintrag.</p>
        <button type="submit" name={name} value={value} className="btn-danger mt-2" formNoValidate>
          Ja, {what} entfernen
        </button>
      </div>
    </details>
  );
}

/** Section "Bilder": each image with its thumbnail, its text, "Nach oben", "Nach unten" and "Entfernen"; and one to add. */
export function MediaSection(props: SectionProps) {
  const items = (props.values.items ?? []) as { id: string; alt: string }[];
  const labels: Record<string, string> = { mediaFile: "Bild hinzufügen", newAlt: "Beschreibung des neuen Bildes" };
  items.forEach((item, i) => (labels[`items[${i}].alt`] = mediaAltLabel(i)));
  return (
    <EntrySectionForm section="media" labels={labels} {...props}>
      {items.length ? (
        <ol className="mb-6 space-y-4" aria-label="Ihre Bilder in ihrer Reihenfolge">
          {items.map((item, i) => (
            <li key={item.id} className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-start">
              <a href={entryMediaPath(item.id, "original")} className="shrink-0" target="_blank" rel="noopener">
                <img src={entryMediaPath(item.id)} alt={item.alt ? `${item.alt} (Bild ${i + 1}, öffnet in neuem Fenster)` : `Bild ${i + 1} (öffnet in neuem Fenster)`} className="h-24 w-32 rounded object-cover" loading="lazy" />
              </a>
              <div className="min-w-0 flex-1">
                <input type="hidden" name={`items[${i}].id`} value={item.id} />
                <Field name={`items[${i}].alt`} label={labels[`items[${i}].alt`]!} className="mb-2" />
                <div className="flex flex-wrap gap-2">
                  <button type="submit" name="move" value={`${item.id}:up`} className="btn-secondary" disabled={i === 0} aria-label={`Bild ${i + 1} nach oben`}>
                    Nach oben
                  </button>
                  <button type="submit" name="move" value={`${item.id}:down`} className="btn-secondary" disabled={i === items.length - 1} aria-label={`Bild ${i + 1} nach unten`}>
                    Nach unten
                  </button>
                  <RemoveWithQuestion name="removeMedia" value={item.id} what={`Bild ${i + 1}`} />
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mb-4 text-slate-700">Sie haben noch keine Bilder hinterlegt, zum Beispiel von Ihren Räumen, Ihrem Team oder Ihren Produkten.</p>
      )}
      <File name="mediaFile" label={labels.mediaFile!} hint="Es wird hinter den übrigen Bildern angefügt." />
      <Field name="newAlt" label={labels.newAlt!} hint="Pflicht, wenn Sie ein Bild hinzufügen: was das Bild zeigt, für Menschen, die es nicht sehen können, zum Beispiel „Verkaufstheke mit frischen Brötchen“." />
    </EntrySectionForm>
  );
}
