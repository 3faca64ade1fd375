import type { ApiRoute } from './contract-routes.js';

/** What every call has in common (the document's introduction, Markdown). */
export const apiDescription = [
  'Every call of the contract (`packages/contracts`): the site (`/wps`), games (`/lgw`) and the operator API (`/ops`).',
  'Generated from the route table and its zod schemas; nothing here is written by hand.',
  '',
  '- **Envelope.** Success is `{ "success": true, "value": … }`; a refusal is',
  '  `{ "success": false, "errorCode", "message" }` with the HTTP status of its code (schema `ErrorCode`).',
  '- **Merchant.** The `Merchant` header names the merchant; without it the default merchant answers.',
  '- **Tokens.** Member calls marked with a lock take the session token of a login in `Authorization`;',
  '  operator calls the token of `POST /ops/session/login`.',
  '- **Encrypted calls** (`x-encrypted`) send the body shown sealed: a fresh AES-256-GCM key wrapped with',
  "  the server's RSA-OAEP (SHA-256) public key from the system status, as `EncryptedBody`.",
  '- **Untyped calls** (`x-untyped`) are paths the contract reserves for a later issue; their body and',
  '  answer are not described yet.',
].join('\n');

/** One call's notes: flags of the route table that the OpenAPI fields do not say by themselves. */
export function operationDescription(route: ApiRoute): string {
  const lines: string[] = [];
  if (route.encrypted)
    lines.push(
      'The body is sent **encrypted** (`EncryptedBody`): the JSON shown is the plaintext sealed inside.',
    );
  if (route.modId)
    lines.push(
      `Whitelabel module \`${route.modId}\`: while the merchant has it off, the call answers 403 \`function.not.available\`.`,
    );
  if (route.auth === 'member') lines.push('Needs a member session token (`Authorization`).');
  if (route.auth === 'operator') lines.push('Needs an operator session token (`Authorization`).');
  if (!route.schemas)
    lines.push(`Not built yet: issue ${route.issue ?? '?'} writes its contract (\`x-untyped\`).`);
  return lines.join('\n\n');
}
