import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { CompanyInput } from "~/components/forms/company-input";
import { CsrfInput } from "~/components/ui/csrf-input";

/**
 * The file field of an upload form (several files at once, works without
 * JavaScript): label, the hint of what it takes, the server's refusal at the
 * field, and the send button with its pending state. The form around it is the
 * page's (multipart, its hidden fields).
 */
export function FilesField({ id, label, accept, hint, error, busy, send }: { id: string; label: string; accept: string; hint: ReactNode; error: string | null; busy: boolean; send: string }) {
  return (
    <>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name="file"
        type="file"
        multiple
        accept={accept}
        className="block w-full text-sm"
        aria-describedby={`${id}-hinweis${error ? ` ${id}-fehler` : ""}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hinweis`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-fehler`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary mt-3" disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Wird hochgeladen …" : send}
      </button>
    </>
  );
}

export interface SentFile {
  id: string;
  fileName: string;
  /** the portal's address of the file (a download; `?inline=1` shows an image) */
  href: string;
  preview: boolean;
  /** what kind of file, in words; no column without */
  kind?: string;
  sizeText: string;
  sentAt: string;
}

/**
 * The files sent so far: a small preview of images, the name as a download,
 * size and date, and a delete button each (a POST with `intent=delete`, the
 * file's id and name, and the page's `hidden` fields).
 */
export function SentFilesTable({ caption, files, companyId, hidden, empty }: { caption: string; files: SentFile[]; companyId: string; hidden?: Record<string, string>; empty: string }) {
  if (!files.length) return <p className="mt-2 text-slate-700">{empty}</p>;
  const kinds = files.some((f) => f.kind);
  return (
    <div className="mt-2 overflow-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Datei</th>
            {kinds ? <th scope="col">Art</th> : null}
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
                  {f.preview ? <img src={`${f.href}?inline=1`} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded border border-slate-200 object-cover" /> : null}
                  <a href={f.href} className="link" download={f.fileName}>
                    {f.fileName}
                  </a>
                </span>
              </th>
              {kinds ? <td>{f.kind}</td> : null}
              <td>{f.sizeText}</td>
              <td>{f.sentAt}</td>
              <td>
                <Form method="post">
                  <CsrfInput />
                  <CompanyInput companyId={companyId} />
                  {Object.entries(hidden ?? {}).map(([name, value]) => (
                    <input key={name} type="hidden" name={name} value={value} />
                  ))}
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
  );
}
