/**
 * Each server's own plant data: different plants, locations, carriers, destinations,
 * parameters and printers, so that a test or a person can tell the databases apart.
 * The first location, carrier and destination of each list is the default/primary one.
 */
export interface PlantSeed {
  locations: [code: string, name: string][];
  carriers: string[];
  destinations: [code: string, name: string][];
  parameters: {
    option: string;
    code: string;
    value: string;
    remarks: string;
    name?: string;
    mfgPlant?: string;
    c1?: string;
    c2?: string;
  }[];
  printers: { name: string; model: string; transmitMode: string }[];
}

const juarez: PlantSeed = {
  locations: [
    ['FG01', 'Finished goods main rack'],
    ['FG02', 'Finished goods overflow rack'],
    ['SHIP1', 'Shipping dock 1'],
    ['SHIP2', 'Shipping dock 2'],
    ['STG1', 'Staging lane 1'],
    ['QA01', 'Quality hold cage'],
    ['RWK1', 'Rework bench area'],
    ['RET1', 'Customer returns cage'],
    ['MEZ1', 'Mezzanine harness storage'],
    ['XDK1', 'Cross-dock lane'],
  ],
  carriers: ['UPS FREIGHT', 'FEDEX FREIGHT', 'ESTES EXPRESS', 'TRANSP CASTORES', 'OLD DOMINION', 'XPO LOGISTICS'],
  destinations: [
    ['FORD-DEARBRN', 'Ford Dearborn Truck Plant'],
    ['GM-SILAO', 'GM Silao Assembly'],
    ['NISSAN-AGS', 'Nissan Aguascalientes A1'],
    ['STELL-SALT', 'Stellantis Saltillo Truck'],
    ['FORD-KTP', 'Ford Kentucky Truck Plant'],
    ['GM-ARLINGTON', 'GM Arlington Assembly'],
  ],
  parameters: [
    { option: 'General', code: 'PRODUCTION_LINE_LOT', value: 'YES', remarks: 'Lot number per production line' },
    { option: 'General', code: 'PLANT_CODE', value: 'JRZ1', name: 'Plant code', remarks: 'Juarez plant 1' },
    { option: 'General', code: 'SHIFT_COUNT', value: '3', remarks: 'Shifts per day' },
    { option: 'Printing', code: 'LABEL_COPIES', value: '2', remarks: 'Box label copies' },
    { option: 'Printing', code: 'DEFAULT_PRINTER', value: 'MX01-ZT410-FG', remarks: 'Printer for finished goods' },
    {
      option: 'Inventory',
      code: 'CYCLE_COUNT_DAYS',
      value: '30',
      mfgPlant: 'JRZ1',
      remarks: 'Days between cycle counts',
    },
    { option: 'Inventory', code: 'CYCLE_COUNT_DAYS', value: '45', mfgPlant: 'JRZ2', remarks: 'Second building' },
    { option: 'Shipping', code: 'ASN_PREFIX', value: 'MX01', c1: 'EDI', remarks: 'Prefix of ASN numbers' },
    { option: 'Shipping', code: 'MAX_PALLET_KG', value: '900', remarks: 'Maximum pallet weight' },
  ],
  printers: [
    { name: 'MX01-ZT410-FG', model: 'ZT410', transmitMode: 'RAW' },
    { name: 'MX01-ZT610-SHIP', model: 'ZT610', transmitMode: 'RAW' },
  ],
};

const elPaso: PlantSeed = {
  locations: [
    ['FG10', 'FG warehouse aisle A'],
    ['FG11', 'FG warehouse aisle B'],
    ['DOCK1', 'Receiving and shipping door 1'],
    ['DOCK2', 'Shipping door 2'],
    ['QC01', 'Quality control hold'],
    ['RET10', 'Returns from customers'],
    ['SEQ1', 'Sequencing area'],
  ],
  carriers: ['FEDEX FREIGHT', 'UPS FREIGHT', 'YRC FREIGHT', 'SAIA LTL', 'JB HUNT'],
  destinations: [
    ['TOYOTA-TMMK', 'Toyota Georgetown Kentucky'],
    ['HONDA-MARYS', 'Honda Marysville Auto Plant'],
    ['FORD-KCAP', 'Ford Kansas City Assembly'],
    ['GM-FTWAYNE', 'GM Fort Wayne Assembly'],
    ['TESLA-AUSTIN', 'Tesla Gigafactory Texas'],
  ],
  parameters: [
    { option: 'General', code: 'PRODUCTION_LINE_LOT', value: 'NO', remarks: 'Lot number per production line' },
    { option: 'General', code: 'PLANT_CODE', value: 'ELP1', name: 'Plant code', remarks: 'El Paso distribution' },
    { option: 'Printing', code: 'LABEL_COPIES', value: '1', remarks: 'Box label copies' },
    { option: 'Printing', code: 'DEFAULT_PRINTER', value: 'US01-ZT410-FG', remarks: 'Printer for finished goods' },
    { option: 'Inventory', code: 'CYCLE_COUNT_DAYS', value: '60', mfgPlant: 'ELP1', remarks: 'Quarterly counts' },
    { option: 'Shipping', code: 'ASN_PREFIX', value: 'US01', c1: 'EDI', remarks: 'Prefix of ASN numbers' },
    { option: 'Shipping', code: 'CUSTOMS_BROKER', value: 'BORDERLINK', remarks: 'Broker for crossings' },
  ],
  printers: [
    { name: 'US01-ZT410-FG', model: 'ZT410', transmitMode: 'RAW' },
    { name: 'US01-ZT230-DOCK', model: 'ZT230', transmitMode: 'RAW' },
  ],
};

const chihuahua: PlantSeed = {
  locations: [
    ['FG01', 'Finished goods rack'],
    ['SHIP1', 'Shipping dock'],
  ],
  carriers: ['TRANSP CASTORES', 'UPS FREIGHT'],
  destinations: [['NISSAN-CIVAC', 'Nissan CIVAC Cuernavaca']],
  parameters: [{ option: 'General', code: 'PRODUCTION_LINE_LOT', value: 'YES', remarks: 'Lot per line' }],
  printers: [],
};

const central: PlantSeed = {
  locations: [['CEN1', 'Central consolidation warehouse']],
  carriers: ['UPS FREIGHT'],
  destinations: [['SEWS-HQ', 'SEWS corporate distribution']],
  parameters: [{ option: 'General', code: 'PLANT_CODE', value: 'CENTRAL', remarks: 'Central administration' }],
  printers: [],
};

export const plantSeeds: Record<string, PlantSeed> = {
  FGSSCENTRAL: central,
  FGSSMX01: juarez,
  FGSSUS01: elPaso,
  FGSSMX02: chihuahua,
};

/** The server whose location table the large seed fills with 1,000,000 bin locations. */
export const LARGE_SEED_SERVER = 'FGSSMX01';
export const LARGE_SEED_LOCATIONS = 1_000_000;
