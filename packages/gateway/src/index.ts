export { buildGateway } from './app.js';
export { type GatewayConfig, loadConfig, serviceUrlsAt } from './config.js';
export type { GatewayErrorData, GatewayErrorShape } from './errors.js';
export type { AppRouter } from './router.js';
