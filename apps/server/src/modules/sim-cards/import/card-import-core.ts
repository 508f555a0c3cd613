import { inArray, sql } from 'drizzle-orm';
import type { CardImportConfig } from '@simdesk/contract';
import { isWithinScope } from '../../../platform/auth/data-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { organizations } from '../../../platform/database/schema';
import { simCards } from '../schema/cards-schema';
import { cardPlacementColumns } from '../shared/card-scope';
import { readCardImportSettings } from '../../company';
import { landingBatch, writeImportBatch, type LandingBatch, type StagedCard } from './import-batch';
import type { ImportRecord } from './import-file-reader';
import { checkRow, type CardCandidate } from './import-row-check';

/** An org cards can be placed in. */
export interface OrgPlace {
  id: number;
  companyId: number;
  path: string;
}

/** Who imports, and what the cards of the file are by default. */
export interface CardImportTarget {
  /** Scope: rows may only name orgs, and only update cards, this operator sees. */
  caller: OperatorContext;
  carrier: number;
  carrierAccountId: number | null;
  defaultOrg: OrgPlace;
}

/** How the import reports and commits; a task maps these to its context, a benchmark to plain calls. */
export interface CardImportHooks {
  batchSize?: number;
  /** Rows an interrupted run already committed: read again (for duplicates inside the file), not written. */
  skipRows?: number;
  recordFailure(rowNumber: number, reason: string): Promise<void>;
  /** Runs `work` and commits it together with "rowsRead rows are done" (the task's checkpoint). */
  commit(rowsRead: number, work: (transaction: Database) => Promise<void>): Promise<void>;
  /** `finished`: every row was read, so rowsRead is the file's row count. */
  progress?(rowsRead: number, finished: boolean): Promise<void>;
  /** Asked once per batch; true ends the import after the committed batches. */
  shouldStop?(): Promise<boolean>;
}

export interface CardImportSummary {
  rowsRead: number;
  inserted: number;
  updated: number;
  skipped: number;
  failed: number;
}

const alreadyInConsole = 'the ICCID is already in the console';

interface RowFailure {
  rowNumber: number;
  reason: string;
}

/** A batch checked and ready to land, with what it reports when it does. */
interface PreparedBatch {
  rowsRead: number;
  failures: RowFailure[];
  skipped: number;
  landing: LandingBatch;
}

/**
 * The card import: validates rows batch by batch and lands the good ones through COPY. Bad rows are
 * reported with their row number and reason; an ICCID of another company is refused without saying whose.
 */
