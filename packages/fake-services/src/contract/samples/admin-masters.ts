import { gridsSamples, type Samples } from './kit.js';

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
    'configuration.CustomerGroupMaster': {
      newRow: (k) => ({ cust_Group: k.code(20), option: 'Standard' }),
      key: 'cust_Group',
      edit: (row) => row,
      listInput: { option: 'Standard' },
    },
  }),
};
