import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The web build's language catalogue every visitor loads (the English fallback, spec §3). */
const FALLBACK_CATALOGUE = 'src/locales/en/translation.json';
/** The home route's own section: the first page most visitors see. */
const HOME_SECTION = 'src/app/sections/index-section.tsx';
/** The router's names for home (apps/web router, spec §2). */
export const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/index', '/index.html', '/home']);

const modulePreload = (file: string) => `<link rel="modulepreload" href="/${file}">`;
const stylesheet = (file: string) => `<link rel="stylesheet" href="/${file}">`;

/**
 * Preload links the served document adds, read once from the Vite manifest: the code the page needs
 * right after the entry starts (the English catalogue, the home section on home), which otherwise
 * is only discovered after the entry has downloaded and run — a second round trip before paint.
 */
export function readPreloads(distDir: string): { always: string; home: string } {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) return { always: '', home: '' };
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key) || !manifest[key]) return;
    initial.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

  const catalogue = manifest[FALLBACK_CATALOGUE];
  const home = manifest[HOME_SECTION];
  const homeChunks = home ? [HOME_SECTION, ...(home.imports ?? [])].filter((k) => !initial.has(k)) : [];
  return {
    always: catalogue ? modulePreload(catalogue.file) : '',
    home: homeChunks
      .flatMap((key) => {
        const chunk = manifest[key]!;
        return [modulePreload(chunk.file), ...(chunk.css ?? []).map(stylesheet)];
      })
      .join(''),
  };
}
