import { gridsSamples, none, one, type Samples } from './kit.js';

/** Months and years no other sample uses: grid rows from 2040 on, generated years from 2080 on. */
let months = 0;
let years = 0;
const nextMonth = () => {
  const i = months++;
  const month = `${2040 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
  return { yearMonth: month, startDate: `${month}-01`, endDate: `${month}-28` };
};

/** Email, FTP, account calendar, link server and customer group masters (spec 3 section 7). */
export const adminMasterSamples: Samples = {
  ...gridsSamples({
    'configuration.EmailParameterMaster': {
      newRow: (k) => ({ emailDesc: `SAMPLE ${k.code(20)}`, mailTo: 'sample@sews-mx.example.com' }),
      key: 'emailDesc',
      edit: (row) => ({ ...row, ccTo: 'qa@sews-mx.example.com' }),
    },
    'configuration.FTPCommandMaster': {
      newRow: (k) => ({ processTP: `SAMPLE ${k.code(20)}`, ftpCommand: 'put', cmdSequence: 10 }),
      key: 'processTP',
      edit: (row) => ({ ...row, cmdSequence: 20 }),
    },
    'configuration.AccountCalendar': {
      newRow: nextMonth,
      key: 'yearMonth',
      edit: (row) => ({ ...row, endDate: `${row.yearMonth}-27` }),
    },
    'configuration.LinkServerMaster': {
      newRow: (k) => ({ linkName: `SAMPLE ${k.code(20)}`, serverName: 'SAMPLE-SQL', password: 'Sample.1' }),
      key: 'linkName',
      edit: (row) => ({ ...row, remarks: 'EDITED' }),
    },
    'configuration.CustomerGroupMaster': {
      newRow: (k) => ({ cust_Group: k.code(20), option: 'Standard' }),
      key: 'cust_Group',
      edit: (row) => row,
      listInput: { option: 'Standard' },
    },
  }),
  'configuration.AccountCalendar.years': none,
  'configuration.AccountCalendar.yearMonths': one(() => ({ year: 2030 })),
  'configuration.AccountCalendar.validate': one(() => ({ year: 2030 })),
  'configuration.AccountCalendar.generateValues': one(() => ({ year: 2080 + years++ })),
  'configuration.LinkServerMaster.detail': one(() => ({ linkName: 'CUSTOMS_BROKER' })),
};
