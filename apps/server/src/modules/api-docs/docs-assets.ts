import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The page at /docs: markup only. Swagger UI (the kept `swagger-ui-dist` package) and the script
 * that starts it are files, because the site's CSP allows no inline script or style.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo Bet API</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/docs/assets/index.css">
<link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png" sizes="32x32">
</head><body><div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/docs-init.js"></script></body></html>
`;

/**
 * Starts the viewer on our document. BaseLayout: no address bar to load other documents; no
 * validator badge (it would send the document's address to swagger.io).
 */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/docs/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

/** The files of swagger-ui-dist the page loads; nothing else of the package is served. */
const PACKAGE_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css', 'index.css', 'favicon-32x32.png'];

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
};

export interface DocsAsset {
  type: string;
  body: Buffer;
  /** Text files only: compressed once, the bundle is 1.7 MB. */
  gzip?: Buffer;
}

const packageDir = () => path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const loaded = new Map<string, DocsAsset>();

/** A file of the page by name, read and compressed on first use; undefined for any other name. */
export function docsAsset(name: string): DocsAsset | undefined {
  const cached = loaded.get(name);
  if (cached) return cached;
  let body: Buffer;
  if (name === 'docs-init.js') body = Buffer.from(INIT_SCRIPT);
  else if (PACKAGE_FILES.includes(name)) body = fs.readFileSync(path.join(packageDir(), name));
  else return undefined;
  const type = TYPES[path.extname(name)]!;
  const asset = { type, body, ...(type.startsWith('image/') ? {} : { gzip: gzipSync(body) }) };
  loaded.set(name, asset);
  return asset;
}
