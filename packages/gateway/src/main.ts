import { buildGateway } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildGateway(config);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'stopping');
    void app.close().then(() => process.exit(0));
  });
}
