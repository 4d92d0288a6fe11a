import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config/config.ts';
import { featuresOffLine, optionalFeatures } from './config/optional-features.ts';
import { DATA_KEY_MISMATCH, dataKeyMatches } from './db/data-key-check.ts';
import { openConfiguredDatabase } from './db/database.ts';
import { FieldEncryption } from './field-encryption.ts';
import { seedDemoBorrower, seedDemoStaff } from './db/seed.ts';
import { StaffSecondFactors } from './modules/staff/staff-second-factors.ts';
import { createLogger, logDestination } from './logger.ts';
import { startLocalOidcProvider, type LocalOidcProvider } from './modules/identity/local-oidc-provider.ts';

const config = loadConfigOrExit();
// Log lines leave without blocking a request, in batches (logger.ts, ADR 0063).
const logger = createLogger({ level: config.logLevel, stream: logDestination() });

const database = await openConfiguredDatabase(config);
await database.migrate();
logger.info({ engine: database.engine }, 'database migrated');

// A key that cannot open the database's key-check row would fail every encrypted read: refuse now.
if (!(await dataKeyMatches(database.db, new FieldEncryption(config.dataEncryptionKey)))) {
  await database.close();
  console.error(DATA_KEY_MISMATCH);
  process.exit(1);
}

if (config.appEnv === 'local' && (await seedDemoBorrower(database.db))) {
  logger.info('demo borrower seeded (local mode)');
}
const demoFactors = new StaffSecondFactors(
  database.db,
  new FieldEncryption(config.dataEncryptionKey),
  config.tokenSecret,
);
if (config.appEnv === 'local' && (await seedDemoStaff(database.db, demoFactors))) {
  logger.info('demo staff member seeded (local mode)');
}

// Local mode without Google credentials: a local OpenID Connect provider stands in for Google.
let localOidc: LocalOidcProvider | undefined;
if (config.appEnv === 'local' && config.google === undefined) {
  localOidc = await startLocalOidcProvider();
  config.google = localOidc.google;
  logger.info({ issuer: localOidc.google.issuer }, 'local OpenID Connect provider stands in for Google');
}

const app = await buildApp({ config, database, logger });
const featuresOff = featuresOffLine(optionalFeatures(config));
if (featuresOff !== undefined) logger.warn(featuresOff);

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  try {
    // close() stops accepting connections and waits for requests in flight.
    await app.close();
    await localOidc?.stop();
    await database.close();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
