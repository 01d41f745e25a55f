import { Form } from "@remix-run/react";

export interface WebsiteOption {
  id: string;
  url: string;
  tierName: string;
  /** why it cannot be chosen here, e.g. "keine Statistik" */
  unavailable?: string;
}

/**
 * Which of the company's websites a website page shows (spec §2 website/…): a GET
 * form with `?website=`, so it works without JavaScript and the choice is in the
 * address. `keep` goes along unchanged (a statistics page's range).
 */
export function WebsiteChoice({ websites, website, keep = {}, className = "" }: { websites: WebsiteOption[]; website: string | null; keep?: Record<string, string>; className?: string }) {
  return (
    <Form method="get" className={`mt-6 flex flex-wrap items-end gap-4 ${className}`} aria-label="Website wählen">
      <div>
        <label htmlFor="website-wahl" className="field-label">
          Website
        </label>
        <select id="website-wahl" name="website" defaultValue={website ?? undefined} className="field-input" key={website}>
          {websites.map((w) => (
            <option key={w.id} value={w.id} disabled={Boolean(w.unavailable)}>
              {w.url} ({w.tierName}){w.unavailable ? ` – ${w.unavailable}` : ""}
            </option>
          ))}
        </select>
      </div>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn-secondary">
        Website anzeigen
      </button>
    </Form>
  );
}
