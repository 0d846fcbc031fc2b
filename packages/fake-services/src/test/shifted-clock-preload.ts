import { CLOCK_OFFSET_ENV, shiftClock } from './shift-clock.js';

/**
 * Loaded (`--import`) before the fake plant's main by a test that starts the plant as a process,
 * so the plant's clock is the test's: a token it issues is valid for the gateway under test,
 * whatever the hour the run starts at.
 */
shiftClock(Number(process.env[CLOCK_OFFSET_ENV] ?? 0));
