import { EmailParameter } from '@fgss/contracts';
import * as t from '../../db/schema/masters-a/index.js';
import { GridStore } from '../../grid/store.js';

export const emailParameterStore = new GridStore(EmailParameter, t.emailParameters);
