import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import type { EncryptedBody } from '@bet/contracts/identity/encrypted-body';
import type {
  MallItem,
  PointsBalanceResponse,
  PointsConfigResponse,
  PointsEntry,
  Redemption,
} from '@bet/contracts/points/points';
import { i18n } from '@/shared/i18n/i18n';

/** Test data of the points mall's tests (this file is imported by tests only). */

/** A P 10 cash item for 1,000 points, 25 left, 2 per player, no requirement (a visitor's view). */
export const mallItem = (id: number, overrides: Partial<MallItem> = {}): MallItem => ({
  id,
  kind: 'CASH',
  name: `P 10 cash ${id}`,
  description: 'Straight to your balance.',
  image: 'cash',
  points: 1000,
  amount: 10,
  turnoverMultiple: 0,
  stock: 25,
  perPlayerLimit: 2,
  requirement: null,
  mine: null,
  ...overrides,
});

/** The same item as a player sees it: nothing redeemed, no requirement to meet. */
export const mine = (overrides: Partial<NonNullable<MallItem['mine']>> = {}): MallItem['mine'] => ({
  redeemed: 0,
  requirementMet: true,
  deposited: 0,
  ...overrides,
});

export const balanceFixture = (overrides: Partial<PointsBalanceResponse> = {}): PointsBalanceResponse => ({
  points: 5234.5,
  earned: 8234.5,
  spent: 3000,
  ...overrides,
});

/** The demo's rules: 100 points buy 1.00, conversions from 500 points in steps of 1. */
export const configFixture = (overrides: Partial<PointsConfigResponse> = {}): PointsConfigResponse => ({
  ratio: 100,
  convertEnabled: true,
  convertMin: 500,
  convertStep: 1,
  depositPercent: 100,
  multipliers: [
    { category: 'LIVE', percent: 70 },
    { category: 'SPORTS', percent: 100 },
    { category: 'RNG', percent: 120 },
  ],
  ...overrides,
});

export const redemptionFixture = (id: number, overrides: Partial<Redemption> = {}): Redemption => ({
  id,
  itemId: 1,
  itemName: 'P 10 cash',
  kind: 'CASH',
  quantity: 1,
  points: 1000,
  amount: 10,
  status: 'APPROVED',
  remark: null,
  shippingRef: null,
  address: null,
  createdAt: Date.UTC(2026, 2, 2, 9, 30),
  decidedAt: Date.UTC(2026, 2, 2, 9, 30),
  ...overrides,
});

export const entryFixture = (id: number, overrides: Partial<PointsEntry> = {}): PointsEntry => ({
  id,
  type: 'SLOTS',
  points: 148.14,
  reference: 'Lucky Fortune',
  createdAt: Date.UTC(2026, 2, 2, 9, 30),
  ...overrides,
});

export const pageOf = <T,>(list: T[], pageNo = 1, totalPages = 1) => ({
  list,
  totalCount: list.length * totalPages,
  totalPages,
  pageNo,
});

/**
 * The server's side of the payload encryption, for the tests: a key pair whose public half the
 * client encrypts with, and the opening of an encrypted body (as encrypt-payload.test.ts does).
 */
export function payloadKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey };
}

export function openBody(privateKey: KeyObject, body: unknown): unknown {
  const { encrypted } = body as EncryptedBody;
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(encrypted.key, 'base64'),
  );
  const sealed = Buffer.from(encrypted.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(encrypted.iv, 'base64'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString()) as unknown;
}

/** Shows the router's address, so a test can read what the page put into it. */
function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/** Renders `ui` as the app would: translations, a fresh query client (no retries), a router at `path`. */
export function renderPoints(ui: ReactNode, path = '/pointMall') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <AddressProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}
