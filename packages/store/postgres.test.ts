/** @jest-environment node */
import { newPostgresDatabase } from '../../test-support/stores';
import { postgresDialect } from './postgres';

// A PostgreSQL session can end under a query: a restart, a failover, an administrator's
// pg_terminate_backend, a reset socket. The query fails; the process must go on serving.

it('a session ended while a query holds it fails that query, and the pool serves the next', async () => {
  const { pool } = await postgresDialect(await newPostgresDatabase('ended'), 'ended_test');
  try {
    const client = await pool.connect();
    const ended = new Promise((resolve, reject) => {
      client.once('end', resolve);
      // On a build without the listener the thrown event also cuts 'end' off.
      setTimeout(() => reject(new Error('the session never ended cleanly')), 5000).unref();
    });
    // The server ends this very session mid-query: its error reaches the query, then the
    // socket closes and the client emits 'error' while it is still checked out. Without a
    // listener of its own that event is thrown out of the socket's handler and ends the process.
    await expect(client.query('SELECT pg_terminate_backend(pg_backend_pid())')).rejects.toThrow(
      /terminat/,
    );
    await ended;
    expect(() => client.emit('error', new Error('read ECONNRESET'))).not.toThrow();
    client.release(true);
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await pool.end();
  }
});
