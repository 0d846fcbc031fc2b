import type { TokenReply } from '@fgss/contracts';
import { DEMO_PASSWORD } from '@fgss/fake-services';
import { startTestPlant } from '@fgss/fake-services/testing';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../app.js';
import { type GatewayConfig, serviceUrlsAt } from '../config.js';
import { trpc } from './trpc-http.js';

/** The plant server the gateway tests sign in to, and its zone in the server list. */
export const SERVER = 'FGSSMX01';

/**
 * The small fake plant on a temporary data directory, and a gateway in front of it sharing
 * its signing secret. Everything the tests do goes through the gateway, as the web's calls do.
 * With `logStream`, both write their log lines there.
 */
export async function startPlantBehindGateway(
  gateway: Partial<GatewayConfig> = {},
  { logStream }: { logStream?: { write(line: string): void } } = {},
) {
  const jwtSecret = `gateway-test-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
  // With its virtual printers: the print procedures send their labels to them.
  const signInLimits = { perAddress: 10_000, perUser: 10_000 };
  const plant = await startTestPlant({ jwtSecret, printers: true, signInLimits, logStream });
  // Every call that reaches the plant, to tell the gateway's refusals from the services'
  // (the gateway's own session checks are not calls of the caller).
  const plantRequests: string[] = [];
  plant.app.server.on('request', (req) => {
    if (req.url !== '/auth/authentication/session') plantRequests.push(`${req.method} ${req.url}`);
  });
  const app: FastifyInstance = await buildGateway(
    {
      serviceUrls: serviceUrlsAt(plant.url),
      jwtSecret,
      logLevel: logStream ? 'info' : 'silent',
      webDist: null,
      signInPerMinute: signInLimits.perAddress,
      signInPerUserPerMinute: signInLimits.perUser,
      ...gateway,
    },
    { logStream },
  );

  const servers = (await trpc(app, 'auth.authentication.servernames', {})).data as {
    id: number;
    name: string;
    zone: string;
  }[];
  const server = servers.find((s) => s.name === SERVER);
  if (!server) throw new Error(`${SERVER} is not in the fake plant's server list`);

  /** The sign-in input of a demo user on SERVER, with the domain the service gives for them. */
  async function signInInput(username: string, password = DEMO_PASSWORD) {
    const domain = await trpc(app, 'auth.authentication.domainname', {
      username,
      servername: SERVER,
      category: server?.zone,
    });
    const name = (domain.data as { name: string } | undefined)?.name;
    if (!name) throw new Error(`no domain for ${username}: ${domain.error?.message}`);
    return {
      username,
      password,
      servername: SERVER,
      zone: server?.zone ?? '',
      domain: name,
      isAdmin: false,
      isFavorite: false,
    };
  }

  async function signIn(username: string): Promise<TokenReply & { token: string }> {
    const res = await trpc(app, 'auth.authentication.token', await signInInput(username));
    const reply = res.data as TokenReply | undefined;
    if (!reply?.token) throw new Error(`sign-in of ${username} failed: ${res.error?.message ?? reply?.message}`);
    return reply as TokenReply & { token: string };
  }

  return {
    app,
    plant,
    jwtSecret,
    plantRequests,
    server,
    servers,
    signInInput,
    signIn,
    async close() {
      await app.close();
      await plant.close();
    },
  };
}
