import type { PermissionTree } from '@fgss/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts, specTextIn } from '@/lib/i18n';
import { groupOfPath, menuGroups } from './menu-items';

// Every text, as the pages after sign-in have them (lib/i18n.ts).
beforeAll(loadTexts);

const en = specTextIn('EN');

const leaf = (key: string, read: 'Y' | 'N') => ({
  prograM_DES: key.replace(/([a-z])([A-Z])/g, '$1 $2'),
  prograM_DES_CLEAN: key,
  procesS_FLG: read,
  creatE_FLG: 'N' as const,
  updatE_FLG: 'N' as const,
  deletE_FLG: 'N' as const,
});

const tree: PermissionTree = [
  {
    prograM_DES: 'Configuration Masters',
    prograM_DES_CLEAN: 'ConfigurationMasters',
    icon: 'filter',
    treeMenuChild: [leaf('LocationMaster', 'Y'), leaf('CarrierMaster', 'N')],
  },
  { prograM_DES: 'DOI', prograM_DES_CLEAN: 'DOI', icon: 'help', treeMenuChild: [leaf('DOIReport', 'N')] },
  {
    prograM_DES: 'Demand Printing',
    prograM_DES_CLEAN: 'DemandPrinting',
    icon: 'sparkles',
    treeMenuChild: [leaf('BoxLabelPrinting', 'Y')],
  },
];

describe('menuGroups', () => {
  it('lists per module only the screens with the process flag Y, each at / + its key', () => {
    expect(menuGroups(tree, en)[0]).toEqual({
      key: 'ConfigurationMasters',
      label: 'Configuration Masters',
      icon: 'filter',
      children: [{ key: 'LocationMaster', label: 'Location Master', path: '/LocationMaster' }],
    });
  });

  it('leaves out modules without a readable screen and maps unknown icons to a folder', () => {
    expect(menuGroups(tree, en).map((g) => [g.key, g.icon])).toEqual([
      ['ConfigurationMasters', 'filter'],
      ['DemandPrinting', 'folder'],
    ]);
  });
});

describe('menuGroups in Spanish', () => {
  it('names modules and screens by their key from the catalogue, an unknown key by the service', () => {
    const own: PermissionTree = [
      ...tree,
      {
        prograM_DES: 'Plant Tools',
        prograM_DES_CLEAN: 'PlantTools',
        icon: 'help',
        treeMenuChild: [leaf('Gauges', 'Y')],
      },
    ];
    const groups = menuGroups(own, specTextIn('ES'));
    expect(groups.map((g) => [g.label, g.children.map((c) => c.label)])).toEqual([
      ['Maestros de configuración', ['Maestro de ubicaciones']],
      ['Impresión bajo demanda', ['Impresión de etiquetas de caja']],
      ['Plant Tools', ['Gauges']],
    ]);
  });
});

describe('groupOfPath', () => {
  it('finds the module of the open screen, whatever the case of the path', () => {
    const groups = menuGroups(tree, en);
    expect(groupOfPath(groups, '/locationmaster')).toBe('ConfigurationMasters');
    expect(groupOfPath(groups, '/home')).toBeUndefined();
  });
});
