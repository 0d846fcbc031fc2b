import { plantCalls } from '../../plants.js';

/**
 * {Screen}/Plants and {Screen}/ActivePlant of a configuration master, under the spec's path where
 * it is spelled unlike the permission key ('FordAlertMaster/Plants' of screen FORDAlertMaster).
 */
export const plantCallsAt = (screen: string, path = screen) =>
  plantCalls('configuration', 'ConfigurationMasters', screen, path);
