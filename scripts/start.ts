/**
 * Starts the whole fake plant: the fake services (with the virtual printers) and the gateway,
 * which serves the built web app. Ports and paths come from the environment (see README).
 */
import { devEnv } from './dev-env.js';
import { startServices } from './processes.js';

const env = devEnv(process.env);
const plantPort = env.FAKE_PLANT_PORT;
const gatewayPort = env.GATEWAY_PORT;

const services = await startServices(env, {
  output: 'inherit',
  onExit: (name, code) => {
    process.stderr.write(`${name} stopped (${code}); stopping everything\n`);
    process.exit(1);
  },
});
const stop = () => {
  services.stop();
  setTimeout(() => process.exit(0), 300).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.stdout.write(
  `\nFGSS web is up: http://localhost:${gatewayPort}  (fake plant services: http://localhost:${plantPort})\n` +
    'Sign in as admin, planner or viewer with password Fgss.2026! on server FGSSMX01 or FGSSUS01 (Ctrl+C stops).\n\n',
);
