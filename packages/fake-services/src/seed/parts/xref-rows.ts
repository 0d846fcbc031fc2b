import type { CataloguePart } from '../part-catalogue.js';

const locations = ['FG01', 'FG02', 'SHIP1', 'STG1', 'MEZ1', 'XDK1'];
const sewsStatus = ['MP', 'MP', 'MP', 'MP', 'PP', 'SP'];

/** A share of the catalogue is in the IHS catalogue; of those, half are checked against it. */
export const hasIhs = (i: number) => i % 4 === 0;
const considersIhs = (i: number) => i % 8 === 0;

/** The IHS CAD product number and design level of catalogue part `i`. */
export function ihsOfPart(part: CataloguePart, i: number) {
  return {
    productNumber: `IHS${part.sewsPartNo.replace('-', '')}`,
    designLevel: `${'ABCD'[i % 4]}${part.sewsDesignLevel}`,
  };
}

/**
 * The XREF columns of catalogue part `i`, in the order of the bulk insert (see xref.ts): most
 * parts active with a harness label; box counts, component and pallet checks on a share.
 */
export function xrefValues(plantId: string, part: CataloguePart, i: number): (string | number | null)[] {
  const ihs = considersIhs(i) ? ihsOfPart(part, i) : undefined;
  return [
    plantId,
    part.sewsPartNo,
    part.shortPartNo,
    part.sewsDesignLevel,
    sewsStatus[i % sewsStatus.length] ?? 'MP',
    i % 11 === 0 ? 'ENG' : 'PRD',
    part.description,
    locations[i % locations.length] ?? null,
    part.customerId,
    part.custPartNo,
    i % 9 === 0 ? 0 : 1, // hrnS_LABEL
    i % 3 === 0 ? 1 : 0, // boX_CNT_LIST
    i % 5 === 0 ? 1 : 0, // verifY_BOXES
    i % 19 === 0 ? 0 : 1, // activE_FLAG
    ihs ? 1 : 0, // verifY_IHS_DATA
    i % 6 === 0 ? 1 : 0, // verifY_COMPONENT_DATA
    i % 7 === 0 ? 1 : 0, // verifY_SCAN_HRAN_PALLET_DATA
    i % 10 === 0 ? 1 : 0, // validatE_INSPT
    part.customerId === 'FORD' ? 1 : 0, // qA_CERT
    ihs?.productNumber ?? null,
    ihs?.designLevel ?? null,
  ];
}

export const XREF_COLUMNS = [
  'plant_id',
  'sews_part_no',
  'short_part_no',
  'sews_design_level',
  'sews_sts_cd',
  'cust_sts_cd',
  'misc1_char_cust',
  'location_cd',
  'customer_id',
  'cust_part_no',
  'hrns_label',
  'box_cnt_list',
  'verify_boxes',
  'active_flag',
  'verify_ihs_data',
  'verify_component_data',
  'verify_scan_hran_pallet_data',
  'validate_inspt',
  'qa_cert',
  'ihscad_product_number',
  'ihscad_design_level',
];
