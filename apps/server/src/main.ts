import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { activeDemoLogins } from './db/seed/demo.ts';
import { runCheckStorage } from './operations/cli-check-storage.ts';
import { lockDataDirForServer, runCommand } from './operations/cli.ts';
import { startOperations } from './operations/server.ts';
import { shutdownOnSignals } from './operations/shutdown.ts';

async function main(): Promise<void> {
  // `backup` and `restore` (docs/decisions/092), `check-storage` (docs/decisions/095).
  if (process.argv[2] === 'check-storage') process.exit(await runCheckStorage(process.argv.slice(3)));
  if (await runCommand(process.argv.slice(2))) return;
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  config.webDist = process.env.SILOKER_WEB_DIST ?? path.resolve(here, '../../web/dist');

  await lockDataDirForServer(config);
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  await startOperations(app, database, config);
  // SIGTERM/SIGINT: drain, finish requests and the mail pass, close the database, exit 0 (docs/decisions/093).
  shutdownOnSignals(app, database);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`SiLoker siap di ${config.publicUrl} (${database.engine})`);
  // Demo logins have published passwords: say so loudly at every start while any can sign in.
  const demoLogins = await activeDemoLogins(database.db);
  if (demoLogins.length > 0) {
    app.log.warn(
      `PERINGATAN: akun demo aktif dengan kata sandi yang dipublikasikan (${demoLogins.join(', ')}). ` +
        'Jangan dipakai untuk layanan sungguhan: jalankan dengan DEMO_DATA=false pada basis data baru, ' +
        'atur ADMIN_EMAIL/ADMIN_PASSWORD, dan nonaktifkan akun demo.',
    );
  }
}

main().catch((err) => {
  // Configuration problems found at start (unknown CITY_CODE, clashing ADMIN_EMAIL) print their message only.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
