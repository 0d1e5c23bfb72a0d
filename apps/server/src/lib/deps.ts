import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from './mailer';

/** What services need from the outside world; built once in buildApp. */
export interface Deps {
  database: Database;
  config: AppConfig;
  mailer: Mailer;
}
