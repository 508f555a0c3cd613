import { publicKeyCall } from '@simdesk/contract';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { apiEnvironment } from './api-environment';
import { callApiForRow } from './call-api';

let publicKey: Promise<CryptoKey> | undefined;

function pemToBytes(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function loadPublicKey(): Promise<CryptoKey> {
  const { publicKey: pem } = await callApiForRow(publicKeyCall, {});
  return crypto.subtle.importKey('spki', pemToBytes(pem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
}

/** A password as it travels (spec §9): RSA-OAEP SHA-256 under the server's public key, in base64. */
export async function encryptPassword(plain: string): Promise<string> {
  if (typeof crypto === 'undefined' || crypto.subtle === undefined) {
    // WebCrypto exists only on https or localhost; say so rather than fail obscurely.
    apiEnvironment.notifier.error({
      title: i18n.t('errors:insecureContext.title'),
      description: i18n.t('errors:insecureContext.description'),
    });
    throw new ApiError('client', 'insecure-context', 'WebCrypto is not available');
  }
  publicKey ??= loadPublicKey();
  try {
    const key = await publicKey;
    const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
    return bytesToBase64(new Uint8Array(cipher));
  } catch (error) {
    // Fetch the key again next time (it may have failed to load or been replaced).
    publicKey = undefined;
    if (error instanceof ApiError) throw error;
    apiEnvironment.notifier.error({
      title: i18n.t('errors:requestError'),
      description: i18n.t('errors:encryptFailed'),
    });
    throw new ApiError('client', 'encrypt-failed', error instanceof Error ? error.message : String(error));
  }
}
