import { vi } from 'vitest';

/**
 * Makes MUI's useMediaQuery see a screen `width` px wide (390: a phone): `(max-width:…)` and
 * `(min-width:…)` queries match as a browser of that width would. Undo with vi.unstubAllGlobals.
 */
export function screenWidth(width = 390) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    };
  });
}
