// How every local fake (scripts/fakes/index.mjs) listens: on the port given (0: one the
// OS picks), its origin and a close() that also ends connections still open (a request
// a fake never answers, on purpose). `unref`: the fake does not keep the process alive.

/**
 * @param {import("node:http").Server} server
 * @param {{ port?: number, host?: string, unref?: boolean }} [opts]
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function listenFake(server, { port = 0, host = "127.0.0.1", unref = false } = {}) {
  const sockets = new Set();
  server.on("connection", (s) => {
    sockets.add(s);
    if (unref) s.unref();
    s.on("close", () => sockets.delete(s));
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      if (unref) server.unref();
      const address = server.address();
      resolve({
        origin: `http://${host}:${typeof address === "object" && address ? address.port : port}`,
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
