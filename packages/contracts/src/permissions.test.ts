import { describe, expect, it } from 'vitest';
import { judgeAccess } from './permissions.js';

const planner = { group: 'PLANNER', prm: { 'ConfigurationMasters/LocationMaster': 'RCU' } };
const batch = { kind: 'batch', module: 'ConfigurationMasters', screen: 'LocationMaster' } as const;

describe('judgeAccess', () => {
  it('lets anyone make a public call and no one without a token make another', () => {
    expect(judgeAccess({ kind: 'public' }, null, {})).toBe('allowed');
    expect(judgeAccess({ kind: 'session' }, null, {})).toBe('unauthorized');
  });

  it('keeps the SUPER calls to group SUPER', () => {
    expect(judgeAccess({ kind: 'super' }, planner, {})).toBe('forbidden');
    expect(judgeAccess({ kind: 'super' }, { group: 'SUPER', prm: {} }, {})).toBe('allowed');
  });

  it('checks the flag of the screen for the action', () => {
    const screen = (action: 'read' | 'delete') =>
      ({ kind: 'screen', module: 'ConfigurationMasters', screen: 'LocationMaster', action }) as const;
    expect(judgeAccess(screen('read'), planner, {})).toBe('allowed');
    expect(judgeAccess(screen('delete'), planner, {})).toBe('forbidden');
  });

  it('needs delete for a save only when it deletes rows', () => {
    expect(judgeAccess(batch, planner, { inserted: [{}], updated: [{}], deleted: [] })).toBe('allowed');
    expect(judgeAccess(batch, planner, { inserted: [], updated: [], deleted: [{ id: 1 }] })).toBe('forbidden');
  });

  it('grants Print History from any print screen, and a reprint from the screen that printed', () => {
    const printer = {
      group: 'PLANNER',
      prm: { 'DemandPrinting/BoxLabelPrinting': 'RC', 'DemandPrinting/PalletLabelPrinting': 'RCU' },
    };
    const screens = ['BoxLabelPrinting', 'PalletLabelPrinting', 'HarnessLabelPrinting'];
    const read = { kind: 'anyScreen', module: 'DemandPrinting', screens, action: 'read' } as const;
    const reprint = {
      kind: 'anyScreen',
      module: 'DemandPrinting',
      screens,
      action: 'update',
      screenIn: 'screen',
    } as const;
    expect(judgeAccess(read, printer, {})).toBe('allowed');
    expect(judgeAccess(read, { group: 'PLANNER', prm: { 'DemandPrinting/StatusUpdate': 'RCUD' } }, {})).toBe(
      'forbidden',
    );
    expect(judgeAccess(reprint, printer, { screen: 'PalletLabelPrinting' })).toBe('allowed');
    expect(judgeAccess(reprint, printer, { screen: 'BoxLabelPrinting' })).toBe('forbidden');
    expect(judgeAccess(reprint, printer, { screen: 'StatusUpdate' })).toBe('forbidden');
    expect(judgeAccess(reprint, printer, {})).toBe('forbidden');
  });
});
