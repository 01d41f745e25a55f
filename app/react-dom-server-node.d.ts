// Types of react-dom's Node renderer (react-dom/server.node), which @types/react-dom
// declares only as part of "react-dom/server": app/entry.server.tsx uses it in workerd.
declare module "react-dom/server.node" {
  import type { ReactNode } from "react";

  /** What React writes the document into: the part of a Node Writable it uses. */
  export interface Destination {
    write(chunk: Uint8Array): boolean;
    end(): void;
    destroy(error?: unknown): void;
    on(event: string, listener: (...args: unknown[]) => void): unknown;
  }

  export interface RenderToPipeableStreamOptions {
    nonce?: string;
    onShellReady?: () => void;
    onShellError?: (error: unknown) => void;
    onAllReady?: () => void;
    onError?: (error: unknown) => string | void;
  }

  export function renderToPipeableStream(
    children: ReactNode,
    options?: RenderToPipeableStreamOptions,
  ): { pipe(destination: Destination): Destination; abort(reason?: unknown): void };
}
