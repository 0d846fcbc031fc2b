/** Where one browser-test stack listens. */
export interface E2eStack {
  index: number;
  plantPort: number;
  gatewayPort: number;
  printerBasePort: number;
  customsPort: number;
  baseURL: string;
  plantURL: string;
}

/**
 * Stack `index` listens on the E2E_* base ports plus its index, so engineers' runs with bases
 * apart never collide and the CI defaults stay clear of `pnpm start`. Its virtual printers and
 * customs receiver take the E2E_* ports on the first stack (as one stack always did) and free
 * ports chosen by the system on the others: a stack has about twenty printers, more than the
 * room between two bases.
 */
export function stackPorts(env: NodeJS.ProcessEnv, index: number): E2eStack {
  const plantPort = Number(env.E2E_PLANT_PORT ?? 4900) + index;
  const gatewayPort = Number(env.E2E_GATEWAY_PORT ?? 3900) + index;
  const first = index === 0;
  return {
    index,
    plantPort,
    gatewayPort,
    printerBasePort: first ? Number(env.E2E_PRINTER_BASE_PORT ?? 9700) : 0,
    customsPort: first ? Number(env.E2E_CUSTOMS_PORT ?? 0) : 0,
    baseURL: `http://127.0.0.1:${gatewayPort}`,
    plantURL: `http://127.0.0.1:${plantPort}`,
  };
}
