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
  // A callback, not an async hook: no promise on every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
});
