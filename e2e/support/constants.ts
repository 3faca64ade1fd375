export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const OPERATOR = { username: 'e2e-admin', password: 'e2e-operator-password-1' };
