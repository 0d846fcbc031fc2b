import { provided } from './provided.js';
import { shiftClock } from './shift-clock.js';

/**
 * A unit-project setup file: shifts the clock of the test process to noon of the day the run
 * seeded its data (test/global-setup.ts). Time still flows, so expiries and windows behave, but
 * "today" is the same for the seed, the services and the assertions, even across midnight. A
 * plant started as a process by a test gets the same shift (plant-process.ts).
 */
const noon = provided('testNoon');
if (noon) shiftClock(Date.parse(noon) - Date.now());
