import net from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'blackhole';

/**
 * A TCP proxy between the app and PostgreSQL, so a test can take "the database" away without touching
 * the shared server: `refuse` closes the listener and cuts every open connection (a stopped server),
 * `blackhole` accepts connections and never answers (a network that swallows packets), `forward` restores.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private mode: ProxyMode = 'forward';
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Listens on 127.0.0.1 (a free port the first time, the same port after a refusal). */
  private listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      const server = net.createServer((socket) => this.accept(socket));
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        if (address && typeof address === 'object') this.port = address.port;
        this.server = server;
        resolve();
      });
    });
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  private accept(client: net.Socket): void {
    this.track(client);
    client.on('error', () => client.destroy());
    if (this.mode === 'refuse') return void client.destroy(); // accepted just before the listener closed
    if (this.mode === 'blackhole') return; // hold the connection, never pass a byte
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }

  async start(): Promise<number> {
    await this.listen();
    return this.port;
  }

  /** Cuts every open connection (both directions). */
  private cutAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private closeListener(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  async setMode(mode: ProxyMode): Promise<void> {
    this.mode = mode;
    this.cutAll();
    if (mode === 'refuse') await this.closeListener();
    else if (!this.server) await this.listen();
  }

  get currentMode(): ProxyMode {
    return this.mode;
  }

  async close(): Promise<void> {
    this.cutAll();
    await this.closeListener();
  }
}
