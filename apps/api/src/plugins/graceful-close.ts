import fp from 'fastify-plugin';

/**
 * While the app closes, requests in flight still finish, but their keep-alive connections must
 * not: otherwise an open socket holds shutdown until the keep-alive timeout. Responses sent after
 * close() began carry `Connection: close`; idle sockets are closed by `forceCloseConnections: 'idle'`.
 */
export const gracefulClose = fp(async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
});
