import { createServer, type Server, Socket } from "node:net";

/**
 * A TCP proxy in front of a real service (PostgreSQL, Redis) that a test can cut: `refuse` closes
 * every connection at once (as a stopped service would), `blackhole` accepts connections and
 * never answers (as a hung service or a dropped network would), `pass` forwards again. Switching
 * mode ends the connections already open.
 */
export interface TcpProxy {
  port: number;
  mode(mode: "pass" | "refuse" | "blackhole"): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let current: "pass" | "refuse" | "blackhole" = "pass";
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    if (current === "refuse") {
      client.destroy();
      return;
    }
    if (current === "blackhole") {
      client.pause();
      return;
    }
    const upstream = new Socket();
    track(upstream);
    upstream.connect(target.port, target.host);
    client.pipe(upstream);
    upstream.pipe(client);
    upstream.on("close", () => client.destroy());
    client.on("close", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("proxy has no port");
  return {
    port: address.port,
    mode(mode) {
      current = mode;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
