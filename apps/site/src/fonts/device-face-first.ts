// A font provider that offers the device's own copy of a face before the site's file. Android
// phones, where most of the school's Telugu readers are, ship Noto Sans Telugu as a system font:
// with `local()` first they show it at once and download nothing, and only a device without it
// fetches the site's copy (which font-display: swap then shows when it arrives).
import type { fontProviders } from 'astro/config';

type LocalFontProvider = ReturnType<typeof fontProviders.local>;

/** The names a device may know a face by (its full name and its PostScript name), by the weight a variant is declared with. */
export type DeviceFaceNames = Record<string, readonly string[]>;

export function deviceFaceFirst(provider: LocalFontProvider, namesByWeight: DeviceFaceNames): LocalFontProvider {
  return {
    ...provider,
    name: `${provider.name}+device-face-first`,
    config: { ...provider.config, deviceFaces: namesByWeight },
    async resolveFont(options) {
      const resolved = await provider.resolveFont(options);
      if (!resolved) return resolved;
      return {
        fonts: resolved.fonts.map((font) => {
          const weight = Array.isArray(font.weight) ? font.weight.join(' ') : String(font.weight);
          const names = namesByWeight[weight] ?? [];
          return { ...font, src: [...names.map((name) => ({ name })), ...(font.src ?? [])] };
        }),
      };
    },
  };
}
