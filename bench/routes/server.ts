/**
 * The bench's own HTTP endpoint (routes.ts), started by bench/lib/server.ts beside the store and pinned to
 * the same core: what the bench compares the store with stays out of the store's route tree.
 * Env: STORE_URL (the store), REACT_SPA_DIR (the built React store, bench/lib/react-spa.ts; optional),
 * PORT, HOSTNAME.
 */
import { createBenchRoutes } from './routes';

const store = process.env.STORE_URL;
if (!store) throw new Error('STORE_URL is not set');
const server = createBenchRoutes(store, process.env.REACT_SPA_DIR || undefined);
server.listen(Number(process.env.PORT ?? 0), process.env.HOSTNAME ?? '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
