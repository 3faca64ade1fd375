import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routes } from '@bet/contracts/routes';
import { DEMO_PAGE_PREFIX, DEMO_SIGNATURE_HEADER, type DemoGateway } from './demo-gateway.js';
import { minorToDecimal } from './payment-gateway.js';

export interface DemoPagePayment {
  id: bigint;
  amount: bigint;
  status: string;
  merchantCode: string;
  merchantName: string;
  currencySymbol: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// The site's CSP allows no inline styles or scripts: a stylesheet of our own and a plain form.
const CSS = `body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;padding:32px;max-width:360px;box-shadow:0 4px 24px #0002;text-align:center}
h1{font-size:20px;margin:0 0 16px}.amount{font-size:28px;font-weight:700;margin:8px 0 16px}.note{color:#6b7280;font-size:13px}
form{display:flex;gap:12px;justify-content:center;margin-top:24px}
button{font-size:16px;padding:10px 28px;border-radius:8px;border:0;cursor:pointer;background:#16a34a;color:#fff}
button.cancel{background:#e5e7eb;color:#111}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${DEMO_PAGE_PREFIX}/demo.css"></head>
<body><main>${body}</main></body></html>`;

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

const backLink = (id: bigint) => `<p><a href="/?deposit=${id}">Back to the site</a></p>`;

/**
 * The demo gateway's own pages (outside the API): GET shows the payment with Pay and Cancel;
 * the form POST plays the gateway's server, sending the signed callback to our callback route
 * exactly as an outside gateway would (through the HTTP stack, in process), then sends the
 * player back to the site.
 */
export function registerDemoGatewayPage(
  app: FastifyInstance,
  deps: { gateway: DemoGateway; lookup: (id: bigint) => Promise<DemoPagePayment | undefined> },
) {
  const { gateway } = deps;
  const find = async (token: string) => {
    const id = gateway.readPageToken(token);
    return id === null ? undefined : deps.lookup(id);
  };
  const notFound = (reply: FastifyReply) =>
    sendHtml(reply, 404, page('Payment not found', '<h1>Payment not found</h1>'));

  app.get(`${DEMO_PAGE_PREFIX}/demo.css`, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(CSS),
  );

  app.get<{ Params: { token: string } }>(`${DEMO_PAGE_PREFIX}/:token`, async (request, reply) => {
    const payment = await find(request.params.token);
    if (!payment) return notFound(reply);
    const amount = `${escapeHtml(payment.currencySymbol)} ${minorToDecimal(payment.amount)}`;
    if (payment.status !== 'PENDING') {
      return sendHtml(
        reply,
        200,
        page(
          'Payment done',
          `<h1>This payment is already ${payment.status === 'SUCCESS' ? 'paid' : 'closed'}</h1>${backLink(payment.id)}`,
        ),
      );
    }
    return sendHtml(
      reply,
      200,
      page(
        'Demo payment',
        `<h1>Demo payment gateway</h1><p>Deposit #${payment.id} to ${escapeHtml(payment.merchantName)}</p>
<p class="amount">${amount}</p><p class="note">No real money moves here: this page stands in for a payment provider.</p>
<form method="post"><button name="action" value="pay">Pay</button><button name="action" value="cancel" class="cancel">Cancel</button></form>`,
      ),
    );
  });

  app.post<{ Params: { token: string }; Body: { action?: string } }>(
    `${DEMO_PAGE_PREFIX}/:token`,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const payment = await find(request.params.token);
      if (!payment) return notFound(reply);
      const action = request.body?.action;
      if (payment.status === 'PENDING' && (action === 'pay' || action === 'cancel')) {
        const { rawBody, signature } = gateway.signCallback({
          depositId: String(payment.id),
          amount: minorToDecimal(payment.amount),
          status: action === 'pay' ? 'PAID' : 'CANCELLED',
          gatewayRef: `demo_${randomBytes(8).toString('hex')}`,
        });
        const res = await app.inject({
          method: 'POST',
          url: routes.depositGatewayCallback.path,
          headers: {
            'content-type': 'application/json',
            merchant: payment.merchantCode,
            [DEMO_SIGNATURE_HEADER]: signature,
          },
          payload: rawBody,
        });
        if (res.statusCode !== 200)
          request.log.warn(
            { depositId: String(payment.id), status: res.statusCode, body: res.body },
            'demo gateway callback refused',
          );
      }
      return reply.redirect(`/?deposit=${payment.id}`, 303);
    },
  );
}
