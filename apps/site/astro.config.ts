import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { PUBLIC_OBJECT_PATH } from '@seminary/core/storage';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, envField, fontProviders } from 'astro/config';
import { deviceFaceFirst } from './src/fonts/device-face-first.ts';
import { imageVariantsIntegration } from './src/integrations/image-variants.ts';
import { DEFAULT_SITE_URL, DEFAULT_SUPABASE_ANON_KEY, DEFAULT_SUPABASE_URL } from './src/lib/backend-defaults.ts';

const supabaseUrl = new URL(process.env.PUBLIC_SUPABASE_URL || DEFAULT_SUPABASE_URL);
const siteUrl = process.env.PUBLIC_SITE_URL || DEFAULT_SITE_URL;

// Images the site shows but does not optimise: YouTube's own video thumbnails.
const youTubeImageHosts = ['https://img.youtube.com', 'https://i.ytimg.com'];

// The code every form island loads (React, the forms' parts) goes in one file, and the loader of
// the page's words (which a page's own script may use without React) in another, not a dozen
// between them: on a cheap phone each request costs its headers too. Only the browser's build is
// grouped. i18n/page-catalogue.ts waits at its top level for the page's catalogue, which imports
// the constants, texts and statuses: none of those may join a group with it (forms/messages.ts
// would bring them, through core's errors.ts), or the catalogue would wait for the file that waits
// for it and nothing would start. Icons stay with the islands that show them.
const inGroup = (parts: readonly string[]) => (id: string) => {
  const path = id.replaceAll('\\', '/');
  return !path.includes('/lucide-react/dist/esm/icons/') && parts.some((part) => path.includes(part));
};
const WORDS_CODE = [
  '/packages/core/src/i18n/languages.ts',
  '/apps/site/src/i18n/locale.ts',
  '/apps/site/src/i18n/page-catalogue.ts',
];
const ISLAND_CODE = [
  '/node_modules/react/',
  '/node_modules/scheduler/',
  '/node_modules/lucide-react/',
  '/apps/site/src/features/forms/locale.tsx',
  '/apps/site/src/features/forms/use-hydrated.ts',
  '/apps/site/src/features/forms/Spinner.tsx',
  '/apps/site/src/features/forms/ErrorBanner.tsx',
  '/apps/site/src/features/forms/Field.tsx',
  '/apps/site/src/features/forms/ConsentNotice.tsx',
  '/apps/site/src/features/apply/use-remote.ts',
  '/apps/site/src/features/apply/CourseChoice.tsx',
];
const scriptGroups = [
  { name: 'words', test: inGroup(WORDS_CODE) },
  { name: 'islands', test: inGroup(ISLAND_CODE) },
];

export default defineConfig({
  site: siteUrl,
  output: 'static',
  // Pages are written as about.html, courses/hybrid.html, …: every static host serves them at
  // the links' own URLs (/about), so canonical URLs, links and the sitemap agree without redirects.
  trailingSlash: 'never',
  // Test and benchmark builds keep their content store and image cache in a folder of their own.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  // English at today's URLs, Telugu under /te; a page's language is Astro.currentLocale.
  i18n: { locales: ['en', 'te'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  // Telugu type (Noto Sans Telugu, OFL, from @fontsource), used only by Telugu pages (BaseLayout):
  // only the Telugu block comes from it. The device's own Noto Sans Telugu first (every Android
  // phone has it: nothing is downloaded), else the site's copy, two static weights of Fontsource's
  // Telugu subset (36 and 37 KB) shown when they arrive (swap), not preloaded: a preload fetches
  // the file even on a device that has the face, and made Telugu pages' LCP 1.5 to 1.9 s under
  // Lighthouse's mobile throttling against 0.9 to 1.7 s without (docs/PERFORMANCE.md). The site's
  // medium and semibold text takes the regular and bold faces instead of weights of its own.
  fonts: [
    {
      provider: deviceFaceFirst(fontProviders.local(), {
        '100 500': ['Noto Sans Telugu Regular', 'NotoSansTelugu-Regular'],
        '600 900': ['Noto Sans Telugu Bold', 'NotoSansTelugu-Bold'],
      }),
      name: 'Noto Sans Telugu',
      cssVariable: '--font-telugu',
      display: 'swap',
      fallbacks: ['sans-serif'],
      // Astro's metric-matched fallback is a local Arial, which has no Telugu letters to stand in
      // for, and looking it up is one more synchronous font lookup per page.
      optimizedFallbacks: false,
      unicodeRange: ['U+0C00-0C7F', 'U+200C-200D', 'U+25CC'],
      options: {
        variants: [
          {
            src: ['@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2'],
            weight: '100 500',
            style: 'normal',
          },
          {
            src: ['@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2'],
            weight: '600 900',
            style: 'normal',
          },
        ],
      },
    },
  ],
  integrations: [
    react(),
    imageVariantsIntegration(),
    sitemap({
      filter: (page) => !/\/(404|recommend)\/?$/.test(page),
      i18n: { defaultLocale: 'en', locales: { en: 'en-IN', te: 'te-IN' } },
    }),
  ],
  env: {
    schema: {
      PUBLIC_SUPABASE_URL: envField.string({ context: 'client', access: 'public', default: DEFAULT_SUPABASE_URL }),
      PUBLIC_SUPABASE_ANON_KEY: envField.string({
        context: 'client',
        access: 'public',
        default: DEFAULT_SUPABASE_ANON_KEY,
      }),
      PUBLIC_SITE_URL: envField.string({ context: 'client', access: 'public', default: DEFAULT_SITE_URL }),
    },
  },
  image: {
    // Only the backend's public storage is fetched at build time, to measure a picture's size
    // (lib/image-sizes.ts); lib/image-variants.ts resizes it, and says why Astro's pipeline does not.
    remotePatterns: [
      {
        protocol: supabaseUrl.protocol.replace(':', ''),
        hostname: supabaseUrl.hostname,
        ...(supabaseUrl.port ? { port: supabaseUrl.port } : {}),
        pathname: `${PUBLIC_OBJECT_PATH}**`,
      },
    ],
  },
  // Astro hashes the page's own scripts and styles into this policy. Pictures: the samples' data:
  // URLs, the payment screenshot's blob: preview, storage pictures the forms load live, and
  // YouTube's thumbnails; requests: the backend; frames: YouTube's privacy-enhanced player.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data: blob: ${supabaseUrl.origin} ${youTubeImageHosts.join(' ')}`,
        `connect-src 'self' ${supabaseUrl.origin}`,
        'frame-src https://www.youtube-nocookie.com',
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  // No Markdown is rendered; Shiki's inline styles would not pass the CSP anyway.
  markdown: { syntaxHighlight: false },
  // Eight pages at a time: with the incremental build most pages of an edit's rebuild are file
  // copies from the previous build, and one at a time the build waited on each copy in turn
  // (generation 2.45 s → 1.8 s at factor 10; docs/PERFORMANCE.md). Pages render no faster.
  build: { format: 'file', inlineStylesheets: 'always', concurrency: 8 },
  // Pages from getStaticPaths with a cacheKey (lib/incremental-build.ts) are copied from the
  // previous build when their data and code are unchanged: with a thousand posts and five hundred
  // events, an edit renders the pages it touches, not three thousand, so it is live in seconds.
  experimental: { incrementalBuild: true },
  vite: {
    plugins: [tailwindcss()],
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: scriptGroups } } } } } },
  },
});
