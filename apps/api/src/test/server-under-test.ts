import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { createServer, type Server } from '../server.ts';
import { serverDatabase } from './scratch-database.ts';

/**
 * A whole server in this process (built, not listening) as `npm start` builds it, on a database of
 * its own (`serverDatabase`) and a DATA_DIR of its own. Its `close` runs once however often it is
 * called; `remove` closes it, then drops its database and its files.
 */
export async function serverUnderTest(
  prefix: string,
): Promise<{ server: Server; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  const database = await serverDatabase(prefix.replaceAll('-', '_'));
  const server = await createServer(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...database.env }));
  const close = server.close.bind(server);
  let closing: Promise<void> | undefined;
  server.close = () => {
    closing ??= close();
    return closing;
  };
  return {
    server,
    async remove() {
      await server.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
