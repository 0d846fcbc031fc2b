import { DEV_JWT_SECRET, type ServiceName, services } from '@fgss/contracts';

/** Gateway settings, all from the environment, with the local fake plant as default. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URL per service: FGSS_<SERVICE>_URL, else the fake plant's prefix for it. */
  serviceUrls: Record<ServiceName, string>;
  jwtSecret: string;
  upstreamTimeoutMs: number;
  /** Sign-in attempts per minute per client address. */
  signInPerMinute: number;
  /** Directory of the built web app, served at '/'. */
  webDist: string | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const plant = (env.FGSS_FAKE_PLANT_URL ?? `http://127.0.0.1:${env.FAKE_PLANT_PORT ?? 4000}`).replace(/\/$/, '');
  const serviceUrls = Object.fromEntries(
    services.map((s) => [s, (env[`FGSS_${s.toUpperCase()}_URL`] ?? `${plant}/${s}`).replace(/\/$/, '')]),
  ) as Record<ServiceName, string>;
  return {
    port: Number(env.GATEWAY_PORT ?? env.PORT ?? 3000),
    host: env.GATEWAY_HOST ?? '0.0.0.0',
    serviceUrls,
    jwtSecret: env.FGSS_JWT_SECRET ?? DEV_JWT_SECRET,
    upstreamTimeoutMs: Number(env.FGSS_UPSTREAM_TIMEOUT_MS ?? 10_000),
    signInPerMinute: Number(env.FGSS_SIGNIN_PER_MINUTE ?? 20),
    webDist: env.FGSS_WEB_DIST ?? null,
  };
}
