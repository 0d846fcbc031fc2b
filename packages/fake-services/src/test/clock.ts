import { provided } from './provided.js';

/**
 * A unit-project setup file: shifts the clock of the test process to noon of the day the run
 * seeded its data (test/global-setup.ts). Time still flows, so expiries and windows behave, but
 * "today" is the same for the seed, the services and the assertions, even across midnight.
 */
const noon = provided('testNoon');
const realNow = Date.now;

class ShiftedDate extends Date {
  static readonly offset = noon ? Date.parse(noon) - realNow() : 0;

  constructor(...args: ConstructorParameters<typeof Date> | []) {
    if (args.length === 0) super(ShiftedDate.now());
    else super(...(args as ConstructorParameters<typeof Date>));
  }

  static override now(): number {
    return realNow() + ShiftedDate.offset;
  }
}

// Once per process: test files that share a worker run this file again.
if (!('offset' in Date)) globalThis.Date = ShiftedDate as unknown as DateConstructor;
