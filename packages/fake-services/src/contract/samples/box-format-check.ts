import type { InputOf } from '@fgss/contracts';

/**
 * A box label format's Check as a user sends it from Box Label Format Master: the seed's standard
 * box layout (AIAG B-10) with its copies, speed and darkness. Shared by the contract sample, the
 * Check's tests (plant and gateway) and the fair-use bench, so all of them send the same label.
 */
export const boxFormatCheck = {
  labelFormat: 'BX01',
  masterTicketCopies: 1,
  boxTicketCopies: 1,
  reportName: 'Box label 4x6',
  speed: 4,
  darkness: 0,
} as const satisfies InputOf<'configuration.BoxLabelFormatMaster.check'>;
