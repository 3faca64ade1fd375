export interface ApiEnvelope {
  success: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a script client reads whatever the call answers
  value?: any;
  errorCode?: string;
}
export function apiJson(base: string, path: string, init?: RequestInit): Promise<ApiEnvelope>;
export function encryptBody(
  payloadKey: string,
  body: unknown,
): { encrypted: { v: 1; key: string; iv: string; data: string } };
export function loginAs(base: string, username: string, password: string): Promise<string>;
