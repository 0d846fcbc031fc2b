import { provided } from './provided.js';

/**
 * A unit-project setup file: shifts the clock of the test process to noon of the day the run
 * seeded its data (test/global-setup.ts). Time still flows, so expiries and windows behave, but
 * "today" is the same for the seed, the services and the assertions, even across midnight.
 */
const RealDate = Date;
const noon = provided('testNoon');
const offset = noon ? RealDate.parse(noon) - RealDate.now() : 0;

class ShiftedDate extends RealDate {
  constructor(...args: ConstructorParameters<typeof Date> | []) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as ConstructorParameters<typeof Date>));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate as DateConstructor;
