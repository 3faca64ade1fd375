import {
  constants,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { encryptedBody } from '@bet/contracts/identity/encrypted-body';
import { AppError } from '../shared/app-error.js';

export interface PayloadKeys {
  publicKeyPem: string;
  privateKey: KeyObject;
}

/** Reads a named secret, creating it with `create` the first time (server-secrets.ts). */
export type SecretStore = (name: string, create: () => string) => Promise<string>;

/** The RSA key pair of encrypted calls: made on first start, kept in `server_secrets` for every process. */
export async function loadPayloadKeys(secrets: SecretStore): Promise<PayloadKeys> {
  const pem = await secrets('payload-rsa', () =>
    generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  );
  const privateKey = createPrivateKey(pem);
  // SPKI PEM is what WebCrypto's importKey('spki') takes in the browser.
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { publicKeyPem, privateKey };
}

/** Opens an encrypted body; any fault at all is the same refusal. */
export function decryptBody(privateKey: KeyObject, body: unknown): unknown {
  const parsed = encryptedBody.safeParse(body);
  if (!parsed.success) throw new AppError(ErrorCodes.encryptionRequired, 'this call must be encrypted');
  try {
    const { key, iv, data } = parsed.data.encrypted;
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(key, 'base64'),
    );
    const sealed = Buffer.from(data, 'base64');
    if (aesKey.length !== 32 || sealed.length < 16) throw new Error('bad sizes');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new AppError(ErrorCodes.encryptionRequired, 'the encrypted body could not be opened');
  }
}

/** Routes flagged `encrypted` in the contract get their body decrypted before validation. */
// A route-level hook, added only to flagged routes: the other routes pay nothing for it.
export const payloadEncryptionPlugin = fp<{ privateKey: KeyObject }>(async (app, { privateKey }) => {
  const decrypt = async (request: FastifyRequest) => {
    request.body = decryptBody(privateKey, request.body);
  };
  app.addHook('onRoute', (route) => {
    if (!(route.config as { encrypted?: boolean } | undefined)?.encrypted) return;
    route.preValidation = [...toArray(route.preValidation), decrypt];
  });
});

const toArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
