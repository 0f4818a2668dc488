// Respondent runtime (docs/performance.md "Respondent"): profiles taking a topic of 20 multiple-choice questions through
// the customer app, answering — one answer a request as a respondent clicks, and a page of 10 — at 32 connections.
// The target is 2,000 answers/s on PostgreSQL.
import type autocannon from 'autocannon';
import pg from 'pg';
import { load, type Figures } from './load.js';
import { CUSTOMER_CLIENT_ID } from '../src/server/seed/clients.js';
import { appClient, type ApiClient } from './sign-in.js';

const PROFILES = Number(process.env.BENCH_RESPONDENTS ?? 16);
const ATTEMPTS_EACH = Number(process.env.BENCH_RESPONDENT_ATTEMPTS ?? 20);
const QUESTIONS = 20;
const PASSWORD = 'Bench@12345';

export interface RespondentFigures {
  attempts: number;
  single: Figures;
  page: Figures;
}

async function json(res: Response) {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A creative of city-centre with a questionnaire of QUESTIONS questions and a topic picking them all (1,000 attempts each). */
async function topicOf(appUrl: string, auth: Record<string, string>): Promise<{ topic: string; questions: string[] }> {
  const post = (url: string, body: object) =>
    fetch(`${appUrl}${url}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(json);
  const run = Date.now().toString(36);
  const creative = await post('/api/2.0/media-creatives?aggregate=city-centre&project=mall&tenant=demo', {
    code: `RB${run}`.slice(0, 20),
    name: `Respondent bench ${run}`,
  });
  const set = await post('/api/1.0/question-sets', { creative_id: creative.id, code: `RB${run}`.slice(0, 20), subject: 'Bench' });
  const questions: string[] = [];
  for (let i = 0; i < QUESTIONS; i++) {
    const q = await post(`/api/1.0/question-sets/${set.id}/questions`, {
      question: `Question ${i + 1}`,
      choices: ['a', 'b', 'c', 'd'].map((uid) => ({ uid, name: uid.toUpperCase() })),
      answers: ['a'],
    });
    questions.push(q.id);
  }
  const topic = await post('/api/1.0/topics', {
    creative_id: creative.id,
    name: `Bench topic ${run}`,
    maxAttempt: 1000,
    topicQuestions: [{ questionSet_id: set.id, questions }],
  });
  return { topic: topic.id, questions };
}

/** PROFILES respondents (users without roles, each with a profile) signed in through the customer app. */
async function respondents(appUrl: string, auth: Record<string, string>, app: ApiClient): Promise<Record<string, string>[]> {
  const run = Date.now().toString(36);
  const out: Record<string, string>[] = [];
  for (let i = 0; i < PROFILES; i++) {
    const username = `bench.r${run}.${i}`;
    await fetch(`${appUrl}/api/1.0/users?tenant=demo`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ username, firstName: 'Bench', lastName: `Respondent ${i}`, password: PASSWORD }),
    }).then(json);
    const body = new URLSearchParams({
      grant_type: 'password',
      client_id: app.clientId,
      client_secret: app.clientSecret,
      username,
      password: PASSWORD,
      tenant: 'demo',
    });
    const tokens = await fetch(`${appUrl}/iam/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': app.apiKey },
      body: body.toString(),
    }).then(json);
    const headers = { authorization: `Bearer ${tokens.access_token}`, 'x-api-key': app.apiKey, 'content-type': 'application/json' };
    const me = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString('utf8')) as { sub: string };
    await fetch(`${appUrl}/api/1.0/profiles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ key: me.sub, name: { firstName: 'Bench', lastName: `Respondent ${i}`, displayName: username } }),
    }).then(json);
    out.push(headers);
  }
  return out;
}

export async function respondentBench(appUrl: string, dbUrl: string, auth: Record<string, string>, results: Figures[]): Promise<RespondentFigures> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const app = await appClient(db, CUSTOMER_CLIENT_ID);
  await db.end();
  const { topic, questions } = await topicOf(appUrl, auth);
  const people = await respondents(appUrl, auth, app);
  const attempts: { id: string; headers: Record<string, string> }[] = [];
  for (const headers of people) {
    for (let i = 0; i < ATTEMPTS_EACH; i++) {
      const a = await fetch(`${appUrl}/api/1.0/topics/${topic}/attempts`, { method: 'POST', headers, body: '{}' }).then(json);
      attempts.push({ id: a.id, headers });
    }
  }
  let n = 0;
  const answering = (perRequest: number) => ({
    url: `${appUrl}/api/1.0/attempts/${attempts[0].id}/answers`,
    method: 'PUT' as const,
    connections: 32,
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const k = n++;
          const a = attempts[k % attempts.length];
          const first = (k * 7) % QUESTIONS;
          const answers = Array.from({ length: perRequest }, (_, j) => ({
            question_id: questions[(first + j) % QUESTIONS],
            choices: [['a', 'b', 'c', 'd'][k % 4]],
          }));
          return { ...req, path: `/api/1.0/attempts/${a.id}/answers`, headers: a.headers, body: JSON.stringify({ answers }) };
        },
      },
    ],
  });
  const single = await load(`PUT /api/1.0/attempts/{id}/answers: 1 answer, ${attempts.length} attempts of ${PROFILES} profiles, 32 connections`, answering(1));
  const page = await load(`PUT /api/1.0/attempts/{id}/answers: a page of 10 answers, 32 connections`, answering(10));
  results.push(single, page);
  return { attempts: attempts.length, single, page };
}

export function respondentSummary(f: RespondentFigures): string[] {
  return [
    `Respondent runtime: ${f.attempts} open attempts; ${f.single.rps} answers/s one a request (p99 ${f.single.p99} ms), ` +
      `${f.page.rps * 10} answers/s in pages of 10 (p99 ${f.page.p99} ms); target ≥ 2,000 answers/s.`,
  ];
}
