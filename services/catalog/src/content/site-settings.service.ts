import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@shop/contracts';
import { conflict, OutboxRelayRunner, recordStaffAction, staffMay, type RequestContext } from '@shop/messaging';
import type { DataSource, EntityManager } from 'typeorm';

export const STALE_SETTINGS = "The shop's settings were changed by someone else; reload them";

/** Where each part of the settings is kept in site_settings (the spec's key/value table). */
const KEYS = {
  identity: 'store.identity',
  contact: 'store.contact',
  social: 'store.social',
  address: 'store.address',
  gst: 'store.gst',
  revision: 'store.revision',
} as const;

type Rows = Map<string, unknown>;

function settingsOf(rows: Rows): SiteSettings {
  const identity = rows.get(KEYS.identity) as { shopName?: string } | undefined;
  const contact = rows.get(KEYS.contact) as SiteSettings['contact'] | undefined;
  const social = rows.get(KEYS.social) as { instagram?: string | null } | undefined;
  return {
    shopName: identity?.shopName ?? DEFAULT_SITE_SETTINGS.shopName,
    contact: contact ? { email: contact.email, phone: contact.phone } : DEFAULT_SITE_SETTINGS.contact,
    socialLink: social ? (social.instagram ?? null) : DEFAULT_SITE_SETTINGS.socialLink,
    address: (rows.get(KEYS.address) as SiteSettings['address'] | undefined) ?? null,
    gst: (rows.get(KEYS.gst) as SiteSettings['gst'] | undefined) ?? null,
  };
}

/**
 * The shop's settings: read by the storefront (contact page, footer) and by invoices (address,
 * GST registration); changed by the owner or a manager ('settings.edit') with a version check and
 * an audit entry, in one transaction.
 */
@Injectable()
export class SiteSettingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: OutboxRelayRunner,
  ) {}

  async get(): Promise<{ settings: SiteSettings; version: number }> {
    return this.read(this.db.manager, false);
  }

  update(ctx: RequestContext, version: number, settings: SiteSettings): Promise<{ settings: SiteSettings; version: number }> {
    staffMay(ctx, 'settings.edit');
    return this.outbox.transaction(ctx, async (tx) => {
      const before = await this.read(tx.manager, true);
      if (before.version !== version) throw conflict(STALE_SETTINGS);
      const values: Array<[string, unknown]> = [
        [KEYS.identity, { shopName: settings.shopName }],
        [KEYS.contact, settings.contact],
        [KEYS.social, { instagram: settings.socialLink }],
        [KEYS.address, settings.address],
        [KEYS.gst, settings.gst],
        [KEYS.revision, version + 1],
      ];
      for (const [key, value] of values) {
        await tx.manager.query(
          `INSERT INTO site_settings (key, value) VALUES ($1, $2::jsonb)
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          [key, JSON.stringify(value)],
        );
      }
      const changed = (Object.keys(settings) as Array<keyof SiteSettings>).filter((key) => JSON.stringify(settings[key]) !== JSON.stringify(before.settings[key]));
      const flat = (value: SiteSettings) => Object.fromEntries(changed.map((key) => [key, value[key] === null ? null : typeof value[key] === 'string' ? (value[key] as string) : JSON.stringify(value[key])]));
      await recordStaffAction(tx, ctx, {
        action: 'settings.update',
        entity: 'settings',
        entityId: 'shop',
        summary: changed.length ? `Changed the shop's ${changed.join(', ')}` : "Saved the shop's settings unchanged",
        before: flat(before.settings),
        after: flat(settings),
      });
      return { settings, version: version + 1 };
    });
  }

  /** The settings and their version; locked for the transaction when `lock` is set. */
  private async read(manager: EntityManager, lock: boolean): Promise<{ settings: SiteSettings; version: number }> {
    const rows: Array<{ key: string; value: unknown }> = await manager.query(
      `SELECT key, value FROM site_settings WHERE key = ANY($1) ${lock ? 'FOR UPDATE' : ''}`,
      [Object.values(KEYS)],
    );
    const byKey: Rows = new Map(rows.map((row) => [row.key, row.value]));
    return { settings: settingsOf(byKey), version: Number(byKey.get(KEYS.revision) ?? 0) };
  }
}
