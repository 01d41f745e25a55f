/** A caller's request id is kept only when it looks like one; otherwise a fresh one. */
export function safeRequestId(header: string | null | undefined): string {
  return header && /^[A-Za-z0-9-]{8,64}$/.test(header) ? header : crypto.randomUUID();
}
