import type { EncryptedBody } from '@bet/contracts/identity/encrypted-body';

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000)
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
};

const pemToDer = (pem: string) => {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

/**
 * Encrypts a call body as the server expects (DESIGN.md §4): a fresh AES-256-GCM key seals the
 * JSON, and the server's RSA-OAEP (SHA-256) key wraps the AES key. TLS stays the first defence.
 */
export async function encryptPayload(publicKeyPem: string, body: unknown): Promise<EncryptedBody> {
  const { subtle } = globalThis.crypto;
  const rsaKey = await subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const sealed = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, await subtle.exportKey('raw', aesKey));
  return { encrypted: { v: 1, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(sealed) } };
}
