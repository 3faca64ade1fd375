// A tiny client of the site's API for scripts and end-to-end checks that run without a browser:
// it logs in as the web client does (solved proof of work, encrypted body) and calls routes.
import { constants, createCipheriv, createHash, publicEncrypt, randomBytes } from 'node:crypto';

export async function apiJson(base, path, init = {}) {
  const res = await fetch(base + path, init);
  return res.json();
}

/** Encrypts a body for the server (RSA-OAEP-256 wrapping a fresh AES-256-GCM key). */
export function encryptBody(payloadKey, body) {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(body)), cipher.final(), cipher.getAuthTag()]);
  const key = publicEncrypt(
    { key: payloadKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  return {
    encrypted: {
      v: 1,
      key: key.toString('base64'),
      iv: iv.toString('base64'),
      data: data.toString('base64'),
    },
  };
}

/** Logs a player in and returns the session token. */
export async function loginAs(base, username, password) {
  const ch = (await apiJson(base, '/wps/verification/challenge')).value;
  let number = 0;
  while (
    createHash('sha256')
      .update(ch.salt + number)
      .digest('hex') !== ch.challenge
  )
    number++;
  const humanProof = Buffer.from(JSON.stringify({ ...ch, number })).toString('base64');
  const { payloadKey } = (await apiJson(base, '/wps/system/status')).value.info;
  const login = await apiJson(base, '/wps/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(encryptBody(payloadKey, { type: 'username', username, password, humanProof })),
  });
  if (!login.value?.token) throw new Error(`login of ${username} failed: ${JSON.stringify(login)}`);
  return login.value.token;
}
