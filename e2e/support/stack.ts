import { inject } from 'vitest';

/**
 * The stack of this test file: the one of the vitest worker running it (VITEST_POOL_ID, 1 to
 * maxWorkers; a worker runs one file at a time), so files that run side by side never share
 * a plant. Read the gateway and plant addresses from here, never from a fixed port.
 */
const stacks = inject('e2eStacks');
const stack = stacks[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % stacks.length]!;

/** The gateway serving the built web app; pages open paths below it. */
export const baseURL = stack.baseURL;
/** The fake plant: its `/_plant` routes (printers' jobs, customs) and registry calls. */
export const plantURL = stack.plantURL;
export const stackIndex = stack.index;
