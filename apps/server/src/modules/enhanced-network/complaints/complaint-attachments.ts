import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { complaintStatus } from '@simdesk/contract';
import {
  complaintAttachmentMaximumBytes,
  complaintAttachmentMaximumCount,
  type ComplaintAttachmentKind,
  type ComplaintAttachmentRow,
} from '@simdesk/contract/modules/enhanced-network';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { operators } from '../../../platform/database/schema';
import { badRequest, notFound } from '../../../platform/http/app-error';
import type { AnsweredFile } from '../../../platform/http/call-handler';
import type { StoredUpload, UploadRules } from '../../../platform/http/register-upload';
import { removeQuietly, storedPath } from '../../../platform/tasks/task-files';
import { complaintScope } from './complaint-rows';
import { complaintAttachments, complaintHistory, complaints } from './complaint-schema';

const sampleBytes = 8192;

/** The first bytes of each binary kind; a log is UTF-8 text without NUL bytes. */
const signatures: Record<Exclude<ComplaintAttachmentKind, 'log'>, readonly number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
};

/** The name endings each kind may carry: a PNG named .pdf is refused, whatever its bytes. */
const extensionsOfKind: Record<ComplaintAttachmentKind, readonly string[]> = {
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  pdf: ['.pdf'],
  log: ['.log', '.txt'],
};

const contentTypes: Record<ComplaintAttachmentKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  log: 'text/plain; charset=utf-8',
};

const refusal = 'the file is not a PNG or JPEG image, a PDF or a text log';

/** What an attachment is by its first bytes, never by its name or the browser's claim. */
export function attachmentKindOf(
  sample: Uint8Array,
): { format: ComplaintAttachmentKind } | { refused: string } {
  if (sample.length === 0) return { refused: 'the file is empty' };
  for (const [kind, magic] of Object.entries(signatures)) {
    if (magic.every((byte, index) => sample[index] === byte))
      return { format: kind as ComplaintAttachmentKind };
  }
  if (sample.includes(0)) return { refused: refusal };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
  } catch {
    return { refused: refusal };
  }
  return { format: 'log' };
}

const acceptedExtensions = Object.values(extensionsOfKind).flat();

/** The upload call's rules: size, kind by content, and a name ending that fits. */
export const attachmentUploadRules: UploadRules<ComplaintAttachmentKind> = {
  maximumBytes: complaintAttachmentMaximumBytes,
  defaultFileName: 'attachment.log',
  fileName: {
    accepts: (fileName) => acceptedExtensions.includes(path.extname(fileName).toLowerCase()),
    refusal: `name the file ${acceptedExtensions.join(', ')}`,
  },
  judgeFile: async (filePath) => {
    const handle = await open(filePath, 'r');
    try {
      const buffer = Buffer.alloc(sampleBytes);
      const { bytesRead } = await handle.read(buffer, 0, sampleBytes, 0);
      return attachmentKindOf(buffer.subarray(0, bytesRead));
    } finally {
      await handle.close();
    }
  },
};

/**
 * Keeps an uploaded file as an attachment of a complaint the caller sees, within the count limit. The file
 * moves under attachments/complaints/<id>/; if the row cannot be written it is removed again.
 */
export async function attachToComplaint(
  db: Database,
  dataDir: string,
  caller: OperatorContext,
  complaintId: number,
  upload: StoredUpload<ComplaintAttachmentKind>,
): Promise<ComplaintAttachmentRow & { iccid: string }> {
  if (!extensionsOfKind[upload.format].includes(path.extname(upload.fileName).toLowerCase())) {
    throw badRequest(`file: the content is ${upload.format}, which the name ${upload.fileName} does not say`);
  }
  const uploaded = path.resolve(dataDir, upload.storedPath);
  const folder = path.join(dataDir, 'attachments', 'complaints', String(complaintId));
  const kept = path.join(folder, `${randomUUID()}.${upload.format}`);
  const { size } = await stat(uploaded);
  return db.transaction(async (transaction) => {
    const [complaint] = await transaction
      .select({ id: complaints.id, status: complaints.status, iccid: complaints.iccid })
      .from(complaints)
      .where(and(eq(complaints.id, complaintId), complaintScope(caller)))
      .for('update');
    if (!complaint) throw notFound(`no complaint ${complaintId}`);
    if (complaint.status === complaintStatus.byName.closed)
      throw badRequest('a closed complaint cannot change');
    const [attached] = await transaction
      .select({ total: count() })
      .from(complaintAttachments)
      .where(eq(complaintAttachments.complaintId, complaintId));
    if ((attached?.total ?? 0) >= complaintAttachmentMaximumCount) {
      throw badRequest(`file: a complaint carries at most ${complaintAttachmentMaximumCount} files`);
    }
    await mkdir(folder, { recursive: true });
    await rename(uploaded, kept);
    try {
      const [row] = await transaction
        .insert(complaintAttachments)
        .values({
          complaintId,
          fileName: upload.fileName,
          kind: upload.format,
          sizeBytes: size,
          storedPath: storedPath(dataDir, kept),
          uploadedById: caller.operatorId,
        })
        .returning();
      const [uploader] = await transaction
        .select({ name: operators.name })
        .from(operators)
        .where(eq(operators.id, caller.operatorId));
      if (!row || !uploader) throw new Error('attachment insert returned nothing');
      await transaction.insert(complaintHistory).values({
        complaintId,
        event: 'attached',
        comment: upload.fileName,
        operatorId: caller.operatorId,
      });
      return {
        id: row.id,
        fileName: row.fileName,
        kind: upload.format,
        sizeBytes: row.sizeBytes,
        uploadedBy: uploader.name,
        uploadedAt: row.createdAt.toISOString(),
        iccid: complaint.iccid,
      };
    } catch (error) {
      await removeQuietly(kept);
      throw error;
    }
  });
}

/** An attachment's file, when its complaint is one the caller sees (else answered as missing). */
export async function attachmentFile(
  db: Database,
  dataDir: string,
  caller: OperatorContext,
  attachmentId: number,
): Promise<AnsweredFile> {
  const [found] = await db
    .select({ attachment: complaintAttachments })
    .from(complaintAttachments)
    .innerJoin(complaints, eq(complaints.id, complaintAttachments.complaintId))
    .where(and(eq(complaintAttachments.id, attachmentId), complaintScope(caller)));
  if (!found) throw notFound(`no attachment ${attachmentId}`);
  const { attachment } = found;
  const root = path.resolve(dataDir, 'attachments');
  const absolute = path.resolve(dataDir, attachment.storedPath);
  if (!absolute.startsWith(`${root}${path.sep}`)) throw notFound(`no attachment ${attachmentId}`);
  const content = await readFile(absolute).catch(() => {
    throw notFound('the file of this attachment is no longer there');
  });
  return {
    content,
    fileName: attachment.fileName,
    contentType: contentTypes[attachment.kind as ComplaintAttachmentKind],
  };
}
