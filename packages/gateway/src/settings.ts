import { type GatewayConfig, loadConfig } from './config.js';

let current: GatewayConfig | null = null;

/** The gateway's configuration, read from the environment once (tests may set it first). */
export function gatewayConfig(): GatewayConfig {
  current ??= loadConfig();
  return current;
}

export function setGatewayConfig(config: GatewayConfig): void {
  current = config;
}
