import { compressImage, readAsDataUrl } from '../../../components/image-compression';

/** The base64 of a data URL, without its `data:…;base64,` prefix: what the calls take. */
export function base64OfDataUrl(dataUrl: string): string {
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/** A picture ready to send: its base64, and a data URL to show it. */
export interface PreparedPicture {
  base64: string;
  preview: string;
}

/**
 * A chosen picture as the service hall sends it: shrunk first when over 819,200 bytes (spec §9, the shared
 * compression); `compress` is that unless a test says otherwise.
 */
export async function preparePicture(
  picture: Blob,
  compress: (picture: Blob) => Promise<Blob> = compressImage,
): Promise<PreparedPicture> {
  const dataUrl = await readAsDataUrl(await compress(picture));
  return { base64: base64OfDataUrl(dataUrl), preview: dataUrl };
}
