import type { Kysely } from 'kysely';
import { ERROR_CODES, type calls, type ParsedCallBody } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import type { AuditActor, AuditLog } from '../core/audit/audit-log.js';
import type { ContentVersions } from '../core/content/content-versions.js';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { promotionArtwork, type GameRepository } from '../games/index.js';
import type { ContentRepository, ContentRows } from './content-repository.js';
import { contentFile, readContent } from './content-file.js';
import { bannerRow, promotionData } from './import-promotions.js';
import {
  promotionFileProblems,
  promotionFileSchema,
  type PromotionFile,
} from './promotion-file.js';
import {
  presentOpsAnnouncement,
  presentOpsBanner,
  presentOpsCategory,
  presentOpsContent,
  presentOpsPromotion,
  presentOpsVipLevel,
} from './content-presenter.js';

type Body<C extends keyof typeof calls> = ParsedCallBody<(typeof calls)[C]>;

const notFound = (what: string, id: string) =>
  new AppError(404, ERROR_CODES.contentNotFound, `There is no ${what} "${id}"`);
const exists = (what: string, id: string) =>
  new AppError(409, ERROR_CODES.contentExists, `There is a ${what} "${id}" already`);
const invalid = (problems: string[]) =>
  new AppError(400, ERROR_CODES.contentInvalid, problems.join('; '));

/** Texts by language without the languages left empty. */
function written<T extends string>(texts: Partial<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, T] => !!entry[1]?.trim()),
  );
}

/** Rich text by language from its lines, without the languages left empty. */
function joined(lines: Partial<Record<string, string[]>>): Record<string, string> {
  return written(
    Object.fromEntries(Object.entries(lines).map(([l, v]) => [l, (v ?? []).join('\n')])),
  );
}

/** The item of a list with this id, or the error of its absence (update) or presence (create). */
function place<T>(
  list: T[],
  index: number,
  mode: 'create' | 'update',
  what: string,
  id: string,
): number {
  if (mode === 'create' && index >= 0) throw exists(what, id);
  if (mode === 'update' && index < 0) throw notFound(what, id);
  return mode === 'create' ? list.length : index;
}

interface Edit<T> {
  action: string;
  targetType: string;
  targetId: string;
  /** Changes the merchant's content file (throws the edit's not found or exists). */
  change(file: PromotionFile): void;
  /** Writes the change from the checked file. */
  write(trx: Kysely<Database>, file: PromotionFile, now: Date): Promise<void>;
  /** The edited item as the console shows it, before (undefined: none) and after. */
  show(rows: ContentRows): T | undefined;
}

/**
 * The console's content edits. Each runs in one transaction holding the merchant's content lock:
 * the content is read as its promotion file, changed, checked by the file's rules (so the console
 * cannot store what an import would refuse, nor the reverse), written, audited with the item
 * before and after, and the merchant's content version raised; once committed, every instance
 * learns the version (ContentVersions), so every cache of content keyed on it is left behind.
 */
