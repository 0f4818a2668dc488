import { createHash, createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { scramVerifier } from './app-login.js';

interface ScramSession {
  clientNonce: string;
  response: string;
  serverSignature: string;
}
/** node-postgres's own SCRAM client: what logs in with the password the verifier is made from. */
const sasl = createRequire(import.meta.url)('pg/lib/crypto/sasl.js') as {
  startSession(mechanisms: string[]): ScramSession;
  continueSession(session: ScramSession, password: string, serverFirst: string): Promise<void>;
};
const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** Checks node-postgres's proof of `password` as a PostgreSQL server holding `verifier` does (RFC 5802 §3). */
async function accepts(verifier: string, password: string): Promise<boolean> {
  const [, iterations, salt, storedKey, serverKey] = /^SCRAM-SHA-256\$(\d+):([^$]+)\$([^:]+):(.+)$/.exec(verifier)!;
  const session = sasl.startSession(['SCRAM-SHA-256']);
  const serverFirst = `r=${session.clientNonce}server-nonce,s=${salt},i=${iterations}`;
  await sasl.continueSession(session, password, serverFirst);
  const [, withoutProof, proof] = /^(.*),p=(.*)$/.exec(session.response)!;
  const authMessage = `n=*,r=${session.clientNonce},${serverFirst},${withoutProof}`;
  const signature = hmac(Buffer.from(storedKey, 'base64'), authMessage);
  const clientKey = Buffer.from(proof, 'base64').map((byte, i) => byte ^ signature[i]);
  const proven = createHash('sha256').update(clientKey).digest('base64') === storedKey;
  return proven && hmac(Buffer.from(serverKey, 'base64'), authMessage).toString('base64') === session.serverSignature;
}

it("makes the SCRAM verifier PostgreSQL stores, which node-postgres's proof of the same password passes and of another fails", async () => {
  for (const password of ['s3cret-Pass', 'pässwörd\u00A0\uFB01 \u200D']) {
    const verifier = scramVerifier(password);
    expect(verifier).toMatch(/^SCRAM-SHA-256\$4096:[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}:[A-Za-z0-9+/=]{44}$/);
    expect(await accepts(verifier, password)).toBe(true);
    expect(await accepts(verifier, `${password}x`)).toBe(false);
  }
  // A fresh salt each time: two verifiers of one password differ.
  expect(scramVerifier('same')).not.toBe(scramVerifier('same'));
});
