import type { AppConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { Services } from '../services.ts';

/** What every route plugin is registered with. */
export interface RouteContext {
  config: AppConfig;
  services: Services;
  /** For readiness checks only: everything else goes through `services`. */
  database: Database;
}
