import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadOpenModal } from "./components/ui/modal";
import { holdEarlyEvents } from "./early-events";

holdEarlyEvents();

// Remix's own start, after the code of a modal that is open in the server's HTML (see
// loadOpenModal); when that code cannot be fetched, the page hydrates all the same
void loadOpenModal()
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    }),
  );
