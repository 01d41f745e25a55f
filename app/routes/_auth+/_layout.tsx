import { Outlet } from "@remix-run/react";
import { Footer } from "~/components/layout/footer";

/** Pages for visitors who are not logged in: no side menu. */
export default function AuthLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3">
          <span aria-hidden="true" className="grid h-9 w-9 place-items-center rounded-md bg-blue-800 font-bold text-white">
            MB
          </span>
          <span className="text-lg font-bold">Mein Bereich</span>
        </div>
      </header>
      <main id="inhalt" className="mx-auto w-full max-w-md flex-1 px-4 py-10">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