export class ContentEditor {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      content: ContentRepository;
      /** The banners' store (the games area's). */
      games: GameRepository;
      audit: AuditLog;
      versions: ContentVersions;
      now: () => Date;
    },
  ) {}

  async list(merchant: MerchantConfig) {
    return presentOpsContent(merchant, await readContent(this.deps, merchant.code));
  }

  savePromotion(actor: AuditActor, merchant: MerchantConfig, body: Body<'opsSavePromotion'>) {
    return this.edit(actor, merchant, {
      action: `promotion.${body.mode}`,
      targetType: 'promotion',
      targetId: body.id,
      change: (file) => {
        const index = file.promotions.findIndex((p) => p.id === body.id);
        const at = place(file.promotions, index, body.mode, 'promotion', body.id);
        const kept = file.promotions[index];
        file.promotions[at] = {
          id: body.id,
          category: body.category,
          startsAt: body.startsAt,
          endsAt: body.endsAt,
          title: written(body.title),
          content: joined(body.content),
          terms: joined(body.terms),
          images: written(body.images),
          enabled: body.enabled,
          claim: kept?.claim ?? { kind: 'none' },
          kind: kept?.kind ?? null,
          bonus: kept?.bonus ?? null,
        };
      },
      write: async (trx, file, now) => {
        const data = promotionData(merchant.code, file, now);
        const row = data.promotions.find((p) => p.id === body.id)!;
        await this.deps.content.savePromotion(trx, row);
        const image = data.images.find((i) => i.id === row.image_id)!;
        await this.deps.content.saveImage(trx, {
          ...image,
          body: promotionArtwork({ id: body.id, category: body.category }),
        });
      },
      show: (rows) => {
        const row = rows.promotions.find((p) => p.id === body.id);
        return row && presentOpsPromotion(row);
      },
    }).then((promotion) => ({ promotion }));
  }

  saveAnnouncement(actor: AuditActor, merchant: MerchantConfig, body: Body<'opsSaveAnnouncement'>) {
    return this.edit(actor, merchant, {
      action: `announcement.${body.mode}`,
      targetType: 'announcement',
      targetId: body.id,
      change: (file) => {
        const index = file.announcements.findIndex((a) => a.id === body.id);
        const at = place(file.announcements, index, body.mode, 'announcement', body.id);
        const kept = file.announcements[index];
        file.announcements[at] = {
          id: body.id,
          type: kept?.type ?? 'PR',
          platforms: kept?.platforms ?? ['M'],
          category: body.category,
          startsAt: body.startsAt,
          endsAt: body.endsAt,
          title: written(body.title),
          content: written(body.content),
          enabled: body.enabled,
        };
      },
      write: async (trx, file, now) => {
        const row = promotionData(merchant.code, file, now).announcements.find(
          (a) => a.id === body.id,
        )!;
        await this.deps.content.saveAnnouncement(trx, row);
      },
      show: (rows) => {
        const row = rows.announcements.find((a) => a.id === body.id);
        return row && presentOpsAnnouncement(row);
      },
    }).then((announcement) => ({ announcement }));
  }

  saveCategory(actor: AuditActor, merchant: MerchantConfig, body: Body<'opsSaveCategory'>) {
    return this.edit(actor, merchant, {
      action: `category.${body.mode}`,
      targetType: 'category',
      targetId: body.id,
      change: (file) => {
        const index = file.categories.findIndex((c) => c.id === body.id);
        const at = place(file.categories, index, body.mode, 'category', body.id);
        file.categories[at] = { id: body.id, name: written(body.name) };
      },
      write: async (trx, file, now) => {
        const row = promotionData(merchant.code, file, now).categories.find(
          (c) => c.id === body.id,
        )!;
        await this.deps.content.saveCategory(trx, row);
      },
      show: (rows) => {
        const row = rows.categories.find((c) => c.id === body.id);
        return row && presentOpsCategory(row);
      },
    }).then((category) => ({ category }));
  }

  saveVipLevel(actor: AuditActor, merchant: MerchantConfig, body: Body<'opsSaveVipLevel'>) {
    return this.edit(actor, merchant, {
      action: 'vipLevel.update',
      targetType: 'vipLevel',
      targetId: body.labelId,
      change: (file) => {
        const level = file.vipLevels.find((l) => l.labelId === body.labelId);
        if (!level) throw notFound('VIP level', body.labelId);
        level.labelName = written(body.labelName);
        level.benefits = body.benefits.map((benefit) => written(benefit));
      },
      write: async (trx, file) => {
        const level = file.vipLevels.find((l) => l.labelId === body.labelId)!;
        await this.deps.content.saveVipTexts(trx, merchant.code, body.labelId, {
          label_name: JSON.stringify(level.labelName),
          benefits: JSON.stringify(level.benefits),
        });
      },
      show: (rows) => {
        const row = rows.vipLevels.find((l) => l.label_id === body.labelId);
        return row && presentOpsVipLevel(row);
      },
    }).then((level) => ({ level }));
  }

  saveBanner(actor: AuditActor, merchant: MerchantConfig, body: Body<'opsSaveBanner'>) {
    return this.edit(actor, merchant, {
      action: `banner.${body.mode}`,
      targetType: 'banner',
      targetId: body.id,
      change: (file) => {
        const banners = (file.banners ??= []);
        const index = banners.findIndex((b) => b.id === body.id);
        const at = place(banners, index, body.mode, 'banner', body.id);
        const kept = banners[index];
        const texts = Object.fromEntries(
          Object.entries(body.texts).filter(([, text]) => text?.title.trim()),
        ) as Record<string, { title: string; action: string }>;
        banners[at] = {
          id: body.id,
          groupName: body.groupName,
          language: kept?.language ?? null,
          title: body.title,
          imageId: kept?.imageId,
          images: written(body.images),
          texts: Object.keys(texts).length > 0 ? texts : null,
          linkageType: body.linkageType,
          linkage: body.linkage,
          roomId: kept?.roomId ?? null,
          nodeId: kept?.nodeId ?? null,
          gameType: kept?.gameType ?? null,
          vendor: kept?.vendor ?? null,
          enabled: body.enabled,
        };
      },
      write: async (trx, file) => {
        const banners = file.banners ?? [];
        const banner = banners.find((b) => b.id === body.id)!;
        // A new banner goes last in its group; a changed one keeps its place.
        const last = banners.filter((b) => b.groupName === body.groupName).length - 1;
        await this.deps.games.saveBanner(trx, bannerRow(merchant.code, banner, last));
      },
      show: (rows) => {
        const row = rows.banners.find((b) => b.id === body.id);
        return row && presentOpsBanner(row);
      },
    }).then((banner) => ({ banner }));
  }

  async setEnabled(
    actor: AuditActor,
    merchant: MerchantConfig,
    body: Body<'opsSetContentEnabled'>,
  ) {
    const { kind, id, enabled } = body;
    await this.edit(actor, merchant, {
      action: `${kind}.${enabled ? 'enable' : 'disable'}`,
      targetType: kind,
      targetId: id,
      change: (file) => {
        const list =
          kind === 'promotion'
            ? file.promotions
            : kind === 'announcement'
              ? file.announcements
              : (file.banners ?? []);
        const item = list.find((entry) => entry.id === id);
        if (!item) throw notFound(kind, id);
        item.enabled = enabled;
      },
      write: (trx) =>
        kind === 'banner'
          ? this.deps.games.setBannerEnabled(trx, merchant.code, id, enabled)
          : this.deps.content.setEnabled(trx, kind, merchant.code, id, enabled),
      show: (rows) => {
        const list =
          kind === 'promotion'
            ? rows.promotions
            : kind === 'announcement'
              ? rows.announcements
              : rows.banners;
        const row = list.find((entry) => entry.id === id);
        return row && { enabled: row.enabled };
      },
    });
    return { kind, id, enabled };
  }

  async order(actor: AuditActor, merchant: MerchantConfig, body: Body<'opsOrderContent'>) {
    const { kind, ids } = body;
    const idsOf = (rows: ContentRows): string[] => {
      switch (kind) {
        case 'promotion':
          return rows.promotions.map((p) => p.id);
        case 'category':
          return rows.categories.map((c) => c.id);
        case 'announcement':
          return rows.announcements.map((a) => a.id);
        case 'banner': {
          const group = rows.banners.find((b) => b.id === ids[0])?.group_name;
          return rows.banners.filter((b) => b.group_name === group).map((b) => b.id);
        }
      }
    };
    let current: string[] = [];
    await this.edit(actor, merchant, {
      action: `${kind}.order`,
      targetType: kind,
      targetId: '*',
      change: () => {
        const same =
          new Set(ids).size === ids.length &&
          ids.length === current.length &&
          ids.every((id) => current.includes(id));
        if (!same) {
          throw invalid([
            `ids: must name every ${kind} (of one banner group) once: ${current.join(', ')}`,
          ]);
        }
      },
      write: (trx) =>
        kind === 'banner'
          ? this.deps.games.orderBanners(trx, merchant.code, ids)
          : this.deps.content.order(trx, kind, merchant.code, ids),
      show: (rows) => {
        current = idsOf(rows);
        return current;
      },
    });
    return { kind, ids: [...ids] };
  }

  /** One edit: locked, checked as the file, written, audited and versioned in one transaction. */
  private async edit<T>(actor: AuditActor, merchant: MerchantConfig, edit: Edit<T>): Promise<T> {
    const { db, audit, versions, now } = this.deps;
    const at = now();
    const done = await db.transaction().execute(async (trx) => {
      await versions.lock(trx, merchant.code);
      const rows = await readContent(this.deps, merchant.code, trx);
      const before = edit.show(rows);
      const file = contentFile(rows);
      edit.change(file);
      const checked = check(contentFile(rows), file, merchant);
      await edit.write(trx, checked, at);
      const after = edit.show(await readContent(this.deps, merchant.code, trx));
      await audit.append(
        actor,
        {
          action: edit.action,
          targetType: edit.targetType,
          targetId: edit.targetId,
          before: before ?? null,
          after: after ?? null,
        },
        trx,
      );
      const version = await versions.raise(trx, merchant.code, 'edited', at);
      return { after: after as T, version };
    });
    await versions.announce(merchant.code, done.version);
    return done.after;
  }
}

