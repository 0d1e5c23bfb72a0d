// Runs the migrations in migrations/ (ISO-dated names), bundled statically so the built server carries them.
import { Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as foundation from './migrations/2026-11-22T00-00_foundation';
import * as administration from './migrations/2026-11-22T01-00_administration';
import * as hardening from './migrations/2026-11-23T00-00_hardening';
import * as catalogue from './migrations/2026-11-23T01-00_catalogue';
import * as clients from './migrations/2026-11-23T02-00_clients';
import * as caisse from './migrations/2026-11-23T03-00_caisse';
import * as orders from './migrations/2026-11-23T04-00_orders';
import * as offline from './migrations/2026-11-23T05-00_offline';
import * as planning from './migrations/2026-11-23T06-00_planning';
import * as priceActivity from './migrations/2026-11-23T07-00_price-activity';
import * as priceLiveCounts from './migrations/2026-11-25T10-00_price-live-counts';
import * as searchTextIndex from './migrations/2026-11-26T14-00_search-text-index';
import * as stockInventory from './migrations/2026-11-26T16-00_stock-inventory';
import * as priceIntegrity from './migrations/2026-11-27T02-00_price-integrity';
import * as provisionalNumber from './migrations/2026-11-27T03-00_provisional-number';
import * as notifications from './migrations/2026-11-27T04-00_notifications';
import * as unitCosts from './migrations/2026-11-27T05-30_unit-costs';
import * as dashboardAggregates from './migrations/2026-11-27T06-20_dashboard-aggregates';
import * as pushSubscriptions from './migrations/2026-11-27T06-30_push-subscriptions';
import * as smallSettings from './migrations/2026-11-27T06-40_small-settings';
import * as stockEntities from './migrations/2026-11-27T06-50_stock-entities';
import * as stockReports from './migrations/2026-11-27T07-00_stock-reports';
import * as aggRollups from './migrations/2026-11-27T08-00_agg-rollups';
import * as commandInstructions from './migrations/2026-11-27T08-10_command-instructions';
import * as roleNotifications from './migrations/2026-11-27T08-10_role-notifications';
import * as centralAchat from './migrations/2026-11-27T08-20_central-achat';
import * as stockDayValues from './migrations/2026-11-27T08-25_stock-day-values';
import * as labPlanning from './migrations/2026-11-27T08-30_lab-planning';
import * as billing from './migrations/2026-11-27T08-40_billing';
import * as shipping from './migrations/2026-11-27T08-50_shipping';
import * as displays from './migrations/2026-11-27T09-00_displays';
import * as humanResources from './migrations/2026-11-27T10-20_human-resources';
import * as memberships from './migrations/2026-11-27T10-30_memberships';
import * as membershipPlanTax from './migrations/2026-11-27T11-20_membership-plan-tax';
import * as membershipPeriodLines from './migrations/2026-11-27T12-10_membership-period-lines';
import * as onlineOrders from './migrations/2026-11-27T10-00_online-orders';
import * as ecommerceSync from './migrations/2026-11-27T10-10_ecommerce-sync';
import * as stockListIndex from './migrations/2026-11-27T11-30_stock-list-index';

const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T00-00_foundation': foundation,
  '2026-11-22T01-00_administration': administration,
  '2026-11-23T00-00_hardening': hardening,
  '2026-11-23T01-00_catalogue': catalogue,
  '2026-11-23T02-00_clients': clients,
  '2026-11-23T03-00_caisse': caisse,
  '2026-11-23T04-00_orders': orders,
  '2026-11-23T05-00_offline': offline,
  '2026-11-23T06-00_planning': planning,
  '2026-11-23T07-00_price-activity': priceActivity,
  '2026-11-25T10-00_price-live-counts': priceLiveCounts,
  '2026-11-26T14-00_search-text-index': searchTextIndex,
  '2026-11-26T16-00_stock-inventory': stockInventory,
  '2026-11-27T02-00_price-integrity': priceIntegrity,
  '2026-11-27T03-00_provisional-number': provisionalNumber,
  '2026-11-27T04-00_notifications': notifications,
  '2026-11-27T05-30_unit-costs': unitCosts,
  '2026-11-27T06-20_dashboard-aggregates': dashboardAggregates,
  '2026-11-27T06-30_push-subscriptions': pushSubscriptions,
  '2026-11-27T06-40_small-settings': smallSettings,
  '2026-11-27T06-50_stock-entities': stockEntities,
  '2026-11-27T07-00_stock-reports': stockReports,
  '2026-11-27T08-00_agg-rollups': aggRollups,
  '2026-11-27T08-10_command-instructions': commandInstructions,
  '2026-11-27T08-10_role-notifications': roleNotifications,
  '2026-11-27T08-20_central-achat': centralAchat,
  '2026-11-27T08-25_stock-day-values': stockDayValues,
  '2026-11-27T08-30_lab-planning': labPlanning,
  '2026-11-27T08-40_billing': billing,
  '2026-11-27T08-50_shipping': shipping,
  '2026-11-27T09-00_displays': displays,
  '2026-11-27T10-00_online-orders': onlineOrders,
  '2026-11-27T10-10_ecommerce-sync': ecommerceSync,
  '2026-11-27T10-20_human-resources': humanResources,
  '2026-11-27T10-30_memberships': memberships,
  '2026-11-27T11-20_membership-plan-tax': membershipPlanTax,
  '2026-11-27T11-30_stock-list-index': stockListIndex,
  '2026-11-27T12-10_membership-period-lines': membershipPeriodLines,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Kysely looks for its own tables in every schema unless told which: name the current one, so a database holding
  // several schemas (tests, or tenants side by side) never mistakes another schema's migration tables for its own.
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider: new StaticProvider(), ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
