import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPT_MESSAGES, orderChoices, orderQuestions, seeded, seedOf } from '../../../domain/learning/attempt.js';
import { CUSTOMER_CLIENT_ID } from '../../seed/clients.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { appClient, injectAs, type ClientKeys } from '../../test/inject-as.js';
import { ManualClock } from '../../test/manual-clock.js';

let t: TestApp;
let app: ClientKeys;
const clock = new ManualClock(Date.parse('2026-03-01T10:00:00Z'));
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'admin' | 'editor' | 'viewer' | 'outsider' | 'taker' | 'second', TestUser>;
let creative = '';
let setId = '';
const q = {} as Record<'mc' | 'tf' | 'short' | 'multi', { id: string; difficulty: string }>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser, method: Method, url: string, payload?: object) => injectAs(t, user, { method, url, payload });
const viaApp = (user: TestUser, method: Method, url: string, payload?: object) => injectAs(t, user, { method, url, payload }, app);
const ok = async (res: ReturnType<typeof injectAs>) => {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json();
};
const profileFor = (user: TestUser) =>
  ok(call(user, 'POST', '/api/1.0/profiles', { key: user.id, name: { firstName: 'Re', lastName: user.username, displayName: user.username } }));
const topic = (fields: object) =>
  ok(
    call(users.admin, 'POST', '/api/1.0/topics', {
      creative_id: creative,
      name: `topic ${Math.random()}`,
      topicQuestions: [{ questionSet_id: setId, questions: [q.mc.id, q.tf.id, q.short.id, q.multi.id] }],
      ...fields,
    }),
  );
const start = (user: TestUser, topicId: string) => viaApp(user, 'POST', `/api/1.0/topics/${topicId}/attempts`);

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  app = await appClient(t, CUSTOMER_CLIENT_ID);
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  Object.assign(users, await buildWorkspaceStaff(t, tenant, other));
  users.taker = await buildUser(t, tenant);
  users.second = await buildUser(t, tenant);
  for (const u of [users.taker, users.second, users.admin, users.outsider]) await profileFor(u);
  const owner = await buildUser(t, tenant, { role: 'owner' });
  creative = (await ok(call(owner, 'POST', `/api/2.0/media-creatives?aggregate=${tenant.workspaces[0].id}`, { code: 'RUN1', name: 'Runtime' }))).id;
  setId = (await ok(call(users.admin, 'POST', '/api/1.0/question-sets', { creative_id: creative, code: 'QS', subject: 'Geography' }))).id;
  const question = (body: object) => ok(call(users.admin, 'POST', `/api/1.0/question-sets/${setId}/questions`, body));
  q.mc = await question({
    question: 'Capital of France?',
    difficulty: 'Difficult',
    choices: [
      { uid: 'a', name: 'Paris', score: 2 },
      { uid: 'b', name: 'Lyon' },
      { uid: 'c', name: 'Nice' },
      { uid: 'd', name: 'Lille' },
    ],
    answers: ['a'],
  });
  q.tf = await question({ question: 'The Seine flows through Paris', answerType: 'True/False', answers: ['true'], difficulty: 'Simple' });
  q.short = await question({ question: 'Name the capital of France', answerType: 'Short answer', acceptedAnswers: ['Paris'] });
  q.multi = await question({
    question: 'Which are French cities?',
    choices: [
      { uid: 'x', name: 'Paris' },
      { uid: 'y', name: 'Lyon' },
      { uid: 'z', name: 'Berlin' },
    ],
    answers: ['x', 'y'],
  });
}, 60_000);
afterAll(() => t.close());

