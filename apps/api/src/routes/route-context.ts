import type { AppConfig } from '../config/config.ts';
import type { Services } from '../services/services.ts';

/** What every route plugin is registered with. */
export interface RouteContext {
  config: AppConfig;
  services: Services;
}
