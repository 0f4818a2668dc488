import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../db/client.js';
import { newId } from '../../domain/common/ids.js';
import { activeSigningKeys, insertSigningKey } from './repo.js';

export const SIGNING_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export interface KeyRing {
  active: SigningKey;
  /** Public keys by kid, for verification and the JWKS document. */
  publicKeys: Map<string, CryptoKey>;
  jwks: { keys: JWK[] };
}

/** Loads the signing keys kept in the database, generating the first one on first start. */
export async function loadKeyRing(db: Db): Promise<KeyRing> {
  let rows = await activeSigningKeys(db);
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const kid = newId();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
    // Two servers starting together: the loser of the race simply reads the winner's key.
    await insertSigningKey(db, { kid, alg: SIGNING_ALG, privateJwk, publicJwk });
    rows = await activeSigningKeys(db);
  }
  rows.sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime());
  const publicKeys = new Map<string, CryptoKey>();
  for (const row of rows) publicKeys.set(row.kid, (await importJWK(row.publicJwk as JWK, row.alg)) as CryptoKey);
  const newest = rows[0];
  return {
    active: {
      kid: newest.kid,
      privateKey: (await importJWK(newest.privateJwk as JWK, newest.alg)) as CryptoKey,
      publicJwk: newest.publicJwk as JWK,
    },
    publicKeys,
    jwks: { keys: rows.map((r) => r.publicJwk as JWK) },
  };
}
