import { plantCalls } from '../../plants.js';

/**
 * {Screen}/Plants and {Screen}/ActivePlant under the spec's path where it is spelled unlike the
 * permission key ('FordAlertMaster/Plants' of screen FORDAlertMaster).
 */
export function plantCallsAt(screen: string, path = screen) {
  const calls = plantCalls('configuration', 'ConfigurationMasters', screen);
  return {
    plants: { ...calls.plants, path: `${path}/Plants` },
    activePlant: { ...calls.activePlant, path: `${path}/ActivePlant` },
  };
}
