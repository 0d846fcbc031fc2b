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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'stopping');
    void app.close().then(() => process.exit(0));
  });
}