/** What the promotion file's rules find in a merchant's content, each problem named. */
function problemsOf(
  file: PromotionFile,
  merchant: MerchantConfig,
): { file?: PromotionFile; problems: string[] } {
  const parsed = promotionFileSchema.safeParse(file);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
      ),
    };
  }
  return { file: parsed.data, problems: promotionFileProblems(parsed.data, merchant) };
}

/** A problem without the positions in it, so a reordered list names the same problems. */
const positionless = (problem: string) => problem.replace(/\.\d+(?=[.:])/g, '.#');

/**
 * The content after an edit, checked by the promotion file's rules: the edit is refused for each
 * problem it adds. Problems the stored content had already (a language the merchant has since
 * dropped) do not hold up an edit elsewhere, nor one that mends them.
 */
function check(
  before: PromotionFile,
  after: PromotionFile,
  merchant: MerchantConfig,
): PromotionFile {
  const known = new Map<string, number>();
  for (const problem of problemsOf(before, merchant).problems.map(positionless)) {
    known.set(problem, (known.get(problem) ?? 0) + 1);
  }
  const checked = problemsOf(after, merchant);
  const added = checked.problems.filter((problem) => {
    const left = known.get(positionless(problem)) ?? 0;
    if (left > 0) known.set(positionless(problem), left - 1);
    return left === 0;
  });
  if (added.length > 0 || !checked.file) throw invalid(added.length > 0 ? added : checked.problems);
  return checked.file;
}
