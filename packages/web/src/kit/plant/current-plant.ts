/** The plant last chosen on any plant screen, kept for the tab (spec 2 section 4: "current plant"). */
const KEY = 'fgss.currentPlant';

export const currentPlant = {
  get: (): string | null => sessionStorage.getItem(KEY),
  set: (plantId: string) => sessionStorage.setItem(KEY, plantId),
};
