import { z } from 'zod';

/** A date format of d, M and y fields with one separator, e.g. 'dd/MM/yyyy' or 'yyyy-MM-dd'. */
const FIELD = '(?:dd?|MM?|yyyy|yy)';
export const dateFormatPattern = new RegExp(`^${FIELD}([/.\\- ])${FIELD}\\1${FIELD}$`);

const MAX_OPTION_TEXTS = 5000;

/** POST /api/export: a grid's whole filtered data set as a spreadsheet (the gateway streams it). */
export const exportRequest = z.object({
  /** Dotted name of a grid list call, e.g. 'configuration.LocationMaster.list'. */
  procedure: z.string().min(1).max(200),
  /** The grid's load options (filter, sort, search); skip and take are the gateway's. */
  loadOptions: z.record(z.string(), z.unknown()).default({}),
  /** The screen title: the sheet title and the start of the file name. */
  title: z.string().trim().min(1, 'title is required').max(100),
  columns: z
    .array(
      z.object({
        field: z.string().min(1).max(100),
        label: z.string().max(200),
        /** What the grid shows for each value of a column of options ('GM2' → 'GM2 - General Motors'). */
        texts: z
          .record(z.string().max(200), z.string().max(300))
          .refine((texts) => Object.keys(texts).length <= MAX_OPTION_TEXTS, `at most ${MAX_OPTION_TEXTS} texts`)
          .optional(),
      }),
    )
    .min(1, 'at least one column is required')
    .max(200),
  /** A boolean column of the list: rows where it is true are filled yellow. */
  highlight: z.string().max(100).optional(),
  /** The user's language: ES orders dates day first, any other month first. */
  language: z.string().trim().max(10).default('EN'),
  /** The user's session date format: the report date and the date cells follow its order. */
  dateFormat: z.string().regex(dateFormatPattern, 'a date format such as dd/MM/yyyy').optional(),
  /** The browser's IANA time zone, so the report's date and time are the user's. */
  timeZone: z.string().max(64).optional(),
});
/** The web's side: its load options are the list call's own, which the gateway checks them against. */
export type ExportRequest = Omit<z.input<typeof exportRequest>, 'loadOptions'> & { loadOptions?: object };
