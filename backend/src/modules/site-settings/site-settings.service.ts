import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { Environment } from '../../config/environment.js';
import { AuditService } from '../audit/audit.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { cleanCustomCss, CustomCssError } from './custom-css.js';
import type { PublicSiteSettingsDto, SystemSettingsDto } from './dto/system-settings.dto.js';
import { DEFAULT_SYSTEM_SETTINGS, SYSTEM_SETTINGS_KEY, type SystemSettings } from './site-settings.js';

export const CUSTOM_CSS_PATH = '/api/site-settings/custom.css';
/** Re-read this often so a save made through another API process shows here too. */
const REFRESH_MS = 10_000;

/** What visitors get from one stored value, worked out once per value rather than per request. */
export interface Snapshot {
  settings: SystemSettings;
  publicSettings: PublicSiteSettingsDto;
  /** The stored CSS cleaned again (rules may have tightened since it was saved). */
  servedCss: string;
  readAt: number;
}

/** Reads the stored value field by field, so a missing or odd field falls back to its default. */
function fromStored(value: unknown, defaultContactEmail: string): SystemSettings {
  const stored = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof SystemSettings, unknown>>;
  const text = (key: 'siteTitle' | 'siteDescription' | 'customCSS') =>
    typeof stored[key] === 'string' ? stored[key] : DEFAULT_SYSTEM_SETTINGS[key];
  const flag = (key: 'darkModeDefault' | 'allowThemeSwitching') =>
    typeof stored[key] === 'boolean' ? stored[key] : DEFAULT_SYSTEM_SETTINGS[key];
  return {
    siteTitle: text('siteTitle') || DEFAULT_SYSTEM_SETTINGS.siteTitle,
    siteDescription: text('siteDescription'),
    darkModeDefault: flag('darkModeDefault'),
    allowThemeSwitching: flag('allowThemeSwitching'),
    customCSS: text('customCSS'),
    contactEmail: typeof stored.contactEmail === 'string' ? stored.contactEmail : defaultContactEmail,
  };
}

/** The site's appearance: saved by admins, applied to every visitor's page. */
@Injectable()
export class SiteSettingsService {
  private readonly siteOrigin: string;
  private readonly defaultContactEmail: string;
  private snapshot?: Promise<Snapshot>;

  constructor(
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    env: Environment,
  ) {
    this.siteOrigin = new URL(env.PUBLIC_URL).origin;
    this.defaultContactEmail = env.SUPPORT_CONTACT_EMAIL ?? '';
  }

  /**
   * Every page load reads these (index.html, the custom stylesheet), so they are held in memory:
   * replaced on save, re-read after REFRESH_MS. Concurrent callers share one read.
   */
  private current(): Promise<Snapshot> {
    const cached = this.snapshot;
    if (cached) {
      return cached.then((snapshot) => (Date.now() - snapshot.readAt < REFRESH_MS ? snapshot : this.refresh()));
    }
    return this.refresh();
  }

  /** Drops what is held and reads the stored value again (also for tests that reset the database). */
  refresh(): Promise<Snapshot> {
    const reading = this.settings
      .read(SYSTEM_SETTINGS_KEY)
      .then((stored) => this.snapshotOf(fromStored(stored, this.defaultContactEmail)));
    this.snapshot = reading;
    reading.catch(() => {
      if (this.snapshot === reading) this.snapshot = undefined;
    });
    return reading;
  }

  private snapshotOf(settings: SystemSettings): Snapshot {
    let servedCss: string;
    try {
      servedCss = cleanCustomCss(settings.customCSS, this.siteOrigin);
    } catch {
      servedCss = '';
    }
    return { settings, publicSettings: this.toPublic(settings), servedCss, readAt: Date.now() };
  }

  async get(): Promise<SystemSettings> {
    return (await this.current()).settings;
  }

  /** The settings every visitor's page starts with (same object until the value changes). */
  async getPublic(): Promise<PublicSiteSettingsDto> {
    return (await this.current()).publicSettings;
  }

  /** Cleans the CSS (a stylesheet that does not parse is a 400 on customCSS), stores, audits. */
  async save(input: SystemSettingsDto, adminId: string): Promise<SystemSettings> {
    let customCSS: string;
    try {
      customCSS = cleanCustomCss(input.customCSS, this.siteOrigin);
    } catch (error) {
      if (error instanceof CustomCssError)
        throw new ValidationFailedException([{ field: 'customCSS', reason: error.message }], error.message);
      throw error;
    }
    const previous = (await this.refresh()).settings;
    const next: SystemSettings = {
      siteTitle: input.siteTitle,
      siteDescription: input.siteDescription,
      darkModeDefault: input.darkModeDefault,
      allowThemeSwitching: input.allowThemeSwitching,
      customCSS,
      contactEmail: input.contactEmail ?? previous.contactEmail,
    };
    await this.settings.write(SYSTEM_SETTINGS_KEY, next, adminId);
    this.snapshot = Promise.resolve(this.snapshotOf(next));
    const changed = (Object.keys(next) as (keyof SystemSettings)[]).filter((key) => next[key] !== previous[key]);
    await this.audit.record({ actorId: adminId, action: 'admin.system-settings.changed', details: { changed } });
    return next;
  }

  /** The stored CSS, cleaned again on the way out (once per stored value, not per request). */
  async customCss(): Promise<string> {
    return (await this.current()).servedCss;
  }

  private toPublic(settings: SystemSettings): PublicSiteSettingsDto {
    const css = settings.customCSS.trim();
    return {
      siteTitle: settings.siteTitle,
      siteDescription: settings.siteDescription,
      darkModeDefault: settings.darkModeDefault,
      allowThemeSwitching: settings.allowThemeSwitching,
      // The version makes browsers fetch the new sheet as soon as it changes.
      contactEmail: settings.contactEmail || null,
      customCssUrl: css ? `${CUSTOM_CSS_PATH}?v=${createHash('sha256').update(css).digest('hex').slice(0, 12)}` : null,
    };
  }
}
