import { carrierCode } from '../configuration/carrier-code.js';
import type { PlantDb } from '../db/plant.js';
import * as t from '../db/schema/plant/index.js';
import type { PlantSeed } from './plant-data.js';

/** Writes one server's small seed; printers start on loopback and get their port when started. */
export function seedPlant(db: PlantDb, seed: PlantSeed): void {
  db.transaction((tx) => {
    tx.insert(t.locationMaster)
      .values(seed.locations.map(([code, name], i) => ({ location_cd: code, location_nm: name, default_loc: i === 0 })))
      .run();
    tx.insert(t.carrierMaster)
      .values(
        seed.carriers.map((name, i) => ({ carrieR_ID: carrierCode(name), carrieR_NM: name, primarY_CR: i === 0 })),
      )
      .run();
    tx.insert(t.destinationMaster)
      .values(seed.destinations.map(([code, name], i) => ({ desT_CD: code, desT_NM: name, primarY_DEST: i === 0 })))
      .run();
    tx.insert(t.systemParameters)
      .values(
        seed.parameters.map((p) => ({
          option: p.option,
          parameter_c: p.code,
          mfG_PLANT: p.mfgPlant ?? '',
          parameter_c1: p.c1 ?? '',
          parameter_c2: p.c2 ?? '',
          parameteR_NM: p.name ?? '',
          parameter_Value: p.value,
          remarks: p.remarks,
        })),
      )
      .run();
    if (seed.printers.length > 0) {
      tx.insert(t.labelPrinters)
        .values(
          seed.printers.map((p) => ({
            printerName: p.name,
            model: p.model,
            PrinterType: 'Zebra',
            communicationType: 'TCP/IP',
            transmitMode: p.transmitMode,
            hostName: '127.0.0.1',
            port: null,
          })),
        )
        .run();
    }
  });
}
