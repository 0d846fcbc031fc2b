export { derivedScreens } from './auth/permission-tree.js';
export type { PlantDb } from './db/plant.js';
export { DEMO_PASSWORD, type DemoServer, type DemoUser, demoServers, demoUsers } from './demo.js';
export type { HandlerContext, HandlersOf } from './http/handlers.js';
export { type FakePlant, type FakePlantOptions, startFakePlant } from './plant.js';
export { type PlantProcess, startPlantProcess } from './plant-process.js';
export type { PrintJob } from './printers/virtual-printer.js';
export { PlantClient } from './testing.js';
