import { configurationEs } from './configuration';
import { demandEs } from './demand';
import { fieldsEs, reportColumnsEs } from './fields';
import { generatedEs } from './generated';
import { importExportEs } from './import-export';
import { messagesEs } from './messages';
import { printingEs } from './printing';
import { reportsEs } from './reports';
import { reworkEs } from './rework';
import { screensEs } from './screens';
import { shippingEs } from './shipping';

/**
 * The Spanish of the texts contracts hold in the spec's English (labels, screen names, messages),
 * keyed by that English. `{1}`, `{2}`… mark what a message is built around (a label, a serial, a
 * number): such an entry matches any text of its shape (lib/spec-text.ts).
 */
export const specEs: Record<string, string> = {
  ...screensEs,
  ...fieldsEs,
  ...reportColumnsEs,
  ...messagesEs,
  ...configurationEs,
  ...demandEs,
  ...reportsEs,
  ...importExportEs,
  ...reworkEs,
  ...shippingEs,
  ...generatedEs,
  ...printingEs,
};