describe('taking a topic', () => {
  it('is for the apps only, within the tenant: the console is refused, another tenant is told the topic does not exist', async () => {
    const tp = await topic({});
    const refused = await call(users.taker, 'POST', `/api/1.0/topics/${tp.id}/attempts`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ATTEMPT_MESSAGES.appRequired);
    expect((await start(users.outsider, tp.id)).statusCode).toBe(404);
    const own = await ok(start(users.taker, tp.id));
    expect((await viaApp(users.outsider, 'GET', `/api/1.0/attempts/${own.id}`)).statusCode).toBe(404);
    expect((await viaApp(users.second, 'GET', `/api/1.0/attempts/${own.id}`)).statusCode).toBe(404);
    expect((await call(users.taker, 'GET', `/api/1.0/attempts/${own.id}`)).statusCode).toBe(403);
    expect((await call(users.outsider, 'GET', `/api/1.0/topics/${tp.id}/results`)).statusCode).toBe(404);
    const noProfile = await buildUser(t, tenant);
    expect((await start(noProfile, tp.id)).json().message).toBe(ATTEMPT_MESSAGES.profileRequired);
    const closedTopic = await topic({ enabled: false });
    expect((await start(users.taker, closedTopic.id)).json().message).toBe(ATTEMPT_MESSAGES.notOpen);
  });

  it('shows the questions and choices in an order that is random per attempt and the same at every read of it', async () => {
    const tp = await topic({ maxAttempt: 20 });
    const stored = [q.mc, q.tf, q.short, q.multi];
    const orders = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const attempt = await ok(start(users.second, tp.id));
      const random = seeded(seedOf(attempt.id));
      const expected = orderQuestions(stored as never[], 'Random', random) as unknown as { id: string }[];
      expect(attempt.questions.map((x: { id: string }) => x.id)).toEqual(expected.map((x) => x.id));
      const again = await ok(viaApp(users.second, 'GET', `/api/1.0/attempts/${attempt.id}`));
      expect(again.questions).toEqual(attempt.questions);
      orders.add(attempt.questions.map((x: { id: string; choices: { uid: string }[] }) => `${x.id}:${x.choices.map((c) => c.uid).join('')}`).join(' '));
      // True/False keeps its order whatever the topic says.
      expect(attempt.questions.find((x: { id: string }) => x.id === q.tf.id).choices.map((c: { uid: string }) => c.uid)).toEqual(['true', 'false']);
      expect(attempt.questions[0].rightChoices).toBeUndefined();
    }
    expect(orders.size).toBeGreaterThan(1);

    const fixed = await ok(start(users.second, (await topic({ questionOrder: 'Priority', choiceOrder: 'Sequential' })).id));
    expect(fixed.questions.map((x: { id: string }) => x.id)).toEqual(stored.map((x) => x.id));
    expect(fixed.questions[0].choices.map((c: { uid: string }) => c.uid)).toEqual(['a', 'b', 'c', 'd']);
    const weighted = await ok(start(users.second, (await topic({ questionOrder: 'Weighted', choiceOrder: 'Priority' })).id));
    expect(weighted.questions.map((x: { id: string }) => x.id)).toEqual([q.tf.id, q.short.id, q.multi.id, q.mc.id]);
    expect(orderChoices(['a', 'b'], 'Weighted', Math.random, false)).toEqual(['a', 'b']);
  });

  it('scores choices by their scores and typed answers by the accepted ones; a mismatch waits for an editor, who marks it', async () => {
    const tp = await topic({});
    const attempt = await ok(start(users.taker, tp.id));
    expect(attempt).toMatchObject({ status: 'open', number: 1, score: null, deadline: null });
    const put = (answers: object[]) => viaApp(users.taker, 'PUT', `/api/1.0/attempts/${attempt.id}/answers`, { answers });
    expect((await put([{ question_id: q.mc.id, choices: ['zz'] }])).json().message).toBe(`answers[0]: ${ATTEMPT_MESSAGES.unknownChoice}`);
    expect((await put([{ question_id: q.mc.id, choices: ['a', 'b'] }])).json().message).toBe(`answers[0]: ${ATTEMPT_MESSAGES.oneChoice}`);
    expect((await put([{ question_id: setId, choices: [] }])).statusCode).toBe(400);
    expect((await put([{ question_id: q.mc.id, choices: ['b'] }])).statusCode).toBe(200);
    const saved = await ok(
      put([
        { question_id: q.mc.id, choices: ['a'] },
        { question_id: q.tf.id, choices: ['false'] },
        { question_id: q.short.id, text: '  pARIS ' },
        { question_id: q.multi.id, choices: ['x', 'y'] },
      ]),
    );
    expect(saved.saved).toBe(4);
    const result = await ok(viaApp(users.taker, 'POST', `/api/1.0/attempts/${attempt.id}/submit`));
    expect(result).toMatchObject({ status: 'submitted', score: 5, maxScore: 6, pending: 0, answersRevealed: false });
    expect(result.questions.find((x: { id: string }) => x.id === q.mc.id)).toMatchObject({ score: 2, maxScore: 2, answer: { choices: ['a'] } });
    // Submitting again answers the same; answering a submitted attempt is refused.
    expect((await ok(viaApp(users.taker, 'POST', `/api/1.0/attempts/${attempt.id}/submit`))).score).toBe(5);
    expect((await put([{ question_id: q.mc.id, choices: ['b'] }])).json().message).toBe(ATTEMPT_MESSAGES.closed);

    const second = await ok(start(users.taker, tp.id));
    await ok(
      viaApp(users.taker, 'PUT', `/api/1.0/attempts/${second.id}/answers`, {
        answers: [
          { question_id: q.short.id, text: 'Lutetia' },
          { question_id: q.multi.id, choices: ['x', 'z'] },
        ],
      }),
    );
    const pending = await ok(viaApp(users.taker, 'POST', `/api/1.0/attempts/${second.id}/submit`));
    expect(pending).toMatchObject({ score: 0, maxScore: 6, pending: 1 });

    const results = await ok(call(users.viewer, 'GET', `/api/1.0/topics/${tp.id}/results`));
    expect(results).toMatchObject({ attempts: 2, submitted: 2, averageScore: 2.5, pendingMarks: 1 });
    expect(results.pending).toEqual([expect.objectContaining({ attempt_id: second.id, question_id: q.short.id, text: 'Lutetia' })]);
    const multi = results.questions.find((x: { id: string }) => x.id === q.multi.id);
    expect(multi).toMatchObject({ answered: 2, right: 1 });
    expect(multi.choices).toEqual([
      { uid: 'x', name: 'Paris', isAnswer: true, count: 2, share: 100 },
      { uid: 'y', name: 'Lyon', isAnswer: true, count: 1, share: 50 },
      { uid: 'z', name: 'Berlin', isAnswer: false, count: 1, share: 50 },
    ]);
    expect(results.questions.find((x: { id: string }) => x.id === q.short.id).typedAnswers).toEqual([
      { text: 'lutetia', count: 1 },
      { text: 'paris', count: 1 },
    ]);

    const mark = { attempt_id: second.id, question_id: q.short.id, right: true };
    expect((await call(users.editor, 'PUT', `/api/1.0/topics/${tp.id}/marks`, mark)).statusCode).toBe(403);
    expect((await call(users.outsider, 'PUT', `/api/1.0/topics/${tp.id}/marks`, mark)).statusCode).toBe(404);
    expect((await call(users.admin, 'PUT', `/api/1.0/topics/${tp.id}/marks`, { ...mark, question_id: q.multi.id })).json().message).toBe(
      ATTEMPT_MESSAGES.typedOnly,
    );
    expect((await ok(call(users.admin, 'PUT', `/api/1.0/topics/${tp.id}/marks`, mark))).attempt).toEqual({ score: 1, maxScore: 6, pending: 0 });
    expect((await ok(viaApp(users.taker, 'GET', `/api/1.0/attempts/${second.id}`))).score).toBe(1);
    expect((await ok(call(users.viewer, 'GET', `/api/1.0/topics/${tp.id}/results`))).averageScore).toBe(3);
  });

  it('closes an attempt on the server when its time is over: answers are refused, a read finds it expired and scored', async () => {
    const tp = await topic({ timer: 1 });
    const attempt = await ok(start(users.taker, tp.id));
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedOn)).toBe(60_000);
    await ok(viaApp(users.taker, 'PUT', `/api/1.0/attempts/${attempt.id}/answers`, { answers: [{ question_id: q.mc.id, choices: ['a'] }] }));
    clock.advance(60_000);
    const late = await viaApp(users.taker, 'PUT', `/api/1.0/attempts/${attempt.id}/answers`, { answers: [{ question_id: q.tf.id, choices: ['true'] }] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ATTEMPT_MESSAGES.timeOver);
    expect(await ok(viaApp(users.taker, 'GET', `/api/1.0/attempts/${attempt.id}`))).toMatchObject({ status: 'expired', score: 2, maxScore: 6 });

    const other = await ok(start(users.taker, tp.id));
    clock.advance(61_000);
    expect(await ok(viaApp(users.taker, 'POST', `/api/1.0/attempts/${other.id}/submit`))).toMatchObject({ status: 'expired', score: 0 });
  });

  it('keeps to the maximum attempts, also for starts at the same moment (previews are not counted)', async () => {
    const tp = await topic({ maxAttempt: 3 });
    const starts = await Promise.all(Array.from({ length: 8 }, () => start(users.second, tp.id)));
    expect(starts.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = starts.filter((r) => r.statusCode !== 201);
    expect(refused.every((r) => r.statusCode === 409 && r.json().message === ATTEMPT_MESSAGES.noAttemptsLeft(3))).toBe(true);
    expect(
      starts
        .filter((r) => r.statusCode === 201)
        .map((r) => r.json().number)
        .sort(),
    ).toEqual([1, 2, 3]);
  });

  it('reveals the right answers after the reveal date, or once every attempt is used', async () => {
    const later = new Date(clock.now() + 120_000).toISOString();
    const tp = await topic({ maxAttempt: 2, revealAnswers: true, revealAnswersAfterDate: later });
    const submit = async () => {
      const a = await ok(start(users.taker, tp.id));
      return ok(viaApp(users.taker, 'POST', `/api/1.0/attempts/${a.id}/submit`));
    };
    const first = await submit();
    expect(first.answersRevealed).toBe(false);
    expect(first.questions[0].rightChoices).toBeUndefined();
    const last = await submit();
    expect(last.answersRevealed).toBe(true);
    expect(last.questions.find((x: { id: string }) => x.id === q.mc.id)).toMatchObject({ rightChoices: ['a'] });

    const dated = await topic({ maxAttempt: 5, revealAnswers: true, revealAnswersAfterDate: later });
    const a = await ok(start(users.second, dated.id));
    expect((await ok(viaApp(users.second, 'POST', `/api/1.0/attempts/${a.id}/submit`))).answersRevealed).toBe(false);
    clock.advance(120_000);
    const read = await ok(viaApp(users.second, 'GET', `/api/1.0/attempts/${a.id}`));
    expect(read.answersRevealed).toBe(true);
    expect(read.questions.find((x: { id: string }) => x.id === q.short.id).acceptedAnswers).toEqual(['Paris']);
  });

  it('lets an admin try a topic from the console under their own profile; the console reaches only such previews', async () => {
    const tp = await topic({ maxAttempt: 1 });
    expect((await call(users.viewer, 'POST', `/api/1.0/topics/${tp.id}/preview-attempts`)).statusCode).toBe(403);
    expect((await call(users.outsider, 'POST', `/api/1.0/topics/${tp.id}/preview-attempts`)).statusCode).toBe(404);
    for (let i = 0; i < 2; i++) {
      const preview = await ok(call(users.admin, 'POST', `/api/1.0/topics/${tp.id}/preview-attempts`));
      expect(preview.preview).toBe(true);
      await ok(call(users.admin, 'PUT', `/api/1.0/attempts/${preview.id}/answers`, { answers: [{ question_id: q.mc.id, choices: ['a'] }] }));
      expect(await ok(call(users.admin, 'POST', `/api/1.0/attempts/${preview.id}/submit`))).toMatchObject({ status: 'submitted', score: 2 });
    }
    expect(await ok(call(users.viewer, 'GET', `/api/1.0/topics/${tp.id}/results`))).toMatchObject({ attempts: 2, previews: 2, averageScore: 2 });
  });

  it("records the creative's view points for a submitted attempt, up to its limit, for the wallet to credit", async () => {
    const card = { action: 'view', defaultPoints: 5, extraPoints: 3, maxLimit: 2 };
    await ok(call(users.admin, 'POST', `/api/2.0/media-creatives/${creative}/creativeGratification`, card));
    const tp = await topic({ maxAttempt: 10 });
    const take = async (user: TestUser, answers: object[]) => {
      const a = await ok(start(user, tp.id));
      expect(a.gratificationPoints).toBeNull();
      if (answers.length) await ok(viaApp(user, 'PUT', `/api/1.0/attempts/${a.id}/answers`, { answers }));
      return (await ok(viaApp(user, 'POST', `/api/1.0/attempts/${a.id}/submit`))).gratificationPoints;
    };
    const full = [
      { question_id: q.mc.id, choices: ['a'] },
      { question_id: q.tf.id, choices: ['true'] },
      { question_id: q.short.id, text: 'Paris' },
      { question_id: q.multi.id, choices: ['x', 'y'] },
    ];
    expect(await take(users.taker, full)).toBe(8);
    expect(await take(users.taker, [])).toBe(5);
    expect(await take(users.taker, full)).toBeNull();
    const preview = await ok(call(users.admin, 'POST', `/api/1.0/topics/${tp.id}/preview-attempts`));
    expect((await ok(call(users.admin, 'POST', `/api/1.0/attempts/${preview.id}/submit`))).gratificationPoints).toBeNull();
  });
});
