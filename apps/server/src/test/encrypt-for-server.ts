import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import type { EncryptedBody } from '@bet/contracts/identity/encrypted-body';

/** What the web client does (WebCrypto there, node:crypto here): the test sends encrypted calls. */
export function encryptForServer(publicKeyPem: string, body: unknown): EncryptedBody {
  return encryptTextForServer(publicKeyPem, JSON.stringify(body));
}

/** Seals any text, JSON or not (the fuzz test sends broken JSON inside a well-formed envelope too). */
export function encryptTextForServer(publicKeyPem: string, text: string): EncryptedBody {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const key = publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  return {
    encrypted: {
      v: 1,
      key: key.toString('base64'),
      iv: iv.toString('base64'),
      data: sealed.toString('base64'),
    },
  };
}
