import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_MESSAGES, TOPIC_DEFAULTS } from '../../../domain/learning/values.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { imageUpload, seededPng } from '../../test/world.js';
import { asOwner } from '../../test/as-owner.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'admin' | 'editor' | 'viewer' | 'outsider' | 'bystander', TestUser>;
let creative = '';
let otherCreative = '';

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => injectAs(t, user, { method, url, payload });
const ok = async (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await call(user, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json();
};
const count = async (table: string) => {
  const res = await t.app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (res as unknown as { rows: { n: number }[] }).rows[0].n;
};

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  Object.assign(users, await buildWorkspaceStaff(t, tenant, other));
  users.bystander = await buildUser(t, tenant);
  const owner = await buildUser(t, tenant, { role: 'owner' });
  creative = (await ok(owner, 'POST', `/api/2.0/media-creatives?aggregate=${tenant.workspaces[0].id}`, { code: 'LEARN1', name: 'Learning' })).id;
  const otherOwner = await buildUser(t, other, { role: 'owner' });
  otherCreative = (await ok(otherOwner, 'POST', `/api/2.0/media-creatives?aggregate=${other.workspaces[0].id}`, { code: 'X1', name: 'Theirs' })).id;
}, 60_000);
afterAll(() => t.close());

describe('tutors', () => {
  it('an admin adds, reads, edits and deletes a tutor linked to its creative; viewers read; others cannot', async () => {
    const made = await call(users.admin, 'POST', '/api/1.0/tutors', {
      creative_id: creative,
      name: 'Ada Lovelace',
      shortProfile: 'Mathematician',
      eduQualification: [{ institution: 'Home', degree: 'None' }],
      workExperience: [{ uid: 'abc123', organization: 'Analytical Engine', designation: 'Programmer' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const tutor = made.json();
    expect(tutor).toMatchObject({
      name: 'Ada Lovelace',
      enabled: true,
      creative_id: creative,
      relations: [{ id: creative, name: 'Learning', family: 'creative' }],
    });
    expect(tutor.eduQualification[0].uid).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(tutor.workExperience[0].uid).toBe('abc123');

    // Older clients may send the id in capitals: it is read lowercased.
    expect((await ok(users.viewer, 'GET', `/api/1.0/tutors/${tutor.id.toUpperCase()}?fields=name`)).name).toBe('Ada Lovelace');
    const listed = await ok(users.viewer, 'GET', `/api/1.0/tutors?aggregate=${tenant.workspaces[0].id}&fields=name,relations`);
    expect(listed).toEqual([{ name: 'Ada Lovelace', relations: [{ id: creative, name: 'Learning', family: 'creative' }] }]);
    expect(await ok(users.viewer, 'GET', `/api/1.0/tutors?creative=${creative}&fields=id`)).toEqual([{ id: tutor.id }]);

    expect((await call(users.editor, 'PUT', `/api/1.0/tutors/${tutor.id}`, { shortProfile: 'x' })).statusCode).toBe(403);
    expect((await call(users.viewer, 'POST', '/api/1.0/tutors', { creative_id: creative, name: 'V' })).statusCode).toBe(403);
    expect((await call(users.outsider, 'GET', `/api/1.0/tutors/${tutor.id}`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'PUT', `/api/1.0/tutors/${tutor.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call(users.outsider, 'DELETE', `/api/1.0/tutors/${tutor.id}`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'POST', '/api/1.0/tutors', { creative_id: creative, name: 'Theirs' })).statusCode).toBe(404);
    // A member of the tenant without a role on the workspace is told it does not exist.
    expect((await call(users.bystander, 'GET', `/api/1.0/tutors/${tutor.id}`)).statusCode).toBe(404);

    const edited = await ok(users.admin, 'PUT', `/api/1.0/tutors/${tutor.id}`, { shortProfile: 'First programmer' });
    expect(edited).toMatchObject({ name: 'Ada Lovelace', shortProfile: 'First programmer', workExperience: [{ uid: 'abc123' }] });
    expect((await call(users.admin, 'PUT', `/api/1.0/tutors/${tutor.id}`, { name: '  ' })).json().message).toContain(LEARNING_MESSAGES.tutorNameRequired);

    expect((await call(users.admin, 'DELETE', `/api/1.0/tutors/${tutor.id}`)).statusCode).toBe(200);
    expect((await call(users.admin, 'GET', `/api/1.0/tutors/${tutor.id}`)).statusCode).toBe(404);
    expect(await ok(users.admin, 'GET', `/api/1.0/tutors?creative=${creative}`)).toEqual([]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await count('learning_records');
    for (const body of [
      { creative_id: creative },
      { creative_id: creative, name: '' },
      { name: 'No creative' },
      { creative_id: 'nope', name: 'x' },
      { creative_id: creative, name: 'x', eduQualification: [{ uid: 'a b' }] },
      { creative_id: creative, name: 'x', eduQualification: [{ uid: 'same12' }, { uid: 'same12' }] },
    ]) {
      expect((await call(users.admin, 'POST', '/api/1.0/tutors', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(users.admin, 'POST', '/api/1.0/tutors', { creative_id: otherCreative, name: 'x' })).statusCode).toBe(404);
    expect((await call(users.admin, 'GET', '/api/1.0/tutors')).statusCode).toBe(400);
    expect(await count('learning_records')).toBe(before);
  });

  it('links a new tutor in the same transaction: a failed link leaves no tutor', async () => {
    const db = t.app.ctx.db;
    const before = await count('learning_records');
    await asOwner(
      db,
      `create function fail_link() returns trigger language plpgsql as $$ begin raise exception 'injected fault'; end $$`,
      `create trigger fail_link before insert on learning_links for each row execute function fail_link()`,
    );
    try {
      expect((await call(users.admin, 'POST', '/api/1.0/tutors', { creative_id: creative, name: 'Doomed' })).statusCode).toBe(500);
    } finally {
      await asOwner(db, 'drop trigger fail_link on learning_links', 'drop function fail_link()');
    }
    expect(await count('learning_records')).toBe(before);
    expect(await ok(users.admin, 'GET', `/api/1.0/tutors?creative=${creative}`)).toEqual([]);
  });
});

describe('questionnaires, questions and topics', () => {
  let setA = '';
  let setB = '';
  const questions: string[] = [];

  it('an admin builds two questionnaires with questions; answers stay among the choices', async () => {
    const a = await call(users.admin, 'POST', '/api/1.0/question-sets', { creative_id: creative, code: 'MATH1', subject: 'Maths' });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({ qsModel: 'Exam', enabled: true, code: 'MATH1', subject: 'Maths', relations: [{ id: creative }] });
    setA = a.json().id;
    setB = (await ok(users.admin, 'POST', '/api/1.0/question-sets', { creative_id: creative, code: 'SCI1', subject: 'Science', qsModel: 'Survey' })).id;
    expect((await call(users.admin, 'POST', '/api/1.0/question-sets', { creative_id: creative, code: 'X' })).json().message).toContain(
      LEARNING_MESSAGES.subjectRequired,
    );
    expect((await call(users.admin, 'POST', '/api/1.0/question-sets', { creative_id: creative, code: 'X', subject: 'Y', qsModel: 'Quiz' })).statusCode).toBe(
      400,
    );

    const q1 = await ok(users.admin, 'POST', `/api/1.0/question-sets/${setA}/questions`, {
      question: '2 + 2?',
      choices: [
        { uid: 'aaaaaa', name: '4' },
        { uid: 'bbbbbb', name: '5', score: 0 },
      ],
      answers: ['aaaaaa', 'zzzzzz'],
    });
    expect(q1).toMatchObject({ number: 1, answerType: 'Multiple choice', difficulty: 'Normal', answers: ['aaaaaa'], questionSet_id: setA });
    expect(q1.choices.map((c: { score: number }) => c.score)).toEqual([1, 0]);
    const q2 = await ok(users.admin, 'POST', `/api/1.0/question-sets/${setA}/questions`, {
      question: 'The sky is green',
      answerType: 'True/False',
      answers: ['false'],
    });
    expect(q2.choices.map((c: { uid: string }) => c.uid)).toEqual(['true', 'false']);
    expect(q2.answers).toEqual(['false']);
    const q3 = await ok(users.admin, 'POST', `/api/1.0/question-sets/${setB}/questions`, {
      question: 'Water boils at __ °C',
      answerType: 'Fill in the blanks',
      acceptedAnswers: [' 100 ', '100'],
    });
    expect(q3).toMatchObject({ number: 1, choices: [], acceptedAnswers: ['100'] });
    questions.push(q1.id, q2.id, q3.id);

    // Deleting a choice removes it from the answers.
    const edited = await ok(users.admin, 'PUT', `/api/1.0/question-sets/${setA}/questions/${q1.id}`, { choices: [{ uid: 'bbbbbb', name: '5' }] });
    expect(edited.answers).toEqual([]);
    await ok(users.admin, 'PUT', `/api/1.0/question-sets/${setA}/questions/${q1.id}`, {
      choices: [{ uid: 'aaaaaa', name: '4' }, edited.choices[0]],
      answers: ['aaaaaa'],
    });

    const listed = await ok(users.viewer, 'GET', `/api/1.0/question-sets/${setA}/questions?fields=id,number`);
    expect(listed).toEqual([
      { id: q1.id, number: 1 },
      { id: q2.id, number: 2 },
    ]);
    expect((await call(users.editor, 'POST', `/api/1.0/question-sets/${setA}/questions`, { question: 'no' })).statusCode).toBe(403);
    expect((await call(users.outsider, 'GET', `/api/1.0/question-sets/${setA}/questions`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'PUT', `/api/1.0/question-sets/${setA}/questions/${q1.id}`, { question: 'x' })).statusCode).toBe(404);
    // A question is addressed through its own questionnaire only.
    expect((await call(users.admin, 'PUT', `/api/1.0/question-sets/${setB}/questions/${q1.id}`, { question: 'x' })).statusCode).toBe(404);
    const sets = await ok(users.viewer, 'GET', `/api/1.0/question-sets?creative=${creative}&fields=code,subject`);
    expect(sets).toEqual([
      { code: 'MATH1', subject: 'Maths' },
      { code: 'SCI1', subject: 'Science' },
    ]);
  });

  it('stores choice pictures per choice, by the question set roles', async () => {
    const url = `/images?type=question&id=${questions[0]}&for=img&choice=aaaaaa`;
    const upload = (user: TestUser) => injectAs(t, user, { method: 'POST', url, ...imageUpload(seededPng(40, 40, 'choice')) });
    expect((await upload(users.viewer)).statusCode).toBe(403);
    expect((await upload(users.outsider)).statusCode).toBe(404);
    const res = await upload(users.admin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().url).toBe(url.replace('&for=img&choice=aaaaaa', '&choice=aaaaaa&for=img'));
    expect((await call(users.viewer, 'GET', url)).statusCode).toBe(200);
    expect((await call(users.viewer, 'GET', url.replace('aaaaaa', 'bbbbbb'))).statusCode).toBe(404);
    expect((await call(users.admin, 'GET', `/images?type=venue&id=${questions[0]}&for=img&choice=aaaaaa`)).statusCode).toBe(400);
  });

  it('a topic takes its defaults, picks questions from two sets, and needs a reveal date to reveal answers', async () => {
    const made = await call(users.admin, 'POST', '/api/1.0/topics', {
      creative_id: creative,
      name: 'Basics',
      topicQuestions: [
        { questionSet_id: setA, questions: [questions[0], questions[1]] },
        { questionSet_id: setB, questions: [questions[2]] },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const topic = made.json();
    expect(topic).toMatchObject({ ...TOPIC_DEFAULTS, enabled: true, revealAnswers: false });
    expect(topic.topicQuestions).toEqual([
      { questionSet_id: setA, questionSetName: 'MATH1', subject: 'Maths', questions: [questions[0], questions[1]] },
      { questionSet_id: setB, questionSetName: 'SCI1', subject: 'Science', questions: [questions[2]] },
    ]);
    expect((await call(users.admin, 'PUT', `/api/1.0/topics/${topic.id}`, { revealAnswers: true })).json().message).toBe(LEARNING_MESSAGES.revealDateRequired);
    const revealed = await ok(users.admin, 'PUT', `/api/1.0/topics/${topic.id}`, { revealAnswers: true, revealAnswersAfterDate: '2030-01-01T00:00:00Z' });
    expect(revealed).toMatchObject({ revealAnswers: true, revealAnswersAfterDate: '2030-01-01T00:00:00.000Z', name: 'Basics' });
    expect((await call(users.admin, 'PUT', `/api/1.0/topics/${topic.id}`, { timer: null })).statusCode).toBe(400);
    expect((await call(users.admin, 'PUT', `/api/1.0/topics/${topic.id}`, { maxAttempt: 0 })).statusCode).toBe(400);
    expect((await call(users.admin, 'PUT', `/api/1.0/topics/${topic.id}`, { questionOrder: 'Weighted', choiceOrder: 'Sequential' })).statusCode).toBe(200);
    // A question of another set, or an unknown set, is refused.
    const wrong = await call(users.admin, 'PUT', `/api/1.0/topics/${topic.id}`, { topicQuestions: [{ questionSet_id: setB, questions: [questions[0]] }] });
    expect(wrong.json().message).toBe(LEARNING_MESSAGES.unknownQuestion);
    expect(
      (
        await call(users.admin, 'POST', '/api/1.0/topics', {
          creative_id: creative,
          name: 'Bad',
          topicQuestions: [{ questionSet_id: creative, questions: [] }],
        })
      ).json().message,
    ).toBe(LEARNING_MESSAGES.unknownSet);
    expect((await call(users.outsider, 'GET', `/api/1.0/topics/${topic.id}`)).statusCode).toBe(404);
    expect((await ok(users.viewer, 'GET', `/api/1.0/topics?creative=${creative}&fields=name`)).map((x: { name: string }) => x.name)).toEqual(['Basics']);
  });

  it('a questionnaire cannot be deleted while a topic uses it; the message names the topics', async () => {
    const topic2 = await ok(users.admin, 'POST', '/api/1.0/topics', {
      creative_id: creative,
      name: 'Advanced',
      topicQuestions: [{ questionSet_id: setB, questions: [] }],
    });
    const refused = await call(users.admin, 'DELETE', `/api/1.0/question-sets/${setB}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LEARNING_MESSAGES.setInUse(['Advanced', 'Basics']));
    expect(refused.json().message).toBe("This questionaire is used by the topics 'Advanced', 'Basics'. Remove it from those topics before deleting it.");
    expect((await call(users.viewer, 'DELETE', `/api/1.0/question-sets/${setB}`)).statusCode).toBe(403);

    const topics = await ok(users.admin, 'GET', `/api/1.0/topics?creative=${creative}&fields=id,name`);
    const basics = topics.find((x: { name: string }) => x.name === 'Basics');
    await ok(users.admin, 'PUT', `/api/1.0/topics/${basics.id}`, { topicQuestions: [] });
    expect((await call(users.admin, 'DELETE', `/api/1.0/topics/${topic2.id}`)).statusCode).toBe(200);
    expect((await call(users.admin, 'DELETE', `/api/1.0/question-sets/${setB}`)).statusCode).toBe(200);
    expect((await call(users.admin, 'GET', `/api/1.0/question-sets/${setB}`)).statusCode).toBe(404);
    expect((await call(users.admin, 'GET', `/api/1.0/question-sets/${setB}/questions`)).statusCode).toBe(404);
    // A deleted questionnaire can no longer be picked.
    expect((await call(users.admin, 'PUT', `/api/1.0/topics/${basics.id}`, { topicQuestions: [{ questionSet_id: setB, questions: [] }] })).statusCode).toBe(
      400,
    );
  });

  it('deletes a question through PUT isDeleted: it is no longer listed and numbers never repeat', async () => {
    await ok(users.admin, 'PUT', `/api/1.0/question-sets/${setA}/questions/${questions[1]}`, { isDeleted: true });
    expect((await ok(users.admin, 'GET', `/api/1.0/question-sets/${setA}/questions?fields=id`)).map((q: { id: string }) => q.id)).toEqual([questions[0]]);
    expect((await call(users.admin, 'PUT', `/api/1.0/question-sets/${setA}/questions/${questions[1]}`, { question: 'back?' })).statusCode).toBe(404);
    const next = await ok(users.admin, 'POST', `/api/1.0/question-sets/${setA}/questions`, { question: 'third' });
    expect(next.number).toBe(3);
  });

  // On PostgreSQL the requests run on their own connections and interleave; the embedded database serialises them.
  it('keeps every one of concurrent saves of different fields of one topic', async () => {
    const topic = await ok(users.admin, 'POST', '/api/1.0/topics', { creative_id: creative, name: 'Racing' });
    const url = `/api/1.0/topics/${topic.id}`;
    for (let round = 1; round <= 20; round++) {
      const saves = await Promise.all([
        call(users.admin, 'PUT', url, { description: `d${round}` }),
        call(users.admin, 'PUT', url, { timer: round }),
        call(users.admin, 'PUT', url, { maxAttempt: round }),
        call(users.admin, 'PUT', url, { finalDescription: `f${round}` }),
      ]);
      expect(saves.map((s) => s.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await ok(users.admin, 'GET', `${url}?fields=description,timer,maxAttempt,finalDescription`)).toEqual({
        description: `d${round}`,
        timer: round,
        maxAttempt: round,
        finalDescription: `f${round}`,
      });
    }
  });
});
