import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Footer } from "~/components/layout/footer";
import { pathTo, titleOf } from "#domain/pages";

export const meta: MetaFunction = () => [{ title: titleOf("accessibility") }];
export const loader = () => null;

/** Accessibility statement (Barrierefreiheitsstärkungsgesetz, BFSG). */
export default function Accessibility() {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="inhalt" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        <h1 className="text-2xl font-bold">Erklärung zur Barrierefreiheit</h1>
        <div className="mt-4 space-y-4">
          <p>
            Wir möchten, dass alle Menschen Mein Bereich ohne Einschränkungen nutzen können. Diese Erklärung gilt für das
            Kundenportal Mein Bereich.
          </p>
          <h2 className="text-lg font-semibold">Stand der Vereinbarkeit</h2>
          <p>
            Das Portal wird nach den Web Content Accessibility Guidelines (WCAG) 2.1, Stufe AA, entwickelt und mit
            automatischen Prüfungen (axe) sowie Tastaturtests geprüft. Alle Funktionen sind auch ohne JavaScript nutzbar.
          </p>
          <h2 className="text-lg font-semibold">Barriere melden</h2>
          <p>
            Ist Ihnen eine Barriere aufgefallen? Schreiben Sie uns an{" "}
            <a className="link" href="mailto:barrierefreiheit@example.com">barrierefreiheit@example.com</a> oder rufen Sie
            uns unter <a className="link" href="tel:08001234567">0800 123 45 67</a> an. Wir antworten innerhalb von zwei Wochen.
          </p>
          <h2 className="text-lg font-semibold">Durchsetzungsverfahren</h2>
          <p>
            Erhalten Sie keine zufriedenstellende Antwort, können Sie sich an die zuständige Marktüberwachungsbehörde der
            Länder für die Barrierefreiheit von Produkten und Dienstleistungen wenden.
          </p>
        </div>
        <p className="mt-8">
          <Link to={pathTo("dashboard")} className="link">Zurück zu Mein Bereich</Link>
        </p>
      </main>
      <Footer />
    </div>
  );
}