export async function importCards(
  db: Database,
  rows: AsyncIterable<ImportRecord>,
  target: CardImportTarget,
  hooks: CardImportHooks,
): Promise<CardImportSummary> {
  const batchSize = hooks.batchSize ?? 10_000;
  const skipRows = hooks.skipRows ?? 0;
  const seenIccids = new Set<string>();
  const orgs = new Map<number, OrgPlace | null>([[target.defaultOrg.id, target.defaultOrg]]);
  const settingsByCompany = new Map<number, CardImportConfig>();
  const summary: CardImportSummary = { rowsRead: 0, inserted: 0, updated: 0, skipped: 0, failed: 0 };

  async function settingsOf(companyId: number): Promise<CardImportConfig> {
    let settings = settingsByCompany.get(companyId);
    if (!settings) {
      settings = await readCardImportSettings(db, companyId);
      settingsByCompany.set(companyId, settings);
    }
    return settings;
  }

  async function loadOrgs(ids: number[]): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !orgs.has(id));
    if (missing.length === 0) return;
    const found = await db
      .select({ id: organizations.id, companyId: organizations.companyId, path: organizations.path })
      .from(organizations)
      .where(inArray(organizations.id, missing));
    for (const id of missing) orgs.set(id, found.find((org) => org.id === id) ?? null);
  }

  /** The org a row places its card in: the one it names (null when unknown), else the import's default. */
  function orgOf(candidate: CardCandidate): OrgPlace | null | undefined {
    return candidate.orgId === null ? target.defaultOrg : orgs.get(candidate.orgId);
  }

  /**
   * Checks a batch (rows, orgs, the ICCIDs already known) and makes it ready to land; reports nothing yet, so a
   * batch checked while the one before it is written leaves no trace if the import stops in between.
   */
  async function prepareBatch(records: ImportRecord[], rowsRead: number): Promise<PreparedBatch> {
    const failures: RowFailure[] = [];
    const candidates: CardCandidate[] = [];
    const defaultSettings = await settingsOf(target.defaultOrg.companyId);
    for (const record of records) {
      const check = checkRow(record, defaultSettings);
      if ('example' in check) continue;
      if ('reason' in check) failures.push({ rowNumber: record.rowNumber, reason: check.reason });
      else if (seenIccids.has(check.candidate.iccid)) {
        failures.push({ rowNumber: record.rowNumber, reason: 'the ICCID appears earlier in the file' });
      } else {
        seenIccids.add(check.candidate.iccid);
        candidates.push(check.candidate);
      }
    }
    await loadOrgs(candidates.flatMap((candidate) => (candidate.orgId === null ? [] : [candidate.orgId])));
    const existing = new Map(
      candidates.length === 0
        ? []
        : (
            await db
              .select(cardPlacementColumns)
              .from(simCards)
              // One array parameter, not thousands of them.
              .where(
                sql`${simCards.iccid} = any(${sql.param(candidates.map((candidate) => candidate.iccid))}::text[])`,
              )
          ).map((card) => [card.iccid, card]),
    );
    const companies = new Set(candidates.map((candidate) => orgOf(candidate)?.companyId));
    for (const companyId of companies) if (companyId !== undefined) await settingsOf(companyId);
    const staged: StagedCard[] = [];
    let skipped = 0;
    for (const candidate of candidates) {
      const org = orgOf(candidate);
      if (!org || !isWithinScope(target.caller, { companyId: org.companyId, orgPath: org.path })) {
        failures.push({
          rowNumber: candidate.rowNumber,
          reason: `org ID ${candidate.orgId} is not an org you manage`,
        });
        continue;
      }
      // Read above for every company of the batch.
      const settings = settingsByCompany.get(org.companyId) ?? defaultSettings;
      const card = existing.get(candidate.iccid);
      const base = {
        ...candidate,
        companyId: org.companyId,
        orgId: org.id,
        orgPath: org.path,
        carrier: target.carrier,
        carrierAccountId: target.carrierAccountId,
      };
      if (!card) {
        staged.push({
          ...base,
          existingId: null,
          cardStatus: candidate.cardStatus ?? settings.defaultCardStatus,
        });
        continue;
      }
      // Another company's card, or one outside the caller's orgs, is refused in the same words as any other.
      const ours = card.companyId === org.companyId && isWithinScope(target.caller, card);
      if (!ours || settings.duplicateHandling === 'reject') {
        failures.push({ rowNumber: candidate.rowNumber, reason: alreadyInConsole });
      } else if (settings.duplicateHandling === 'skip') {
        skipped += 1;
      } else {
        staged.push({ ...base, existingId: card.id });
      }
    }
    failures.sort((left, right) => left.rowNumber - right.rowNumber);
    return { rowsRead, failures, skipped, landing: landingBatch(staged, target.caller.operatorId) };
  }

  /** Reports a prepared batch's failures, then lands its cards together with its checkpoint. */
  async function writeBatch(prepared: PreparedBatch): Promise<void> {
    summary.rowsRead = prepared.rowsRead;
    for (const failure of prepared.failures) await hooks.recordFailure(failure.rowNumber, failure.reason);
    summary.failed += prepared.failures.length;
    summary.skipped += prepared.skipped;
    await hooks.progress?.(summary.rowsRead, false);
    let lost = new Set<string>();
    await hooks.commit(summary.rowsRead, async (transaction) => {
      const written = await writeImportBatch(transaction, prepared.landing);
      lost = written.lostIccids;
      summary.inserted += written.inserted;
      summary.updated += written.updated;
    });
    // Taken by a concurrent import between the check and the insert: reported with the next checkpoint.
    for (const card of prepared.landing.cards.filter((candidate) => lost.has(candidate.iccid))) {
      await hooks.recordFailure(card.rowNumber, alreadyInConsole);
      summary.failed += 1;
    }
  }

  let batch: ImportRecord[] = [];
  let read = 0;
  // Three stages at once: the file is read and parsed, the batch read last is checked and made ready, the one
  // before it is written, so the database and the checks keep each other busy.
  let writing: Promise<void> | undefined;
  /** Waits for the batch being written; true when the import should stop after it. */
  async function settled(): Promise<boolean> {
    if (!writing) return false;
    await writing;
    return (await hooks.shouldStop?.()) ?? false;
  }
  try {
    for await (const record of rows) {
      read += 1;
      if (read <= skipRows) {
        // Committed by the interrupted run: only its ICCID matters now, for duplicates further down the file.
        const check = checkRow(record, { validateIccidChecksum: false });
        if ('candidate' in check) seenIccids.add(check.candidate.iccid);
        summary.rowsRead = read;
        continue;
      }
      batch.push(record);
      if (batch.length >= batchSize) {
        const prepared = prepareBatch(batch, read);
        // Its failure is thrown where it is awaited, not as an unhandled rejection meanwhile.
        prepared.catch(() => undefined);
        if (await settled()) return summary;
        writing = prepared.then(writeBatch);
        writing.catch(() => undefined);
        batch = [];
      }
    }
  } catch (error) {
    await writing?.catch(() => undefined);
    throw error;
  }
  if (await settled()) return summary;
  summary.rowsRead = read;
  if (batch.length > 0) await writeBatch(await prepareBatch(batch, read));
  await hooks.progress?.(summary.rowsRead, true);
  return summary;
}
