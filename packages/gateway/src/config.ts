import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  jwtSecretFrom,
  metricsTokenFrom,
  type ServiceName,
  SettingsCheck,
  services,
  stopGraceMs,
} from '@fgss/contracts';

/** Gateway settings, all from the environment, with the local fake plant as default. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URL per service: FGSS_<SERVICE>_URL, else the fake plant's prefix for it. */
  serviceUrls: Record<ServiceName, string>;
  jwtSecret: string;
  /** Upper bound of one upstream call, connect to last byte; past it the caller gets a 504. */
  upstreamTimeoutMs: number;
  /** Sign-in, reset and change attempts per minute per client address. */
  signInPerMinute: number;
  /** The same attempts per minute per username. */
  signInPerUserPerMinute: number;
  /** Rows one request may ask for over all its list calls ('all' and a missing take count 100,000). */
  maxRowsPerRequest: number;
  /** What one user's tRPC replies may weigh: MB a second once over a first burst (exports and files not counted). */
  replyMbPerSecond: number;
  replyBurstMb: number;
  /** Exports and service files one user may have running at once on an instance. */
  exportsPerUser: number;
  /** Print Center event streams one user, and this whole instance, may hold open at once. */
  streamsPerUser: number;
  streamsPerInstance: number;
  /** Redis shared by the gateway instances for the sign-in counters; null counts in memory. */
  redisUrl: string | null;
  /** Served behind TLS: send Strict-Transport-Security. */
  hsts: boolean;
  /** How long a verified token is trusted before the service is asked whether it was revoked (at most 60 s). */
  sessionRecheckMs: number;
  /** Directory of the built web app, served at '/'; null serves no web app. */
  webDist: string | null;
  /** Take the client address from X-Forwarded-For (only behind a trusted load balancer). */
  trustProxy: boolean;
  logLevel: string;
  /** Bearer token a scraper must send to read /metrics; null leaves /metrics open. */
  /** /metrics: the scraper's bearer token, null open (development), false off (production without one). */
  metricsToken: string | null | false;
  /** On SIGTERM, how long requests in flight (exports too) may take to finish before the process exits. */
  stopGraceMs: number;
}

/** Every service under its own prefix of one base URL, as the fake plant serves them. */
export function serviceUrlsAt(baseUrl: string): Record<ServiceName, string> {
  const base = baseUrl.replace(/\/$/, '');
  return Object.fromEntries(services.map((s) => [s, `${base}/${s}`])) as Record<ServiceName, string>;
}

/** The web package's build output, when it has been built. */
function defaultWebDist(): string | null {
  const dist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  return existsSync(`${dist}/index.html`) ? dist : null;
}

/**
 * The settings of the environment, with `given` ones taking precedence (tests, main). Every wrong
 * or missing setting is named in the one error it throws.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, given: Partial<GatewayConfig> = {}): GatewayConfig {
  const check = new SettingsCheck(env);
  const plant = env.FGSS_FAKE_PLANT_URL ?? `http://127.0.0.1:${env.FAKE_PLANT_PORT ?? 4000}`;
  const atPlant = serviceUrlsAt(plant);
  const serviceUrls = Object.fromEntries(
    services.map((s) => [s, (env[`FGSS_${s.toUpperCase()}_URL`] ?? atPlant[s]).replace(/\/$/, '')]),
  ) as Record<ServiceName, string>;
  const config: GatewayConfig = {
    port: check.port(env.GATEWAY_PORT ? 'GATEWAY_PORT' : 'PORT', 3000),
    host: env.GATEWAY_HOST ?? '0.0.0.0',
    serviceUrls,
    jwtSecret:
      given.jwtSecret ?? check.take(() => jwtSecretFrom(env, (message) => process.stderr.write(`${message}\n`)), ''),
    upstreamTimeoutMs: check.positive('FGSS_UPSTREAM_TIMEOUT_MS', 10_000),
    signInPerMinute: check.positive('FGSS_SIGNIN_PER_MINUTE', 20),
    signInPerUserPerMinute: check.positive('FGSS_SIGNIN_PER_USER_PER_MINUTE', 10),
    maxRowsPerRequest: check.positive('FGSS_MAX_ROWS_PER_REQUEST', 250_000),
    replyMbPerSecond: check.positive('FGSS_REPLY_MB_PER_SECOND', 1),
    replyBurstMb: check.positive('FGSS_REPLY_BURST_MB', 16),
    exportsPerUser: check.positive('FGSS_EXPORTS_PER_USER', 1),
    streamsPerUser: check.positive('FGSS_STREAMS_PER_USER', 4),
    streamsPerInstance: check.positive('FGSS_STREAMS_PER_INSTANCE', 500),
    redisUrl: env.FGSS_REDIS_URL || null,
    hsts: env.FGSS_HSTS === 'true',
    sessionRecheckMs: Math.min(60, check.positive('FGSS_SESSION_RECHECK_SECONDS', 30)) * 1000,
    webDist: env.FGSS_WEB_DIST || defaultWebDist(),
    trustProxy: env.FGSS_TRUST_PROXY === 'true',
    logLevel: env.FGSS_LOG_LEVEL ?? env.LOG_LEVEL ?? 'info',
    metricsToken: metricsTokenFrom(env),
    stopGraceMs: check.take(() => stopGraceMs(env), 0),
    ...given,
  };
  check.done('gateway');
  return config;
}
