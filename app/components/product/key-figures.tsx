import { CHANGE_ARROWS, CHANGE_WORDS, changeOf, changeText, type CompareMode } from "./date-range";

/**
 * A product page's key figures (docs/product-page.md): each with its change
 * against the range compared with, in words and with its sign ("+12 % gegenüber
 * dem Vorzeitraum"); the arrow is decoration, a screen reader hears "steigend" or
 * "fallend" instead. A range that holds today says that it is still running.
 */
export interface KeyFigure {
  key: string;
  label: string;
  value: number;
  /** the figure of the range compared with; null when it is not known */
  previous: number | null;
  /** what the figure counts, said under it */
  hint?: string;
  /** the value as shown, when it is not a count ("38 %", "2 Min. 35 Sek."); the change is still computed from `value` */
  display?: string;
  /** the change line in the figure's own words, where a percentage misleads (a position: smaller is better); the arrow is decoration */
  change?: { arrow: string; text: string };
}

const number = new Intl.NumberFormat("de-DE");

export const RUNNING_RANGE = "Zeitraum läuft noch";

/** One figure's change line. */
export function ChangeLine({ value, previous, compare }: { value: number; previous: number | null; compare: CompareMode }) {
  const change = changeOf(value, previous);
  const arrow = CHANGE_ARROWS[change.kind];
  const words = CHANGE_WORDS[change.kind];
  return (
    <>
      {arrow ? <span aria-hidden="true">{arrow} </span> : null}
      {words && change.kind !== "new" ? <span className="sr-only">{words}: </span> : null}
      {changeText(change, compare)}
    </>
  );
}

export function KeyFigures({
  figures,
  compare,
  running,
  labelledBy,
  extra,
}: {
  figures: KeyFigure[];
  compare: CompareMode;
  /** the range holds today */
  running: boolean;
  /** the id of the heading that names the range */
  labelledBy: string;
  /** a line more under a figure (e.g. a share of another) */
  extra?: (key: string) => string | null;
}) {
  return (
    <>
      {running ? (
        <p className="mt-2 text-sm font-semibold text-slate-700">{RUNNING_RANGE}.</p>
      ) : null}
      <dl className={`mt-4 grid gap-4 ${figures.length > 3 ? "sm:grid-cols-2 xl:grid-cols-4" : "sm:grid-cols-3"}`} aria-labelledby={labelledBy}>
        {figures.map((f) => (
          <div key={f.key} className="card p-4">
            <dt className="text-sm font-semibold text-slate-800">{f.label}</dt>
            <dd className="mt-1 text-2xl font-bold">{f.display ?? number.format(f.value)}</dd>
            <dd className="mt-1 text-sm font-semibold text-slate-800" data-testid={`vergleich-${f.key}`}>
              {f.change ? (
                <>
                  {f.change.arrow ? <span aria-hidden="true">{f.change.arrow} </span> : null}
                  {f.change.text}
                </>
              ) : (
                <ChangeLine value={f.value} previous={f.previous} compare={compare} />
              )}
            </dd>
            {f.hint ? (
              <dd className="mt-1 text-sm text-slate-700">
                {f.hint}
                {extra?.(f.key) ?? ""}.
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </>
  );
}
