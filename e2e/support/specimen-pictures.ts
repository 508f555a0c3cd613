import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withBorderCut } from '../../apps/server/src/modules/real-name/documents/specimens/degraded-copies-test-support';
import {
  drawSpecimenBack,
  drawSpecimenFront,
  drawSpecimenLivePhoto,
} from '../../apps/server/src/modules/real-name/documents/specimens/specimen-card-test-support';
import {
  specimenPerson,
  type SpecimenPerson,
} from '../../apps/server/src/modules/real-name/documents/specimens/specimen-people-test-support';

/** The files an owner uploads in the service hall: a made-up person's card, a cut copy of its front, a selfie. */
export interface SpecimenPictures {
  person: SpecimenPerson;
  front: string;
  frontCut: string;
  back: string;
  livePhoto: string;
}

/**
 * Draws the `index`th specimen person's identity card and live photo into `folder` as a phone would take them
 * (PNGs over 800 KiB, so the page shrinks them to JPEG as spec §9 says). Never a real person's data.
 */
export async function writeSpecimenPictures(folder: string, index: number): Promise<SpecimenPictures> {
  await mkdir(folder, { recursive: true });
  const person = specimenPerson(index);
  const front = await drawSpecimenFront(person);
  const files = {
    front: ['front.png', front],
    frontCut: ['front-cut.png', await withBorderCut(front)],
    back: ['back.png', await drawSpecimenBack(person)],
    livePhoto: ['live-photo.png', await drawSpecimenLivePhoto()],
  } as const;
  const written = {} as Record<keyof typeof files, string>;
  for (const [name, [fileName, bytes]] of Object.entries(files) as [
    keyof typeof files,
    readonly [string, Buffer],
  ][]) {
    written[name] = path.join(folder, `${index}-${fileName}`);
    await writeFile(written[name], bytes);
  }
  return { person, ...written };
}
