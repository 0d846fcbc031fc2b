/**
 * Every module and screen of the three spec documents: the menu, the routes and the
 * permission keys. A screen's route is '/' + its key (prograM_DES_CLEAN).
 */
export interface ScreenDef<K extends string = string> {
  key: K;
  label: string;
}
export interface ModuleDef<K extends string = string> {
  key: string;
  label: string;
  icon: 'filter' | 'print' | 'export' | 'columnchooser' | 'verticalaligntop' | 'help';
  screens: ScreenDef<K>[];
}

const s = <const K extends string>(key: K, label: string): ScreenDef<K> => ({ key, label });

const tree = [
  {
    key: 'ConfigurationMasters',
    label: 'Configuration Masters',
    icon: 'filter',
    screens: [
      s('SystemParameters', 'Parameter Master'),
      s('ConfigureXREFFields', 'Configure XREF Fields'),
      s('XREFMaintenance', 'XREF Maintenance'),
      s('PlantMaster', 'Plant Master'),
      s('LocationMaster', 'Location Master'),
      s('CarrierMaster', 'Carrier Master'),
      s('DestinationMaster', 'Destination Master'),
      s('DockMaster', 'Dock Master'),
      s('FORDAlertMaster', 'FORD Alert Master'),
      s('PartMappingMaster', 'Part Mapping Master'),
      s('ComponentCodeMaster', 'Component Code Master'),
      s('BoxLabelFormatMaster', 'Box Label Format Master'),
      s('HarnessLabelFormatMaster', 'Harness Label Format Master'),
      s('LabelPrinterMaster', 'Label Printer Master'),
      s('WarehouseDestinationMaster', 'Warehouse Destination Master'),
      s('WarehouseAddressMaster', 'Warehouse Address Master'),
      s('SubAssemblyMaster', 'Sub Assembly Master'),
      s('EmailParameterMaster', 'Email Parameter Master'),
      s('FTPCommandMaster', 'FTP Command Master'),
      s('ArchiveProcessConfiguration', 'Archive Process Configuration'),
      s('AccountCalendar', 'Account Calendar'),
      s('LinkServerMaster', 'Link Server Master'),
      s('GROUPMASTER', 'Customer Group Master'),
      s('BarcodeRuleMaster', 'Barcode Rule Master'),
      s('CustomerHrnLblFormatMst', 'Customer Harness Format Master'),
      s('EPBMaster', 'EPB Master'),
    ],
  },
  {
    key: 'DemandPrinting',
    label: 'Demand Printing',
    icon: 'print',
    screens: [
      s('BoxLabelPrinting', 'Box Label Printing'),
      s('HarnessLabelPrinting', 'Harness Label Printing'),
      s('SpecialHarnessLabelPrinting', 'Special Harness Label Printing'),
      s('ZebraLabelPrinting', 'Zebra Label Printing'),
      s('EmptyBoxLabelPrinting', 'Empty Box Label Printing'),
      s('PalletLabelPrinting', 'Pallet Label Printing'),
      s('ComponentLabelPrinting', 'Component Label Printing'),
      s('SpecialBoxLabelPrinting', 'Special Box Label Printing'),
      s('CustomerLabelPrinting', 'Customer Label Printing'),
      s('PrintHistory', 'Print History'),
      s('PrintCenter', 'Print Center'),
      s('StatusUpdate', 'Status Update'),
    ],
  },
  {
    key: 'ImportExport',
    label: 'Import / Export',
    icon: 'export',
    screens: [
      s('ImportXREFData', 'Import XREF Data'),
      s('RetransmitASNCentraltoCustoms', 'Retransmit ASN Central to Customs'),
      s('RetransmitASNtoCustoms', 'Retransmit ASN to Customs'),
      s('TransmissionLog', 'Transmission Log'),
    ],
  },
  {
    key: 'MISReports',
    label: 'MIS Reports',
    icon: 'columnchooser',
    screens: [
      s('InventoryReport', 'Inventory Report'),
      s('ShipmentReport', 'Shipment Report'),
      s('InTransitReport', 'In Transit Report'),
      s('ReturnProductsReport', 'Return Products Report'),
      s('ReceiptReport', 'Receipt Report'),
      s('LabelPrintedbutnotShippedReport', 'Label Printed but not Shipped'),
      s('ArchiveSummary', 'Archive Summary'),
      s('PrintShipment', 'Print Shipment'),
      s('INTERPLANTSHIPMENTREPORT', 'Interplant Shipment Report'),
      s('PhysicalInventoryReport', 'Physical Inventory Report'),
      s('CycleCountReport', 'Cycle Count Report'),
      s('ReturnASNReport', 'Return ASN Report'),
      s('INCOMPLETESHIPMENTREPORT', 'Incomplete Shipment Report'),
      s('OverShipmentTraceReport', 'Over Shipment Trace Report'),
      s('BoxHarnessReport', 'Box / Harness Report'),
      s('Trace', 'Trace'),
    ],
  },
  {
    key: 'ShippingPlan',
    label: 'Shipping Plan',
    icon: 'verticalaligntop',
    screens: [
      s('ShipmentPlanCheckMaster', 'Shipment Plan Check Master'),
      s('ShipmentPlanMaintenanceMaster', 'Shipment Plan Maintenance'),
      s('ShipmentPlanProgressReport', 'Shipment Plan Progress Report'),
      s('ShipmentPlanChangeLog', 'Shipment Plan Change Log'),
    ],
  },
  {
    key: 'ReworkReinspection',
    label: 'Rework / Reinspection',
    icon: 'help',
    screens: [
      s('HarnessLabelRelabel', 'Harness Relabel'),
      s('DeleteReinspectedBox', 'Delete Re-inspected Box'),
      s('NoboxRelabeling', 'No-box Relabeling'),
      s('BoxRelabeling', 'Box Relabeling'),
    ],
  },
  {
    key: 'DOI',
    label: 'DOI',
    icon: 'help',
    screens: [s('DOIMaintenance', 'DOI Maintenance'), s('DOIReport', 'DOI Report')],
  },
] satisfies ModuleDef[];

/** The permission key (and route without '/') of every screen of the permission tree. */
export type ScreenKey = (typeof tree)[number]['screens'][number]['key'];

export const modules: ModuleDef<ScreenKey>[] = tree;

export const screenRoute = (screenKey: string) => `/${screenKey}`;

export function moduleOfScreen(screenKey: string): ModuleDef | undefined {
  return modules.find((m) => m.screens.some((x) => x.key === screenKey));
}

/** A screen's name as the menu shows it ('Box Label Printing'); the key itself for none. */
export const screenLabel = (screenKey: string) =>
  moduleOfScreen(screenKey)?.screens.find((x) => x.key === screenKey)?.label ?? screenKey;
