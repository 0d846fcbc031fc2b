import { describe, expect, it } from 'vitest';
import { PlantMaster } from './configuration/parts/plant-master.js';
import { buildRequest } from './request.js';

describe('path parameters', () => {
  it('are percent-encoded', () => {
    expect(buildRequest(PlantMaster.plant, { plantId: 'A/B?C' }).path).toBe('PlantMaster/A%2FB%3FC');
  });

  it("are never '.' or '..', which a URL resolves (encoded too) to another path", () => {
    for (const plantId of ['.', '..']) {
      expect(PlantMaster.plant.input.safeParse({ plantId }).error?.issues[0]?.message).toBe(
        "Plant must not be '.' or '..'",
      );
      expect(() => buildRequest(PlantMaster.plant, { plantId })).toThrow("plantId must not be '.' or '..'");
    }
  });
});
