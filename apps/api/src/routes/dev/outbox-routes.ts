import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../http/route.ts';
import type { OutboxEntry } from '../../services/messaging/outbox.ts';
import type { RouteContext } from '../route-context.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function renderOutboxPage(entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.created_at)}</td><td>${e.channel}</td><td>${escapeHtml(e.recipient)}</td>` +
        `<td>${escapeHtml(e.subject ?? '')}</td><td><pre>${escapeHtml(e.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title></head>
<body><h1>Dev outbox</h1>
<p>Email and text messages the local API would have sent, newest first.</p>
<table border="1" cellpadding="6"><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Subject</th><th>Message</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">Nothing sent yet.</td></tr>'}</tbody></table>
</body></html>`;
}

/** Local mode only (never registered in production): what the mail and SMS adapters captured. */
export async function outboxRoutes(app: FastifyInstance, { services }: RouteContext) {
  const route = createRouter(app, services);

  route(endpoints.devOutbox, {
    handler: async () => ({ messages: await services.outbox.latest() }),
  });

  route(endpoints.devOutboxPage, {
    handler: async () => renderOutboxPage(await services.outbox.latest()),
  });
}
