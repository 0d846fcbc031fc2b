import { buildGateway } from './app.js';
import { type GatewayConfig, loadConfig } from './config.js';

let config: GatewayConfig;
try {
  config = loadConfig();
} catch (err) {
  process.stderr.write(`gateway failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
const app = await buildGateway(config);
await app.listen({ port: config.port, host: config.host });

// A stop refuses new requests (503) while those in flight finish, for at most the grace; then it exits 0.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal, graceMs: config.stopGraceMs }, 'stopping');
    if (await app.inFlight.drain(config.stopGraceMs)) await app.close();
    else app.log.warn('stop grace over: requests still in flight are cut off');
    process.exit(0);
  });
}
